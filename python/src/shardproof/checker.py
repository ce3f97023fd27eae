"""`shardproof check` from Python: lower a jax.jit function, run the binary on the text, read
its `--json` report.

    mesh = jax.make_mesh((4, 2), ("data", "model"))
    x = jax.ShapeDtypeStruct((64, 1024), jnp.float32, sharding=NamedSharding(mesh, P("data", None)))
    w = jax.ShapeDtypeStruct((1024, 512), jnp.float32, sharding=NamedSharding(mesh, P(None, "model")))
    report = shardproof.check(jax.jit(layer), x, w, mesh=mesh, memory_budget="16GiB")
    assert report.ok, report.summary()

    shardproof.check(..., memory_budget="16 gigs")   # raises InputError: "--memory-budget: error: ..."
    shardproof.check(..., raise_on_failure=True)     # raises CheckFailed when the binary exits 1

Exit codes of the binary and what they become: 0 a Report with ok True; 1 a Report with ok
False (or CheckFailed); 2 InputError with the binary's diagnostic; anything else
ShardproofError. The lowered text goes to a temporary file that is removed afterwards,
except on exit 2 (the diagnostic names that file, so it stays for reading) or when
`save_text` names where to keep it.
"""

from __future__ import annotations

import json
import os
import tempfile
from typing import Any, Dict, Optional, Tuple

from . import lowering
from .binary import run_binary
from .errors import CheckFailed, InputError, ShardproofError
from .report import Report


def check_arguments(path: str, *, mesh: Optional[str] = None, memory_budget: Optional[str] = None,
                    topology: Optional[str] = None, timeout: Optional[float] = None,
                    output: Optional[str] = None, json_output: bool = True, target: Optional[str] = None,
                    html: Optional[str] = None) -> list:
    """The binary's command line for `shardproof check PATH ...` (flags from `check --help`)."""
    arguments = ["check", os.fspath(path)]
    if mesh:
        arguments += ["--mesh", mesh]
    if target:
        arguments += ["--target", target]
    if topology:
        arguments += ["--topology", os.fspath(topology)]
    if memory_budget is not None:
        arguments += ["--memory-budget", memory_budget if isinstance(memory_budget, str) else str(int(memory_budget))]
    if timeout is not None:
        arguments += ["--timeout", repr(float(timeout))]
    if output:
        arguments += ["-o", os.fspath(output)]
    if html:
        arguments += ["--html", os.fspath(html)]
    if json_output:
        arguments.append("--json")
    return arguments


def write_program(text: str, save_text: Optional[str] = None, name: str = "program") -> Tuple[str, bool]:
    """Writes the lowered text for the binary: to `save_text` (kept), else to a temporary
    file (to remove after). Returns (path, keep)."""
    if save_text:
        path = os.fspath(save_text)
        with open(path, "w") as f:
            f.write(text)
        return path, True
    fd, path = tempfile.mkstemp(prefix=f"shardproof-{name}-", suffix=".mlir")
    with os.fdopen(fd, "w") as f:
        f.write(text)
    return path, False


def check_text(text: str, *, mesh: lowering.MeshLike = None, memory_budget: Any = None,
               target: Optional[str] = None, topology: Optional[str] = None, timeout: Optional[float] = None, output: Optional[str] = None,
               binary: Optional[str] = None, raise_on_failure: bool = False, save_text: Optional[str] = None,
               process_timeout: Optional[float] = None, name: str = "program") -> Report:
    """Checks StableHLO text already lowered (what `check` does after lowering).

    mesh: only passed to the binary (as --mesh) when the text declares none (GSPMD export).
    memory_budget: "16GiB", "512 MiB", or a number of bytes (default: the target's HBM).
    target: the accelerator and its XLA compiler ('h100x8', 'tpu-v5e:2x4', ...; `shardproof
    check --help`).  topology: a topology JSON file (instead of a target).
    timeout: the solver's seconds per redistribution proof.  output: -o, the annotated program.
    """
    path, keep = write_program(text, save_text, name)
    # The binary's HTML page of the same report, for a notebook (Report._repr_html_).
    page_fd, page = tempfile.mkstemp(prefix=f"shardproof-{name}-", suffix=".html")
    os.close(page_fd)
    try:
        flag = lowering.mesh_flag(mesh) if not lowering.has_mesh(text) else None
        result = run_binary(check_arguments(path, mesh=flag, memory_budget=memory_budget, topology=topology,
                                            timeout=timeout, output=output, target=target, html=page),
                            binary=binary, timeout=process_timeout)
        if result.returncode == 2:
            keep = True  # the diagnostic points into this file
            raise InputError(result.stderr, program_path=path)
        if result.returncode not in (0, 1):
            raise ShardproofError(f"shardproof check exited {result.returncode}:\n{result.stderr.rstrip()}")
        try:
            report_json = json.loads(result.stdout)
        except json.JSONDecodeError as e:
            raise ShardproofError(f"shardproof check --json printed no complete JSON object ({e}); "
                                  f"stderr:\n{result.stderr.rstrip()}") from e
        with open(page, encoding="utf-8", errors="replace") as f:
            html = f.read()
        report = Report.from_json(report_json, result.returncode, stablehlo=text, html=html)
        if raise_on_failure and not report.ok:
            raise CheckFailed(report)
        return report
    finally:
        os.unlink(page)
        if not keep:
            os.unlink(path)


def check(fn: Any, *args: Any, mesh: lowering.MeshLike = None, memory_budget: Any = None,
          target: Optional[str] = None, topology: Optional[str] = None, timeout: Optional[float] = None, output: Optional[str] = None,
          binary: Optional[str] = None, raise_on_failure: bool = False, save_text: Optional[str] = None,
          process_timeout: Optional[float] = None, kwargs: Optional[Dict[str, Any]] = None) -> Report:
    """Lowers `fn(*args, **kwargs)` (`fn.lower(...).as_text(debug_info=True)`) and checks the text.

    fn: a jax.jit function (a plain one is jitted).  args: arrays or jax.ShapeDtypeStructs,
    with the shardings the plan gives them.  mesh: a jax Mesh (made the context mesh while
    lowering, for bare PartitionSpecs), or 'data=4,model=2' / a dict, passed as --mesh for
    GSPMD text.  binary: the shardproof binary (else $SHARDPROOF_BIN, else PATH).
    The other options are check_text's.
    """
    text = lowering.lower(fn, *args, mesh=mesh, kwargs=kwargs)
    return check_text(text, mesh=mesh, memory_budget=memory_budget, target=target, topology=topology, timeout=timeout,
                      output=output, binary=binary, raise_on_failure=raise_on_failure, save_text=save_text,
                      process_timeout=process_timeout, name=lowering.function_name(fn))
