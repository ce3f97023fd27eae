#!/usr/bin/env python3
"""Mutation test of the ONNX loader on the zoo (issue 14): random changes to attributes
(ints, floats, strings), initializer shapes and values, node inputs and op types of the zoo's
files; every mutant must give exit 0 (read; verify ran) or exit 2 with a `file: error:` line,
never a crash, a hang or another exit code. A mutant that is read is also evaluated at the
zoo's x0 (a point box whose output constraint always holds, so the witness prints our Y) and
compared with onnxruntime on the same file, where onnxruntime accepts it: a difference beyond
float32 rounding is a silent misreading. Exploratory, not part of `make test`.
  usage: zoo_mutate.py BINARY ZOO_DIR [--count 300] [--seed 1]
"""
import argparse
import glob
import re
import os
import random
import subprocess
import sys
import tempfile

import json

import numpy as np
import onnx
import onnx.numpy_helper
import onnxruntime as ort

OPS = ["Relu", "Add", "Sub", "Mul", "Concat", "MaxPool", "AveragePool", "Pad", "Reshape", "Flatten", "Gemm", "Conv",
       "ConvTranspose", "Slice", "Gather", "Unsqueeze", "Squeeze", "LeakyRelu", "PRelu", "BatchNormalization",
       "GlobalAveragePool", "Transpose", "Shape", "Cast", "ConstantOfShape", "MatMul", "Identity", "Div"]


