"""A sharding plan as a unit test: the MLP block of a model must fit 1.5 GiB per device.

Each plan is lowered with abstract arguments (jax.ShapeDtypeStruct: nothing is allocated, so
the same test works for a model far larger than the machine running it) and checked by the
shardproof binary. The test fails the day a change makes a plan stop fitting: shrink the
mesh, drop a sharding, widen a layer, and `shardproof.check(..., raise_on_failure=True)`
raises CheckFailed with the binary's diagnostic, e.g.

    not sound: peak 2160066560 B per device on 8 devices (mesh <["data"=4, "model"=2]>), ...
      line 4: error: peak memory 2.01 GiB per device exceeds the budget of 1.50 GiB (reached at
      stablehlo.dot_general: parameters 2.00 GiB, activations and buffers 10.0 MiB)

The replicated plan is here to show that failure: it is marked as expected to fail
(strict, so it would be reported if it ever fit).

    make test-python        # or: SHARDPROOF_BIN=build/cli/shardproof pytest examples/python
"""
import jax
import jax.numpy as jnp
import pytest
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

import shardproof

BUDGET = "1.5GiB"
BATCH, D_MODEL, D_FF = 256, 8192, 32768  # each weight: 8192 x 32768 f32 = 1 GiB


def mlp(x, w_in, w_out):
    return jax.nn.gelu(x @ w_in) @ w_out


# Plan name -> PartitionSpecs of (x, w_in, w_out) on a mesh data=4, model=2.
PLANS = {
    # Megatron: w_in column-parallel, w_out row-parallel on model; batch on data.
    "tensor_parallel": (P("data", None), P(None, "model"), P("model", None)),
    # The same plus the weights' other dimension on data (FSDP): gathered one at a time.
    "fsdp_tensor_parallel": (P("data", None), P("data", "model"), P("model", "data")),
    # Data parallel only: every device holds both weights whole.
    "replicated": (P("data", None), P(), P()),
}


def check_plan(name):
    mesh = jax.make_mesh((4, 2), ("data", "model"), axis_types=(AxisType.Auto,) * 2)
    shapes = ((BATCH, D_MODEL), (D_MODEL, D_FF), (D_FF, D_MODEL))
    args = [jax.ShapeDtypeStruct(shape, jnp.float32, sharding=NamedSharding(mesh, spec))
            for shape, spec in zip(shapes, PLANS[name])]
    return shardproof.check(jax.jit(mlp), *args, mesh=mesh, memory_budget=BUDGET, raise_on_failure=True)


@pytest.mark.parametrize("name", ["tensor_parallel", "fsdp_tensor_parallel"])
def test_plan_fits_the_budget(name):
    report = check_plan(name)  # raises CheckFailed (an AssertionError) when it does not fit
    assert report.ok and report.all_proved


@pytest.mark.xfail(raises=shardproof.CheckFailed, strict=True,
                   reason="2 GiB of replicated weights per device cannot fit 1.5 GiB")
def test_replicated_weights_do_not_fit():
    check_plan("replicated")
