"""Finding and running the `shardproof` binary.

    find_binary()                     # $SHARDPROOF_BIN, else `shardproof` on PATH
    find_binary("build/cli/shardproof")
    run_binary(["check", "prog.mlir", "--json"], binary=...)   # CompletedProcess
"""

from __future__ import annotations

import os
import shutil
import subprocess
from typing import Optional, Sequence

from .errors import BinaryNotFound

ENV_VAR = "SHARDPROOF_BIN"


def find_binary(binary: Optional[str] = None) -> str:
    """The explicit `binary`, else $SHARDPROOF_BIN, else `shardproof` on PATH."""
    for candidate, origin in ((binary, "the binary argument"), (os.environ.get(ENV_VAR), ENV_VAR)):
        if candidate:
            path = candidate if os.sep in candidate else shutil.which(candidate)
            if path and os.path.isfile(path) and os.access(path, os.X_OK):
                return path
            raise BinaryNotFound(f"{origin}: '{candidate}' is not an executable file")
    path = shutil.which("shardproof")
    if path is None:
        raise BinaryNotFound("no shardproof binary: pass binary=..., set SHARDPROOF_BIN, or put it on PATH "
                             "(`make build` makes build/cli/shardproof; `make install` puts it in PREFIX/bin)")
    return path


def run_binary(arguments: Sequence[str], binary: Optional[str] = None, timeout: Optional[float] = None,
               capture: bool = True) -> subprocess.CompletedProcess:
    """Runs the binary with `arguments`; output captured as text unless `capture` is False."""
    command = [find_binary(binary), *arguments]
    if capture:
        return subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=timeout)
    return subprocess.run(command, timeout=timeout)
