#!/usr/bin/env python3
"""Export JAX programs from libraries outside both corpora (recurrentgemma, EasyDeL, penzai's
own transformer variants, equinox layers under scan, flax nnx scan/remat/shard_map, and
jax-core constructs: shard_map collectives, ragged_dot, dot_product_attention, offloading
checkpoint policies, associative_scan, debug.print, explicit sharding mode) to StableHLO, to
find where `shardproof check` fails on programs it has never seen (session 14, "libs reach").

Small configs, random weights, no checkpoints. Mesh: 8 host devices, data=2 x model=4, or a
1-D fsdp=8 mesh.

Usage (one process at a time; each program declares the packages it needs and is skipped
when they do not import):
  XLA_FLAGS=--xla_force_host_platform_device_count=8 \
    bench/.venv/bin/python bench/models/export_libs.py [--only REGEX] [--syntax shardy|gspmd|both] [--out DIR]
  (recurrentgemma and EasyDeL: bench/.venv-libs, JAX 0.9.2; see bench/models/README or the
  report: recurrentgemma needs typeguard<3, which the main venv's kauldron does not allow,
  and EasyDeL 0.3.0 pins jax 0.9.2.)
Writes DIR/<name>.<syntax>.mlir and DIR/<name>.<syntax>.xla.json (XLA's flops and memory
analysis of the compiled program, for comparing figures), default /tmp/reach14/libs.
"""
from __future__ import annotations
import argparse, json, os, re, sys, traceback
from pathlib import Path

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

PROGRAMS = []


def program(name, packages=(), syntaxes=("shardy", "gspmd")):
    def deco(builder):
        PROGRAMS.append(dict(name=name, builder=builder, packages=packages, syntaxes=syntaxes))
        return builder
    return deco


# ---------------------------------------------------------------- helpers

def auto_mesh(shape, names):
    """A mesh of Auto axes (jax.make_mesh makes Explicit axes by default since JAX 0.9)."""
    import jax
    try:
        from jax.sharding import AxisType
    except ImportError:  # JAX before 0.5 (the levanter venv): every axis is automatic
        import numpy as np
        from jax.sharding import Mesh
        return Mesh(np.array(jax.devices()).reshape(shape), names)
    return jax.make_mesh(shape, names, axis_types=(AxisType.Auto,) * len(shape))


def mesh2():
    return auto_mesh((2, 4), ("data", "model"))


def mesh_fsdp():
    return auto_mesh((8,), ("fsdp",))


def P(*a):
    from jax.sharding import PartitionSpec
    return PartitionSpec(*a)


def sds(shape, dtype, mesh, spec):
    import jax
    from jax.sharding import NamedSharding
    return jax.ShapeDtypeStruct(tuple(shape), dtype, sharding=NamedSharding(mesh, spec))


def model_spec(shape, axis="model", n=4):
    """Split the largest dimension divisible by n over axis (the last such when tied);
    replicated when none is, or the array is a vector/scalar."""
    best = None
    if len(shape) < 2:
        return P()
    for i, d in enumerate(shape):
        if d % n == 0 and d >= n and (best is None or d >= shape[best]):
            best = i
    if best is None:
        return P()
    return P(*[axis if i == best else None for i in range(len(shape))])


def shard_tree(tree, mesh, spec_of=model_spec):
    import jax
    return jax.tree.map(lambda x: sds(x.shape, x.dtype, mesh, spec_of(x.shape)), tree)


def adam_abstract(opt, params_abs, mesh):
    import jax, optax
    state = jax.eval_shape(opt.init, params_abs)
    return optax.tree_map_params(
        opt, lambda p, s: jax.ShapeDtypeStruct(p.shape, p.dtype, sharding=p.sharding),
        state, params_abs, transform_non_params=lambda x: sds(x.shape, x.dtype, mesh, P()))


def train_step(loss_fn, opt):
    import jax, optax

    def step(params, opt_state, *batch):
        loss, grads = jax.value_and_grad(loss_fn)(params, *batch)
        updates, opt_state = opt.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss
    return step


def xent(logits, targets):
    import jax.numpy as jnp, optax
    return jnp.mean(optax.softmax_cross_entropy_with_integer_labels(
        logits.astype(jnp.float32), targets))


B, S, V = 8, 64, 512


# ---------------------------------------------------------------- recurrentgemma (Griffin)

def griffin(scan="LINEAR_NATIVE", remat=True):
    from recurrentgemma import jax as rg
    from recurrentgemma import common
    cfg = rg.GriffinConfig(
        vocab_size=V, width=128, mlp_expanded_width=384, num_heads=4,
        block_types=(common.TemporalBlockType.RECURRENT, common.TemporalBlockType.RECURRENT,
                     common.TemporalBlockType.ATTENTION),
        embeddings_scale_by_sqrt_dim=True, attention_window_size=32, logits_soft_cap=30.0,
        lru_width=128, scan_type=getattr(common.ScanType, scan))
    return rg.Griffin(cfg, gradient_checkpointing=remat)


