#!/usr/bin/env python3
"""auto_LiRPA's CROWN bounds on the layer-kind fixtures, for shardproof's to stand beside.

The networks are bench/robustness/layer_kinds.py's torch modules, rebuilt with the same seed
(their outputs are checked against tests/data/robustness/layers/ort.json first, so the weights
are the exported ones). For each network and radius, an L-inf box around a seeded point of
[-1, 1]^n; auto_LiRPA's bounds (CROWN, alpha-CROWN and IBP, each where it runs) on every output are
written to tests/data/robustness/layers/lirpa.json, which robustness_layer_kinds_tests reads
(LayerKinds.BoundsBesideAutoLirpa: shardproof's DeepPoly bounds must contain sampled outputs
and are printed beside these).
  usage: bench/robustness/lirpa/setup.sh   (once: the venv with auto_LiRPA 0.3 on Debian's torch)
         bench/robustness/lirpa/.venv/bin/python bench/robustness/lirpa/layer_kinds_bounds.py
"""
import json
import os
import sys

import numpy as np
import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import layer_kinds  # noqa: E402

from auto_LiRPA import BoundedModule, BoundedTensor  # noqa: E402
from auto_LiRPA.perturbations import PerturbationLpNorm  # noqa: E402

NETS = ["mul", "gelu", "attention", "clip", "abs", "minmax", "softmax", "layernorm", "sign", "transformer"]
RADII = [0.05, 0.2, 0.5]


def main():
    fixture = json.load(open(os.path.join(layer_kinds.OUT, "ort.json")))["nets"]
    rng = np.random.default_rng(144)
    out = {"written_by": "bench/robustness/lirpa/layer_kinds_bounds.py", "auto_LiRPA": __import__("auto_LiRPA").__version__,
           "torch": torch.__version__, "nets": {}}
    for name, net, shape, _ in layer_kinds.build_nets():
        if name not in NETS:
            continue
        net = net.eval().double()
        for p in fixture[f"{name}.onnx"][:2]:  # the same weights as the exported file
            y = net(torch.tensor(p["x"], dtype=torch.float64).reshape(shape)).detach().numpy().reshape(-1)
            assert np.allclose(y, p["y"], atol=1e-4), (name, y, p["y"])
        n = int(np.prod(shape))
        entries = []
        for eps in RADII:
            center = rng.uniform(-1, 1, n)
            x = torch.tensor(center, dtype=torch.float64).reshape(shape)
            row = {"center": center.tolist(), "eps": eps}
            for method in ["CROWN", "alpha-CROWN", "IBP"]:
                try:
                    model = BoundedModule(net, torch.zeros(shape, dtype=torch.float64), device="cpu",
                                          bound_opts={"optimize_bound_args": {"iteration": 50}})
                    bt = BoundedTensor(x, PerturbationLpNorm(norm=np.inf, eps=eps))
                    lb, ub = model.compute_bounds(x=(bt,), method=method)
                    row[method] = {"lo": lb.detach().reshape(-1).tolist(), "hi": ub.detach().reshape(-1).tolist()}
                except Exception as e:  # an op this auto_LiRPA does not bound: say which
                    row[method] = {"error": f"{type(e).__name__}: {str(e)[:200]}"}
                print(name, eps, method, row[method] if "error" in row[method] else
                      np.round(np.array(row[method]["hi"]) - np.array(row[method]["lo"]), 4), flush=True)
            entries.append(row)
        out["nets"][f"{name}.onnx"] = entries
    with open(os.path.join(layer_kinds.OUT, "lirpa.json"), "w") as f:
        json.dump(out, f, indent=1)


if __name__ == "__main__":
    main()
