# Sourced by the end-to-end CLI test scripts. Expects `sp` (the shardproof binary).
#   check NAME EXPECTED_EXIT PATTERN -- ARGS...
# runs `$sp ARGS...` and counts a pass when it exits EXPECTED_EXIT and its output (stdout
# and stderr) matches the extended regex PATTERN; otherwise prints what it got.
# `finish LABEL` prints the closing "N passed, N failed" line and sets the exit status.
pass=0
fail=0
check() {
  local name="$1" want="$2" pattern="$3"
  shift 4
  local out
  out=$("$sp" "$@" 2>&1)
  local got=$?
  if [ "$got" -ne "$want" ] || ! grep -qE -- "$pattern" <<<"$out"; then
    echo "FAIL $name: exit $got (want $want), output:"
    echo "$out" | head -20
    fail=$((fail + 1))
  else
    pass=$((pass + 1))
  fi
}
finish() {
  echo "$1: $pass passed, $fail failed"
  [ "$fail" -eq 0 ]
}
