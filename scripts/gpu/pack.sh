#!/usr/bin/env bash
# Packs what a run on the lent GPU machine needs and that machine lacks: the binaries built
# here (CUDA code compiled for sm_90, the H100/H200), the shared libraries they link
# that are not in its image (Z3, GLPK, fmt, protobuf, Open MPI's runtime, ...), and oval21's
# networks from ../shared (the robustness step). NCCL, the CUDA
# runtime and cuBLAS are left out: the image has them (its CUDA toolkit and the nvidia-*
# Python wheels), and NCCL alone is 200 MB. Output: .gpu/pack.tar.xz (git-ignored), named in
# the device run's `carry`; scripts/gpu/session.sh unpacks it there.
#
#   scripts/gpu/pack.sh build            # build/cli/shardproof and the GPU checks of build/
set -euo pipefail
build=${1:-build}
root=$(cd "$(dirname "$0")/../.." && pwd)
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/bin" "$stage/lib"
bins=("$build/cli/shardproof")
for b in "$build"/tests/exec/nccl_exec_check "$build"/tests/exec/gpu_kernels_check "$build"/tests/robustness/robustness_conv_tests; do
  [[ -f $b && -x $b ]] && bins+=("$b")
done
for b in "${bins[@]}"; do
  cp "$b" "$stage/bin/"
  ldd "$b" | awk '$3 ~ /^\// {print $3}' |
    grep -v -E '/(libc|libm|libdl|libpthread|librt|ld-linux-x86-64)\.so|libnccl|libcudart|libcublas|libcuda\.so|libstdc\+\+|libgcc_s|libz\.so' |
    while read -r lib; do cp -nL "$lib" "$stage/lib/"; done
done
# oval21 (the robustness step's networks and specifications): not in the repository
oval21=$root/../shared/data/robustness/oval21
[[ -d $oval21 ]] && mkdir -p "$stage/data" && cp -r "$oval21" "$stage/data/"
mkdir -p "$root/.gpu"
tar -C "$stage" -cJf "$root/.gpu/pack.tar.xz" bin lib $( [[ -d $stage/data ]] && echo data )
grep -qx '/.gpu/' "$root/.git/info/exclude" 2>/dev/null || { mkdir -p "$root/.git/info"; echo '/.gpu/' >> "$root/.git/info/exclude"; }
ls -la "$root/.gpu/pack.tar.xz"
tar -tJf "$root/.gpu/pack.tar.xz" | sed 's/^/  /'
