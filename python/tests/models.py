"""Small JAX programs and their plans for the tests (factories for `python -m shardproof`)."""
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P


def mesh_4x2():
    return jax.make_mesh((4, 2), ("data", "model"), axis_types=(AxisType.Auto,) * 2)


def layer(x, w):
    return jnp.tanh(x @ w)


def arg(mesh, shape, *spec, dtype=jnp.float32):
    return jax.ShapeDtypeStruct(shape, dtype, sharding=NamedSharding(mesh, P(*spec)))


def layer_column_parallel(mesh):
    """x batch-sharded, w column-sharded: no collective needed."""
    return jax.jit(layer), (arg(mesh, (64, 1024), "data", None), arg(mesh, (1024, 512), None, "model"))


def layer_row_parallel(mesh):
    """The contraction sharded on model: the partial sums need an all-reduce over model."""
    return jax.jit(layer), (arg(mesh, (64, 1024), "data", "model"), arg(mesh, (1024, 512), "model", None))
