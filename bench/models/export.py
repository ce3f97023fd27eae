#!/usr/bin/env python3
"""Export shardproof's model zoo: real StableHLO programs from JAX (CPU, 8 fake devices).

For every program in the zoo this writes, under examples/models/:

  <name>.<syntax>.mlir     jax.jit(f).lower(...).as_text()   (syntax: gspmd | shardy)
  <name>.<syntax>.hlo.txt  .compile().as_text()              (XLA's partitioned HLO)
  <name>.<syntax>.propagation.json  the sharding XLA's propagation gave every dot, reduce,
                           gather and elementwise op (HLO after its shardy-xla /
                           sharding-propagation pass)
  <name>.<syntax>.xla.json versions, mesh, argument shardings, memory_analysis(),
                           cost_analysis(), the collectives XLA chose (parsed from the
                           partitioned HLO) and the analytic expectation
  INDEX.md                 one row per program, generated from the JSON files, followed by
                           bench/models/observations.md

Usage (see bench/models/README.md):
  bash bench/models/setup.sh
  bench/.venv/bin/python bench/models/export.py            # both syntaxes, then INDEX.md
  bench/.venv/bin/python bench/models/export.py --only mlp # programs whose name matches
  bench/.venv/bin/python bench/models/export.py --index    # only rebuild INDEX.md

Each syntax is exported in its own subprocess (jax_use_shardy_partitioner is set once at
start-up there), so the two never share JAX's caches.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
DEFAULT_OUT = REPO / "examples" / "models"
NUM_DEVICES = 8

# --------------------------------------------------------------------------------------
# Parsing XLA's partitioned HLO text for collectives (pure Python, no JAX needed)
# --------------------------------------------------------------------------------------

DTYPE_BYTES = {
    "pred": 1, "s4": 1, "u4": 1, "s8": 1, "u8": 1, "f8e4m3fn": 1, "f8e5m2": 1,
    "s16": 2, "u16": 2, "f16": 2, "bf16": 2,
    "s32": 4, "u32": 4, "f32": 4,
    "s64": 8, "u64": 8, "f64": 8, "c64": 8, "c128": 16,
}
COLLECTIVE_OPS = ("all-reduce", "all-gather", "reduce-scatter", "all-to-all",
                  "collective-permute", "collective-broadcast", "ragged-all-to-all")
ARRAY_RE = re.compile(r"\b([a-z]+[0-9]*[a-z0-9]*)\[([0-9,]*)\]")


def _balanced(s: str, i: int) -> int:
    """Index just past the bracket group that starts at s[i]."""
    pairs = {"(": ")", "{": "}", "[": "]"}
    stack = []
    j = i
    while j < len(s):
        c = s[j]
        if c in pairs:
            stack.append(pairs[c])
        elif stack and c == stack[-1]:
            stack.pop()
            if not stack:
                return j + 1
        elif c == '"':
            j = s.index('"', j + 1)
        j += 1
    return len(s)


def parse_arrays(type_text: str):
    """[(dtype, [dims...]), ...] for an HLO type (array or tuple)."""
    out = []
    for m in ARRAY_RE.finditer(type_text):
        dt = m.group(1)
        if dt not in DTYPE_BYTES:
            continue
        dims = [int(d) for d in m.group(2).split(",") if d]
        out.append((dt, dims))
    return out


def type_bytes(type_text: str) -> int:
    return sum(DTYPE_BYTES[dt] * math.prod(dims) for dt, dims in parse_arrays(type_text))


def type_elements(type_text: str) -> int:
    return sum(math.prod(dims) for _, dims in parse_arrays(type_text))


def parse_hlo_instructions(hlo: str):
    """Yield dicts {computation, name, type, opcode, operands, attrs, line} for each instruction."""
    comp = None
    for lineno, raw in enumerate(hlo.splitlines(), 1):
        line = raw.strip()
        if not line:
            continue
        m = re.match(r"^(ENTRY\s+)?%?([\w.\-]+)\s*\(.*\)\s*->\s*.*\{$", line)
        if m and " = " not in line.split("(")[0]:
            comp = m.group(2)
            continue
        m = re.match(r"^(ROOT\s+)?%?([\w.\-]+)\s*=\s*", line)
        if not m:
            continue
        rest = line[m.end():]
        if rest.startswith("("):
            end = _balanced(rest, 0)
        else:
            end = rest.find(" ")
            if end < 0:
                continue
        type_text = rest[:end]
        rest = rest[end:].lstrip()
        m2 = re.match(r"^([\w\-]+)\(", rest)
        if not m2:
            continue
        opcode = m2.group(1)
        close = _balanced(rest, m2.end() - 1)
        operand_text = rest[m2.end():close - 1]
        attrs = rest[close:]
        operands = re.findall(r"%([\w.\-]+)", operand_text)
        yield {"computation": comp, "name": m.group(2), "type": type_text, "opcode": opcode,
               "operands": operands, "attrs": attrs, "line": lineno}


# What XLA's sharding propagation decided, before the SPMD partitioner: the HLO that XLA dumps
# after its `shardy-xla` pass (Shardy syntax) or `sharding-propagation` pass (GSPMD syntax).
PROPAGATION_DUMPS = ("after_shardy-xla.before", "after_sharding-propagation.before")
ELEMENTWISE_HLO = {"add", "subtract", "multiply", "divide", "maximum", "minimum", "power",
                   "remainder", "and", "or", "not", "tanh", "exponential", "log", "logistic",
                   "negate", "rsqrt", "sqrt", "sine", "cosine", "abs", "convert", "compare",
                   "select", "real", "imag"}


def propagated_shardings(hlo: str):
    """One entry per dot, reduce, gather and elementwise instruction of the entry computation:
    {hlo_name, kind (dot | reduce | gather | elementwise), opcode, shape, tiles, sharding}. tiles: how
    many pieces each dimension is cut into ([1, ...] replicated; null for manual code)."""
    entry = re.search(r"^ENTRY\s+%?([\w.\-]+)", hlo, re.M).group(1)
    ops = []
    for ins in parse_hlo_instructions(hlo):
        if ins["computation"] != entry:
            continue
        op = ins["opcode"]
        kind = op if op in ("dot", "reduce", "gather") else "elementwise" if op in ELEMENTWISE_HLO else None
        arrays = parse_arrays(ins["type"])
        if kind is None or len(arrays) != 1 or ins["type"].startswith("("):
            continue
        shape = list(arrays[0][1])
        at = ins["attrs"].find("sharding={")
        text = "replicated"
        if at >= 0:  # the braces nest: {devices=[4,1,1,2]<=[8] last_tile_dims={manual}}
            start = at + len("sharding=")
            text = ins["attrs"][start + 1:_balanced(ins["attrs"], start) - 1]
        t = re.match(r"devices=\[([0-9,]+)\]", text)
        if "manual" in text:
            tiles = None
        elif t:
            tiles = [int(x) for x in t.group(1).split(",")][:len(shape)]
        else:
            tiles = [1] * len(shape)
        ops.append({"hlo_name": ins["name"], "kind": kind, "opcode": op, "shape": shape,
                    "tiles": tiles, "sharding": text})
    return ops


def parse_replica_groups(attrs: str):
    """Explicit {{0,1},{2,3}} or iota [G,S]<=[dims]T(perm) replica groups -> list of lists."""
    m = re.search(r"replica_groups=\{", attrs)
    if m:
        end = _balanced(attrs, m.end() - 1)
        body = attrs[m.end() - 1:end]
        groups = [[int(x) for x in g.split(",") if x.strip()]
                  for g in re.findall(r"\{([0-9,\s]*)\}", body[1:-1])]
        return groups, body
    m = re.search(r"replica_groups=(mesh\[[^\]]*\](?:, device_ids=\([^)]*\)(?:\))?)? \{[^}]*\})",
                  attrs)
    if m:
        return _mesh_replica_groups(m.group(1)), m.group(1)
    m = re.search(r"replica_groups=(\[[0-9,]+\]<=\[[0-9,]+\](?:T\([0-9,]+\))?)", attrs)
    if m:
        text = m.group(1)
        mm = re.match(r"\[([0-9,]+)\]<=\[([0-9,]+)\](?:T\(([0-9,]+)\))?", text)
        shape = [int(x) for x in mm.group(1).split(",")]
        dims = [int(x) for x in mm.group(2).split(",")]
        perm = [int(x) for x in mm.group(3).split(",")] if mm.group(3) else list(range(len(dims)))
        ids = _iota_transpose(dims, perm)
        size = shape[-1]
        return [ids[i:i + size] for i in range(0, len(ids), size)], text
    return None, None


def _mesh_replica_groups(text):
    """XLA's mesh form: mesh['a'=1,'b'=8][, device_ids=(...)] {'b', ...}.
    Returns None for forms this parser does not know (e.g. sub-axes)."""
    mm = re.match(r"mesh\[([^\]]*)\](?:, device_ids=\((.*)\))? \{([^}]*)\}$", text)
    if not mm:
        return None
    axes = []
    for part in mm.group(1).split(","):
        a = re.match(r"\s*'([^']+)'=(\d+)\s*$", part)
        if not a:
            return None
        axes.append((a.group(1), int(a.group(2))))
    n = math.prod(s for _, s in axes)
    dev = mm.group(2)
    if dev is None:
        ids = list(range(n))
    else:
        d = re.match(r"^\[([0-9,]+)\](?:<=\[([0-9,]+)\])?(?:T\(([0-9,]+)\))?$", dev.strip())
        if d:
            dims = [int(x) for x in (d.group(2) or d.group(1)).split(",")]
            perm = [int(x) for x in d.group(3).split(",")] if d.group(3) else \
                list(range(len(dims)))
            ids = _iota_transpose(dims, perm)
        elif re.match(r"^[0-9,\s]+$", dev):
            ids = [int(x) for x in dev.split(",")]
        else:
            return None
    if len(ids) != n:
        return None
    names = [a for a, _ in axes]
    gax = []
    for g in mm.group(3).split(","):
        g = g.strip()
        if not g:
            continue
        a = re.match(r"^'([^']+)'$", g)
        if not a or a.group(1) not in names:
            return None
        gax.append(names.index(a.group(1)))
    sizes = [s for _, s in axes]
    coords = list(_coords_iter(sizes))
    pos = {c: ids[i] for i, c in enumerate(coords)}
    import itertools
    other = [i for i in range(len(sizes)) if i not in gax]
    groups = []
    for base in itertools.product(*[range(sizes[i]) for i in other]):
        grp = []
        for inner in itertools.product(*[range(sizes[i]) for i in gax]):
            c = [0] * len(sizes)
            for i, v in zip(other, base):
                c[i] = v
            for i, v in zip(gax, inner):
                c[i] = v
            grp.append(pos[tuple(c)])
        groups.append(grp)
    return groups


def _coords_iter(sizes):
    import itertools
    return itertools.product(*[range(s) for s in sizes])


def _iota_transpose(dims, perm):
    n = math.prod(dims)
    strides = [math.prod(dims[i + 1:]) for i in range(len(dims))]
    tdims = [dims[p] for p in perm]
    out = []
    for flat in range(n):
        idx = []
        r = flat
        for d in reversed(tdims):
            idx.append(r % d)
            r //= d
        idx.reverse()
        src = sum(idx[k] * strides[perm[k]] for k in range(len(perm)))
        out.append(src)
    return out


def mesh_coords(mesh_axes):
    """device id -> coordinate tuple, for a mesh whose device ids are row-major 0..n-1."""
    sizes = [s for _, s in mesh_axes]
    coords = {}
    for d in range(math.prod(sizes)):
        c = []
        r = d
        for s in reversed(sizes):
            c.append(r % s)
            r //= s
        coords[d] = tuple(reversed(c))
    return coords


def groups_to_axes(groups, mesh_axes):
    """Name the mesh axes a set of replica groups runs over (ordered major to minor within
    each group), or None when the groups are no product of mesh axes."""
    if not groups or not mesh_axes:
        return None
    coords = mesh_coords(mesh_axes)
    names = [n for n, _ in mesh_axes]
    if any(d not in coords for g in groups for d in g):
        return None
    if len(groups) == 1 and len(groups[0]) == 1:
        return []
    g0 = groups[0]
    varying = [i for i in range(len(names)) if len({coords[d][i] for d in g0}) > 1]
    import itertools
    for order in itertools.permutations(varying):
        expect = set()
        fixed = [i for i in range(len(names)) if i not in order]
        for base in itertools.product(*[range(mesh_axes[i][1]) for i in fixed]):
            grp = []
            for inner in itertools.product(*[range(mesh_axes[i][1]) for i in order]):
                c = [0] * len(names)
                for i, v in zip(fixed, base):
                    c[i] = v
                for i, v in zip(order, inner):
                    c[i] = v
                grp.append(next(d for d, cc in coords.items() if cc == tuple(c)))
            expect.add(tuple(grp))
        if expect == {tuple(g) for g in groups}:
            return [names[i] for i in order]
    return None


def pairs_to_axes(pairs, mesh_axes):
    coords = mesh_coords(mesh_axes)
    names = [n for n, _ in mesh_axes]
    axes = set()
    for s, t in pairs:
        if s not in coords or t not in coords:
            return None
        for i in range(len(names)):
            if coords[s][i] != coords[t][i]:
                axes.add(i)
    return [names[i] for i in sorted(axes)]


def collectives_from_hlo(hlo: str, mesh_axes):
    insts = list(parse_hlo_instructions(hlo))
    types = {i["name"]: i["type"] for i in insts}
    done_of = {}
    for i in insts:
        if i["opcode"].endswith("-done") and i["operands"]:
            done_of[i["operands"][0]] = i
    found = []
    for i in insts:
        op = i["opcode"]
        base = op[:-6] if op.endswith("-start") else op
        if base not in COLLECTIVE_OPS:
            continue
        operand_types = [types.get(o, "") for o in i["operands"]]
        result_type = i["type"]
        if op.endswith("-start") and i["name"] in done_of:
            result_type = done_of[i["name"]]["type"]
        rec = {
            "kind": base.replace("-", "_"),
            "hlo_name": i["name"],
            "hlo_opcode": op,
            "computation": i["computation"],
            "hlo_line": i["line"],
            "operand_types": [re.sub(r"\{[0-9,]*\}", "", t) for t in operand_types],
            "result_type": re.sub(r"\{[0-9,]*\}", "", result_type),
            "operand_bytes": sum(type_bytes(t) for t in operand_types),
            "result_bytes": type_bytes(result_type),
            "operand_elements": sum(type_elements(t) for t in operand_types),
            "result_elements": type_elements(result_type),
        }
        groups, text = parse_replica_groups(i["attrs"])
        if text is not None:
            rec["replica_groups"] = text
            rec["replica_groups_expanded"] = groups
            rec["axes"] = groups_to_axes(groups, mesh_axes) if groups else None
        m = re.search(r"source_target_pairs=\{(.*?)\}\}?", i["attrs"])
        if m:
            pairs = [tuple(int(x) for x in p.split(","))
                     for p in re.findall(r"\{(\d+,\d+)\}", i["attrs"])]
            rec["source_target_pairs"] = pairs
            rec["axes"] = pairs_to_axes(pairs, mesh_axes)
        m = re.search(r"dimensions=\{([0-9,]*)\}", i["attrs"])
        if m:
            rec["dimensions"] = [int(x) for x in m.group(1).split(",") if x]
        m = re.search(r"channel_id=(\d+)", i["attrs"])
        if m:
            rec["channel_id"] = int(m.group(1))
        rec["use_global_device_ids"] = "use_global_device_ids=true" in i["attrs"]
        found.append(rec)
    return found


def summarize_collectives(found):
    summary = {}
    for c in found:
        key = (c["kind"], tuple(c.get("axes") or ()) if c.get("axes") is not None else None,
               tuple(c["operand_types"]), c["result_type"])
        s = summary.setdefault(key, {
            "kind": c["kind"], "axes": c.get("axes"),
            "operand_types": c["operand_types"], "result_type": c["result_type"],
            "operand_bytes": c["operand_bytes"], "result_bytes": c["result_bytes"],
            "operand_elements": c["operand_elements"], "result_elements": c["result_elements"],
            "count": 0})
        s["count"] += 1
    return list(summary.values())


def check_expectation(expected, summary):
    """Compare the analytic expectation with what XLA chose.

    expected: [{kind, axes, elements_per_device|None, count|None}]. A found collective matches
    an entry when kind and axes agree and (if given) its per-device elements agree (all_gather:
    result elements, every other kind: operand elements). Every entry must be matched (exactly
    `count` times when count is given) and every found collective must match some entry.
    Returns (ok, [reasons])."""
    reasons = []
    used = [0] * len(summary)

    def elems(s):
        return s["result_elements"] if s["kind"] == "all_gather" else s["operand_elements"]

    for e in expected:
        n = 0
        for i, s in enumerate(summary):
            if s["kind"] != e["kind"] or (s["axes"] or []) != e["axes"]:
                continue
            if e["elements_per_device"] is not None and elems(s) != e["elements_per_device"]:
                continue
            n += s["count"]
            used[i] += 1
        if e["count"] is not None and n != e["count"]:
            reasons.append(f"expected {e['count']}x {e['kind']} over {e['axes']}"
                          f"{'' if e['elements_per_device'] is None else ' of ' + str(e['elements_per_device'])}, "
                          f"found {n}")
        elif e["count"] is None and n == 0:
            reasons.append(f"expected {e['kind']} over {e['axes']}, found none")
    for i, s in enumerate(summary):
        if not used[i]:
            reasons.append(f"unexpected {s['count']}x {s['kind']} over {s['axes']} "
                           f"({elems(s)} elements)")
    return not reasons, reasons


# --------------------------------------------------------------------------------------
# The zoo (needs JAX)
# --------------------------------------------------------------------------------------

# --------------------------------------------------------------------------------------
# Model pieces, also used by export_stack.py (JAX is imported when they run)
# --------------------------------------------------------------------------------------

GPT2_HEADS = 12


def layer_norm(x, g, b, eps=1e-5):
    import jax
    import jax.numpy as jnp
    mu = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean(jnp.square(x - mu), axis=-1, keepdims=True)
    return (x - mu) * jax.lax.rsqrt(var + eps) * g + b


def causal_softmax(s):
    """s: [B, H, Sq, Sk]"""
    import jax
    import jax.numpy as jnp
    sq, sk = s.shape[-2], s.shape[-1]
    mask = jnp.tril(jnp.ones((sq, sk), dtype=bool))
    s = jnp.where(mask, s, jnp.asarray(-1e9, s.dtype))
    return jax.nn.softmax(s, axis=-1)


def gpt2_layer(p, x, num_heads=GPT2_HEADS):
    """One GPT-2 small layer in HF's layout ([D, D] projections, heads by reshape): pre-LN,
    causal attention, tanh GELU. p: ln1_g, ln1_b, wq, bq, wk, bk, wv, bv, wo, bo, ln2_g,
    ln2_b, w1, b1, w2, b2."""
    import jax
    import jax.numpy as jnp
    b, s, d = x.shape
    h = layer_norm(x, p["ln1_g"], p["ln1_b"])

    def heads(t):
        return t.reshape(b, s, num_heads, d // num_heads)

    q = heads(h @ p["wq"] + p["bq"])
    k = heads(h @ p["wk"] + p["bk"])
    v = heads(h @ p["wv"] + p["bv"])
    sc = jnp.einsum("bqhk,bshk->bhqs", q, k) * (1.0 / math.sqrt(d // num_heads))
    a = causal_softmax(sc)
    o = jnp.einsum("bhqs,bshk->bqhk", a, v).reshape(b, s, d)
    x = x + o @ p["wo"] + p["bo"]
    h = layer_norm(x, p["ln2_g"], p["ln2_b"])
    h = jax.nn.gelu(h @ p["w1"] + p["b1"], approximate=True)
    return x + h @ p["w2"] + p["b2"]


def build_zoo():
    import jax
    import jax.numpy as jnp
    import numpy as np
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

    f32 = jnp.float32
    devices = np.array(jax.devices())
    assert devices.size == NUM_DEVICES, f"need {NUM_DEVICES} devices, have {devices.size}"

    def mesh(**axes):
        return Mesh(devices.reshape(tuple(axes.values())), tuple(axes.keys()))

    def gelu(x):
        return jax.nn.gelu(x, approximate=True)

    progs = []

    def add(name, model, strategy, program, m, fn, args, out_specs, expect,
            expect_collectives=None, note=""):
        """args: list of (path, shape, spec); out_specs: pytree of PartitionSpec (or None)."""
        progs.append(dict(name=name, model=model, strategy=strategy, program=program, mesh=m,
                          fn=fn, args=args, out_specs=out_specs, expect=expect,
                          expect_collectives=expect_collectives or [], note=note))

    # ---------------- 2-layer MLP ----------------
    B, S, D, F = 8, 128, 512, 2048
    mlp_shapes = {"w1": (D, F), "b1": (F,), "w2": (F, D), "b2": (D,)}

    def mlp(p, x):
        h = gelu(jnp.einsum("bsd,df->bsf", x, p["w1"]) + p["b1"])
        return jnp.einsum("bsf,fd->bsd", h, p["w2"]) + p["b2"]

    def mlp_fwd(w1, b1, w2, b2, x):
        return mlp(dict(w1=w1, b1=b1, w2=w2, b2=b2), x)

    def mlp_train(w1, b1, w2, b2, x, y):
        p = dict(w1=w1, b1=b1, w2=w2, b2=b2)

        def loss_fn(p):
            return jnp.mean(jnp.square(mlp(p, x) - y))

        loss, g = jax.value_and_grad(loss_fn)(p)
        new = jax.tree.map(lambda a, b: a - 0.01 * b, p, g)
        return new["w1"], new["b1"], new["w2"], new["b2"], loss

    mlp_strats = {
        # strategy: (mesh, x spec, {param: spec}, out spec)
        "dp": (mesh(data=8), P("data"), {k: P() for k in mlp_shapes}, P("data")),
        "tp": (mesh(model=8), P(),
               {"w1": P(None, "model"), "b1": P("model"), "w2": P("model", None), "b2": P()},
               P()),
        "fsdp": (mesh(data=8), P("data"),
                 {"w1": P("data", None), "b1": P("data"), "w2": P("data", None),
                  "b2": P("data")}, P("data")),
        "2d": (mesh(data=4, model=2), P("data"),
               {"w1": P(None, "model"), "b1": P("model"), "w2": P("model", None), "b2": P()},
               P("data")),
    }
    act = B * S * D
    mlp_expect = {
        "dp": ("no collectives", []),
        "tp": (f"one all-reduce of B*S*D = {B}x{S}x{D} = {act} f32 over `model` (after the "
               "second matmul, before +b2)", [("all_reduce", ["model"], act, 1)]),
        "fsdp": ("one all-gather over `data` of each parameter (w1, b1, w2, b2); activations "
                 "stay batch-sharded", [("all_gather", ["data"], D * F, 2),
                                        ("all_gather", ["data"], F, 1),
                                        ("all_gather", ["data"], D, 1)]),
        "2d": (f"one all-reduce of (B/4)*S*D = {B // 4}x{S}x{D} = {act // 4} f32 over `model`",
               [("all_reduce", ["model"], act // 4, 1)]),
    }
    for st, (m, xs, ps, outs) in mlp_strats.items():
        args = [(k, mlp_shapes[k], ps[k]) for k in ("w1", "b1", "w2", "b2")]
        add(f"mlp_{st}", "mlp", st, "forward", m, mlp_fwd, args + [("x", (B, S, D), xs)], outs,
            *mlp_expect[st])
    train_expect = {
        "dp": (f"all-reduce over `data` of every gradient (w1, w2: D*F = {D * F} each, b1: F, "
               f"b2: D) and of the scalar loss, {2 * D * F + F + D + 1} f32 in all; XLA may "
               f"combine them into one tuple all-reduce",
               [("all_reduce", ["data"], None, None)]),
        "tp": (f"one all-reduce of B*S*D = {act} f32 over `model` (forward, Megatron's g); the "
               f"backward all-reduce (Megatron's f, on the gradient of x) is not needed since x "
               f"is not differentiated; weight gradients and the loss are local",
               [("all_reduce", ["model"], act, 1)]),
        "fsdp": ("ZeRO-3: all-gather of each parameter over `data` (forward; backward reuses "
                 "or re-gathers them), a reduce-scatter over `data` of each gradient (or "
                 "all-reduce + slice), and an all-reduce of the scalar loss; the program has no "
                 "sharding constraints, so XLA may pick another plan",
                 [("all_gather", ["data"], None, None), ("reduce_scatter", ["data"], None, None)]),
        "2d": ("all-reduce of (B/4)*S*D over `model` in forward, all-reduce of gradients over "
               "`data` (weights replicated across `data`)",
               [("all_reduce", ["model"], act // 4, None), ("all_reduce", ["data"], None, None)]),
    }
    for st, (m, xs, ps, outs) in mlp_strats.items():
        args = [(k, mlp_shapes[k], ps[k]) for k in ("w1", "b1", "w2", "b2")]
        add(f"mlp_train_{st}", "mlp", st, "train_step (SGD, MSE loss)", m, mlp_train,
            args + [("x", (B, S, D), xs), ("y", (B, S, D), xs)],
            (ps["w1"], ps["b1"], ps["w2"], ps["b2"], P()), *train_expect[st])

    # ZeRO-3 as FSDP libraries write it: the gathered weights are pinned replicated
    def mlp_train_gather(w1, b1, w2, b2, x, y):
        m = mlp_strats["fsdp"][0]
        p = dict(w1=w1, b1=b1, w2=w2, b2=b2)

        def loss_fn(p):
            full = {k: jax.lax.with_sharding_constraint(v, NamedSharding(m, P()))
                    for k, v in p.items()}
            return jnp.mean(jnp.square(mlp(full, x) - y))

        loss, g = jax.value_and_grad(loss_fn)(p)
        new = jax.tree.map(lambda a, b: a - 0.01 * b, p, g)
        return new["w1"], new["b1"], new["w2"], new["b2"], loss

    m, xs, ps, outs = mlp_strats["fsdp"]
    add("mlp_train_fsdp_gather", "mlp", "fsdp + constraint (gathered weights replicated)",
        "train_step (SGD, MSE loss)", m, mlp_train_gather,
        [(k, mlp_shapes[k], ps[k]) for k in ("w1", "b1", "w2", "b2")] +
        [("x", (B, S, D), xs), ("y", (B, S, D), xs)],
        (ps["w1"], ps["b1"], ps["w2"], ps["b2"], P()),
        "ZeRO-3 with the gathered weights constrained replicated: one all-gather over `data` of "
        "each parameter, one reduce-scatter over `data` of each gradient (XLA on CPU: all-reduce "
        "+ dynamic-slice), one all-reduce of the scalar loss",
        [("all_gather", ["data"], D * F, 2), ("all_gather", ["data"], F, 1),
         ("all_gather", ["data"], D, 1), ("reduce_scatter", ["data"], None, None)])

    # ---------------- transformer layers ----------------
    def tlayer_params(D, H, F):
        Dh = D // H
        return {
            "ln1_g": (D,), "ln1_b": (D,),
            "wq": (D, H, Dh), "bq": (H, Dh), "wk": (D, H, Dh), "bk": (H, Dh),
            "wv": (D, H, Dh), "bv": (H, Dh), "wo": (H, Dh, D), "bo": (D,),
            "ln2_g": (D,), "ln2_b": (D,),
            "w1": (D, F), "b1": (F,), "w2": (F, D), "b2": (D,),
        }

    def tlayer(p, x):
        h = layer_norm(x, p["ln1_g"], p["ln1_b"])
        q = jnp.einsum("bsd,dhk->bshk", h, p["wq"]) + p["bq"]
        k = jnp.einsum("bsd,dhk->bshk", h, p["wk"]) + p["bk"]
        v = jnp.einsum("bsd,dhk->bshk", h, p["wv"]) + p["bv"]
        s = jnp.einsum("bqhk,bshk->bhqs", q, k) * (1.0 / math.sqrt(q.shape[-1]))
        a = causal_softmax(s)
        o = jnp.einsum("bhqs,bshk->bqhk", a, v)
        x = x + jnp.einsum("bqhk,hkd->bqd", o, p["wo"]) + p["bo"]
        h = layer_norm(x, p["ln2_g"], p["ln2_b"])
        h = gelu(jnp.einsum("bsd,df->bsf", h, p["w1"]) + p["b1"])
        return x + jnp.einsum("bsf,fd->bsd", h, p["w2"]) + p["b2"]

    def tp_spec(k, shape):
        return {"wq": P(None, "model", None), "wk": P(None, "model", None),
                "wv": P(None, "model", None), "bq": P("model", None), "bk": P("model", None),
                "bv": P("model", None), "wo": P("model", None, None),
                "w1": P(None, "model"), "b1": P("model"), "w2": P("model", None)}.get(k, P())

    def fsdp_spec(k, shape, axis="data"):
        return P(axis, *([None] * (len(shape) - 1)))

    def flat_args(prefix, shapes, spec_fn):
        return [(f"{prefix}{k}", shp, spec_fn(k, shp)) for k, shp in shapes.items()]

    # single layer: D=1024, 16 heads (divisible by model=8)
    TB, TS, TD, TH, TF = 8, 256, 1024, 16, 4096
    tshapes = tlayer_params(TD, TH, TF)
    tkeys = list(tshapes)

    def tfwd(*a):
        p = dict(zip(tkeys, a[:-1]))
        return tlayer(p, a[-1])

    tact = TB * TS * TD
    t_strats = {
        "dp": (mesh(data=8), P("data"), lambda k, s: P(), P("data"),
               "no collectives", []),
        "tp": (mesh(model=8), P(), tp_spec, P(),
               f"two all-reduces of B*S*D = {TB}x{TS}x{TD} = {tact} f32 over `model` (after "
               "the attention output projection and after the second MLP matmul)",
               [("all_reduce", ["model"], tact, 2)]),
        "fsdp": (mesh(data=8), P("data"), fsdp_spec, P("data"),
                 "one all-gather over `data` of each of the 16 parameters (dim 0 sharded); "
                 "no activation collectives",
                 [("all_gather", ["data"], None, len(tshapes))]),
        "2d": (mesh(data=4, model=2), P("data"), tp_spec, P("data"),
               f"two all-reduces of (B/4)*S*D = {tact // 4} f32 over `model`",
               [("all_reduce", ["model"], tact // 4, 2)]),
    }
    def t_fsdp_tp_spec(k, shape):
        return {"wq": P("data", "model", None), "wk": P("data", "model", None),
                "wv": P("data", "model", None), "bq": P("model", None), "bk": P("model", None),
                "bv": P("model", None), "wo": P("model", None, "data"),
                "w1": P("data", "model"), "b1": P("model"), "w2": P("model", "data")}.get(
            k, P("data"))

    t_strats["fsdp_tp"] = (
        mesh(data=4, model=2), P("data"), t_fsdp_tp_spec, P("data"),
        f"2D weights (ZeRO-3 over `data` x Megatron over `model`): one all-gather over `data` "
        f"of each of the 16 parameters except bq/bk/bv/b1 (12 in all), and two all-reduces of "
        f"(B/4)*S*D = {tact // 4} f32 over `model`",
        [("all_gather", ["data"], None, 12), ("all_reduce", ["model"], tact // 4, 2)])
    for st, (m, xs, sf, outs, txt, ec) in t_strats.items():
        add(f"transformer_{st}", "transformer_layer", st, "forward", m, tfwd,
            flat_args("", tshapes, sf) + [("x", (TB, TS, TD), xs)], outs, txt, ec)

    # transformer layer training step (dp and 2d only keep the file count down)
    def ttrain(*a):
        p = dict(zip(tkeys, a[:-2]))
        x, y = a[-2], a[-1]

        def loss_fn(p):
            return jnp.mean(jnp.square(tlayer(p, x) - y))

        loss, g = jax.value_and_grad(loss_fn)(p)
        new = jax.tree.map(lambda a, b: a - 0.01 * b, p, g)
        return tuple(new[k] for k in tkeys) + (loss,)

    # mixed precision: bf16 parameters and activations, layer norm and softmax in f32
    def tfwd_bf16(*a):
        p = dict(zip(tkeys, a[:-1]))
        x = a[-1]

        def ln32(x, g, b):
            return layer_norm(x.astype(f32), g.astype(f32), b.astype(f32)).astype(jnp.bfloat16)

        h = ln32(x, p["ln1_g"], p["ln1_b"])
        q = jnp.einsum("bsd,dhk->bshk", h, p["wq"]) + p["bq"]
        k = jnp.einsum("bsd,dhk->bshk", h, p["wk"]) + p["bk"]
        v = jnp.einsum("bsd,dhk->bshk", h, p["wv"]) + p["bv"]
        s = jnp.einsum("bqhk,bshk->bhqs", q, k,
                       preferred_element_type=f32) * (1.0 / math.sqrt(q.shape[-1]))
        a_ = causal_softmax(s).astype(jnp.bfloat16)
        o = jnp.einsum("bhqs,bshk->bqhk", a_, v)
        x = x + jnp.einsum("bqhk,hkd->bqd", o, p["wo"]) + p["bo"]
        h = ln32(x, p["ln2_g"], p["ln2_b"])
        h = gelu(jnp.einsum("bsd,df->bsf", h, p["w1"]) + p["b1"])
        return x + jnp.einsum("bsf,fd->bsd", h, p["w2"]) + p["b2"]

    m, xs, sf, outs, _, _ = t_strats["2d"]
    add("transformer_2d_bf16", "transformer_layer", "2d, bf16 (f32 layer norm/softmax)",
        "forward", m, tfwd_bf16,
        [a + ("bfloat16",) for a in flat_args("", tshapes, sf) + [("x", (TB, TS, TD), xs)]],
        outs,
        f"two all-reduces of (B/4)*S*D = {tact // 4} bf16 over `model` (half the bytes of "
        f"transformer_2d; XLA's CPU backend promotes bf16 all-reduces to f32, so its HLO "
        f"moves f32)", [("all_reduce", ["model"], tact // 4, 2)])

    for st in ("2d",):
        m, xs, sf, outs, _, _ = t_strats[st]
        fa = flat_args("", tshapes, sf)
        add(f"transformer_train_{st}", "transformer_layer", st, "train_step (SGD, MSE loss)", m,
            ttrain, fa + [("x", (TB, TS, TD), xs), ("y", (TB, TS, TD), xs)],
            tuple(s for _, _, s in fa) + (P(),),
            "forward: 2 all-reduces of (B/4)*S*D over `model`; backward: 2 more (the summed "
            "input gradient of the column-parallel QKV projections, and of the first MLP "
            "matmul), 4 in all; plus all-reduces over `data` of every weight gradient and "
            "the loss (XLA may combine them into tuple all-reduces)",
            [("all_reduce", ["model"], tact // 4, 4), ("all_reduce", ["data"], None, None)])

    # ---------------- GPT-2 small stack (HF layout: [D, D] projections + reshape) -----------
    GL, GB, GS, GD, GH, GF = 4, 8, 512, 768, 12, 3072
    gshapes = {"ln1_g": (GD,), "ln1_b": (GD,), "wq": (GD, GD), "bq": (GD,), "wk": (GD, GD),
               "bk": (GD,), "wv": (GD, GD), "bv": (GD,), "wo": (GD, GD), "bo": (GD,),
               "ln2_g": (GD,), "ln2_b": (GD,), "w1": (GD, GF), "b1": (GF,), "w2": (GF, GD),
               "b2": (GD,)}
    gkeys = list(gshapes)

    def glayer(p, x):
        return gpt2_layer(p, x, GH)

    gfinal = {"lnf_g": (GD,), "lnf_b": (GD,)}

    def gfwd(*a):
        x = a[-1]
        n = len(gkeys)
        for layer in range(GL):
            x = glayer(dict(zip(gkeys, a[layer * n:(layer + 1) * n])), x)
        return layer_norm(x, a[GL * n], a[GL * n + 1])

    def gtp_spec(k, shape):
        return {"wq": P(None, "model"), "wk": P(None, "model"), "wv": P(None, "model"),
                "bq": P("model"), "bk": P("model"), "bv": P("model"),
                "wo": P("model", None), "w1": P(None, "model"), "b1": P("model"),
                "w2": P("model", None)}.get(k, P())

    gact = GB * GS * GD
    g_strats = {
        "dp": (mesh(data=8), P("data"), lambda k, s: P(), P("data"),
               "no collectives", []),
        "tp": (mesh(data=2, model=4), P(), gtp_spec, P(),
               f"`data` unused (activations replicated; 12 heads do not split 8 ways): "
               f"2 all-reduces per layer of B*S*D = {GB}x{GS}x{GD} = {gact} f32 over `model`, "
               f"{2 * GL} in all", [("all_reduce", ["model"], gact, 2 * GL)]),
        "fsdp": (mesh(data=8), P("data"), fsdp_spec, P("data"),
                 f"one all-gather over `data` of each of the {16 * GL + 2} parameters",
                 [("all_gather", ["data"], None, 16 * GL + 2)]),
        "2d": (mesh(data=4, model=2), P("data"), gtp_spec, P("data"),
               f"2 all-reduces per layer of (B/4)*S*D = {gact // 4} f32 over `model`, "
               f"{2 * GL} in all", [("all_reduce", ["model"], gact // 4, 2 * GL)]),
    }
    def g_fsdp_tp_spec(k, shape):
        return {"wq": P("data", "model"), "wk": P("data", "model"), "wv": P("data", "model"),
                "bq": P("model"), "bk": P("model"), "bv": P("model"),
                "wo": P("model", "data"), "w1": P("data", "model"), "b1": P("model"),
                "w2": P("model", "data")}.get(k, P("data"))

    g_strats["fsdp_tp"] = (
        mesh(data=4, model=2), P("data"), g_fsdp_tp_spec, P("data"),
        f"2D weights (ZeRO-3 over `data` x Megatron over `model`): one all-gather over `data` "
        f"of each parameter except bq/bk/bv/b1 ({12 * GL + 2} in all), and 2 all-reduces per "
        f"layer of (B/4)*S*D = {gact // 4} f32 over `model` ({2 * GL} in all)",
        [("all_gather", ["data"], None, 12 * GL + 2), ("all_reduce", ["model"], gact // 4, 2 * GL)])
    for st, (m, xs, sf, outs, txt, ec) in g_strats.items():
        args = []
        for layer in range(GL):
            args += flat_args(f"l{layer}.", gshapes, sf)
        args += flat_args("", gfinal, sf)
        add(f"gpt2x{GL}_{st}", f"gpt2_small_{GL}_layers", st, "forward", m, gfwd,
            args + [("x", (GB, GS, GD), xs)], outs, txt, ec)

    # ---------------- shard_map programs (manual regions, explicit collectives) -----------
    m2d = mesh(data=4, model=2)

    def sm_megatron(w1, b1, w2, b2, x):
        def body(w1, b1, w2, b2, x):
            h = gelu(jnp.einsum("bsd,df->bsf", x, w1) + b1)
            y = jnp.einsum("bsf,fd->bsd", h, w2)
            return jax.lax.psum(y, "model") + b2

        return jax.shard_map(body, mesh=m2d,
                             in_specs=(P(None, "model"), P("model"), P("model", None), P(),
                                       P("data")),
                             out_specs=P("data"))(w1, b1, w2, b2, x)

    add("shardmap_megatron_mlp", "mlp", "shard_map 2d (manual)", "forward", m2d, sm_megatron,
        [("w1", (D, F), P(None, "model")), ("b1", (F,), P("model")),
         ("w2", (F, D), P("model", None)), ("b2", (D,), P()), ("x", (B, S, D), P("data"))],
        P("data"),
        f"explicit psum over `model` of (B/4)*S*D = {act // 4} f32: one all-reduce",
        [("all_reduce", ["model"], act // 4, 1)])

    m8 = mesh(data=8)

    def sm_fsdp(w1, w2, x):
        def body(w1, w2, x):
            w1 = jax.lax.all_gather(w1, "data", axis=0, tiled=True)
            w2 = jax.lax.all_gather(w2, "data", axis=0, tiled=True)
            h = gelu(jnp.einsum("bsd,df->bsf", x, w1))
            y = jnp.einsum("bsf,fd->bsd", h, w2)
            # a ZeRO-style gradient-like reduction: sum over data, scattered along D
            r = jax.lax.psum_scatter(jnp.sum(y, axis=(0, 1)), "data", scatter_dimension=0,
                                     tiled=True)
            return y, r

        return jax.shard_map(body, mesh=m8, in_specs=(P("data"), P("data"), P("data")),
                             out_specs=(P("data"), P("data")))(w1, w2, x)

    add("shardmap_fsdp_mlp", "mlp", "shard_map fsdp (manual)", "forward", m8, sm_fsdp,
        [("w1", (D, F), P("data")), ("w2", (F, D), P("data")), ("x", (B, S, D), P("data"))],
        (P("data"), P("data")),
        f"explicit all_gather over `data` of w1 and w2 ({D * F} f32 each, result), explicit "
        f"psum_scatter (reduce-scatter) over `data` of a [{D}] vector",
        [("all_gather", ["data"], D * F, 2), ("reduce_scatter", ["data"], D, 1)])

    def sm_collectives(x, y):
        def body(x, y):
            n = 4
            # ring step along data (collective_permute)
            x = x + jax.lax.ppermute(x, "data", perm=[(i, (i + 1) % n) for i in range(n)])
            # all_to_all along model: split local dim 2 (128 -> 2 x 64), concat into dim 1
            z = jax.lax.all_to_all(y, "model", split_axis=2, concat_axis=1, tiled=True)
            # all_gather along model, then reduce_scatter along data
            g = jax.lax.all_gather(x, "model", axis=1, tiled=True)
            r = jax.lax.psum_scatter(g, "data", scatter_dimension=1, tiled=True)
            # psum over both axes
            t = jax.lax.psum(jnp.sum(z), ("data", "model"))
            return r, z, t

        return jax.shard_map(body, mesh=m2d, in_specs=(P("data", "model"), P("data", "model")),
                             out_specs=(P("data", "model"), P("data", None, "model"), P()),
                             check_vma=False)(x, y)

    add("shardmap_collectives", "synthetic", "shard_map 2d (manual)", "forward", m2d,
        sm_collectives,
        [("x", (32, 64), P("data", "model")), ("y", (16, 32, 128), P("data", "model"))],
        (P("data", "model"), P("data", None, "model"), P()),
        "one collective_permute (ring over `data`, [8,32]), one all_to_all over `model` "
        "([4,16,128] local), one all_gather over `model` ([8,32]->[8,64]), one reduce_scatter "
        "over `data` ([8,64]->[8,16]), one all_reduce of a scalar over {data, model}",
        [("collective_permute", ["data"], 8 * 32, 1), ("all_to_all", ["model"], 4 * 16 * 128, 1),
         ("all_gather", ["model"], 8 * 64, 1), ("reduce_scatter", ["data"], 8 * 64, 1),
         ("all_reduce", ["data", "model"], 1, 1)])

    def sm_partial(w1, w2, x):
        # auto-partitioned ops around a shard_map that is manual over `model` only
        x = layer_norm(x, 1.0, 0.0)

        def body(w1, w2, x):
            h = gelu(jnp.einsum("bsd,df->bsf", x, w1))
            return jax.lax.psum(jnp.einsum("bsf,fd->bsd", h, w2), "model")

        y = jax.shard_map(body, mesh=m2d, in_specs=(P(None, "model"), P("model", None), P()),
                          out_specs=P(), axis_names={"model"})(w1, w2, x)
        y = jax.lax.with_sharding_constraint(y, NamedSharding(m2d, P("data")))
        return jnp.tanh(y) + x

    add("shardmap_partial_auto", "mlp", "shard_map over model, auto over data", "forward", m2d,
        sm_partial,
        [("w1", (D, F), P(None, "model")), ("w2", (F, D), P("model", None)),
         ("x", (B, S, D), P("data"))], P("data"),
        f"explicit psum over `model` of (B/4)*S*D = {act // 4} f32 (the region is manual over "
        f"`model` only; `data` stays automatic), plus a sharding constraint outside the region",
        [("all_reduce", ["model"], act // 4, 1)])

    # explicit sharding constraint inside an auto program (sdy.sharding_constraint /
    # custom_call @Sharding)
    def mlp_constrained(w1, b1, w2, b2, x):
        h = gelu(jnp.einsum("bsd,df->bsf", x, w1) + b1)
        h = jax.lax.with_sharding_constraint(h, NamedSharding(m2d, P("data", None, "model")))
        y = jnp.einsum("bsf,fd->bsd", h, w2) + b2
        return jax.lax.with_sharding_constraint(y, NamedSharding(m2d, P("data", "model")))

    add("mlp_constraint_2d", "mlp", "2d + sharding constraints", "forward", m2d,
        mlp_constrained,
        [("w1", (D, F), P(None, "model")), ("b1", (F,), P("model")),
         ("w2", (F, D), P("model", None)), ("b2", (D,), P()), ("x", (B, S, D), P("data"))],
        P("data", "model"),
        f"the output is constrained to [data, model] on (B, S): the partial sums of the second "
        f"matmul can be resolved by one reduce-scatter over `model` ((B/4)*S*D = {act // 4} f32 "
        f"in, half of it out) instead of an all-reduce (XLA's CPU pipeline does not form "
        f"reduce-scatters: it emits all-reduce + dynamic-slice)",
        [("reduce_scatter", ["model"], act // 4, 1)])
    return progs


def spec_to_list(spec):
    out = []
    for e in spec:
        if e is None:
            out.append(None)
        elif isinstance(e, (tuple, list)):
            out.append(list(e))
        else:
            out.append(e)
    return out


def compiled_stats(compiled):
    """XLA's memory_analysis() (every numeric field, plus derived_total_bytes) and the
    cost_analysis() figures of a compiled program, per device."""
    ma = compiled.memory_analysis()
    mem = {}
    for k in dir(ma):
        if k.startswith("_"):
            continue
        v = getattr(ma, k)
        if isinstance(v, (int, float)):
            mem[k] = v
    # XLA CPU's peak_memory_in_bytes leaves temp out (see observations.md); this is the
    # classic total: everything live at once in the worst case.
    mem["derived_total_bytes"] = (mem.get("argument_size_in_bytes", 0) +
                                  mem.get("output_size_in_bytes", 0) +
                                  mem.get("temp_size_in_bytes", 0) -
                                  mem.get("alias_size_in_bytes", 0))
    try:
        ca = compiled.cost_analysis()
        if isinstance(ca, list):
            ca = ca[0] if ca else {}
        cost = {k: float(v) for k, v in sorted((ca or {}).items())
                if k in ("flops", "bytes accessed", "transcendentals", "optimal_seconds")}
    except Exception as e:  # pragma: no cover - best effort
        cost = {"error": str(e)}
    return mem, cost


def start_syntax(syntax: str, out: Path, dump_propagation: bool = True):
    """The start of one syntax's export, in its own process and before anything imports JAX:
    XLA_FLAGS for NUM_DEVICES fake CPU devices (JAX_PLATFORMS=cpu unless set), Shardy on or
    off, `out` created. With dump_propagation, XLA also dumps the module after its sharding
    propagation (into a scratch directory, or the caller's --xla_dump_to) for
    write_propagation. Returns (versions for the JSON files, dump_dir (None without
    dump_propagation), scratch: whether dump_dir is ours, for the caller to remove)."""
    xla_flags = (os.environ.get("XLA_FLAGS", "") +
                 f" --xla_force_host_platform_device_count={NUM_DEVICES}").strip()
    os.environ["XLA_FLAGS"] = xla_flags
    dump_dir, scratch = None, False
    if dump_propagation:
        user_dump = re.search(r"--xla_dump_to=(\S+)", xla_flags)
        scratch = not user_dump
        dump_dir = Path(user_dump.group(1) if user_dump else
                        tempfile.mkdtemp(prefix="shardproof-xla-dump-"))
        dump_dir.mkdir(parents=True, exist_ok=True)  # a --xla_dump_to of the caller may not exist yet
        if scratch:
            os.environ["XLA_FLAGS"] += f" --xla_dump_to={dump_dir}"
        if "--xla_dump_hlo_pass_re" not in xla_flags:
            os.environ["XLA_FLAGS"] += " --xla_dump_hlo_pass_re=(shardy-xla|sharding-propagation)"
    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    import jax
    import jaxlib

    jax.config.update("jax_use_shardy_partitioner", syntax == "shardy")
    out.mkdir(parents=True, exist_ok=True)
    versions = {"jax": jax.__version__, "jaxlib": jaxlib.__version__,
                "python": sys.version.split()[0],
                "xla_flags": xla_flags,
                "jax_use_shardy_partitioner": syntax == "shardy"}
    return versions, dump_dir, scratch


def write_propagation(out: Path, name: str, syntax: str, dumps):
    """<name>.<syntax>.propagation.json from the dump of XLA's sharding propagation of the
    program (dumps: the propagation dumps its compilation wrote; with other than one, a
    message and no file)."""
    base = f"{name}.{syntax}"
    if len(dumps) != 1:
        print(f"{base}: {len(dumps)} propagation dumps found; no .propagation.json", flush=True)
        return
    head = {"name": name, "syntax": syntax,
            "pass": "shardy-xla" if syntax == "shardy" else "sharding-propagation"}
    ops = propagated_shardings(dumps[0].read_text())
    (out / f"{base}.propagation.json").write_text(  # one op per line
        json.dumps(head)[:-1] + ', "ops": [\n' + ",\n".join(json.dumps(o) for o in ops) + "\n]}\n")


def run_per_syntax(script, args):
    """Runs `script args --syntax S` for S = gspmd, then shardy, each in its own process
    (jax_use_shardy_partitioner is set once at start-up there, so the two never share JAX's
    caches)."""
    for syn in ("gspmd", "shardy"):
        subprocess.run([sys.executable, str(script), *args, "--syntax", syn], check=True)


def write_fixture(out: Path, name: str, syntax: str, versions: dict, mesh, lowered, write_hlo: bool,
                  arguments: list, **extra):
    """One fixture of the exporters of tests/data (dot_layouts, donation, partitioner_cases):
    `<name>.<syntax>.mlir` (the lowered text), `.hlo.txt` (the compiled, partitioned HLO, with
    write_hlo) and `.xla.json`: versions, mesh, files, the exporter's `extra` fields,
    `arguments`, memory_analysis(), cost_analysis() and XLA's collectives."""
    compiled = lowered.compile()
    hlo = compiled.as_text()
    base = f"{name}.{syntax}"
    (out / f"{base}.mlir").write_text(lowered.as_text())
    if write_hlo:
        (out / f"{base}.hlo.txt").write_text(hlo)
    mem, cost = compiled_stats(compiled)
    mesh_axes = [(n, int(s)) for n, s in mesh.shape.items()]
    found = collectives_from_hlo(hlo, mesh_axes)
    write_xla_record(out, base, {
        "name": name, "syntax": syntax, "versions": versions,
        "mesh": {"axes": [{"name": n, "size": s} for n, s in mesh_axes],
                 "device_ids": [int(d.id) for d in mesh.devices.flat]},
        "files": {"stablehlo": f"{base}.mlir", "partitioned_hlo": f"{base}.hlo.txt" if write_hlo else None},
        **extra,
        "arguments": arguments,
        "memory_analysis": mem,
        "cost_analysis": cost,
        "collective_summary": summarize_collectives(found),
        "collectives": found,
    })


def write_program_fixtures(out: Path, syntax: str, versions: dict, mesh, programs, write_hlo: bool):
    """write_fixture for each of `programs`: dicts with `name`, `fn`, `args` (a list of
    (name, ShapeDtypeStruct, PartitionSpec)) and optionally `out` (the result's
    PartitionSpec; else XLA's propagation decides), jitted on `mesh` with those shardings."""
    from jax.sharding import NamedSharding
    import jax
    for prog in programs:
        in_sh = tuple(NamedSharding(mesh, spec) for _, _, spec in prog["args"])
        out_sh = {"out_shardings": NamedSharding(mesh, prog["out"])} if prog.get("out") is not None else {}
        lowered = jax.jit(prog["fn"], in_shardings=in_sh, **out_sh).lower(*(aval for _, aval, _ in prog["args"]))
        arguments = [{"index": i, "name": n, "shape": list(a.shape), "dtype": str(a.dtype),
                      "partition_spec": spec_to_list(spec) + [None] * (len(a.shape) - len(spec))}
                     for i, (n, a, spec) in enumerate(prog["args"])]
        write_fixture(out, prog["name"], syntax, versions, mesh, lowered, write_hlo, arguments)


def write_xla_record(out: Path, base: str, record: dict):
    """Writes `<base>.xla.json` (a fixture's XLA figures) and prints one line of them."""
    (out / f"{base}.xla.json").write_text(json.dumps(record, indent=1) + "\n")
    mem = record["memory_analysis"]
    kinds = ", ".join(f"{s['count']}x {s['kind']}" for s in record["collective_summary"]) or "none"
    print(f"{base}: argument {mem['argument_size_in_bytes']} output {mem['output_size_in_bytes']} "
          f"temp {mem['temp_size_in_bytes']} alias {mem.get('alias_size_in_bytes', 0)} "
          f"total {mem['derived_total_bytes']}; collectives: {kinds}", flush=True)


def fixture_main(doc: str, script, default_out: Path, export_one_syntax, with_hlo: bool = True):
    """The command line of a fixture exporter: `[--out DIR] [--syntax gspmd|shardy|both]
    [--hlo]`; both syntaxes run one after the other, each in its own process
    (run_per_syntax), and one calls `export_one_syntax(syntax, out[, write_hlo])`."""
    ap = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=default_out)
    ap.add_argument("--syntax", choices=("gspmd", "shardy", "both"), default="both")
    if with_hlo:
        ap.add_argument("--hlo", action="store_true", help="also write the partitioned HLO")
    a = ap.parse_args()
    ensure_jax()
    hlo = with_hlo and a.hlo
    if a.syntax == "both":
        run_per_syntax(script, ["--out", str(a.out)] + ["--hlo"] * hlo)
    elif with_hlo:
        export_one_syntax(a.syntax, a.out, hlo)
    else:
        export_one_syntax(a.syntax, a.out)


