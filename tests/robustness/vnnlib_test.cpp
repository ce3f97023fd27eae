// VNNLIB parsing: DNF, several boxes, witnesses, and errors with line:col.
#include <gtest/gtest.h>

#include "robustness/error.h"
#include "robustness/vnnlib.h"
#include "test_util.h"

namespace shardproof::robustness {
namespace {

std::string error_of(const std::string& text) {
  return testing::input_error_of([&] { parse_vnnlib(text, "p.vnnlib"); });
}

TEST(Vnnlib, AcasProp6HasTwoBoxesTimesFourDisjuncts) {
  Spec s = load_vnnlib(testing::data_dir() + "/acasxu/prop_6.vnnlib");
  EXPECT_EQ(s.input_size, 5);
  EXPECT_EQ(s.output_size, 5);
  ASSERT_EQ(s.cases.size(), 8u);
  EXPECT_NE(s.cases[0].lo(1), s.cases[4].lo(1));
  EXPECT_EQ(s.cases[0].C.rows(), 1);
}

TEST(Vnnlib, MnistfcPropIsOneBoxNineCases) {
  Spec s = load_vnnlib(testing::data_dir() + "/mnistfc/prop_0_0.03.vnnlib");
  EXPECT_EQ(s.input_size, 784);
  ASSERT_EQ(s.cases.size(), 9u);
  // (>= Y_0 Y_8) is Y_8 - Y_0 <= 0
  EXPECT_EQ(s.cases[0].C(0, 8), 1.0);
  EXPECT_EQ(s.cases[0].C(0, 0), -1.0);
}

TEST(Vnnlib, LinearTermsAndViolationCheck) {
  Spec s = parse_vnnlib(
      "(declare-const X_0 Real)(declare-const Y_0 Real)(declare-const Y_1 Real)\n"
      "(assert (>= X_0 -1e0)) (assert (<= X_0 2))\n"
      "(assert (<= (+ Y_0 (* 2 Y_1)) 3.5))\n",
      "t.vnnlib");
  ASSERT_EQ(s.cases.size(), 1u);
  Vec x(1), y(2);
  x << 0.5;
  y << 1.5, 1.0;
  EXPECT_TRUE(s.case_violated_by(0, x, y));
  y << 1.6, 1.0;
  EXPECT_FALSE(s.case_violated_by(0, x, y));
  x << 2.5;
  y << 0, 0;
  EXPECT_FALSE(s.case_violated_by(0, x, y));
}

TEST(Vnnlib, ErrorsCarryLineAndColumn) {
  EXPECT_EQ(error_of("(declare-const X_0 Real)\n(assert (<= X_0 0.5)\n"),
            "p.vnnlib:2:1: error: unterminated '(' (missing ')')");
  EXPECT_EQ(error_of("(declare-const X_0 Real)\n(declare-const Y_0 Real)\n(assert (<= X_0 Z_1))"),
            "p.vnnlib:3:17: error: expected a variable or a number, got 'Z_1'");
  EXPECT_EQ(error_of("(declare-const X_0 Real)\n(declare-const Y_0 Real)\n(assert (<= X_3 1))"),
            "p.vnnlib:3:13: error: variable 'X_3' is not declared");
  EXPECT_EQ(error_of("(declare-const X_0 Real)\n(declare-const Y_0 Real)\n  (assert (< X_0 1))"),
            "p.vnnlib:3:12: error: strict comparison '<' is not supported (VNNLIB comparisons are non-strict)");
  EXPECT_EQ(error_of("(declare-const X_0 Real)\n(declare-const Y_0 Real)\n(assert (<= X_0 1))"),
            "p.vnnlib: error: X_0 has no lower bound in some disjunct");
  EXPECT_EQ(error_of("(declare-const X_0 Real) )"), "p.vnnlib:1:26: error: unexpected ')'");
  EXPECT_NE(error_of("(declare-const X_0 Real)\n(declare-const Y_0 Real)\n(assert (<= X_0 1.2.3))"), "");
}

TEST(Vnnlib, WitnessFormat) {
  Vec x(1), y(1);
  x << 0.5;
  y << -2;
  EXPECT_EQ(format_witness(x, y), "((X_0 0.5)\n (Y_0 -2))");
}

}  // namespace
}  // namespace shardproof::robustness
