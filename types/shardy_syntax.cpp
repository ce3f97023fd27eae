#include "types/shardy_syntax.h"

#include <fmt/format.h>

#include "types/error.h"
#include "types/text_cursor.h"

namespace shardproof::types {

namespace {

AxisRef parse_axis_ref(TextCursor& cur) {
  std::string name = cur.quoted_string();
  if (cur.try_consume(":")) {
    cur.expect("(");
    int64_t pre = cur.integer();
    cur.expect(")");
    int64_t size = cur.integer();
    if (pre < 1 || size < 1) cur.fail("sub-axis sizes must be at least 1");
    return AxisRef::sub(std::move(name), pre, size);
  }
  return AxisRef::whole(std::move(name));
}

std::vector<AxisRef> parse_axis_set(TextCursor& cur) {
  std::vector<AxisRef> refs;
  cur.expect("{");
  if (cur.try_consume("}")) return refs;
  do refs.push_back(parse_axis_ref(cur));
  while (cur.try_consume(","));
  cur.expect("}");
  return refs;
}

DimSharding parse_dim(TextCursor& cur) {
  DimSharding dim;
  cur.expect("{");
  if (cur.try_consume("?")) {
    dim.open = true;
  } else if (!cur.try_consume("}")) {
    do {
      if (cur.try_consume("?")) {
        dim.open = true;
        break;
      }
      dim.axes.push_back(parse_axis_ref(cur));
    } while (cur.try_consume(","));
    cur.expect("}");
    goto priority;
  }
  if (dim.open) cur.expect("}");
priority:
  if (cur.peek() == 'p') {
    cur.expect("p");
    int col = cur.column();
    int64_t p = cur.integer();
    if (p < 0) cur.fail_at(col, "priorities are p0, p1, ...");
    dim.priority = static_cast<int>(p);
  }
  return dim;
}

void parse_body(TextCursor& cur, ShardingType& type) {
  cur.expect("[");
  if (!cur.try_consume("]")) {
    do type.dims.push_back(parse_dim(cur));
    while (cur.try_consume(","));
    cur.expect("]");
  }
  while (cur.try_consume(",")) {
    if (cur.try_consume("replicated")) {
      cur.expect("=");
      type.replicated = parse_axis_set(cur);
    } else if (cur.try_consume("unreduced")) {
      cur.expect("=");
      type.unreduced = parse_axis_set(cur);
    } else {
      cur.fail(fmt::format("expected 'replicated=' or 'unreduced=' but found '{}'", cur.rest().substr(0, 20)));
    }
  }
}

}  // namespace

ParsedShardySharding parse_shardy_sharding(std::string_view text) {
  TextCursor cur(text);
  ParsedShardySharding out;
  bool wrapped = false;
  if (cur.try_consume("#sdy.sharding")) {
    cur.expect("<");
    wrapped = true;
  } else if (cur.peek() == '<') {
    cur.expect("<");
    wrapped = true;
  }
  if (wrapped) {
    if (cur.try_consume("@")) {
      out.mesh_name = cur.identifier();
    } else if (cur.try_consume("mesh")) {
      std::string rest;
      // Inline mesh: mesh<["x"=2, ...]>
      cur.expect("<");
      std::vector<MeshAxis> axes;
      cur.expect("[");
      if (!cur.try_consume("]")) {
        do {
          std::string name = cur.quoted_string();
          cur.expect("=");
          axes.push_back({name, cur.integer()});
        } while (cur.try_consume(","));
        cur.expect("]");
      }
      cur.expect(">");
      out.inline_mesh = Mesh(std::move(axes));
    } else {
      cur.fail("expected '@mesh_name' after '<'");
    }
    cur.expect(",");
  }
  parse_body(cur, out.type);
  if (wrapped) cur.expect(">");
  cur.expect_end();
  return out;
}

std::string to_shardy_attribute(const Mesh& mesh, const ShardingType& type, std::string_view mesh_name) {
  return fmt::format("#sdy.sharding<@{}, {}>", mesh_name, to_string(mesh, type));
}

}  // namespace shardproof::types
