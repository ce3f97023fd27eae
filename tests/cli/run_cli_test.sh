#!/usr/bin/env bash
# `shardproof run` end to end: a sharded program runs on 8 local devices and agrees with the
# reference (exit 0), --json carries the comparison and the measured bytes, the user's own
# arrays come from .npy files by jax.arg_info name or index, and bad input (unknown backend,
# missing, mis-shaped or mistyped .npy, an op without a kernel, no GPU for nccl, an MPI world
# that was not started) exits 2 with a message naming the flag or the file and line; a
# `.mlir.gz` runs as its text, and an ill-conditioned program reads inconclusive (exit 3).
set -u
sp="$1"
models="$(dirname "$0")/../../examples/models"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# shellcheck source=../support/cli_check.sh
source "$(dirname "$0")/../support/cli_check.sh"

# .npy files written with the standard library only (shape, little-endian type code, fill).
npy() {
  python3 - "$@" <<'PY'
import struct, sys
path, descr, fill = sys.argv[1], sys.argv[2], float(sys.argv[3])
shape = tuple(int(d) for d in sys.argv[4:])
n = 1
for d in shape: n *= d
code = {'<f4': 'f', '<f8': 'd', '<i4': 'i'}[descr]
header = "{'descr': '%s', 'fortran_order': False, 'shape': (%s), }" % (descr, ''.join('%d, ' % d for d in shape))
header += ' ' * ((64 - (10 + len(header) + 1) % 64) % 64) + '\n'
with open(path, 'wb') as f:
    f.write(b'\x93NUMPY\x01\x00' + struct.pack('<H', len(header)) + header.encode())
    f.write(struct.pack('<%d%s' % (n, code), *([fill] * n)))
PY
}

mlp="$models/mlp_tp.shardy.mlir"   # arguments 512x2048, 2048, 2048x512, 512, 8x128x512 (f32)
check agrees 0 'every output agrees with the reference' -- run "$mlp" --repeat 2
check measured_bytes 0 'all_reduce +x1 +received 3.50 MiB / 3.50 MiB' -- run "$mlp" --repeat 1
check json 0 '"agrees": true' -- run "$mlp" --repeat 1 --json
check json_collectives 0 '"measured_recv_bytes": 3670016' -- run "$mlp" --repeat 1 --json
check shard_map 0 'every output agrees' -- run "$models/shardmap_collectives.shardy.mlir" --repeat 1
check unverified_is_loud 0 'WARNING: --unverified' -- run "$mlp" --repeat 1 --unverified

mkdir -p "$tmp/in"
npy "$tmp/in/0.npy" '<f4' 0.01 512 2048
npy "$tmp/in/1.npy" '<f4' 0.5 2048
npy "$tmp/in/arg2.npy" '<f4' 0.02 2048 512
npy "$tmp/in/3.npy" '<f4' -0.25 512
npy "$tmp/in/4.npy" '<f4' 1.0 8 128 512
check npy_inputs 0 'every output agrees' -- run "$mlp" --repeat 1 --inputs "$tmp/in"
mv "$tmp/in/3.npy" "$tmp/three.npy"
check npy_missing 2 '^--inputs: error: no 3.npy or arg3.npy in .* for argument 3 \(tensor<512xf32>\)' -- run "$mlp" --inputs "$tmp/in"
npy "$tmp/in/3.npy" '<f4' 1.0 256
check npy_shape 2 '3.npy: error: shape \(256\) but argument 3 is tensor<512xf32>' -- run "$mlp" --inputs "$tmp/in"
npy "$tmp/in/3.npy" '<f8' 1.0 512
check npy_dtype 2 '3.npy: error: element type f64 but argument 3 is tensor<512xf32>' -- run "$mlp" --inputs "$tmp/in"
printf 'garbage' > "$tmp/in/3.npy"
check npy_garbage 2 '3.npy: error: not a .npy file' -- run "$mlp" --inputs "$tmp/in"
check inputs_not_dir 2 '^--inputs: error: .* is not a directory' -- run "$mlp" --inputs "$tmp/nope"

check unknown_backend 2 "^--backend: error: unknown backend 'tpu' \(local, mpi, nccl\)" -- run "$mlp" --backend tpu
check nccl_without_gpu 2 '^--backend: error: .*(nccl needs a CUDA GPU|not compiled)' -- run "$mlp" --backend nccl
# Not started by mpirun: a world of one rank cannot hold 8 devices.
check mpi_without_mpirun 2 '^--backend: error' -- run "$mlp" --backend mpi
check bad_repeat 2 '^--repeat: error' -- run "$mlp" --repeat 0
# The conditioning term: references on perturbed inputs, reported per output.
check perturbed_references 0 '"max_sensitivity"' -- run "$mlp" --repeat 1 --perturbed-references 1 --json
check bad_perturbed_references 2 '^--perturbed-references: error' -- run "$mlp" --perturbed-references -1

# An opaque custom call (a kernel shardproof cannot see) is refused, naming its target.
printf 'module {\n  func.func public @main(%%arg0: tensor<8xf32>) -> tensor<8xf32> {\n    %%0 = stablehlo.custom_call @my_vendor_kernel(%%arg0) : (tensor<8xf32>) -> tensor<8xf32>\n    return %%0 : tensor<8xf32>\n  }\n}\n' > "$tmp/no_kernel.mlir"
check no_kernel 2 'no_kernel.mlir:3: error: stablehlo.custom_call @my_vendor_kernel has no kernel in the executor' -- run "$tmp/no_kernel.mlir"
check partial_auto 2 'shardmap_partial_auto.shardy.mlir:33: error: .*partial-auto' -- run "$models/shardmap_partial_auto.shardy.mlir" --repeat 1

# What cannot run here is refused before anything runs: an fp8 argument (no arithmetic on it),
# arguments larger than the host's free memory (a 392 GiB probe of bench/targets).
data="$(dirname "$0")/../data"
check fp8_argument 2 'lowp_dtypes_2x4.shardy.mlir: error: argument 5 \(tensor<64x256xf8E4M3FN>\): no arithmetic on f8E4M3FN in the executor' -- run "$data/narrow_floats/lowp_dtypes_2x4.shardy.mlir"
check too_big_for_host 2 'hbm_probe_100352.shardy.mlir: error: the arguments alone take 392 GiB, more than the .* of memory free on this host' -- run "$(dirname "$0")/../../bench/targets/programs/hbm_probe_100352.shardy.mlir"
# A program stored gzip'd reads as its text (the reach sets); a cut copy is a whole-file error.
reach="$(dirname "$0")/../data/reach"
check gzip_program 0 'every output agrees' -- run "$reach/hf_albert.shardy.mlir.gz" --repeat 1
head -c 400 "$reach/hf_albert.shardy.mlir.gz" > "$tmp/cut.shardy.mlir.gz"
check gzip_truncated 2 'cut.shardy.mlir.gz: error: cannot read file \(truncated gzip data\)' -- run "$tmp/cut.shardy.mlir.gz"
# Equinox's GRU, chaotic on random weights: every element beyond the rules moves as far on the
# partitioned side under rounding-sized perturbations (a NaN on one side among them): exit 3.
check inconclusive 3 '^INCONCLUSIVE: the reference is ill-conditioned on these inputs' -- run "$reach/more/eqx_gru_scan_train.shardy.mlir.gz" --repeat 1

finish run_cli
