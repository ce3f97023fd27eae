#!/usr/bin/env python3
"""Why does XLA's TPU compiler allocate more HBM per device on TPU v5p than on v5e/v6e for the
same program? Compile programs for several TPU generations deviceless, keep XLA's dumps, and
diff the buffer assignments value by value (notes: bench/targets/tpu_v5p_notes.md).

Subcommands (any python3 drives; the compiles run under bench/.venv-tpu, one process per target,
the recipe of compile_targets.py, whose Worker is imported, not changed):

  compile  PROGRAM...   compile each program (name.syntax, looked up in examples/models and
                        examples/thirdparty; mesh from the sibling .xla.json) for every target
                        of --targets (default v5e:2x4 and v5p:2x2x2), keeping the dump files
                        that matter under --dumps/<target dir>/<name>.<syntax>/ (all 106
                        fixture programs x 2 targets: about 35 min on 2 cores)
  diff     PROGRAM      value-by-value diff of two targets' dumps (--base, --other): per memory
                        space totals, the buffers of each space classified by what produced
                        them (collective result / operand, prefetch copy, ...), the HBM temp
                        peak and its breakdown, every value that differs (space or size)
                        matched by (producer, op_name, shape), the collectives' emitters
  table    [PROGRAM...] one line per dumped program: HBM and VMEM on both targets and what the
                        other target's HBM temp arena holds at its live peak, by producer kind
  rule [-v] [--json F]  the v5p rule checked on every program dumped for both targets: v5p's
                        HBM predicted from the v5e compile's buffers and live ranges (temps the
                        rule pins go to HBM) against XLA's v5p figure
  fixtures              from the committed fixtures only (the optimized HLO kept beside them):
                        per target, how many results of each producer class are in VMEM

Examples:
  python3 bench/targets/probe_tpu_generations.py compile mlp_fsdp.shardy transformer_tp.shardy
  python3 bench/targets/probe_tpu_generations.py diff mlp_fsdp.shardy
  python3 bench/targets/probe_tpu_generations.py table
  python3 bench/targets/probe_tpu_generations.py rule -v
  python3 bench/targets/probe_tpu_generations.py fixtures
  python3 bench/targets/probe_tpu_generations.py compile mlp_fsdp.shardy --targets tpu-v5p:2x2x2 \
      --override xla_vf_max_vmem_used_by_memory_space_assignment=20
"""
from __future__ import annotations

import argparse
import json
import math
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
BENCH = HERE.parent
sys.path.insert(0, str(HERE))
import compile_targets as ct  # noqa: E402  (TARGETS, worker_env, Worker, parsing helpers)

zx = ct.zoo_export
# extra generations for probing only (not fixtures): TPU v4 is megacore too (2 TensorCores per
# chip acting as one device), with a different on-chip memory (CMEM)
ct.TARGETS.setdefault("tpu-v4:2x2x2", dict(backend="tpu", devices=8, topology="v4:2x2x2",
                                           accelerator="v4-16", venv=".venv-tpu",
                                           hbm_bytes=32 * (1 << 30),
                                           note="TPU v4, 8 chips (megacore); probe only"))
DEFAULT_DUMPS = Path(tempfile.gettempdir()) / "sp_tpu_generations"
FIXTURES = REPO / "tests" / "data" / "targets"
KEEP = ("memory-usage-report.txt", "buffer-assignment.txt", "live-range.txt",
        "after_optimizations.txt", "buffer-assignment-values.txt", "after_codegen.txt", "tpu_comp_env.txt")
SPACES = {0: "hbm", 1: "vmem", 2: "smem", 3: "cmem", 4: "host", 6: "sflag"}
MIB = 1 << 20
# XLA's TPU heap places every HBM temp at an offset aligned to 16 KiB (every offset in the
# buffer assignments of v5e, v5p and v6e is a multiple of 16384): a 32-byte tuple index table
# takes a 16 KiB slot of the arena.
HBM_ALIGN = 16384


# --------------------------------------------------------------------------------------
# Compiling (worker side runs under bench/.venv-tpu)
# --------------------------------------------------------------------------------------

def find_program(spec: str):
    """'mlp_fsdp.shardy' (or 'mlp_fsdp': shardy) -> (mlir, xla_json)."""
    name, _, syntax = spec.partition(".")
    syntax = syntax or "shardy"
    for c in ct.DEFAULT_CORPORA:
        p = REPO / c / f"{name}.{syntax}.mlir"
        if p.exists():
            j = p.with_name(f"{name}.{syntax}.xla.json")
            return p, (j if j.exists() else None)
    raise SystemExit(f"no {name}.{syntax}.mlir in {ct.DEFAULT_CORPORA}")