def griffin_params(model, mesh):
    import jax, jax.numpy as jnp
    tok = jnp.zeros((1, S), jnp.int32)
    params = jax.eval_shape(lambda: model.init(jax.random.key(0), tok, jnp.zeros((1, S), jnp.int32)))
    return shard_tree(params, mesh)


def griffin_fwd(scan):
    import jax.numpy as jnp
    mesh = mesh2()
    model = griffin(scan)
    params = griffin_params(model, mesh)

    def fwd(params, tokens, pos):
        logits, _ = model.apply(params, tokens, pos, return_logits=True)
        return logits
    return dict(fn=fwd, mesh=mesh, args=(params, sds((B, S), jnp.int32, mesh, P("data")),
                                         sds((B, S), jnp.int32, mesh, P("data"))))


@program("rg_griffin_fwd_linear", ("recurrentgemma",))
def _():
    return griffin_fwd("LINEAR_NATIVE")


@program("rg_griffin_fwd_assoc", ("recurrentgemma",))
def _():
    return griffin_fwd("ASSOCIATIVE_NATIVE")


@program("rg_griffin_train", ("recurrentgemma", "optax"))
def _():
    import jax.numpy as jnp, optax
    mesh = mesh2()
    model = griffin("LINEAR_NATIVE")
    params = griffin_params(model, mesh)
    opt = optax.adamw(1e-4)

    def loss(params, tokens, pos, targets):
        logits, _ = model.apply(params, tokens, pos, return_logits=True)
        return xent(logits, targets)
    tok = sds((B, S), jnp.int32, mesh, P("data"))
    return dict(fn=train_step(loss, opt), mesh=mesh, donate=(0, 1),
                args=(params, adam_abstract(opt, params, mesh), tok, tok, tok))


@program("rg_griffin_decode", ("recurrentgemma",))
def _():
    """One decode step: prefill-free, a single token against a cache built by init_cache (RG-LRU
    state, conv1d window, local-attention KV ring of window 32)."""
    import jax, jax.numpy as jnp
    mesh = mesh2()
    model = griffin("LINEAR_NATIVE", remat=False)
    params = griffin_params(model, mesh)
    cache = jax.eval_shape(lambda: model.init_cache(B, jnp.float32))

    def cache_spec(shape):
        return P(*(["data"] + [None] * (len(shape) - 1))) if len(shape) >= 1 and shape[0] == B else P()
    cache = jax.tree.map(lambda x: sds(x.shape, x.dtype, mesh, cache_spec(x.shape)), cache)

    def step(params, cache, tokens, pos):
        logits, cache = model.apply(params, tokens, pos, cache=cache, return_logits=True,
                                    return_cache=True)
        return logits, cache
    return dict(fn=step, mesh=mesh, donate=(1,),
                args=(params, cache, sds((B, 1), jnp.int32, mesh, P("data")),
                      sds((B, 1), jnp.int32, mesh, P("data"))))


# ---------------------------------------------------------------- penzai variants

def penzai_model(kind):
    import jax, jax.numpy as jnp
    from penzai.models.transformer.variants import llamalike_common as lc, gpt_neox
    rng = jax.random.key(0)
    if kind == "gpt_neox":
        cfg = gpt_neox.GPTNeoXTransformerConfig(
            num_attention_heads=4, embedding_dim=128, projection_dim=32, mlp_hidden_dim=512,
            num_decoder_blocks=2, vocab_size=V, activation_fn="gelu_exact", rope_subset_size=8,
            layernorm_epsilon=1e-5, rope_wavelength=10_000.0, parameter_dtype=jnp.float32, activation_dtype=jnp.float32)
        return gpt_neox.build_gpt_neox_transformer(cfg, init_base_rng=rng)
    gemma = kind == "gemma"
    cfg = lc.LlamalikeTransformerConfig(
        num_kv_heads=4, query_head_multiplier=1 if not gemma else 2,
        embedding_dim=128, projection_dim=32, mlp_hidden_dim=384, num_decoder_blocks=2,
        vocab_size=V, mlp_variant="geglu_approx" if gemma else "swiglu",
        tie_embedder_and_logits=gemma, use_post_attn_norm=gemma, use_post_ffw_norm=gemma,
        parameter_dtype=jnp.float32, activation_dtype=jnp.float32)
    return lc.build_llamalike_transformer(cfg, init_base_rng=rng)


PZ_AXES = {"batch": "data", "neurons": "model", "heads": "model", "query_heads": "model",
           "kv_heads": "model", "vocabulary": "model"}


def penzai_fwd(kind):
    import jax, jax.numpy as jnp
    from penzai import pz
    from penzai.toolshed import sharding_util
    mesh = mesh2()
    model = penzai_model(kind)
    unbound, params = pz.unbind_params(model, freeze=True)
    names = {a for p in params for a in p.value.named_axes}
    axes = {k: v for k, v in PZ_AXES.items() if k in names}
    if "kv_heads" in axes:  # grouped queries: heads split by kv head, query groups whole
        axes.pop("query_heads", None)
    shardings = sharding_util.name_to_name_sharding(params, mesh, axes)
    params_abs = jax.tree.map(lambda x, s: jax.ShapeDtypeStruct(x.shape, x.dtype, sharding=s),
                              params, shardings)

    def fwd(params, tokens):
        m = pz.bind_variables(unbound, params)
        out = m(pz.nx.wrap(tokens).tag("batch", "seq"))
        return out.untag("batch", "seq", "vocabulary").unwrap()
    return dict(fn=fwd, mesh=mesh, args=(params_abs, sds((B, S), jnp.int32, mesh, P("data"))))


