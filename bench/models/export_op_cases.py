#!/usr/bin/env python3
"""Writes tests/data/op_cases/: one small unsharded program per op of the op table, lowered by
JAX itself (`jax.jit(f).lower(...).as_text()`), for the bounded-exhaustive check of every op's
partitioning (issue 40: proofs/op_partitioning.h). The check gives each program a mesh and
every sharding of its arguments, then runs `check`'s pipeline and `run`'s executor and
compares with the unpartitioned op. Shapes are small and chosen so that meshes of 2, 4 and 8
devices leave dimensions that do not divide (6 on 4), size-1 dimensions, and reshapes that
merge and split dimensions.

    bench/.venv/bin/python bench/models/export_op_cases.py [--out DIR]

File names are `<row>__<variant>.mlir`, `<row>` the op's name in the table without its
dialect (`dot_general__batch`), so the check can count cases per row.
"""
import argparse
import os
import sys

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from jax import lax  # noqa: E402

f32, i32, u32, bf16, c64, b1 = jnp.float32, jnp.int32, jnp.uint32, jnp.bfloat16, jnp.complex64, jnp.bool_
S = jax.ShapeDtypeStruct
CASES = []


def case(name, *args):
    def register(fn):
        CASES.append((name, fn, args))
        return fn
    return register


def add_unary(row, fn, shapes=((6, 4), (1, 8)), dtype=f32):
    for k, shape in enumerate(shapes):
        CASES.append((f"{row}__{'x'.join(map(str, shape))}", fn, (S(shape, dtype),)))


def add_binary(row, fn, dtype=f32, shape=(6, 4)):
    CASES.append((f"{row}__{'x'.join(map(str, shape))}", fn, (S(shape, dtype), S(shape, dtype))))


# elementwise unary
for row, fn in [("tanh", lax.tanh), ("exponential", lax.exp), ("log", lax.log), ("logistic", lax.logistic),
                ("negate", lax.neg), ("rsqrt", lax.rsqrt), ("sqrt", lax.sqrt), ("sine", lax.sin),
                ("cosine", lax.cos), ("abs", lax.abs), ("square", lax.square), ("cbrt", lax.cbrt), ("tan", lax.tan),
                ("erf", lax.erf), ("erfc", lax.erfc), ("erf_inv", lax.erf_inv), ("log_plus_one", lax.log1p),
                ("exponential_minus_one", lax.expm1), ("is_finite", lax.is_finite), ("sign", lax.sign),
                ("floor", lax.floor), ("ceil", lax.ceil),
                ("round_nearest_even", lambda x: lax.round(x, lax.RoundingMethod.TO_NEAREST_EVEN)),
                ("round_nearest_afz", lambda x: lax.round(x, lax.RoundingMethod.AWAY_FROM_ZERO)),
                ("reduce_precision", lambda x: lax.reduce_precision(x, 5, 10))]:
    add_unary(row, fn)
add_unary("not", lax.bitwise_not, dtype=i32)
add_unary("popcnt", lax.population_count, dtype=i32)
add_unary("count_leading_zeros", lax.clz, dtype=i32)
add_unary("real", lax.real, dtype=c64)
add_unary("imag", lax.imag, dtype=c64)
add_unary("convert", lambda x: lax.convert_element_type(x, bf16))
add_unary("bitcast_convert", lambda x: lax.bitcast_convert_type(x, i32))

# elementwise binary
for row, fn in [("add", lax.add), ("subtract", lax.sub), ("multiply", lax.mul), ("divide", lax.div),
                ("maximum", lax.max), ("minimum", lax.min), ("power", lax.pow), ("remainder", lax.rem),
                ("atan2", lax.atan2), ("complex", lax.complex)]:
    add_binary(row, fn)
for row, fn in [("and", lax.bitwise_and), ("or", lax.bitwise_or), ("xor", lax.bitwise_xor),
                ("shift_left", lax.shift_left), ("shift_right_logical", lax.shift_right_logical),
                ("shift_right_arithmetic", lax.shift_right_arithmetic)]:
    add_binary(row, fn, dtype=i32)
add_binary("compare", lambda a, b: a < b)


@case("select__6x4", S((6, 4), b1), S((6, 4), f32), S((6, 4), f32))
def _(p, a, b):
    return lax.select(p, a, b)


@case("clamp__6x4", S((6, 4), f32))
def _(x):
    return lax.clamp(-0.5, x, 0.5)


@case("iota__plus", S((6, 4), i32))
def _(x):
    return x + lax.broadcasted_iota(i32, (6, 4), 1)


@case("constant__plus", S((6, 4), f32))
def _(x):
    return x + jnp.asarray([[1.0, 2.0, 3.0, 4.0]] * 6, f32)


# data movement
@case("broadcast_in_dim__middle", S((6, 4), f32))
def _(x):
    return lax.broadcast_in_dim(x, (6, 2, 4), (0, 2))


@case("broadcast_in_dim__size1", S((1, 4), f32))
def _(x):
    return lax.broadcast_in_dim(x, (6, 4), (0, 1))


@case("transpose__2d", S((6, 4), f32))
def _(x):
    return x.T


@case("transpose__3d", S((2, 6, 4), f32))
def _(x):
    return lax.transpose(x, (2, 0, 1))


@case("reshape__split", S((8, 6), f32))
def _(x):
    return x.reshape(2, 4, 6)


@case("reshape__merge", S((2, 4, 6), f32))
def _(x):
    return x.reshape(8, 6)


@case("reshape__regroup", S((4, 6), f32))
def _(x):
    return x.reshape(2, 12)


@case("reshape__size1", S((1, 8), f32))
def _(x):
    return x.reshape(8, 1)


