#!/usr/bin/env python3
"""Export shardproof's third-party corpus: JAX programs built from model code we did not
write (installed from PyPI: gemma, keras-hub, equinox, penzai, flax), with random weights and
small configurations, on 8 fake CPU devices.

For every program this writes, under examples/thirdparty/, the same four files per syntax as
export.py writes for examples/models/:

  <name>.<syntax>.mlir              jax.jit(f, in_shardings, out_shardings).lower(...).as_text()
  <name>.<syntax>.hlo.txt           .compile().as_text() (XLA's partitioned HLO)
  <name>.<syntax>.xla.json          versions (JAX and the model library), mesh, arguments with
                                    PartitionSpecs, memory_analysis(), cost_analysis(), the
                                    collectives XLA chose
  <name>.<syntax>.propagation.json  the sharding XLA's propagation gave every dot, reduce,
                                    gather and elementwise op of the entry computation

and, over the whole corpus, INDEX.md (one row per program) and op_census.txt (every distinct
operation name in the .mlir files, with counts, and the custom_call targets).

Usage (see bench/models/README.md, "The third-party corpus"):
  bash bench/models/setup.sh                                  # installs requirements-thirdparty.txt too
  bench/.venv/bin/python bench/models/export_thirdparty.py    # both syntaxes, INDEX.md, op_census.txt
  bench/.venv/bin/python bench/models/export_thirdparty.py --only '^keras'
  bench/.venv/bin/python bench/models/export_thirdparty.py --index   # INDEX.md + op_census.txt only

The model code comes from the libraries; what is ours is the configuration, the shardings
(where the library has no sharding recipe), the loss and the optimizer step around it, and the
MaxText-style programs (maxtext_*: MaxText 0.2.5 needs Python >= 3.12 and JAX >= 0.11, so its
decoder cannot be imported here; those programs follow MaxText's structure in flax.linen:
nn.scan over nn.remat'ed decoder layers, logical axis rules, with_logical_constraint).
"""
from __future__ import annotations

import argparse
import collections
import contextlib
import inspect
import json
import math
import os
import re
import shutil
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import export as zoo  # noqa: E402  (the model zoo's exporter: HLO parsing, INDEX helpers)

REPO = HERE.parent.parent
DEFAULT_OUT = REPO / "examples" / "thirdparty"
NUM_DEVICES = zoo.NUM_DEVICES

# Small configurations shared by the programs (hidden <= 256, vocab <= 1024, seq <= 64, batch 8)
B, S, V, D = 8, 64, 1024, 256

# PyPI distributions whose versions go into every JSON file (those a program imports).
DISTRIBUTIONS = ("jax", "jaxlib", "gemma", "keras", "keras-hub", "equinox", "penzai", "flax",
                 "optax")


def dist_version(name):
    from importlib import metadata
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return None


# --------------------------------------------------------------------------------------
# Helpers used by the program builders (JAX is imported when they run)
# --------------------------------------------------------------------------------------

def make_mesh(**axes):
    import jax
    import numpy as np
    from jax.sharding import Mesh
    devices = np.array(jax.devices())
    assert devices.size == NUM_DEVICES, f"need {NUM_DEVICES} devices, have {devices.size}"
    return Mesh(devices.reshape(tuple(axes.values())), tuple(axes.keys()))


def sds(x, mesh, spec):
    """ShapeDtypeStruct of array (or abstract value) x, carrying NamedSharding(mesh, spec)."""
    import jax
    from jax.sharding import NamedSharding
    return jax.ShapeDtypeStruct(x.shape, x.dtype, sharding=NamedSharding(mesh, spec))


def abstract(tree, mesh, spec_of):
    """Replace every array leaf of tree by a sharded ShapeDtypeStruct; spec_of(path_str, leaf)
    gives its PartitionSpec."""
    import jax
    return jax.tree_util.tree_map_with_path(
        lambda p, x: sds(x, mesh, spec_of(jax.tree_util.keystr(p), x)), tree)


def fsdp_spec(shape, axis="fsdp", n=NUM_DEVICES, skip_leading=0):
    """ZeRO-3: shard the largest dimension divisible by n (the first such when tied) over axis;
    replicated when none is. skip_leading: leading dimensions never sharded (stacked layers)."""
    from jax.sharding import PartitionSpec as P
    best = None
    for i, d in enumerate(shape):
        if i < skip_leading or d % n:
            continue
        if best is None or d > shape[best]:
            best = i
    if best is None:
        return P()
    return P(*[axis if i == best else None for i in range(len(shape))])


def rule_spec(rules, default=None):
    """spec_of from [(regex on the leaf path, PartitionSpec)], first match wins."""
    from jax.sharding import PartitionSpec as P

    def spec_of(path, x):
        for rx, spec in rules:
            if re.search(rx, path):
                return spec
        return default(path, x) if default else P()
    return spec_of


def shardings_of(tree):
    import jax
    return jax.tree.map(lambda s: s.sharding, tree)


def replicated(mesh):
    from jax.sharding import NamedSharding, PartitionSpec as P
    return NamedSharding(mesh, P())


def adam_state(opt, params_abs, mesh):
    """Abstract optax state of opt for abstract params: moments sharded like the parameters,
    step counters replicated."""
    import jax
    import optax
    from jax.sharding import PartitionSpec as P
    state = jax.eval_shape(opt.init, params_abs)
    return optax.tree_map_params(
        opt, lambda p, s: jax.ShapeDtypeStruct(p.shape, p.dtype, sharding=s.sharding),
        state, params_abs,
        transform_non_params=lambda x: sds(x, mesh, P()))


def cross_entropy(logits, targets):
    """Mean token cross-entropy, f32, via take_along_axis (optax's integer-label loss)."""
    import jax.numpy as jnp
    import optax
    return jnp.mean(optax.softmax_cross_entropy_with_integer_labels(
        logits.astype(jnp.float32), targets))


def tokens_sds(mesh, spec, shape=(B, S)):
    import jax
    import jax.numpy as jnp
    from jax.sharding import NamedSharding
    return jax.ShapeDtypeStruct(shape, jnp.int32, sharding=NamedSharding(mesh, spec))


def train_step_fn(loss_fn, opt):
    """(params, opt_state, *batch) -> (new params, new opt_state, loss), optax Adam."""
    import jax
    import optax

    def step(params, opt_state, *batch):
        loss, grads = jax.value_and_grad(loss_fn)(params, *batch)
        updates, opt_state = opt.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss
    step.arg_labels = ["params", "opt_state"] + list(inspect.signature(loss_fn).parameters)[1:]
    return step


# --------------------------------------------------------------------------------------
# Programs. Each builder returns dict(fn, args (tuple of pytrees of sharded
# ShapeDtypeStructs), out (pytree of NamedSharding, or None: XLA chooses), donate (top-level
# argnums), mesh).
# --------------------------------------------------------------------------------------

def program_registry(programs):
    """The @program(name, library, model, config, strategy, kind, packages) decorator that
    records each builder in `programs` (this corpus's, or export_outside.py's)."""
    def program(name, library, model, config, strategy, kind, packages=()):
        def deco(builder):
            programs.append(dict(name=name, library=library, model=model, config=config,
                                 strategy=strategy, program=kind, builder=builder,
                                 packages=(library,) + tuple(packages)))
            return builder
        return deco
    return program


PROGRAMS = []
program = program_registry(PROGRAMS)


# ---------------- gemma (Google DeepMind's `gemma` library, flax.linen) ----------------

GEMMA_CFG = ("Gemma3-style TransformerConfig: vocab 1024, embed 256, hidden 512, 8 query heads "
             "/ 4 kv heads of 32, 2 layers (local sliding window 32, then global), qk-norm, "
             "post-attn/post-ffw norms; tokens [8,64]")


def gemma_model(dtype):
    from gemma import gm
    c = gm.nn.config
    cfg = c.TransformerConfig(
        final_logit_softcap=None, num_embed=V, embed_dim=D, hidden_dim=512, num_heads=8,
        head_dim=32, num_kv_heads=4, use_post_attn_norm=True, use_post_ffw_norm=True,
        use_qk_norm=True,
        attention_types=(c.AttentionType.LOCAL_SLIDING, c.AttentionType.GLOBAL),
        query_pre_attn_norm=c.QueryPreAttentionNormalisation.BY_ONE_OVER_SQRT_HEAD_DIM,
        sliding_window_size=32, transpose_gating_einsum=True, local_base_frequency=10_000,
        global_base_frequency=1_000_000)
    return gm.nn.Transformer(config=cfg, dtype=dtype)


def gemma_megatron_rules():
    from jax.sharding import PartitionSpec as P
    return [(r"input_embedding", P("model", None)),          # [V, D]: vocab-parallel
            (r"q_einsum", P("model", None, None)),            # [N, D, H]
            (r"kv_einsum", P(None, "model", None, None)),     # [2, K, D, H]
            (r"attn_vec_einsum", P("model", None, None)),     # [N, H, D]
            (r"gating_einsum", P(None, "model", None)),       # [2, F, D]
            (r"'linear'", P("model", None))]                  # [F, D]


