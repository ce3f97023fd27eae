"""`python -m shardproof check TARGET ...`: shardproof.check from a shell.

TARGET is `module:name` (or `path/to/file.py:name`), resolved in one of two ways:

  * without --args-spec, `name` is a factory returning `(jitted_fn, args)` or
    `(jitted_fn, args, kwargs)`; if it takes a parameter it is called with the jax Mesh
    built from --mesh:

        def mlp_tp(mesh):
            x = jax.ShapeDtypeStruct((64, 1024), jnp.float32, sharding=NamedSharding(mesh, P("data", None)))
            w = jax.ShapeDtypeStruct((1024, 512), jnp.float32, sharding=NamedSharding(mesh, P(None, "model")))
            return jax.jit(layer), (x, w)

        python -m shardproof check mymodel:mlp_tp --mesh data=4,model=2 --memory-budget 16GiB

  * with --args-spec, `name` is the function itself (jitted or not) and the spec lists its
    arguments as a Python literal, one (dtype, shape[, partition spec]) per argument, the
    spec's entries None, an axis name, or a tuple of axis names (sharded on the mesh):

        python -m shardproof check mymodel:layer --mesh data=4,model=2 \\
            --args-spec '[("float32", (64, 1024), ("data", None)), ("float32", (1024, 512), (None, "model"))]'

The other flags are the binary's `check` flags and are passed on; the binary's own output
(text, or JSON with --json) and exit code (0 sound, 1 violated, 2 bad input) come back
unchanged. The mesh needs that many devices: on CPU this sets
XLA_FLAGS=--xla_force_host_platform_device_count=N before JAX starts, unless XLA_FLAGS
already sets a count.
"""

from __future__ import annotations

import argparse
import ast
import importlib
import importlib.util
import inspect
import os
import sys
from typing import Any, List, Optional

from . import lowering
from .binary import run_binary
from .checker import check_arguments, write_program
from .errors import ShardproofError

EXIT_BAD_INPUT = 2


class UsageError(Exception):
    """A bad TARGET, --mesh or --args-spec: said as `flag: error: ...`, exit 2 like the binary."""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m shardproof",
                                     description="Check a JAX function's sharding plan with the shardproof binary")
    commands = parser.add_subparsers(dest="command", required=True)
    check = commands.add_parser("check", help="lower TARGET and run `shardproof check` on it",
                                description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    check.add_argument("target", help="module:factory (returns (jitted_fn, args)), or module:function with --args-spec")
    check.add_argument("--args-spec", help="the function's arguments: a Python literal list of (dtype, shape[, spec])")
    check.add_argument("--mesh", help="mesh axes, e.g. 'data=4,model=2' (needed to build shardings)")
    check.add_argument("--memory-budget", help="per-device memory budget, e.g. 16GiB")
    check.add_argument("--target", dest="accelerator",
                       help="the accelerator and its XLA compiler, e.g. h100x8, tpu-v5e:2x4 (budget: its HBM)")
    check.add_argument("--topology", help="topology JSON (default: one node of 8 GPUs)")
    check.add_argument("--timeout", type=float, help="solver timeout per redistribution proof, seconds")
    check.add_argument("-o", dest="output", help="write the program back with a Shardy sharding on every value")
    check.add_argument("--json", action="store_true", help="print the binary's JSON report")
    check.add_argument("--bin", dest="binary", help="the shardproof binary (default: $SHARDPROOF_BIN, then PATH)")
    check.add_argument("--save-text", help="also keep the lowered StableHLO text in this file")
    return parser


def _device_count_flag(mesh_text: Optional[str]) -> None:
    """Before JAX starts: enough host CPU devices for the mesh, unless XLA_FLAGS says otherwise."""
    if not mesh_text:
        return
    try:
        axes = lowering.parse_mesh_text(mesh_text)
    except ValueError as e:
        raise UsageError(str(e)) from None
    needed = 1
    for size in axes.values():
        needed *= size
    flags = os.environ.get("XLA_FLAGS", "")
    if "xla_force_host_platform_device_count" not in flags:
        os.environ["XLA_FLAGS"] = f"{flags} --xla_force_host_platform_device_count={needed}".strip()


def _resolve(target: str) -> Any:
    """`module:name` or `file.py:name` -> the object."""
    module_name, sep, attribute = target.rpartition(":")
    if not sep or not module_name or not attribute:
        raise UsageError(f"TARGET: error: expected module:name or file.py:name, got '{target}'")
    try:
        if module_name.endswith(".py"):
            spec = importlib.util.spec_from_file_location(os.path.splitext(os.path.basename(module_name))[0],
                                                          module_name)
            if spec is None or not os.path.isfile(module_name):
                raise UsageError(f"TARGET: error: no file '{module_name}'")
            module = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(module)
        else:
            if "" not in sys.path and os.getcwd() not in sys.path:
                sys.path.insert(0, os.getcwd())
            module = importlib.import_module(module_name)
    except ImportError as e:
        raise UsageError(f"TARGET: error: cannot import '{module_name}': {e}") from None
    obj = module
    for part in attribute.split("."):
        if not hasattr(obj, part):
            raise UsageError(f"TARGET: error: '{module_name}' has no '{attribute}'")
        obj = getattr(obj, part)
    return obj


def parse_args_spec(text: str) -> List[tuple]:
    """'[("float32", (64, 1024), ("data", None)), ...]' -> [(dtype, shape, spec or None), ...]."""
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError) as e:
        raise UsageError(f"--args-spec: error: not a Python literal: {e}") from None
    if isinstance(value, tuple) and value and isinstance(value[0], str):
        value = [value]  # one argument given without the enclosing list
    if not isinstance(value, (list, tuple)):
        raise UsageError("--args-spec: error: expected a list of (dtype, shape[, spec])")
    out = []
    for i, entry in enumerate(value):
        if not isinstance(entry, (list, tuple)) or len(entry) not in (2, 3) or not isinstance(entry[0], str):
            raise UsageError(f"--args-spec: error: argument {i}: expected (dtype, shape[, spec]), got {entry!r}")
        dtype, shape = entry[0], entry[1]
        if not isinstance(shape, (list, tuple)) or not all(isinstance(d, int) and d >= 0 for d in shape):
            raise UsageError(f"--args-spec: error: argument {i}: shape must be a tuple of sizes, got {shape!r}")
        spec = entry[2] if len(entry) == 3 else None
        if spec is not None:
            if not isinstance(spec, (list, tuple)) or len(spec) > len(shape):
                raise UsageError(f"--args-spec: error: argument {i}: spec {spec!r} must be a tuple of at most "
                                 f"{len(shape)} entries")
            for s in spec:
                ok = s is None or isinstance(s, str) or (isinstance(s, (list, tuple)) and
                                                          all(isinstance(a, str) for a in s))
                if not ok:
                    raise UsageError(f"--args-spec: error: argument {i}: spec entry {s!r} is not None, an axis "
                                     f"name or a tuple of axis names")
        out.append((dtype, tuple(shape), None if spec is None else tuple(spec)))
    return out