def mesh_of(spec: str, xla_json):
    """The mesh's device ids: the .xla.json's, else the v5e fixture's (same order)."""
    if xla_json is not None:
        meta = json.loads(Path(xla_json).read_text())
        if meta.get("mesh"):
            return meta["mesh"]["device_ids"]
    f = FIXTURES / "tpu-v5e-2x4" / f"{spec}.json"
    if f.exists():
        rec = json.loads(f.read_text())
        if rec.get("mesh"):
            n = math.prod(a["size"] for a in rec["mesh"]["axes"])
            return list(range(n))
    raise SystemExit(f"{spec}: no mesh")


def worker(target: str, specs, dumps: Path, overrides=None):
    w = ct.Worker(target)
    for spec in specs:
        if "." not in spec:
            spec += ".shardy"
        mlir, xj = find_program(spec)
        ids = mesh_of(spec, xj)
        out = dumps / ct.target_dir(target) / spec
        tmp = Path(tempfile.mkdtemp(prefix="sp_gen_dump_"))
        try:
            exe, secs = w.compile(mlir, spec.endswith(".shardy"), len(ids), ids,
                                  overrides=overrides, dump=tmp)
        except Exception as e:  # noqa: BLE001
            print(f"[{target}] {spec}: {type(e).__name__}: {str(e)[:300]}", flush=True)
            shutil.rmtree(tmp, ignore_errors=True)
            continue
        if out.exists():
            shutil.rmtree(out)
        out.mkdir(parents=True)
        # the last module of the dump is the program (jit_*); keep only the files we read
        for f in sorted(tmp.iterdir()):
            for k in KEEP:
                if f.name.endswith(k) and not f.name.endswith("before_optimizations.txt"):
                    if k == "after_optimizations.txt" and not f.name.endswith(
                            ".after_optimizations.txt"):
                        continue
                    shutil.copy(f, out / k)
        shutil.rmtree(tmp, ignore_errors=True)
        spaces = ct.memory_spaces((out / "memory-usage-report.txt").read_text())
        (out / "summary.json").write_text(json.dumps(
            {"program": spec, "target": target, "device_kind": w.device_kind,
             "compile_s": round(secs, 3), "memory_spaces": spaces}, indent=1) + "\n")
        print(f"[{target}] {spec}: HBM {spaces.get('default (color=0)', 0) / MIB:.2f} MiB, "
              f"VMEM {spaces.get('vmem (color=1)', 0) / MIB:.2f} MiB ({secs:.1f} s)", flush=True)


def cmd_compile(args):
    py = BENCH / ".venv-tpu" / "bin" / "python"
    if not py.exists():
        raise SystemExit(f"{py} missing: bash bench/targets/setup.sh tpu")
    for target in args.targets.split(","):
        env = dict(os.environ)
        env.update(ct.worker_env(target))
        cmd = [str(py), str(Path(__file__).resolve()), "--dumps", str(args.dumps),
               "_worker", target] + args.programs
        if args.override:
            cmd[5:5] = sum((["--override", o] for o in args.override), [])
        subprocess.run(cmd, env=env, check=False)


# --------------------------------------------------------------------------------------
# Reading the dumps (pure Python)
# --------------------------------------------------------------------------------------

ALLOC_RE = re.compile(r"^allocation (\d+): size (\d+)(?:, color (\d+))?, (.*):$")
VALUE_RE = re.compile(r"^ value: <(\d+) ([\w.\-]+)(\{[0-9,]*\})? @(\d+)> "
                      r"\(size=(\d+),offset=(\d+)\): (.*)$")


def parse_buffer_assignment(text: str):
    """-> [allocation {index, size, color, kind, values: [{id, name, index, color, size,
    offset, shape}]}] (kind: parameter | output | constant | thread-local | temp)."""
    allocs = []
    for line in text.splitlines():
        m = ALLOC_RE.match(line)
        if m:
            desc = m.group(4)
            kind = ("parameter" if desc.startswith("parameter") else
                    "output" if "output shape" in desc else
                    "constant" if desc.startswith("constant") else
                    "thread-local" if desc.startswith("thread-local") else
                    "temp" if "preallocated-temp" in desc else desc)
            allocs.append({"index": int(m.group(1)), "size": int(m.group(2)),
                           "color": int(m.group(3) or 0), "kind": kind,
                           "live_out": "maybe-live-out" in desc, "values": []})
            continue
        m = VALUE_RE.match(line)
        if m and allocs:
            allocs[-1]["values"].append({
                "id": int(m.group(1)), "name": m.group(2), "index": m.group(3) or "{}",
                "color": int(m.group(4)), "size": int(m.group(5)), "offset": int(m.group(6)),
                "shape": m.group(7)})
        if line.startswith("Total bytes used") or line.startswith("Used values"):
            break
    return allocs


