#!/usr/bin/env python3
"""Export programs built by MaxText itself (PyPI `maxtext` 0.1.0, Google's LLM training
framework) into shardproof's third-party corpus, examples/thirdparty/maxtext_real_*.

Everything model-side is MaxText's own: the configuration comes from its base.yml through
`pyconfig.initialize` with command-line style overrides (small sizes, random init, never a
checkpoint), the mesh from `maxtext_utils.create_device_mesh` over its 12 mesh axes, the
parameter and optimizer-state shardings from its logical axis rules
(`maxtext_utils.get_abstract_state`), the model from `models.transformer_as_linen`, the
optimizer from `optimizers.get_optimizer`, and the train step is `MaxText.train.train_step`
jitted the way `train_compile.py` does it (`get_functional_train_with_signature`: state
donated, MaxText's in/out shardings). The decode step is `maxengine.MaxEngine.generate`.

MaxText 0.1.0 declares Requires-Python >= 3.12 but its model path parses and runs under 3.11:
it is installed with `pip install --no-deps --ignore-requires-python` into bench/.venv-maxtext
(see bench/models/README.md, "Real MaxText"); nothing of MaxText is patched or stubbed.

Usage:
  bench/.venv-maxtext/bin/python bench/models/export_maxtext.py            # both syntaxes
  bench/.venv-maxtext/bin/python bench/models/export_maxtext.py --only fwd # regex on names
  bench/.venv-maxtext/bin/python bench/models/export_maxtext.py --list

Each program writes the four files per syntax of export_thirdparty.py (.mlir, .hlo.txt,
.xla.json, .propagation.json); afterwards `export_thirdparty.py --index` rebuilds INDEX.md.
"""
from __future__ import annotations

import argparse
import contextlib
import os
import re
import shutil
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import export as zoo  # noqa: E402
import export_thirdparty as tp  # noqa: E402

REPO = HERE.parent.parent
VENV = REPO / "bench" / ".venv-maxtext"
DEFAULT_OUT = REPO / "examples" / "thirdparty"

# The small llama2-style decoder (MaxText's default decoder_block) every dense program uses.
SMALL = dict(base_emb_dim=256, base_num_query_heads=8, base_num_kv_heads=8, head_dim=32,
             base_mlp_dim=512, base_num_decoder_layers=4, vocab_size=1024,
             max_target_length=128, max_prefill_predict_length=64, per_device_batch_size=1)
# A mixtral-style sparse MoE (MaxText's decoder_block "mistral" with num_experts > 1).
MOE = dict(SMALL, decoder_block="mixtral", num_experts=4, num_experts_per_tok=2, base_moe_mlp_dim=512,
           base_num_decoder_layers=2, base_num_kv_heads=4)
MESHES = {
    "2d": dict(ici_data_parallelism=2, ici_fsdp_parallelism=1, ici_tensor_parallelism=4),
    "fsdp": dict(ici_data_parallelism=1, ici_fsdp_parallelism=8, ici_tensor_parallelism=1),
}
MESH_TEXT = {
    "2d": "ici_data_parallelism=2, ici_tensor_parallelism=4 (MaxText's 12-axis mesh, data=2 "
          "tensor=4, the other 10 axes of size 1; its default logical axis rules)",
    "fsdp": "ici_fsdp_parallelism=8 (MaxText's 12-axis mesh, fsdp=8, the other axes of size "
            "1; its default logical axis rules: ZeRO-3)",
}
PACKAGES = ("optax", "flax", "maxtext")


def ensure_maxtext():
    """Re-executes this script under bench/.venv-maxtext when MaxText is not importable."""
    import importlib.util
    if importlib.util.find_spec("MaxText") is None:
        py = VENV / "bin" / "python"
        if not py.exists() or Path(sys.executable) == py:
            sys.exit("MaxText is not importable; create bench/.venv-maxtext (bench/models/README.md)")
        os.execv(str(py), [str(py), __file__] + sys.argv[1:])
    # MaxText finds base.yml and its assets relative to the working directory unless told
    os.environ.setdefault("MAXTEXT_PKG_DIR",
                          str(Path(importlib.util.find_spec("MaxText").origin).parent))


