#!/usr/bin/env bash
# `shardproof partition` end to end on examples/unsharded: one line per tactic, the
# PartitionSpecs, --json per tactic, -o that reads back, a budget no plan meets (exit 1 with
# by how much), and bad tactic files (exit 2, PLAN.yaml:LINE:COL, nothing written to -o).
set -u
sp="$1"
root="$(dirname "$0")/../.."
programs="$root/examples/unsharded"
plans="$root/examples/tactics"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# shellcheck source=../support/cli_check.sh
source "$(dirname "$0")/../support/cli_check.sh"

layer="$programs/transformer_fwd.mlir"
check lines 0 'tactic 2 \(megatron\) +peak .* 2 redistributions, all proved +collectives: all_reduce 4.00 MiB' -- \
  partition "$layer" --mesh 'data=4,model=2' --tactics "$plans/batch_megatron.yaml"
check spec 0 "params\['wo'\] +tensor<16x64x1024xf32> +P\('model', None, None\)" -- \
  partition "$layer" --mesh 'data=4,model=2' --tactics "$plans/batch_megatron.yaml"
check spec_x 0 "x +tensor<8x256x1024xf32> +P\('data', None, None\)" -- \
  partition "$layer" --mesh 'data=4,model=2' --tactics "$plans/batch_megatron.yaml"
check json 0 '"step": "tactic 2 \(megatron\)"' -- \
  partition "$layer" --mesh 'data=4,model=2' --tactics "$plans/batch_megatron.yaml" --json
check json_spec 0 '"partition_spec": "P\(None, .model.\)"' -- \
  partition "$layer" --mesh 'data=4,model=2' --tactics "$plans/batch_megatron.yaml" --json
check two_axes_one_dim 0 "x +tensor<8x256x1024xf32> +P\(\('data', 'model'\), None, None\)" -- \
  partition "$layer" --mesh 'data=4,model=2' --tactics <(printf -- '- shard: {x: [[data, model]]}\n')
check annotated 0 'all proved' -- \
  partition "$layer" --mesh 'data=4,model=2' --tactics "$plans/batch_megatron.yaml" -o "$tmp/annotated.mlir"
check annotated_reads_back 0 'all_reduce +over \{"model"\} +x2' -- check "$tmp/annotated.mlir" --verbose
grep -q "loc(\"params\['w1'\]\")" "$tmp/annotated.mlir" && pass=$((pass + 1)) || { echo "FAIL annotated lost the argument names"; fail=$((fail + 1)); }
check zero3 0 'tactic 2 \(zero\) .*reduce_scatter' -- \
  partition "$programs/mlp_train_adam.mlir" --mesh 'data=8' --tactics "$plans/zero3.yaml"
check budget 1 'budget 1.00 MiB: error: peak .* per device misses it by ' -- \
  partition "$layer" --mesh 'data=4,model=2' --tactics "$plans/batch_megatron.yaml" --memory-budget 1MiB
check budget_json 1 '"over_budget_bytes": [1-9]' -- \
  partition "$layer" --mesh 'data=4,model=2' --tactics "$plans/batch_megatron.yaml" --memory-budget 1MiB --json
check budget_fits 0 'budget 1.00 GiB: fits' -- \
  partition "$layer" --mesh 'data=4,model=2' --tactics "$plans/batch_megatron.yaml" --memory-budget 1GiB

bad() {  # NAME PATTERN YAML
  printf -- "$3" > "$tmp/$1.yaml"
  check "$1" 2 "$2" -- partition "$layer" --mesh 'data=4,model=2' --tactics "$tmp/$1.yaml" -o "$tmp/$1.mlir"
  [ ! -e "$tmp/$1.mlir" ] && pass=$((pass + 1)) || { echo "FAIL $1 wrote -o"; fail=$((fail + 1)); }
}
bad no_value "no_value.yaml:2:11: error: tactic 2 \(shard\): no argument or result is named 'params\['w9'\]'" \
  "- batch: data\n- shard: {\"params['w9']\": [null, model]}\n"
bad no_axis "no_axis.yaml:1:15: error: tactic 1 \(shard\): axis 'tensor' is not in the mesh" "- shard: {x: [tensor]}\n"
bad dim_range "dim_range.yaml:1:.*tactic 1 \(shard\): params\['b1'\] has rank 1 .*dimension 1 is out of range" \
  "- shard: {\"params['b1']\": [model, data]}\n"
bad conflict "conflict.yaml:2:21: error: tactic 2 \(shard\): x dimension 1 cannot take 'data'.*by tactic 1 \(shard\)" \
  "- shard: {x: [data]}\n- shard: {x: [null, data]}\n"
bad kept "kept.yaml:2:.*tactic 2 \(batch\): x may not be sharded on 'data': tactic 1 \(keep\)" \
  "- keep: {values: x, axes: data}\n- batch: data\n"
bad malformed "malformed.yaml:2:11: error: end of map flow not found" "- batch: {axis: data\n- megatron: model\n"
bad auto_axis "auto_axis.yaml:1:3: error: tactic 1 \(auto\): axis 'tensor' is not in the mesh" "- auto: {axes: [tensor]}\n"
check no_mesh 2 '^--mesh: error: .* has no mesh' -- partition "$layer" --tactics "$plans/megatron.yaml"
check wrong_mesh 2 '^--mesh: error: the program is on mesh' -- \
  partition "$root/examples/models/mlp_2d.shardy.mlir" --mesh 'data=8' --tactics "$plans/megatron.yaml"
check no_file 2 'cannot read the tactic file' -- partition "$layer" --mesh 'data=8' --tactics "$tmp/none.yaml"
finish partition_cli