def parse_live_range(text: str):
    """'name{idx}:a-b' lines of the entry computation -> {(name, idx): (a, b)}; and max."""
    out = {}
    m = re.search(r"HloLiveRange \(max (\d+)\)", text)
    tmax = int(m.group(1)) if m else 0
    sec = text.split("BufferLiveRange:", 1)
    if len(sec) == 2:
        for line in sec[1].splitlines():
            m = re.match(r"^\s+([\w.\-]+)(\{[0-9,]*\}):(\d+)-(\d+)$", line)
            if m:
                out[(m.group(1), m.group(2))] = (int(m.group(3)), int(m.group(4)))
            elif line.strip() and not line.startswith(" "):
                break
    return out, tmax


def collective_base(opcode: str):
    base = opcode[:-6] if opcode.endswith("-start") else opcode[:-5] \
        if opcode.endswith("-done") else opcode
    return base if base in zx.COLLECTIVE_OPS else None


class Dump:
    """One program compiled for one target: buffers, HLO, live ranges, classification."""

    def __init__(self, d: Path):
        self.dir = d
        self.spaces = ct.memory_spaces((d / "memory-usage-report.txt").read_text())
        self.allocs = parse_buffer_assignment((d / "buffer-assignment.txt").read_text())
        lr = d / "live-range.txt"
        self.live, self.tmax = parse_live_range(lr.read_text()) if lr.exists() else ({}, 0)
        # after_codegen.txt: the same instructions with the full backend configs (emitters,
        # window configs, megacore split dims); after_optimizations.txt where it is missing
        cg = d / "after_codegen.txt"
        self.hlo = (cg if cg.exists() else d / "after_optimizations.txt").read_text()
        self.insts = {i["name"]: i for i in zx.parse_hlo_instructions(self.hlo)}
        self.users = defaultdict(list)
        for i in self.insts.values():
            for o in i["operands"]:
                self.users[o].append(i["name"])
        # computations that contain a collective (transitively through calls=)
        comp_colls = defaultdict(set)
        comp_calls = defaultdict(set)
        for i in self.insts.values():
            b = collective_base(i["opcode"])
            if b:
                comp_colls[i["computation"]].add(b)
            for c in re.findall(r"(?:calls|to_apply|body|condition)=%([\w.\-]+)", i["attrs"]):
                comp_calls[i["computation"]].add(c)
        changed = True
        while changed:
            changed = False
            for c, callees in comp_calls.items():
                for k in callees:
                    if not comp_colls[k] <= comp_colls[c]:
                        comp_colls[c] |= comp_colls[k]
                        changed = True
        self.comp_colls = comp_colls

    def hbm(self):
        return self.spaces.get("default (color=0)", 0)

    def vmem(self):
        return self.spaces.get("vmem (color=1)", 0)

    def collective_of(self, name):
        """The collective kind an instruction is (or a fusion/call that contains one), else
        None."""
        i = self.insts.get(name)
        if i is None:
            return None
        b = collective_base(i["opcode"])
        if b:
            return b
        if i["opcode"] in ("fusion", "call", "async-start", "async-done"):
            for c in re.findall(r"calls=%([\w.\-]+)", i["attrs"]):
                if self.comp_colls.get(c):
                    return "+".join(sorted(self.comp_colls[c])) + " fusion"
        return None

    def _through(self, name, seen=None):
        """Users of a value, looking through bitcasts / get-tuple-element / tuples."""
        seen = seen or set()
        out = []
        for u in self.users.get(name, []):
            if u in seen:
                continue
            seen.add(u)
            op = self.insts[u]["opcode"]
            if op in ("bitcast", "get-tuple-element", "tuple"):
                out += self._through(u, seen)
            else:
                out.append(u)
        return out

    def _source(self, name):
        """Producer of a value, looking back through bitcasts / gte / copy-done/copy-start."""
        seen = set()
        while name in self.insts and name not in seen:
            seen.add(name)
            i = self.insts[name]
            if i["opcode"] in ("bitcast", "get-tuple-element", "copy-start", "copy-done",
                               "copy") and i["operands"]:
                name = i["operands"][0]
            else:
                break
        return name

    def classify(self, v):
        """What a buffer value is, for the diff: collective result / collective operand /
        prefetch (copy-start/copy-done of either) / parameter / other."""
        name = v["name"]
        i = self.insts.get(name)
        if i is None:
            return "other"
        op = i["opcode"]
        if op in ("copy-start", "copy-done"):
            src = self._source(name)
            k = self.classify({"name": src, "index": "{}"})
            return "prefetch of " + k if k != "other" else "prefetch"
        c = self.collective_of(name)
        if c:
            return "collective result"
        if op == "parameter":
            return "parameter"
        for u in self._through(name):
            if self.collective_of(u):
                return "collective operand"
        return "other"

    def values(self, color=None, kind=None):
        for a in self.allocs:
            if kind is not None and a["kind"] != kind:
                continue
            for v in a["values"]:
                if color is not None and v["color"] != color:
                    continue
                yield a, v

    def temp_profile(self, color=0):
        """Live bytes of the temp values of a color over the entry schedule; (peak, t, at-peak
        values). Values with no live range (nested computations) are left out."""
        items = []
        for a, v in self.values(color=color, kind="temp"):
            r = self.live.get((v["name"], v["index"]))
            if r is None or v["size"] <= 64:
                continue
            items.append((r, v))
        best, bt = 0, 0
        for t in range(self.tmax + 1):
            s = sum(v["size"] for (a, b), v in items if a <= t <= b)
            if s > best:
                best, bt = s, t
        at = [v for (a, b), v in items if a <= bt <= b]
        return best, bt, at

    def collectives(self):
        """[(name, opcode, type, emitter, output in VMEM?)] of the entry and called comps."""
        out = []
        for i in self.insts.values():
            b = collective_base(i["opcode"])
            if not b or i["opcode"].endswith("-done"):
                continue
            m = re.search(r'"emitter":"(\w+)"', i["attrs"])
            out.append((i["name"], i["opcode"], ct.strip_layout(i["type"]),
                        m.group(1) if m else None, "S(1)" in i["type"]))
        return out


