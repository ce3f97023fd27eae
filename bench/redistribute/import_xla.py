"""XLA's compiled resharding as a plan in shardproof's JSON schema, for `shardproof verify`.

Each collective XLA compiled becomes one of our steps over the mesh's axes (or sub-axes):
the axes come from the device groups in rank order (a group {0,2},{1,3},.. on x=4,y=2 is
"x:(2)2"), the dimensions from the local shapes before and after (XLA's all-to-all works on
reshaped buffers), a collective-permute's type after from its source-target pairs (the type
whose block map every pair carries over). A local slice after the last collective becomes
all_slice onto the declared destination. What does not fit our steps is reported, not
guessed:

    translate(instrs, collectives, mesh, shape, src, dst) -> (steps, None)
    translate(...)                                         -> (None, "why it does not translate")
"""
import sharding_model as sm


def _expand(dim_parts, mesh):
    out = []
    for name, pre, size in dim_parts:
        for p in mesh.prime_parts():
            if p[0] == name and p[1] >= pre and p[1] * p[2] <= pre * size:
                out.append(p)
    return out


def same_type(a, b, mesh):
    return [_expand(d, mesh) for d in a] == [_expand(d, mesh) for d in b]


def _rank_of(groups):
    rank = {}
    for g in groups:
        for i, d in enumerate(g):
            rank[d] = i
    return rank


def _downstream_shape(instr, instrs, rank):
    """Local shape of the first value of the array's rank that the collective's result flows into."""
    consumers = {}
    for i in instrs:
        for o in i.operands:
            consumers.setdefault(o, []).append(i)
    frontier, seen = [instr], set()
    if len(instr.shapes) == 1 and len(instr.shapes[0][1]) == rank:
        return instr.shapes[0][1]
    while frontier:
        cur = frontier.pop(0)
        for c in consumers.get(cur.name, []):
            if c.name in seen or c.op in ("all-gather", "all-to-all", "all-reduce", "reduce-scatter"):  # a permute keeps the shape
                continue
            seen.add(c.name)
            if c.op not in ("get-tuple-element", "tuple") and len(c.shapes) == 1 and len(c.shapes[0][1]) == rank:
                return c.shapes[0][1]
            frontier.append(c)
    return None


def _upstream_shape(instr, by_name, rank):
    frontier = list(instr.operands)
    while frontier:
        cur = by_name.get(frontier.pop(0))
        if cur is None:
            continue
        if cur.op != "get-tuple-element" and len(cur.shapes) == 1 and len(cur.shapes[0][1]) == rank:
            return cur.shapes[0][1]
        frontier.extend(cur.operands)
    return None


def translate(instrs, collectives, mesh, shape, src, dst):
    rank = len(shape)
    by_name = {i.name: i for i in instrs}
    t = [list(d) for d in src]
    steps = []
    for c in collectives:
        before = _upstream_shape(c.instr, by_name, rank)
        local = sm.local_shape(t, shape)
        if before is not None and any(b < l for b, l in zip(before, local)):
            return None, f"a local slice before {c.kind} (its offsets sit in an elided constant table)"
        if c.kind in ("all-reduce", "reduce-scatter"):
            return None, f"{c.kind} in a resharding without partial sums"
        if c.kind == "collective-permute":
            sources = {}
            for s, d in c.pairs:
                sources[d] = s
            if len(sources) != mesh.num_devices:
                return None, "collective-permute leaves devices without data (XLA fills them with zeros)"
            after = []
            for k, parts in enumerate(t):
                inferred = sm.infer_parts(lambda d, k=k: sm.block(t, mesh, sources[d])[k], mesh)
                if inferred is None:
                    return None, "collective-permute to a block map no sharding type spells"
                after.append(inferred)
            steps.append({"collective": "collective_permute", "target": sm.type_text(after, mesh)})
            t = after
            continue
        ranks = _rank_of(c.groups)
        axes = sm.infer_parts(lambda d: ranks[d], mesh)
        if axes is None:
            return None, f"{c.kind} over device groups no axes spell"
        names = [sm.part_text(p, mesh, quoted=False) for p in axes]
        after_shape = _downstream_shape(c.instr, instrs, rank)
        if after_shape is None:
            return None, f"{c.kind}: no value of the array's rank after it"
        grows = [k for k in range(rank) if after_shape[k] > local[k]]
        shrinks = [k for k in range(rank) if after_shape[k] < local[k]]
        if c.kind == "all-gather":
            dim = c.dimension if len(c.instr.shapes[0][1]) == rank and c.dimension is not None else (grows[0] if len(grows) == 1 else None)
            if dim is None:
                return None, "all-gather: dimension not recoverable from the shapes"
            steps.append({"collective": "all_gather", "dim": dim, "axes": names})
            t[dim] = _strip(t[dim], axes, mesh)
        else:  # all-to-all
            if len(grows) != 1 or len(shrinks) != 1:
                return None, f"all-to-all: source/destination dimensions not recoverable (local {local} -> {after_shape})"
            steps.append({"collective": "all_to_all", "dim": grows[0], "to_dim": shrinks[0], "axes": names})
            t[grows[0]] = _strip(t[grows[0]], axes, mesh)
            t[shrinks[0]] = sm.merge(_expand(t[shrinks[0]], mesh) + _expand(axes, mesh), mesh)
    if not same_type(t, dst, mesh):
        for k in range(rank):
            have, want = _expand(t[k], mesh), _expand(dst[k], mesh)
            if want[:len(have)] != have:
                return None, f"after the collectives the type is {sm.type_text(t, mesh)}, not a prefix of the destination"
            if len(want) > len(have):
                steps.append({"collective": "all_slice", "dim": k,
                              "axes": [sm.part_text(p, mesh, quoted=False) for p in sm.merge(want[len(have):], mesh)]})
    return steps, None


def _strip(dim_parts, axes, mesh):
    """dim_parts without `axes` at its minor end (left as is when they are not: verify says so)."""
    have, drop = _expand(dim_parts, mesh), _expand(axes, mesh)
    if drop and have[-len(drop):] == drop:
        return sm.merge(have[:-len(drop)], mesh)
    return dim_parts