def config_of(syntax, overrides):
    """MaxText's HyperParameters: base.yml + `overrides`, as `train.py base.yml k=v ...`."""
    from MaxText import pyconfig
    argv = [None, os.path.join(os.environ["MAXTEXT_PKG_DIR"], "configs", "base.yml")]
    kw = dict(run_name="shardproof", hardware="cpu", enable_checkpointing=False,
              dataset_type="synthetic", skip_jax_distributed_system=True, attention="dot_product",
              shardy=(syntax == "shardy"), enable_goodput_recording=False,
              monitor_goodput=False, steps=10,
              # no persistent compilation cache: a cached executable skips XLA's passes, and
              # with them the propagation dump (.propagation.json)
              jax_cache_dir="")
    kw.update(overrides)
    argv += [f"{k}={v}" for k, v in kw.items()]
    return pyconfig.initialize(argv)


def mesh_of(config):
    import jax
    from jax.sharding import Mesh
    from MaxText import maxtext_utils
    return Mesh(maxtext_utils.create_device_mesh(config, jax.devices()), config.mesh_axes)


def sharded(tree, shardings):
    import jax
    return jax.tree.map(lambda x, s: jax.ShapeDtypeStruct(x.shape, x.dtype, sharding=s),
                        tree, shardings)


def train_program(syntax, overrides, train=True):
    """MaxText's train step (train=True) or its model's forward pass in train mode."""
    import jax
    from flax.linen import partitioning as nn_partitioning
    from MaxText import maxtext_utils, optimizers, train as mt_train
    from MaxText.common_types import MODEL_MODE_TRAIN
    from MaxText.layers import models, quantizations
    jax.config.update("jax_default_prng_impl", "unsafe_rbg")  # as train.py's initialize
    config = config_of(syntax, overrides)
    mesh = mesh_of(config)
    quant = quantizations.configure_quantization(config)
    model = models.transformer_as_linen(config, mesh, quant=quant, model_mode=MODEL_MODE_TRAIN)
    tx = optimizers.get_optimizer(config, maxtext_utils.create_learning_rate_schedule(config))
    _, rng = jax.random.split(jax.random.PRNGKey(0), 2)
    state, _, state_sh = maxtext_utils.get_abstract_state(model, tx, config, rng, mesh)
    data_sh = maxtext_utils.get_input_data_sharding(config, mesh)
    batch = maxtext_utils.get_shaped_batch(config)
    batch = sharded(batch, {k: data_sh for k in batch})
    @contextlib.contextmanager
    def scope():
        with mesh, nn_partitioning.axis_rules(config.logical_axis_rules):
            yield

    if train:
        fn, in_sh, out_sh, _, donate = maxtext_utils.get_functional_train_with_signature(
            mt_train.train_step, data_sh, state_sh, model, config)
        rng_arg = jax.ShapeDtypeStruct(rng.shape, rng.dtype,
                                       sharding=jax.sharding.NamedSharding(mesh, jax.sharding.PartitionSpec()))

        def step(state, data, dropout_rng):
            return fn(state, data, dropout_rng)
        step.arg_labels = ["state", "data", "dropout_rng"]
        return dict(fn=step, args=(sharded(state, state_sh), batch, rng_arg),
                    out=out_sh, donate=(donate,), mesh=mesh, trace_scope=scope)

    def forward(params, data):
        return model.apply(params, data["inputs"], data["inputs_position"],
                           decoder_segment_ids=data["inputs_segmentation"],
                           enable_dropout=False)
    forward.arg_labels = ["params", "data"]
    return dict(fn=forward, args=(sharded(state.params, state_sh.params), batch), out=None,
                mesh=mesh, trace_scope=scope)


