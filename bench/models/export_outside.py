#!/usr/bin/env python3
"""Export programs outside both corpora (examples/models, examples/thirdparty) to StableHLO,
both syntaxes, to try `shardproof check` as a new user would (bench/RESULTS.md, "check on
exports outside the corpus"). Not fixtures: the memory model is not fitted to them; a few are
copied into tests/data where a rule was found with them.

Usage: bench/.venv/bin/python bench/models/export_outside.py [--only REGEX] [--syntax gspmd|shardy|both] [--out DIR]
Writes DIR/<name>.<syntax>.{mlir,hlo.txt,xla.json,propagation.json} (default bench/models/outside/,
ignored by git), then: python3 bench/models/compare_memory.py build --models DIR.
Reuses the repository's exporter helpers (bench/models/export_thirdparty.py: export_one).
"""
from __future__ import annotations
import argparse, os, re, subprocess, sys, time, traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
OUT = Path(__file__).resolve().parent / "outside"
import export_thirdparty  # noqa: E402  (the third-party corpus's exporter: export_one, helpers)

B, S, V = 8, 64, 1024
PROGRAMS = []
program = export_thirdparty.program_registry(PROGRAMS)


def tp():
    return export_thirdparty


def mesh_of(**axes):
    return tp().make_mesh(**axes)


def ns(mesh, *spec):
    from jax.sharding import NamedSharding, PartitionSpec as P
    return NamedSharding(mesh, P(*spec))


def sds(shape, dtype, mesh, *spec):
    import jax
    return jax.ShapeDtypeStruct(shape, dtype, sharding=ns(mesh, *spec))


def opt_state(opt, params_abs, mesh):
    return tp().adam_state(opt, params_abs, mesh)


def train_step(loss_fn, opt):
    return tp().train_step_fn(loss_fn, opt)


def largest_spec(axis, n):
    def f(path, x):
        return tp().fsdp_spec(x.shape, axis=axis, n=n)
    return f


# ---------------------------------------------------------------- HF transformers (Flax)

def hf_params(model, *shape_args):
    import jax
    return jax.eval_shape(lambda: model.init_weights(jax.random.PRNGKey(0), *shape_args))


@program("hf_gpt2_train_dp_lion", "transformers", "FlaxGPT2LMHeadModel",
         "n_layer=2 n_embd=128 n_head=4 vocab=1024 n_pos=64", "data parallel over 8",
         "train step, optax.lion, donated", packages=("optax", "flax"))
def _hf_gpt2():
    import optax
    from jax.sharding import PartitionSpec as P
    return gpt2_train_step(mesh_of(data=8), "data", dict(n_embd=128, n_layer=2, n_head=4),
                           lambda p, x: P(), optax.lion(1e-4))


def gpt2_train_step(mesh, batch_axis, config, param_spec, opt):
    """HF Flax GPT-2 (random weights, `config` over vocab V and S positions) one training step
    with `opt`, parameters sharded by `param_spec`, tokens' batch on `batch_axis`, parameters
    and optimizer state donated."""
    import jax.numpy as jnp
    from transformers import GPT2Config, FlaxGPT2LMHeadModel
    model = FlaxGPT2LMHeadModel(GPT2Config(vocab_size=V, n_positions=S, **config), _do_init=False)
    params = tp().abstract(hf_params(model, (B, S)), mesh, param_spec)
    state = opt_state(opt, params, mesh)

    def loss_fn(params, tokens, targets):
        return tp().cross_entropy(model(tokens, params=params, train=False).logits, targets)
    toks = sds((B, S), jnp.int32, mesh, batch_axis)
    return dict(fn=train_step(loss_fn, opt), args=(params, state, toks, toks),
                out=(tp().shardings_of(params), tp().shardings_of(state), ns(mesh)),
                donate=(0, 1), mesh=mesh)


@program("hf_bert_fwd_megatron", "transformers", "FlaxBertModel",
         "hidden 128, 2 layers, 4 heads, ffw 512, vocab 1024", "2x4 data x model, Megatron",
         "forward (last_hidden_state + pooler)", packages=("flax",))
def _hf_bert():
    import jax.numpy as jnp
    from transformers import BertConfig, FlaxBertModel
    from jax.sharding import PartitionSpec as P
    mesh = mesh_of(data=2, model=4)
    cfg = BertConfig(vocab_size=V, hidden_size=128, num_hidden_layers=2, num_attention_heads=4,
                     intermediate_size=512, max_position_embeddings=S)
    model = FlaxBertModel(cfg, _do_init=False)
    rules = [(r"'(query|key|value)'\]\['kernel'\]", P(None, "model")),
             (r"'(query|key|value)'\]\['bias'\]", P("model")),
             (r"'attention'\]\['output'\]\['dense'\]\['kernel'\]", P("model", None)),
             (r"'intermediate'\]\['dense'\]\['kernel'\]", P(None, "model")),
             (r"'intermediate'\]\['dense'\]\['bias'\]", P("model")),
             (r"'layer'\]\['\d+'\]\['output'\]\['dense'\]\['kernel'\]", P("model", None)),
             (r"word_embeddings", P("model", None))]
    params = tp().abstract(hf_params(model, (B, S)), mesh, tp().rule_spec(rules))

    def fwd(params, ids, mask):
        o = model(ids, attention_mask=mask, params=params, train=False)
        return o.last_hidden_state, o.pooler_output
    toks = sds((B, S), jnp.int32, mesh, "data")
    return dict(fn=fwd, args=(params, toks, toks),
                out=(ns(mesh, "data"), ns(mesh, "data")), mesh=mesh)


@program("hf_t5_fwd_2d", "transformers", "FlaxT5ForConditionalGeneration",
         "d_model 128, 2+2 layers, 4 heads, d_ff 256, vocab 1024", "4x2 data x model; params "
         "sharded over model on largest divisible dim", "forward (encoder-decoder logits)",
         packages=("flax",))
