#!/usr/bin/env bash
# `shardproof redistribute` end to end: the issue's cases run bit-exact, bad input exits 2
# with a diagnostic naming the flag and the offending text, --json carries the schema.
set -u
sp="$1"
# shellcheck source=../support/cli_check.sh
source "$(dirname "$0")/../support/cli_check.sh"

R=(redistribute --shape 64x64)
check transpose 0 'execute: bit-exact' -- "${R[@]}" --mesh x=8 --from '[{"x"},{}]' --to '[{},{"x"}]' --execute
check gspmd_source 0 'execute: bit-exact' -- "${R[@]}" --mesh data=4,model=2 \
  --from '{devices=[4,1,2]<=[8] last_tile_dim_replicate}' --to '[{},{"model"}]' --execute
check unreduced 0 'reduce_scatter' -- "${R[@]}" --mesh x=4,y=2 --from '[{},{"y"}], unreduced={"x"}' \
  --to '[{"x"},{"y"}]' --execute
check padding 0 'execute: bit-exact' -- redistribute --shape 10x7 --mesh x=4,y=2 --from '[{"x"},{}]' \
  --to '[{},{"x","y"}]' --execute
check coprime 0 'execute: bit-exact' -- redistribute --shape 2304x2304 --mesh x=4,y=6 --from '[{"x"},{}]' \
  --to '[{"y"},{}]' --execute
check topology 0 'infiniband|InfiniBand' -- "${R[@]}" --mesh node=4,gpu=8 --from '[{"node"},{}]' \
  --to '[{},{"node"}]' --topology "$(dirname "$0")/../../examples/topologies/4x8-h100.json"
check json 0 '"bit_exact": true' -- "${R[@]}" --mesh x=4,y=2 --from '[{"x"},{}]' --to '[{},{"y"}]' --execute --json
check json_fields 0 '"peak_shard_bytes"' -- "${R[@]}" --mesh x=4,y=2 --from '[{"x"},{}]' --to '[{},{"y"}]' --json

# Bad input: exit 2, the flag named, the culprit shown.
check malformed 2 '^--from:1:10: error: expected' -- "${R[@]}" --mesh x=4 --from '[{"x"},{}' --to '[{},{}]'
check unknown_axis 2 '^--to:1:6: error: unknown axis "z"' -- "${R[@]}" --mesh x=4,y=2 --from '[{"x"},{}]' --to '[{},{"z"}]'
check axis_twice 2 'axis "x" is used twice' -- "${R[@]}" --mesh x=4 --from '[{"x"},{"x"}]' --to '[{},{}]'
check rank_mismatch 2 '^--from.*(rank|dimensions)' -- "${R[@]}" --mesh x=4 --from '[{"x"}]' --to '[{},{}]'
check bad_shape 2 '^--shape:1:3: error' -- redistribute --shape 64y64 --mesh x=4 --from '[{},{}]' --to '[{},{}]'
check bad_mesh 2 '^--mesh.*size 0' -- "${R[@]}" --mesh x=0 --from '[{},{}]' --to '[{},{}]'
check bad_dtype 2 "^--dtype.*unknown element type 'f33'" -- "${R[@]}" --dtype f33 --mesh x=4 --from '[{},{}]' --to '[{},{}]'
check mismatched_mesh 2 'is not --mesh|not in the mesh|unknown axis' -- "${R[@]}" --mesh x=4 \
  --from '#sdy.sharding<mesh<["a"=4]>, [{"a"},{}]>' --to '[{},{}]'
check unreduce 2 'un-reduces' -- "${R[@]}" --mesh x=4 --from '[{},{}]' --to '[{},{}], unreduced={"x"}'
check gspmd_bad 2 '^--from:1:' -- "${R[@]}" --mesh x=4 --from '{devices=[4,1<=[4]}' --to '[{},{}]'
check missing_flag 2 'required' -- redistribute --shape 8 --mesh x=2 --from '[{}]'
check bad_topology 2 'cannot open topology' -- "${R[@]}" --mesh x=4 --from '[{},{}]' --to '[{},{}]' --topology /nonexistent.json

finish "cli"
