"""Writes the CIFAR-10 test images behind VNN-COMP 2022's oval21 specifications as CSV
(`label,pixel_0,...,pixel_3071`, pixels 0..255 in the nets' [C, H, W] order), one file per
net: bench/robustness/oval21_images/NET.csv. Each specification's box is the L-inf ball of
radius eps / 0.225 around the normalised image (x / 255 - mean_c) / 0.225, mean = (0.485, 0.456,
0.406), clipped to the normalised [0, 1]: the image is the box centre where the box is not
clipped and the unclipped side -+ the radius where it is; the script checks that every
recovered pixel is an integer (within 1e-3) and takes the label from the disjunction
`(<= Y_label Y_j)`. Used by `robustness audit --mean 0.485,0.456,0.406 --std 0.225`.
  usage: python3 bench/robustness/oval21_images.py [DATA_DIR]
"""
import glob
import os
import re
import sys

import numpy as np

here = os.path.dirname(os.path.abspath(__file__))
data = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "..", "..", "shared", "data", "robustness")
mean = np.repeat([0.485, 0.456, 0.406], 1024)
std = 0.225
out_dir = os.path.join(here, "oval21_images")
os.makedirs(out_dir, exist_ok=True)
for net in ["cifar_base_kw", "cifar_deep_kw", "cifar_wide_kw"]:
    lines = []
    for path in sorted(glob.glob(os.path.join(data, "oval21", f"{net}-img*.vnnlib"))):
        text = open(path).read()
        lo, hi = np.full(3072, np.nan), np.full(3072, np.nan)
        for op, i, v in re.findall(r"\(assert \((<=|>=) X_(\d+) ([-+0-9.eE]+)\)\)", text):
            (hi if op == "<=" else lo)[int(i)] = float(v)
        assert not np.isnan(lo).any() and not np.isnan(hi).any(), path
        label = int(re.findall(r"\(and \(<= Y_(\d+) Y_", text)[0])
        radius = float(re.search(r"eps([0-9.]+)\.vnnlib$", path).group(1)) / std
        low_clip = np.isclose(lo, (0 - mean) / std, atol=1e-6)
        high_clip = np.isclose(hi, (1 - mean) / std, atol=1e-6)
        x = np.where(low_clip & ~high_clip, hi - radius, np.where(high_clip & ~low_clip, lo + radius, (lo + hi) / 2))
        pixels = (x * std + mean) * 255
        off = np.abs(pixels - np.round(pixels)).max()
        assert off < 1e-3, f"{path}: recovered pixels are not integers (off by {off})"
        lines.append(",".join([str(label)] + [str(int(p)) for p in np.clip(np.round(pixels), 0, 255)]))
    with open(os.path.join(out_dir, f"{net}.csv"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"{net}: {len(lines)} images -> {os.path.relpath(os.path.join(out_dir, net + '.csv'))}")
