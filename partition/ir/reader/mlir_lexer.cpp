#include "partition/ir/reader/mlir_lexer.h"

#include <charconv>

namespace shardproof::partition::reader {

int64_t to_int64(std::string_view token) {
  while (!token.empty() && std::isspace(static_cast<unsigned char>(token.front()))) token.remove_prefix(1);
  while (!token.empty() && std::isspace(static_cast<unsigned char>(token.back()))) token.remove_suffix(1);
  if (token.size() > 1 && token[0] == '+') token.remove_prefix(1);
  int64_t value = 0;
  const char* end = token.data() + token.size();
  auto [stop, error] = std::from_chars(token.data(), end, value);
  if (error == std::errc::result_out_of_range)
    throw types::InputError(fmt::format("integer '{}' is out of range", token));
  if (error != std::errc() || stop != end || token.empty())
    throw types::InputError(fmt::format("'{}' is not an integer", token));
  return value;
}


}  // namespace shardproof::partition::reader