def export_syntax(syntax: str, out: Path, only: str | None):
    versions, dump_dir, scratch = start_syntax(syntax, out)
    import jax
    import jax.numpy as jnp
    from jax.sharding import NamedSharding, PartitionSpec as P

    seen_dumps = set()
    for prog in build_zoo():
        if only and not re.search(only, prog["name"]):
            continue
        m = prog["mesh"]
        mesh_axes = [(n, int(s)) for n, s in m.shape.items()]
        in_sh = [NamedSharding(m, a[2]) for a in prog["args"]]
        out_specs = prog["out_specs"]
        out_sh = jax.tree.map(lambda s: NamedSharding(m, s), out_specs,
                              is_leaf=lambda s: isinstance(s, P))
        avals = [jax.ShapeDtypeStruct(a[1], jnp.dtype(a[3] if len(a) > 3 else "float32"))
                 for a in prog["args"]]
        jitted = jax.jit(prog["fn"], in_shardings=in_sh, out_shardings=out_sh)
        lowered = jitted.lower(*avals)
        mlir = lowered.as_text()
        compiled = lowered.compile()
        hlo = compiled.as_text()
        base = f"{prog['name']}.{syntax}"
        (out / f"{base}.mlir").write_text(mlir)
        (out / f"{base}.hlo.txt").write_text(hlo)
        dumps = [p for p in dump_dir.iterdir()
                 if any(d in p.name for d in PROPAGATION_DUMPS) and p.name not in seen_dumps]
        seen_dumps.update(p.name for p in dumps)
        write_propagation(out, prog["name"], syntax, dumps)
        mem, cost = compiled_stats(compiled)
        found = collectives_from_hlo(hlo, mesh_axes)
        record = {
            "name": prog["name"],
            "model": prog["model"],
            "strategy": prog["strategy"],
            "program": prog["program"],
            "syntax": syntax,
            "versions": versions,
            "mesh": {"axes": [{"name": n, "size": s} for n, s in mesh_axes],
                     "device_ids": [int(d.id) for d in m.devices.flat]},
            "files": {"stablehlo": f"{base}.mlir", "partitioned_hlo": f"{base}.hlo.txt"},
            "arguments": [{"index": i, "name": a[0], "shape": list(a[1]),
                           "dtype": a[3] if len(a) > 3 else "float32",
                           "partition_spec": (spec_to_list(a[2]) +
                                              [None] * (len(a[1]) - len(a[2])))}
                          for i, a in enumerate(prog["args"])],
            "out_partition_specs": jax.tree.map(
                spec_to_list, out_specs, is_leaf=lambda s: isinstance(s, P)),
            "memory_analysis": mem,
            "cost_analysis": cost,
            "expected": {
                "text": prog["expect"],
                "collectives": [
                    {"kind": k, "axes": ax, "elements_per_device": el, "count": cnt}
                    for k, ax, el, cnt in prog["expect_collectives"]],
                "note": "elements_per_device is the operand size of one collective on one "
                        "device (all_gather: the gathered result); null = not pinned down",
            },
            "collective_summary": summarize_collectives(found),
            "collectives": found,
        }
        ok, why = check_expectation(record["expected"]["collectives"],
                                    record["collective_summary"])
        record["expected"]["xla_matches"] = ok
        record["expected"]["xla_differences"] = why
        (out / f"{base}.xla.json").write_text(json.dumps(record, indent=1) + "\n")
        kinds = ", ".join(f"{s['count']}x {s['kind']}{s['axes']} {s['operand_bytes']}B"
                          for s in record["collective_summary"]) or "none"
        print(f"{base}: mlir {len(mlir)}B hlo {len(hlo)}B; collectives: {kinds}", flush=True)
    if scratch:
        shutil.rmtree(dump_dir, ignore_errors=True)