def load(dumps: Path, target: str, spec: str) -> Dump:
    return Dump(dumps / ct.target_dir(target) / spec)


def by_class(dump: Dump, color, kind="temp"):
    out = defaultdict(int)
    for a, v in dump.values(color=color, kind=kind):
        if v["size"] > 64:
            out[dump.classify(v)] += v["size"]
    return dict(out)


def fmt(n):
    return f"{n / MIB:8.3f} MiB"


def cmd_diff(args):
    spec = args.program if "." in args.program else args.program + ".shardy"
    a, b = load(args.dumps, args.base, spec), load(args.dumps, args.other, spec)
    print(f"{spec}: {args.base} vs {args.other}")
    for sp in sorted(set(a.spaces) | set(b.spaces)):
        print(f"  {sp:22s} {fmt(a.spaces.get(sp, 0))}  {fmt(b.spaces.get(sp, 0))}")
    for name, d in ((args.base, a), (args.other, b)):
        kinds = defaultdict(int)
        for al in d.allocs:
            if al["color"] == 0:
                kinds[al["kind"]] += al["size"]
        print(f"  {name} HBM by allocation kind: " +
              ", ".join(f"{k} {v / MIB:.3f}" for k, v in sorted(kinds.items())))
        for color in (0, 1):
            bc = by_class(d, color)
            print(f"  {name} {SPACES[color]} temp values by class (sum of sizes, MiB): " +
                  ", ".join(f"{k} {v / MIB:.3f}" for k, v in sorted(bc.items())))
        peak, t, at = d.temp_profile(0)
        cls = defaultdict(int)
        for v in at:
            cls[d.classify(v)] += v["size"]
        print(f"  {name} HBM temp live peak {peak / MIB:.3f} MiB at step {t}/{d.tmax}: " +
              ", ".join(f"{k} {v / MIB:.3f}" for k, v in sorted(cls.items())))
    # value-by-value: match by (producer opcode kind, metadata op_name, shape w/o layout)
    def key(d, v):
        i = d.insts.get(v["name"], {})
        m = re.search(r'op_name="([^"]*)"', i.get("attrs", ""))
        op = i.get("opcode", "?")
        if op in ("copy-start", "copy-done"):
            src = d.insts.get(d._source(v["name"]), {})
            m = re.search(r'op_name="([^"]*)"', src.get("attrs", ""))
            op = op + "(" + (d.collective_of(d._source(v["name"])) or src.get("opcode", "?")) \
                + ")"
        elif d.collective_of(v["name"]):
            op = d.collective_of(v["name"])
        return (op, m.group(1) if m else "", ct.strip_layout(v["shape"]))

    rows = defaultdict(lambda: [[], []])
    for k, d in enumerate((a, b)):
        for al, v in d.values():
            if v["size"] <= 64 or al["kind"] in ("parameter", "constant", "thread-local"):
                continue
            rows[key(d, v)][k].append((SPACES.get(v["color"], v["color"]), v["size"], v["name"],
                                       d.classify(v)))
    print(f"\n  values (temp/output) by (producer, op_name, shape): "
          f"[space size name class] on {args.base} | on {args.other}")
    for k in sorted(rows, key=lambda k: -max([s for _, s, _, _ in rows[k][0] + rows[k][1]])):
        l0, l1 = rows[k]
        sig0 = sorted((s, z) for s, z, _, _ in l0)
        sig1 = sorted((s, z) for s, z, _, _ in l1)
        if sig0 == sig1 and not args.all:
            continue
        f = lambda L: "; ".join(f"{s} {z} {n} [{c}]" for s, z, n, c in L) or "-"
        print(f"   {k[0]:28s} {k[1][:28]:28s} {k[2][:34]:34s} {f(l0)} | {f(l1)}")
    print("\n  collectives (name, opcode, type, emitter, output in VMEM):")
    for name, d in ((args.base, a), (args.other, b)):
        for c in d.collectives():
            print(f"   {name}: {c}")


