#!/usr/bin/env bash
# make proofs: builds and runs the proofs runner (every lemma, the full bounded-exhaustive check).
#   scripts/proofs.sh build
set -euo pipefail
BUILD_DIR=${1:-build}
cmake --build "$BUILD_DIR" --target proofs_runner
"$BUILD_DIR/proofs/proofs_runner"
