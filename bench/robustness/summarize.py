"""Summarises a bench/robustness/run.sh CSV: per benchmark solved, wrong, unknown, median
and total time. A wrong answer is a verdict that contradicts expected.csv."""
import csv
import statistics
import sys
from collections import defaultdict

rows = list(csv.DictReader(open(sys.argv[1])))
per = defaultdict(list)
for r in rows:
    per[r["benchmark"]].append(r)
print("| benchmark | instances | decided | holds | violated | unknown | wrong | median s | total s |")
print("|---|---|---|---|---|---|---|---|---|")
for b, rs in per.items():
    decided = [r for r in rs if r["result"] in ("holds", "violated")]
    wrong = [r for r in decided if r["result"] != r["expected"]]
    times = [float(r["seconds"]) for r in rs]
    print(f"| {b} | {len(rs)} | {len(decided)} | {sum(r['result']=='holds' for r in rs)} | "
          f"{sum(r['result']=='violated' for r in rs)} | {sum(r['result'] not in ('holds','violated') for r in rs)} | "
          f"{len(wrong)} | {statistics.median(times):.2f} | {sum(times):.1f} |")
    for r in wrong:
        print(f"WRONG: {r['onnx']} {r['vnnlib']} expected {r['expected']} got {r['result']}")
