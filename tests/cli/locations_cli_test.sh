#!/usr/bin/env bash
# `shardproof check` in the user's words (issue 43): on a program exported with
# `as_text(debug_info=True)`, findings are grouped under the Python line they come from, with
# the JAX name stack and the MLIR line after them, arguments are named as JAX names them, the
# peak and the collectives are at Python lines, and --json has a `python` object on each;
# without locations the output is as it always was; a malformed location is bad input
# (file:line:col, exit 2); a location naming a file that does not exist is printed as written.
set -u
sp="$1"
data="$(dirname "$0")/../data/python_locations"
models="$(dirname "$0")/../../examples/models"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# shellcheck source=../support/cli_check.sh
source "$(dirname "$0")/../support/cli_check.sh"
script=/work/main/bench/models/export_locations.py
mistake="$data/two_layer_mistake.shardy.mlir"

check grouped_header 0 "^$script:40: in two_layer_mistake\.<locals>\.block:$" -- check "$mistake" --verbose
check grouped_entry 0 "^  40:15: warning: sharding conflict: params\['w2'\] \(operand 1 of stablehlo\.dot_general\) dim 0: .*\[jit\(step\)/jvp\(\)/dot_general; .*two_layer_mistake\.shardy\.mlir:13\]$" -- check "$mistake" --verbose
check peak_at_python 0 "peak .* at $script:[0-9]+:[0-9]+ \(stablehlo\.[a-z_]+, jit\(step\)/.*; line [0-9]+\)" -- check "$mistake" --verbose
check collective_at_python 0 "^      at $script:[0-9]+:[0-9]+ \(jit\(step\)/" -- check "$mistake" --verbose
check loop_at_python 0 "loop at $script:[0-9]+:[0-9]+ \(jit\(forward\)/while; line [0-9]+\): 4 iterations" -- check "$data/nested_scan.gspmd.mlir" --verbose
check budget_at_python 1 "^  [0-9]+:[0-9]+: error: peak memory .* exceeds the budget" -- check "$mistake" --memory-budget 1KiB --verbose
# A Python loop over layers: one finding per layer at one Python line, said once with the
# other layers' MLIR lines (and counted in full).
gpt2="$data/zoo/gpt2x4_fsdp_tp.shardy.mlir"
check layers_said_once 0 "^  458:11: warning: %18 .*gathered onto every device .*\[jit\(gfwd\)/mul; .*:96, and 8 more like it at lines 171, 226, 301, 356, 431, 486, 561, 616\]$" -- check "$gpt2" --verbose
check layers_counted 0 "^sound: 0 errors, 26 warnings$" -- check "$gpt2" --verbose
# `partition` says its findings at the Python lines too (examples/unsharded carry locations,
# exported in another tree: printed as written).
unsharded="$(dirname "$0")/../../examples/unsharded/transformer_fwd.mlir"
zero3="$(dirname "$0")/../../examples/tactics/zero3.yaml"
check partition_grouped 0 "^/work/wt-tactics/bench/models/export\.py:633: in build_zoo\.<locals>\.tlayer:$" -- partition "$unsharded" --mesh data=2,model=4 --tactics "$zero3"
check partition_named 0 "^  633:12: warning: params\['wq'\] \(tensor<1024x16x64xf32>\): the whole tensor \(4\.00 MiB\) is gathered onto every device" -- partition "$unsharded" --mesh data=2,model=4 --tactics "$zero3"
check partition_json 0 '"file": "/work/wt-tactics/bench/models/export.py"' -- partition "$unsharded" --mesh data=2,model=4 --tactics "$zero3" --json
# The program `partition -o` writes keeps the locations: checked at the same Python lines.
"$sp" partition "$unsharded" --mesh data=2,model=4 --tactics "$zero3" -o "$tmp/annotated.mlir" > /dev/null
check annotated_keeps_lines 0 "^  633:12: warning: params\['wq'\] .* is gathered onto every device .*\[jit\(f\)/bsd,dhk->bshk/dot_general; .*annotated\.mlir:[0-9]+\]$" -- check "$tmp/annotated.mlir" --verbose
# `run` says each collective's Python line.
check run_at_python 0 "^    line 13 +params\['w2'\] collective_permute .* at $script:40:15 \(jit\(step\)/jvp\(\)/dot_general\)$" -- run "$mistake"
# No %argN where the argument has a name.
out=$("$sp" check "$mistake" --verbose 2>&1)
if grep -q '%arg' <<<"$out"; then echo "FAIL no_ssa_argument_names"; fail=$((fail + 1)); else pass=$((pass + 1)); fi
# --json: every error and warning, collective and the peak carry their Python location.
"$sp" check "$mistake" --memory-budget 1KiB --json > "$tmp/m.json"
if python3 - "$tmp/m.json" "$script" <<'PY'
import json, sys
j = json.load(open(sys.argv[1]))
items = j["errors"] + j["warnings"] + j["collectives"]
assert len(items) >= 15, len(items)
assert all(i["python"]["file"] == sys.argv[2] and i["python"]["line"] > 0 for i in items)
assert j["peak_python"]["name_stack"].startswith("jit(step)/")
assert any(w["python"]["function"] == "two_layer_mistake.<locals>.block" for w in j["warnings"])
PY
then pass=$((pass + 1)); else echo "FAIL json_python"; fail=$((fail + 1)); fi
# Without locations: MLIR lines as before, no groups, `python` null.
out=$("$sp" check "$models/mlp_train_2d.shardy.mlir" --memory-budget 1KiB --verbose 2>&1)
if grep -qE '^  [0-9]+:[0-9]+: |: in ' <<<"$out" || ! grep -qE 'mlp_train_2d\.shardy\.mlir:[0-9]+: error: peak memory' <<<"$out"; then
  echo "FAIL no_locations_unchanged:"; echo "$out" | head; fail=$((fail + 1)); else pass=$((pass + 1)); fi
