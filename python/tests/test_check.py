"""shardproof.check against the binary: the report is the binary's JSON, field by field; bad
input raises InputError with the binary's diagnostic; a violated check is ok=False or
CheckFailed; the GSPMD path passes --mesh; `python -m shardproof` gives the same answers."""
import json
import os
import subprocess
import sys

import jax
import jax.numpy as jnp
import pytest
from jax.sharding import PartitionSpec as P

import shardproof
import models

BIN = os.environ.get("SHARDPROOF_BIN")
pytestmark = pytest.mark.skipif(not BIN, reason="no shardproof binary (build it, or set SHARDPROOF_BIN)")
EXAMPLES = os.path.join(os.path.dirname(__file__), "..", "..", "examples", "models")


def binary_json(path, *flags):
    out = subprocess.run([BIN, "check", str(path), "--json", *flags], stdout=subprocess.PIPE, text=True)
    return out.returncode, json.loads(out.stdout)


def test_report_is_the_binarys_json(tmp_path):
    mesh = models.mesh_4x2()
    fn, args = models.layer_column_parallel(mesh)
    saved = tmp_path / "layer.mlir"
    report = shardproof.check(fn, *args, mesh=mesh, memory_budget="16GiB", save_text=str(saved))
    code, direct = binary_json(saved, "--memory-budget", "16GiB")
    assert code == 0 and report.exit_code == 0 and report.ok and report.verdict == "sound"
    assert report.raw == direct
    # Per device: x is 64x1024 f32 over data=4, w is 1024x512 f32 over model=2.
    assert report.parameter_bytes == 64 * 1024 * 4 // 4 + 1024 * 512 * 4 // 2
    assert report.peak_memory_bytes == direct["peak_memory_bytes"] >= report.parameter_bytes
    assert report.devices == 8 and report.mesh == '<["data"=4, "model"=2]>'
    assert report.collectives == [] and report.errors == []
    assert report.stablehlo == saved.read_text()


def test_row_parallel_needs_an_all_reduce_over_model():
    mesh = models.mesh_4x2()
    fn, args = models.layer_row_parallel(mesh)
    report = shardproof.check(fn, *args, mesh=mesh)
    reductions = [c for c in report.collectives if c.kind == "all_reduce"]
    assert reductions and all(c.axes == ["model"] for c in reductions)
    # 64x512 f32 partial sums, batch split 4 ways: 32 KiB per device.
    assert reductions[0].bytes == 64 * 512 * 4 // 4
    assert report.redistributions_proved == report.redistributions and report.all_proved
    # Inserted where the partial sums are first read: the tanh of the dot's result.
    assert reductions[0].inserted and reductions[0].value == "%0"
    assert "stablehlo.tanh %0" in report.source_line(reductions[0].line)


def test_over_budget_is_not_ok_and_raises_when_asked():
    mesh = models.mesh_4x2()
    fn, args = models.layer_column_parallel(mesh)
    report = shardproof.check(fn, *args, mesh=mesh, memory_budget="512KiB")
    assert not report.ok and report.exit_code == 1 and report.verdict == "not sound"
    assert any("exceeds the budget" in e.message and e.kind == "memory_budget" for e in report.errors)
    with pytest.raises(shardproof.CheckFailed) as failed:
        shardproof.check(fn, *args, mesh=mesh, memory_budget=512 * 1024, raise_on_failure=True)
    assert failed.value.report.peak_memory_bytes == report.peak_memory_bytes
    assert "exceeds the budget" in str(failed.value)


def test_bad_flag_raises_input_error_naming_it():
    mesh = models.mesh_4x2()
    fn, args = models.layer_column_parallel(mesh)
    with pytest.raises(shardproof.InputError) as bad:
        shardproof.check(fn, *args, mesh=mesh, memory_budget="16 gigs")
    assert bad.value.flag == "--memory-budget" and bad.value.line is None
    assert bad.value.diagnostic.startswith("--memory-budget: error: ")
    os.unlink(bad.value.program_path)


def test_bad_text_raises_input_error_at_its_line():
    text = ("module @m {\n"
            "  func.func public @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {\n"
            "    %0 = stablehlo.frobnicate %arg0 : tensor<8xf32>\n"
            "    return %0 : tensor<8xf32>\n"
            "  }\n"
            "}\n")
    with pytest.raises(shardproof.InputError) as bad:
        shardproof.check_text(text, mesh="data=8")
    e = bad.value
    assert e.file == e.program_path and e.line == 3 and e.col > 0
    assert "frobnicate" in e.message
    # The file the diagnostic names is kept, holding the text that was checked.
    with open(e.program_path) as f:
        assert f.read() == text
    os.unlink(e.program_path)


