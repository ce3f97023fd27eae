// Loaders: ONNX (real ACAS Xu / mnistfc files and hand-built models), .nnet, CSV.
#include <gtest/gtest.h>
#include <onnx/onnx_pb.h>

#include <cmath>
#include <cstdio>
#include <fstream>

#include "robustness/dataset.h"
#include "robustness/error.h"
#include "robustness/model_loader.h"
#include "robustness/nnet_loader.h"
#include "robustness/onnx_loader.h"
#include "test_util.h"

namespace shardproof::robustness {
namespace {

using testing::data_dir;

std::string tmp(const std::string& name) { return ::testing::TempDir() + name; }

onnx::TensorProto tensor(const std::string& name, std::vector<long> dims, std::vector<float> v) {
  onnx::TensorProto t;
  t.set_name(name);
  t.set_data_type(onnx::TensorProto::FLOAT);
  for (long d : dims) t.add_dims(d);
  for (float f : v) t.add_float_data(f);
  return t;
}

// y = Gemm(Relu((x - 1) / 2) , W^T) + b with W = [[1, -1], [2, 0.5]], b = [0.5, -1].
std::string write_small_onnx(const std::string& file, const std::string& extra_op = "", float w00 = 1.0f) {
  onnx::ModelProto m;
  m.set_ir_version(7);
  m.add_opset_import()->set_version(13);
  auto* g = m.mutable_graph();
  auto* in = g->add_input();
  in->set_name("x");
  auto* shp = in->mutable_type()->mutable_tensor_type()->mutable_shape();
  shp->add_dim()->set_dim_value(1);
  shp->add_dim()->set_dim_value(2);
  in->mutable_type()->mutable_tensor_type()->set_elem_type(onnx::TensorProto::FLOAT);
  *g->add_initializer() = tensor("one", {1}, {1.0f});
  *g->add_initializer() = tensor("two", {1}, {2.0f});
  *g->add_initializer() = tensor("W", {2, 2}, {w00, -1.0f, 2.0f, 0.5f});
  *g->add_initializer() = tensor("b", {2}, {0.5f, -1.0f});
  auto node = [&](const char* op, std::vector<std::string> ins, const char* out) {
    auto* n = g->add_node();
    n->set_op_type(op);
    n->set_name(out);
    for (auto& i : ins) n->add_input(i);
    n->add_output(out);
    return n;
  };
  node("Sub", {"x", "one"}, "s");
  node("Div", {"s", "two"}, "d");
  node("Relu", {"d"}, "r");
  auto* gemm = node("Gemm", {"r", "W", "b"}, "y");
  auto* a = gemm->add_attribute();
  a->set_name("transB");
  a->set_type(onnx::AttributeProto::INT);
  a->set_i(1);
  std::string out = "y";
  if (!extra_op.empty()) { node(extra_op.c_str(), {"y"}, "z"); out = "z"; }
  g->add_output()->set_name(out);
  std::ofstream f(file, std::ios::binary);
  m.SerializeToOstream(&f);
  return file;
}

TEST(OnnxLoader, HandBuiltModelMatchesHandComputation) {
  Network net = load_onnx(write_small_onnx(tmp("small.onnx")));
  EXPECT_EQ(net.input_size, 2);
  EXPECT_EQ(net.output_size, 2);
  // x = (3, 0): r = relu((2, -1)/2) = (1, 0); y = (1*1 - 1*0 + 0.5, 2*1 + 0.5*0 - 1) = (1.5, 1)
  Vec y = net.evaluate(Vec::Map(std::vector<double>{3, 0}.data(), 2));
  EXPECT_NEAR(y(0), 1.5, 1e-12);
  EXPECT_NEAR(y(1), 1.0, 1e-12);
  ASSERT_EQ(net.layers.size(), 3u);  // affine (Sub+Div), relu, affine (Gemm)
}

TEST(OnnxLoader, UnsupportedOpIsNamed) {
  try {
    load_onnx(write_small_onnx(tmp("hardmax.onnx"), "Hardmax"));
    FAIL() << "expected InputError";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("unsupported ONNX op 'Hardmax'"), std::string::npos) << e.what();
  }
}

TEST(OnnxLoader, NanWeightsAreRejected) {
  EXPECT_THROW(load_onnx(write_small_onnx(tmp("nan.onnx"), "", NAN)), InputError);
}

TEST(OnnxLoader, MalformedFileIsAnError) {
  std::string f = tmp("garbage.onnx");
  std::ofstream(f) << "this is not protobuf \x01\x02\x03";
  EXPECT_THROW(load_onnx(f), InputError);
  EXPECT_THROW(load_onnx(tmp("does_not_exist.onnx")), InputError);
  EXPECT_THROW(load_model(tmp("net.h5")), InputError);
}

// A model `x [dims] -> op(x, constants) -> y`, serialized in memory, for the loader's checks
// on what a model declares (found or foreseen by make fuzz).
std::string one_op_model(std::vector<long> dims, const std::string& op, std::vector<onnx::TensorProto> constants,
                         std::vector<std::pair<std::string, std::vector<long>>> int_lists = {}) {
  onnx::ModelProto m;
  m.set_ir_version(7);
  auto* g = m.mutable_graph();
  auto* in = g->add_input();
  in->set_name("x");
  for (long d : dims) in->mutable_type()->mutable_tensor_type()->mutable_shape()->add_dim()->set_dim_value(d);
  auto* n = g->add_node();
  n->set_op_type(op);
  n->set_name("n");
  n->add_input("x");
  for (auto& t : constants) {
    n->add_input(t.name());
    *g->add_initializer() = t;
  }
  for (auto& [name, values] : int_lists) {
    auto* a = n->add_attribute();
    a->set_name(name);
    a->set_type(onnx::AttributeProto::INTS);
    for (long v : values) a->add_ints(v);
  }
  n->add_output("y");
  g->add_output()->set_name("y");
  return m.SerializeAsString();
}

std::string error_of(const std::string& bytes) {
  return testing::input_error_of([&] { parse_onnx(bytes, "m.onnx"); });
}

TEST(OnnxLoader, DeclaredShapesCannotAskForHugeMaps) {
  // 1000 floats of weight over a [1000, 1] input asked for a 10^6 x 1000 dense map (8 GB)
  // when maps were dense; as a sparse map it is 10^6 non-zeros, within what 4 KB may ask for.
  onnx::ModelProto outer;
  ASSERT_TRUE(outer.ParseFromString(one_op_model({1000, 1}, "MatMul", {tensor("W", {1, 1000}, std::vector<float>(1000, 1.0f))})));
  EXPECT_EQ(parse_onnx(outer.SerializeAsString(), "m.onnx").output_size, 1000000);
  // 20,000 floats over a [2000, 1] input: 4 x 10^7 non-zeros from an 80 KB file.
  const std::string matmul = error_of(one_op_model({2000, 1}, "MatMul", {tensor("W", {1, 20000}, std::vector<float>(20000, 1.0f))}));
  EXPECT_NE(matmul.find("larger than the analyzer holds"), std::string::npos) << matmul;
  EXPECT_NE(matmul.find("m.onnx"), std::string::npos) << matmul;
  const std::string input = error_of(one_op_model({1 << 20, 1 << 20}, "Relu", {}));
  EXPECT_NE(input.find("more than the analyzer holds"), std::string::npos) << input;
}

TEST(OnnxLoader, AScaleOrNegationOfAWideMapIsNotCheckedAsASquareOne) {
  // Gemm [1, 1] -> [1, 10000] (a 10000 x 1 map), then Mul or Sub: the map stays 10000 x 1; a
  // 10000 x 10000 one (more than this 40 KB file may ask for) is built only from an identity.
  for (const std::string op : {"Mul", "Sub"}) {
    onnx::ModelProto m;
    ASSERT_TRUE(m.ParseFromString(one_op_model({1, 1}, "Gemm", {tensor("B", {1, 10000}, std::vector<float>(10000, 1.0f))})));
    auto* g = m.mutable_graph();
    g->mutable_node(0)->set_output(0, "h");
    auto* n = g->add_node();
    n->set_op_type(op);
    n->set_name("n2");
    n->add_input(op == "Sub" ? "s" : "h");  // Sub: s - h negates the map
    n->add_input(op == "Sub" ? "h" : "s");
    n->add_output("y");
    *g->add_initializer() = tensor("s", {1}, {2.0f});
    const Network net = parse_onnx(m.SerializeAsString(), "m.onnx");
    const Vec y = net.evaluate(Vec::Constant(1, 3.0));
    ASSERT_EQ(y.size(), 10000);
    EXPECT_DOUBLE_EQ(y(9999), op == "Sub" ? 2.0 - 3.0 : 6.0);
  }
}

TEST(OnnxLoader, MalformedAttributesAndParametersAreErrors) {
  const auto w = tensor("w", {1, 1, 1, 1}, {1.0f});
  // A zero stride divided by zero; two pads instead of four were read past the list.
  EXPECT_NE(error_of(one_op_model({1, 1, 4, 4}, "Conv", {w}, {{"strides", {0, 0}}})).find("'strides'"), std::string::npos);
  EXPECT_NE(error_of(one_op_model({1, 1, 4, 4}, "Conv", {w}, {{"pads", {0, 0}}})).find("'pads' must have 4"), std::string::npos);
  EXPECT_NE(error_of(one_op_model({1, 1, 4, 4}, "MaxPool", {}, {{"kernel_shape", {2}}})).find("'kernel_shape'"),
            std::string::npos);
  EXPECT_NE(error_of(one_op_model({2, 3}, "Transpose", {}, {{"perm", {0, 5}}})).find("not a permutation"), std::string::npos);
  // Gemm with an empty inner dimension divided by zero.
  EXPECT_NE(error_of(one_op_model({1, 2}, "Gemm", {tensor("B", {0, 3}, {})})).find("does not match K=0"), std::string::npos);
  // BatchNormalization parameters shorter than the channels were read past their end.
  const auto one = tensor("p", {1}, {1.0f});
  auto p2 = one, p3 = one, p4 = one;
  p2.set_name("q"), p3.set_name("r"), p4.set_name("s");
  EXPECT_NE(error_of(one_op_model({1, 3, 2, 2}, "BatchNormalization", {one, p2, p3, p4})).find("1 values for 3 channels"),
            std::string::npos);
}

TEST(NnetLoader, DeclaredLayerSizesAllocateNothingBeforeTheirRows) {
  // A first layer of 10^7 declared in 40 bytes: its 80 MB matrix was allocated before a row.
  try {
    parse_nnet("2,1,1,10000000,\n1,10000000,1,\n0,\n0,\n1,\n0,\n1,\n1,\n", "net.nnet");
    FAIL() << "no error";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("net.nnet:"), std::string::npos) << e.what();
  }
}

