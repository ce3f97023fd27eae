// types::read_file, the one reader of files that may be gzip (types/read_file.h): a plain
// file and its gzip copy read the same, and a gzip file cut short, one whose data no longer
// inflates or whose CRC does not match, and a missing file are each an input error naming the
// file and saying which. The program reader on a reach program stored as `.mlir.gz` reads
// what `gunzip` gives (tests/partition: ReadsGzipPrograms).
#include <gtest/gtest.h>
#include <unistd.h>
#include <zlib.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "types/read_file.h"

namespace shardproof::types {
namespace {

namespace fs = std::filesystem;

class ReadFile : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("sp_read_file_" + std::to_string(::getpid()));
    fs::create_directories(dir_);
    for (int i = 0; i < 20000; ++i) text_ += "%" + std::to_string(i) + " = stablehlo.add %a, %b : tensor<4xf32>\n";
  }
  void TearDown() override { fs::remove_all(dir_); }

  std::string write_plain(const std::string& name, const std::string& bytes) {
    const std::string path = (dir_ / name).string();
    std::ofstream(path, std::ios::binary).write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    return path;
  }
  std::string write_gzip(const std::string& name) {
    const std::string path = (dir_ / name).string();
    gzFile g = gzopen(path.c_str(), "wb9");
    EXPECT_TRUE(g);
    EXPECT_EQ(gzwrite(g, text_.data(), static_cast<unsigned>(text_.size())), static_cast<int>(text_.size()));
    gzclose(g);
    return path;
  }
  static std::string bytes_of(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  }
  // The diagnostic read_file throws for `path`.
  static std::string error_of(const std::string& path) {
    try {
      read_file(path);
    } catch (const FileError& e) {
      EXPECT_EQ(e.file(), path);
      return e.what();
    }
    ADD_FAILURE() << path << " read without an error";
    return "";
  }

  fs::path dir_;
  std::string text_;
};

TEST_F(ReadFile, PlainAndGzipReadTheSame) {
  EXPECT_EQ(read_file(write_plain("a.mlir", text_)), text_);
  const std::string gz = write_gzip("a.mlir.gz");
  EXPECT_LT(bytes_of(gz).size(), text_.size() / 5);  // really compressed: not read as it is
  EXPECT_EQ(read_file(gz), text_);
  EXPECT_EQ(read_file(write_plain("empty.mlir", "")), "");
}

TEST_F(ReadFile, TruncatedGzipIsAnErrorNamingTheFile) {
  const std::string whole = bytes_of(write_gzip("a.mlir.gz"));
  const std::string cut = write_plain("cut.mlir.gz", whole.substr(0, whole.size() / 2));
  EXPECT_EQ(error_of(cut), cut + ": error: cannot read file (truncated gzip data)");
}

TEST_F(ReadFile, CorruptGzipIsAnErrorNamingTheFile) {
  std::string bytes = bytes_of(write_gzip("a.mlir.gz"));
  // The CRC-32 of the text (the trailer's first four bytes) no longer matches.
  std::string crc = bytes;
  crc[crc.size() - 8] = static_cast<char>(crc[crc.size() - 8] ^ 0x5a);
  const std::string bad_crc = write_plain("crc.mlir.gz", crc);
  EXPECT_EQ(error_of(bad_crc), bad_crc + ": error: cannot read file (corrupt gzip data: incorrect data check)");
  // Garbage in the deflate stream right after the 10-byte header.
  std::string garbled = bytes;
  for (size_t i = 10; i < 40; ++i) garbled[i] = static_cast<char>(0xff);
  const std::string bad_data = write_plain("garbled.mlir.gz", garbled);
  EXPECT_NE(error_of(bad_data).find(bad_data + ": error: cannot read file (corrupt gzip data"), std::string::npos)
      << error_of(bad_data);
}

TEST_F(ReadFile, MissingFileSaysSo) {
  const std::string missing = (dir_ / "no_such.mlir.gz").string();
  EXPECT_EQ(error_of(missing), missing + ": error: cannot open file");
  try {
    read_file(missing);
  } catch (const FileError& e) {
    EXPECT_EQ(e.reason(), FileError::Reason::cannot_open);
  }
}

}  // namespace
}  // namespace shardproof::types
