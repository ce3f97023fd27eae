"""From a jax.jit function and its arguments to the StableHLO text `shardproof check` reads.

    text = lower(jax.jit(step), x, w, mesh=mesh)         # jitted.lower(x, w).as_text(debug_info=True)
    mesh_flag(mesh)                                      # 'data=4,model=2'
    mesh_flag("data=4,model=2"), mesh_flag({"data": 4})  # 'data=4,model=2', 'data=4'
    make_mesh("data=4,model=2")                          # a jax Mesh on the first 8 devices

The arguments are whatever `lower` takes: arrays (their shardings are used), or
`jax.ShapeDtypeStruct(shape, dtype, sharding=NamedSharding(mesh, P(...)))`, which lowers a
program of any size without allocating it. Shardings are left exactly as the user gave them;
a jax Mesh passed as `mesh` is only made the context mesh while lowering, so that bare
`PartitionSpec`s (in `in_shardings=` or `with_sharding_constraint`) resolve against it.
"""

from __future__ import annotations

import contextlib
import re
from typing import Any, Dict, Mapping, Optional, Tuple, Union

MeshLike = Union[None, str, Mapping[str, int], Any]  # Any: jax.sharding.Mesh / AbstractMesh

_AXIS = re.compile(r"^\s*([A-Za-z_][\w]*)\s*=\s*(\d+)\s*$")


def parse_mesh_text(text: str) -> Dict[str, int]:
    """'data=4,model=2' -> {'data': 4, 'model': 2}, as the binary's --mesh reads it."""
    axes: Dict[str, int] = {}
    for part in text.split(","):
        m = _AXIS.match(part)
        if not m or int(m[2]) < 1 or m[1] in axes:
            raise ValueError(f"--mesh: error: expected NAME=SIZE,... with distinct names and sizes >= 1, got '{text}'")
        axes[m[1]] = int(m[2])
    return axes


def _is_jax_mesh(mesh: Any) -> bool:
    return hasattr(mesh, "axis_names") and hasattr(mesh, "shape")


def mesh_axes(mesh: MeshLike) -> Optional[Dict[str, int]]:
    """Axis names and sizes of any accepted mesh form, in order; None for None."""
    if mesh is None:
        return None
    if isinstance(mesh, str):
        return parse_mesh_text(mesh)
    if _is_jax_mesh(mesh):
        return {str(name): int(mesh.shape[name]) for name in mesh.axis_names}
    if isinstance(mesh, Mapping):
        return {str(k): int(v) for k, v in mesh.items()}
    raise TypeError(f"mesh: expected a jax Mesh, 'name=size,...' or a dict of axis sizes, got {type(mesh).__name__}")


def mesh_flag(mesh: MeshLike) -> Optional[str]:
    """The value of the binary's --mesh for `mesh` (None for None)."""
    axes = mesh_axes(mesh)
    return None if axes is None else ",".join(f"{k}={v}" for k, v in axes.items())


def make_mesh(mesh: MeshLike):
    """A jax Mesh with Auto axes (the propagation shardproof models) on the first devices."""
    import jax
    from jax.sharding import AxisType

    axes = mesh_axes(mesh)
    if axes is None:
        raise ValueError("make_mesh needs a mesh")
    needed = 1
    for size in axes.values():
        needed *= size
    devices = jax.devices()
    if len(devices) < needed:
        raise ValueError(f"--mesh: error: the mesh has {needed} devices but JAX sees {len(devices)} "
                         f"({devices[0].platform}); on CPU set "
                         f"XLA_FLAGS=--xla_force_host_platform_device_count={needed} (and JAX_PLATFORMS=cpu)")
    return jax.make_mesh(tuple(axes.values()), tuple(axes.keys()),
                         axis_types=(AxisType.Auto,) * len(axes), devices=devices[:needed])


def _mesh_context(mesh: MeshLike):
    """The context that makes a jax Mesh the current one while lowering (nothing for others)."""
    if not _is_jax_mesh(mesh):
        return contextlib.nullcontext()
    import jax

    if hasattr(jax, "set_mesh"):
        return jax.set_mesh(mesh)
    if hasattr(jax.sharding, "use_mesh"):
        return jax.sharding.use_mesh(mesh)
    return mesh  # older JAX: the Mesh is its own context manager


def lower(fn: Any, *args: Any, mesh: MeshLike = None, kwargs: Optional[Dict[str, Any]] = None,
          debug_info: bool = True) -> str:
    """`fn.lower(*args, **kwargs).as_text(debug_info=True)`; a plain function is wrapped in
    jax.jit first. With debug_info (the default) the text carries the source locations
    (`loc(...)`) that `shardproof check` reports findings at: the Python file:line, the
    function and the JAX name stack, and the arguments' names (`params['w1']`). A JAX whose
    `as_text` takes no `debug_info` gives the text without them."""
    import jax

    jitted = fn if hasattr(fn, "lower") else jax.jit(fn)
    with _mesh_context(mesh):
        lowered = jitted.lower(*args, **(kwargs or {}))
    if debug_info:
        try:
            return lowered.as_text(debug_info=True)
        except TypeError:  # older JAX
            pass
    return lowered.as_text()


def has_mesh(text: str) -> bool:
    """Shardy text declares its mesh (`sdy.mesh @name = <[...]>`); GSPMD text does not."""
    return re.search(r"^\s*sdy\.mesh\s+@", text, re.MULTILINE) is not None


def function_name(fn: Any) -> str:
    """A short name for temporary files: the function's __name__, or 'program'."""
    inner = getattr(fn, "__wrapped__", fn)
    name = getattr(inner, "__name__", None) or getattr(fn, "__name__", None) or "program"
    return re.sub(r"[^\w.-]", "_", name)[:40]


def split_factory_result(result: Any) -> Tuple[Any, tuple, Dict[str, Any]]:
    """A factory's `(fn, args)` or `(fn, args, kwargs)` as a triple."""
    if not isinstance(result, tuple) or len(result) not in (2, 3):
        raise TypeError("the factory must return (jitted_fn, args) or (jitted_fn, args, kwargs)")
    fn, args = result[0], tuple(result[1])
    kwargs = dict(result[2]) if len(result) == 3 else {}
    return fn, args, kwargs
