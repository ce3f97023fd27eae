#!/usr/bin/env bash
# The package as an outsider sees it: installs this build into a fresh temporary prefix
# (cmake --install BUILD --prefix TMP), checks the layout, then configures, builds and runs
# examples/consumer/ against that prefix alone (find_package(shardproof)).
#   consumer_test.sh CMAKE BUILD_DIR GENERATOR CXX_COMPILER [LAUNCHER]
set -euo pipefail
CMAKE=$1 BUILD=$2 GENERATOR=$3 CXX=$4 LAUNCHER=${5:-}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
PREFIX=$TMP/prefix

"$CMAKE" --install "$BUILD" --prefix "$PREFIX" >/dev/null
for f in bin/shardproof lib/cmake/shardproof/shardproofConfig.cmake include/shardproof/types/mesh.h \
         include/shardproof/partition/ir/program.h include/shardproof/testing/generators.h \
         include/shardproof/testing/oracles.h; do
  [[ -e $PREFIX/$f ]] || { echo "FAIL: the install has no $f"; exit 1; }
done
for lib in types redistribute verify partition exec robustness; do
  [[ -e $PREFIX/lib/libshardproof_$lib.a ]] || { echo "FAIL: the install has no libshardproof_$lib.a"; exit 1; }
done
"$PREFIX/bin/shardproof" --version

# Configure against the prefix only; the source tree's headers must not be needed.
"$CMAKE" -S "$ROOT/examples/consumer" -B "$TMP/consumer" -G "$GENERATOR" -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_CXX_COMPILER="$CXX" ${LAUNCHER:+-DCMAKE_CXX_COMPILER_LAUNCHER=$LAUNCHER} \
  -DCMAKE_PREFIX_PATH="$PREFIX" >/dev/null
if grep -rq -- "-I$ROOT" "$TMP/consumer/build.ninja" 2>/dev/null; then
  echo "FAIL: the consumer compiles with the source tree on its include path"; exit 1
fi
"$CMAKE" --build "$TMP/consumer" >/dev/null
RC_PARAMS="max_success=300" "$TMP/consumer/naive_planner_property"