def test_gspmd_text_gets_the_mesh_flag():
    path = os.path.join(EXAMPLES, "gpt2x4_tp.gspmd.mlir")
    with open(path) as f:
        text = f.read()
    assert not shardproof.lowering.has_mesh(text)
    for mesh in ("data=2,model=4", {"data": 2, "model": 4}):
        report = shardproof.check_text(text, mesh=mesh)
        code, direct = binary_json(path, "--mesh", "data=2,model=4")
        assert report.exit_code == code
        for key in ("peak_memory_bytes", "collectives", "redistributions", "redistributions_proved", "mesh"):
            assert report.raw[key] == direct[key], key


def test_gspmd_lowering_with_a_bare_partition_spec():
    # The jax Mesh is the context mesh while lowering, so in_shardings may be PartitionSpecs.
    mesh = models.mesh_4x2()
    fn = jax.jit(models.layer, in_shardings=(P("data", None), P(None, "model")))
    x = jax.ShapeDtypeStruct((64, 1024), jnp.float32)
    w = jax.ShapeDtypeStruct((1024, 512), jnp.float32)
    report = shardproof.check(fn, x, w, mesh=mesh)
    assert report.ok and report.parameter_bytes == 64 * 1024 + 1024 * 512 * 2


def test_plain_function_is_jitted():
    mesh = models.mesh_4x2()
    _, args = models.layer_column_parallel(mesh)
    assert shardproof.check(models.layer, *args).raw["parameter_bytes"] == 64 * 1024 + 1024 * 512 * 2


def test_binary_lookup(monkeypatch, tmp_path):
    monkeypatch.setenv("SHARDPROOF_BIN", str(tmp_path / "missing"))
    with pytest.raises(shardproof.BinaryNotFound, match="SHARDPROOF_BIN"):
        shardproof.find_binary()
    assert shardproof.find_binary(BIN) == BIN  # the argument wins over the variable
    monkeypatch.delenv("SHARDPROOF_BIN")
    monkeypatch.setenv("PATH", os.path.dirname(BIN))
    assert shardproof.find_binary() == os.path.join(os.path.dirname(BIN), "shardproof")


def run_module(*argv):
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    return subprocess.run([sys.executable, "-m", "shardproof", *argv], stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, text=True, env=env, cwd=os.path.dirname(__file__))


def test_module_factory_matches_check():
    mesh = models.mesh_4x2()
    fn, args = models.layer_row_parallel(mesh)
    report = shardproof.check(fn, *args, mesh=mesh, memory_budget="16GiB")
    out = run_module("check", "models:layer_row_parallel", "--mesh", "data=4,model=2",
                     "--memory-budget", "16GiB", "--json")
    assert out.returncode == 0, out.stderr
    shell = json.loads(out.stdout)
    assert {k: v for k, v in shell.items() if k != "program"} == {k: v for k, v in report.raw.items() if k != "program"}


def test_module_args_spec_and_its_errors():
    spec = '[("float32", (64, 1024), ("data", "model")), ("float32", (1024, 512), ("model", None))]'
    out = run_module("check", "models:layer", "--mesh", "data=4,model=2", "--args-spec", spec, "--json",
                     "--memory-budget", "1KiB")
    assert out.returncode == 1  # over the budget: the binary's exit code
    assert json.loads(out.stdout)["collectives"][0]["kind"] == "all_reduce"
    bad = run_module("check", "models:layer", "--mesh", "data=4,model=2",
                     "--args-spec", '[("float32", (64, 1024), ("data", "modl"))]')
    assert bad.returncode == 2 and "--args-spec: error: argument 0: axis 'modl' is not in --mesh" in bad.stderr
    bad = run_module("check", "models:nothing", "--mesh", "data=4,model=2")
    assert bad.returncode == 2 and bad.stderr.startswith("TARGET: error: 'models' has no 'nothing'")
    bad = run_module("check", "models:layer_row_parallel", "--mesh", "data=4,model=2", "--memory-budget", "lots")
    assert bad.returncode == 2 and bad.stderr.startswith("--memory-budget: error: 'lots' is not a size")


def test_target_sets_the_budget_and_the_compiler(tmp_path):
    """target= is `check --target`: the TPU v5e's budget (what its compiler accepts), its
    compiler named in the report, and an unknown target raises InputError listing the known."""
    mesh = models.mesh_4x2()
    fn, args = models.layer_column_parallel(mesh)
    report = shardproof.check(fn, *args, mesh=mesh, target="tpu-v5e:2x4")
    assert report.target == "tpu-v5e:2x4" and report.raw["compiler"] == "xla-tpu"
    assert report.memory_budget_bytes == 16 * 2**30 - 256 * 2**20 and report.fits is True
    with pytest.raises(shardproof.InputError, match="known targets"):
        shardproof.check(fn, *args, mesh=mesh, target="tpu-v9")