def gemma_params(model, mesh, spec_of):
    import jax
    import jax.numpy as jnp
    toks = jax.ShapeDtypeStruct((B, S), jnp.int32)
    params = jax.eval_shape(lambda t: model.init(jax.random.key(0), t), toks)
    return abstract(params, mesh, spec_of)


@program("gemma_fwd_2d", "gemma", "gemma.gm.nn.Transformer (Gemma 3 architecture)",
         GEMMA_CFG + ", bf16 parameters (the library's default dtype)",
         "2d: batch over data, Megatron over model (heads, kv heads, ffw hidden, vocab rows "
         "of the embedding)", "forward (logits)", packages=("flax",))
def _gemma_fwd():
    import jax.numpy as jnp
    from jax.sharding import NamedSharding, PartitionSpec as P
    mesh = make_mesh(data=2, model=4)
    model = gemma_model(jnp.bfloat16)
    params = gemma_params(model, mesh, rule_spec(gemma_megatron_rules()))

    def fwd(params, tokens):
        return model.apply(params, tokens).logits
    return dict(fn=fwd, args=(params, tokens_sds(mesh, P("data"))),
                out=NamedSharding(mesh, P("data", None, "model")), mesh=mesh)


@program("gemma_decode_2d", "gemma", "gemma.gm.nn.Transformer (Gemma 3 architecture)",
         GEMMA_CFG + ", f32; one greedy decode step with the library's KV cache "
         "(cache length 64; the step writes k/v with dynamic_update_slice)",
         "2d: batch over data, Megatron over model; KV cache [B,L,K,H] batch over data, kv "
         "heads over model", "decode step (KV cache)", packages=("flax",))
def _gemma_decode():
    import jax
    import jax.numpy as jnp
    from jax.sharding import NamedSharding, PartitionSpec as P
    mesh = make_mesh(data=2, model=4)
    model = gemma_model(jnp.float32)
    params = gemma_params(model, mesh, rule_spec(gemma_megatron_rules()))
    cache = jax.eval_shape(lambda: model.config.init_cache(batch_size=B, dtype=jnp.float32,
                                                           cache_length=S))
    cache = abstract(cache, mesh, rule_spec([(r"'[kv]'\]$", P("data", None, "model", None))],
                                            lambda p, x: P("data")))

    def decode(params, cache, last_token, last_pos, full_mask):
        # gemma.gm.text's sampler loop, one step: attend to the cache up to last_pos
        step_mask = jnp.arange(S)[None, :] <= last_pos[:, None]
        out = model.apply(params, tokens=last_token[:, None], cache=cache,
                          positions=last_pos[:, None],
                          attention_mask=(full_mask & step_mask)[:, None, :])
        return jnp.argmax(out.logits[:, 0], axis=-1).astype(jnp.int32), out.cache

    dsh = NamedSharding(mesh, P("data"))
    args = (params, cache,
            jax.ShapeDtypeStruct((B,), jnp.int32, sharding=dsh),
            jax.ShapeDtypeStruct((B,), jnp.int32, sharding=dsh),
            jax.ShapeDtypeStruct((B, S), jnp.bool_, sharding=dsh))
    return dict(fn=decode, args=args, out=(dsh, shardings_of(cache)), mesh=mesh)


@program("gemma_train_fsdp", "gemma", "gemma.gm.nn.Transformer (Gemma 3 architecture)",
         GEMMA_CFG + ", f32; next-token cross-entropy (optax, take_along_axis), optax.adam(1e-3)",
         "fsdp: batch over fsdp, every parameter (and Adam moment) sharded over fsdp on its "
         "largest dimension divisible by 8; parameters and optimizer state donated",
         "train step (loss + grad + Adam), donate_argnums=(0, 1)", packages=("flax", "optax"))
def _gemma_train():
    import jax.numpy as jnp
    import optax
    from jax.sharding import PartitionSpec as P
    mesh = make_mesh(fsdp=8)
    model = gemma_model(jnp.float32)
    params = gemma_params(model, mesh, lambda p, x: fsdp_spec(x.shape))
    opt = optax.adam(1e-3)
    state = adam_state(opt, params, mesh)

    def loss_fn(params, tokens, targets):
        return cross_entropy(model.apply(params, tokens).logits, targets)

    args = (params, state, tokens_sds(mesh, P("fsdp")), tokens_sds(mesh, P("fsdp")))
    return dict(fn=train_step_fn(loss_fn, opt), args=args,
                out=(shardings_of(params), shardings_of(state), replicated(mesh)),
                donate=(0, 1), mesh=mesh)


# ---------------- KerasHub (Keras 3, JAX backend, keras.distribution.ModelParallel) --------

def keras_backbone(cls_name, layout_map_cls=None, **kw):
    """Build a KerasHub backbone with random weights under ModelParallel with the backbone's
    own get_layout_map on a (data=2, model=4) DeviceMesh; returns (keras model, distribution,
    jax mesh)."""
    import keras
    import keras_hub
    cls = getattr(keras_hub.models, cls_name)
    dmesh = keras.distribution.DeviceMesh(shape=(2, 4), axis_names=("data", "model"),
                                          devices=keras.distribution.list_devices())
    lm = (layout_map_cls or cls).get_layout_map(dmesh, model_parallel_dim_name="model",
                                                data_parallel_dim_name="data")
    dist = keras.distribution.ModelParallel(layout_map=lm, batch_dim_name="data")
    keras.utils.set_random_seed(0)
    with dist.scope():
        model = cls(**kw)
    return model, dist, make_mesh(data=2, model=4)


def keras_vars(variables, mesh):
    """Abstract values of keras variables with the sharding the layout map gave them."""
    import jax
    from jax.sharding import NamedSharding
    return [jax.ShapeDtypeStruct(v.value.shape, v.value.dtype,
                                 sharding=NamedSharding(mesh, v.value.sharding.spec))
            for v in variables]


def keras_names(model):
    return ([f"trainable/{v.path}" for v in model.trainable_variables] +
            [f"non_trainable/{v.path}" for v in model.non_trainable_variables])


KLLAMA = dict(vocabulary_size=V, num_layers=2, num_query_heads=8, hidden_dim=D,
              intermediate_dim=512, num_key_value_heads=4)
KLLAMA_CFG = ("LlamaBackbone(vocabulary_size=1024, num_layers=2, num_query_heads=8, "
              "num_key_value_heads=4, hidden_dim=256, intermediate_dim=512); token_ids and "
              "padding_mask [8,64]")
KERAS_STRATEGY = ("keras.distribution.ModelParallel with the backbone's own get_layout_map "
                  "(mesh data=2 x model=4; weights 2-D sharded over model and data as the "
                  "layout map says), batch over data")


def keras_backbone_program(model, dist, mesh):
    from jax.sharding import NamedSharding, PartitionSpec as P
    tv = keras_vars(model.trainable_variables, mesh)
    ntv = keras_vars(model.non_trainable_variables, mesh)

    def fwd(tv, ntv, token_ids, padding_mask):
        with dist.scope():
            out, _ = model.stateless_call(tv, ntv, {"token_ids": token_ids,
                                                    "padding_mask": padding_mask})
        return out
    return dict(fn=fwd, args=(tv, ntv, tokens_sds(mesh, P("data")), tokens_sds(mesh, P("data"))),
                out=NamedSharding(mesh, P("data")), mesh=mesh, trace_scope=dist.scope,
                arg_names=keras_names(model) + ["token_ids", "padding_mask"])


@program("keras_llama_fwd_2d", "keras-hub", "keras_hub.models.LlamaBackbone", KLLAMA_CFG,
         KERAS_STRATEGY, "forward (sequence output [8,64,256])", packages=("keras",))
def _keras_llama_fwd():
    return keras_backbone_program(*keras_backbone("LlamaBackbone", **KLLAMA))


@program("keras_gemma_fwd_2d", "keras-hub", "keras_hub.models.GemmaBackbone",
         "GemmaBackbone(vocabulary_size=1024, num_layers=2, num_query_heads=8, "
         "num_key_value_heads=4, hidden_dim=256, intermediate_dim=512, head_dim=32); "
         "token_ids and padding_mask [8,64]", KERAS_STRATEGY,
         "forward (sequence output [8,64,256])", packages=("keras",))
def _keras_gemma_fwd():
    return keras_backbone_program(*keras_backbone(
        "GemmaBackbone", vocabulary_size=V, num_layers=2, num_query_heads=8,
        num_key_value_heads=4, hidden_dim=D, intermediate_dim=512, head_dim=32))


