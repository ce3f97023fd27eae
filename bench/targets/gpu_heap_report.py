#!/usr/bin/env python3
"""How much of XLA GPU's temporaries block is gaps: a study tool for the memory model (issue 39).

Reads one module's buffer assignment as XLA GPU dumps it (*-buffer-assignment.txt, with the
*-live-range.txt beside it), takes every value of the non-parameter allocations with its live
range in XLA's own schedule, and prints the peak of the bytes live at once (values sharing
bytes of one allocation counted once) against the allocations' size: the difference is what
the best-fit heap could not pack (rule 15, partition/cost/best_fit_heap.h). Optionally lists
what is live at that peak, largest first.

    XLA_FLAGS=--xla_dump_to=/tmp/d/gpt2x4_fsdp python3 bench/targets/compile_targets.py \\
        --targets h100x8 --only '^gpt2x4_fsdp$' --syntax shardy --out /tmp/x --hlo-limit 100000000
    python3 bench/targets/gpu_heap_report.py /tmp/d/gpt2x4_fsdp          # the summary line
    python3 bench/targets/gpu_heap_report.py /tmp/d/gpt2x4_fsdp -v 20    # and the 20 largest live

(compile_targets.py's --keep-dumps keeps TPU dumps only; XLA_FLAGS reaches the GPU worker.)
"""
import collections
import glob
import re
import sys


def one(directory, pattern):
    files = sorted(glob.glob(f"{directory}/*after_optimizations{pattern}"))
    if not files:
        sys.exit(f"{directory}: no *after_optimizations{pattern}")
    return open(files[0]).read()


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    directory = sys.argv[1]
    show = int(sys.argv[3]) if len(sys.argv) > 3 and sys.argv[2] == "-v" else 0
    assignment = one(directory, "-buffer-assignment.txt").split("\nUsed values")[0]
    live_range = one(directory, "-live-range.txt")
    sequence_text, ranges_text = live_range.split("BufferLiveRange:")
    sequence = {int(m.group(1)): m.group(2) for m in re.finditer(r"^\s+(\d+):(\S+)$", sequence_text, re.M)}
    ranges = {m.group(1) + m.group(2): (int(m.group(3)), int(m.group(4)))
              for m in re.finditer(r"^\s+(\S+?)(\{[\d,]*\}):(\d+)-(\d+)$", ranges_text, re.M)}
    values, parameters, blocks = [], 0, 0
    for block in re.split(r"\nallocation ", assignment):
        m = re.match(r"(\d+): size (\d+)", block)
        if not m:
            continue
        header = block.split("\n")[0]
        if "parameter" in header:
            parameters += int(m.group(2))
            continue
        if "constant" in header or "thread-local" in header:
            continue
        blocks += int(m.group(2))
        for v in re.finditer(r"value: <\d+ (\S+?)(\{[\d,]*\})? @0> \(size=(\d+),offset=(\d+)\): (\S+)", block):
            name = v.group(1) + (v.group(2) or "{}")
            if name in ranges:
                values.append((int(m.group(1)), int(v.group(4)), int(v.group(3)), ranges[name], name, v.group(5)))

    def live_at(t):
        per_allocation = collections.defaultdict(list)
        for allocation, offset, size, (start, end), name, shape in values:
            if start <= t <= end:
                per_allocation[allocation].append((offset, offset + size, name, shape))
        total, live = 0, []
        for chunks in per_allocation.values():
            chunks.sort()
            covered = -1
            for lo, hi, name, shape in chunks:
                if hi > covered:
                    total += hi - max(lo, covered)
                    covered = hi
                live.append((hi - lo, name, shape))
        return total, live

    last = max((end for *_, (start, end), _, _ in values), default=0)
    peak, at = max((live_at(t)[0], t) for t in range(last + 1))
    mib = 1 << 20
    print(f"parameters {parameters / mib:.2f} MiB, other allocations {blocks / mib:.2f}, "
          f"live peak {peak / mib:.2f} at {at} ({sequence.get(at)}), gaps {(blocks - peak) / mib:.2f} MiB "
          f"({(blocks - peak) / max(1, parameters + blocks) * 100:.0f}% of parameters + allocations)")
    for size, name, shape in sorted(live_at(at)[1], reverse=True)[:show]:
        print(f"  {size / mib:8.2f} {name} {shape} {ranges[name]}")


if __name__ == "__main__":
    main()