def _hf_t5():
    import jax.numpy as jnp
    from transformers import T5Config, FlaxT5ForConditionalGeneration
    _orig_clip = jnp.clip
    if not getattr(jnp.clip, "_patched", False):
        def _clip(x, min=None, max=None, a_min=None, a_max=None, **kw):
            return _orig_clip(x, min if min is not None else a_min, max if max is not None else a_max)
        _clip._patched = True
        jnp.clip = _clip
    mesh = mesh_of(data=4, model=2)
    cfg = T5Config(vocab_size=V, d_model=128, d_kv=32, d_ff=256, num_layers=2,
                   num_decoder_layers=2, num_heads=4)
    model = FlaxT5ForConditionalGeneration(cfg, _do_init=False)
    params = tp().abstract(hf_params(model, (B, S)), mesh, largest_spec("model", 2))

    def fwd(params, ids, dec_ids):
        return model(ids, decoder_input_ids=dec_ids, params=params, train=False).logits
    toks = sds((B, S), jnp.int32, mesh, "data")
    dec = sds((B, 16), jnp.int32, mesh, "data")
    return dict(fn=fwd, args=(params, toks, dec), out=ns(mesh, "data", None, "model"), mesh=mesh)


@program("hf_vit_fwd_3d", "transformers", "FlaxViTModel",
         "image 32, patch 8, hidden 128, 2 layers, 4 heads, ffw 256", "2x2x2 data,fsdp,model: "
         "batch over (data,fsdp), params over model (largest dim)", "forward", packages=("flax",))
def _hf_vit():
    import jax.numpy as jnp
    from transformers import ViTConfig, FlaxViTModel
    mesh = mesh_of(data=2, fsdp=2, model=2)
    cfg = ViTConfig(image_size=32, patch_size=8, hidden_size=128, num_hidden_layers=2,
                    num_attention_heads=4, intermediate_size=256)
    model = FlaxViTModel(cfg, _do_init=False)
    params = tp().abstract(hf_params(model, (1, 32, 32, 3)), mesh, largest_spec("model", 2))

    def fwd(params, pix):
        return model(pix, params=params, train=False).last_hidden_state
    pix = sds((B, 3, 32, 32), jnp.float32, mesh, ("data", "fsdp"))
    return dict(fn=fwd, args=(params, pix), out=ns(mesh, ("data", "fsdp")), mesh=mesh)


@program("hf_resnet_train_dp", "transformers", "FlaxResNetModel (+linear head)",
         "resnet basic, hidden [16,32], depths [1,1], image 32", "data parallel 8",
         "train step with BatchNorm batch_stats mutable, optax.sgd momentum",
         packages=("flax", "optax"))
def _hf_resnet():
    import jax, jax.numpy as jnp, optax
    from transformers import ResNetConfig, FlaxResNetModel
    from jax.sharding import PartitionSpec as P
    mesh = mesh_of(data=8)
    cfg = ResNetConfig(embedding_size=16, hidden_sizes=[16, 32], depths=[1, 1],
                       layer_type="basic", num_channels=3)
    model = FlaxResNetModel(cfg, _do_init=False)
    variables = hf_params(model, (1, 32, 32, 3))
    variables = tp().abstract(variables, mesh, lambda p, x: P())
    head = sds((32, 10), jnp.float32, mesh)
    opt = optax.sgd(0.1, momentum=0.9)
    train = {"params": variables["params"], "head": head}
    state = opt_state(opt, train, mesh)

    def step(train, state, batch_stats, pix, labels):
        def loss_fn(train):
            out, new = model(pix, params={"params": train["params"], "batch_stats": batch_stats},
                             train=True)
            logits = out.pooler_output.reshape(pix.shape[0], -1) @ train["head"]
            return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean(), new
        (loss, new), g = jax.value_and_grad(loss_fn, has_aux=True)(train)
        up, state = opt.update(g, state, train)
        return optax.apply_updates(train, up), state, new["batch_stats"], loss
    pix = sds((B * 2, 3, 32, 32), jnp.float32, mesh, "data")
    labels = sds((B * 2,), jnp.int32, mesh, "data")
    return dict(fn=step, args=(train, state, variables["batch_stats"], pix, labels),
                out=None, donate=(0, 1, 2), mesh=mesh)


# ---------------------------------------------------------------- flax.linen CNN, adafactor

@program("linen_cnn_train_fsdp_adafactor", "flax", "flax.linen CNN (conv-bn-pool x2 + dense)",
         "conv 32/64 3x3, avg_pool, dense 10, image 28x28x1", "FSDP over 8",
         "train step optax.adafactor", packages=("optax",))
def _linen_cnn():
    import jax, jax.numpy as jnp, optax
    import flax.linen as nn

    class CNN(nn.Module):
        @nn.compact
        def __call__(self, x):
            x = nn.relu(nn.Conv(32, (3, 3))(x))
            x = nn.avg_pool(x, (2, 2), (2, 2))
            x = nn.relu(nn.Conv(64, (3, 3))(x))
            x = nn.max_pool(x, (2, 2), (2, 2))
            x = x.reshape(x.shape[0], -1)
            x = nn.relu(nn.Dense(256)(x))
            return nn.Dense(16)(x)
    mesh = mesh_of(fsdp=8)
    m = CNN()
    params = jax.eval_shape(lambda: m.init(jax.random.key(0), jnp.zeros((1, 28, 28, 1))))
    params = tp().abstract(params, mesh, largest_spec("fsdp", 8))
    from jax.sharding import PartitionSpec as P
    opt = optax.adafactor(1e-3)
    state = tp().abstract(jax.eval_shape(opt.init, params), mesh, lambda p, x: P())

    def loss_fn(params, x, y):
        return optax.softmax_cross_entropy_with_integer_labels(m.apply(params, x), y).mean()
    x = sds((32, 28, 28, 1), jnp.float32, mesh, "fsdp")
    y = sds((32,), jnp.int32, mesh, "fsdp")
    return dict(fn=train_step(loss_fn, opt), args=(params, state, x, y), out=None,
                donate=(0, 1), mesh=mesh)


