#include "partition/ir/stablehlo_reader.h"

#include "partition/ir/reader/reader.h"
#include "types/read_file.h"

namespace shardproof::partition {

namespace reader {

Program Reader::read() {
  Program program;
  prescan_gspmd();
  if (lex_.peek_is("\"builtin.module\"")) {
    read_generic_module(program);
  } else {
    read_pretty_module(program);
  }
  if (!function_pos_.count("main")) lex_.fail_at(0, "the module has no function @main");
  check_meshes_fit_partitions();
  if (gspmd_mesh_) meshes_.emplace_back("mesh", *gspmd_mesh_);
  program.meshes = meshes_;
  if (has_gspmd_strings_) program.syntax = ShardingSyntax::gspmd;
  ParsedFunction main = parse_function("main");
  program.values = std::move(main.values);
  program.main = std::move(main.fn);
  for (size_t i = 0; i < program.main.arguments.size(); ++i)
    program.values[program.main.arguments[i]].sharding = main.arg_shardings[i];
  resolve_locations(program);
  return program;
}

}  // namespace reader

using reader::Attr;
using reader::Lexer;
using reader::Reader;

Program read_stablehlo(std::string_view text, const ReadOptions& options) {
  return Reader(text, options).read();
}

std::vector<std::pair<std::string, std::string>> read_attribute_dict(std::string_view text) {
  Lexer lex(text, "<attribute>");
  std::vector<std::pair<std::string, std::string>> out;
  for (const Attr& a : lex.attr_dict()) out.emplace_back(a.key, std::string(a.value));
  return out;
}

Program read_stablehlo_file(const std::string& path, ReadOptions options) {
  // types::read_file: a `.mlir.gz` (gzip) reads as the text it holds; a file that does not
  // open or a corrupt gzip stream is a whole-file error ("model.mlir.gz: error: ...").
  std::string text;
  try {
    text = types::read_file(path);
  } catch (const types::FileError& e) {
    throw ParseError(path, 0, 0, e.reason() == types::FileError::Reason::cannot_open ? "cannot read the file" : e.message());
  }
  options.file_name = path;
  return read_stablehlo(text, options);
}

}  // namespace shardproof::partition