"$sp" check "$models/mlp_train_2d.shardy.mlir" --json > "$tmp/n.json"
if python3 -c 'import json,sys; j=json.load(open(sys.argv[1])); assert j["peak_python"] is None and all(c["python"] is None for c in j["collectives"])' "$tmp/n.json"
then pass=$((pass + 1)); else echo "FAIL json_no_locations"; fail=$((fail + 1)); fi
# A file that does not exist is printed as written, never read.
sed 's#/work/main/bench/models/export_locations.py#/nonexistent/dir/model.py#' "$mistake" > "$tmp/moved.mlir"
check missing_source_file 0 '^/nonexistent/dir/model\.py:40: in two_layer_mistake' -- check "$tmp/moved.mlir" --verbose
# Malformed locations: exit 2 at their place.
sed 's#^\#loc12 = loc(.*#\#loc12 = loc("/m/model.py":40:oops)#' "$mistake" > "$tmp/bad_loc.mlir"
check malformed_location 2 'bad_loc\.mlir:47:31: error: expected a line or column number in a location' -- check "$tmp/bad_loc.mlir"
sed 's#^\#loc12 = .*##' "$mistake" > "$tmp/undefined_loc.mlir"
check undefined_location 2 'undefined_loc\.mlir:[0-9]+:[0-9]+: error: location #loc12 is used but never defined' -- check "$tmp/undefined_loc.mlir"
# Why (issue 43): --explain at a Python line or an MLIR line gives the chains of the plans
# there, back to the arguments' PartitionSpecs; the default view gives one line of it under
# each finding; a place without an op is bad input naming the nearest lines with findings.
check explain_have 0 "^        params\['w2'\] dim 0 is \{\"data\"\}: the sharding given to argument params\['w2'\] \(its PartitionSpec\)$" -- check "$mistake" --explain export_locations.py:40
check explain_want 0 "^        %1 dim 1 took \{\"model\"\} from %0 dim 1 through stablehlo\.tanh  \[$script:39:12 \(jit\(step\)/jvp\(\)/tanh\); .*two_layer_mistake\.shardy\.mlir:9\]$" -- check "$mistake" --explain export_locations.py:40
check explain_mlir_line 0 "^  redistribution of params\['w2'\] \(operand 1 of stablehlo\.dot_general\)" -- check "$mistake" --explain 13
check explain_mlir_file_line 0 "^two_layer_mistake\.shardy\.mlir:13: MLIR line 13: 3 findings, 2 redistributions$" -- check "$mistake" --explain two_layer_mistake.shardy.mlir:13
check explain_no_op 2 "^--explain export_locations\.py:41: error: no op of .* is at export_locations\.py line 41; the nearest lines with findings: $script:40, " -- check "$mistake" --explain export_locations.py:41
check explain_no_op_mlir 2 "^--explain 3: error: no op of .* is at MLIR line 3; the nearest lines with findings: two_layer_mistake\.shardy\.mlir:13" -- check "$mistake" --explain 3
check explain_malformed 2 "^--explain: error: 'banana' is no place" -- check "$mistake" --explain banana
check default_why 0 "^      why: stablehlo\.dot_general needs params\['w2'\] \(operand 1\) as \[\{\"model\"\}, \{\}\]; it is \[\{\"data\"\}, \{\}\]$" -- check "$mistake"
constraint="$data/constraint_mistake.shardy.mlir"
check default_whole_gather 0 "^  62:12: warning: %0 .*gathered onto every device" -- check "$constraint"
check default_whole_gather_why 0 "against: %1 dim 1 is kept \{\}: the with_sharding_constraint on it replicates that dimension \(at export_locations\.py:64\)$" -- check "$constraint"
# The default view: the Python lines most expensive first (their modeled communication in
# their headers, descending), and no SSA name for a named argument in any view.
out=$("$sp" check "$mistake" 2>&1)
costs=$(grep -oE 'block:|loss:|\[[0-9.]+ us of modeled communication\]$' <<<"$out" | grep -oE '[0-9.]+' | tr '\n' ' ')
if python3 -c 'import sys; c=[float(x) for x in sys.argv[1].split()]; assert len(c) >= 3 and c == sorted(c, reverse=True), c' "$costs"
then pass=$((pass + 1)); else echo "FAIL default_most_expensive_first: $costs"; fail=$((fail + 1)); fi
for view in "" "--explain export_locations.py:40" "--explain 30"; do
  # shellcheck disable=SC2086
  if "$sp" check "$mistake" $view 2>&1 | grep -q '%arg'; then echo "FAIL no_ssa_argument_names $view"; fail=$((fail + 1)); else pass=$((pass + 1)); fi