# ---------------------------------------------------------------- KerasHub

def keras_bb(cls_name, shape, layout_cls=None, **kw):
    import keras, keras_hub
    cls = getattr(keras_hub.models, cls_name)
    dmesh = keras.distribution.DeviceMesh(shape=shape, axis_names=("data", "model"),
                                          devices=keras.distribution.list_devices())
    lm = getattr(keras_hub.models, layout_cls or cls_name).get_layout_map(
        dmesh, model_parallel_dim_name="model", data_parallel_dim_name="data")
    dist = keras.distribution.ModelParallel(layout_map=lm, batch_dim_name="data")
    keras.utils.set_random_seed(0)
    with dist.scope():
        model = cls(**kw)
    return model, dist, mesh_of(data=shape[0], model=shape[1])


@program("keras_gemma_decode_topk", "keras-hub", "keras_hub.models.GemmaCausalLM",
         "Gemma vocab 1024, 2 layers, 8 heads/4 kv, hidden 128, head 32", "2x4 "
         "ModelParallel (Gemma layout map); cache over data", "decode step + top_k(40) sampling",
         packages=("keras",))
def _keras_gemma_decode():
    import jax, jax.numpy as jnp, keras, keras_hub
    bb, dist, mesh = keras_bb("GemmaBackbone", (2, 4), vocabulary_size=V, num_layers=2,
                              num_query_heads=8, num_key_value_heads=4, hidden_dim=128,
                              intermediate_dim=256, head_dim=32)
    with dist.scope():
        lm = keras_hub.models.GemmaCausalLM(backbone=bb, preprocessor=None)
    tv = tp().keras_vars(lm.trainable_variables, mesh)
    ntv = tp().keras_vars(lm.non_trainable_variables, mesh)
    cache = sds((B, 2, 2, S, 4, 32), jnp.float32, mesh, "data")

    def decode(tv, ntv, cache, token_ids, index, key):
        mapping = list(zip(lm.trainable_variables + lm.non_trainable_variables, tv + ntv))
        with dist.scope(), keras.StatelessScope(state_mapping=mapping):
            logits, _, cache = lm.call_with_cache(token_ids, cache, index)
        vals, idx = jax.lax.top_k(logits[:, -1], 40)
        choice = jax.random.categorical(key, vals / 0.7, axis=-1)
        nxt = jnp.take_along_axis(idx, choice[:, None], axis=-1)
        return nxt.astype(jnp.int32), cache
    args = (tv, ntv, cache, sds((B, 1), jnp.int32, mesh, "data"), sds((), jnp.int32, mesh),
            sds((2,), jnp.uint32, mesh))
    return dict(fn=decode, args=args, out=(ns(mesh, "data"), cache.sharding), mesh=mesh,
                donate=(2,), trace_scope=dist.scope)


@program("keras_mistral_train_sgd", "keras-hub", "keras_hub.models.MistralCausalLM",
         "Mistral vocab 1024, 2 layers, 8 heads/4 kv, hidden 256, ffw 512, sliding window 32",
         "4x2 ModelParallel with Llama's layout map", "train step optax.sgd(momentum)",
         packages=("keras", "optax"))
def _keras_mistral_train():
    import jax, optax, keras_hub
    bb, dist, mesh = keras_bb("MistralBackbone", (4, 2), layout_cls="LlamaBackbone",
                              vocabulary_size=V, num_layers=2, num_query_heads=8,
                              num_key_value_heads=4, hidden_dim=256, intermediate_dim=512,
                              sliding_window=32)
    with dist.scope():
        lm = keras_hub.models.MistralCausalLM(backbone=bb, preprocessor=None)
    tv = tp().keras_vars(lm.trainable_variables, mesh)
    ntv = tp().keras_vars(lm.non_trainable_variables, mesh)
    opt = optax.sgd(1e-2, momentum=0.9, nesterov=True)
    state = opt_state(opt, tv, mesh)
    import jax.numpy as jnp

    def step(tv, state, ntv, ids, mask, targets):
        def loss_fn(tv):
            with dist.scope():
                logits, _ = lm.stateless_call(tv, ntv, {"token_ids": ids, "padding_mask": mask})
            return tp().cross_entropy(logits, targets)
        loss, g = jax.value_and_grad(loss_fn)(tv)
        up, state = opt.update(g, state, tv)
        return optax.apply_updates(tv, up), state, loss
    t = sds((B, S), jnp.int32, mesh, "data")
    return dict(fn=step, args=(tv, state, ntv, t, t, t),
                out=(tp().shardings_of(tv), tp().shardings_of(state), ns(mesh)),
                donate=(0, 1), mesh=mesh)


# ---------------------------------------------------------------- equinox

@program("eqx_conv_lstm_dp", "equinox", "eqx.nn.Conv1d + eqx.nn.LSTMCell under lax.scan",
         "conv 16->64 k5, LSTM hidden 128 over 64 steps, linear 10", "data parallel 8 (vmap "
         "over batch)", "train step optax.adamw", packages=("optax",))
