// The VNN-COMP 2025 networks staged under ../shared/data/robustness/vnncomp2025 (files this
// project did not write): every one of the smaller ones loads, gzip-compressed as the
// competition ships them or not, and a network of every benchmark evaluates as onnxruntime
// does (tests/data/robustness/vnncomp2025_ort.json, written by
// bench/robustness/vnncomp2025_ort_fixture.py with onnxruntime: onnxruntime cannot run here).
#include <gtest/gtest.h>
#include <zlib.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <string>
#include <unistd.h>

#include "robustness/error.h"
#include "robustness/model_loader.h"
#include "robustness/read_file.h"
#include "robustness/vnnlib.h"
#include "test_util.h"

namespace shardproof::robustness {
namespace {

using testing::data_dir;

std::string staged(const std::string& benchmark, const std::string& file) {
  return data_dir() + "/vnncomp2025/" + benchmark + "/" + file;
}

std::string fixture_path() { return std::string(SHARDPROOF_SOURCE_DIR) + "/tests/data/robustness/vnncomp2025_ort.json"; }

// onnxruntime computes in float32 (the networks' type), shardproof in float64: an output may
// differ by float32 round-off accumulated over the layers, relative to the outputs' scale.
TEST(Vnncomp2025, NetworksEvaluateAsOnnxruntimeDoes) {
  std::ifstream f(fixture_path());
  ASSERT_TRUE(f) << fixture_path();
  const nlohmann::json j = nlohmann::json::parse(f);
  std::set<std::string> benchmarks;
  for (const auto& e : j["networks"]) {
    const std::string b = e["benchmark"], onnx = e["onnx"];
    SCOPED_TRACE(b + "/" + onnx);
    benchmarks.insert(b);
    const Network net = load_model(staged(b, onnx));
    ASSERT_EQ(net.validate(), "");
    for (const auto& p : e["points"]) {
      const auto& xs = p["x"];
      const auto& ys = p["y"];
      ASSERT_EQ(static_cast<int>(xs.size()), net.input_size);
      ASSERT_EQ(static_cast<int>(ys.size()), net.output_size);
      Vec x(net.input_size);
      for (int i = 0; i < net.input_size; ++i) x(i) = static_cast<double>(static_cast<float>(xs[i].get<double>()));
      const Vec y = net.evaluate(x);
      double scale = 1.0;
      for (const auto& v : ys) scale = std::max(scale, std::abs(v.get<double>()));
      for (int o = 0; o < net.output_size; ++o)
        EXPECT_NEAR(y(o), ys[o].get<double>(), 1e-4 * scale) << "output " << o;
    }
  }
  // A network of each of the seven benchmarks.
  EXPECT_EQ(benchmarks.size(), 7u);
}

// The size a file has once read: gzip's trailer holds it (mod 2^32, enough here).
std::uintmax_t unpacked_size(const std::string& path) {
  const std::uintmax_t n = std::filesystem::file_size(path);
  if (path.size() < 3 || path.compare(path.size() - 3, 3, ".gz") != 0 || n < 4) return n;
  std::ifstream f(path, std::ios::binary);
  f.seekg(static_cast<long>(n) - 4);
  unsigned char b[4] = {};
  f.read(reinterpret_cast<char*>(b), 4);
  return b[0] | (b[1] << 8) | (b[2] << 16) | (std::uintmax_t(b[3]) << 24);
}

// Every staged network below 10 MB loads (tllverifybench's nets with N >= 32, 17-270 MB
// each, load in make bench-vnncomp2025), with its properties' sizes.
TEST(Vnncomp2025, EverySmallStagedNetworkLoadsWithItsPropertysSizes) {
  const auto start = std::chrono::steady_clock::now();
  int loaded = 0;
  for (const auto& dir : std::filesystem::directory_iterator(data_dir() + "/vnncomp2025")) {
    if (!dir.is_directory()) continue;
    const std::string b = dir.path().filename();
    std::ifstream csv(dir.path() / "instances.csv");
    std::string line;
    std::map<std::string, std::string> spec_of;  // network -> its first property
    while (std::getline(csv, line)) {
      std::stringstream ss(line);
      std::string onnx, vnnlib;
      std::getline(ss, onnx, ',');
      std::getline(ss, vnnlib, ',');
      spec_of.emplace(onnx, vnnlib);
    }
    for (const auto& [onnx, vnnlib] : spec_of) {
      if (unpacked_size(staged(b, onnx)) > 10'000'000) continue;
      SCOPED_TRACE(b + "/" + onnx);
      const Network net = load_model(staged(b, onnx));
      const Spec spec = load_vnnlib(staged(b, vnnlib));
      EXPECT_EQ(net.validate(), "");
      EXPECT_EQ(net.input_size, spec.input_size);
      EXPECT_EQ(net.output_size, spec.output_size);
      ++loaded;
    }
  }
  // 3 cora + 10 linearizenn + 2 malbeware + 13 metaroom + 2 safenlp + 98 sat_relu + 12 tll
  // (N = 8, 16, 24).
  EXPECT_EQ(loaded, 140);
  std::printf("loaded %d networks in %.1f s\n", loaded,
              std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
}

// A gzip file reads as what it holds; a truncated one is an input error naming the file.
TEST(Vnncomp2025, GzipFilesReadAsTheirContents) {
  const std::string plain_path = staged("safenlp_2024", "onnx/medical/perturbations_0.onnx");
  const std::string plain = read_file(plain_path);
  const auto tmp = std::filesystem::temp_directory_path() / ("sp_gz_" + std::to_string(::getpid()));
  std::filesystem::create_directories(tmp);
  const std::string gz = (tmp / "net.onnx.gz").string();
  gzFile g = gzopen(gz.c_str(), "wb");
  ASSERT_TRUE(g);
  ASSERT_EQ(gzwrite(g, plain.data(), static_cast<unsigned>(plain.size())), static_cast<int>(plain.size()));
  gzclose(g);
  EXPECT_EQ(read_file(gz), plain);
  const Network a = load_model(plain_path), b = load_model(gz);
  Vec x = Vec::Constant(a.input_size, 0.25);
  EXPECT_EQ(a.evaluate(x), b.evaluate(x));

  // The first half of the gzip stream only.
  std::ifstream raw(gz, std::ios::binary);
  const std::string bytes((std::istreambuf_iterator<char>(raw)), std::istreambuf_iterator<char>());
  const std::string cut = (tmp / "cut.onnx.gz").string();
  std::ofstream(cut, std::ios::binary).write(bytes.data(), static_cast<long>(bytes.size() / 2));
  try {
    load_model(cut);
    ADD_FAILURE() << "a truncated gzip file loaded";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find(cut), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("truncated"), std::string::npos) << e.what();
  }
  // A .gz staged by VNN-COMP: the same network under both readers' names.
  const Spec s = load_vnnlib(staged("malbeware", "vnnlib/malbeware_family-Rbotigen_label-18_eps-2_idx-94.vnnlib.gz"));
  EXPECT_EQ(s.input_size, 4096);
  std::filesystem::remove_all(tmp);
}

}  // namespace
}  // namespace shardproof::robustness