@program("pz_llama_fwd", ("penzai",))
def _():
    return penzai_fwd("llama")


@program("pz_gemma_fwd", ("penzai",))
def _():
    return penzai_fwd("gemma")


@program("pz_gpt_neox_fwd", ("penzai",))
def _():
    return penzai_fwd("gpt_neox")


@program("pz_llama_kv_decode", ("penzai",))
def _():
    """penzai's KVCachingTransformerLM: one step of 1 token per batch row against a cache of
    length S, cache variables sharded by batch (data) and kv heads (model)."""
    import jax, jax.numpy as jnp
    from penzai import pz
    from penzai.models.transformer import sampling_mode
    from penzai.toolshed import sharding_util
    mesh = mesh2()
    model = penzai_model("llama")
    cached = sampling_mode.KVCachingTransformerLM.from_uncached(model, cache_len=S,
                                                                batch_axes={"batch": B})
    unbound, variables = pz.unbind_variables(cached, freeze=True)
    names = {a for p in variables for a in getattr(p.value, "named_axes", {})}
    axes = {k: v for k, v in PZ_AXES.items() if k in names}
    if "kv_heads" in axes:
        axes.pop("query_heads", None)
    shard = sharding_util.name_to_name_sharding(variables, mesh, axes, ignore_unnamed_arrays=True)
    abs_vars = jax.tree.map(
        lambda x, s: jax.ShapeDtypeStruct(x.shape, x.dtype,
                                          sharding=s if s is not None else
                                          jax.sharding.NamedSharding(mesh, P())),
        variables, shard)

    def step(variables, tokens):
        m = pz.bind_variables(unbound, variables, unfreeze_as_copy=True)
        out = m(pz.nx.wrap(tokens).tag("batch", "seq"))
        _, new_vars = pz.unbind_variables(m, freeze=True)
        return out.untag("batch", "seq", "vocabulary").unwrap(), new_vars
    return dict(fn=step, mesh=mesh, donate=(0,),
                args=(abs_vars, sds((B, 1), jnp.int32, mesh, P("data"))))


# ---------------------------------------------------------------- equinox layers

def eqx_abstract(model, mesh, spec_of=model_spec):
    import equinox as eqx, jax
    params, static = eqx.partition(model, lambda x: isinstance(x, jax.ShapeDtypeStruct))
    return shard_tree(params, mesh, spec_of), static


@program("eqx_mha_conv_train", ("equinox", "optax"))
def _():
    """equinox MultiheadAttention (vmapped over batch) + Conv1d, training step, fsdp=8."""
    import equinox as eqx, jax, jax.numpy as jnp, optax
    mesh = mesh_fsdp()
    k = jax.random.split(jax.random.key(0), 3)
    model = eqx.filter_eval_shape(lambda: (
        eqx.nn.MultiheadAttention(4, 128, key=k[0]),
        eqx.nn.Conv1d(128, 128, kernel_size=3, padding=1, key=k[1]),
        eqx.nn.Linear(128, V, key=k[2])))
    params, static = eqx_abstract(model, mesh, lambda s: model_spec(s, "fsdp", 8))
    opt = optax.adam(1e-3)

    def loss(params, x, y):
        mha, conv, head = eqx.combine(params, static)

        def one(x):
            h = mha(x, x, x)
            h = h + conv(h.T).T
            return jax.vmap(head)(h)
        return xent(jax.vmap(one)(x), y)
    return dict(fn=train_step(loss, opt), mesh=mesh, donate=(0, 1),
                args=(params, adam_abstract(opt, params, mesh),
                      sds((B, S, 128), jnp.float32, mesh, P("fsdp")),
                      sds((B, S), jnp.int32, mesh, P("fsdp"))))


def eqx_rnn(cell_kind):
    import equinox as eqx, jax, jax.numpy as jnp, optax
    mesh = mesh2()
    k = jax.random.split(jax.random.key(0), 2)
    cell_cls = eqx.nn.LSTMCell if cell_kind == "lstm" else eqx.nn.GRUCell
    model = eqx.filter_eval_shape(lambda: (cell_cls(64, 256, key=k[0]),
                                           eqx.nn.Linear(256, 16, key=k[1])))
    params, static = eqx_abstract(model, mesh)
    opt = optax.adam(1e-3)

    def loss(params, x, y):
        cell, head = eqx.combine(params, static)

        def run(xs):
            h0 = jnp.zeros(256)
            carry0 = (h0, h0) if cell_kind == "lstm" else h0

            def body(c, x):
                c = cell(x, c)
                return c, (c[0] if cell_kind == "lstm" else c)
            _, hs = jax.lax.scan(body, carry0, xs)
            return jax.vmap(head)(hs)
        return jnp.mean((jax.vmap(run)(x) - y) ** 2)
    return dict(fn=train_step(loss, opt), mesh=mesh, donate=(0, 1),
                args=(params, adam_abstract(opt, params, mesh),
                      sds((B, 32, 64), jnp.float32, mesh, P("data")),
                      sds((B, 32, 16), jnp.float32, mesh, P("data"))))


