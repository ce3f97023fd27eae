#!/usr/bin/env python3
"""A trained residual network on real images, verified by shardproof beside auto_LiRPA.

The CIFAR-shaped nets of cifar_reach.py have random weights: their boxes are either far from
the decision boundary (radius 1e-5) or already adversarial (1/255), unlike the trained nets of
VNN-COMP's sri_resnet_a/b and cifar2020. No such file can be downloaded here, but Debian's
dataset-fashion-mnist has real images, so this script trains one (seeded, on this CPU):
  Norm(1) -> Conv 3x3 (8) -> BN -> ReLU -> 3 residual blocks (8; 16 stride 2; 32 stride 2, each
  two 3x3 convolutions with BatchNorm and a 1x1 projection where the shape changes) -> Flatten
  -> Linear(100) -> ReLU -> Linear(10)
with FGSM adversarial training from a random start (Wong et al., "Fast is better than free",
2020) at radius --train-eps, exports it with torch.onnx (opset 13), writes VNN-COMP-style
specifications (an L-inf box around each of the first --images correctly classified test
images, `OR_j Y_j >= Y_label`) for each radius of --eps, and runs on each instance
  shardproof robustness verify --timeout T --json        (checked: a witness must lie in its
      box and meet the spec in torch's float64 evaluation; `holds` must not contradict PGD)
  auto_LiRPA 0.3 alpha-CROWN (compute_bounds 'CROWN-Optimized'): certified when every row's
      lower bound is above 0; and PGD (torch) for the counterexamples any sound tool must leave.
Prints one CSV row per instance and a summary. Never part of `make test`.

  bench/robustness/lirpa/.venv/bin/python bench/robustness/fmnist_resnet.py build/cli/shardproof \
      [--timeout 60] [--images 20] [--start 0] [--eps 1/255,2/255,4/255] [--out /tmp/fmnist_resnet]
(auto_LiRPA 0.3 raises an AssertionError in its alpha-CROWN on some of these boxes: such a row
gets nan and counts as not certified.)
"""
import argparse
import gzip
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
spec = importlib.util.spec_from_file_location("cifar_reach", os.path.join(HERE, "cifar_reach.py"))
reach = importlib.util.module_from_spec(spec)
spec.loader.exec_module(reach)
zoo = reach.zoo
DATA = "/usr/share/datasets/fashion-mnist"


def read_idx(path):
    with gzip.open(path, "rb") as f:
        raw = f.read()
    dims = raw[3]
    shape = [int.from_bytes(raw[4 + 4 * i:8 + 4 * i], "big") for i in range(dims)]
    return np.frombuffer(raw, dtype=np.uint8, offset=4 + 4 * dims).reshape(shape)


def build():
    return nn.Sequential(zoo.Norm(1), nn.Conv2d(1, 8, 3, 1, 1), nn.BatchNorm2d(8), nn.ReLU(),
                         reach.Block(8, 8, 1), reach.Block(8, 16, 2), reach.Block(16, 32, 2),
                         nn.Flatten(), nn.Linear(32 * 7 * 7, 100), nn.ReLU(), nn.Linear(100, 10))


def train(model, x, y, epochs, eps, seed):
    gen = torch.Generator().manual_seed(seed)
    opt = torch.optim.Adam(model.parameters(), lr=1e-3)
    loss_fn = nn.CrossEntropyLoss()
    for epoch in range(epochs):
        model.train()
        order = torch.randperm(len(x), generator=gen)
        t0, total = time.time(), 0.0
        for b in range(0, len(x), 128):
            xb, yb = x[order[b:b + 128]], y[order[b:b + 128]]
            if eps > 0:  # FGSM from a random start inside the box, step 1.25 eps
                delta = (torch.rand(xb.shape, generator=gen) * 2 - 1) * eps
                delta.requires_grad_(True)
                loss = loss_fn(model((xb + delta).clamp(0, 1)), yb)
                grad, = torch.autograd.grad(loss, delta)
                delta = (delta + 1.25 * eps * grad.sign()).clamp(-eps, eps).detach()
                xb = (xb + delta).clamp(0, 1)
            loss = loss_fn(model(xb), yb)
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += float(loss) * len(xb)
        print(f"# epoch {epoch + 1}: loss {total / len(x):.4f}, {time.time() - t0:.0f} s", file=sys.stderr)
    return model.eval()