def cmd_table(args):
    """Per program: both HBM and VMEM totals, and what the other target's HBM temp arena holds
    at its live peak, by producer kind (producer_kind)."""
    specs = args.programs or sorted(
        p.name for p in (args.dumps / ct.target_dir(args.base)).iterdir()
        if (args.dumps / ct.target_dir(args.other) / p.name / "summary.json").exists())
    kinds = ("dot", "collective", "standalone", "loop", "other")
    print(f"{'program':42s} {'HBM base':>9s} {'other':>9s} {'ratio':>6s} {'VMEM base':>9s} "
          f"{'other':>9s} | other's HBM temp peak (MiB): " + " ".join(f"{k:>10s}" for k in kinds))
    tot = defaultdict(int)
    for spec in specs:
        try:
            a, b = load(args.dumps, args.base, spec), load(args.dumps, args.other, spec)
        except FileNotFoundError:
            continue
        peak, t, at = b.temp_profile(0)
        by = defaultdict(int)
        for v in at:
            k = producer_kind(b, v)
            by[k if k in kinds else "other"] += v["size"]
        for k in kinds:
            tot[k] += by[k]
        print(f"{spec:42s} {a.hbm() / MIB:9.3f} {b.hbm() / MIB:9.3f} {b.hbm() / a.hbm():6.3f} "
              f"{a.vmem() / MIB:9.3f} {b.vmem() / MIB:9.3f} | {peak / MIB:8.3f} = " +
              " ".join(f"{by[k] / MIB:10.3f}" for k in kinds))
    s = sum(tot.values()) or 1
    print("all programs, share of the other's HBM temp peaks: " +
          ", ".join(f"{k} {tot[k] / s:.1%}" for k in kinds))


# --------------------------------------------------------------------------------------
# The rule, on the fixtures
# --------------------------------------------------------------------------------------

STANDALONE_HBM = ("copy", "convert", "reshape", "transpose", "dynamic-slice",
                  "dynamic-update-slice", "concatenate", "pad", "broadcast")
# v5e's asynchronous collective fusions and sliced prefetches leave slices and custom calls
# (AsyncCollectiveStart/Done, ConcatBitcast) that v5p's compile does not have: not pinned
MACHINERY = ("slice", "custom-call")


def producer_kind(d: Dump, v):
    """What produced a buffer value, in the terms the rule uses:
    'collective' (a collective, its async start/done, or a fusion holding one),
    'dot' (an output fusion: a dot/convolution with its fused epilogue),
    'loop' (an elementwise/loop/reduce fusion), 'standalone' (an unfused data-movement op:
    copy, convert, reshape, transpose, broadcast, dynamic-update-slice, ...), 'machinery'
    (slice, custom-call), 'prefetch' (copy-start/copy-done), 'parameter', or 'other'."""
    i = d.insts.get(v["name"])
    if i is None:
        return "other"
    op = i["opcode"]
    if op in ("copy-start", "copy-done"):
        return "prefetch"
    if d.collective_of(v["name"]):
        return "collective"
    if op == "parameter":
        return "parameter"
    if op == "fusion":
        m = re.search(r"kind=(k\w+)", i["attrs"])
        k = m.group(1) if m else ""
        if k == "kOutput":
            return "dot"
        if k == "kLoop" or k == "kInput":
            return "loop"
        return "other"
    if op in ("convolution", "dot"):
        return "dot"
    if op in STANDALONE_HBM:
        return "standalone"
    if op in MACHINERY:
        return "machinery"
    return "other"