def _eqx_lstm():
    import jax, jax.numpy as jnp, equinox as eqx, optax
    from jax.sharding import PartitionSpec as P
    mesh = mesh_of(data=8)

    class Net(eqx.Module):
        conv: eqx.nn.Conv1d
        cell: eqx.nn.LSTMCell
        out: eqx.nn.Linear

        def __init__(self, key):
            k1, k2, k3 = jax.random.split(key, 3)
            self.conv = eqx.nn.Conv1d(16, 64, 5, padding=2, key=k1)
            self.cell = eqx.nn.LSTMCell(64, 128, key=k2)
            self.out = eqx.nn.Linear(128, 10, key=k3)

        def __call__(self, x):  # x [16, T]
            h = jax.nn.relu(self.conv(x))
            def f(carry, xt):
                return self.cell(xt, carry), None
            init = (jnp.zeros(128), jnp.zeros(128))
            (hT, _), _ = jax.lax.scan(f, init, h.T)
            return self.out(hT)
    net = Net(jax.random.key(0))
    params, static = eqx.partition(net, eqx.is_array)
    params = jax.tree.map(lambda x: sds(x.shape, x.dtype, mesh), params)
    opt = optax.adamw(1e-3)
    state = opt_state(opt, params, mesh)

    def loss_fn(params, x, y):
        m = eqx.combine(params, static)
        logits = jax.vmap(m)(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    x = sds((16, 16, S), jnp.float32, mesh, "data")
    y = sds((16,), jnp.int32, mesh, "data")
    return dict(fn=train_step(loss_fn, opt), args=(params, state, x, y), out=None,
                donate=(0, 1), mesh=mesh)


# ---------------------------------------------------------------- remat policies + scan

@program("remat_policies_scan_3d", "jax", "scanned residual MLP stack (8 layers)",
         "width 256, hidden 1024, batch 64; layers checkpointed with dots_with_no_batch_dims "
         "and save_only_these_names; outer jax.checkpoint(nothing_saveable)",
         "2x2x2 data,fsdp,model: batch over data, weights [L,D,F] (None,fsdp,model)",
         "train step optax.sgd", packages=("optax",))
def _remat():
    import jax, jax.numpy as jnp, optax
    from jax.ad_checkpoint import checkpoint_name
    mesh = mesh_of(data=2, fsdp=2, model=2)
    L, D, F = 8, 256, 1024
    params = {"w1": sds((L, D, F), jnp.float32, mesh, None, "fsdp", "model"),
              "w2": sds((L, F, D), jnp.float32, mesh, None, "model", "fsdp"),
              "ln": sds((L, D), jnp.float32, mesh)}
    opt = optax.sgd(1e-2)
    state = opt_state(opt, params, mesh)
    pol = jax.checkpoint_policies

    def layer(x, p):
        h = x * p["ln"]
        h = checkpoint_name(jax.nn.gelu(h @ p["w1"]), "act")
        return x + h @ p["w2"], None

    def loss_fn(params, x):
        f1 = jax.checkpoint(layer, policy=pol.dots_with_no_batch_dims_saveable)
        f2 = jax.checkpoint(layer, policy=pol.save_only_these_names("act"))
        half = jax.tree.map(lambda a: a[: L // 2], params)
        rest = jax.tree.map(lambda a: a[L // 2:], params)
        x, _ = jax.lax.scan(f1, x, half)
        x = jax.checkpoint(lambda x: jax.lax.scan(f2, x, rest)[0],
                           policy=pol.nothing_saveable)(x)
        return jnp.mean(x ** 2)
    x = sds((64, D), jnp.float32, mesh, "data")
    return dict(fn=train_step(loss_fn, opt), args=(params, state, x), out=None, mesh=mesh)


# ---------------------------------------------------------------- control flow carries

@program("control_flow_carries_2x4", "jax", "fori_loop + cond + while with odd carries",
         "carry: (f32[64,256] sharded, int32 counter, PRNG key, bool flag, f32[] scalar, "
         "bf16[8,256]); lax.cond on carried predicate; while_loop with data-dependent exit",
         "2x4 data x model", "forward", packages=())
def _cf():
    import jax, jax.numpy as jnp
    mesh = mesh_of(data=2, model=4)
    W = sds((256, 256), jnp.float32, mesh, None, "model")
    X = sds((64, 256), jnp.float32, mesh, "data", None)
    K = sds((2,), jnp.uint32, mesh)

    def f(w, x, key):
        def body(i, c):
            x, n, key, flag, acc, small = c
            key, sub = jax.random.split(key)
            noise = jax.random.normal(sub, x.shape) * 0.01
            x = jax.lax.cond(flag, lambda x: jnp.tanh(x @ w), lambda x: jax.nn.relu(x @ w.T),
                             x + noise)
            small = small + x[:8].astype(jnp.bfloat16)
            return x, n + 1, key, jnp.logical_not(flag), acc + x.sum(), small
        init = (x, jnp.int32(0), key, jnp.bool_(True), jnp.float32(0),
                jnp.zeros((8, 256), jnp.bfloat16))
        x, n, key, flag, acc, small = jax.lax.fori_loop(0, 5, body, init)

        def cond(c):
            return (c[1] < 20) & (jnp.max(jnp.abs(c[0])) > 1e-3)

        def wbody(c):
            return c[0] * 0.5, c[1] + 1
        x, m = jax.lax.while_loop(cond, wbody, (x, n))
        return x, m, acc, small
    return dict(fn=f, args=(W, X, K), out=None, mesh=mesh)


# ---------------------------------------------------------------- vmap attention decode top_k

@program("vmap_attn_decode_topk_4x2", "jax", "hand-written decoder: vmap'd attention over heads",
         "1 layer, 8 heads x 32, d 256, vocab 1024, cache 64; 8 decode steps in fori_loop, "
         "top_k(16) sampling, dynamic_update_slice into cache",
         "4x2 data x model: batch over data, heads over model", "decode loop", packages=())
def _vattn():
    import jax, jax.numpy as jnp
    mesh = mesh_of(data=4, model=2)
    H, Dh, D = 8, 32, 256
    p = {"emb": sds((V, D), jnp.float32, mesh, None, "model"),
         "wq": sds((H, D, Dh), jnp.float32, mesh, "model"),
         "wk": sds((H, D, Dh), jnp.float32, mesh, "model"),
         "wv": sds((H, D, Dh), jnp.float32, mesh, "model"),
         "wo": sds((H, Dh, D), jnp.float32, mesh, "model"),
         "out": sds((D, V), jnp.float32, mesh, None, "model")}
    cache = {"k": sds((B, H, S, Dh), jnp.float32, mesh, "data", "model"),
             "v": sds((B, H, S, Dh), jnp.float32, mesh, "data", "model")}

    def attend(q, k, v, valid):  # one head: q [Dh], k,v [S,Dh]
        s = jnp.where(valid, k @ q / jnp.sqrt(Dh), -1e9)
        return jax.nn.softmax(s) @ v

    def decode(p, cache, tok, pos0, key):
        def step(i, c):
            cache, tok, key, out = c
            pos = pos0 + i
            x = p["emb"][tok]  # [B, D]
            q = jnp.einsum("bd,hde->bhe", x, p["wq"])
            k = jnp.einsum("bd,hde->bhe", x, p["wk"])
            v = jnp.einsum("bd,hde->bhe", x, p["wv"])
            ck = jax.lax.dynamic_update_slice(cache["k"], k[:, :, None], (0, 0, pos, 0))
            cv = jax.lax.dynamic_update_slice(cache["v"], v[:, :, None], (0, 0, pos, 0))
            valid = jnp.arange(S) <= pos
            a = jax.vmap(jax.vmap(attend, (0, 0, 0, None)), (0, 0, 0, None))(q, ck, cv, valid)
            y = jnp.einsum("bhe,hed->bd", a, p["wo"]) + x
            logits = y @ p["out"]
            key, sub = jax.random.split(key)
            vals, idx = jax.lax.top_k(logits, 16)
            ch = jax.random.categorical(sub, vals, axis=-1)
            tok = jnp.take_along_axis(idx, ch[:, None], -1)[:, 0].astype(jnp.int32)
            out = out.at[:, i].set(tok)
            return {"k": ck, "v": cv}, tok, key, out
        cache, tok, key, out = jax.lax.fori_loop(
            0, 8, step, (cache, tok, key, jnp.zeros((B, 8), jnp.int32)))
        return out, cache
    args = (p, cache, sds((B,), jnp.int32, mesh, "data"), sds((), jnp.int32, mesh),
            sds((2,), jnp.uint32, mesh))
    return dict(fn=decode, args=args,
                out=(ns(mesh, "data"), {"k": cache["k"].sharding, "v": cache["v"].sharding}),
                donate=(1,), mesh=mesh)


# ---------------------------------------------------------------- gemma library, 3-D mesh

@program("gemma_lib_fwd_3d", "gemma", "gemma.gm.nn.Transformer (Gemma 3 architecture)",
         "export_thirdparty GEMMA cfg, f32", "2x2x2 data,fsdp,model: batch over (data,fsdp), "
         "Megatron over model", "forward", packages=("flax",))
def _gemma3d():
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P
    t = tp()
    mesh = mesh_of(data=2, fsdp=2, model=2)
    model = t.gemma_model(jnp.float32)
    params = t.gemma_params(model, mesh, t.rule_spec(t.gemma_megatron_rules()))

    def fwd(params, tokens):
        return model.apply(params, tokens).logits
    return dict(fn=fwd, args=(params, t.tokens_sds(mesh, P(("data", "fsdp")))),
                out=ns(mesh, ("data", "fsdp"), None, "model"), mesh=mesh)


# ---------------------------------------------------------------- penzai variant

@program("penzai_llama_fwd_4x2_embed", "penzai", "penzai llamalike transformer (unstacked)",
         "export_thirdparty penzai cfg, use_layer_stack=False", "4x2 data x model: "
         "name_to_name_sharding({embedding: model, batch: data}) (sharding the embedding dim, "
         "not heads)", "forward (logits)", packages=())
def _penzai():
    import jax
    from jax.sharding import PartitionSpec as P
    from penzai import pz
    from penzai.toolshed import sharding_util
    t = tp()
    mesh = mesh_of(data=4, model=2)
    unbound, params = pz.unbind_params(t.penzai_model(stack=False), freeze=True)
    sh = sharding_util.name_to_name_sharding(params, mesh, {"embedding": "model", "batch": "data"},
                                             ignore_unnamed_arrays=True)
    leaves, tdef = jax.tree.flatten(params)
    shl = jax.tree.leaves(sh, is_leaf=lambda x: x is None)
    params = tdef.unflatten([jax.ShapeDtypeStruct(x.shape, x.dtype, sharding=s if s is not None
                                                  else ns(mesh)) for x, s in zip(leaves, shl)])

    def fwd(params, tokens):
        m = pz.bind_variables(unbound, params)
        return m(pz.nx.wrap(tokens).tag("batch", "seq")).unwrap("batch", "seq", "vocabulary")
    return dict(fn=fwd, args=(params, t.tokens_sds(mesh, P("data"))), out=ns(mesh, "data"),
                mesh=mesh)


# ---------------------------------------------------------------- odd ops

@program("odd_ops_2x4", "jax", "sort/argsort/cumsum/reduce_window/fft/gather/scatter/einsum",
         "x [64,512]", "2x4 data x model", "forward", packages=())
def _odd():
    import jax, jax.numpy as jnp
    mesh = mesh_of(data=2, model=4)
    X = sds((64, 512), jnp.float32, mesh, "data", "model")
    I = sds((64, 4), jnp.int32, mesh, "data")
    T = sds((128, 512), jnp.float32, mesh, None, "model")

    def f(x, idx, table):
        s = jnp.sort(x, axis=-1)
        a = jnp.argsort(x, axis=0)
        c = jnp.cumsum(x, axis=1)
        w = jax.lax.reduce_window(x, -jnp.inf, jax.lax.max, (1, 4), (1, 2), "SAME")
        fr = jnp.abs(jnp.fft.rfft(x, axis=-1))
        g = table[idx].sum(1)                       # gather
        upd = jnp.zeros_like(table).at[idx[:, 0]].add(x)  # scatter-add
        e = jnp.einsum("bi,ti->bt", x, table)
        return s + c + g, a, w, fr, upd, e
    return dict(fn=f, args=(X, I, T), out=None, mesh=mesh)


# ================================================================ batch 2: edge cases

@program("shardmap_collectives_3d", "jax", "shard_map with psum_scatter/ppermute/all_to_all/"
         "axis_index/pmax, partial-auto over model", "x [64,256], w [256,256]",
         "2x2x2 data,fsdp,model; shard_map manual over data,fsdp, auto over model", "forward")
def _smap():
    import jax, jax.numpy as jnp
    from jax.sharding import PartitionSpec as P
    from jax import shard_map
    mesh = mesh_of(data=2, fsdp=2, model=2)
    X = sds((64, 256), jnp.float32, mesh, ("data", "fsdp"), None)
    W = sds((256, 256), jnp.float32, mesh, "fsdp", "model")

    def inner(x, w):
        wf = jax.lax.all_gather(w, "fsdp", axis=0, tiled=True)
        y = x @ wf
        i = jax.lax.axis_index("data")
        y = y + i.astype(jnp.float32)
        y = jax.lax.ppermute(y, "data", perm=[(0, 1), (1, 0)])
        z = jax.lax.psum_scatter(y, "fsdp", scatter_dimension=1, tiled=True)
        a = jax.lax.all_to_all(z, "data", split_axis=0, concat_axis=1, tiled=True)
        m = jax.lax.pmax(jnp.max(a), ("data", "fsdp"))
        return a / m
    f = shard_map(inner, mesh=mesh, in_specs=(P(("data", "fsdp")), P("fsdp")),
                  out_specs=P(("data", "fsdp")), axis_names={"data", "fsdp"}, check_vma=False)
    return dict(fn=f, args=(X, W), out=None, mesh=mesh)


@program("permuted_devices_2x4", "jax", "MLP on a mesh with non-iota device order and "
         "transposed multi-axis dims", "x [64,512], w1 [512,1024], w2 [1024,512]",
         "2x4 mesh over devices [7,5,3,1,6,4,2,0]; batch over (model,data) (reversed order)",
         "train step sgd", packages=("optax",))
def _perm():
    import jax, jax.numpy as jnp, numpy as np, optax
    from jax.sharding import Mesh, PartitionSpec as P
    devs = np.array(jax.devices())[[7, 5, 3, 1, 6, 4, 2, 0]].reshape(2, 4)
    mesh = Mesh(devs, ("data", "model"))
    params = {"w1": sds((512, 1024), jnp.float32, mesh, None, "model"),
              "w2": sds((1024, 512), jnp.float32, mesh, "model", None)}
    opt = optax.sgd(1e-2)
    state = opt_state(opt, params, mesh)

    def loss_fn(p, x):
        return jnp.mean((jax.nn.relu(x @ p["w1"]) @ p["w2"]) ** 2)
    x = sds((64, 512), jnp.float32, mesh, ("model", "data"))
    return dict(fn=train_step(loss_fn, opt), args=(params, state, x), out=None, mesh=mesh)


@program("size1_axes_2x1x4", "jax", "MLP with a size-1 mesh axis and a 1x8 mesh inside",
         "x [64,512]", "mesh pipe=2, stage=1, model=4; specs use the size-1 axis", "forward")
def _size1():
    import jax, jax.numpy as jnp
    mesh = mesh_of(pipe=2, stage=1, model=4)
    x = sds((64, 512), jnp.float32, mesh, ("pipe", "stage"), None)
    w = sds((512, 1024), jnp.float32, mesh, "stage", "model")
    w2 = sds((1024, 512), jnp.float32, mesh, "model", "stage")

    def f(x, w, w2):
        h = jax.nn.gelu(x @ w)
        h = jax.lax.with_sharding_constraint(h, ns(mesh, "pipe", ("stage", "model")))
        return h @ w2
    return dict(fn=f, args=(x, w, w2), out=ns(mesh, "pipe"), mesh=mesh)


@program("lowp_dtypes_2x4", "jax", "matmuls in bf16, f16, int8 (i32 acc), float8_e4m3fn, "
         "int4 weights, uint8 inputs", "[64,256]x[256,512]", "2x4 data x model", "forward")
def _lowp():
    import jax, jax.numpy as jnp
    mesh = mesh_of(data=2, model=4)
    xb = sds((64, 256), jnp.bfloat16, mesh, "data")
    wb = sds((256, 512), jnp.bfloat16, mesh, None, "model")
    xh = sds((64, 256), jnp.float16, mesh, "data")
    x8 = sds((64, 256), jnp.int8, mesh, "data")
    w8 = sds((256, 512), jnp.int8, mesh, None, "model")
    xf8 = sds((64, 256), jnp.float8_e4m3fn, mesh, "data")
    w4 = sds((256, 512), jnp.int4, mesh, None, "model")
    u8 = sds((64, 256), jnp.uint8, mesh, "data")

    def f(xb, wb, xh, x8, w8, xf8, w4, u8):
        a = xb @ wb
        b = xh @ wb.astype(jnp.float16)
        c = jax.lax.dot(x8, w8, preferred_element_type=jnp.int32)
        d = jax.lax.dot(xf8, wb.astype(jnp.float8_e4m3fn), preferred_element_type=jnp.float32)
        e = jax.lax.dot(x8, w4.astype(jnp.int8), preferred_element_type=jnp.int32)
        g = u8.astype(jnp.float32).sum(-1)
        return a.astype(jnp.float32) + b.astype(jnp.float32) + c + d + e, g
    return dict(fn=f, args=(xb, wb, xh, x8, w8, xf8, w4, u8), out=None, mesh=mesh)


@program("host_offload_remat_2x4", "jax", "scan MLP with remat policy "
         "save_and_offload_only_these_names (device->pinned_host) and explicit device_put to host",
         "4 layers, width 256", "2x4 data x model", "grad", packages=())
def _offload():
    import jax, jax.numpy as jnp
    from jax.ad_checkpoint import checkpoint_name
    mesh = mesh_of(data=2, model=4)
    W = sds((4, 256, 256), jnp.float32, mesh, None, None, "model")
    X = sds((64, 256), jnp.float32, mesh, "data")
    pol = jax.checkpoint_policies.save_and_offload_only_these_names(
        names_which_can_be_saved=[], names_which_can_be_offloaded=["h"],
        offload_src="device", offload_dst="pinned_host")

    def layer(x, w):
        h = checkpoint_name(jnp.tanh(x @ w), "h")
        return h, None

    def loss(w, x):
        y, _ = jax.lax.scan(jax.checkpoint(layer, policy=pol), x, w)
        return jnp.sum(y ** 2)
    return dict(fn=jax.grad(loss), args=(W, X), out=None, mesh=mesh)


@program("linalg_batched_8", "jax", "batched cholesky, triangular_solve, eigh, qr, svd",
         "[64,16,16] SPD matrices", "1-D data=8 over the batch", "forward")
def _linalg():
    import jax, jax.numpy as jnp
    mesh = mesh_of(data=8)
    A = sds((64, 16, 16), jnp.float32, mesh, "data")

    def f(a):
        spd = a @ jnp.swapaxes(a, -1, -2) + 16 * jnp.eye(16)
        L = jnp.linalg.cholesky(spd)
        y = jax.scipy.linalg.solve_triangular(L, jnp.ones((64, 16, 1)), lower=True)
        w, v = jnp.linalg.eigh(spd)
        q, r = jnp.linalg.qr(a)
        s = jnp.linalg.svd(a, compute_uv=False)
        return y, w, v, q, r, s
    return dict(fn=f, args=(A,), out=None, mesh=mesh)


@program("callbacks_2x4", "jax", "jax.debug.print + pure_callback + io_callback(ordered)",
         "x [64,256]", "2x4 data x model", "forward")
def _cb():
    import jax, jax.numpy as jnp, numpy as np
    from jax.experimental import io_callback
    mesh = mesh_of(data=2, model=4)
    X = sds((64, 256), jnp.float32, mesh, "data", "model")

    def f(x):
        jax.debug.print("sum {s}", s=x.sum())
        y = jax.pure_callback(lambda a: np.sin(a), jax.ShapeDtypeStruct((64, 256), jnp.float32), x)
        io_callback(lambda a: None, None, y.mean(), ordered=True)
        return y * 2
    return dict(fn=f, args=(X,), out=None, mesh=mesh)


@program("unconstrained_constraints_4x2", "jax", "with_sharding_constraint with "
         "P.UNCONSTRAINED dims, constraints inside scan body and on transposes",
         "x [64,128,256]", "4x2 data x model", "forward + grad")
def _uncon():
    import jax, jax.numpy as jnp
    from jax.sharding import PartitionSpec as P
    mesh = mesh_of(data=4, model=2)
    X = sds((64, 128, 256), jnp.float32, mesh, "data")
    W = sds((3, 256, 256), jnp.float32, mesh, None, "model")

    def loss(w, x):
        def body(h, wi):
            h = jax.lax.with_sharding_constraint(h, ns(mesh, P.UNCONSTRAINED, None, "model"))
            h = jnp.tanh(h @ wi)
            t = jnp.swapaxes(h, 1, 2)
            t = jax.lax.with_sharding_constraint(t, ns(mesh, "data", "model", P.UNCONSTRAINED))
            return jnp.swapaxes(t, 1, 2), None
        h, _ = jax.lax.scan(body, x, w)
        return jnp.mean(h ** 2)
    return dict(fn=jax.value_and_grad(loss), args=(W, X), out=None, mesh=mesh)


@program("explicit_axes_2x4", "jax", "sharding in types (AxisType.Explicit), reshard, "
         "auto_axes", "x [64,512]", "2x4 data x model Explicit", "forward")
def _explicit():
    import jax, jax.numpy as jnp
    from jax.sharding import AxisType, PartitionSpec as P
    mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit,) * 2)
    X = sds((64, 512), jnp.float32, mesh, "data")
    W = sds((512, 1024), jnp.float32, mesh, None, "model")

    def f(x, w):
        h = jnp.dot(x, w, out_sharding=P("data", "model"))
        h = jax.sharding.reshard(h, P("data", None))
        return jnp.sum(h, axis=-1)
    def scope():
        return (jax.set_mesh(mesh) if hasattr(jax, "set_mesh") else jax.sharding.use_mesh(mesh))
    return dict(fn=f, args=(X, W), out=None, mesh=mesh, trace_scope=scope)


@program("pipeline_ppermute_8", "jax", "circular GPipe-style pipeline: shard_map over stage "
         "axis, fori_loop of microbatches with ppermute", "8 stages, width 256, 16 microbatches",
         "1-D stage=8", "forward")
def _pipe():
    import jax, jax.numpy as jnp
    from jax.sharding import PartitionSpec as P
    from jax import shard_map
    mesh = mesh_of(stage=8)
    W = sds((8, 256, 256), jnp.float32, mesh, "stage")
    X = sds((16, 32, 256), jnp.float32, mesh)

    def inner(w, x):
        w = w[0]
        n = jax.lax.axis_size("stage")
        idx = jax.lax.axis_index("stage")
        def step(t, c):
            state, out = c
            inp = jnp.where(idx == 0, x[t % 16], state)
            y = jnp.tanh(inp @ w)
            out = jnp.where(idx == n - 1, out.at[(t - n + 1) % 16].set(y), out)
            state = jax.lax.ppermute(y, "stage", [(i, (i + 1) % 8) for i in range(8)])
            return state, out
        _, out = jax.lax.fori_loop(0, 16 + 7, step, (jnp.zeros((32, 256)), jnp.zeros_like(x)))
        return jax.lax.psum(out, "stage")
    f = shard_map(inner, mesh=mesh, in_specs=(P("stage"), P()), out_specs=P(), check_vma=False)
    return dict(fn=f, args=(W, X), out=None, mesh=mesh)


@program("hf_gpt2_24l_fsdp_tp", "transformers", "FlaxGPT2LMHeadModel 24 layers",
         "n_layer=24 n_embd=256 n_head=8 vocab=1024", "2x4 fsdp x model: params largest dim "
         "over model, batch over fsdp", "train step adamw donated", packages=("optax", "flax"))
def _gpt2big():
    import optax
    return gpt2_train_step(mesh_of(fsdp=2, model=4), "fsdp", dict(n_embd=256, n_layer=24, n_head=8),
                           largest_spec("model", 4), optax.adamw(1e-4))


@program("assoc_scan_map_while_4x2", "jax", "lax.associative_scan, lax.map, nested scan in "
         "while_loop, lax.switch over 3 branches, sort with 2 operands",
         "x [64,256]", "4x2 data x model", "forward")
def _misc2():
    import jax, jax.numpy as jnp
    mesh = mesh_of(data=4, model=2)
    X = sds((64, 256), jnp.float32, mesh, "data", "model")
    K = sds((64, 256), jnp.int32, mesh, "data", "model")
    I = sds((), jnp.int32, mesh)

    def f(x, k, i):
        a = jax.lax.associative_scan(jnp.add, x, axis=1)
        m = jax.lax.map(lambda r: jnp.sort(r), x)
        def wcond(c): return c[0] < 3
        def wbody(c):
            n, y = c
            y, _ = jax.lax.scan(lambda h, _: (jnp.sin(h) + h, None), y, None, length=4)
            return n + 1, y
        _, y = jax.lax.while_loop(wcond, wbody, (0, x))
        s = jax.lax.switch(i, [lambda v: v * 2, lambda v: -v, lambda v: jnp.exp(v)], y)
        sk, sv = jax.lax.sort((k, x), dimension=1, num_keys=1)
        return a + m + s + sv, sk
    return dict(fn=f, args=(X, K, I), out=None, mesh=mesh)


@program("fft_filter_4x2", "jax", "jnp.fft (rfft/irfft over the last axis, fft2/ifft2 over the last "
         "two), complex multiply, real, imag, abs", "x [8,16,64]", "4x2 data x model", "forward")
def _fft_filter():
    import jax, jax.numpy as jnp
    mesh = mesh_of(data=4, model=2)
    X = sds((8, 16, 64), jnp.float32, mesh, "data", "model")
    H = sds((33,), jnp.complex64, mesh)

    def f(x, h):
        smooth = jnp.fft.irfft(jnp.fft.rfft(x, axis=-1) * h, n=64, axis=-1)
        z = jnp.fft.fft2(x.astype(jnp.complex64))
        back = jnp.fft.ifft2(z * z[:1])  # (no conj: stablehlo.complex has no OpKind yet)
        return smooth + jnp.real(back) - jnp.imag(back), jnp.abs(z).sum(axis=(1, 2))
    return dict(fn=f, args=(X, H), out=None, mesh=mesh)


@program("rbg_dropout_8", "jax", "dropout masks from jax.random's 'rbg' keys "
         "(stablehlo.rng_bit_generator) and lax.rng_bit_generator THREE_FRY, output split over data",
         "x [64,256]", "8 data", "forward")
def _rbg_dropout():
    import jax, jax.numpy as jnp
    mesh = mesh_of(data=8)
    X = sds((64, 256), jnp.float32, mesh, "data")
    KEY = sds((4,), jnp.uint32, mesh)

    def f(x, seed):
        key = jax.random.wrap_key_data(seed, impl="rbg")
        keep = jax.random.bernoulli(key, 0.9, x.shape)
        new_seed, bits = jax.lax.rng_bit_generator(seed, (64, 256), dtype=jnp.uint32,
                                                   algorithm=jax.lax.RandomAlgorithm.RNG_THREE_FRY)
        noise = (bits >> 9).astype(jnp.float32) * (2.0 ** -23)
        y = jax.lax.with_sharding_constraint(jnp.where(keep, x / 0.9, 0.0) + noise, ns(mesh, "data"))
        return y, new_seed
    return dict(fn=f, args=(X, KEY), out=None, mesh=mesh)


# ----------------------------------------------------------------

def export_syntax(syntax, only):
    os.environ.setdefault("KERAS_BACKEND", "jax")
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
    import export as zoo
    versions, dump_dir, scratch = zoo.start_syntax(syntax, OUT)
    t = tp()
    for prog in PROGRAMS:
        if only and not re.search(only, prog["name"]):
            continue
        t0 = time.time()
        try:
            built = prog["builder"]()
            t.export_one(prog, built, syntax, OUT, dump_dir, versions)
            print(f"  ({time.time() - t0:.1f} s)", flush=True)
        except Exception:
            print(f"EXPORT FAILED {prog['name']}.{syntax}", flush=True)
            traceback.print_exc()


def main():
    global OUT
    ap = argparse.ArgumentParser()
    ap.add_argument("--only")
    ap.add_argument("--syntax", default="both")
    ap.add_argument("--out", default=str(OUT))
    a = ap.parse_args()
    OUT = Path(a.out)
    OUT.mkdir(parents=True, exist_ok=True)
    if a.syntax == "both":
        for s in ("gspmd", "shardy"):
            subprocess.run([sys.executable, __file__, "--syntax", s, "--out", str(OUT)] +
                           (["--only", a.only] if a.only else []))
    else:
        export_syntax(a.syntax, a.only)


if __name__ == "__main__":
    main()