@program("eqx_lstm_scan_train", ("equinox", "optax"))
def _():
    return eqx_rnn("lstm")


@program("eqx_gru_scan_train", ("equinox", "optax"))
def _():
    return eqx_rnn("gru")


# ---------------------------------------------------------------- flax nnx

@program("nnx_scan_remat_train", ("flax", "optax"))
def _():
    """A 4-block MLP stack built with nnx.vmap and applied with nnx.scan over nnx.remat'd
    blocks; training step through nnx.split/merge, data x model."""
    import jax, jax.numpy as jnp, optax
    from flax import nnx
    mesh = mesh2()

    class Block(nnx.Module):
        def __init__(self, rngs):
            self.up = nnx.Linear(128, 512, rngs=rngs)
            self.down = nnx.Linear(512, 128, rngs=rngs)
            self.norm = nnx.LayerNorm(128, rngs=rngs)

        def __call__(self, x):
            return x + self.down(jax.nn.gelu(self.up(self.norm(x))))

    @nnx.vmap(in_axes=0, out_axes=0)
    def make(key):
        return Block(nnx.Rngs(key))

    class Stack(nnx.Module):
        def __init__(self):
            self.blocks = make(jax.random.split(jax.random.key(0), 4))
            self.head = nnx.Linear(128, V, rngs=nnx.Rngs(1))

        def __call__(self, x):
            @nnx.scan(in_axes=(nnx.Carry, 0), out_axes=nnx.Carry)
            @nnx.remat
            def body(x, blk):
                return blk(x)
            return self.head(body(x, self.blocks))

    graphdef, state = nnx.split(nnx.eval_shape(Stack))
    params = jax.tree.map(lambda x: sds(x.shape, x.dtype, mesh, model_spec(x.shape)),
                          nnx.to_pure_dict(state))
    opt = optax.adam(1e-3)

    def loss(params, x, y):
        st = nnx.State(params) if hasattr(nnx, "State") else params
        m = nnx.merge(graphdef, st)
        return xent(m(x), y)
    return dict(fn=train_step(loss, opt), mesh=mesh, donate=(0, 1),
                args=(params, adam_abstract(opt, params, mesh),
                      sds((B, S, 128), jnp.float32, mesh, P("data")),
                      sds((B, S), jnp.int32, mesh, P("data"))))


@program("nnx_shard_map_fwd", ("flax",))
def _():
    """nnx.shard_map of a column/row-parallel MLP: psum over model inside the manual region."""
    import jax, jax.numpy as jnp
    from flax import nnx
    mesh = mesh2()

    class MLP(nnx.Module):
        def __init__(self):
            self.w1 = nnx.Param(jnp.zeros((128, 512)))
            self.w2 = nnx.Param(jnp.zeros((512, 128)))

    graphdef, state = nnx.split(nnx.eval_shape(MLP))
    params = {"w1": sds((128, 512), jnp.float32, mesh, P(None, "model")),
              "w2": sds((512, 128), jnp.float32, mesh, P("model", None))}

    def fwd(params, x):
        m = nnx.merge(graphdef, nnx.State({k: {"value": v} for k, v in params.items()})
                      if False else nnx.State(params))

        @nnx.shard_map(mesh=mesh, in_specs=(P(), P("data")), out_specs=P("data"))
        def inner(m, x):
            h = jax.nn.relu(x @ m.w1[...])
            return jax.lax.psum(h @ m.w2[...], "model")
        return inner(m, x)
    return dict(fn=fwd, mesh=mesh, args=(params, sds((B, S, 128), jnp.float32, mesh, P("data"))))


# ---------------------------------------------------------------- jax core constructs

def shard_map():
    import jax
    return jax.shard_map if hasattr(jax, "shard_map") else __import__(
        "jax.experimental.shard_map", fromlist=["shard_map"]).shard_map