def jetstream_from_pypi():
    """MaxText 0.1.0's maxengine is written against a JetStream commit that its install script
    takes from GitHub; PyPI's newest google-jetstream (0.2.2) is older, and two of its names
    differ. Both are filled in here, in this process only (MaxText and JetStream stay as
    installed), the way the newer JetStream defines them:
    - `tokenizer_pb2.TokenizerType` (missing): read only by MaxEngine's tokenizer methods
      (get_tokenizer, build_tokenizer), which no exported program calls; supplied as an object
      that fails if it is ever used.
    - `engine_api.ResultTokens` lacks the `log_prob` array that `_generate_jit` stores in it
      (its output container: the next token's log-probability); a subclass adds that field,
      as a pytree node like `data`. The computation traced is MaxText's, unchanged."""
    from flax import struct
    from jetstream.engine import engine_api, tokenizer_pb2
    if not hasattr(tokenizer_pb2, "TokenizerType"):
        class TokenizerTypeMissing:
            def __getattr__(self, name):
                raise RuntimeError("jetstream.engine.tokenizer_pb2.TokenizerType is missing "
                                   "from PyPI's google-jetstream; export_maxtext.py never "
                                   "tokenizes")
        tokenizer_pb2.TokenizerType = TokenizerTypeMissing()
    if "log_prob" not in engine_api.ResultTokens.__dataclass_fields__:
        @struct.dataclass
        class ResultTokens(engine_api.ResultTokens):
            log_prob: object = None
        engine_api.ResultTokens = ResultTokens


def decode_program(syntax, overrides):
    """One step of MaxText's inference engine: `MaxEngine._generate_jit` (the function its
    `generate` jits: model.apply in autoregressive mode over the KV cache, then sampling),
    jitted with the engine's own parameter and decode-state shardings, decode state donated
    as the engine does. The parameters are MaxText's random init (`load_params` without a
    checkpoint), the decode state its `init_decode_state`."""
    import jax
    from jax.sharding import NamedSharding, PartitionSpec as P
    jetstream_from_pypi()
    from MaxText import maxengine
    jax.config.update("jax_default_prng_impl", "unsafe_rbg")  # as decode.py's main
    config = config_of(syntax, overrides)
    engine = maxengine.MaxEngine(config, jax.devices())
    params = engine.load_params(rng=jax.random.PRNGKey(0))
    state = engine.init_decode_state()
    abstract = lambda t: jax.tree.map(  # noqa: E731
        lambda x: jax.ShapeDtypeStruct(x.shape, x.dtype, sharding=x.sharding), t)
    rng = jax.random.PRNGKey(1)
    rng_arg = jax.ShapeDtypeStruct(rng.shape, rng.dtype, sharding=NamedSharding(engine.mesh, P()))
    generate = maxengine.MaxEngine._generate_jit.__wrapped__

    def decode_step(params, decode_state, rng):
        return generate(engine, params, decode_state, rng=rng, page_state=None)
    decode_step.arg_labels = ["params", "decode_state", "rng"]
    return dict(fn=decode_step, args=(abstract(params), abstract(state), rng_arg), out=None,
                donate=(1,), mesh=engine.mesh)


PROGRAMS = []
program = tp.program_registry(PROGRAMS)

DENSE_CFG = ("MaxText base.yml, decoder_block llama2: emb 256, 8 query / 8 kv heads of 32, mlp "
             "512 (SwiGLU), 4 layers, vocab 1024, seq 128, global batch 8, dtype bfloat16 "
             "activations / float32 weights, remat_policy full, adamw")
