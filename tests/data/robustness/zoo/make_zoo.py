#!/usr/bin/env python3
"""Builds the convolutional ONNX fixtures of tests/robustness/zoo_test.cpp (issue 14).

Small random-weight networks with the layer kinds VNN-COMP 2021-2023 convolutional benchmarks
use (cifar2020, eran, oval21, sri_resnet_a/b, cifar100_tinyimagenet_resnet, marabou-cifar10,
verivital, cgan): Sub/Div input normalisation, Conv with stride / padding / dilation / groups,
unfused BatchNormalization, MaxPool, AveragePool, GlobalAveragePool, residual Add, Concat,
Flatten / Reshape (also through Shape/Gather/Unsqueeze/Concat), Gemm and MatMul+Add,
LeakyReLU, PReLU, Pad, ConvTranspose, and Sigmoid / Tanh (which the analyzer refuses), each
exported by torch.onnx.export at several opsets. For every network it writes

  NAME.onnx                 the network (kept under 200 KB)
  NAME_eps{S,L}.vnnlib      robustness of a smooth random image x0 (label = argmax f(x0)) in an
                            L-inf box of radius eps, as VNN-COMP writes it: the disjunction
                            OR_{j != label} Y_j >= Y_label; and NAME_y0.vnnlib, one output row
  reference.json            per network: the boxes, float64 sampled minima of the spec rows
                            (random points, box vertices and PGD), auto_LiRPA's CROWN and
                            alpha-CROWN lower bounds of the same rows where auto_LiRPA takes
                            the net, and the expected verdict found independently of shardproof
                            ("violated" when PGD found a counterexample, "holds" when
                            alpha-CROWN proves every row, otherwise "unknown")

Runs in bench/robustness/lirpa/.venv (Debian's torch 1.13 + auto_LiRPA 0.3):
  bench/robustness/lirpa/.venv/bin/python tests/data/robustness/zoo/make_zoo.py [--out DIR]
"""
import argparse
import copy
import json
import os
import sys

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

MEAN = [0.4914, 0.4822, 0.4465]
STD = [0.2470, 0.2435, 0.2616]


class Norm(nn.Module):
    """(x - mean) / std as Sub and Div nodes (cifar2020, eran)."""
    def __init__(self, c):
        super().__init__()
        self.register_buffer("mean", torch.tensor(MEAN[:c]).view(1, c, 1, 1))
        self.register_buffer("std", torch.tensor(STD[:c]).view(1, c, 1, 1))

    def forward(self, x):
        return (x - self.mean) / self.std


class ViewFlat(nn.Module):
    """x.view(x.size(0), -1): Shape, Gather, Unsqueeze, Concat, Reshape in older exports."""
    def forward(self, x):
        return x.view(x.size(0), -1)


class MatMulHead(nn.Module):
    """A Linear on a 3-D tensor: exported as MatMul + Add instead of Gemm."""
    def __init__(self, n_in, n_out):
        super().__init__()
        self.lin = nn.Linear(n_in, n_out)

    def forward(self, x):
        return self.lin(x.reshape(x.shape[0], 1, -1)).reshape(x.shape[0], -1)


class Block(nn.Module):
    """ResNet basic block (sri_resnet_a/b, cifar100_tinyimagenet_resnet)."""
    def __init__(self, cin, cout, stride):
        super().__init__()
        self.c1 = nn.Conv2d(cin, cout, 3, stride, 1, bias=False)
        self.b1 = nn.BatchNorm2d(cout)
        self.c2 = nn.Conv2d(cout, cout, 3, 1, 1, bias=False)
        self.b2 = nn.BatchNorm2d(cout)
        self.short = None
        if stride != 1 or cin != cout:
            self.short = nn.Sequential(nn.Conv2d(cin, cout, 1, stride, bias=False), nn.BatchNorm2d(cout))

    def forward(self, x):
        y = self.b2(self.c2(F.relu(self.b1(self.c1(x)))))
        return F.relu(y + (x if self.short is None else self.short(x)))


class ResNet(nn.Module):
    def __init__(self, c=3, w=4, classes=5):
        super().__init__()
        self.norm = Norm(c)
        self.stem = nn.Conv2d(c, w, 3, 1, 1)
        self.bn = nn.BatchNorm2d(w)
        self.b1 = Block(w, w, 1)
        self.b2 = Block(w, 2 * w, 2)
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Linear(2 * w, classes)

    def forward(self, x):
        x = F.relu(self.bn(self.stem(self.norm(x))))
        x = self.b2(self.b1(x))
        return self.fc(torch.flatten(self.pool(x), 1))