def build_arguments(spec: List[tuple], mesh: Any) -> tuple:
    """ShapeDtypeStructs (sharded on `mesh` where a spec is given) for parse_args_spec's list."""
    import jax
    import numpy as np
    from jax.sharding import NamedSharding, PartitionSpec

    args = []
    for i, (dtype, shape, partition) in enumerate(spec):
        try:
            np_dtype = jax.numpy.dtype(dtype)
        except TypeError:
            raise UsageError(f"--args-spec: error: argument {i}: unknown dtype '{dtype}'") from None
        sharding = None
        if partition is not None:
            if mesh is None:
                raise UsageError("--args-spec: error: a partition spec needs --mesh")
            names = set(mesh.axis_names)
            for s in partition:
                for axis in ([] if s is None else [s] if isinstance(s, str) else s):
                    if axis not in names:
                        raise UsageError(f"--args-spec: error: argument {i}: axis '{axis}' is not in --mesh")
            sharding = NamedSharding(mesh, PartitionSpec(*[tuple(s) if isinstance(s, (list, tuple)) else s
                                                           for s in partition]))
        args.append(jax.ShapeDtypeStruct(shape, np.dtype(np_dtype), sharding=sharding))
    return tuple(args)


def _takes_a_parameter(factory: Any) -> bool:
    try:
        parameters = inspect.signature(factory).parameters.values()
    except (TypeError, ValueError):
        return False
    return any(p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) and p.default is p.empty for p in parameters)


def run_check(options: argparse.Namespace) -> int:
    _device_count_flag(options.mesh)
    mesh = lowering.make_mesh(options.mesh) if options.mesh else None
    target = _resolve(options.target)
    if options.args_spec is not None:
        fn, args, kwargs = target, build_arguments(parse_args_spec(options.args_spec), mesh), {}
    else:
        if not callable(target):
            raise UsageError(f"TARGET: error: '{options.target}' is not callable")
        fn, args, kwargs = lowering.split_factory_result(target(mesh) if _takes_a_parameter(target) else target())
    name = lowering.function_name(fn)
    try:
        text = lowering.lower(fn, *args, mesh=mesh, kwargs=kwargs)
    except Exception as e:  # the user's function or arguments: bad input, said as JAX says it
        raise UsageError(f"TARGET: error: lowering {name} failed: {type(e).__name__}: {e}") from None
    path, keep = write_program(text, options.save_text, name)
    flag = None if lowering.has_mesh(text) else lowering.mesh_flag(options.mesh)
    arguments = check_arguments(path, mesh=flag, memory_budget=options.memory_budget, topology=options.topology,
                                timeout=options.timeout, output=options.output, json_output=options.json,
                                target=options.accelerator)
    sys.stdout.flush()
    code = run_binary(arguments, binary=options.binary, capture=False).returncode
    if code != EXIT_BAD_INPUT and not keep:
        os.unlink(path)  # on bad input the binary's diagnostic names this file: it stays
    return code


def main(argv: Optional[List[str]] = None) -> int:
    options = _parser().parse_args(argv)
    try:
        if options.command == "check":
            return run_check(options)
    except (UsageError, ValueError) as e:
        print(e, file=sys.stderr)
        return EXIT_BAD_INPUT
    except ShardproofError as e:
        print(f"error: {e}", file=sys.stderr)
        return EXIT_BAD_INPUT
    return EXIT_BAD_INPUT


if __name__ == "__main__":
    sys.exit(main())