@program("keras_qwen3moe_fwd_2d", "keras-hub", "keras_hub.models.Qwen3MoeBackbone (MoE)",
         "Qwen3MoeBackbone(vocabulary_size=1024, num_layers=2, num_query_heads=8, "
         "num_key_value_heads=4, head_dim=32, hidden_dim=256, intermediate_dim=512, "
         "moe_intermediate_dim=128, num_experts=8, top_k=2): top-k routing, one-hot dispatch "
         "and einsum over all experts; token_ids and padding_mask [8,64]", KERAS_STRATEGY,
         "forward (sequence output [8,64,256])", packages=("keras",))
def _keras_moe_fwd():
    return keras_backbone_program(*keras_backbone(
        "Qwen3MoeBackbone", vocabulary_size=V, num_layers=2, num_query_heads=8,
        num_key_value_heads=4, head_dim=32, hidden_dim=D, intermediate_dim=512,
        moe_intermediate_dim=128, num_experts=8, top_k=2))


def keras_causal_lm():
    import keras_hub
    bb, dist, mesh = keras_backbone("LlamaBackbone", **KLLAMA)
    with dist.scope():
        lm = keras_hub.models.LlamaCausalLM(backbone=bb, preprocessor=None)
    return lm, dist, mesh


@program("keras_llama_train_2d", "keras-hub", "keras_hub.models.LlamaCausalLM",
         KLLAMA_CFG + "; next-token cross-entropy (optax, take_along_axis), optax.adam(1e-3) "
         "over the trainable variables", KERAS_STRATEGY,
         "train step (loss + grad + Adam) via stateless_call", packages=("keras", "optax"))
def _keras_llama_train():
    import jax
    import optax
    from jax.sharding import PartitionSpec as P
    lm, dist, mesh = keras_causal_lm()
    tv = keras_vars(lm.trainable_variables, mesh)
    ntv = keras_vars(lm.non_trainable_variables, mesh)
    opt = optax.adam(1e-3)
    state = adam_state(opt, tv, mesh)

    def step(tv, state, ntv, token_ids, padding_mask, targets):
        def loss_fn(tv):
            with dist.scope():
                logits, _ = lm.stateless_call(tv, ntv, {"token_ids": token_ids,
                                                        "padding_mask": padding_mask})
            return cross_entropy(logits, targets)
        loss, grads = jax.value_and_grad(loss_fn)(tv)
        updates, state = opt.update(grads, state, tv)
        return optax.apply_updates(tv, updates), state, loss

    args = (tv, state, ntv, tokens_sds(mesh, P("data")), tokens_sds(mesh, P("data")),
            tokens_sds(mesh, P("data")))
    names = ([f"trainable/{v.path}" for v in lm.trainable_variables] +
             [f"adam{p}" for p in leaf_paths(state)] +
             [f"non_trainable/{v.path}" for v in lm.non_trainable_variables] +
             ["token_ids", "padding_mask", "targets"])
    return dict(fn=step, args=args,
                out=(shardings_of(tv), shardings_of(state), replicated(mesh)), mesh=mesh,
                arg_names=names)


@program("keras_llama_decode_2d", "keras-hub", "keras_hub.models.LlamaCausalLM",
         KLLAMA_CFG + "; one greedy step of LlamaCausalLM.call_with_cache (cache "
         "[8,2,2,64,4,32]: batch, layer, k/v, length, kv heads, head dim; the step writes it "
         "with dynamic_update_slice)", KERAS_STRATEGY + "; KV cache batch over data, kv heads "
         "over model", "decode step (KV cache)", packages=("keras",))
def _keras_llama_decode():
    import jax
    import jax.numpy as jnp
    import keras
    from jax.sharding import NamedSharding, PartitionSpec as P
    lm, dist, mesh = keras_causal_lm()
    tv = keras_vars(lm.trainable_variables, mesh)
    ntv = keras_vars(lm.non_trainable_variables, mesh)
    cache = jax.ShapeDtypeStruct((B, 2, 2, S, 4, 32), jnp.float32,
                                 sharding=NamedSharding(mesh, P("data", None, None, None, "model")))

    def decode(tv, ntv, cache, token_ids, index):
        mapping = list(zip(lm.trainable_variables + lm.non_trainable_variables, tv + ntv))
        with dist.scope(), keras.StatelessScope(state_mapping=mapping):
            logits, _, cache = lm.call_with_cache(token_ids, cache, index)
        return jnp.argmax(logits[:, -1], axis=-1).astype(jnp.int32), cache

    args = (tv, ntv, cache, tokens_sds(mesh, P("data"), (B, 1)),
            jax.ShapeDtypeStruct((), jnp.int32, sharding=replicated(mesh)))
    return dict(fn=decode, args=args, out=(NamedSharding(mesh, P("data")), cache.sharding),
                mesh=mesh, arg_names=keras_names(lm) + ["cache", "token_ids",
                                                        "cache_update_index"])


def leaf_paths(tree):
    import jax
    return [jax.tree_util.keystr(p) for p, _ in jax.tree_util.tree_flatten_with_path(tree)[0]]


# ---------------- equinox ----------------

def eqx_transformer(key, layers=2, heads=4, ffw=512):
    """A GPT-style decoder from equinox's layers: eqx.nn.Embedding, eqx.nn.LayerNorm,
    eqx.nn.MultiheadAttention (causal mask), eqx.nn.Linear; vmapped over batch and tokens."""
    import equinox as eqx
    import jax
    import jax.numpy as jnp

    class Block(eqx.Module):
        ln1: eqx.nn.LayerNorm
        attn: eqx.nn.MultiheadAttention
        ln2: eqx.nn.LayerNorm
        up: eqx.nn.Linear
        down: eqx.nn.Linear

        def __init__(self, key):
            k1, k2, k3 = jax.random.split(key, 3)
            self.ln1 = eqx.nn.LayerNorm(D)
            self.attn = eqx.nn.MultiheadAttention(heads, D, key=k1)
            self.ln2 = eqx.nn.LayerNorm(D)
            self.up = eqx.nn.Linear(D, ffw, key=k2)
            self.down = eqx.nn.Linear(ffw, D, key=k3)

        def __call__(self, x):  # x: [S, D]
            h = jax.vmap(self.ln1)(x)
            mask = jnp.tril(jnp.ones((x.shape[0], x.shape[0]), bool))
            x = x + self.attn(h, h, h, mask=mask)
            h = jax.vmap(self.ln2)(x)
            return x + jax.vmap(lambda t: self.down(jax.nn.gelu(self.up(t))))(h)

    class Model(eqx.Module):
        embed: eqx.nn.Embedding
        blocks: list
        ln_f: eqx.nn.LayerNorm
        head: eqx.nn.Linear

        def __init__(self, key):
            ks = jax.random.split(key, layers + 2)
            self.embed = eqx.nn.Embedding(V, D, key=ks[0])
            self.blocks = [Block(k) for k in ks[1:-1]]
            self.ln_f = eqx.nn.LayerNorm(D)
            self.head = eqx.nn.Linear(D, V, use_bias=False, key=ks[-1])

        def __call__(self, tokens):  # tokens: [S]
            x = jax.vmap(self.embed)(tokens)
            for b in self.blocks:
                x = b(x)
            return jax.vmap(lambda t: self.head(self.ln_f(t)))(x)

    return Model(key)


EQX_CFG = ("2 blocks of eqx.nn.LayerNorm + eqx.nn.MultiheadAttention(4 heads, 256) + MLP "
           "eqx.nn.Linear 256->512->256 (GELU), eqx.nn.Embedding(1024, 256), untied head; "
           "vmapped over batch [8,64]")


def eqx_split(mesh, spec_of):
    import equinox as eqx
    import jax
    model = eqx_transformer(jax.random.key(0))
    params, static = eqx.partition(model, eqx.is_array)
    return abstract(params, mesh, spec_of), static


def eqx_megatron_rules():
    from jax.sharding import PartitionSpec as P
    # eqx.nn.Linear weights are [out, in]
    return [(r"\.embed\.weight", P("model", None)),
            (r"(query|key|value)_proj\.weight", P("model", None)),
            (r"output_proj\.weight", P(None, "model")),
            (r"\.up\.weight", P("model", None)), (r"\.up\.bias", P("model")),
            (r"\.down\.weight", P(None, "model")),
            (r"\.head\.weight", P("model", None))]


@program("eqx_transformer_fwd_2d", "equinox", "GPT-style decoder from equinox layers",
         EQX_CFG, "2d: batch over data, Megatron over model (q/k/v and MLP-up rows, output "
                  "projection and MLP-down columns, vocab rows of embedding and head)",
         "forward (logits)")
def _eqx_fwd():
    import equinox as eqx
    import jax
    from jax.sharding import NamedSharding, PartitionSpec as P
    mesh = make_mesh(data=2, model=4)
    params, static = eqx_split(mesh, rule_spec(eqx_megatron_rules()))

    def fwd(params, tokens):
        return jax.vmap(eqx.combine(params, static))(tokens)
    return dict(fn=fwd, args=(params, tokens_sds(mesh, P("data"))),
                out=NamedSharding(mesh, P("data", None, "model")), mesh=mesh)


