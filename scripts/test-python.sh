#!/usr/bin/env bash
# `make test-python`: the Python package (python/) installed with pip into a scratch folder
# and tested with pytest in a virtual environment that has JAX (default bench/.venv), against
# the binary in BUILD_DIR. Not part of `make test`: it needs JAX and pytest from PyPI.
#   scripts/test-python.sh BUILD_DIR VENV
set -euo pipefail
build_dir=${1:-build}
venv=${2:-bench/.venv}
python="$venv/bin/python"
if ! "$python" -c 'import jax' 2>/dev/null; then
  echo "test-python: no JAX in $venv (give VENV=path/to/a/venv with JAX)" >&2
  exit 1
fi
# pytest is a test-only dependency; JAX is the only one at run time.
"$python" -c 'import pytest' 2>/dev/null || "$python" -m pip install -q pytest
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# Installed as a user would (pip install ./python), into the scratch folder so the venv is
# left as it was; --no-deps: JAX is already there; no build isolation: setuptools is too.
# From a copy: pip builds in place and would leave build/ and *.egg-info in the tree.
cp -r python "$scratch/python"
"$python" -m pip install -q --no-deps --no-build-isolation --target "$scratch/site" "$scratch/python"
export PYTHONPATH="$scratch/site"
export SHARDPROOF_BIN="$(cd "$build_dir" && pwd)/cli/shardproof"
export XLA_FLAGS="${XLA_FLAGS:-} --xla_force_host_platform_device_count=8"
export JAX_PLATFORMS=cpu
# -p no:cacheprovider: no .pytest_cache in the tree; the tests import shardproof from the
# installed copy (python/src is not on the path).
"$python" -m pytest -q -p no:cacheprovider python/tests examples/python
