#!/usr/bin/env python3
"""CIFAR-sized networks of the VNN-COMP convolutional benchmarks' shapes, random weights
(issue 14: "other convolutional benchmarks not in the repository will be tried too").

No VNN-COMP file can be downloaded here, so this builds nets with the architectures of
  convbig      cifar2020's ConvBig: 4 convolutions (32x30x30 first), 2 dense layers of 512
  resnet_a     an sri_resnet_a-like ResNet: a 16-channel stem at 32x32, three residual blocks
               (16, 32 stride 2, 64 stride 2, 1x1 projection shortcuts), BatchNorm, dense head
  resnet_gap   the same with a global average pooling head (cifar100_tinyimagenet_resnet's)
  pooled       a VGG-like net with max pooling (verivital's and VGG16's kind of layer): a
               16-channel convolution, an overlapping 3x3 stride-2 max pool (ResNet stems'),
               a 32-channel convolution, a 2x2 max pool, dense 100, dense 10
exports them with torch.onnx (opset 13), writes two specifications per net (an L-inf box of
radius 8/255, 1/255 and 1e-5 around a smooth random image, VNN-COMP's OR_j Y_j >= Y_label),
runs `shardproof robustness verify --json` on each and checks every answer independently:
a `violated` witness must lie in its box and meet the spec in torch (float64); a `holds` must
not contradict the sampled/PGD minimum. Prints one row per instance.

  bench/robustness/lirpa/.venv/bin/python bench/robustness/cifar_reach.py build/cli/shardproof \
      [--timeout 60] [--out /tmp/cifar_reach]
"""
import argparse
import importlib.util
import json
import os
import subprocess
import sys
import time

import numpy as np
import torch
import torch.nn as nn

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "make_zoo", os.path.join(HERE, "..", "..", "tests", "data", "robustness", "zoo", "make_zoo.py"))
zoo = importlib.util.module_from_spec(spec)
spec.loader.exec_module(zoo)


class Block(nn.Module):
    def __init__(self, cin, cout, stride):
        super().__init__()
        self.c1 = nn.Conv2d(cin, cout, 3, stride, 1)
        self.b1 = nn.BatchNorm2d(cout)
        self.c2 = nn.Conv2d(cout, cout, 3, 1, 1)
        self.b2 = nn.BatchNorm2d(cout)
        self.short = None if (cin == cout and stride == 1) else nn.Sequential(nn.Conv2d(cin, cout, 1, stride), nn.BatchNorm2d(cout))

    def forward(self, x):
        y = torch.relu(self.b1(self.c1(x)))
        y = self.b2(self.c2(y))
        return torch.relu(y + (x if self.short is None else self.short(x)))


def convbig():
    return nn.Sequential(zoo.Norm(3), nn.Conv2d(3, 32, 3, 1, 0), nn.ReLU(), nn.Conv2d(32, 32, 4, 2, 1), nn.ReLU(),
                         nn.Conv2d(32, 64, 3, 1, 0), nn.ReLU(), nn.Conv2d(64, 64, 4, 2, 1), nn.ReLU(), nn.Flatten(),
                         nn.Linear(64 * 6 * 6, 512), nn.ReLU(), nn.Linear(512, 512), nn.ReLU(), nn.Linear(512, 10))


def pooled():
    return nn.Sequential(zoo.Norm(3), nn.Conv2d(3, 16, 3, 1, 1), nn.ReLU(), nn.MaxPool2d(3, 2, 1),
                         nn.Conv2d(16, 32, 3, 1, 1), nn.ReLU(), nn.MaxPool2d(2), nn.Flatten(),
                         nn.Linear(32 * 8 * 8, 100), nn.ReLU(), nn.Linear(100, 10))


def resnet(gap):
    head = [nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(64, 10)] if gap else \
           [nn.Flatten(), nn.Linear(64 * 8 * 8, 100), nn.ReLU(), nn.Linear(100, 10)]
    return nn.Sequential(zoo.Norm(3), nn.Conv2d(3, 16, 3, 1, 1), nn.BatchNorm2d(16), nn.ReLU(),
                         Block(16, 16, 1), Block(16, 32, 2), Block(32, 64, 2), *head)


def randomise(model, gen):
    with torch.no_grad():
        for m in model.modules():
            if isinstance(m, (nn.Conv2d, nn.Linear)):
                fan_in = m.weight[0].numel()
                m.weight.normal_(0, (2.0 / fan_in) ** 0.5, generator=gen)
                m.bias.normal_(0, 0.05, generator=gen)
            if isinstance(m, nn.BatchNorm2d):
                m.weight.uniform_(0.5, 1.5, generator=gen)
                m.bias.normal_(0, 0.1, generator=gen)
                m.running_mean.normal_(0, 0.1, generator=gen)
                m.running_var.uniform_(0.5, 1.5, generator=gen)
    return model.eval()


def make_instance(build, seed, shape, onnx_path):
    """The net of `seed` exported to onnx_path, its float64 copy, a smooth image, its label and
    the spec rows (margins Y_label - Y_j)."""
    gen = torch.Generator().manual_seed(seed)
    model = randomise(build(), gen)
    torch.onnx.export(model, torch.zeros(shape), onnx_path, opset_version=13, input_names=["x"], output_names=["y"])
    model64 = model.double()
    model64.in_shape = shape
    x0 = zoo.smooth_image(shape, gen)
    with torch.no_grad():
        label = int(model64(x0).argmax())
    return gen, model64, x0, label, zoo.spec_rows(label, 10)