@case("reshape__split_then_dot", S((8, 4, 2), f32), S((4, 4), f32))
def _(o, w):
    # diffusers' batch_to_head_dim (issue 40), small: a split batch dimension becomes part of
    # the contracted one.
    o = o.reshape(2, 4, 4, 2).transpose(0, 2, 1, 3).reshape(2, 4, 8)
    return o @ jnp.concatenate([w, w], axis=0)


@case("slice__strided", S((8, 6), f32))
def _(x):
    return x[1:7:2, 1:5]


@case("concatenate__dim0", S((6, 4), f32), S((2, 4), f32))
def _(a, b):
    return jnp.concatenate([a, b], axis=0)


@case("pad__interior", S((6, 4), f32))
def _(x):
    return lax.pad(x, 0.0, ((1, 2, 0), (0, -1, 1)))


@case("reverse__both", S((6, 4), f32))
def _(x):
    return lax.rev(x, (0, 1))


@case("dynamic_slice__rows", S((8, 6), f32), S((), i32))
def _(x, i):
    return lax.dynamic_slice(x, (i, 1), (3, 4))


@case("dynamic_update_slice__rows", S((8, 6), f32), S((2, 6), f32), S((), i32))
def _(x, u, i):
    return lax.dynamic_update_slice(x, u, (i, 0))


@case("gather__embedding", S((16, 4), f32), S((6,), i32))
def _(tab, ids):
    return tab[ids % 16]


@case("gather__take_along_axis", S((6, 8), f32), S((6, 3), i32))
def _(x, idx):
    return jnp.take_along_axis(x, idx % 8, axis=1)


@case("scatter__add", S((16, 4), f32), S((6,), i32), S((6, 4), f32))
def _(tab, ids, upd):
    return tab.at[ids % 16].add(upd)


@case("scatter__set", S((16, 4), f32), S((6,), i32), S((6, 4), f32))
def _(tab, ids, upd):
    return tab.at[ids % 16].set(upd, unique_indices=True)


@case("sort__two_operands", S((6, 8), f32), S((6, 8), i32))
def _(k, v):
    return lax.sort((k, v), dimension=1, num_keys=1)


@case("top_k__rows", S((6, 8), f32))
def _(x):
    return lax.top_k(x, 3)


# contractions and reductions
@case("dot_general__matmul", S((6, 8), f32), S((8, 4), f32))
def _(a, b):
    return a @ b


@case("dot_general__batch", S((2, 6, 8), f32), S((2, 8, 4), f32))
def _(a, b):
    return jnp.einsum("bij,bjk->bik", a, b)


@case("convolution__nhwc", S((2, 6, 6, 3), f32), S((3, 3, 3, 4), f32))
def _(x, k):
    return lax.conv_general_dilated(x, k, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))


@case("convolution__pointwise", S((2, 6, 6, 4), f32), S((1, 1, 4, 8), f32))
def _(x, k):
    # A 1x1 convolution (ResNet's and the UNet's projections): its spatial dimensions may stay
    # split, each device convolving its own block.
    return lax.conv_general_dilated(x, k, (1, 1), "VALID", dimension_numbers=("NHWC", "HWIO", "NHWC"))


@case("convolution__strided_grouped", S((2, 6, 6, 4), f32), S((3, 3, 2, 4), f32))
def _(x, k):
    return lax.conv_general_dilated(x, k, (2, 2), "VALID", dimension_numbers=("NHWC", "HWIO", "NHWC"),
                                    feature_group_count=2)


@case("fft__rfft", S((6, 8), f32))
def _(x):
    return jnp.fft.rfft(x, axis=1)


@case("reduce__sum", S((6, 8), f32))
def _(x):
    return x.sum(axis=1)


@case("reduce__max_all", S((6, 8), f32))
def _(x):
    return x.max()


@case("reduce__argmax", S((6, 8), f32))
def _(x):
    return jnp.argmax(x, axis=1)


@case("reduce__and", S((6, 8), f32))
def _(x):
    return jnp.all(x > 0, axis=0)


@case("reduce_window__maxpool", S((2, 6, 6, 2), f32))
def _(x):
    return lax.reduce_window(x, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")


@case("reduce_window__cumsum", S((6, 8), f32))
def _(x):
    return jnp.cumsum(x, axis=1)


@case("select_and_scatter__maxpool_grad", S((2, 6, 6, 2), f32))
def _(x):
    return jax.grad(lambda y: lax.reduce_window(y, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID").sum())(x)


# control flow and the rest
@case("while__fori", S((6, 4), f32))
def _(x):
    return lax.fori_loop(0, 3, lambda i, c: jnp.tanh(c) * 1.5, x)


@case("case__switch", S((), i32), S((6, 4), f32))
def _(i, x):
    return lax.switch(i % 3, [lambda a: a * 2, lambda a: a - 1, jnp.sin], x)


@case("optimization_barrier__pair", S((6, 4), f32), S((6, 4), f32))
def _(a, b):
    a, b = lax.optimization_barrier((a, b))
    return a + b


@case("rng_bit_generator__threefry", S((2,), u32))
def _(k):
    return lax.rng_bit_generator(k.repeat(2), (6, 4))[1]


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", default=os.path.join(here, "..", "..", "tests", "data", "op_cases"))
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    for name, fn, shapes in CASES:
        text = jax.jit(fn).lower(*shapes).as_text()
        with open(os.path.join(args.out, name + ".mlir"), "w") as f:
            f.write(text)
    print(f"{len(CASES)} programs in {os.path.normpath(args.out)} (jax {jax.__version__})", file=sys.stderr)


if __name__ == "__main__":
    main()
