"""shardproof from JAX: check a jax.jit function's sharding plan before it runs.

    import shardproof
    report = shardproof.check(jax.jit(step), params, batch, mesh=mesh, memory_budget="16GiB")
    report.ok, report.peak_memory_bytes, report.collectives, report.redistributions_proved

`check` lowers the function (`jitted.lower(*args).as_text()`), runs the `shardproof` binary's
`check ... --json` on the text, and returns its report (shardproof.Report). Shell:
`python -m shardproof check module:factory --mesh data=4,model=2 --memory-budget 16GiB`.
"""

from .binary import find_binary
from .checker import check, check_text
from .errors import BinaryNotFound, CheckFailed, InputError, ShardproofError
from .lowering import lower
from .report import Collective, Diagnostic, Fix, Loop, Report

__all__ = ["check", "check_text", "lower", "find_binary", "Report", "Collective", "Diagnostic", "Fix", "Loop",
           "ShardproofError", "InputError", "CheckFailed", "BinaryNotFound"]
__version__ = "0.1.0"