TEST(Dataset, InMemoryReadersMatchTheFileReaders) {
  Dataset csv = parse_csv("label,a,b\n3,0,255\n1,255,0\n", "d.csv");
  ASSERT_EQ(csv.size(), 2u);
  EXPECT_EQ(csv.labels[0], 3);
  EXPECT_DOUBLE_EQ(csv.inputs[0](1), 1.0);
  // 65537 x 65536 pixels wrapped to 65536 in 32 bits and read a wrong-sized image.
  const std::string images("\x00\x00\x08\x03\x00\x00\x00\x01\x00\x01\x00\x01\x00\x01\x00\x00", 16);
  const std::string labels("\x00\x00\x08\x01\x00\x00\x00\x01\x07", 9);
  EXPECT_THROW(parse_idx(images, labels, "i", "l"), InputError);
}

TEST(OnnxLoader, AcasXuStructureAndKnownOutput) {
  Network net = load_onnx(data_dir() + "/acasxu/ACASXU_run2a_1_1_batch_2000.onnx");
  EXPECT_EQ(net.input_size, 5);
  EXPECT_EQ(net.output_size, 5);
  EXPECT_EQ(net.relu_count(), 300);
  EXPECT_EQ(net.layers.size(), 13u);
  // Clear-of-conflict far away: the advisory (minimal score) must be COC (index 0) for an
  // intruder far away and behind (prop_1/prop_3 region style inputs).
  Vec x(5);
  x << 0.6, -0.5, 0.0, 0.45, -0.45;
  Vec y = net.evaluate(x);
  ASSERT_TRUE(y.allFinite());
}

