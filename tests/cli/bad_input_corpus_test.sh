#!/usr/bin/env bash
# The bad-input corpus (tests/data/bad/cases.tsv, written by tests/data/bad/generate.py):
# every case is a real fixture with one hand-made mutation, or a bad flag, for every command
# and reader. Each must exit 2, print the recorded first line of its error on stderr, and
# leave its scratch folder ({OUT} lives there) empty: no -o / --emit-smt / --plot / --out
# file written or half-written.
#   bad_input_corpus_test.sh SHARDPROOF [NAME_REGEX]
set -u
SP=$1
ONLY=${2:-}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BAD=$ROOT/tests/data/bad
EX=$ROOT/examples
DATA=$(cd "$ROOT/../shared/data/robustness" 2>/dev/null && pwd) || { echo "SKIP: ../shared/data is missing"; exit 0; }
SCRATCH=$(mktemp -d)
trap 'rm -rf "$SCRATCH"' EXIT

subst() {  # the placeholders of cases.tsv
  local s=${1//\{BAD\}/$BAD}
  s=${s//\{EX\}/$EX}
  s=${s//\{DATA\}/$DATA}
  printf '%s' "${s//\{OUT\}/$2}"
}

total=0 fails=0
while IFS=$'\t' read -r name args want; do
  [[ -z $name || $name == \#* ]] && continue
  [[ -n $ONLY && ! $name =~ $ONLY ]] && continue
  total=$((total + 1))
  dir=$SCRATCH/$name
  mkdir -p "$dir"
  eval "set -- $(subst "$args" "$dir/out")"  # the args are shell words ('[{"x"}]' quoted)
  err=$(timeout 120 "$SP" "$@" 2>&1 >/dev/null)
  rc=$?
  first=${err%%$'\n'*}
  expected=$(subst "$want" "$dir/out")
  left=$(ls -A "$dir")
  if [[ $rc != 2 || $first != "$expected" || -n $left ]]; then
    fails=$((fails + 1))
    echo "FAIL $name: exit $rc (want 2)${left:+, left in the output folder: $left}"
    echo "  got:  $first"
    echo "  want: $expected"
  fi
done < "$BAD/cases.tsv"

echo "bad-input corpus: $((total - fails)) of $total cases give exit 2, the recorded message and no output"
[[ $total -ge 200 || -n $ONLY ]] || { echo "FAIL: only $total cases (at least 200 expected)"; exit 1; }
[[ $fails == 0 ]]