@program("eqx_transformer_train_fsdp", "equinox", "GPT-style decoder from equinox layers",
         EQX_CFG + "; next-token cross-entropy (optax, take_along_axis), optax.adam(1e-3)",
         "fsdp: batch over fsdp, every parameter and Adam moment sharded over fsdp on its "
         "largest dimension divisible by 8", "train step (loss + grad + Adam)",
         packages=("optax",))
def _eqx_train():
    import equinox as eqx
    import jax
    import optax
    from jax.sharding import PartitionSpec as P
    mesh = make_mesh(fsdp=8)
    params, static = eqx_split(mesh, lambda p, x: fsdp_spec(x.shape))
    opt = optax.adam(1e-3)
    state = adam_state(opt, params, mesh)

    def loss_fn(params, tokens, targets):
        return cross_entropy(jax.vmap(eqx.combine(params, static))(tokens), targets)

    return dict(fn=train_step_fn(loss_fn, opt),
                args=(params, state, tokens_sds(mesh, P("fsdp")), tokens_sds(mesh, P("fsdp"))),
                out=(shardings_of(params), shardings_of(state), replicated(mesh)), mesh=mesh)


@program("eqx_mlp_train_fsdp", "equinox", "eqx.nn.MLP",
         "eqx.nn.MLP(in_size=256, out_size=256, width_size=512, depth=3, GELU) on x [8,64,256] "
         "(vmapped twice), MSE loss, optax.adam(1e-3)",
         "fsdp: batch over fsdp, weights and Adam moments sharded over fsdp on their largest "
         "dimension; parameters and optimizer state donated",
         "train step (loss + grad + Adam), donate_argnums=(0, 1)", packages=("optax",))
def _eqx_mlp_train():
    import equinox as eqx
    import jax
    import jax.numpy as jnp
    import optax
    from jax.sharding import NamedSharding, PartitionSpec as P
    mesh = make_mesh(fsdp=8)
    mlp = eqx.nn.MLP(D, D, 512, 3, activation=jax.nn.gelu, key=jax.random.key(0))
    params, static = eqx.partition(mlp, eqx.is_array)
    params = abstract(params, mesh, lambda p, x: fsdp_spec(x.shape))
    opt = optax.adam(1e-3)
    state = adam_state(opt, params, mesh)

    def loss_fn(params, x, y):
        f = jax.vmap(jax.vmap(eqx.combine(params, static)))
        return jnp.mean(jnp.square(f(x) - y))

    xs = jax.ShapeDtypeStruct((B, S, D), jnp.float32, sharding=NamedSharding(mesh, P("fsdp")))
    return dict(fn=train_step_fn(loss_fn, opt), args=(params, state, xs, xs),
                out=(shardings_of(params), shardings_of(state), replicated(mesh)),
                donate=(0, 1), mesh=mesh)


# ---------------- penzai ----------------

PENZAI_CFG = ("llamalike_common.LlamalikeTransformerConfig(num_kv_heads=4, "
              "query_head_multiplier=2, embedding_dim=256, projection_dim=32, mlp_hidden_dim=512, "
              "num_decoder_blocks=2, vocab_size=1024, mlp_variant='swiglu', "
              "tie_embedder_and_logits=False, use_layer_stack=True): the blocks are one "
              "pz.nn.LayerStack (weights stacked [2,...]) run by jax.lax.scan(unroll=True), so "
              "the StableHLO has no while loop")
PENZAI_AXES = {"head_groups": "model", "neurons": "model", "batch": "data"}
PENZAI_STRATEGY = ("named-axis sharding with penzai.toolshed.sharding_util."
                   "name_to_name_sharding({head_groups: model, neurons: model, batch: data}) "
                   "on mesh data=2 x model=4")


def penzai_model(stack=True):
    import jax
    from penzai.models.transformer.variants import llamalike_common as llc
    cfg = llc.LlamalikeTransformerConfig(
        num_kv_heads=4, query_head_multiplier=2, embedding_dim=D, projection_dim=32,
        mlp_hidden_dim=512, num_decoder_blocks=2, vocab_size=V, mlp_variant="swiglu",
        tie_embedder_and_logits=False, use_layer_stack=stack)
    return llc.build_llamalike_transformer(cfg, init_base_rng=jax.random.key(0))


def penzai_abstract(tree, mesh):
    """Shard a tree of penzai variable values by axis names (the library's helper)."""
    import jax
    from penzai.toolshed import sharding_util
    sh = sharding_util.name_to_name_sharding(tree, mesh, PENZAI_AXES, ignore_unnamed_arrays=True)
    leaves, tdef = jax.tree.flatten(tree)
    shl = jax.tree.leaves(sh, is_leaf=lambda x: x is None)
    assert len(shl) == len(leaves), (len(shl), len(leaves))
    return tdef.unflatten([jax.ShapeDtypeStruct(x.shape, x.dtype,
                                                sharding=s if s is not None else replicated(mesh))
                           for x, s in zip(leaves, shl)])


@program("penzai_llama_fwd_2d", "penzai", "penzai llamalike transformer (Llama architecture)",
         PENZAI_CFG + "; tokens [8,64] as a NamedArray (batch, seq)", PENZAI_STRATEGY,
         "forward (logits)")
def _penzai_fwd():
    from jax.sharding import NamedSharding, PartitionSpec as P
    from penzai import pz
    mesh = make_mesh(data=2, model=4)
    unbound, params = pz.unbind_params(penzai_model(), freeze=True)
    params = penzai_abstract(params, mesh)

    def fwd(params, tokens):
        m = pz.bind_variables(unbound, params)
        return m(pz.nx.wrap(tokens).tag("batch", "seq")).unwrap("batch", "seq", "vocabulary")
    return dict(fn=fwd, args=(params, tokens_sds(mesh, P("data"))),
                out=NamedSharding(mesh, P("data")), mesh=mesh,
                arg_names=penzai_names(params) + ["tokens"])


def penzai_names(variables):
    """One name per leaf: the variable's label, and the NamedArray's axis names."""
    import jax
    from penzai import pz
    names = []
    for v in variables:
        for x in jax.tree.leaves(v.value, is_leaf=pz.nx.is_namedarray):
            axes = ",".join(x.named_axes) if pz.nx.is_namedarray(x) else ""
            names.append(f"{v.label}[{axes}]")
    return names


@program("penzai_llama_decode_2d", "penzai", "penzai llamalike transformer (Llama architecture)",
         PENZAI_CFG + "; sampling_mode.KVCachingTransformerLM.from_uncached(cache_len=64, "
         "batch_axes={batch: 8}), one step on one token per sequence (the cache and the token "
         "history are written by dynamic_update_slice under penzai's nmap, i.e. vmap, which "
         "JAX lowers to scatter)",
         PENZAI_STRATEGY + "; KV cache batch over data, head groups over model",
         "decode step (KV cache)")
def _penzai_decode():
    import jax
    import jax.numpy as jnp
    from jax.sharding import NamedSharding, PartitionSpec as P
    from penzai import pz
    from penzai.models.transformer import sampling_mode
    mesh = make_mesh(data=2, model=4)
    cached = sampling_mode.KVCachingTransformerLM.from_uncached(
        penzai_model(), cache_len=S, batch_axes={"batch": B})
    unbound, variables = pz.unbind_variables(cached, freeze=True)
    params = tuple(v for v in variables if isinstance(v, pz.ParameterValue))
    states = tuple(v for v in variables if not isinstance(v, pz.ParameterValue))
    params, states = penzai_abstract(params, mesh), penzai_abstract(states, mesh)

    def decode(params, states, tokens):
        live = [v.unfreeze_as_copy() for v in params + states]
        m = pz.bind_variables(unbound, live)
        logits = m(pz.nx.wrap(tokens).tag("batch", "seq"))
        nxt = jnp.argmax(logits.unwrap("batch", "seq", "vocabulary")[:, -1], -1)
        return nxt.astype(jnp.int32), tuple(v.freeze() for v in live[len(params):])

    # The layer stack hands its cache back with the `blocks` axis first: start from that
    # steady-state layout (the one every step after the first sees), so it comes back as it went in.
    toks = tokens_sds(mesh, P("data"), (B, 1))
    for _ in range(3):
        nxt = penzai_abstract(jax.eval_shape(decode, params, states, toks)[1], mesh)
        if jax.tree.structure(nxt) == jax.tree.structure(states):
            break
        states = nxt
    return dict(fn=decode, args=(params, states, toks),
                out=(NamedSharding(mesh, P("data")), shardings_of(states)), mesh=mesh,
                arg_names=penzai_names(params + states) + ["tokens"])


# ---------------- flax.nnx ----------------

