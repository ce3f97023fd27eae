"""The report of `shardproof check --json`, as Python objects.

Every field is one the binary prints (cli/check_command.cpp writes them); nothing is
computed here except `ok`, `verdict` and `all_proved`, which restate the exit code and the
proof counts.

    report = shardproof.check(step, x, w, memory_budget="16GiB")
    report.peak_memory_bytes          # 141723648  (per device)
    report.collectives[0].kind        # 'all_reduce'
    report.redistributions_proved     # 8 (of report.redistributions == 8)
    report.ok                         # True: exit 0, sound
    report.errors[0].message          # 'peak memory 147 MiB per device exceeds the budget ...'
    report                            # in a notebook: the binary's `check --html` page of it

In a notebook a Report shows as the page `shardproof check --html` writes for the same run
(memory over the program with its peak, collectives by source line, findings), drawn by the
binary from the same JSON, so the two cannot differ.
"""

from __future__ import annotations

import dataclasses
import html as html_text
from typing import Any, List, Optional


@dataclasses.dataclass(frozen=True)
class PythonLocation:
    """Where an op comes from in the user's program, when the text was lowered with
    `as_text(debug_info=True)` (shardproof.check does): the innermost frame's file:line:col
    and function, and the JAX name stack."""

    file: Optional[str]         # as JAX wrote it (None: the location names no file)
    line: int
    column: int
    function: Optional[str]     # 'block', 'two_layer.<locals>.block'
    name_stack: Optional[str]   # 'jit(step)/jvp()/dot_general'

    @classmethod
    def from_json(cls, j: Optional[dict]) -> Optional["PythonLocation"]:
        if not j:
            return None
        return cls(file=j.get("file"), line=int(j.get("line", 0)), column=int(j.get("column", 0)),
                   function=j.get("function"), name_stack=j.get("name_stack"))

    def __str__(self) -> str:
        place = f"{self.file}:{self.line}" + (f":{self.column}" if self.column else "") if self.file else ""
        return " ".join(p for p in (place, f"({self.name_stack})" if self.name_stack else "") if p)


@dataclasses.dataclass(frozen=True)
class Collective:
    """One collective the lowered program issues (per device, at one source line)."""

    kind: str                 # all_gather, all_reduce, reduce_scatter, all_to_all, collective_permute, ...
    axes: List[str]           # mesh axes it spans
    bytes: int                # received per device, one execution
    line: int                 # line of the op in the lowered text
    time_s: float             # modeled time of one execution
    inserted: bool            # True when shardproof inserted it (a redistribution), False when the program had it
    value: str                # the SSA value it produces or reshards, e.g. '%59'
    repeat: int               # executions per step (a loop's trip count)
    reducer: str              # 'add', 'max', ... for reductions
    also_read_at: List[int]   # other lines that read the same redistributed value
    python: Optional[PythonLocation] = None  # the user's line, when the text has locations

    @classmethod
    def from_json(cls, j: dict) -> "Collective":
        return cls(kind=j["kind"], axes=list(j["axes"]), bytes=int(j["bytes"]), line=int(j["line"]),
                   time_s=float(j["time_s"]), inserted=bool(j["inserted"]), value=j["value"],
                   repeat=int(j["repeat"]), reducer=j["reducer"], also_read_at=list(j["also_read_at"]),
                   python=PythonLocation.from_json(j.get("python")))