class PreActResNet(nn.Module):
    """Skip connections from values that are not ReLU outputs (pre-activation blocks)."""
    def __init__(self, c=1, w=3, classes=4):
        super().__init__()
        self.stem = nn.Conv2d(c, w, 3, 1, 1)
        self.c1 = nn.Conv2d(w, w, 3, 1, 1)
        self.c2 = nn.Conv2d(w, w, 3, 1, 1)
        self.fc = nn.Linear(w * 36, classes)

    def forward(self, x):
        x = self.stem(x)
        x = x + self.c2(F.relu(self.c1(F.relu(x))))
        x = x - 0.5 * self.c1(F.relu(x))
        return self.fc(torch.flatten(F.relu(x), 1))


class Inception(nn.Module):
    """Two branches from one value concatenated along the channels."""
    def __init__(self, c=3, classes=4):
        super().__init__()
        self.a = nn.Conv2d(c, 3, 1)
        self.b = nn.Conv2d(c, 2, 3, 1, 1)
        self.c = nn.Conv2d(5, 4, 3, 2, 1)
        self.fc = nn.Linear(4 * 16, classes)

    def forward(self, x):
        y = torch.cat([F.relu(self.a(x)), F.relu(self.b(x))], dim=1)
        return self.fc(torch.flatten(F.relu(self.c(y)), 1))


def seq(*layers):
    return nn.Sequential(*layers)


# name -> (builder, input shape, opsets)
NETS = {
    "norm_conv": (lambda: seq(Norm(3), nn.Conv2d(3, 4, 3, 2, 1), nn.ReLU(), nn.Conv2d(4, 6, 3, 1, 2, dilation=2), nn.ReLU(),
                              ViewFlat(), nn.Linear(96, 16), nn.ReLU(), nn.Linear(16, 5)), (1, 3, 8, 8), (11, 13, 17)),
    "groups": (lambda: seq(nn.Conv2d(3, 6, 3, 1, 1), nn.ReLU(), nn.Conv2d(6, 6, 3, 1, 1, groups=3), nn.ReLU(),
                           nn.Conv2d(6, 6, 3, 2, 1, groups=6), nn.ReLU(), nn.Flatten(), nn.Linear(96, 4)), (1, 3, 8, 8), (13,)),
    "batchnorm": (lambda: seq(nn.Conv2d(1, 4, 3, 1, 1), nn.BatchNorm2d(4), nn.ReLU(), nn.Conv2d(4, 4, 3, 2, 1), nn.ReLU(),
                              nn.BatchNorm2d(4), nn.Flatten(), nn.Linear(36, 12), nn.BatchNorm1d(12), nn.ReLU(),
                              nn.Linear(12, 4)), (1, 1, 6, 6), (11, 13)),
    "maxpool": (lambda: seq(nn.Conv2d(1, 4, 3, 1, 1), nn.ReLU(), nn.MaxPool2d(3, 2, 1), nn.Conv2d(4, 4, 3, 1, 1), nn.ReLU(),
                            nn.MaxPool2d(2), nn.Flatten(), nn.Linear(16, 4)), (1, 1, 8, 8), (11, 17)),
    "maxpool_dilated": (lambda: seq(nn.Conv2d(1, 3, 3, 1, 1), nn.ReLU(), nn.MaxPool2d(2, 1, dilation=2), nn.Flatten(),
                                    nn.Linear(48, 4)), (1, 1, 6, 6), (13,)),
    "avgpool": (lambda: seq(nn.Conv2d(3, 4, 3, 1, 1), nn.ReLU(), nn.AvgPool2d(2, 2), nn.Conv2d(4, 6, 3, 1, 1), nn.ReLU(),
                            nn.AvgPool2d(3, 1, 1, count_include_pad=False), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(),
                            nn.Linear(6, 4)), (1, 3, 8, 8), (11, 13)),
    "resnet": (lambda: ResNet(), (1, 3, 8, 8), (11, 13, 17)),
    "preact_resnet": (lambda: PreActResNet(), (1, 1, 6, 6), (13,)),
    "matmul": (lambda: seq(Norm(1), nn.Conv2d(1, 3, 3, 2, 1), nn.ReLU(), MatMulHead(27, 10), nn.ReLU(), nn.Linear(10, 3)),
               (1, 1, 6, 6), (13,)),
    "leaky": (lambda: seq(nn.Conv2d(1, 4, 3, 1, 1), nn.LeakyReLU(0.1), nn.Conv2d(4, 4, 3, 2, 1), nn.PReLU(4),
                          nn.Flatten(), nn.Linear(36, 4)), (1, 1, 6, 6), (13,)),
    "pad": (lambda: seq(nn.ZeroPad2d((1, 2, 0, 1)), nn.Conv2d(1, 3, 3, 1, 0), nn.ReLU(), nn.ConstantPad2d(1, 0.5),
                        nn.Conv2d(3, 3, 3, 2, 0), nn.ReLU(), nn.Flatten(), nn.Linear(36, 4)), (1, 1, 6, 6), (11, 13)),
    "conv_transpose": (lambda: seq(nn.Conv2d(1, 3, 3, 2, 1), nn.ReLU(), nn.ConvTranspose2d(3, 2, 3, 2, 1, output_padding=1),
                                   nn.ReLU(), nn.Flatten(), nn.Linear(72, 4)), (1, 1, 6, 6), (13,)),
    "concat": (lambda: Inception(), (1, 3, 8, 8), (11, 13)),
    "sigmoid": (lambda: seq(nn.Conv2d(1, 3, 3, 2, 1), nn.Sigmoid(), nn.Flatten(), nn.Linear(27, 3)), (1, 1, 6, 6), (13,)),
    "tanh": (lambda: seq(nn.Conv2d(1, 3, 3, 2, 1), nn.Tanh(), nn.Flatten(), nn.Linear(27, 3)), (1, 1, 6, 6), (13,)),
}
EPS = {"S": 0.004, "L": 0.1}
# Also exported with a dynamic batch dimension (NAME_opNdyn.onnx): Shape/Gather/... around Reshape.
DYNAMIC = {"norm_conv": 11, "resnet": 13}


