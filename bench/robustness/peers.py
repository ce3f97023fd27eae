"""shardproof's oval21 answers beside the published VNN-COMP 2022 answers of the verifiers that
ran there (vnncomp2022/oval21_results.csv), instance by instance, and how many each decided
within a time limit.

The published runs had 720 s per instance and their own hardware (alpha-beta-CROWN on a GPU);
their seconds include each tool's start-up. A verifier decides an instance at limit L when it
answered sat/unsat (holds/violated here) in at most L seconds; an answer that contradicts
expected.csv counts as wrong, not decided. Instances missing from our CSV (oval21's img9410,
on which no verifier agreed) are left out of every count.

  python3 bench/robustness/peers.py bench/robustness/oval21_300s_COMMIT.csv [--limits 300,720]
"""
import argparse
import csv
import os
import statistics

HERE = os.path.dirname(os.path.abspath(__file__))
VERDICT = {"unsat": "holds", "sat": "violated", "holds": "holds", "violated": "violated"}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("ours", help="a bench/robustness/run.sh CSV with oval21 rows")
    ap.add_argument("--limits", default="300,720")
    ap.add_argument("--our-limit", type=float, default=300, help="the time limit of our run (run.sh's oval21 default)")
    ap.add_argument("--published", default=os.path.join(HERE, "vnncomp2022", "oval21_results.csv"))
    args = ap.parse_args()
    ours = {r["vnnlib"]: r for r in csv.DictReader(open(args.ours)) if r["benchmark"] == "oval21"}
    published = {}
    for r in csv.DictReader(open(args.published)):
        published.setdefault(r["tool"], {})[r["vnnlib"]] = r
    tools = list(published)
    answers = {"shardproof": {v: (r["result"], float(r["seconds"])) for v, r in ours.items()}}
    for t in tools:
        answers[t] = {v: (VERDICT.get(r["result"], "unknown"), float(r["seconds"])) for v, r in published[t].items()}

    print("| instance | expected | shardproof | " + " | ".join(tools) + " |")
    print("|---|---|---|" + "---|" * len(tools))
    for v in sorted(ours):
        expected = ours[v]["expected"]
        cells = []
        for t in ["shardproof"] + tools:
            result, secs = answers[t].get(v, ("-", 0.0))
            mark = " (WRONG)" if result in ("holds", "violated") and result != expected else ""
            cells.append(f"{result} {secs:.1f}{mark}" if result in ("holds", "violated") else result)
        print(f"| {v.replace('.vnnlib', '')} | {expected} | " + " | ".join(cells) + " |")

    limits = [float(x) for x in args.limits.split(",")]
    print()
    print("| verifier | " + " | ".join(f"decided at {l:g} s" for l in limits) + " | wrong | median s of decided |")
    print("|---|" + "---|" * (len(limits) + 2))
    for t in ["shardproof"] + tools:
        counts = []
        for limit in limits:
            if t == "shardproof" and limit > args.our_limit:
                counts.append(f"not run (limit {args.our_limit:g} s)")
                continue
            n = sum(1 for v in ours if answers[t].get(v, ("", 0))[0] == ours[v]["expected"] and answers[t][v][1] <= limit)
            counts.append(f"{n} of {len(ours)}")
        wrong = sum(1 for v in ours if answers[t].get(v, ("", 0))[0] in ("holds", "violated")
                    and answers[t][v][0] != ours[v]["expected"])
        times = [answers[t][v][1] for v in ours if answers[t].get(v, ("", 0))[0] == ours[v]["expected"]]
        median = f"{statistics.median(times):.1f}" if times else "-"
        print(f"| {t} | " + " | ".join(counts) + f" | {wrong} | {median} |")
    only_by = {}
    for v in ours:
        deciders = [t for t in tools if answers[t].get(v, ("", 0))[0] == ours[v]["expected"]]
        if len(deciders) == 1:
            only_by.setdefault(deciders[0], []).append(v.replace(".vnnlib", ""))
    for t, vs in only_by.items():
        print(f"\nexpected answer published by {t} alone: {', '.join(sorted(vs))}")


if __name__ == "__main__":
    main()
