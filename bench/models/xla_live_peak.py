#!/usr/bin/env python3
"""What XLA's temp arena holds at its peak, read from XLA's own dump files: the yardstick for
finding where shardproof's memory model and XLA part (bench/models/README.md, issue 15).

    XLA_FLAGS="--xla_force_host_platform_device_count=8 --xla_dump_to=DUMP" bench/.venv/bin/python ...
    python3 bench/models/xla_live_peak.py DUMP/module_0060.jit_step.cpu_after_optimizations
    python3 bench/models/xla_live_peak.py PREFIX peak       # and every buffer live there
    python3 bench/models/xla_live_peak.py PREFIX 225        # ... live at schedule position 225

PREFIX names a module's `*-buffer-assignment.txt` and `*-live-range.txt` (written with the
dump; XLA of JAX 0.7 and later writes no `-live-range.txt` but ends the buffer assignment with
the same HloLiveRange, read from there). Prints the preallocated temp heap's size, the largest sum of live bytes over XLA's
schedule and their ratio (1.000: the heap is packed without holes), and, given a position,
each buffer live there with the instructions that make it and last read it, largest first.
A tuple-shaped value (a combined all-reduce) has one live range per element, `name{k}`.
Plain Python 3; the live-range format is XLA's debug output and may change between versions.

Example (KerasHub Gemma training step, 2 layers, data=2 x model=4; session 12): heap
1,014,616 B, live peak 1,014,016 B; at the peak the combined all-reduces all-reduce.41 and
.43 of the key and value projections (4 x 16 KiB) are live from the forward pass to the
backward pass.
"""
import re
import sys


def read_temp_values(buffer_assignment):
    """The preallocated temp allocation: its size and its values (name, bytes, offset)."""
    m = re.search(r"allocation (\d+): size (\d+), preallocated-temp:\n((?: value: .*\n)+)", buffer_assignment)
    if not m:
        sys.exit("xla_live_peak.py: no preallocated-temp allocation in the buffer assignment")
    values = []
    for line in m.group(3).splitlines():
        v = re.match(r" value: <\d+ (\S+) @(\d+)> \(size=(\d+),offset=(\d+)\)", line)
        if v:
            values.append((v.group(1), int(v.group(3)), int(v.group(4))))
    return int(m.group(2)), values


def read_live_ranges(live_range):
    """Value name -> (first, last) schedule position; `name{k}` for a tuple's element k."""
    ranges = {}
    for name, index, first, last in re.findall(r"^\s+(\S+?)\{([^}]*)\}:(\d+)-(\d+)$", live_range, re.M):
        ranges.setdefault(name if index == "" else f"{name}{{{index}}}", (int(first), int(last)))
        ranges.setdefault(name, (int(first), int(last)))
    schedule = {int(i): n for i, n in re.findall(r"^\s+(\d+):(\S+)$", live_range, re.M)}
    return ranges, schedule


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    prefix = sys.argv[1]
    with open(prefix + "-buffer-assignment.txt") as f:
        heap, values = read_temp_values(f.read())
    try:
        with open(prefix + "-live-range.txt") as f:
            ranges, schedule = read_live_ranges(f.read())
    except FileNotFoundError:
        # newer XLA (JAX 0.7) writes no -live-range.txt: its HloLiveRange is at the end of
        # the buffer assignment
        with open(prefix + "-buffer-assignment.txt") as f:
            text = f.read()
        ranges, schedule = read_live_ranges(text[text.index("HloLiveRange"):])
    end = max(last for _, last in ranges.values()) + 1
    live = [0] * (end + 1)
    unranged = 0
    for name, size, _ in values:
        if name not in ranges:
            unranged += 1
            continue
        first, last = ranges[name]
        for t in range(first, last + 1):
            live[t] += size
    peak = max(live)
    print(f"heap {heap} B, live peak {peak} B at {live.index(peak)}, ratio {peak / heap:.3f}, "
          f"values {len(values)}, without a live range {unranged}")
    if len(sys.argv) > 2:
        at = live.index(peak) if sys.argv[2] == "peak" else int(sys.argv[2])
        print("at", at, schedule.get(at))
        for name, size, _ in sorted(values, key=lambda v: -v[1]):
            if name in ranges and ranges[name][0] <= at <= ranges[name][1]:
                first, last = ranges[name]
                print(f"  {size:8d} {name} [{first}:{schedule.get(first)} - {last}:{schedule.get(last)}]")


if __name__ == "__main__":
    main()