@program("jax_ring_attention")
def _():
    """Ring attention over a sequence sharded 8 ways: shard_map, ppermute of K/V blocks in a
    fori_loop with an online softmax, then psum of a scalar."""
    import jax, jax.numpy as jnp
    mesh = mesh_fsdp()
    n = 8

    def ring(q, k, v):
        def body(i, carry):
            o, m, l, k, v = carry
            s = jnp.einsum("bqhd,bkhd->bhqk", q, k)
            m_new = jnp.maximum(m, s.max(-1))
            p = jnp.exp(s - m_new[..., None])
            corr = jnp.exp(m - m_new)
            l = l * corr + p.sum(-1)
            o = o * jnp.moveaxis(corr, 1, 2)[..., None] + jnp.einsum("bhqk,bkhd->bqhd", p, v)
            perm = [(j, (j + 1) % n) for j in range(n)]
            k = jax.lax.ppermute(k, "fsdp", perm)
            v = jax.lax.ppermute(v, "fsdp", perm)
            return o, m_new, l, k, v
        b, sq, h, d = q.shape
        o = jnp.zeros_like(q)
        l = jnp.moveaxis(q[..., 0], 1, 2) * 0.0   # derived from q: varying over fsdp
        m = l - jnp.inf
        o, m, l, _, _ = jax.lax.fori_loop(0, n, body, (o, m, l, k, v))
        out = o / jnp.moveaxis(l, 1, 2)[..., None]
        return out, jax.lax.psum(jnp.sum(l), "fsdp")

    f = shard_map()(ring, mesh=mesh, in_specs=(P(None, "fsdp"),) * 3,
                    out_specs=(P(None, "fsdp"), P()))
    x = sds((2, 256, 4, 32), jnp.float32, mesh, P(None, "fsdp"))
    return dict(fn=f, mesh=mesh, args=(x, x, x))


@program("jax_all_to_all_moe")
def _():
    """Expert parallelism: tokens all_to_all'd to the expert shards in shard_map, a per-expert
    matmul, and all_to_all back; then a psum_scatter."""
    import jax, jax.numpy as jnp
    mesh = mesh_fsdp()

    def moe(x, w):
        # x: [E=8 (local 8 groups), T, D] per device; w: [1, D, F] local expert
        y = jax.lax.all_to_all(x, "fsdp", 0, 0, tiled=True)
        h = jnp.einsum("etd,edf->etf", y, jnp.broadcast_to(w, (y.shape[0],) + w.shape[1:]))
        out = jax.lax.all_to_all(h, "fsdp", 0, 0, tiled=True)
        return jax.lax.psum_scatter(out, "fsdp", scatter_dimension=1, tiled=True)

    f = shard_map()(moe, mesh=mesh, in_specs=(P("fsdp"), P("fsdp")), out_specs=P("fsdp"))
    return dict(fn=f, mesh=mesh, args=(sds((64, 32, 128), jnp.float32, mesh, P("fsdp")),
                                       sds((8, 128, 256), jnp.float32, mesh, P("fsdp"))))


@program("jax_ragged_dot_moe")
def _():
    """Dropless MoE with jax.lax.ragged_dot: top-2 routing, sort by expert, group sizes by
    bincount, ragged_dot up/down, unsort; batch on data, experts' F on model."""
    import jax, jax.numpy as jnp
    mesh = mesh2()
    E, D, F, T, K = 8, 128, 256, B * S, 2

    def moe(x, router, w_up, w_down):
        x = x.reshape(T, D)
        logits = x @ router
        w, idx = jax.lax.top_k(logits, K)
        w = jax.nn.softmax(w, -1)
        flat = idx.reshape(-1)
        order = jnp.argsort(flat)
        xs = jnp.repeat(x, K, axis=0)[order]
        sizes = jnp.bincount(flat, length=E).astype(jnp.int32)
        h = jax.nn.silu(jax.lax.ragged_dot(xs, w_up, sizes))
        y = jax.lax.ragged_dot(h, w_down, sizes)
        y = jnp.zeros_like(y).at[order].set(y).reshape(T, K, D)
        return jnp.einsum("tkd,tk->td", y, w).reshape(B, S, D)
    return dict(fn=moe, mesh=mesh, args=(
        sds((B, S, D), jnp.float32, mesh, P("data")), sds((D, E), jnp.float32, mesh, P()),
        sds((E, D, F), jnp.float32, mesh, P(None, None, "model")),
        sds((E, F, D), jnp.float32, mesh, P(None, "model", None))))


@program("jax_dpa_train")
def _():
    """jax.nn.dot_product_attention (xla implementation, causal, GQA) in a training step with
    heads on model and batch on data."""
    import jax, jax.numpy as jnp, optax
    mesh = mesh2()
    H, KV, Dh, D = 8, 4, 32, 256
    params = {"wq": sds((D, H, Dh), jnp.float32, mesh, P(None, "model")),
              "wk": sds((D, KV, Dh), jnp.float32, mesh, P(None, "model")),
              "wv": sds((D, KV, Dh), jnp.float32, mesh, P(None, "model")),
              "wo": sds((H, Dh, D), jnp.float32, mesh, P("model"))}
    opt = optax.sgd(1e-2)

    def loss(p, x):
        q = jnp.einsum("bsd,dhk->bshk", x, p["wq"])
        k = jnp.einsum("bsd,dhk->bshk", x, p["wk"])
        v = jnp.einsum("bsd,dhk->bshk", x, p["wv"])
        o = jax.nn.dot_product_attention(q, k, v, is_causal=True, implementation="xla")
        return jnp.mean(jnp.einsum("bshk,hkd->bsd", o, p["wo"]) ** 2)
    return dict(fn=train_step(loss, opt), mesh=mesh, donate=(0,),
                args=(params, adam_abstract(opt, params, mesh),
                      sds((B, S, D), jnp.float32, mesh, P("data"))))