def randomise(model, gen):
    """Random weights and non-trivial BatchNorm statistics (a fresh BN is the identity)."""
    with torch.no_grad():
        for m in model.modules():
            if isinstance(m, (nn.BatchNorm1d, nn.BatchNorm2d)):
                m.weight.uniform_(0.5, 1.5, generator=gen)
                m.bias.uniform_(-0.2, 0.2, generator=gen)
                m.running_mean.uniform_(-0.3, 0.3, generator=gen)
                m.running_var.uniform_(0.5, 2.0, generator=gen)
            if isinstance(m, nn.PReLU):
                m.weight.uniform_(0.05, 0.3, generator=gen)
    model.eval()
    return model


def smooth_image(shape, gen):
    """A 'real-looking' input: low-frequency noise in [0, 1]."""
    small = torch.rand((1, shape[1], 3, 3), generator=gen, dtype=torch.float64)
    img = F.interpolate(small, size=shape[2:], mode="bilinear", align_corners=True)
    img = img + 0.05 * torch.randn(shape, generator=gen, dtype=torch.float64)
    return img.clamp(0, 1)


def spec_rows(label, n_out):
    """Rows c with the property 'holds' iff c.y > 0 for every row (margins Y_label - Y_j)."""
    rows = []
    for j in range(n_out):
        if j != label:
            c = np.zeros(n_out)
            c[label], c[j] = 1.0, -1.0
            rows.append(c)
    return np.array(rows)


def write_vnnlib(path, lo, hi, n_out, label=None, y0_bound=None):
    with open(path, "w") as f:
        f.write(f"; generated by make_zoo.py\n")
        for i in range(lo.size):
            f.write(f"(declare-const X_{i} Real)\n")
        for j in range(n_out):
            f.write(f"(declare-const Y_{j} Real)\n")
        for i in range(lo.size):
            f.write(f"(assert (>= X_{i} {lo[i]!r}))\n(assert (<= X_{i} {hi[i]!r}))\n")
        if label is not None:
            f.write("(assert (or\n")
            for j in range(n_out):
                if j != label:
                    f.write(f"  (and (>= Y_{j} Y_{label}))\n")
            f.write("))\n")
        else:
            f.write(f"(assert (>= Y_0 {y0_bound!r}))\n")