@dataclasses.dataclass(frozen=True)
class Fix:
    """The change `check` proposes for a finding, re-checked by the same pipeline before it is
    proposed (partition/search/fix_search.h): one argument's PartitionSpec, the spec of a
    with_sharding_constraint, or a new with_sharding_constraint, and the program's figures
    before and after it (`bytes_moved`, `step_time_s`, `peak_memory_bytes`, ...).

        fix.text        "params['w2']: P('model', None)"
        fix.spec()      PartitionSpec('model', None), to give the argument in its place
        fix.savings     "bytes moved 120 KiB -> 28.0 KiB, modeled step 65.6 us -> 20.3 us, ..."

    `found` False: no change re-checked removed or shrank the finding (`why_none` says what was
    tried)."""

    found: bool
    candidates: int             # changes re-checked for this finding
    before: dict
    after: Optional[dict] = None
    effect: str = ""            # 'removes' | 'shrinks'
    kind: str = ""              # 'argument' | 'constraint' | 'insert'
    name: str = ""              # the argument or value changed, as JAX names it
    text: str = ""              # the change as a JAX user writes it
    spec_text: str = ""         # the new spec, "P('model', None)"
    sharding: str = ""          # the same in Shardy syntax, '[{"model"}, {}]'
    python: Optional[PythonLocation] = None  # a constraint's line (None for an argument)
    savings: str = ""
    why_none: str = ""

    @classmethod
    def from_json(cls, j: Optional[dict]) -> Optional["Fix"]:
        if not j:
            return None
        if not j.get("found"):
            return cls(found=False, candidates=int(j["candidates"]), before=j["before"], why_none=j.get("why_none", ""))
        c = j["change"]
        return cls(found=True, candidates=int(j["candidates"]), before=j["before"], after=j["after"], effect=j["effect"],
                   kind=c["kind"], name=c["name"], text=c["text"], spec_text=c["after"], sharding=c["after_sharding"],
                   python=PythonLocation.from_json(c.get("python")), savings=j.get("savings", ""))

    def spec(self):
        """The new sharding as a `jax.sharding.PartitionSpec` (whole mesh axes only)."""
        import re
        from jax.sharding import PartitionSpec

        dims = re.findall(r"\{([^}]*)\}", self.sharding.split("]")[0])
        entries = []
        for d in dims:
            axes = re.findall(r'"([^"]+)"(:\(\d+\)\d+)?', d)
            if any(sub for _, sub in axes):
                raise ValueError(f"the fix splits an axis ({self.sharding}): JAX needs a mesh with that axis split")
            names = [a for a, _ in axes]
            entries.append(None if not names else names[0] if len(names) == 1 else tuple(names))
        return PartitionSpec(*entries)


@dataclasses.dataclass(frozen=True)
class Diagnostic:
    """An error or warning at a line of the lowered text."""

    line: int
    message: str
    python: Optional[PythonLocation] = None  # the user's line, when the text has locations
    # What the finding is (conflict, whole_gather, expensive_redistribution, memory_budget, unproved,
    # opaque_call, ...: partition/check/check.h)
    # and, where check can say it, why: the `--json` object with its `need`, `have` and `want`
    # chains back to the annotations the shardings came from (partition/check/why.h).
    kind: str = ""
    why: Optional[dict] = None
    # The change that removes or shrinks it, re-checked (None: the finding was not searched;
    # only the costliest few are).
    fix: Optional[Fix] = None

    @classmethod
    def from_json(cls, j: dict) -> "Diagnostic":
        return cls(line=int(j["line"]), message=j["message"], python=PythonLocation.from_json(j.get("python")),
                   kind=j.get("kind", ""), why=j.get("why"), fix=Fix.from_json(j.get("fix")))


@dataclasses.dataclass(frozen=True)
class Loop:
    """A `while` loop: its body is analysed once and counted `trip_count` times (None: unknown)."""

    line: int
    trip_count: Optional[int]
    python: Optional[PythonLocation] = None

    @classmethod
    def from_json(cls, j: dict) -> "Loop":
        return cls(line=int(j["line"]), trip_count=None if j["trip_count"] is None else int(j["trip_count"]),
                   python=PythonLocation.from_json(j.get("python")))


