#!/usr/bin/env bash
# Benchmarks over the model zoo (examples/models). Usage: bench/models/run.sh BUILD_DIR
# (a build with the 'shardproof' target).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
build="${1:?usage: bench/models/run.sh BUILD_DIR}"

# Per-device memory: our estimate vs XLA's memory_analysis() (issue 4; bench/RESULTS.md).
python3 "$here/compare_memory.py" "$build"

# `check` at scale: 12-96 unrolled GPT-2 layers (issue 4, "Scale"; bench/RESULTS.md).
"$here/run_scale.sh" "$build"
