"""What XLA's compiled plan for a resharding does, read from `compiled.as_text()`.

Parses the entry computation of a partitioned HLO module into its collectives (kind,
device groups in rank order, source-target pairs, buffer elements) and local buffers,
so that bench/redistribute/compare.py can price it beside shardproof's plan, and
translates the collectives into a plan in shardproof's JSON schema (README, "JSON
schema") for `shardproof verify`. Examples of the three replica-group spellings read:

    replica_groups={{0,1},{2,3}}
    replica_groups=[2,4]<=[4,2]T(1,0)
    replica_groups=mesh['axis_0'=2,'axis_1'=4], device_ids=([2,2,2]T(0,2,1)) {'axis_1':(2)2}
"""
import math
import re

import numpy as np

COLLECTIVES = ("all-gather", "all-to-all", "collective-permute", "all-reduce", "reduce-scatter")

_SHAPE = re.compile(r"\b(pred|[sfu]\d+|bf16|f8\w*)\[([\d,]*)\]")
_INSTR = re.compile(r"^\s*(?:ROOT\s+)?%(\S+)\s*=\s*(\(.*?\)|\S+)\s+([\w-]+)\((.*?)\)(.*)$")


class Instr:
    def __init__(self, name, shapes, op, operands, attrs):
        self.name, self.shapes, self.op, self.operands, self.attrs = name, shapes, op, operands, attrs

    @property
    def elements(self):
        return sum(math.prod(s) for _, s in self.shapes)


def parse_shapes(text):
    return [(dt, tuple(int(x) for x in dims.split(",")) if dims else ()) for dt, dims in _SHAPE.findall(text)]


def entry_instructions(hlo_text):
    """The entry computation's instructions in order (the schedule XLA printed)."""
    body = hlo_text[hlo_text.index("\nENTRY"):]
    body = body[body.index("{") + 1:body.index("\n}")]
    out = []
    for line in body.splitlines():
        m = _INSTR.match(line)
        if not m:
            continue
        name, ty, op, operands, attrs = m.groups()
        out.append(Instr(name, parse_shapes(ty), op.removesuffix("-start"), re.findall(r"%([\w.\-]+)", operands), attrs))
    return [i for i in out if not i.op.endswith("-done")]


def _iota(reshape, perm, n):
    a = np.arange(math.prod(reshape)).reshape(reshape)
    if perm:
        a = a.transpose(perm)
    return a.reshape(-1)[:n] if n else a.reshape(-1)


def _ints(text):
    return [int(x) for x in re.findall(r"-?\d+", text)]


