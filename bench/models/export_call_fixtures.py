"""Writes tests/data/reader_forms/: programs where shardings sit on a call boundary rather than
on an op, from real JAX 0.10.2 code (a Megatron MLP block exported with `jax.export` and called
twice from a model that reshards its output with `jax.sharding.reshard` and ends in a nested jit
of a lambda, mesh data=2, model=4),
and programs in MLIR's generic form:

  exported_mlp.shardy.mlir   JAX's own text: `call @"call_exported_mlp_block"` of a private
                             function whose arguments and results carry `sdy.sharding`
  exported_mlp.gspmd.mlir    the same with GSPMD shardings: the export as JAX deserializes one
                             written before 2026-01 (HLO shardings, no named shardings), which
                             inlines it with `mhlo.sharding` on the private function (JAX 0.10.2
                             itself no longer writes such exports, and refuses to call its new
                             ones with Shardy off)
  named_computation.shardy.mlir
                             exported_mlp.shardy.mlir after the Shardy passes XLA runs first on
                             it, as bundled with jaxlib: `sdy-import-func-calls` (each call
                             becomes an `sdy.named_computation` with in_shardings),
                             `sdy-sink-data-flow-edges`, and `sdy-sharding-constraint-to-reshard`
                             (`sdy.reshard`, as the user's `reshard` reaches the partitioner)
  *.generic.mlir             each of the above in MLIR's generic form, and so are
                             tests/data/jax_ops/ops.mlir (every op JAX emits for LLMs and vision
                             models) and examples/models/shardmap_megatron_mlp (a shard_map, both
                             syntaxes), as JAX's MLIR bindings print them
                             (`get_asm(print_generic_op_form=True)`)
  xla.json                   what XLA makes of exported_mlp.shardy.mlir: its collectives (kind,
                             mesh axes, bytes, replica groups) and memory_analysis(), as
                             export.py writes them into every .xla.json

    bench/.venv/bin/python bench/models/export_call_fixtures.py tests/data/reader_forms
"""
import dataclasses
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import export  # noqa: E402  (NUM_DEVICES, collectives_from_hlo, compiled_stats; imports no JAX)

# NUM_DEVICES fake CPU devices, as every exporter here (a caller's own XLA flags are kept, and a
# machine with a GPU still exports for the CPU backend the committed xla.json describes).
os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") +
                           f" --xla_force_host_platform_device_count={export.NUM_DEVICES}").strip()
os.environ.setdefault("JAX_PLATFORMS", "cpu")
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P
from jax._src.lib.mlir import ir, passmanager

B, D, F = 16, 32, 64


def mlp_block(x, w_in, w_out):
    return x + jax.nn.gelu(x @ w_in) @ w_out


def model(block):
    def f(x, w_in_1, w_out_1, w_in_2, w_out_2):
        h = block(x, w_in_1, w_out_1)
        h = block(h, w_in_2, w_out_2)
        # The user asks for the output laid out by model columns: a redistribution.
        h = jax.sharding.reshard(h, P(None, "model"))
        # A nested jit of a lambda: JAX calls it @"<lambda>", a name that needs quoting.
        return jax.jit(lambda v: jnp.tanh(v))(h)
    return f


def shapes():
    return (jax.ShapeDtypeStruct((B, D), jnp.float32), jax.ShapeDtypeStruct((D, F), jnp.float32),
            jax.ShapeDtypeStruct((F, D), jnp.float32))


def specs():
    return (P("data", None), P(None, "model"), P("model", None)), P("data", None)


def export_block(mesh):
    ins, out = specs()
    block = jax.jit(mlp_block, in_shardings=tuple(NamedSharding(mesh, s) for s in ins),
                    out_shardings=NamedSharding(mesh, out))
    return jax.export.export(block)(*shapes())


def lower(mesh, call):
    ins, _ = specs()
    # model's arguments: x, w_in_1, w_out_1, w_in_2, w_out_2
    args = list(shapes()) + list(shapes()[1:])
    in_specs = list(ins) + list(ins[1:])
    with jax.set_mesh(mesh):
        args = [jax.ShapeDtypeStruct(a.shape, a.dtype, sharding=NamedSharding(mesh, s))
                for a, s in zip(args, in_specs)]
        return jax.jit(model(call)).lower(*args)