def witness_check(model64, witness, lo, hi, C, shape):
    """'witness ok' when the witness lies in its box [lo, hi] and meets the spec (some margin
    row C y <= 0) in torch's float64 evaluation; otherwise what is wrong with it."""
    w = np.array(witness, dtype=np.float64)
    inside = bool(np.all(w >= lo - 1e-9) and np.all(w <= hi + 1e-9))
    with torch.no_grad():
        y = model64(torch.tensor(w).view(shape)).numpy()[0]
    margin = float((C @ y).min())
    return "witness ok" if inside and margin <= 0 else f"WITNESS WRONG (inside {inside}, margin {margin:.3g})"


def write_fixture(out, build, shape):
    """resnet_gap.onnx (the net of seed 102, as in the sweep), resnet_gap_eps8_255.vnnlib and
    reference.json: torch's float64 outputs at the box's centre and two corners, and a point of
    the box PGD found with a negative margin (so the spec is violated)."""
    os.makedirs(out, exist_ok=True)
    gen, model64, x0, label, C = make_instance(build, 102, shape, os.path.join(out, "resnet_gap.onnx"))
    eps = 8 / 255
    lo = (x0 - eps).clamp(0, 1).flatten().numpy()
    hi = (x0 + eps).clamp(0, 1).flatten().numpy()
    zoo.write_vnnlib(os.path.join(out, "resnet_gap_eps8_255.vnnlib"), lo, hi, 10, label=label)
    points = {"centre": (lo + hi) / 2, "lo": lo, "hi": hi}
    ref = {"label": label, "outputs": {}}
    with torch.no_grad():
        for name, x in points.items():
            ref["outputs"][name] = {"x": "box " + name, "y": model64(torch.tensor(x).view(shape)).numpy()[0].tolist()}
    _, margin, _ = zoo.sampled_min(model64, lo, hi, C, gen, n_rand=100, pgd_steps=20, pgd_starts=2)
    ref["pgd_margin"] = margin
    with open(os.path.join(out, "reference.json"), "w") as f:
        json.dump(ref, f, indent=1)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("binary")
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--out", default="/tmp/cifar_reach")
    ap.add_argument("--nets", default="convbig,resnet_a,resnet_gap")
    ap.add_argument("--eps", default="8/255,1/255,1e-5", help="radii, comma-separated (a/b allowed)")
    ap.add_argument("--fixture", help="write the resnet_gap fixture of tests/robustness/cifar_test.cpp here and stop")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    torch.set_num_threads(1)
    builders = {"convbig": convbig, "resnet_a": lambda: resnet(False), "resnet_gap": lambda: resnet(True), "pooled": pooled}
    shape = (1, 3, 32, 32)
    if args.fixture:
        write_fixture(args.fixture, builders["resnet_gap"], shape)
        return
    print("net,spec,onnx_kb,result,wall_s,max_rss_mb,check,detail")
    for k, name in enumerate(args.nets.split(",")):
        path = os.path.join(args.out, name + ".onnx")
        gen, model64, x0, label, C = make_instance(builders[name], 100 + k, shape, path)
        for text in args.eps.split(","):
            num, _, den = text.partition("/")
            eps = float(num) / float(den or 1)
            tag = "eps" + text.replace("/", "_")
            lo = (x0 - eps).clamp(0, 1).flatten().numpy()
            hi = (x0 + eps).clamp(0, 1).flatten().numpy()
            spec_path = os.path.join(args.out, f"{name}_{tag}.vnnlib")
            zoo.write_vnnlib(spec_path, lo, hi, 10, label=label)
            t0 = time.time()
            p = subprocess.run(["/usr/bin/time", "-f", "%M", args.binary, "robustness", "verify", "--model", path,
                                "--spec", spec_path, "--timeout", str(args.timeout), "--json"],
                               capture_output=True, text=True)
            wall = time.time() - t0
            rss = p.stderr.strip().splitlines()[-1] if p.stderr.strip() else "?"
            try:
                report = json.loads(p.stdout)
            except json.JSONDecodeError:
                print(f"{name},{tag},{os.path.getsize(path) // 1024},error,{wall:.1f},{int(rss) // 1024 if rss.isdigit() else rss},-,"
                      f"\"exit {p.returncode}: {p.stderr.strip().splitlines()[0] if p.stderr.strip() else ''}\"")
                continue
            result = report.get("result")
            check, detail = "-", (report.get("decided_by", "") + " " + report.get("note", "")).strip()
            if result == "violated":
                check = witness_check(model64, report["witness"]["x"], lo, hi, C, shape)
            elif result == "holds":
                _, best_margin, _ = zoo.sampled_min(model64, lo, hi, C, gen, n_rand=200, pgd_steps=20, pgd_starts=2)
                check = "no counterexample sampled" if best_margin > 0 else f"UNSOUND: sampled margin {best_margin:.3g}"
            print(f"{name},{tag},{os.path.getsize(path) // 1024},{result},{wall:.1f},{int(rss) // 1024 if rss.isdigit() else rss},{check},\"{detail}\"")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
