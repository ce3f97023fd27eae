#!/usr/bin/env python3
"""What fills a TPU program's HBM, from XLA's own memory-usage report (issue 39, rules 13-14).

    python3 bench/targets/compile_targets.py --targets tpu-v5e:2x4 --only '^gemma_fwd_2d$' \\
        --out /tmp/t --keep-dumps /tmp/dumps
    python3 bench/targets/tpu_hbm_report.py /tmp/dumps/tpu-v5e-2x4/*/

For each dump directory: the HBM ('default') memory space's total, its allocations by size,
and the one block that holds many values (the temporaries'): how many values, the largest,
the alignment of their offsets, and how many are the small (<= 512 B) sync flags of
asynchronous copies and collectives. Also the entry computation's parameters and copy-starts,
from the optimized HLO in the same dump. Plain Python 3.
"""
import re
import sys
from pathlib import Path

UNITS = {"B": 1, "KiB": 1 << 10, "MiB": 1 << 20, "GiB": 1 << 30}


def allocations(report: str):
    """The HBM space's allocations: lists of (offset, size, values, shapes)."""
    space = report.split("Memory Space:")[1]
    out = []
    for block in space.split("cumulative_size;")[1:]:
        entries = []
        for line in block.split("\n"):
            if not re.match(r"\s+[\d.]+\w*B\(", line):
                continue
            f = [x.strip() for x in line.split(";")]
            m = re.match(r"([\d.]+)(\w*B)", f[1])
            entries.append((int(f[2]), float(m.group(1)) * UNITS[m.group(2)], int(f[3]), f[4]))
        if entries:
            out.append(entries)
    return out


def main(dirs):
    for d in map(Path, dirs):
        reports = sorted(d.glob("*memory-usage-report.txt"))
        if not reports:
            print(f"{d}: no memory-usage report")
            continue
        text = reports[-1].read_text()
        total = int(re.search(r"Total bytes: (\d+)", text).group(1))
        blocks = allocations(text)
        sizes = sorted((max(o + s for o, s, _, _ in b) for b in blocks), reverse=True)
        print(f"{d.name}: HBM {total / (1 << 20):.2f} MiB in {len(blocks)} allocations; "
              f"largest {', '.join(f'{s / 1024:.0f}K' for s in sizes[:6])}")
        for b in (b for b in blocks if len(b) > 1):
            offsets = [o for o, _, _, _ in b if o]
            align = min(o & -o for o in offsets) if offsets else 0
            small = sum(s <= 512 for _, s, _, _ in b)
            print(f"  temporaries' block: {max(o + s for o, s, _, _ in b) / 1024:.0f} KiB, {len(b)} values "
                  f"({small} of <= 512 B), largest {max(s for _, s, _, _ in b) / 1024:.1f} KiB, "
                  f"offsets aligned to {align} B")
        hlo = sorted(d.glob("*after_optimizations.txt"))
        if hlo:
            text = hlo[-1].read_text()
            entry = text[text.index("\nENTRY"):]
            print(f"  entry: {len(re.findall(r' parameter[(]', entry))} parameters, "
                  f"{len(re.findall(r' copy-start[(]', entry))} copy-starts")


if __name__ == "__main__":
    main(sys.argv[1:])