def lirpa_certified(model, x0, lo, hi, C):
    from auto_LiRPA import BoundedModule, BoundedTensor
    from auto_LiRPA.perturbations import PerturbationLpNorm
    bm = BoundedModule(model, torch.zeros_like(x0))
    x = BoundedTensor(x0, PerturbationLpNorm(x_L=lo, x_U=hi))
    bm.set_bound_opts({"optimize_bound_args": {"iteration": 20}})
    t0 = time.time()
    lb, _ = bm.compute_bounds(x=(x,), C=torch.tensor(C, dtype=torch.float32).unsqueeze(0),
                              method="CROWN-Optimized", bound_upper=False)
    return float(lb.min()), time.time() - t0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("binary")
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--images", type=int, default=20)
    ap.add_argument("--start", type=int, default=0, help="test set index to start from")
    ap.add_argument("--eps", default="1/255,2/255,4/255", help="radii in pixel units ([0, 1] images), a/b allowed")
    ap.add_argument("--train-eps", type=float, default=4 / 255)
    ap.add_argument("--epochs", type=int, default=1)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", default="/tmp/fmnist_resnet")
    ap.add_argument("--no-lirpa", action="store_true")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    torch.set_num_threads(2)
    torch.manual_seed(args.seed)
    shape = (1, 1, 28, 28)
    onnx_path = os.path.join(args.out, "fmnist_resnet.onnx")
    state_path = os.path.join(args.out, "fmnist_resnet.pt")
    model = build()
    test_x = torch.tensor(read_idx(f"{DATA}/t10k-images-idx3-ubyte.gz"), dtype=torch.float32).unsqueeze(1) / 255
    test_y = torch.tensor(read_idx(f"{DATA}/t10k-labels-idx1-ubyte.gz").astype(np.int64))
    if os.path.exists(state_path):  # the same seed and options give the same net; reuse it
        model.load_state_dict(torch.load(state_path))
        model.eval()
    else:
        x = torch.tensor(read_idx(f"{DATA}/train-images-idx3-ubyte.gz"), dtype=torch.float32).unsqueeze(1) / 255
        y = torch.tensor(read_idx(f"{DATA}/train-labels-idx1-ubyte.gz").astype(np.int64))
        train(model, x, y, args.epochs, args.train_eps, args.seed)
        torch.save(model.state_dict(), state_path)
    with torch.no_grad():
        accuracy = float((model(test_x).argmax(1) == test_y).float().mean())
    print(f"# test accuracy {accuracy:.4f}", file=sys.stderr)
    torch.onnx.export(model, torch.zeros(shape), onnx_path, opset_version=13, input_names=["x"], output_names=["y"])
    model64 = build().double()
    model64.load_state_dict({k: v.double() if v.is_floating_point() else v for k, v in model.state_dict().items()})
    model64.eval()
    model64.in_shape = shape
    gen = torch.Generator().manual_seed(args.seed + 1)

    print("image,label,eps,result,wall_s,check,lirpa_lower,lirpa_s,pgd_margin")
    picked = 0
    summary = {}
    for i in range(args.start, len(test_x)):
        if picked == args.images:
            break
        x0 = test_x[i:i + 1]
        label = int(test_y[i])
        with torch.no_grad():
            if int(model(x0).argmax()) != label:
                continue
        picked += 1
        C = zoo.spec_rows(label, 10)
        for text in args.eps.split(","):
            num, _, den = text.partition("/")
            eps = float(num) / float(den or 1)
            lo = (x0 - eps).clamp(0, 1)
            hi = (x0 + eps).clamp(0, 1)
            spec_path = os.path.join(args.out, f"img{i}_eps{text.replace('/', '_')}.vnnlib")
            zoo.write_vnnlib(spec_path, lo.flatten().numpy().astype(np.float64), hi.flatten().numpy().astype(np.float64),
                             10, label=label)
            t0 = time.time()
            p = subprocess.run([args.binary, "robustness", "verify", "--model", onnx_path, "--spec", spec_path,
                                "--timeout", str(args.timeout), "--json"], capture_output=True, text=True)
            wall = time.time() - t0
            try:
                report = json.loads(p.stdout)
                result = report.get("result")
            except json.JSONDecodeError:
                report, result = {}, f"error (exit {p.returncode})"
            lo64, hi64 = lo.double().flatten().numpy(), hi.double().flatten().numpy()
            _, margin, _ = zoo.sampled_min(model64, lo64, hi64, C, gen, n_rand=100, pgd_steps=40, pgd_starts=4)
            check = "-"
            if result == "violated":
                check = reach.witness_check(model64, report["witness"]["x"], lo64, hi64, C, shape)
            elif result == "holds":
                check = "no counterexample found" if margin > 0 else f"UNSOUND: PGD margin {margin:.3g}"
            lirpa_lower, lirpa_s = float("nan"), 0.0
            if not args.no_lirpa:
                try:
                    lirpa_lower, lirpa_s = lirpa_certified(model, x0, lo, hi, C)
                except Exception as e:  # auto_LiRPA 0.3 asserts on some of these boxes
                    print(f"# image {i} radius {text}: auto_LiRPA raised {type(e).__name__}: {e}", file=sys.stderr)
            print(f"{i},{label},{text},{result},{wall:.1f},{check},{lirpa_lower:.5f},{lirpa_s:.1f},{margin:.5f}")
            sys.stdout.flush()
            s = summary.setdefault(text, {"n": 0, "holds": 0, "violated": 0, "lirpa": 0, "pgd": 0, "bad": 0, "times": []})
            s["n"] += 1
            s["holds"] += result == "holds"
            s["violated"] += result == "violated"
            s["lirpa"] += lirpa_lower > 0
            s["pgd"] += margin <= 0
            s["bad"] += "WRONG" in check or "UNSOUND" in check
            s["times"].append(wall)
    print(f"\n| radius | instances | shardproof holds | violated | unknown | wrong | median s | "
          f"auto_LiRPA alpha-CROWN certified | PGD counterexamples |")
    print("|---|---|---|---|---|---|---|---|---|")
    for text, s in summary.items():
        unknown = s["n"] - s["holds"] - s["violated"]
        print(f"| {text} | {s['n']} | {s['holds']} | {s['violated']} | {unknown} | {s['bad']} | "
              f"{np.median(s['times']):.1f} | {s['lirpa']} | {s['pgd']} |")


if __name__ == "__main__":
    main()
