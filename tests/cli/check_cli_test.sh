#!/usr/bin/env bash
# `shardproof check` end to end: sound programs exit 0, a blown memory budget exits 1 with
# the error at the op of the peak, bad input exits 2 with file:line:col, --json carries the
# schema, -o writes a program that reads back.
set -u
sp="$1"
models="$(dirname "$0")/../../examples/models"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# shellcheck source=../support/cli_check.sh
source "$(dirname "$0")/../support/cli_check.sh"

check sound 0 'all proved' -- check "$models/transformer_2d.shardy.mlir" --memory-budget 80GiB --verbose
check megatron 0 'all_reduce +over \{"_axis_0"\} +x1' -- check "$models/mlp_tp.gspmd.mlir" --verbose
check budget 1 ':[0-9]+: error: peak memory .* exceeds the budget' -- check "$models/mlp_tp.gspmd.mlir" --memory-budget 1MiB --verbose
check json 0 '"redistributions_proved"' -- check "$models/mlp_2d.shardy.mlir" --json
check json_peak 0 '"peak_memory_bytes"' -- check "$models/mlp_2d.shardy.mlir" --json
check shard_map 0 'all_reduce|psum|collectives' -- check "$models/shardmap_megatron_mlp.shardy.mlir" --verbose
check annotated 0 'all proved' -- check "$models/mlp_fsdp.gspmd.mlir" -o "$tmp/annotated.mlir" --verbose
check annotated_reads_back 0 'all proved' -- check "$tmp/annotated.mlir" --verbose
grep -q 'sdy.sharding' "$tmp/annotated.mlir" && pass=$((pass + 1)) || { echo "FAIL annotated has no sdy.sharding"; fail=$((fail + 1)); }

# Issue 41: a flax.linen residual MLP's training step (each block under jax.checkpoint with
# checkpoint_dots_with_no_batch_dims, optax.adamw, FSDP over data=8) was refused as bad input
# (exit 2, no line: a stale unreduced axis from propagation asked lowering for a plan no
# collective reaches). Both syntaxes check, every redistribution proved.
run_programs="$(dirname "$0")/../data/run_programs"
check remat_fsdp_shardy 0 '[0-9]+ redistributions, all proved' -- check "$run_programs/remat_dots_fsdp_train.shardy.mlir" --verbose
check remat_fsdp_gspmd 0 '[0-9]+ redistributions, all proved' -- check "$run_programs/remat_dots_fsdp_train.gspmd.mlir" --verbose

printf 'module {\n  func.func public @main(%%arg0: tensor<4xf32>) -> tensor<4xf32> {\n    %%0 = stablehlo.cholesky %%arg0, lower = true : tensor<4xf32>\n    return %%0 : tensor<4xf32>\n  }\n}\n' > "$tmp/unsupported.mlir"
check unsupported_op 2 'unsupported.mlir:3:[0-9]+: error: unsupported op .stablehlo.cholesky.' -- check "$tmp/unsupported.mlir"
printf 'module {\n  func.func public @main(%%arg0: tensor<?xf32>) -> tensor<?xf32> {\n    return %%arg0 : tensor<?xf32>\n  }\n}\n' > "$tmp/dynamic.mlir"
check dynamic_shape 2 'dynamic.mlir:2:[0-9]+: error: .*dynamic' -- check "$tmp/dynamic.mlir"
check missing_file 2 'error' -- check "$tmp/nope.mlir"
check bad_budget 2 '^--memory-budget: error' -- check "$models/mlp_dp.shardy.mlir" --memory-budget 12parsecs
check bad_topology 2 'cannot open topology' -- check "$models/mlp_dp.shardy.mlir" --topology /nonexistent.json

# --target (issue 39): a named accelerator and its compiler; the budget defaults to its HBM.
check target_h100 0 'topology: h100:1x8 \(1 host x 8 H100' -- check "$models/mlp_tp.shardy.mlir" --target h100x8 --verbose
check target_tpu_json 0 '"target": "tpu-v5e:2x4"' -- check "$models/mlp_tp.shardy.mlir" --target tpu-v5e:2x4 --json
check target_budget_is_hbm 0 '"memory_budget_bytes": 16911433728' -- check "$models/mlp_tp.shardy.mlir" --target tpu-v5e:2x4 --json
check target_fits 0 '"fits": true' -- check "$models/mlp_tp.shardy.mlir" --target tpu-v5e:2x4 --json
check target_unknown 2 "^--target: error: unknown target 'tpu-v9' *; known targets:" -- check "$models/mlp_tp.shardy.mlir" --target tpu-v9
"$sp" check "$models/mlp_tp.shardy.mlir" --target tpu-v9 --verbose 2>&1 | grep -q 'tpu-v5p .*tpu-v5p:4x4x4' &&
  pass=$((pass + 1)) || { echo "FAIL target_unknown lists the families"; fail=$((fail + 1)); }
check target_bad_shape 2 "^--target: error: unknown target 'tpu-v5p:2x4': tpu-v5p takes a 3-D" -- check "$models/mlp_tp.shardy.mlir" --target tpu-v5p:2x4
check target_devices 2 '^--target: error: tpu-v5p:4x4x4 has 64 devices, the program.s mesh .* has 8' -- check "$models/mlp_tp.shardy.mlir" --target tpu-v5p:4x4x4
check target_and_topology 2 '^--target: error: give --target or --topology, not both' -- check "$models/mlp_tp.shardy.mlir" --target h100x8 --topology "$(dirname "$0")/../../examples/topologies/1x8-h100.json"
check target_budget_above_hbm 0 'warning: --memory-budget 100 GiB is more than the 15.8 GiB per device that tpu-v5e:2x4 allows' -- check "$models/mlp_tp.shardy.mlir" --target tpu-v5e:2x4 --memory-budget 100GiB --verbose

# GSPMD text names no axes: a --mesh whose axes do not fit its device groups is said (the file
# was exported on data=4,model=2).
check mesh_fits 0 'all proved' -- check "$models/mlp_2d.gspmd.mlir" --mesh data=4,model=2 --verbose
"$sp" check "$models/mlp_2d.gspmd.mlir" --mesh data=4,model=2 --verbose 2>&1 | grep -q 'probably differs' &&
  { echo "FAIL mesh_fits warns of a mesh mismatch"; fail=$((fail + 1)); } || pass=$((pass + 1))
check mesh_mismatch 0 'warning: --mesh data=2,model=4: .*the mesh it was exported for probably differs' -- check "$models/mlp_2d.gspmd.mlir" --mesh data=2,model=4 --verbose
# -o is written whole or not at all: a temporary beside it, renamed once complete.
check output_unwritable 2 "^-o: error: cannot write '$tmp/no/such/dir/x.mlir'" -- check "$models/mlp_dp.shardy.mlir" -o "$tmp/no/such/dir/x.mlir"
[ ! -e "$tmp/no" ] && pass=$((pass + 1)) || { echo "FAIL -o left something behind"; fail=$((fail + 1)); }
# (the successful -o of `annotated` above renamed its temporary, in $tmp, away)
ls -a "$tmp" | grep -q '\.tmp$' && { echo "FAIL a temporary was left in $tmp"; fail=$((fail + 1)); } || pass=$((pass + 1))

finish "check cli"
