// \file Text inside the HTML report (html_report.h): escaped so that the page is well-formed
// whatever a program's names and paths hold, and the places and sizes said as the text
// output says them.
//
//   escape("params['w1'] < 2 & ok")   == "params[&#39;w1&#39;] &lt; 2 &amp; ok"
//   escape("\xff")                    == "\uFFFD" (a byte that is not UTF-8: a file name)
//   place_text(python, 29)            == "/path/model.py:40:15 (block)"   or "line 29" without one
#pragma once

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace shardproof::cli::html {

// For element text and attribute values alike: & < > " ' as references, bytes that are not
// UTF-8 and control characters other than tab and newline as U+FFFD (XML allows neither).
std::string escape(std::string_view text);

// A `python` object of --json (null, or {file, line, column, function, name_stack}) said as
// "file:line:col", "" when it names no file.
std::string python_where(const nlohmann::json& python);

// Where a finding is, for a reader: the Python place when there is one, else "line N" of the
// MLIR text ("" for line 0: the program as a whole).
std::string place_text(const nlohmann::json& python, int mlir_line);

// 1.38 MiB, 31.3 us: the text output's units.
std::string bytes_text(const nlohmann::json& bytes);
std::string time_text(const nlohmann::json& seconds);

}  // namespace shardproof::cli::html
