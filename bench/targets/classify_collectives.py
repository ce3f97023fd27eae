#!/usr/bin/env python3
"""Why `check --target`'s collectives differ from XLA's: each mismatching program in a class.

    python3 bench/targets/compare_check.py build --target h100x8 --json /tmp/h100x8.json
    python3 bench/targets/classify_collectives.py /tmp/h100x8.json [--fixtures tests/data/targets]

Reads compare_check.py's rows (collectives after combining, ours and XLA's, per kind) and puts
every program whose collectives are not XLA's in kind, count and bytes into the first class
that fits:
  plan       XLA issues all-to-alls or collective-permutes in other numbers than ours: its
             partitioner chose another plan (a gather, an embedding lookup, an argmax);
  kind       a kind one side lacks (e.g. a reduce-scatter XLA issues as an all-reduce);
  plan-size  the same kinds, other counts and bytes per kind more than 10% apart;
  grouping   the same kinds and bytes per kind within 10%, other counts: the combiners group
             otherwise, or XLA moved a collective out of a loop;
  bytes      equal kinds and counts, bytes apart (element type, another size).
Examples: maxtext_real_train_2d_scan is `plan` on every target (one all-to-all more than
XLA's); gemma_decode_2d is `plan-size` on v5e (XLA gathers the argmax's pairs, we the
logits); maxtext_train_2d_unrolled is `grouping` on H100.
Prints the counts per class and half, then the programs of each class. Plain Python 3.
"""
import argparse
import collections
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, "..", ".."))


def classify(row):
    xla, ours = collections.Counter(row["xla_collectives"]), collections.Counter(row["ours_collectives"])
    if xla == ours:
        return None if row["bytes_close"] else "bytes"
    if any(xla[k] != ours[k] for k in ("all_to_all", "collective_permute")):
        return "plan"
    if set(xla) != set(ours):
        return "kind"
    return "grouping" if row["bytes_close"] else "plan-size"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("rows", help="compare_check.py --json output")
    args = ap.parse_args()
    rows = [r for r in json.load(open(args.rows)) if not r["program"].startswith("hbm_probe_")]
    counts = collections.Counter()
    programs = collections.defaultdict(set)
    for r in rows:
        c = classify(r)
        if c:
            counts[(r["target"], c, r["half"])] += 1
            programs[(r["target"], c)].add(r["program"].rsplit(".", 1)[0])
    targets = sorted({r["target"] for r in rows})
    classes = ["plan", "kind", "plan-size", "grouping", "bytes"]
    print("| target | " + " | ".join(classes) + " | mismatching (fit + held-out) |")
    print("|---" * (len(classes) + 2) + "|")
    for t in targets:
        cells = [f"{counts[(t, c, 'fit')]}+{counts[(t, c, 'held-out')]}" for c in classes]
        fit = sum(counts[(t, c, "fit")] for c in classes)
        held = sum(counts[(t, c, "held-out")] for c in classes)
        print(f"| {t} | " + " | ".join(cells) + f" | {fit}+{held} |")
    for t in targets:
        for c in classes:
            if programs[(t, c)]:
                print(f"{t} {c}: {', '.join(sorted(programs[(t, c)]))}")


if __name__ == "__main__":
    main()