def test_findings_are_at_the_users_python_line():
    # Issue 43: check lowers with debug_info, so a finding, the collectives and the peak carry
    # the Python line they come from, and arguments are named as JAX names them.
    mesh = models.mesh_4x2()

    def mistaken(params, x):
        h = jnp.tanh(x @ params["w1"])
        return h @ params["w2"]  # the line of the conflict below

    line = mistaken.__code__.co_firstlineno + 2
    params = {"w1": models.arg(mesh, (256, 512), None, "model"), "w2": models.arg(mesh, (512, 256), "data", None)}
    report = shardproof.check(jax.jit(mistaken), params, models.arg(mesh, (16, 256), "data", None), mesh=mesh)
    conflicts = [w for w in report.warnings if "conflict" in w.message and "params['w2']" in w.message]
    assert conflicts, report.summary()
    assert conflicts[0].python.file == __file__ and conflicts[0].python.line == line
    assert conflicts[0].python.name_stack.endswith("dot_general")
    assert all(w.python and w.python.file == __file__ for w in report.warnings)
    assert all(c.python and c.python.file == __file__ for c in report.collectives)
    assert report.peak_python and report.peak_python.file == __file__
    assert "%arg" not in report.summary()
    # Why: the conflict's kind, and its chain back to an argument's PartitionSpec.
    assert conflicts[0].kind == "conflict" and conflicts[0].why
    links = [link["text"] for side in ("have", "want") for link in conflicts[0].why.get(side, [])]
    assert any("params['w" in t and "PartitionSpec" in t for t in links), links


def test_notebook_view_is_the_binarys_page(tmp_path):
    # A Report shows in a notebook as the page `check --html` writes for the same run: the
    # peak the page marks is the report's, the user's line of the finding is on it, and its
    # styles stay inside an iframe.
    mesh = models.mesh_4x2()

    def mistaken(params, x):
        h = jnp.tanh(x @ params["w1"])
        return h @ params["w2"]

    params = {"w1": models.arg(mesh, (256, 512), None, "model"), "w2": models.arg(mesh, (512, 256), "data", None)}
    report = shardproof.check(jax.jit(mistaken), params, models.arg(mesh, (16, 256), "data", None), mesh=mesh,
                              save_text=str(tmp_path / "mistaken.mlir"))
    page = tmp_path / "page.html"
    subprocess.run([BIN, "check", str(tmp_path / "mistaken.mlir"), "--html", str(page)], stdout=subprocess.PIPE, check=True)
    assert report.html == page.read_text()
    assert f'id="peak-bytes" data-bytes="{report.peak_memory_bytes}"' in report.html
    assert f"{__file__}:{mistaken.__code__.co_firstlineno + 2}" in report.html
    view = report._repr_html_()
    assert view.startswith("<iframe") and "srcdoc=" in view and "<style>" not in view


def test_a_findings_fix_applied_in_jax_saves_what_it_claims():
    # Issue 43: a finding carries the change check proposes, re-checked before it is proposed;
    # made in JAX (the argument's PartitionSpec replaced by fix.spec()) and checked again, the
    # program has the figures the fix claimed.
    mesh = models.mesh_4x2()

    def mistaken(params, x):
        h = jnp.tanh(x @ params["w1"])
        return h @ params["w2"]

    def arguments(w1, w2, x):
        return ({"w1": models.arg(mesh, (256, 512), *w1), "w2": models.arg(mesh, (512, 256), *w2)},
                models.arg(mesh, (16, 256), *x))

    specs = {"params['w1']": (None, "model"), "params['w2']": ("data", None), "x": ("data", None)}
    report = shardproof.check(jax.jit(mistaken), *arguments(*specs.values()), mesh=mesh)
    fixes = [d.fix for d in report.warnings + report.errors if d.fix and d.fix.found and d.fix.kind == "argument"]
    assert fixes, report.summary()
    fix = fixes[0]
    assert fix.text.startswith(fix.name + ": P(") and fix.after["step_time_s"] < fix.before["step_time_s"]
    assert fix.before["step_time_s"] == pytest.approx(report.step_time_s)
    specs[fix.name] = tuple(fix.spec())
    fixed = shardproof.check(jax.jit(mistaken), *arguments(*specs.values()), mesh=mesh)
    assert fixed.step_time_s == pytest.approx(fix.after["step_time_s"], rel=0.01)
    assert fixed.peak_memory_bytes == pytest.approx(fix.after["peak_memory_bytes"], rel=0.01)
    assert sum(c.bytes * c.repeat for c in fixed.collectives) == pytest.approx(fix.after["bytes_moved"], rel=0.01)
