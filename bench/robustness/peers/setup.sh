#!/usr/bin/env bash
# Creates bench/robustness/.venv (git-ignored) with the peer verifiers for
# bench/robustness/peers/compare.py: Marabou (maraboupy) and auto_LiRPA (CROWN), plus torch,
# onnx and onnxruntime (compare.py converts the ONNX MLPs to torch itself and checks the
# conversion against onnxruntime). Everything from PyPI.
#
# auto_LiRPA's newest PyPI release (0.3) pins torch<1.13 and imports torch.onnx internals
# removed in torch 2 (and numpy.lib.arraysetops, removed in numpy 2); torch 1.12 has no wheels
# for Python >= 3.11, so the venv uses Python 3.10 (pyenv's, or PYTHON=...).
#   usage: bench/robustness/peers/setup.sh     (prints the installed versions at the end)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
venv=${PEERS_VENV:-$here/../.venv}
py=${PYTHON:-}
if [ -z "$py" ]; then
  for c in python3.10 "$HOME/.pyenv/versions/3.10.13/bin/python3.10" $HOME/.pyenv/versions/3.10*/bin/python3.10; do
    if "$c" -c 'import sys; sys.exit(sys.version_info[:2] != (3, 10))' >/dev/null 2>&1; then py=$c; break; fi
  done
fi
[ -n "$py" ] || { echo "setup.sh: needs Python 3.10 (set PYTHON=...)" >&2; exit 1; }
if [ -x "$venv/bin/python" ] && ! "$venv/bin/python" -c 'import sys; sys.exit(sys.version_info[:2] != (3, 10))'; then
  rm -rf "$venv"   # a venv of another Python (an earlier setup) cannot take torch 1.12
fi
[ -x "$venv/bin/python" ] || "$py" -m venv "$venv"
pip="$venv/bin/python -m pip"
$pip install --upgrade pip wheel >/dev/null
$pip install 'torch==1.12.1' 'torchvision==0.13.1' \
  || $pip install --index-url https://download.pytorch.org/whl/cpu 'torch==1.12.1' 'torchvision==0.13.1'
$pip install 'numpy<2' 'onnx<1.17' 'onnxruntime<1.20' 'maraboupy==2.0.0' 'auto_LiRPA==0.3' tqdm 'setuptools<70'
"$venv/bin/python" - <<'PY'
import importlib.metadata as m
for p in ["torch", "numpy", "onnx", "onnxruntime", "maraboupy", "auto_LiRPA"]:
    try:
        print(f"{p}=={m.version(p)}")
    except m.PackageNotFoundError:
        print(f"{p}: NOT INSTALLED")
for mod in ["maraboupy.Marabou", "auto_LiRPA", "onnxruntime"]:
    try:
        __import__(mod)
        print(f"import {mod}: ok")
    except Exception as e:
        print(f"import {mod}: FAILED ({type(e).__name__}: {e})")
PY
