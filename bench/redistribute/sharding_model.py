"""Sharding types over a named mesh, as plain Python, for the side-by-side bench.

A type is a list of dimensions, each a list of axis parts (name, pre, size) major to minor,
with shardproof's and Shardy's meaning (types/axis_ref.h): a device's digit on the part
"x":(pre)size of an axis of size n is (coord_x // (n // (pre*size))) % size. Examples:

    parse_type('[{"x"}, {"y"}]', mesh)        -> [[("x",1,4)], [("y",1,2)]]   on x=4,y=2
    block(type, device)                       -> (block index per dimension)
    infer_parts(rank_of_device, mesh)         -> [("x",2,2)] when rank = digit of "x":(2)2
"""
import math
import re


class Mesh:
    def __init__(self, axes):  # [(name, size)], major to minor; device id = row-major position
        self.axes = list(axes)
        self.size = dict(axes)
        self.num_devices = math.prod(s for _, s in axes)

    def coords(self, device):
        out = {}
        for name, s in reversed(self.axes):
            out[name] = device % s
            device //= s
        return out

    def digit(self, device, part):
        name, pre, size = part
        n = self.size[name]
        return (self.coords(device)[name] // (n // (pre * size))) % size

    def shardy(self):
        return "<[" + ", ".join(f'"{n}"={s}' for n, s in self.axes) + "]>"

    def flag(self):
        return ",".join(f"{n}={s}" for n, s in self.axes)

    def prime_parts(self):
        """Every axis cut into prime-size parts, major to minor."""
        parts = []
        for name, n in self.axes:
            pre, rest = 1, n
            while rest > 1:
                p = next(q for q in range(2, rest + 1) if rest % q == 0)
                parts.append((name, pre, p))
                pre, rest = pre * p, rest // p
        return parts


def parse_type(text, mesh):
    dims = []
    for body in re.findall(r"\{([^}]*)\}", text.split("]")[0]):
        parts = []
        for name, pre, size in re.findall(r'"(\w+)"(?::\((\d+)\)(\d+))?', body):
            parts.append((name, int(pre), int(size)) if pre else (name, 1, mesh.size[name]))
        dims.append(parts)
    return dims


def part_text(part, mesh, quoted=True):
    name, pre, size = part
    q = f'"{name}"' if quoted else name
    return q if (pre, size) == (1, mesh.size[name]) else f"{q}:({pre}){size}"


def type_text(t, mesh):
    return "[" + ", ".join("{" + ",".join(part_text(p, mesh) for p in d) + "}" for d in t) + "]"


def blocks(dim_parts):
    return math.prod(s for _, _, s in dim_parts)


def block(t, mesh, device):
    out = []
    for parts in t:
        b = 0
        for p in parts:
            b = b * p[2] + mesh.digit(device, p)
        out.append(b)
    return tuple(out)


def local_shape(t, shape):
    return tuple(-(-n // blocks(parts)) for n, parts in zip(shape, t))


def interval(n, k, b):
    c = -(-n // k)
    return min(b * c, n), min((b + 1) * c, n)


def lower_bound_elements(src, dst, shape, mesh):
    """The most real elements of its destination block any device does not hold at the source."""
    worst = 0
    for d in range(mesh.num_devices):
        bs, bd = block(src, mesh, d), block(dst, mesh, d)
        need = held = 1
        for n, ps, pd, i, j in zip(shape, src, dst, bs, bd):
            lo, hi = interval(n, blocks(pd), j)
            slo, shi = interval(n, blocks(ps), i)
            need *= hi - lo
            held *= max(0, min(hi, shi) - max(lo, slo))
        worst = max(worst, need - held)
    return worst


def merge(parts, mesh):
    """Adjacent parts of one axis that are contiguous become one part (Shardy's canonical form)."""
    out = []
    for p in parts:
        if out and out[-1][0] == p[0] and out[-1][1] * out[-1][2] == p[1]:
            q = out.pop()
            p = (p[0], q[1], q[2] * p[2])
        out.append(p)
    return out


def infer_parts(value_of_device, mesh):
    """The axis parts (major to minor) whose mixed-radix digits give value_of_device, or None."""
    base = value_of_device(0)
    zero = mesh.coords(0)
    strides = []
    for part in mesh.prime_parts():
        # the device whose digits are all 0 except this part's, which is 1
        name, pre, size = part
        unit = mesh.size[name] // (pre * size)
        coords = dict(zero)
        coords[name] = unit
        dev = 0
        for n, s in mesh.axes:
            dev = dev * s + coords[n]
        stride = value_of_device(dev) - base
        if stride:
            strides.append((stride, part))
    if base != 0 or any(s < 0 for s, _ in strides):
        return None
    strides.sort(key=lambda x: -x[0])
    parts = [p for _, p in strides]
    for d in range(mesh.num_devices):
        v = 0
        for p in parts:
            v = v * p[2] + mesh.digit(d, p)
        if v != value_of_device(d):
            return None
    return merge(parts, mesh)