@dataclasses.dataclass(frozen=True)
class Report:
    """`shardproof check --json`, field by field, plus the exit code and the text checked."""

    program: str
    mesh: str                      # Shardy syntax, e.g. '<["data"=4, "model"=2]>'
    devices: int
    topology: str
    peak_memory_bytes: int         # per device
    parameter_bytes: int
    output_bytes: int
    aliased_output_bytes: int
    peak_activation_bytes: int
    peak_line: int
    flops: float
    compute_time_s: float
    collective_time_s: float
    step_time_s: float
    collectives: List[Collective]
    redistributions: int
    redistributions_proved: int
    errors: List[Diagnostic]
    warnings: List[Diagnostic]
    loops: List[Loop]
    sound: bool
    exit_code: int                 # 0 sound, 1 a check was violated (the errors say which)
    raw: dict                      # the JSON object as the binary printed it
    target: Optional[str] = None   # the --target checked for ('tpu-v5e:2x4'), None with a topology file
    memory_budget_bytes: Optional[int] = None  # the budget checked (a target's HBM by default)
    fits: Optional[bool] = None    # peak within the budget (None without one)
    peak_python: Optional[PythonLocation] = None  # the peak's Python line, when the text has locations
    stablehlo: str = dataclasses.field(default="", repr=False)  # the text that was checked
    html: str = dataclasses.field(default="", repr=False)  # the binary's --html page of this report

    @classmethod
    def from_json(cls, j: dict, exit_code: int, stablehlo: str = "", html: str = "") -> "Report":
        return cls(
            program=j["program"], mesh=j["mesh"], devices=int(j["devices"]), topology=j["topology"],
            peak_memory_bytes=int(j["peak_memory_bytes"]), parameter_bytes=int(j["parameter_bytes"]),
            output_bytes=int(j["output_bytes"]), aliased_output_bytes=int(j["aliased_output_bytes"]),
            peak_activation_bytes=int(j["peak_activation_bytes"]), peak_line=int(j["peak_line"]),
            flops=float(j["flops"]), compute_time_s=float(j["compute_time_s"]),
            collective_time_s=float(j["collective_time_s"]), step_time_s=float(j["step_time_s"]),
            collectives=[Collective.from_json(c) for c in j["collectives"]],
            redistributions=int(j["redistributions"]), redistributions_proved=int(j["redistributions_proved"]),
            errors=[Diagnostic.from_json(d) for d in j["errors"]],
            warnings=[Diagnostic.from_json(d) for d in j["warnings"]],
            loops=[Loop.from_json(l) for l in j["loops"]],
            sound=bool(j["sound"]), exit_code=exit_code, raw=j, stablehlo=stablehlo, html=html,
            target=j.get("target"), memory_budget_bytes=j.get("memory_budget_bytes"), fits=j.get("fits"),
            peak_python=PythonLocation.from_json(j.get("peak_python")))

    @property
    def ok(self) -> bool:
        """The binary exited 0: no errors (memory within the budget, every redistribution proved)."""
        return self.exit_code == 0 and self.sound

    @property
    def verdict(self) -> str:
        return "sound" if self.ok else "not sound"

    @property
    def all_proved(self) -> bool:
        return self.redistributions_proved == self.redistributions

    def source_line(self, line: int) -> str:
        """The line `line` (1-based) of the checked text, to read a diagnostic against."""
        lines = self.stablehlo.splitlines()
        return lines[line - 1] if 0 < line <= len(lines) else ""

    def summary(self) -> str:
        """A few lines for a test's failure message."""
        out = [f"{self.verdict}: peak {self.peak_memory_bytes} B per device on {self.devices} devices "
               f"(mesh {self.mesh}), {len(self.collectives)} collectives, "
               f"{self.redistributions_proved}/{self.redistributions} redistributions proved, "
               f"modeled step {self.step_time_s * 1e3:.3f} ms"]
        for kind, found in (("error", self.errors), ("warning", self.warnings)):
            for d in found:
                where = f"{d.python} (line {d.line})" if d.python and d.python.file else f"line {d.line}"
                out.append(f"  {where}: {kind}: {d.message}")
                if d.fix and d.fix.found:
                    out.append(f"    fix: {d.fix.text} ({d.fix.effect} it: {d.fix.savings})")
        return "\n".join(out)

    def __str__(self) -> str:
        return self.summary()

    def _repr_html_(self) -> str:
        """Jupyter's view: the page in an iframe of its own (its styles stay inside it); the
        summary as preformatted text when the report has no page (made from JSON alone)."""
        if not self.html:
            return "<pre>" + html_text.escape(self.summary()) + "</pre>"
        return ('<iframe style="width: 100%; height: 900px; border: 1px solid #e2e8f0" srcdoc="'
                + html_text.escape(self.html, quote=True) + '"></iframe>')