NNX_LLAMA_CFG = ("2 Llama blocks written with flax.nnx layers (nnx.Embed 1024x256, nnx.RMSNorm, "
                 "nnx.Linear q/k/v/o with 8 heads of 32 and RoPE, nnx.dot_product_attention "
                 "(causal), SwiGLU 256->512->256), untied head; tokens [8,64]")


def nnx_llama(mesh):
    import jax
    import jax.numpy as jnp
    from flax import nnx
    from jax.sharding import NamedSharding, PartitionSpec as P
    H, Dh, F = 8, 32, 512
    init = nnx.initializers.lecun_normal()

    def lin(i, o, axes, rngs):
        return nnx.Linear(i, o, use_bias=False, rngs=rngs,
                          kernel_init=nnx.with_partitioning(init, axes))

    def rope(x, pos):  # x [B, S, H, Dh]
        half = Dh // 2
        freq = 1.0 / (10000.0 ** (jnp.arange(half, dtype=jnp.float32) / half))
        ang = pos[:, None].astype(jnp.float32) * freq[None, :]
        sin, cos = jnp.sin(ang)[None, :, None, :], jnp.cos(ang)[None, :, None, :]
        x1, x2 = x[..., :half], x[..., half:]
        return jnp.concatenate([x1 * cos - x2 * sin, x2 * cos + x1 * sin], axis=-1)

    class Block(nnx.Module):
        def __init__(self, rngs):
            self.n1 = nnx.RMSNorm(D, rngs=rngs)
            self.q = lin(D, H * Dh, (None, "model"), rngs)
            self.k = lin(D, H * Dh, (None, "model"), rngs)
            self.v = lin(D, H * Dh, (None, "model"), rngs)
            self.o = lin(H * Dh, D, ("model", None), rngs)
            self.n2 = nnx.RMSNorm(D, rngs=rngs)
            self.gate = lin(D, F, (None, "model"), rngs)
            self.up = lin(D, F, (None, "model"), rngs)
            self.down = lin(F, D, ("model", None), rngs)

        def __call__(self, x):
            b, s, _ = x.shape
            pos = jnp.arange(s)
            h = self.n1(x)
            q = rope(self.q(h).reshape(b, s, H, Dh), pos)
            k = rope(self.k(h).reshape(b, s, H, Dh), pos)
            v = self.v(h).reshape(b, s, H, Dh)
            mask = jnp.tril(jnp.ones((s, s), bool))[None, None]
            a = nnx.dot_product_attention(q, k, v, mask=mask)
            x = x + self.o(a.reshape(b, s, H * Dh))
            h = self.n2(x)
            x = x + self.down(jax.nn.silu(self.gate(h)) * self.up(h))
            return jax.lax.with_sharding_constraint(x, NamedSharding(mesh, P("data")))

    class Llama(nnx.Module):
        def __init__(self, rngs):
            self.embed = nnx.Embed(V, D, rngs=rngs, embedding_init=nnx.with_partitioning(
                nnx.initializers.normal(0.02), ("model", None)))
            self.blocks = nnx.List([Block(rngs) for _ in range(2)])
            self.norm = nnx.RMSNorm(D, rngs=rngs)
            self.head = lin(D, V, (None, "model"), rngs)

        def __call__(self, tokens):
            x = self.embed(tokens)
            for blk in self.blocks:
                x = blk(x)
            return self.head(self.norm(x))

    with jax.set_mesh(mesh):  # flax >= 0.12 shards annotated variables as it creates them
        return Llama(nnx.Rngs(0))


def nnx_forward(model, mesh, out, **inputs):
    """The forward program of an nnx model whose variables carry nnx.with_partitioning
    annotations: (state, *inputs) -> model(*inputs), the state sharded as annotated (read back
    with nnx.get_named_sharding). inputs: name=sharded ShapeDtypeStruct; out: the output's
    NamedSharding."""
    import jax
    from flax import nnx
    graphdef, state = nnx.split(model)
    shardings = nnx.get_named_sharding(state, mesh)
    state = jax.tree.map(lambda x, s: jax.ShapeDtypeStruct(x.shape, x.dtype, sharding=s),
                         state, shardings)

    def fwd(state, *xs):
        return nnx.merge(graphdef, state)(*xs)
    fwd.arg_labels = ["state", *inputs]
    return dict(fn=fwd, args=(state, *inputs.values()), out=out, mesh=mesh)


@program("flax_nnx_llama_fwd_2d", "flax", "Llama blocks from flax.nnx layers", NNX_LLAMA_CFG,
         "2d: nnx.with_partitioning annotations (Megatron over model: q/k/v/gate/up columns, "
         "o/down rows, vocab rows of the embedding, vocab columns of the head) read back with "
         "nnx.get_named_sharding; batch over data; with_sharding_constraint on every block's "
         "output", "forward (logits)")
def _nnx_llama():
    from jax.sharding import NamedSharding, PartitionSpec as P
    mesh = make_mesh(data=2, model=4)
    return nnx_forward(nnx_llama(mesh), mesh, NamedSharding(mesh, P("data", None, "model")),
                       tokens=tokens_sds(mesh, P("data")))


NNX_MOE_CFG = ("MoE feed-forward layer in flax.nnx: router nnx.Linear 256->8 experts, top-2 "
               "(jax.lax.top_k), capacity 1.25 x tokens x k / experts = 160 per expert, dispatch "
               "by scatter (.at[expert, slot].set) into [8,160,256], expert GELU MLPs 256->512->256 "
               "by einsum over the stacked expert weights, combine by gather + scatter-add; "
               "x [8,64,256]")


def nnx_moe(mesh, E=8, K=2, F=512):
    import jax
    import jax.numpy as jnp
    from flax import nnx
    from jax.sharding import NamedSharding, PartitionSpec as P
    init = nnx.initializers.lecun_normal()

    class MoE(nnx.Module):
        def __init__(self, rngs):
            self.router = nnx.Linear(D, E, use_bias=False, rngs=rngs,
                                     kernel_init=nnx.with_partitioning(init, (None, None)))
            self.w_in = nnx.Param(nnx.with_partitioning(init, ("model", None, None))(
                rngs.params(), (E, D, F)))
            self.w_out = nnx.Param(nnx.with_partitioning(init, ("model", None, None))(
                rngs.params(), (E, F, D)))

        def __call__(self, x):
            b, s, d = x.shape
            t = b * s
            cap = math.ceil(1.25 * t * K / E)
            xt = x.reshape(t, d)
            probs = jax.nn.softmax(self.router(xt).astype(jnp.float32), axis=-1)
            top_p, top_e = jax.lax.top_k(probs, K)                       # [T, K]
            top_p = top_p / jnp.sum(top_p, axis=-1, keepdims=True)
            flat_e = top_e.reshape(-1)                                    # [T*K]
            onehot = jax.nn.one_hot(flat_e, E, dtype=jnp.int32)
            slot = jnp.sum((jnp.cumsum(onehot, axis=0) - 1) * onehot, axis=-1)
            keep = slot < cap
            tok = jnp.repeat(jnp.arange(t), K)
            buf = jnp.zeros((E, cap, d), x.dtype).at[flat_e, slot].set(
                xt[tok] * keep[:, None].astype(x.dtype), mode="drop")     # gather + scatter
            buf = jax.lax.with_sharding_constraint(buf, NamedSharding(mesh, P("model")))
            h = jax.nn.gelu(jnp.einsum("ecd,edf->ecf", buf, self.w_in[...]))
            y = jnp.einsum("ecf,efd->ecd", h, self.w_out[...])
            y = jax.lax.with_sharding_constraint(y, NamedSharding(mesh, P("model")))
            back = y[flat_e, jnp.minimum(slot, cap - 1)]                  # gather
            w = (top_p.reshape(-1) * keep).astype(x.dtype)
            out = jnp.zeros((t, d), x.dtype).at[tok].add(back * w[:, None])  # scatter-add
            return out.reshape(b, s, d)

    with jax.set_mesh(mesh):
        return MoE(nnx.Rngs(0))


@program("flax_nnx_moe_fwd_2d", "flax", "top-2 MoE layer from flax.nnx (expert parallel)",
         NNX_MOE_CFG, "expert parallel: expert weights [8,...] sharded over model (2 experts "
                      "per device), tokens batch over data, dispatch buffers constrained to "
                      "experts over model", "forward (MoE layer output)")
def _nnx_moe():
    import jax
    import jax.numpy as jnp
    from jax.sharding import NamedSharding, PartitionSpec as P
    mesh = make_mesh(data=2, model=4)
    x = jax.ShapeDtypeStruct((B, S, D), jnp.float32, sharding=NamedSharding(mesh, P("data")))
    return nnx_forward(nnx_moe(mesh), mesh, NamedSharding(mesh, P("data")), x=x)


# ---------------- MaxText-style training step (flax.linen) ----------------