for _mk in ("2d", "fsdp"):
    for _scan in (True, False):
        # unrolled: 1 layer (4 unrolled layers make a 4 MB partitioned HLO, 2 layers 2.4 MB)
        _o = dict(SMALL, **MESHES[_mk], scan_layers=_scan,
                  **({} if _scan else dict(base_num_decoder_layers=1)))
        program(f"maxtext_real_train_{_mk}_{'scan' if _scan else 'unrolled'}", "maxtext",
                "MaxText (models.transformer_as_linen)",
                DENSE_CFG + (", scan_layers=True" if _scan else
                             ", scan_layers=False with 1 layer instead of 4"),
                MESH_TEXT[_mk], "MaxText.train.train_step (loss + grad + adamw; state donated)",
                packages=PACKAGES)((lambda o: lambda syntax: train_program(syntax, o))(_o))
program("maxtext_real_fwd_2d_scan", "maxtext", "MaxText (models.transformer_as_linen)",
        DENSE_CFG + ", scan_layers=True", MESH_TEXT["2d"],
        "forward pass (model.apply in train mode, dropout off)", packages=PACKAGES)(
    lambda syntax: train_program(syntax, dict(SMALL, **MESHES["2d"], scan_layers=True), False))

program("maxtext_real_decode_2d", "maxtext", "MaxText (maxengine.MaxEngine)",
        DENSE_CFG.replace(", remat_policy full, adamw", "") + ", scan_layers=True; KV cache of "
        "128 positions (64 prefill + 64 autoregressive)", MESH_TEXT["2d"],
        "decode step (MaxEngine._generate_jit: one token for 8 sequences over the KV cache, "
        "greedy sampling; decode state donated)", packages=PACKAGES)(
    lambda syntax: decode_program(syntax, dict(SMALL, **MESHES["2d"], scan_layers=True)))

MOE_CFG = ("MaxText base.yml, decoder_block mixtral: emb 256, 8 query / 4 kv heads of 32, 4 "
           "experts of mlp 512, top-2, 2 layers, vocab 1024, seq 128, global batch 8, "
           "bfloat16 activations / float32 weights, adamw")
program("maxtext_real_moe_train_2d", "maxtext", "MaxText (models.transformer_as_linen)",
        MOE_CFG + ", sparse_matmul=True megablox=False (jax.lax.ragged_dot), scan_layers=True",
        MESH_TEXT["2d"], "MaxText.train.train_step (loss + grad + adamw; state donated)",
        packages=PACKAGES)(
    lambda syntax: train_program(syntax, dict(MOE, **MESHES["2d"], scan_layers=True,
                                              sparse_matmul=True, megablox=False)))
program("maxtext_real_moe_train_2d_dense", "maxtext", "MaxText (models.transformer_as_linen)",
        MOE_CFG + ", sparse_matmul=False (dense dispatch/combine einsums, capacity_factor "
        "1.25), scan_layers=True", MESH_TEXT["2d"],
        "MaxText.train.train_step (loss + grad + adamw; state donated)", packages=PACKAGES)(
    lambda syntax: train_program(syntax, dict(MOE, **MESHES["2d"], scan_layers=True,
                                              sparse_matmul=False, capacity_factor=1.25)))


def export_syntax(syntax, out, only):
    versions, dump_dir, scratch = zoo.start_syntax(syntax, out)
    for prog in PROGRAMS:
        if only and not re.search(only, prog["name"]):
            continue
        t0 = time.time()
        built = prog["builder"](syntax)
        tp.export_one(prog, built, syntax, out, dump_dir, versions)
        print(f"  ({time.time() - t0:.1f} s)", flush=True)
    if scratch:
        shutil.rmtree(dump_dir, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--syntax", choices=("gspmd", "shardy", "both"), default="both")
    ap.add_argument("--only", help="regex on program names")
    ap.add_argument("--list", action="store_true")
    a = ap.parse_args()
    if a.list:
        for p in PROGRAMS:
            print(f"{p['name']:36} {p['program']}")
        return
    ensure_maxtext()
    if a.syntax == "both":
        zoo.run_per_syntax(__file__, ["--out", str(a.out)] + (["--only", a.only] if a.only else []))
        tp.write_index(a.out)
    else:
        export_syntax(a.syntax, a.out, a.only)


if __name__ == "__main__":
    main()