def mutate(m, rng):
    g = m.graph
    kind = rng.randrange(6)
    nodes = list(g.node)
    if kind == 0 and nodes:  # an int attribute / list entry
        n = rng.choice(nodes)
        ints = [a for a in n.attribute if a.type in (onnx.AttributeProto.INT, onnx.AttributeProto.INTS)]
        if ints:
            a = rng.choice(ints)
            v = rng.choice([-3, -1, 0, 1, 2, 3, 7, 1 << 21, -(1 << 40), 1 << 62])
            if a.type == onnx.AttributeProto.INT:
                a.i = v
            elif a.ints:
                a.ints[rng.randrange(len(a.ints))] = v
            else:
                a.ints.append(v)
    elif kind == 1 and nodes:  # a new attribute
        n = rng.choice(nodes)
        name = rng.choice(["ceil_mode", "dilations", "group", "axis", "auto_pad", "count_include_pad", "training_mode",
                           "mode", "pads", "strides", "output_padding", "alpha", "transA", "perm"])
        if name in ("auto_pad", "mode"):
            n.attribute.append(onnx.helper.make_attribute(name, rng.choice(["SAME_UPPER", "VALID", "reflect", "edge", "wrap"])))
        elif name == "alpha":
            n.attribute.append(onnx.helper.make_attribute(name, rng.choice([0.0, -1.0, 1e30])))
        elif name in ("dilations", "pads", "strides", "output_padding", "perm"):
            n.attribute.append(onnx.helper.make_attribute(name, [rng.choice([0, 1, 2, 5]) for _ in range(rng.choice([1, 2, 4]))]))
        else:
            n.attribute.append(onnx.helper.make_attribute(name, rng.choice([0, 1, 2, -1])))
    elif kind == 2 and g.initializer:  # an initializer's shape
        t = rng.choice(list(g.initializer))
        if t.dims:
            i = rng.randrange(len(t.dims))
            t.dims[i] = rng.choice([0, 1, t.dims[i] + 1, max(1, t.dims[i] - 1), 1 << 30])
    elif kind == 3 and g.initializer:  # an initializer's values
        t = rng.choice(list(g.initializer))
        try:
            arr = onnx.numpy_helper.to_array(t).copy()
        except ValueError:  # a shape mutated above no longer matches the data
            return
        if arr.size:
            arr.flat[rng.randrange(arr.size)] = rng.choice([0, -1, 3, 1 << 20, -(1 << 40)])
            t.CopyFrom(onnx.numpy_helper.from_array(arr, t.name))
    elif kind == 4 and nodes:  # an op type
        rng.choice(nodes).op_type = rng.choice(OPS)
    elif nodes:  # an input rewired to another value
        n = rng.choice(nodes)
        if n.input:
            names = [o for m_ in nodes for o in m_.output] + [i.name for i in g.input] + [t.name for t in g.initializer]
            n.input[rng.randrange(len(n.input))] = rng.choice(names)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("binary")
    ap.add_argument("zoo")
    ap.add_argument("--count", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    ref = json.load(open(os.path.join(args.zoo, "reference.json")))
    files = sorted(glob.glob(os.path.join(args.zoo, "*.onnx")))
    outcomes, bad = {}, 0
    with tempfile.TemporaryDirectory() as tmp:
        for k in range(args.count):
            f = rng.choice(files)
            base = os.path.basename(f)
            name = base[: base.rindex("_op")]
            m = onnx.load(f)
            for _ in range(rng.choice([1, 1, 2, 3])):
                mutate(m, rng)
            path = os.path.join(tmp, f"m{k}.onnx")
            onnx.save(m, path)
            try:
                p = subprocess.run([args.binary, "robustness", "verify", "--model", path, "--spec",
                                    os.path.join(args.zoo, f"{name}_epsS.vnnlib"), "--method", "bounds", "--timeout", "5"],
                                   capture_output=True, text=True, timeout=30)
                rc, err = p.returncode, p.stderr.strip().splitlines()
            except subprocess.TimeoutExpired:
                rc, err = "hang", []
            ok = rc == 0 or (rc == 2 and err and ": error: " in err[0])
            if rc == 0:
                x0 = np.array(ref[name]["x0"])
                spec = os.path.join(tmp, "point.vnnlib")
                with open(spec, "w") as sf:
                    sf.writelines(f"(declare-const X_{i} Real)\n" for i in range(x0.size))
                    sf.writelines(f"(declare-const Y_{j} Real)\n" for j in range(len(ref[name]["y0"])))
                    sf.writelines(f"(assert (>= X_{i} {v!r}))\n(assert (<= X_{i} {v!r}))\n" for i, v in enumerate(x0))
                    sf.write("(assert (<= Y_0 1e30))\n")
                q = subprocess.run([args.binary, "robustness", "verify", "--model", path, "--spec", spec, "--method", "bounds",
                                    "--timeout", "5"], capture_output=True, text=True, timeout=30)
                ys = [float(v) for v in re.findall(r"\(Y_\d+ ([-+0-9.eE]+|nan|inf)\)", q.stdout)]
                try:
                    sess = ort.InferenceSession(path, providers=["CPUExecutionProvider"])
                    y_ort = sess.run(None, {sess.get_inputs()[0].name: x0.astype(np.float32).reshape(ref[name]["input_shape"])})[0].flatten()
                except Exception as e:  # noqa: BLE001 - onnxruntime refuses the mutant
                    y_ort = None
                    print(f"mutant {k} of {base}: read here, onnxruntime: {str(e)[110:330]!r}", flush=True)
                if y_ort is None:
                    outcomes["read here, refused by onnxruntime"] = outcomes.get("read here, refused by onnxruntime", 0) + 1
                elif q.returncode == 2 and "outputs" in q.stderr:  # the spec's Y count no longer matches
                    outcomes["output count changed"] = outcomes.get("output count changed", 0) + 1
                elif len(ys) != y_ort.size or not np.allclose(ys, y_ort, rtol=1e-3, atol=1e-4):
                    ok = False
                    err = [f"misread: ours {ys[:6]} onnxruntime {y_ort[:6].tolist()}"]
                else:
                    outcomes["agrees with onnxruntime"] = outcomes.get("agrees with onnxruntime", 0) + 1
            outcomes[rc if ok else f"BAD {rc}"] = outcomes.get(rc if ok else f"BAD {rc}", 0) + 1
            if not ok:
                bad += 1
                keep = os.path.join(os.getcwd(), f"zoo_mutant_{k}.onnx")
                onnx.save(m, keep)
                print(f"mutant {k} of {base}: exit {rc}: {err[-3:] if err else ''} (kept as {keep})", flush=True)
    print("outcomes:", outcomes)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