def sampled_min(model64, lo, hi, C, gen, n_rand=2000, pgd_steps=60, pgd_starts=8):
    """Float64 minimum over sampled points of every row of C, and of the spec's margin
    min_rows(c.y) (negative: a counterexample). Random points, corners, and PGD on the margin."""
    lo_t, hi_t = torch.tensor(lo).view(1, -1), torch.tensor(hi).view(1, -1)
    Ct = torch.tensor(C)
    shape = model64.in_shape
    pts = lo_t + (hi_t - lo_t) * torch.rand((n_rand, lo.size), generator=gen, dtype=torch.float64)
    corners = torch.where(torch.rand((n_rand, lo.size), generator=gen) < 0.5, lo_t, hi_t)
    pts = torch.cat([pts, corners])
    best_rows = np.full(C.shape[0], np.inf)
    best_margin, best_x = np.inf, None
    with torch.no_grad():
        for chunk in pts.split(500):
            y = model64(chunk.view(-1, *shape[1:]))
            v = y @ Ct.T
            best_rows = np.minimum(best_rows, v.min(0).values.numpy())
            m = v.min(1).values
            k = int(m.argmin())
            if float(m[k]) < best_margin:
                best_margin, best_x = float(m[k]), chunk[k].numpy().copy()
    for target in [None] + list(range(C.shape[0])):  # the margin, then each row alone
        for s in range(pgd_starts if target is None else 2):
            x = (lo_t + (hi_t - lo_t) * torch.rand(lo_t.shape, generator=gen, dtype=torch.float64)).requires_grad_(True)
            step = (hi_t - lo_t).max().item() / 10
            for it in range(pgd_steps):
                v = model64(x.view(shape)) @ Ct.T
                obj = v.min() if target is None else v[0, target]
                g, = torch.autograd.grad(obj, x)
                with torch.no_grad():
                    x -= step * g.sign()
                    x.copy_(torch.max(torch.min(x, hi_t), lo_t))
                    vv = (model64(x.view(shape)) @ Ct.T)[0]
                    best_rows = np.minimum(best_rows, vv.numpy())
                    if float(vv.min()) < best_margin:
                        best_margin, best_x = float(vv.min()), x[0].numpy().copy()
                step *= 0.95
    return best_rows, best_margin, best_x


def lirpa_bounds(model, x0, lo, hi, C, shape):
    """auto_LiRPA's (float32) CROWN and alpha-CROWN lower bounds of the rows of C over the box, or the
    reason it could not."""
    try:
        from auto_LiRPA import BoundedModule, BoundedTensor
        from auto_LiRPA.perturbations import PerturbationLpNorm
        # float32: auto_LiRPA 0.3 fails on several of these nets in float64 (dtype mismatches)
        m = BoundedModule(copy.deepcopy(model).float(), torch.zeros(shape), device="cpu", verbose=False)
        f32 = lambda a: torch.tensor(a, dtype=torch.float32)
        ptb = PerturbationLpNorm(x_L=f32(lo).view(shape), x_U=f32(hi).view(shape))
        xt = BoundedTensor(f32(x0).view(shape), ptb)
        Ct = f32(C).unsqueeze(0)
        out = {}
        lb, _ = m.compute_bounds(x=(xt,), C=Ct, method="CROWN")
        out["crown"] = lb[0].tolist()
        m.set_bound_opts({"optimize_bound_args": {"iteration": 50, "lr_alpha": 0.1}})
        lb, _ = m.compute_bounds(x=(xt,), C=Ct, method="CROWN-Optimized")
        out["alpha_crown"] = lb[0].tolist()
        return out
    except Exception as e:  # noqa: BLE001 - any failure of auto_LiRPA is recorded, not fatal
        return {"lirpa_error": f"{type(e).__name__}: {str(e).splitlines()[0][:200] if str(e) else ''}"}