def replica_groups(attrs, num_devices):
    """Device groups, each listed in rank order (rank i = position i)."""
    m = re.search(r"replica_groups=mesh\[([^\]]*)\](?:, device_ids=\(([^)]*(?:\)[^)]*)?)\))?\s*\{([^}]*)\}", attrs)
    if m:
        axes = [(n, int(s)) for n, s in re.findall(r"'([^']+)'=(\d+)", m.group(1))]
        sizes = [s for _, s in axes]
        if m.group(2):
            ids = m.group(2)
            im = re.match(r"\[([\d,]+)\](?:T\(([\d,]+)\))?", ids.strip())
            if im and "<=" not in ids:
                device_ids = _iota(_ints(im.group(1)), _ints(im.group(2)) if im.group(2) else None, 0)
            else:
                device_ids = np.array(_ints(ids))
        else:
            device_ids = np.arange(math.prod(sizes))
        device_ids = device_ids.reshape(sizes)
        listed = []  # (axis index, pre, size), major to minor
        for ref in re.findall(r"'([^']+)'(?::\((\d+)\)(\d+))?", m.group(3)):
            k = [n for n, _ in axes].index(ref[0])
            listed.append((k, int(ref[1]) if ref[1] else 1, int(ref[2]) if ref[2] else sizes[k]))
        groups = {}
        for coords in np.ndindex(*sizes):
            key, rank = list(coords), 0
            for k, pre, size in listed:
                stride = sizes[k] // (pre * size)
                digit = (coords[k] // stride) % size
                key[k] -= digit * stride
                rank = rank * size + digit
            groups.setdefault(tuple(key), {})[rank] = int(device_ids[coords])
        return [[g[r] for r in sorted(g)] for g in groups.values()]
    m = re.search(r"replica_groups=\[([\d,]+)\]<=\[([\d,]+)\](?:T\(([\d,]+)\))?", attrs)
    if m:
        shape = _ints(m.group(1))
        flat = _iota(_ints(m.group(2)), _ints(m.group(3)) if m.group(3) else None, 0)
        return flat.reshape(shape[0], -1).tolist()
    m = re.search(r"replica_groups=\{(.*?)\}(?:,|$)", attrs)
    if m:
        groups = [_ints(g) for g in re.findall(r"\{([\d,]*)\}", m.group(1) + "}")]
        groups = [g for g in groups if g]
        return groups or [list(range(num_devices))]
    return [list(range(num_devices))]


def source_target_pairs(attrs):
    m = re.search(r"source_target_pairs=\{(.*?)\}\}", attrs)
    return [tuple(_ints(p)) for p in re.findall(r"\{(\d+,\d+)", m.group(1) + "}")] if m else []


class Collective:
    def __init__(self, instr, num_devices):
        self.instr = instr
        self.kind = instr.op
        self.pairs = source_target_pairs(instr.attrs) if self.kind == "collective-permute" else []
        self.groups = [] if self.pairs else replica_groups(instr.attrs, num_devices)
        dm = re.search(r"dimensions=\{(\d+)\}", instr.attrs)
        self.dimension = int(dm.group(1)) if dm else None

    def received_elements(self, num_devices, operand_elements):
        """Elements each device receives (ring all-reduce: 2(g-1)/g, as our cost model)."""
        recv = [0.0] * num_devices
        out = self.instr.elements
        if self.kind == "collective-permute":
            for s, t in self.pairs:
                if s != t:
                    recv[t] += out
            return recv
        for g in self.groups:
            n = len(g)
            per = {"all-gather": out * (n - 1) / n, "all-to-all": out * (n - 1) / n,
                   "reduce-scatter": operand_elements * (n - 1) / n,
                   "all-reduce": 2 * out * (n - 1) / n}[self.kind]
            for d in g:
                recv[d] += per
        return recv


def analyse(hlo_text, num_devices, reshard_only=False):
    """Collectives in order, per-device received elements, the largest buffer (elements).

    reshard_only: the program is jit(a -> constraint(constraint(a, src), dst)) with a
    replicated input and output (JAX allows no uneven sharding at a jit boundary): only the
    collectives that the constraints produced count (their metadata names
    sharding_constraint; the output's gather has none), and only the buffers from the first
    of them to the last."""
    instrs = entry_instructions(hlo_text)
    by_name = {i.name: i for i in instrs}
    collectives, recv = [], [0.0] * num_devices
    for i in instrs:
        if i.op in COLLECTIVES and (not reshard_only or "sharding_constraint" in i.attrs):
            c = Collective(i, num_devices)
            operand_elements = sum(by_name[o].elements for o in i.operands if o in by_name)
            recv = [a + b for a, b in zip(recv, c.received_elements(num_devices, operand_elements))]
            collectives.append(c)
    window = instrs
    if reshard_only and collectives:
        first, last = instrs.index(collectives[0].instr), instrs.index(collectives[-1].instr)
        window = instrs[first:last + 1]
    elif reshard_only:
        window = []
    # a buffer is an entry-level value (fusions keep their insides in registers); a tuple
    # result of a collective is live as a whole, a get-tuple-element aliases it
    largest = max((i.elements for i in window if i.op not in ("get-tuple-element", "tuple", "bitcast")), default=0)
    return instrs, collectives, recv, largest, window