# --------------------------------------------------------------------------------------
# INDEX.md
# --------------------------------------------------------------------------------------

def fmt_bytes(n):
    if n is None:
        return "-"
    for unit in ("B", "KiB", "MiB", "GiB"):
        if abs(n) < 1024 or unit == "GiB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024


def fmt_collectives(summary):
    if not summary:
        return "none"
    parts = []
    for s in summary:
        ax = "?" if s["axes"] is None else ("{" + ",".join(s["axes"]) + "}")
        if len(s["operand_types"]) == 1:
            parts.append(f"{s['count']}× {s['kind']} {ax} {s['operand_types'][0]}→"
                         f"{s['result_type']}")
        else:
            parts.append(f"{s['count']}× {s['kind']} {ax} tuple of "
                         f"{len(s['operand_types'])} operands, {fmt_bytes(s['operand_bytes'])}"
                         f"→{fmt_bytes(s['result_bytes'])}")
    return "; ".join(parts)


def write_index(out: Path):
    recs = []
    for p in sorted(out.glob("*.xla.json")):
        recs.append(json.loads(p.read_text()))
    if not recs:
        print("no JSON files; INDEX.md not written")
        return
    byname = {}
    for r in recs:
        byname.setdefault(r["name"], {})[r["syntax"]] = r
    v = recs[0]["versions"]
    lines = [
        "# Model zoo: real JAX programs for shardproof",
        "",
        "Generated by `bench/models/export.py` (see `bench/models/README.md`); do not edit by "
        "hand. Every program was lowered and compiled by "
        f"**JAX {v['jax']} / jaxlib {v['jaxlib']}** (Python {v['python']}, CPU backend, "
        f"`XLA_FLAGS={v['xla_flags']}`), once with `jax_use_shardy_partitioner=False` "
        "(GSPMD syntax, `*.gspmd.*`) and once with `True` (Shardy syntax, `*.shardy.*`).",
        "",
        "Per program and syntax there are three files:",
        "",
        "- `<name>.<syntax>.mlir`: `jax.jit(f, in_shardings, out_shardings).lower(...).as_text()`",
        "- `<name>.<syntax>.hlo.txt`: `.compile().as_text()`, XLA's SPMD-partitioned HLO "
        "(per-device shapes, the collectives XLA inserted)",
        "- `<name>.<syntax>.xla.json`: versions, mesh, argument names/shapes/PartitionSpecs (in "
        "the order of `@main`'s arguments), `memory_analysis()` (per device, bytes), "
        "`cost_analysis()`, the analytic expectation (`expected`) and the collectives parsed "
        "from the partitioned HLO (`collectives`: one entry per op with kind, replica groups, "
        "mesh axes, operand/result types and bytes per device; `collective_summary`: grouped "
        "with counts).",
        "",
        "All arguments are float32 except in `transformer_2d_bf16` (bfloat16). Meshes are built as `Mesh(np.array(jax.devices())"
        ".reshape(sizes), names)`, so device ids are row-major over the mesh (device id = "
        "flat index). Bytes in the tables are per device.",
        "",
        "Sizes: MLP B=8, S=128, D=512, F=2048. Transformer layer (pre-LN, causal attention "
        "with per-head weights `[D,H,Dh]`, GELU MLP) B=8, S=256, D=1024, H=16, F=4096. "
        "GPT-2 small stack: 4 layers of D=768, 12 heads, F=3072, B=8, S=512, HF-style `[D,D]` "
        "projections reshaped to heads, final LayerNorm, no embeddings.",
        "",
        "Strategies: `dp` = batch over `data` (mesh data=8), params replicated; `tp` = Megatron "
        "(column-parallel first matmul / QKV over heads, row-parallel second matmul / output "
        "projection) over `model`, activations replicated (mesh model=8; for GPT-2, whose 12 "
        "heads do not split 8 ways, mesh data=2 × model=4 with `data` unused); `fsdp` = "
        "ZeRO-3: batch over `data` and every parameter sharded on its dim 0 over `data` (mesh "
        "data=8), no constraints in the program, so XLA decides what to gather; `2d` = batch "
        "over `data` × Megatron over `model` (mesh data=4 × model=2); `fsdp_tp` = `2d` with the "
        "weights also sharded over `data` on their non-Megatron dimension (ZeRO-3 × Megatron). "
        "Extra programs: `mlp_train_fsdp_gather` (FSDP with the gathered weights pinned "
        "replicated by `with_sharding_constraint`), `mlp_constraint_2d` (constraints on "
        "activations), and four `shardmap_*` programs with manual regions and explicit "
        "collectives (`shardmap_partial_auto` is manual over `model` only).",
        "",
        "## Programs",
        "",
        "| program | model | strategy | mesh | files (.gspmd/.shardy × .mlir/.hlo.txt/.xla.json) "
        "| analytic expectation | XLA chose (GSPMD) | XLA chose (Shardy) | matches | XLA memory "
        "per device: args / temp / args+out+temp (GSPMD; Shardy) |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for name, by in byname.items():
        r = by.get("gspmd") or by.get("shardy")
        mesh = " × ".join(f"{a['name']}={a['size']}" for a in r["mesh"]["axes"])
        files = ", ".join(f"`{name}.{s}.*`" for s in ("gspmd", "shardy") if s in by)
        chose = [fmt_collectives(by[s]["collective_summary"]) if s in by else "-"
                 for s in ("gspmd", "shardy")]
        if chose[0] == chose[1]:
            chose[1] = "same"
        mems = [f"{fmt_bytes(by[s]['memory_analysis'].get('argument_size_in_bytes'))} / "
                f"{fmt_bytes(by[s]['memory_analysis'].get('temp_size_in_bytes'))} / "
                f"{fmt_bytes(by[s]['memory_analysis'].get('derived_total_bytes'))}"
                for s in ("gspmd", "shardy") if s in by]
        mem = mems[0] if len(set(mems)) == 1 else "; ".join(mems)
        match = []
        for s in ("gspmd", "shardy"):
            if s in by:
                e = by[s]["expected"]
                match.append("yes" if e.get("xla_matches") else
                             "no: " + "; ".join(e.get("xla_differences", [])))
        match = match[0] if len(set(match)) == 1 else " / ".join(match)
        lines.append(f"| `{name}` | {r['model']} | {r['strategy']} ({r['program']}) | {mesh} | "
                     f"{files} | {r['expected']['text']} | {chose[0]} | {chose[1]} | {match} | {mem} |")
    lines += ["", "## Files", "", "| file | bytes |", "|---|---|"]
    total = 0
    for p in sorted(out.iterdir()):
        if p.name == "INDEX.md":
            continue
        total += p.stat().st_size
        lines.append(f"| `{p.name}` | {p.stat().st_size} |")
    lines += ["", f"Total (without INDEX.md): {total} bytes ({fmt_bytes(total)}).", ""]
    notes = HERE / "observations.md"
    if notes.exists():
        lines += [notes.read_text().rstrip(), ""]
    (out / "INDEX.md").write_text("\n".join(lines))
    print(f"wrote {out / 'INDEX.md'} ({len(byname)} programs, {fmt_bytes(total)})")


def ensure_jax():
    """Re-run the running script (this one or export_stack.py) under bench/.venv (created by
    setup.sh if missing) when the current interpreter has no JAX, so `python3
    bench/models/export.py` works from a bare checkout."""
    try:
        import jax  # noqa: F401
        return
    except ImportError:
        pass
    venv_python = HERE.parent / ".venv" / "bin" / "python"
    if os.environ.get("SHARDPROOF_EXPORT_REEXEC"):
        sys.exit(f"JAX is not importable by {sys.executable}; run bench/models/setup.sh")
    if not venv_python.exists():
        subprocess.run(["bash", str(HERE / "setup.sh")], check=True)
    os.environ["SHARDPROOF_EXPORT_REEXEC"] = "1"
    os.execv(str(venv_python), [str(venv_python), os.path.abspath(sys.argv[0]), *sys.argv[1:]])


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--syntax", choices=("gspmd", "shardy", "both"), default="both")
    ap.add_argument("--only", help="regex on program names")
    ap.add_argument("--index", action="store_true", help="only rebuild INDEX.md")
    a = ap.parse_args()
    if a.index:
        write_index(a.out)
        return
    ensure_jax()
    if a.syntax == "both":
        run_per_syntax(__file__, ["--out", str(a.out)] + (["--only", a.only] if a.only else []))
        write_index(a.out)
    else:
        export_syntax(a.syntax, a.out, a.only)


if __name__ == "__main__":
    main()