# which producers a rule pins to HBM ("all-but-loop": every producer but loop fusions, the
# prefetch copies and parameters: the v5p rule)
RULES = {
    "none": (),
    "collectives": ("collective",),
    "collectives+dots": ("collective", "dot"),
    "all-but-loop": ("collective", "dot", "standalone", "other"),
}


def live_peak(items, tmax):
    """items: [((a, b), bytes)] -> peak of the live bytes over steps 0..tmax."""
    if not items:
        return 0
    delta = defaultdict(int)
    for (a, b), n in items:
        delta[a] += n
        delta[b + 1] -= n
    best = cur = 0
    for t in sorted(delta):
        cur += delta[t]
        best = max(best, cur)
    return best


def resolve(d: Dump, name):
    """An operand name -> the (instruction, shape index) of the value it reads, through
    bitcasts and get-tuple-elements."""
    idx = "{}"
    seen = set()
    while name in d.insts and name not in seen:
        seen.add(name)
        i = d.insts[name]
        if i["opcode"] == "bitcast" and i["operands"]:
            name = i["operands"][0]
        elif i["opcode"] == "get-tuple-element" and i["operands"]:
            m = re.search(r"index=(\d+)", i["attrs"])
            idx = "{" + (m.group(1) if m else "0") + "}"
            name = i["operands"][0]
        else:
            break
    return name, idx


def can_write_over(d: Dump, user: str) -> bool:
    """Whether XLA may write `user`'s result over an operand that dies there (its buffer
    sharing: elementwise loop fusions, in-place all-reduce, dynamic-update-slice)."""
    i = d.insts.get(user)
    if i is None:
        return False
    op = i["opcode"]
    if op == "fusion":
        m = re.search(r"kind=(k\w+)", i["attrs"])
        return bool(m) and m.group(1) in ("kLoop", "kInput") or bool(d.collective_of(user))
    return op in ("all-reduce", "all-reduce-start", "dynamic-update-slice", "add", "multiply")


