"""What can go wrong between Python and the binary, as exceptions.

    InputError       the binary rejected its input (exit 2); carries its diagnostic,
                     e.g. "/tmp/sp-x.mlir:12:5: error: unknown op 'stablehlo.foo'" or
                     "--memory-budget: error: '16gigs' is not a size ..."
    CheckFailed      the check ran and was violated (exit 1), raised only on request;
                     an AssertionError, so pytest prints it as a failed assertion
    BinaryNotFound   no `shardproof` binary (argument, SHARDPROOF_BIN, PATH)
    ShardproofError  the base class; also any other exit (a crash, a signal)
"""

from __future__ import annotations

import re
from typing import Optional

# file:line:col: error: message   (the binary's diagnostics; file may itself contain colons)
_LOCATED = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): error: (?P<message>.*)$")
# --flag: error: message
_FLAG = re.compile(r"^(?P<flag>--?[A-Za-z][\w-]*): error: (?P<message>.*)$")


class ShardproofError(Exception):
    """Base of every error this package raises."""


class BinaryNotFound(ShardproofError, FileNotFoundError):
    pass


class InputError(ShardproofError, ValueError):
    """The binary exited 2: its input (the lowered text or a flag) is bad.

    `diagnostic` is the binary's first error line, verbatim; `file`, `line`, `col` are parsed
    from a `file:line:col: error:` diagnostic (None otherwise), `flag` from a `--flag: error:`
    one; `stderr` is everything the binary printed there.
    """

    def __init__(self, stderr: str, program_path: Optional[str] = None):
        self.stderr = stderr
        self.program_path = program_path
        lines = [l for l in stderr.splitlines() if l.strip()]
        first_error = next((l for l in lines if ": error: " in l or l.startswith("error: ")), lines[0] if lines else "")
        self.diagnostic = first_error
        self.file = self.line = self.col = self.flag = None
        self.message = first_error
        m = _LOCATED.match(first_error)
        if m:
            self.file, self.line, self.col = m["file"], int(m["line"]), int(m["col"])
            self.message = m["message"]
        else:
            m = _FLAG.match(first_error)
            if m:
                self.flag, self.message = m["flag"], m["message"]
        super().__init__(stderr.rstrip() or "shardproof: bad input (exit 2, no message)")


class CheckFailed(ShardproofError, AssertionError):
    """The check was violated (exit 1): `report` says how."""

    def __init__(self, report):
        self.report = report
        super().__init__(report.summary())
