#!/usr/bin/env bash
# Creates bench/.venv with JAX (CPU) and the third-party model libraries from PyPI. Idempotent.
# Usage: bash bench/models/setup.sh   (from anywhere)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
venv="$here/../.venv"
py="${PYTHON:-python3}"
if [ ! -x "$venv/bin/python" ]; then
  "$py" -m venv "$venv"
fi
"$venv/bin/python" -m pip install --quiet --upgrade pip
# requirements-thirdparty.txt: the model libraries of export_thirdparty.py (about 4 GB with
# tensorflow); SHARDPROOF_NO_THIRDPARTY=1 installs JAX only.
reqs=(-r "$here/requirements.txt")
if [ "${SHARDPROOF_NO_THIRDPARTY:-0}" != 1 ]; then
  reqs+=(-r "$here/requirements-thirdparty.txt")
fi
"$venv/bin/python" -m pip install --quiet "${reqs[@]}"
"$venv/bin/python" -c 'import jax, jaxlib; print("jax", jax.__version__, "jaxlib", jaxlib.__version__)'