def predict(base: Dump, rule, share=True, just_in_time=True):
    """The other generation's HBM predicted from the base's compile: the base's HBM without its
    temp arena, plus the live peak of the temps the rule pins to HBM (and the base's own HBM
    temps), each rounded up to HBM_ALIGN, over the base's schedule and live ranges. With
    `share`, a pinned value written by a loop fusion / all-reduce / dynamic-update-slice takes
    over the slot of a same-size pinned operand that dies there, and a pinned operand of an
    output's producer that dies there lives in the output's allocation (XLA's buffer sharing,
    which VMEM values on the base could not do with HBM ones); with `just_in_time`, a
    collective's result is made one step before its first reader (v5p's schedule). Returns
    (prediction, bytes of pinned values with no live range in the entry listing)."""
    non_temp = sum(a["size"] for a in base.allocs if a["color"] == 0 and a["kind"] != "temp")
    outputs = {(v["name"], v["index"]) for a, v in base.values(color=0)
               if a["kind"] != "temp" and a["kind"] != "parameter"}
    items = {}
    missing = 0
    for a, v in base.values(kind="temp"):
        if v["color"] not in (0, 1):
            continue
        pinned = v["color"] == 0 or producer_kind(base, v) in rule
        if not pinned:
            continue
        r = base.live.get((v["name"], v["index"]))
        if r is None:
            missing += v["size"]
            continue
        items[(v["name"], v["index"])] = [r[0], r[1], -(-v["size"] // HBM_ALIGN) * HBM_ALIGN]
    if share:
        group = {k: k for k in items}            # value -> the slot it lives in
        taken = set()                             # slots already written over at their end
        free = set()                              # slots that live in an output allocation
        for k in sorted(items, key=lambda k: items[k][0]):
            inst = base.insts.get(k[0])
            if inst is None or not can_write_over(base, k[0]):
                continue
            for o in inst["operands"]:
                ok = resolve(base, o)
                if ok not in group:
                    continue
                g = group[ok]
                if g in taken or items[g][1] != items[k][0] or items[g][2] != items[k][2]:
                    continue
                taken.add(g)
                items[g][1] = items[k][1]
                group[k] = g
                del items[k]
                break
        for k in outputs:
            inst = base.insts.get(k[0])
            if inst is None or not can_write_over(base, k[0]):
                continue
            for o in inst["operands"]:
                ok = resolve(base, o)
                if ok in group and group[ok] in items:
                    free.add(group[ok])
        for g in free:
            items.pop(g, None)
        if just_in_time:
            # v5p has no asynchronous collective fusions (0 async-collective-start in its
            # fixtures, 260 on v5e): a gathered buffer is made by a plain all-gather just
            # before its first reader, not prefetched across earlier compute as on v5e. Each
            # collective group starts one step before its first reader outside the group.
            step = {}
            for (n, _), (a, b) in base.live.items():
                step[n] = min(step.get(n, a), a)
            members = defaultdict(list)
            for k, g in group.items():
                members[g].append(k)
            for g, it in items.items():
                if producer_kind(base, {"name": g[0]}) != "collective":
                    continue
                names = {m[0] for m in members[g]}
                firsts = [step[u] for m in names for u in base._through(m)
                          if u not in names and u in step and not base.collective_of(u)]
                if firsts:
                    it[0] = max(it[0], min(it[1], min(firsts) - 1))
        # XLA also lets temps use an output's allocation before the output is written (the
        # output buffer as scratch: transformer_tp on v5p keeps a dot result, both all-reduces
        # and three other temps in the 8 MiB output allocation), one at a time at offset 0 (in
        # the 683 output allocations of the v5p compiles holding several values, never two at
        # once): largest first, a temp goes into an output allocation as large whose value
        # starts after the temp ends and whose temps so far do not overlap it.
        windows = []
        for a in base.allocs:
            if a["color"] != 0 or a["kind"] not in ("output", "maybe-live-out"):
                continue
            starts = [base.live[(v["name"], v["index"])][0] for v in a["values"]
                      if (v["name"], v["index"]) in base.live and a["live_out"]]
            if starts:
                windows.append([a["size"], max(starts), []])
        for g in sorted(items, key=lambda g: -items[g][2]):
            s0, e0, n = items[g]
            for w in windows:
                size, t_out, placed = w
                if e0 >= t_out or n > size:
                    continue
                if all(b <= s0 or a >= e0 for a, b, m in placed):
                    placed.append((s0, e0, n))
                    del items[g]
                    break
    return non_temp + live_peak([((a, b), n) for a, b, n in items.values()], base.tmax), missing


def cmd_rule(args):
    base_dir = args.dumps / ct.target_dir(args.base)
    specs = sorted(p.name for p in base_dir.iterdir()
                   if (args.dumps / ct.target_dir(args.other) / p.name / "summary.json").exists()
                   and (p / "summary.json").exists())
    res = {r: [] for r in RULES}
    lines = []
    for spec in specs:
        a, b = load(args.dumps, args.base, spec), load(args.dumps, args.other, spec)
        row = [spec, a.hbm(), b.hbm()]
        # the prediction's error on the base itself (rule "none": the base's own HBM temps),
        # mostly the heap's fragmentation, is taken out: base HBM + (rule - none)
        p0, _ = predict(a, ())
        for r, kinds in RULES.items():
            pred, missing = predict(a, kinds)
            pred = a.hbm() + pred - p0
            res[r].append(pred / b.hbm())
            row.append(pred)
        lines.append(row)
    if args.json:
        Path(args.json).write_text(json.dumps(
            {"base": args.base, "other": args.other, "rules": {r: list(k) for r, k in RULES.items()},
             "programs": [{"program": r[0], "base_hbm": r[1], "other_hbm": r[2],
                           "predicted": dict(zip(RULES, r[3:]))} for r in lines]},
            indent=1) + "\n")
    if args.verbose:
        print(f"{'program':44s} {'base':>8s} {'other':>8s} " +
              " ".join(f"{r[:26]:>26s}" for r in RULES))
        for row in lines:
            print(f"{row[0]:44s} {row[1] / MIB:8.2f} {row[2] / MIB:8.2f} " +
                  " ".join(f"{x / MIB:17.2f} ({x / row[2]:5.3f})" for x in row[3:]))
    # the refinements of the all-but-loop rule, one at a time
    abl = {"all-but-loop, no sharing, base schedule": dict(share=False, just_in_time=False),
           "all-but-loop, sharing, base schedule": dict(share=True, just_in_time=False)}
    for name, kw in abl.items():
        res[name] = []
        for spec in specs:
            a, b = load(args.dumps, args.base, spec), load(args.dumps, args.other, spec)
            p0, _ = predict(a, (), **kw)
            pred, _ = predict(a, RULES["all-but-loop"], **kw)
            res[name].append((a.hbm() + pred - p0) / b.hbm())
    res["(actual ratio other/base)"] = [b / a for _, a, b, *_ in lines]
    print(f"{len(specs)} programs; predicted / actual {args.other} HBM "
          f"(from {args.base}'s compile):")
    for r, xs in res.items():
        w10 = sum(1 for x in xs if abs(x - 1) <= 0.10)
        w5 = sum(1 for x in xs if abs(x - 1) <= 0.05)
        print(f"  {r:40s} median {statistics.median(xs):.3f}  min {min(xs):.3f}  "
              f"max {max(xs):.3f}  within 5%: {w5}  within 10%: {w10}")


def cmd_fixtures(args):
    """From the committed fixtures alone (the optimized HLO kept beside them, programs under
    200 KB of HLO): per target, how many results of each producer class the compiler wrote
    into VMEM (memory space S(1) on the result's layout), instructions of non-fused
    computations only."""
    classes = ("all-gather", "all-reduce", "all-to-all", "dot fusion (kOutput)",
               "loop fusion (kLoop)", "custom fusion (kCustom)", "copy", "convert",
               "dynamic-update-slice", "async collective fusion pieces")
    for t in args.targets.split(","):
        d = FIXTURES / ct.target_dir(t)
        files = sorted(d.glob("*.hlo.txt"))
        cnt = {c: [0, 0] for c in classes}
        for f in files:
            hlo = f.read_text()
            fused = set(re.findall(r"calls=%([\w.\-]+)", hlo)) | \
                set(re.findall(r"to_apply=%([\w.\-]+)", hlo))
            for i in zx.parse_hlo_instructions(hlo):
                if i["computation"] in fused:
                    continue
                op = i["opcode"]
                if op == "fusion":
                    m = re.search(r"kind=(k\w+)", i["attrs"])
                    k = m.group(1) if m else ""
                    if "chain_id" in i["attrs"] or "async_collective" in i["attrs"] or \
                            i["name"].startswith("async-collective"):
                        c = "async collective fusion pieces"
                    else:
                        c = {"kOutput": "dot fusion (kOutput)", "kLoop": "loop fusion (kLoop)",
                             "kCustom": "custom fusion (kCustom)"}.get(k)
                else:
                    c = op if op in classes else None
                if c is None:
                    continue
                cnt[c][1] += 1
                if "S(1)" in i["type"]:
                    cnt[c][0] += 1
        print(f"{t}: {len(files)} HLO files; results in VMEM / all: " +
              ", ".join(f"{c} {a}/{b}" for c, (a, b) in cnt.items() if b))


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--dumps", type=Path, default=DEFAULT_DUMPS)
    ap.add_argument("--base", default="tpu-v5e:2x4")
    ap.add_argument("--other", default="tpu-v5p:2x2x2")
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("compile")
    p.add_argument("programs", nargs="+")
    p.add_argument("--targets", default="tpu-v5e:2x4,tpu-v5p:2x2x2")
    p.add_argument("--override", action="append", default=[],
                   help="KEY=VALUE compile option override (env_options_overrides)")
    p = sub.add_parser("_worker")
    p.add_argument("--override", action="append", default=[])
    p.add_argument("target")
    p.add_argument("programs", nargs="+")
    p = sub.add_parser("diff")
    p.add_argument("program")
    p.add_argument("--all", action="store_true", help="also the values that match")
    p = sub.add_parser("table")
    p.add_argument("programs", nargs="*")
    p = sub.add_parser("fixtures")
    p.add_argument("--targets", default="tpu-v5e:2x4,tpu-v6e:2x4,tpu-v5p:2x2x2")
    p = sub.add_parser("rule")
    p.add_argument("-v", "--verbose", action="store_true")
    p.add_argument("--json", help="write the per-program predictions here")
    args = ap.parse_args()
    if args.cmd == "compile":
        return cmd_compile(args)
    if args.cmd == "_worker":
        ov = dict(o.split("=", 1) for o in args.override) or None
        return worker(args.target, args.programs, args.dumps, ov)
    if args.cmd == "diff":
        return cmd_diff(args)
    if args.cmd == "table":
        return cmd_table(args)
    if args.cmd == "rule":
        return cmd_rule(args)
    if args.cmd == "fixtures":
        return cmd_fixtures(args)


if __name__ == "__main__":
    sys.exit(main())
