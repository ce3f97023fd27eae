#!/usr/bin/env bash
# `check` at scale (issues 4 and 15, "Scale"): times `shardproof check` on GPT-2-style stacks of
# 12, 24, 48 and 96 transformer layers, unrolled (gpt2_stack_N) and run by lax.scan
# (gpt2_scan_N: one body in a while loop) (bench/models/export_stack.py; the .mlir files are
# generated into bench/models/stack/ when missing, which git ignores).
# Usage: bench/models/run_scale.sh BUILD_DIR [LAYERS...]   (bench/models/run.sh calls it)
# Prints, per stack: `stablehlo` lines (grep -c), the ops shardproof counts, the wall time of
# `shardproof check` (best of 3) and its max RSS (/usr/bin/time -v, of the best run).
set -euo pipefail
build="$(cd "${1:?usage: run_scale.sh BUILD_DIR [LAYERS...]}" && pwd)"
shift
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
stack="${SHARDPROOF_STACK_DIR:-$here/stack}"
layers=("$@")
[ ${#layers[@]} -gt 0 ] || layers=(12 24 48 96)
bin="$build/cli/shardproof"
[ -x "$bin" ] || bin="$(find "$build" -name shardproof -type f -perm -u+x | head -1)"
[ -x "$bin" ] || { echo "no shardproof binary under $build" >&2; exit 2; }
missing=()
for n in "${layers[@]}"; do
  [ -f "$stack/gpt2_stack_$n.shardy.mlir" ] && [ -f "$stack/gpt2_scan_$n.shardy.mlir" ] || missing+=("$n")
done
if [ ${#missing[@]} -gt 0 ]; then
  list="$(IFS=,; echo "${missing[*]}")"
  python3 "$here/export_stack.py" "$stack" --layers "$list"
fi
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
printf '%-8s %-8s %10s %8s %12s %12s %s\n' form layers stablehlo ops "wall s" "max RSS MiB" "verdict"
for form in stack scan; do
for n in "${layers[@]}"; do
  f="$stack/gpt2_${form}_$n.shardy.mlir"
  lines="$(grep -c stablehlo "$f")"
  best="" rss="" head=""
  for _ in 1 2 3; do
    rc=0
    /usr/bin/time -v "$bin" check "$f" >"$tmp/out" 2>"$tmp/time" || rc=$?
    [ "$rc" -le 1 ] || { cat "$tmp/out" "$tmp/time" >&2; exit "$rc"; }
    wall="$(awk -F': ' '/Elapsed \(wall clock\)/ {n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; print s}' "$tmp/time")"
    kb="$(awk -F': ' '/Maximum resident set size/ {print $2}' "$tmp/time")"
    if [ -z "$best" ] || awk -v a="$wall" -v b="$best" 'BEGIN {exit !(a < b)}'; then
      best="$wall" rss="$kb"
    fi
    head="$(head -1 "$tmp/out")"
  done
  ops="$(sed -n 's/.*: \([0-9]*\) ops on mesh.*/\1/p' <<<"$head")"
  verdict="$(tail -1 "$tmp/out")"
  printf '%-8s %-8s %10s %8s %12.2f %12.1f %s\n' "$form" "$n" "$lines" "$ops" "$best" "$(awk -v k="$rss" 'BEGIN {print k / 1024}')" "$verdict"
done
done