done
# Everything fine: one line.
out=$("$sp" check "$models/gpt2x4_2d.shardy.mlir" 2>&1)
if [ "$(wc -l <<<"$out")" -eq 1 ] && grep -qE '^.*gpt2x4_2d\.shardy\.mlir: fine: peak .* per device, modeled step .*, 8 redistributions, all proved$' <<<"$out"
then pass=$((pass + 1)); else echo "FAIL fine_in_one_line:"; echo "$out" | head -3; fail=$((fail + 1)); fi
# --json: each finding's kind and why; --explain's place with its plans' chains at Python lines.
"$sp" check "$constraint" --explain export_locations.py:62 --json > "$tmp/e.json"
if python3 - "$tmp/e.json" <<'PY'
import json, sys
j = json.load(open(sys.argv[1]))
kinds = {w["kind"] for w in j["warnings"]}
assert {"whole_gather", "expensive_redistribution"} <= kinds, kinds
gather = next(w for w in j["warnings"] if w["kind"] == "whole_gather")
assert gather["why"]["gathers_whole"] and gather["python"]["line"] == 62
assert len(j["explanations"]) == j["redistributions"]
e = j["explain"]
assert e["place"] == "export_locations.py:62" and e["findings"] and e["redistributions"]
want = e["redistributions"][0]["want"]
assert any("with_sharding_constraint" in l["text"] and l["python"]["line"] == 64 for l in want), want
have = e["redistributions"][0]["have"]
assert any("argument params['w1']" in l["text"] for l in have) and any("argument x" in l["text"] for l in have), have
PY
then pass=$((pass + 1)); else echo "FAIL json_explain"; fail=$((fail + 1)); fi
# The fix (partition/search/fix_search.h) under a finding, in --json's `fix`, under --explain;
# a budget overrun lists what is live at the peak; --no-fix skips the search.
fixes="$(dirname "$0")/../data/fixes"
check fix_under_conflict 0 "^      fix: params\['w1'\]: P\(None, 'data'\)  \(was P\(None, 'model'\)\); removes it, re-checked:$" -- check "$fixes/conflict.mistake.mlir"
check fix_savings 0 "^           bytes moved 1\.02 MiB -> 36\.0 KiB, modeled step 154\.3 us -> 75\.6 us, peak 1\.38 MiB -> 664 KiB$" -- check "$fixes/conflict.mistake.mlir"
check fix_constraint 0 "fix: the with_sharding_constraint at export\.py:[0-9]+: P\('data', None\)  \(was P\(None, None\)\); removes it" -- check "$fixes/whole_gather.mistake.mlir"
w2_line=$(grep -n 'return h @ params\["w2"\]' "$fixes/export.py" | head -1 | cut -d: -f1)
check fix_explain 0 "^    fix: params\['w1'\]: P\(None, 'data'\)" -- check "$fixes/conflict.mistake.mlir" --explain "tests/data/fixes/export.py:$w2_line"
check budget_live 1 "^        params\['w1'\] \(parameter\) holds 16\.0 MiB at the peak$" -- check "$fixes/budget.mistake.mlir" --memory-budget 24MiB
check budget_fix 1 "^      fix: params\['w2'\]: P\(None, 'data'\)  \(was P\(None, None\)\); removes it" -- check "$fixes/budget.mistake.mlir" --memory-budget 24MiB
out=$("$sp" check "$fixes/conflict.mistake.mlir" --no-fix 2>&1)
if [ $? -eq 0 ] && ! grep -q "fix:" <<< "$out"; then pass=$((pass + 1)); else echo "FAIL no_fix"; fail=$((fail + 1)); fi
"$sp" check "$fixes/budget.mistake.mlir" --memory-budget 24MiB --json > "$tmp/b.json"
if python3 - "$tmp/b.json" <<'PY'
import json, sys
j = json.load(open(sys.argv[1]))
budget = next(e for e in j["errors"] if e["kind"] == "memory_budget")
assert any("params['w1']" in l["text"] for l in budget["why"]["live_at_peak"]), budget["why"]
fix = budget["fix"]
assert fix["found"] and fix["effect"] == "removes" and fix["change"]["kind"] == "argument", fix
assert fix["change"]["text"] == "params['w2']: P(None, 'data')" and fix["change"]["before"] == "P(None, None)"
assert fix["after"]["peak_memory_bytes"] <= j["memory_budget_bytes"] < fix["before"]["peak_memory_bytes"]
assert fix["before"]["peak_memory_bytes"] == j["peak_memory_bytes"]
assert j["fix_search"]["searched"] and j["fix_search"]["fixed"] >= 1 and not j["fix_search"]["bounded"]
PY
then pass=$((pass + 1)); else echo "FAIL fix_json"; fail=$((fail + 1)); fi
finish "locations cli"