class Shaped(nn.Module):
    """model64 takes flat points; keeps the input shape."""
    def __init__(self, model, shape):
        super().__init__()
        self.m = model
        self.in_shape = shape

    def forward(self, x):
        return self.m(x.view(-1, *self.in_shape[1:]))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.dirname(os.path.abspath(__file__)))
    ap.add_argument("--only", default="")
    args = ap.parse_args()
    torch.set_num_threads(1)
    os.makedirs(args.out, exist_ok=True)
    ref_path = os.path.join(args.out, "reference.json")
    ref = json.load(open(ref_path)) if os.path.exists(ref_path) and args.only else {}
    for idx, (name, (build, shape, opsets)) in enumerate(NETS.items()):
        if args.only and name not in args.only.split(","):
            continue
        gen = torch.Generator().manual_seed(1000 + idx)
        torch.manual_seed(1000 + idx)
        model = randomise(build(), gen)
        x0 = smooth_image(shape, gen)
        with torch.no_grad():
            y0 = copy.deepcopy(model).double()(x0)[0].numpy()
        n_out = y0.size
        label = int(np.argmax(y0))
        entry = {"input_shape": list(shape), "opsets": list(opsets), "label": label, "x0": x0.flatten().tolist(),
                 "y0": y0.tolist(), "specs": {}}
        for op in opsets:
            path = os.path.join(args.out, f"{name}_op{op}.onnx")
            torch.onnx.export(model, x0.float(), path, opset_version=op, input_names=["input"], output_names=["output"],
                              training=torch.onnx.TrainingMode.PRESERVE, do_constant_folding=True)
            assert os.path.getsize(path) < 200_000, path
            if DYNAMIC.get(name) == op:
                torch.onnx.export(model, x0.float(), path.replace(".onnx", "dyn.onnx"), opset_version=op,
                                  input_names=["input"], output_names=["output"], dynamic_axes={"input": {0: "N"}, "output": {0: "N"}},
                                  training=torch.onnx.TrainingMode.PRESERVE, do_constant_folding=True)
        model64 = Shaped(copy.deepcopy(model).double(), shape)
        flat0 = x0.flatten().numpy()
        for tag, eps in EPS.items():
            lo, hi = np.clip(flat0 - eps, 0, 1), np.clip(flat0 + eps, 0, 1)
            C = spec_rows(label, n_out)
            write_vnnlib(os.path.join(args.out, f"{name}_eps{tag}.vnnlib"), lo, hi, n_out, label=label)
            rows, margin, wx = sampled_min(model64, lo, hi, C, gen)
            s = {"eps": eps, "rows": C.tolist(), "sampled_row_min": rows.tolist(), "sampled_margin_min": margin}
            s.update(lirpa_bounds(model, flat0, lo, hi, C, shape))
            if margin < 0:
                s["expected"], s["counterexample"] = "violated", wx.tolist()
            elif "alpha_crown" in s and min(s["alpha_crown"]) > 0 and all(
                    b <= r + 1e-5 for b in (s["crown"], s["alpha_crown"]) for b, r in zip(b, rows)):
                s["expected"] = "holds"
            elif "alpha_crown" in s and min(s["alpha_crown"]) > 0:
                # auto_LiRPA's bound above a sampled value: its bound is wrong (it happens on
                # AveragePool with count_include_pad=0), so it proves nothing here
                s["expected"], s["lirpa_unsound"] = "unknown", True
            else:
                s["expected"] = "unknown"
            entry["specs"][f"eps{tag}"] = s
            print(name, tag, s["expected"], "sampled", np.round(rows, 3).tolist(),
                  "crown", np.round(s.get("crown", []), 3).tolist(), s.get("lirpa_error", ""), flush=True)
        # One output row, Y_0 >= t, with t between the sampled maximum of Y_0 on the small box
        # and far above it: a spec with a single constraint (holds iff max Y_0 < t: violated here).
        lo, hi = np.clip(flat0 - EPS["S"], 0, 1), np.clip(flat0 + EPS["S"], 0, 1)
        C = -np.eye(n_out)[:1]
        rows, margin, wx = sampled_min(model64, lo, hi, C, gen, n_rand=500)
        t = float(-rows[0]) - 1e-3  # slightly below the largest Y_0 found: a known counterexample
        write_vnnlib(os.path.join(args.out, f"{name}_y0.vnnlib"), lo, hi, n_out, y0_bound=t)
        entry["specs"]["y0"] = {"eps": EPS["S"], "rows": [[0.0] * n_out], "threshold": t, "expected": "violated",
                                "counterexample": wx.tolist()}
        ref[name] = entry
    with open(ref_path, "w") as f:
        json.dump(ref, f, indent=1)


if __name__ == "__main__":
    sys.exit(main())
