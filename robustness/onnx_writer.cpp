#include "robustness/onnx_writer.h"

#include <fmt/format.h>
#include <onnx/onnx_pb.h>

#include <fstream>

#include "robustness/error.h"

namespace shardproof::robustness {

namespace {

void set_shape(onnx::ValueInfoProto* v, const std::string& name, long size) {
  v->set_name(name);
  auto* t = v->mutable_type()->mutable_tensor_type();
  t->set_elem_type(onnx::TensorProto::FLOAT);
  t->mutable_shape()->add_dim()->set_dim_value(1);
  t->mutable_shape()->add_dim()->set_dim_value(size);
}

}  // namespace

std::string onnx_bytes(const Network& net, const std::string& path) {
  if (net.input_clamp_lo || net.input_clamp_hi)
    throw InputError::in(path, "cannot write a network with an input clamp (.nnet) as ONNX");
  onnx::ModelProto m;
  m.set_ir_version(7);
  m.set_producer_name("shardproof");
  m.add_opset_import()->set_version(13);
  auto* g = m.mutable_graph();
  g->set_name("mlp");
  set_shape(g->add_input(), "x", net.input_size);
  std::string cur = "x";
  for (std::size_t i = 0; i < net.layers.size(); ++i) {
    const Layer& l = net.layers[i];
    auto* n = g->add_node();
    n->add_input(cur);
    cur = fmt::format("v{}", i);
    n->add_output(cur);
    if (l.kind == Layer::Kind::Affine) {
      std::string w = fmt::format("W{}", i), b = fmt::format("b{}", i);
      auto* tw = g->add_initializer();
      tw->set_name(w);
      tw->set_data_type(onnx::TensorProto::FLOAT);
      const Mat W = dense_weight(l);
      tw->add_dims(W.rows());
      tw->add_dims(W.cols());
      for (long r = 0; r < W.rows(); ++r)
        for (long c = 0; c < W.cols(); ++c) tw->add_float_data(static_cast<float>(W(r, c)));
      auto* tb = g->add_initializer();
      tb->set_name(b);
      tb->set_data_type(onnx::TensorProto::FLOAT);
      tb->add_dims(l.bias.size());
      for (long r = 0; r < l.bias.size(); ++r) tb->add_float_data(static_cast<float>(l.bias(r)));
      n->set_op_type("Gemm");
      n->set_name(fmt::format("gemm_{}", i));
      n->add_input(w);
      n->add_input(b);
      auto* a = n->add_attribute();
      a->set_name("transB");
      a->set_type(onnx::AttributeProto::INT);
      a->set_i(1);
    } else if (l.kind == Layer::Kind::Relu) {
      n->set_op_type("Relu");
      n->set_name(fmt::format("relu_{}", i));
    } else if (l.kind == Layer::Kind::Smooth && l.passthrough.empty()) {
      n->set_op_type(l.activation->name());
      n->set_name(fmt::format("{}_{}", l.activation->name(), i));
      for (const auto& [key, value] : l.activation->attributes()) {
        auto* a = n->add_attribute();
        a->set_name(key);
        a->set_type(onnx::AttributeProto::FLOAT);
        a->set_f(static_cast<float>(value));
      }
    } else {
      throw InputError::in(path, fmt::format("cannot write layer {} ({}) as ONNX: only Affine, Relu, Sigmoid and Tanh layers", i, l.origin));
    }
  }
  set_shape(g->add_output(), cur, net.output_size);
  std::string bytes;
  if (!m.SerializeToString(&bytes)) throw InputError::in(path, "cannot serialize the network as ONNX");
  return bytes;
}

void save_onnx(const Network& net, const std::string& path) {
  const std::string bytes = onnx_bytes(net, path);
  std::ofstream f(path, std::ios::binary);
  if (!f || !f.write(bytes.data(), static_cast<std::streamsize>(bytes.size()))) throw InputError::in(path, "cannot write file");
}

}  // namespace shardproof::robustness
