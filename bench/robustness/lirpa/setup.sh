#!/usr/bin/env bash
# Creates bench/robustness/lirpa/.venv (git-ignored) for oval21_bounds.py: auto_LiRPA's
# alpha-CROWN next to shardproof's bounds on oval21. Never part of `make test`.
#
# auto_LiRPA's newest PyPI release (0.3) pins torch < 1.13, which has no wheels for this
# machine's Python 3.11; Debian's python3-torch (1.13.1, CPU) runs it (measured: imports and
# bounds the oval21 nets). So torch, torchvision and onnx come from Debian and the venv sees
# them (--system-site-packages, Debian's /usr/bin/python3); auto_LiRPA and the small pure-Python
# packages it imports come from PyPI without their pins (--no-deps).
#   usage: bench/robustness/lirpa/setup.sh      (as root: installs the Debian packages)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
venv=$here/.venv
if ! /usr/bin/python3 -c 'import torch, torchvision, onnx' 2>/dev/null; then
  apt-get install -y --no-install-recommends python3-torch python3-torchvision python3-onnx
fi
[ -x "$venv/bin/python" ] || /usr/bin/python3 -m venv --system-site-packages "$venv"
"$venv/bin/python" -m pip install --no-deps 'auto_LiRPA==0.3' 'onnx2pytorch==0.4.1' tqdm appdirs
"$venv/bin/python" -c 'import torch, auto_LiRPA, onnx2pytorch; print("torch", torch.__version__, "auto_LiRPA", auto_LiRPA.__version__)'
