// \file The headers every test binary shares, precompiled once per build (tests/CMakeLists.txt).
//
// Why: `make test` on 2 cores spends most of its 20 minutes building, and a test file spends
// about a third of its compile time parsing the same third-party headers (GoogleTest,
// RapidCheck, nlohmann/json, Eigen, fmt and the standard library). Precompiling them once and
// reusing the result in every test binary parses them once instead of 70 times.
//
// Only third-party and standard headers belong here: a project header in this file would
// rebuild every test whenever it changed. Each test file still includes what it uses; this
// file changes how fast they compile, never what they mean. For example:
//   tests/types/gspmd_syntax_test.cpp  #include <gtest/gtest.h>   (already parsed: reused)
//   tests/robustness/bounds_test.cpp   #include <Eigen/Dense>     (already parsed: reused)
#pragma once

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <Eigen/Dense>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>