@program("jax_checkpoint_offload")
def _():
    """jax.checkpoint with save_and_offload_only_these_names (device -> pinned_host) around
    a scanned 4-layer MLP, fsdp=8, gradient."""
    import jax, jax.numpy as jnp
    from jax.ad_checkpoint import checkpoint_name
    mesh = mesh_fsdp()
    policy = jax.checkpoint_policies.save_and_offload_only_these_names(
        names_which_can_be_saved=[], names_which_can_be_offloaded=["h"],
        offload_src="device", offload_dst="pinned_host")

    def layer(x, w):
        h = checkpoint_name(jnp.tanh(x @ w[0]), "h")
        return x + h @ w[1], None

    def loss(ws, x):
        y, _ = jax.lax.scan(jax.checkpoint(layer, policy=policy), x, ws)
        return jnp.mean(y ** 2)
    return dict(fn=jax.grad(loss), mesh=mesh,
                args=(sds((4, 2, 256, 256), jnp.float32, mesh, P(None, None, "fsdp")),
                      sds((B, S, 256), jnp.float32, mesh, P("fsdp"))))


@program("jax_assoc_scan_lru")
def _():
    """A diagonal linear recurrence h_t = a_t h_{t-1} + b_t by jax.lax.associative_scan over
    the sequence (as RG-LRU/S5 do), batch on data and width on model, plus its gradient."""
    import jax, jax.numpy as jnp
    mesh = mesh2()

    def lru(a, b):
        def comb(x, y):
            return x[0] * y[0], y[0] * x[1] + y[1]
        _, h = jax.lax.associative_scan(comb, (a, b), axis=1)
        return jnp.sum(h ** 2)

    x = sds((B, S, 256), jnp.float32, mesh, P("data", None, "model"))
    return dict(fn=jax.value_and_grad(lru, argnums=(0, 1)), mesh=mesh, args=(x, x))


@program("jax_debug_print")
def _():
    """jax.debug.print of a sharded intermediate and of a reduced scalar, in a sharded MLP."""
    import jax, jax.numpy as jnp
    mesh = mesh2()

    def f(x, w):
        h = x @ w
        jax.debug.print("h mean {m} first {f}", m=jnp.mean(h), f=h[0, 0, :4])
        return jax.nn.relu(h)
    return dict(fn=f, mesh=mesh, args=(sds((B, S, 128), jnp.float32, mesh, P("data")),
                                       sds((128, 512), jnp.float32, mesh, P(None, "model"))))


def explicit_mesh():
    import jax
    from jax.sharding import AxisType
    return jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit,) * 2)


@program("jax_explicit_reshard")
def _():
    """Explicit sharding mode: a dot whose contracted dimension is sharded needs out_sharding,
    then jax.sharding.reshard to a new layout, all under jax.set_mesh."""
    import jax, jax.numpy as jnp
    mesh = explicit_mesh()

    def f(x, w1, w2):
        h = jnp.einsum("bsd,df->bsf", x, w1, out_sharding=P("data", None, "model"))
        h = jax.nn.gelu(h)
        y = jnp.einsum("bsf,fd->bsd", h, w2, out_sharding=P("data", None, None))
        y = jax.sharding.reshard(y, P(None, "data", "model"))
        return y * 2
    return dict(fn=f, mesh=mesh, ctx="set_mesh",
                args=(sds((B, S, 128), jnp.float32, mesh, P("data", None, "model")),
                      sds((128, 512), jnp.float32, mesh, P("model", None)),
                      sds((512, 128), jnp.float32, mesh, P("model", None))))


@program("jax_explicit_auto_axes")
def _():
    """Explicit mode with jax.sharding.auto_axes around a function whose sharding the
    compiler picks (a scatter-add histogram), out_sharding given."""
    import jax, jax.numpy as jnp
    from jax.sharding import auto_axes
    mesh = explicit_mesh()

    @auto_axes(axes=("data", "model"), out_sharding=P("data"))
    def hist(x, idx):
        return jnp.zeros((B, 512)).at[jnp.arange(B)[:, None], idx].add(x)

    def f(x, idx, w):
        y = hist(x, idx)
        return jnp.einsum("bv,vd->bd", y, w)
    return dict(fn=f, mesh=mesh, ctx="set_mesh",
                args=(sds((B, S), jnp.float32, mesh, P("data")),
                      sds((B, S), jnp.int32, mesh, P("data")),
                      sds((512, 128), jnp.float32, mesh, P(None, "model"))))


# ---------------------------------------------------------------- EasyDeL

def import_easydel():
    """EasyDeL 0.3.0 patches six of transformers' PyTorch model modules at import (router
    outputs of MoE models); without torch, reading their classes raises ImportError. Empty
    stand-in modules make those patches no-ops (the JAX models do not use them)."""
    import importlib, sys, types
    for m in ["dbrx", "glm4v_moe", "llama4", "phimoe", "qwen3_5_moe", "qwen3_next"]:
        n = f"transformers.models.{m}.modeling_{m}"
        if n not in sys.modules:
            sys.modules[n] = types.ModuleType(n)
            importlib.import_module(n.rsplit(".", 1)[0]).__dict__[f"modeling_{m}"] = sys.modules[n]
    import easydel
    return easydel