MT_LAYERS, MT_HEADS, MT_DH, MT_MLP = 4, 4, 64, 512
MT_CFG = (f"MaxText-style decoder-only LM in flax.linen: {MT_LAYERS} layers, emb 256, "
          f"{MT_HEADS} heads of {MT_DH}, SwiGLU mlp {MT_MLP}, RMSNorm, vocab 1024, untied logits; "
          "embedding lookup by jnp.take (gather; its gradient is a scatter-add), "
          "nn.with_logical_constraint on activations, next-token cross-entropy by "
          "take_along_axis on log_softmax, optax.adam(1e-3); tokens [8,64]")
MT_RULES = {
    # MaxText's logical axis rules, for a data x model mesh (tensor parallel over model) and a
    # 1-D fsdp mesh (ZeRO-3 over fsdp)
    "2d": (("activation_batch", "data"), ("activation_length", None),
           ("activation_embed", None), ("activation_heads", "model"),
           ("activation_mlp", "model"), ("activation_vocab", "model"),
           ("embed", None), ("heads", "model"), ("kv", None), ("mlp", "model"),
           ("vocab", "model"), ("norm", None), ("layers", None)),
    "fsdp": (("activation_batch", "fsdp"), ("activation_length", None),
             ("activation_embed", None), ("activation_heads", None),
             ("activation_mlp", None), ("activation_vocab", None),
             ("embed", "fsdp"), ("heads", None), ("kv", None), ("mlp", None),
             ("vocab", None), ("norm", None), ("layers", None)),
}


def maxtext_model(mesh, rules, scan):
    import flax.linen as nn
    import jax
    import jax.numpy as jnp

    init = nn.initializers.lecun_normal()

    def constrain(x, names):
        return nn.with_logical_constraint(x, names, rules=rules, mesh=mesh)

    def param(mod, name, shape, names):
        return mod.param(name, nn.with_logical_partitioning(init, names), shape)

    class RMSNorm(nn.Module):
        @nn.compact
        def __call__(self, x):
            scale = self.param("scale", nn.with_logical_partitioning(nn.initializers.ones,
                                                                     ("norm",)), (D,))
            var = jnp.mean(jnp.square(x), axis=-1, keepdims=True)
            return x * jax.lax.rsqrt(var + 1e-6) * scale

    class DecoderLayer(nn.Module):
        @nn.compact
        def __call__(self, x, _):
            x = constrain(x, ("activation_batch", "activation_length", "activation_embed"))
            h = RMSNorm(name="pre_self_attention_norm")(x)
            wq = param(self, "query", (D, MT_HEADS, MT_DH), ("embed", "heads", "kv"))
            wk = param(self, "key", (D, MT_HEADS, MT_DH), ("embed", "heads", "kv"))
            wv = param(self, "value", (D, MT_HEADS, MT_DH), ("embed", "heads", "kv"))
            wo = param(self, "out", (MT_HEADS, MT_DH, D), ("heads", "kv", "embed"))
            q = jnp.einsum("bsd,dhk->bshk", h, wq)
            k = jnp.einsum("bsd,dhk->bshk", h, wk)
            v = jnp.einsum("bsd,dhk->bshk", h, wv)
            q = constrain(q, ("activation_batch", "activation_length", "activation_heads", None))
            s = jnp.einsum("bqhk,bshk->bhqs", q, k) / math.sqrt(MT_DH)
            n = x.shape[1]
            s = jnp.where(jnp.tril(jnp.ones((n, n), bool)), s, -1e9)
            a = jnp.einsum("bhqs,bshk->bqhk", jax.nn.softmax(s, axis=-1), v)
            x = x + jnp.einsum("bqhk,hkd->bqd", a, wo)
            x = constrain(x, ("activation_batch", "activation_length", "activation_embed"))
            h = RMSNorm(name="post_self_attention_norm")(x)
            wi0 = param(self, "wi_0", (D, MT_MLP), ("embed", "mlp"))
            wi1 = param(self, "wi_1", (D, MT_MLP), ("embed", "mlp"))
            wo2 = param(self, "wo", (MT_MLP, D), ("mlp", "embed"))
            g = jax.nn.silu(h @ wi0) * (h @ wi1)
            g = constrain(g, ("activation_batch", "activation_length", "activation_mlp"))
            x = x + g @ wo2
            return constrain(x, ("activation_batch", "activation_length",
                                 "activation_embed")), None

    # MaxText: remat policy "full" (nothing saved), prevent_cse only when not scanning
    Remat = nn.remat(DecoderLayer, policy=jax.checkpoint_policies.nothing_saveable,
                     prevent_cse=not scan)

    class Decoder(nn.Module):
        @nn.compact
        def __call__(self, tokens):
            emb = param(self, "token_embedder", (V, D), ("vocab", "embed"))
            x = jnp.take(emb, tokens, axis=0)                             # gather
            x = constrain(x, ("activation_batch", "activation_length", "activation_embed"))
            if scan:
                x, _ = nn.scan(Remat, variable_axes={"params": 0},
                               split_rngs={"params": True}, in_axes=nn.broadcast,
                               length=MT_LAYERS,
                               metadata_params={nn.PARTITION_NAME: "layers"})(
                    name="layers")(x, None)
            else:
                for i in range(MT_LAYERS):
                    x, _ = Remat(name=f"layers_{i}")(x, None)
            x = RMSNorm(name="decoder_norm")(x)
            logits = x @ param(self, "logits_dense", (D, V), ("embed", "vocab"))
            return constrain(logits, ("activation_batch", "activation_length",
                                      "activation_vocab"))

    return Decoder()


def maxtext_program(mesh_kind, scan):
    import flax.linen as nn
    import jax
    import jax.numpy as jnp
    import optax
    from jax.sharding import PartitionSpec as P
    mesh = make_mesh(data=2, model=4) if mesh_kind == "2d" else make_mesh(fsdp=8)
    rules = MT_RULES[mesh_kind]
    model = maxtext_model(mesh, rules, scan)
    boxed = jax.eval_shape(lambda: model.init(jax.random.key(0),
                                              jnp.zeros((B, S), jnp.int32)))
    shardings = nn.logical_to_mesh_sharding(nn.get_partition_spec(boxed), mesh, rules)
    params = jax.tree.map(lambda x, s: jax.ShapeDtypeStruct(x.shape, x.dtype, sharding=s),
                          nn.unbox(boxed), shardings)
    opt = optax.adam(1e-3)
    state = adam_state(opt, params, mesh)

    def loss_fn(params, tokens, targets):
        logits = model.apply(params, tokens).astype(jnp.float32)
        logp = jax.nn.log_softmax(logits, axis=-1)
        return -jnp.mean(jnp.take_along_axis(logp, targets[..., None], axis=-1))

    batch = P("data") if mesh_kind == "2d" else P("fsdp")
    return dict(fn=train_step_fn(loss_fn, opt),
                args=(params, state, tokens_sds(mesh, batch), tokens_sds(mesh, batch)),
                out=(shardings_of(params), shardings_of(state), replicated(mesh)), mesh=mesh)


for _mk, _mdesc in (("2d", "2d (MaxText rules for data x tensor: batch over data; heads, mlp "
                           "and vocab over model; embed replicated)"),
                    ("fsdp", "fsdp (MaxText rules: batch and every weight's embed dimension "
                             "over fsdp; ZeRO-3)")):
    for _scan in (True, False):
        program(f"maxtext_train_{_mk}_{'scan' if _scan else 'unrolled'}", "flax",
                "MaxText-style decoder (ours, after MaxText's layers/decoders; MaxText itself "
                "does not import under Python 3.11 / JAX 0.10.2)",
                MT_CFG + ("; layers stacked [4,...] and run by nn.scan (jax.lax.scan) over "
                          "nn.remat (jax.checkpoint)" if _scan else
                          "; 4 separate layers, each nn.remat (jax.checkpoint), unrolled"),
                _mdesc, "train step (loss + grad + Adam)", packages=("optax",))(
            (lambda mk, sc: lambda: maxtext_program(mk, sc))(_mk, _scan))


# --------------------------------------------------------------------------------------
# Export (one syntax, in its own process)
# --------------------------------------------------------------------------------------

def export_syntax(syntax, out, only):
    os.environ.setdefault("KERAS_BACKEND", "jax")
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
    versions, dump_dir, scratch = zoo.start_syntax(syntax, out)
    for prog in PROGRAMS:
        if only and not re.search(only, prog["name"]):
            continue
        t0 = time.time()
        built = prog["builder"]()
        export_one(prog, built, syntax, out, dump_dir, versions)
        print(f"  ({time.time() - t0:.1f} s)", flush=True)
    if scratch:
        shutil.rmtree(dump_dir, ignore_errors=True)


