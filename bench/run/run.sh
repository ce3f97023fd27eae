#!/usr/bin/env bash
# `make bench` (scripts/bench.sh runs every bench/*/run.sh with the build folder): the step
# time of `shardproof run` against XLA's own CPU execution of the same partitioned program,
# same machine, same run, printed side by side (bench/RESULTS.md, "shardproof run against XLA").
#
#   bench/run/run.sh build [REPEAT] [FLAGS...]   (REPEAT: runs per side, default 5; their median;
#                                                FLAGS: more flags for `shardproof run`, e.g. --no-fuse)
#
# Ours: `shardproof run PROGRAM --repeat REPEAT --json --topology
# examples/topologies/xla-cpu-8-measured.json` (8 local devices, threads), its
# median_step_seconds (the slowest device's wall time per step) and the cost model's
# modeled_step_seconds on that topology (8 host devices of this machine, as the simulator's
# calibration measured them). XLA's: bench/run/xla_step_time.py (JAX in bench/.venv, 8 host devices,
# the same .mlir compiled as it is). The machine's load average is printed with each
# program: on a shared machine, compare figures taken at the same load.
set -euo pipefail
build="${1:-build}"
repeat="${2:-5}"
extra=("${@:3}")
root="$(cd "$(dirname "$0")/../.." && pwd)"
venv="${VENV:-$root/bench/.venv}"
if [ ! -x "$venv/bin/python" ]; then
  echo "bench/run: no $venv (bench/models/setup.sh makes it); skipped"
  exit 0
fi
# The corpus's two, then issue 41's slow programs where bench/models/export_slow_runs.py has
# written them (diffusers' UNet FSDP training step, jax-md's Lennard-Jones energy and force
# with a neighbour list and its NVE loop; ignored by git, 1.2 MB).
# jax-md's NVE loop at 512 particles and 3 steps (tests/data/run_programs, in the repository) is
# always timed: XLA CPU runs it in about a minute, where the 4096-particle one takes it over 400 s
# for 2 steps.
files=("$root/examples/models/gpt2x4_2d.shardy.mlir" "$root/examples/models/transformer_train_2d.shardy.mlir"
       "$root/tests/data/run_programs/jaxmd_lj_nve_small.shardy.mlir")
for p in diffusers_unet_train_fsdp jaxmd_lj_energy_force jaxmd_lj_nve; do
  f="$root/bench/models/slow_runs/$p.shardy.mlir"
  if [ -f "$f" ]; then files+=("$f"); else echo "bench/run: $f missing (bench/models/export_slow_runs.py writes it)"; fi
done
printf '%-28s %10s %10s %7s %12s %s\n' program ours_s xla_s ratio modeled_s load
for file in "${files[@]}"; do
  p="$(basename "$file" .mlir)"
  load="$(cut -d' ' -f1-3 /proc/loadavg)"
  ours="$("$build/cli/shardproof" run "$file" --repeat "$repeat" --json "${extra[@]}" \
    --topology "$root/examples/topologies/xla-cpu-8-measured.json" 2>/dev/null)"
  xla="$("$venv/bin/python" "$root/bench/run/xla_step_time.py" "$file" --repeat "$repeat" 2>/dev/null | tail -n 1)"
  python3 - "$p" "$load" "$ours" "$xla" <<'PY'
import json, sys
name, load, ours, xla = sys.argv[1], sys.argv[2], json.loads(sys.argv[3]), json.loads(sys.argv[4])
o, x = ours["median_step_seconds"], xla["median_step_seconds"]
agree = "" if ours["agrees"] else "  (DISAGREES with the reference)"
print(f"{name:28s} {o:10.3f} {x:10.3f} {o / x:7.2f} {ours['modeled_step_seconds']:12.3f} {load}{agree}")
PY
done