def easydel_model(kind):
    """A small EasyDeL model (lazy_init: abstract, no weights) on its own mesh dp=2 x tp=4
    (sharding_axis_dims (dp, fsdp, ep, tp, sp)), its parameters placed by the model's own
    partition rules (get_partition_rules, matched on the nnx state's paths)."""
    import jax, jax.numpy as jnp
    from flax import nnx
    ed = import_easydel()
    common = dict(vocab_size=V, hidden_size=128, intermediate_size=384, num_hidden_layers=2,
                  num_attention_heads=4, num_key_value_heads=4, max_position_embeddings=S,
                  sharding_axis_dims=(2, 1, 1, 4, 1), attn_mechanism="vanilla")
    if kind == "llama":
        cfg, cls = ed.LlamaConfig(**common), ed.LlamaForCausalLM
    elif kind == "qwen2":
        cfg, cls = ed.Qwen2Config(**common), ed.Qwen2ForCausalLM
    elif kind == "mixtral":
        cfg, cls = ed.MixtralConfig(num_local_experts=4, num_experts_per_tok=2, **common), \
            ed.MixtralForCausalLM
    else:
        raise ValueError(kind)
    model = cls.lazy_init(config=cfg, dtype=jnp.float32, param_dtype=jnp.float32,
                          rngs=nnx.Rngs(0))
    mesh = cfg.mesh
    graphdef, params, rest = nnx.split(model, nnx.Param, ...)
    from eformer.escale import match_partition_rules
    specs = match_partition_rules(model._get_partition_rules(None), params)  # config rules, else craft_sharding hooks
    from jax.sharding import NamedSharding
    params = jax.tree.map(lambda x, sp: jax.ShapeDtypeStruct(x.shape, x.dtype,
                                                             sharding=NamedSharding(mesh, sp)),
                          params, specs)
    rest = jax.tree.map(lambda x: sds(x.shape, x.dtype, mesh, P()), rest)
    return graphdef, params, rest, mesh


def easydel_fwd(kind):
    import jax.numpy as jnp
    from flax import nnx
    graphdef, params, rest, mesh = easydel_model(kind)

    def fwd(params, rest, ids):
        m = nnx.merge(graphdef, params, rest)
        return m(input_ids=ids).logits
    return dict(fn=fwd, mesh=mesh, ctx="mesh",
                args=(params, rest, sds((B, S), jnp.int32, mesh, P("dp"))))


@program("ed_llama_fwd", ("easydel",))
def _():
    return easydel_fwd("llama")


@program("ed_mixtral_fwd", ("easydel",))
def _():
    return easydel_fwd("mixtral")


@program("ed_qwen2_train", ("easydel", "optax"))
def _():
    import jax.numpy as jnp, optax
    from flax import nnx
    graphdef, params, rest, mesh = easydel_model("qwen2")
    opt = optax.adamw(1e-4)

    def loss(params, rest, ids, targets):
        m = nnx.merge(graphdef, params, rest)
        return xent(m(input_ids=ids).logits, targets)
    tok = sds((B, S), jnp.int32, mesh, P("dp"))

    def step(params, opt_state, rest, ids, targets):
        import jax
        l, g = jax.value_and_grad(loss)(params, rest, ids, targets)
        upd, opt_state = opt.update(g, opt_state, params)
        return optax.apply_updates(params, upd), opt_state, l
    return dict(fn=step, mesh=mesh, ctx="mesh", donate=(0, 1),
                args=(params, adam_abstract(opt, params, mesh), rest, tok, tok))


# ---------------------------------------------------------------- haliax (levanter's named axes)