def gspmd_text(mesh):
    jax.config.update("jax_use_shardy_partitioner", False)
    try:
        exp = export_block(mesh)
        ins, out = specs()
        # What jax.export.deserialize gives for an export written before 2026-01.
        old = dataclasses.replace(
            exp, _has_named_shardings=False, _in_named_shardings=(None,) * len(ins), _out_named_shardings=(None,),
            in_shardings_hlo=tuple(NamedSharding(mesh, s)._to_xla_hlo_sharding(2) for s in ins),
            out_shardings_hlo=(NamedSharding(mesh, out)._to_xla_hlo_sharding(2),))
        return lower(mesh, old.call).as_text()
    finally:
        jax.config.update("jax_use_shardy_partitioner", True)


def composite_and_complex_text():
    """A jax.lax.composite (a named op whose meaning is its decomposition, a private function)
    and complex arithmetic built by lax.complex, through an FFT, on data=2, model=4."""
    mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Auto,) * 2)

    def f(x):
        scaled = jax.lax.composite(lambda v: v * 2.0 + 1.0, name="shardproof.scale_shift")(x)
        c = jax.lax.complex(scaled, x)
        return jnp.real(jnp.fft.ifft(jnp.fft.fft(c) * jnp.conj(c))) + jnp.imag(c)
    arg = jax.ShapeDtypeStruct((B, D), jnp.float32, sharding=NamedSharding(mesh, P("data", None)))
    return jax.jit(f).lower(arg).as_text()


def after_shardy_import(lowered_text):
    with jax._src.interpreters.mlir.make_ir_context():
        module = ir.Module.parse(lowered_text)
        passmanager.PassManager.parse(
            "builtin.module(sdy-import-func-calls,"
            "func.func(sdy-sink-data-flow-edges,sdy-sharding-constraint-to-reshard))").run(module.operation)
        return module.operation.get_asm(enable_debug_info=False)


def generic_form(text):
    with jax._src.interpreters.mlir.make_ir_context():
        return ir.Module.parse(text).operation.get_asm(enable_debug_info=False, print_generic_op_form=True)


def xla_facts(lowered, mesh):
    """XLA's collectives and memory for exported_mlp.shardy.mlir (lowered), as compiled on this
    host, in the form of every .xla.json (export.py's parser and memory_analysis() fields)."""
    compiled = lowered.compile()
    memory, _ = export.compiled_stats(compiled)
    mesh_axes = [(n, int(s)) for n, s in mesh.shape.items()]
    return {"program": "exported_mlp.shardy.mlir",
            "collectives": export.collectives_from_hlo(compiled.as_text(), mesh_axes),
            "memory_analysis": memory}


def main(out_dir):
    mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit,) * 2)
    lowered = lower(mesh, export_block(mesh).call)  # Shardy on: JAX's default
    shardy = lowered.as_text()
    files = {"exported_mlp.shardy.mlir": shardy, "exported_mlp.gspmd.mlir": gspmd_text(mesh),
             "named_computation.shardy.mlir": after_shardy_import(shardy),
             "composite_complex.shardy.mlir": composite_and_complex_text()}
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
    others = {"ops.mlir": "tests/data/jax_ops/ops.mlir",
              "shardmap_megatron_mlp.shardy.mlir": "examples/models/shardmap_megatron_mlp.shardy.mlir",
              "shardmap_megatron_mlp.gspmd.mlir": "examples/models/shardmap_megatron_mlp.gspmd.mlir"}
    for name, text in list(files.items()):
        files[name.replace(".mlir", ".generic.mlir")] = generic_form(text)
    for name, path in others.items():
        with open(os.path.join(root, path)) as f:
            files[name.replace(".mlir", ".generic.mlir")] = generic_form(f.read())
    os.makedirs(out_dir, exist_ok=True)
    for name, text in files.items():
        with open(os.path.join(out_dir, name), "w") as f:
            f.write(text)
    with open(os.path.join(out_dir, "xla.json"), "w") as f:
        json.dump(xla_facts(lowered, mesh), f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "tests/data/reader_forms")