def export_one(prog, built, syntax, out, dump_dir, versions):
    import jax
    from jax.sharding import NamedSharding

    name = prog["name"]
    mesh = built["mesh"]
    mesh_axes = [(n, int(s)) for n, s in mesh.shape.items()]
    args = built["args"]
    params = [p for p in inspect.signature(built["fn"]).parameters.values()
              if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    labels = getattr(built["fn"], "arg_labels", None) or [p.name for p in params]
    if len(labels) != len(args):
        labels = [f"args[{i}]" for i in range(len(args))]
    path_leaves = []
    starts = []
    for i, a in enumerate(args):
        starts.append(len(path_leaves))
        for p, leaf in jax.tree_util.tree_flatten_with_path(a)[0]:
            path_leaves.append((f"{labels[i]}{jax.tree_util.keystr(p)}", leaf))
    starts.append(len(path_leaves))
    leaves = [l for _, l in path_leaves]
    names = built.get("arg_names") or [p for p, _ in path_leaves]
    assert len(names) == len(leaves), (name, len(names), len(leaves))
    treedefs = [jax.tree.structure(a) for a in args]
    fn = built["fn"]

    def flat(*xs):
        return fn(*[td.unflatten(xs[starts[i]:starts[i + 1]]) for i, td in enumerate(treedefs)])

    flat.__name__ = flat.__qualname__ = name  # the module (and the dump files) are jit_<name>
    donate = tuple(j for i in built.get("donate", ()) for j in range(starts[i], starts[i + 1]))
    in_sh = [l.sharding for l in leaves]
    avals = [jax.ShapeDtypeStruct(l.shape, l.dtype) for l in leaves]
    kw = dict(in_shardings=in_sh, donate_argnums=donate)
    if built.get("out") is not None:
        kw["out_shardings"] = built["out"]
    scope = built.get("trace_scope") or contextlib.nullcontext
    with scope():
        lowered = jax.jit(flat, **kw).lower(*avals)
    mlir = lowered.as_text()
    before = {p.name for p in dump_dir.iterdir()}
    compiled = lowered.compile()
    hlo = compiled.as_text()
    base = f"{name}.{syntax}"
    (out / f"{base}.mlir").write_text(mlir)
    (out / f"{base}.hlo.txt").write_text(hlo)
    dumps = [p for p in dump_dir.iterdir() if p.name not in before
             and f"jit_{name}." in p.name and any(d in p.name for d in zoo.PROPAGATION_DUMPS)]
    zoo.write_propagation(out, name, syntax, dumps)
    mem, cost = zoo.compiled_stats(compiled)
    found = zoo.collectives_from_hlo(hlo, mesh_axes)
    out_leaves = (jax.tree.leaves(built["out"], is_leaf=lambda s: isinstance(s, NamedSharding))
                  if built.get("out") is not None else None)
    record = {
        "name": name,
        "model": prog["model"],
        "strategy": prog["strategy"],
        "program": prog["program"],
        "library": {"name": prog["library"], "version": dist_version(prog["library"])},
        "config": prog["config"],
        "syntax": syntax,
        "versions": dict(versions, **{p: dist_version(p) for p in prog["packages"]}),
        "mesh": {"axes": [{"name": n, "size": s} for n, s in mesh_axes],
                 "device_ids": [int(d.id) for d in mesh.devices.flat]},
        "files": {"stablehlo": f"{base}.mlir", "partitioned_hlo": f"{base}.hlo.txt"},
        "arguments": [{"index": i, "name": names[i], "shape": list(l.shape),
                       "dtype": str(l.dtype),
                       "partition_spec": (zoo.spec_to_list(l.sharding.spec) +
                                          [None] * (len(l.shape) - len(l.sharding.spec))),
                       "donated": i in donate}
                      for i, l in enumerate(leaves)],
        "donate_argnums": list(donate),
        "out_partition_specs": (None if out_leaves is None else
                                [zoo.spec_to_list(s.spec) for s in out_leaves]),
        "memory_analysis": mem,
        "cost_analysis": cost,
        "expected": {"text": "not pinned down (third-party program: no analytic expectation)",
                     "collectives": [], "xla_matches": None, "xla_differences": []},
        "collective_summary": zoo.summarize_collectives(found),
        "collectives": found,
    }
    (out / f"{base}.xla.json").write_text(json.dumps(record, indent=1) + "\n")
    kinds = ", ".join(f"{s['count']}x {s['kind']}{s['axes']} {s['operand_bytes']}B"
                      for s in record["collective_summary"]) or "none"
    print(f"{base}: mlir {len(mlir)}B hlo {len(hlo)}B; collectives: {kinds}", end="", flush=True)


# --------------------------------------------------------------------------------------
# Op census of the StableHLO text (pure Python)
# --------------------------------------------------------------------------------------

OP_RE = re.compile(r'^\s*(?:%[\w#:.\-]+(?:\s*,\s*%[\w#:.\-]+)*\s*=\s*)?"?([a-z_]+(?:\.[a-z_0-9.]+)?)"?[\s(<{@:]')
# Ops MLIR prints without their dialect prefix: func's inside func bodies (the default dialect
# there; inside a stablehlo region they are printed in full) and the builtin module.
BARE_OPS = {"call": "func.call", "return": "func.return", "module": "builtin.module"}
APPLIES_RE = re.compile(r"\bapplies\s+([a-z_]+\.[a-z_0-9]+)")
CUSTOM_CALL_RE = re.compile(r'stablehlo\.custom_call"?\s*@([\w.\-$]+)|call_target_name\s*=\s*"([^"]+)"')


def op_census(text):
    """(ops, targets, spellings) of MLIR text. ops: Counter of operation names, every op at the
    start of a statement at any region depth (pretty or generic form), with the prefix MLIR
    elides restored (`return` -> func.return, `call` -> func.call, `module` ->
    builtin.module); the body op of the compact `stablehlo.reduce(...) applies stablehlo.add
    across ...` form is counted as `stablehlo.add (compact reduce body)`. targets: Counter of
    custom_call targets. spellings: Counter of (name, as printed) where they differ."""
    ops = collections.Counter()
    targets = collections.Counter()
    spellings = collections.Counter()
    for line in text.splitlines():
        m = OP_RE.match(line)
        if m:
            word = m.group(1)
            if "." in word:
                ops[word] += 1
                if word in BARE_OPS.values():
                    spellings[(word, word)] += 1
            elif word in BARE_OPS:
                ops[BARE_OPS[word]] += 1
                spellings[(BARE_OPS[word], word)] += 1
        for a in APPLIES_RE.finditer(line):
            ops[f"{a.group(1)} (compact reduce body)"] += 1
        for c in CUSTOM_CALL_RE.finditer(line):
            targets[c.group(1) or c.group(2)] += 1
    return ops, targets, spellings


def write_census(out, recs):
    per = {}
    for r in recs:
        p = out / r["files"]["stablehlo"]
        if p.exists():
            per[(r["name"], r["syntax"])] = op_census(p.read_text())
    names = sorted({n for n, _ in per})
    rows = collections.defaultdict(lambda: {"gspmd": 0, "shardy": 0, "programs": set()})
    trows = collections.defaultdict(lambda: {"gspmd": 0, "shardy": 0, "programs": set()})
    spell = collections.defaultdict(collections.Counter)
    for (n, syn), (ops, tg, sp) in per.items():
        for (op, printed), c in sp.items():
            spell[op][printed] += c
        for op, c in ops.items():
            rows[op][syn] += c
            rows[op]["programs"].add(n)
        for t, c in tg.items():
            trows[t][syn] += c
            trows[t]["programs"].add(n)
    lines = [
        "# Op census of examples/thirdparty/*.mlir (generated by "
        "bench/models/export_thirdparty.py; do not edit)",
        "#",
        "# Every operation name that starts a statement in the StableHLO text, at any region "
        "depth",
        "# (pretty and generic form), counted over all files of a syntax. 'programs' = how many "
        f"of the {len(names)} programs",
        "# contain it (in either syntax). A compact reduce `stablehlo.reduce(...) applies "
        "stablehlo.add` prints",
        "# its body op on the reduce's line: that is counted as '<op> (compact reduce body)'.",
        "# MLIR prints func.return, func.call (inside func bodies) and builtin.module without "
        "their prefix:",
        "# 'printed' says how often each spelling occurs (over both syntaxes together).",
        "#",
        f"{'op':48} {'gspmd':>7} {'shardy':>7} {'programs':>8}  printed",
    ]
    for op in sorted(rows, key=lambda o: (-(rows[o]["gspmd"] + rows[o]["shardy"]), o)):
        r = rows[op]
        sp = ", ".join(f"`{k}` {c}" for k, c in sorted(spell[op].items())) if op in spell else ""
        lines.append(f"{op:48} {r['gspmd']:7d} {r['shardy']:7d} {len(r['programs']):8d}  {sp}"
                     .rstrip())
    lines += ["", "# custom_call targets (stablehlo.custom_call @target / call_target_name)",
              f"{'target':48} {'gspmd':>7} {'shardy':>7} {'programs':>8}"]
    for t in sorted(trows, key=lambda o: (-(trows[o]["gspmd"] + trows[o]["shardy"]), o)):
        r = trows[t]
        lines.append(f"{t:48} {r['gspmd']:7d} {r['shardy']:7d} {len(r['programs']):8d}")
    (out / "op_census.txt").write_text("\n".join(lines) + "\n")
    return per


# --------------------------------------------------------------------------------------
# INDEX.md
# --------------------------------------------------------------------------------------

def short_ops(ops):
    return ", ".join(sorted(o if o == "stablehlo.return" else o.replace("stablehlo.", "")
                            for o in ops if "compact reduce body" not in o))


def write_index(out):
    recs = [json.loads(p.read_text()) for p in sorted(out.glob("*.xla.json"))]
    if not recs:
        print("no JSON files; INDEX.md not written")
        return
    per = write_census(out, recs)
    byname = {}
    for r in recs:
        byname.setdefault(r["name"], {})[r["syntax"]] = r
    order = {p["name"]: i for i, p in enumerate(PROGRAMS)}
    names = sorted(byname, key=lambda n: (order.get(n, 1 << 30), n))
    v = recs[0]["versions"]
    libs = {}
    for r in recs:
        for k, ver in r["versions"].items():
            if k in DISTRIBUTIONS and k not in ("jax", "jaxlib") and ver:
                libs[k] = ver
    sizes = {p.name: p.stat().st_size for p in out.iterdir()}
    other_jax = {}  # JAX version -> programs exported with another JAX than recs[0]'s
    for r in recs:
        if r["versions"]["jax"] != v["jax"]:
            other_jax.setdefault(r["versions"]["jax"], set()).add(r["name"])
    lines = [
        "# Third-party corpus: JAX programs from model libraries we did not write",
        "",
        "Generated by `bench/models/export_thirdparty.py` (see `bench/models/README.md`, "
        "\"The third-party corpus\"); do not edit by hand. The model code comes from libraries "
        "installed from PyPI (" + ", ".join(f"{k} {ver}" for k, ver in sorted(libs.items())) +
        f"), with random weights (never a checkpoint) and small configurations. Every program "
        f"was lowered and compiled by **JAX {v['jax']} / jaxlib {v['jaxlib']}** (Python "
        f"{v['python']}, CPU backend, `XLA_FLAGS={v['xla_flags']}`), once with "
        "`jax_use_shardy_partitioner=False` (GSPMD syntax, `*.gspmd.*`) and once with `True` "
        "(Shardy syntax, `*.shardy.*`)." + "".join(
            f" Except: {', '.join(f'`{n}`' for n in sorted(ns))} by **JAX {jv}** (of MaxText 0.1.0's time, "
            "in bench/.venv-maxtext; see the notes below)."
            for jv, ns in sorted(other_jax.items())),
        "",
        "The files have the layout of `examples/models/` (see its INDEX.md and "
        "`bench/models/README.md`, \"The JSON files\"): `<name>.<syntax>.mlir` (StableHLO), "
        "`.hlo.txt` (XLA's partitioned HLO), `.xla.json` (versions, including the model "
        "library's, `library`, `config`, mesh, `arguments` in `@main`'s order with name, shape, "
        "dtype, PartitionSpec and `donated`, `donate_argnums`, `memory_analysis`, "
        "`cost_analysis`, `collectives`, `collective_summary`; `expected` is empty: no "
        "analytic expectation here) and `.propagation.json` (what XLA's sharding propagation "
        "decided for each dot, reduce, gather and elementwise op of the entry computation). "
        "`op_census.txt` counts every operation name in the `.mlir` files.",
        "",
        "Each program is one `jax.jit` over the flattened leaves of its arguments (parameters, "
        "optimizer state, cache, batch), with `in_shardings` from the PartitionSpecs below and "
        "`out_shardings` as recorded in `out_partition_specs`. Meshes are "
        "`Mesh(np.array(jax.devices()).reshape(sizes), names)` (device id = flat index). "
        "Sizes: batch 8, sequence 64, hidden 256, vocabulary 1024.",
        "",
        "**Donated buffers**: only " + ", ".join(
            f"`{n}` (`donate_argnums` of the flat arguments: parameters and optimizer state, "
            f"{len(byname[n][next(iter(byname[n]))]['donate_argnums'])} buffers)"
            for n in names if byname[n][next(iter(byname[n]))].get("donate_argnums")) +
        "; no other program donates.",
        "",
        "## Programs",
        "",
        "| program | library | model and configuration | mesh | sharding strategy | program | "
        "files (bytes: .mlir / .hlo.txt, GSPMD; Shardy) | XLA memory per device: peak / "
        "args+out+temp (GSPMD; Shardy) | XLA collectives (GSPMD) | XLA collectives (Shardy) |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for n in names:
        by = byname[n]
        r = by.get("gspmd") or by.get("shardy")
        mesh = " × ".join(f"{a['name']}={a['size']}" for a in r["mesh"]["axes"])
        files = "; ".join(f"{sizes.get(by[s]['files']['stablehlo'], 0)} / "
                          f"{sizes.get(by[s]['files']['partitioned_hlo'], 0)}"
                          for s in ("gspmd", "shardy") if s in by)
        mems = [f"{zoo.fmt_bytes(by[s]['memory_analysis'].get('peak_memory_in_bytes'))} / "
                f"{zoo.fmt_bytes(by[s]['memory_analysis'].get('derived_total_bytes'))}"
                for s in ("gspmd", "shardy") if s in by]
        mem = mems[0] if len(set(mems)) == 1 else "; ".join(mems)
        chose = [zoo.fmt_collectives(by[s]["collective_summary"]) if s in by else "-"
                 for s in ("gspmd", "shardy")]
        if chose[0] == chose[1]:
            chose[1] = "same"
        lib = f"{r['library']['name']} {r['library']['version']}"
        lines.append(f"| `{n}` | {lib} | {r['model']}: {r['config']} | {mesh} | "
                     f"{r['strategy']} | {r['program']} | {files} | {mem} | {chose[0]} | "
                     f"{chose[1]} |")
    lines += ["", "## StableHLO operations per program", "",
              "The distinct operation names of each `.mlir` (`stablehlo.` dropped); the Shardy "
              "column lists only what differs from GSPMD (+ added, − missing). Counts over the "
              "corpus: `op_census.txt`.", "",
              "| program | ops (GSPMD) | Shardy differs | custom_call targets (GSPMD; Shardy) |",
              "|---|---|---|---|"]
    for n in names:
        empty = (collections.Counter(),) * 3
        g = per.get((n, "gspmd"), empty)
        s = per.get((n, "shardy"), empty)
        gs, ss = set(g[0]), set(s[0])
        diff = " ".join([f"+{o}" for o in sorted(ss - gs) if "compact" not in o] +
                        [f"−{o}" for o in sorted(gs - ss) if "compact" not in o]) or "-"
        diff = re.sub(r"stablehlo\.(?!return)", "", diff)
        tg = "; ".join(", ".join(f"{t} ×{c}" for t, c in sorted(x[1].items())) or "none"
                       for x in (g, s))
        lines.append(f"| `{n}` | {short_ops(gs)} | {diff} | {tg} |")
    lines += ["", "## Files", "", "| file | bytes |", "|---|---|"]
    total = 0
    for name in sorted(sizes):
        if name == "INDEX.md":
            continue
        total += sizes[name]
        lines.append(f"| `{name}` | {sizes[name]} |")
    lines += ["", f"Total (without INDEX.md): {total} bytes ({zoo.fmt_bytes(total)}).", ""]
    notes = HERE / "thirdparty_notes.md"
    if notes.exists():
        lines += [notes.read_text().rstrip(), ""]
    (out / "INDEX.md").write_text("\n".join(lines))
    print(f"wrote {out / 'INDEX.md'} and op_census.txt ({len(byname)} programs, "
          f"{zoo.fmt_bytes(total)})")


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--syntax", choices=("gspmd", "shardy", "both"), default="both")
    ap.add_argument("--only", help="regex on program names")
    ap.add_argument("--index", action="store_true", help="only rebuild INDEX.md, op_census.txt")
    ap.add_argument("--list", action="store_true", help="list the programs")
    a = ap.parse_args()
    if a.list:
        for p in PROGRAMS:
            print(f"{p['name']:32} {p['library']:10} {p['program']}")
        return
    if a.index:
        write_index(a.out)
        return
    zoo.ensure_jax()
    if a.syntax == "both":
        t0 = time.time()
        zoo.run_per_syntax(__file__, ["--out", str(a.out)] + (["--only", a.only] if a.only else []))
        write_index(a.out)
        print(f"export took {time.time() - t0:.0f} s")
    else:
        export_syntax(a.syntax, a.out, a.only)


if __name__ == "__main__":
    main()