@program("hax_mlp_train", ("haliax", "optax"))
def _():
    """A haliax named-axis 2-layer MLP LM head (Embed -> Mlp -> Vocab), training step jitted by
    haliax.named_jit with an axis mapping (batch -> data, mlp/vocab -> model), as levanter
    does. Levanter 1.1 itself (the newest on PyPI) does not import with its pins."""
    import jax, jax.numpy as jnp, optax, equinox as eqx
    import haliax as hax
    from haliax.partitioning import round_axis_for_partitioning
    mesh = mesh2()
    Batch, Pos, Embed, Mlp, Vocab = (hax.Axis("batch", B), hax.Axis("position", S),
                                     hax.Axis("embed", 128), hax.Axis("mlp", 512),
                                     hax.Axis("vocab", V))
    mapping = {"batch": "data", "mlp": "model", "vocab": "model"}

    class Net(eqx.Module):
        emb: hax.nn.Embedding
        up: hax.nn.Linear
        down: hax.nn.Linear
        head: hax.nn.Linear

    k = jax.random.split(jax.random.PRNGKey(0), 4)
    net = eqx.filter_eval_shape(lambda: Net(hax.nn.Embedding.init(Vocab, Embed, key=k[0]),
                                            hax.nn.Linear.init(Embed, Mlp, key=k[1]),
                                            hax.nn.Linear.init(Mlp, Embed, key=k[2]),
                                            hax.nn.Linear.init(Embed, Vocab, key=k[3])))
    params, static = eqx.partition(net, lambda x: isinstance(x, jax.ShapeDtypeStruct))
    shard = hax.partitioning.infer_resource_partitions(net, mapping, mesh=mesh,
                                                       preserve_existing_shardings=False)
    shard, _ = eqx.partition(shard, lambda x: x is not None)
    from jax.sharding import NamedSharding
    leaves, tdef = jax.tree_util.tree_flatten(params)
    shards = jax.tree_util.tree_leaves(shard, is_leaf=lambda x: isinstance(x, NamedSharding))
    assert len(leaves) == len(shards), (len(leaves), len(shards))
    params = jax.tree_util.tree_unflatten(tdef, [
        jax.ShapeDtypeStruct(x.shape, x.dtype, sharding=s) for x, s in zip(leaves, shards)])
    opt = optax.adam(1e-3)

    def loss(params, ids, targets):
        m = eqx.combine(params, static)
        ids = hax.named(ids, (Batch, Pos))
        h = m.emb(ids)
        h = h + m.down(hax.nn.gelu(m.up(h)))
        logits = m.head(h).array
        return xent(logits, targets)

    def step(params, opt_state, ids, targets):
        with hax.axis_mapping(mapping):
            l, g = jax.value_and_grad(loss)(params, ids, targets)
        upd, opt_state = opt.update(g, opt_state, params)
        return optax.apply_updates(params, upd), opt_state, l
    tok = sds((B, S), jnp.int32, mesh, P("data"))
    state = jax.eval_shape(opt.init, params)
    state = jax.tree_util.tree_map(lambda x: sds(x.shape, x.dtype, mesh, P()), state)
    return dict(fn=step, mesh=mesh, ctx="mesh", donate=(0, 1), args=(params, state, tok, tok))


# ---------------------------------------------------------------- driver

def export(prog, syntax, out, versions):
    import jax
    if "jax_use_shardy_partitioner" in jax.config.values:
        jax.config.update("jax_use_shardy_partitioner", syntax == "shardy")
    elif syntax == "shardy":
        raise RuntimeError(f"JAX {jax.__version__} has no Shardy partitioner")
    built = prog["builder"]()
    fn = jax.jit(built["fn"], donate_argnums=built.get("donate", ()))
    if built.get("ctx") == "mesh":  # EasyDeL reads the mesh from the context
        with built["mesh"]:
            lowered = fn.lower(*built["args"])
    elif built.get("ctx") == "set_mesh":
        with jax.set_mesh(built["mesh"]):
            lowered = fn.lower(*built["args"])
    else:
        lowered = fn.lower(*built["args"])
    text = lowered.as_text()
    base = out / f"{prog['name']}.{syntax}"
    Path(str(base) + ".mlir").write_text(text)
    info = dict(name=prog["name"], syntax=syntax, versions=versions)
    try:
        comp = lowered.compile()
        ca = comp.cost_analysis()
        ca = ca[0] if isinstance(ca, list) else ca
        info["xla_flops"] = float(ca.get("flops", 0.0)) if ca else None
        ma = comp.memory_analysis()
        if ma is not None:
            info["xla_memory"] = {k: getattr(ma, k) for k in (
                "argument_size_in_bytes", "output_size_in_bytes", "temp_size_in_bytes",
                "alias_size_in_bytes")}
    except Exception as e:  # compile failure is recorded, the export still stands
        info["compile_error"] = f"{type(e).__name__}: {e}"[:500]
    Path(str(base) + ".xla.json").write_text(json.dumps(info, indent=1))
    return Path(str(base) + ".mlir")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--only", default=".")
    ap.add_argument("--syntax", default="both", choices=["shardy", "gspmd", "both"])
    ap.add_argument("--out", default="/tmp/reach14/libs")
    a = ap.parse_args()
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    import importlib, importlib.metadata as md, jax
    versions = {"jax": jax.__version__}
    status = {}
    for prog in PROGRAMS:
        if not re.search(a.only, prog["name"]):
            continue
        missing = [p for p in prog["packages"] if importlib.util.find_spec(p) is None]
        if missing:
            print(f"SKIP {prog['name']}: missing {missing}")
            continue
        for p in prog["packages"]:
            try:
                versions[p] = md.version(p)
            except md.PackageNotFoundError:
                pass
        for syntax in (["shardy", "gspmd"] if a.syntax == "both" else [a.syntax]):
            if syntax not in prog["syntaxes"]:
                continue
            key = f"{prog['name']}.{syntax}"
            try:
                path = export(prog, syntax, out, versions)
                status[key] = "exported"
                print(f"OK   {key} -> {path}", flush=True)
            except Exception as e:
                status[key] = f"{type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"[:300]
                print(f"FAIL {key}: {status[key]}", flush=True)
                traceback.print_exc(limit=-6)
    st = out / "export_status.json"
    old = json.loads(st.read_text()) if st.exists() else {}
    old.update(status)
    st.write_text(json.dumps(old, indent=1))


if __name__ == "__main__":
    main()