TEST(OnnxLoader, MnistfcGemmTransB) {
  Network net = load_onnx(data_dir() + "/mnistfc/mnist-net_256x2.onnx");
  EXPECT_EQ(net.input_size, 784);
  EXPECT_EQ(net.output_size, 10);
  EXPECT_EQ(net.relu_count(), 512);
  Dataset ds = load_csv(data_dir() + "/mnist/mnist_test_100.csv", 1.0 / 255, 100);
  ASSERT_EQ(ds.size(), 100u);
  int correct = 0;
  for (std::size_t i = 0; i < ds.size(); ++i) {
    long a;
    net.evaluate(ds.inputs[i]).maxCoeff(&a);
    correct += a == ds.labels[i];
  }
  EXPECT_GE(correct, 90);  // a trained MNIST net: evaluation must match the file's semantics
}

TEST(NnetLoader, HandComputedWithNormalization) {
  std::string f = tmp("tiny.nnet");
  std::ofstream(f) << "// a tiny net\n2,2,1,2,\n2,2,1,\n0,\n-10,-10,\n10,10,\n1,1,0,\n2,2,3,\n"
                      "1,0,\n0,-1,\n0,\n0.5,\n1,1,\n0,\n";
  Network net = load_nnet(f);
  // x = (5, -3): normalized (2, -2); hidden relu(2, 2.5) = (2, 2.5); out 4.5*3 + 0 = 13.5
  Vec x(2);
  x << 5, -3;
  EXPECT_NEAR(net.evaluate(x)(0), 13.5, 1e-12);
  // inputs are clamped to [-10, 10]
  x << 50, -3;
  EXPECT_NEAR(net.evaluate(x)(0), (4.5 + 2.5) * 3, 1e-12);
}

TEST(NnetLoader, BadNumberHasLineAndColumn) {
  std::string f = tmp("bad.nnet");
  std::ofstream(f) << "1,1,1,1,\n1,1,\n0,\n0,\n1,\n0,0,\n1,1,\n2,x\n0,\n";
  try {
    load_nnet(f);
    FAIL();
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("bad.nnet:8:3: error"), std::string::npos) << e.what();
  }
}

TEST(Dataset, CsvErrorsCarryPosition) {
  std::string f = tmp("bad.csv");
  std::ofstream(f) << "1,2,3\n4,oops,6\n";
  try {
    load_csv(f);
    FAIL();
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("bad.csv:2:3: error"), std::string::npos) << e.what();
  }
}

TEST(Dataset, IdxRoundTrip) {
  std::string im = tmp("t-images-idx3-ubyte"), lb = tmp("t-labels-idx1-ubyte");
  {
    std::ofstream a(im, std::ios::binary), b(lb, std::ios::binary);
    unsigned char ih[] = {0, 0, 8, 3, 0, 0, 0, 2, 0, 0, 0, 2, 0, 0, 0, 1};
    unsigned char lh[] = {0, 0, 8, 1, 0, 0, 0, 2};
    a.write(reinterpret_cast<char*>(ih), 16);
    unsigned char px[] = {0, 255, 51, 102};
    a.write(reinterpret_cast<char*>(px), 4);
    b.write(reinterpret_cast<char*>(lh), 8);
    unsigned char l[] = {3, 9};
    b.write(reinterpret_cast<char*>(l), 2);
  }
  Dataset ds = load_dataset(im);
  ASSERT_EQ(ds.size(), 2u);
  EXPECT_EQ(ds.labels[1], 9);
  EXPECT_NEAR(ds.inputs[0](1), 1.0, 1e-12);
  EXPECT_NEAR(ds.inputs[1](1), 0.4, 1e-12);
}

}  // namespace
}  // namespace shardproof::robustness
