#!/usr/bin/env python3
"""Reach, second sweep (session 15, issue 15): programs real users export that earlier sweeps
never produced. Three suites, all from code installed from PyPI, small configs built locally,
random weights (never a checkpoint), 8 host CPU devices, a data=2 x model=4 mesh, shardings
on the arguments:

  hf-generate  Hugging Face Flax `generate()` (transformers 4.46.3): greedy, sampling with
               top-k/top-p/temperature, beam search, for GPT-2, Llama, T5, Bart and Whisper
               (conv front end, encoder-decoder cross attention): whole generation loops.
  diffusers    diffusers 0.31 Flax: UNet2DConditionModel and AutoencoderKL forward passes,
               and a denoising training step (noise drawn inside the step).
  train        flax.linen/optax/jax training-step constructs: BatchNorm with mutable
               batch_stats, optax adafactor/lion/lamb/masked adamw with global-norm
               clipping/MultiSteps, checkpoint policies, lax.map, vmap of scan, a pipeline
               shard_map with ppermute, a Shampoo-like preconditioner (cholesky, qr, eigh,
               svd, triangular_solve), int8/fp8/bf16 mixed precision, dropout, conv transpose.

Usage:
  bench/.venv/bin/python bench/models/export_reach2.py [--suite hf-generate|diffusers|train|all]
      [--only REGEX] [--syntax shardy|gspmd|both] [--out DIR] [--no-compile] [--shardproof BIN]
Writes DIR/<name>.<syntax>.mlir and DIR/<name>.<syntax>.xla.json (mesh + XLA's
memory_analysis, the format compare_memory.py --models DIR reads; default
bench/models/reach/reach2, ignored by git) and prints `check`'s first line for each.
Each syntax runs in its own process (the partitioner flag is read once per process).
"""
from __future__ import annotations
import argparse, json, os, re, subprocess, sys, traceback
from pathlib import Path

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(Path(__file__).resolve().parent))
import export as corpus_export  # noqa: E402  compiled_stats (no JAX import at module level)
from export_libs import P, sds, auto_mesh  # noqa: E402

PROGRAMS = []
B = 8


def program(name, suite):
    def deco(builder):
        PROGRAMS.append(dict(name=name, suite=suite, builder=builder))
        return builder
    return deco


def mesh2():
    return auto_mesh((2, 4), ("data", "model"))


def last_dim_spec(shape):
    """The last dimension over model where it divides (as sweep_reach.py shards HF weights)."""
    return P(*([None] * (len(shape) - 1) + ["model"])) if len(shape) >= 2 and shape[-1] % 4 == 0 else P()


def shard_tree(tree, mesh, spec_of=last_dim_spec):
    import jax
    return jax.tree.map(lambda x: sds(x.shape, x.dtype, mesh, spec_of(x.shape)), tree)


def mean_sq(x):
    import jax.numpy as jnp
    return jnp.mean(jnp.square(x.astype(jnp.float32)))


# ------------------------------------------------------------------ HF Flax generate()

def hf_model(cls_name, config):
    import jax, transformers
    model = getattr(transformers, cls_name)(config, seed=0, _do_init=False)
    return model


def hf_generate(cls_name, config, inputs, mode, new_tokens=6):
    """jit(model.generate) with the generation options static. inputs: name -> (shape, dtype)."""
    import jax, jax.numpy as jnp
    mesh = mesh2()
    model = hf_model(cls_name, config)
    first = next(iter(inputs.values()))[0]
    params = jax.eval_shape(lambda: model.init_weights(jax.random.PRNGKey(0), (1,) + tuple(first[1:])))
    params = shard_tree(params, mesh)
    opts = dict(max_new_tokens=new_tokens, pad_token_id=0, eos_token_id=2)
    if mode == "greedy":
        opts.update(do_sample=False, num_beams=1)
    elif mode == "sample":
        opts.update(do_sample=True, top_k=20, top_p=0.9, temperature=0.7, num_beams=1)
    elif mode == "beam":
        opts.update(do_sample=False, num_beams=4, length_penalty=1.0, early_stopping=True)
    names = list(inputs)

    def gen(p, key, *xs):
        kw = dict(zip(names, xs))
        main = kw.pop(names[0])
        extra = {"prng_key": key} if mode == "sample" else {}
        return model.generate(main, params=p, **kw, **extra, **opts).sequences
    args = [sds(s, d, mesh, P("data")) for s, d in inputs.values()]
    return dict(fn=gen, mesh=mesh, args=(params, jax.eval_shape(lambda: jax.random.PRNGKey(0)), *args))


def _gpt2():
    from transformers import GPT2Config
    return GPT2Config(n_embd=64, n_layer=2, n_head=4, vocab_size=512, n_positions=64, bos_token_id=1, eos_token_id=2)


def _llama():
    from transformers import LlamaConfig
    return LlamaConfig(hidden_size=64, num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
                       intermediate_size=128, vocab_size=512, max_position_embeddings=64,
                       bos_token_id=1, eos_token_id=2, pad_token_id=0)


def _t5():
    # transformers 4.46's Flax T5 calls jnp.clip(x, a_min=, a_max=), keywords JAX 0.10 removed;
    # map them onto min=/max= so the library's own code lowers unchanged otherwise.
    import jax.numpy as jnp
    if not getattr(jnp.clip, "_reach2_shim", False):
        clip = jnp.clip

        def shim(x, a_min=None, a_max=None, **kw):
            return clip(x, min=kw.pop("min", a_min), max=kw.pop("max", a_max), **kw)
        shim._reach2_shim = True
        jnp.clip = shim
    from transformers import T5Config
    return T5Config(d_model=64, d_kv=16, d_ff=128, num_layers=2, num_heads=4, vocab_size=512,
                    decoder_start_token_id=0, pad_token_id=0, eos_token_id=1)


def _bart():
    from transformers import BartConfig
    return BartConfig(d_model=64, encoder_layers=2, decoder_layers=2, encoder_attention_heads=4,
                      decoder_attention_heads=4, encoder_ffn_dim=128, decoder_ffn_dim=128, vocab_size=512,
                      max_position_embeddings=64, pad_token_id=1, bos_token_id=0, eos_token_id=2,
                      decoder_start_token_id=2, forced_eos_token_id=2)


def _whisper():
    from transformers import WhisperConfig
    return WhisperConfig(d_model=64, encoder_layers=2, decoder_layers=2, encoder_attention_heads=4,
                         decoder_attention_heads=4, encoder_ffn_dim=128, decoder_ffn_dim=128, vocab_size=512,
                         num_mel_bins=16, max_source_positions=16, max_target_positions=32,
                         pad_token_id=0, bos_token_id=1, eos_token_id=2, decoder_start_token_id=1,
                         suppress_tokens=[], begin_suppress_tokens=[])


def _ids(s=16):
    import numpy as np
    return {"input_ids": ((B, s), np.int32)}


for _fam, _cls, _cfg, _modes in [
        ("gpt2", "FlaxGPT2LMHeadModel", _gpt2, ("greedy", "sample", "beam")),
        ("llama", "FlaxLlamaForCausalLM", _llama, ("greedy", "sample", "beam")),
        ("t5", "FlaxT5ForConditionalGeneration", _t5, ("greedy", "beam")),
        ("bart", "FlaxBartForConditionalGeneration", _bart, ("greedy", "sample", "beam"))]:
    for _m in _modes:
        program(f"hf_{_fam}_gen_{_m}", "hf-generate")(
            lambda c=_cls, f=_cfg, m=_m: hf_generate(c, f(), _ids(), m))


def _whisper_gen(mode):
    import numpy as np
    cfg = _whisper()
    return hf_generate("FlaxWhisperForConditionalGeneration", cfg,
                       {"input_features": ((B, cfg.num_mel_bins, 2 * cfg.max_source_positions), np.float32)}, mode)


program("hf_whisper_gen_greedy", "hf-generate")(lambda: _whisper_gen("greedy"))
program("hf_whisper_gen_beam", "hf-generate")(lambda: _whisper_gen("beam"))


# ------------------------------------------------------------------ diffusers Flax

def _unet():
    from diffusers import FlaxUNet2DConditionModel
    return FlaxUNet2DConditionModel(
        sample_size=16, in_channels=4, out_channels=4, block_out_channels=(32, 64), layers_per_block=1,
        down_block_types=("CrossAttnDownBlock2D", "DownBlock2D"), up_block_types=("UpBlock2D", "CrossAttnUpBlock2D"),
        cross_attention_dim=32, attention_head_dim=8)


def _conv_spec(shape):  # conv kernels HWIO: output channels over model; others as HF
    return last_dim_spec(shape)


@program("diffusers_unet_fwd", "diffusers")
def _():
    import jax, jax.numpy as jnp
    mesh = mesh2()
    unet = _unet()
    params = shard_tree(jax.eval_shape(lambda: unet.init_weights(jax.random.PRNGKey(0))), mesh, _conv_spec)

    def fwd(p, x, t, ctx):
        return unet.apply({"params": p}, x, t, ctx).sample
    return dict(fn=fwd, mesh=mesh, args=(params, sds((B, 4, 16, 16), jnp.float32, mesh, P("data")),
                                         sds((B,), jnp.int32, mesh, P("data")),
                                         sds((B, 8, 32), jnp.float32, mesh, P("data"))))


def _megatron_spec(path, shape):
    """Tensor parallelism as Megatron lays it out: attention q/k/v and the feed-forward's first
    projection split by output features over model, the attention output and the
    feed-forward's second projection by input features (row-parallel); the rest replicated."""
    names = "/".join(str(getattr(k, "key", k)) for k in path)
    if len(shape) == 2 and shape[-1] % 4 == 0 and any(t in names for t in ("to_q", "to_k", "to_v", "ff/net_0/proj")):
        return P(None, "model")
    if len(shape) == 2 and shape[0] % 4 == 0 and any(t in names for t in ("to_out_0", "ff/net_2")):
        return P("model", None)
    return P()


@program("diffusers_unet_tp_fwd", "diffusers")
def _():
    """The UNet forward with Megatron-style tensor parallelism over model and the batch over
    data (issue 40: a sound `check`, a wrong `run` before the strided-factor fix)."""
    import jax, jax.numpy as jnp
    mesh = mesh2()
    unet = _unet()
    shapes = jax.eval_shape(lambda: unet.init_weights(jax.random.PRNGKey(0)))
    params = jax.tree_util.tree_map_with_path(
        lambda path, x: sds(x.shape, x.dtype, mesh, _megatron_spec(path, x.shape)), shapes)

    def fwd(p, x, t, ctx):
        return unet.apply({"params": p}, x, t, ctx).sample
    return dict(fn=fwd, mesh=mesh, args=(params, sds((B, 4, 16, 16), jnp.float32, mesh, P("data")),
                                         sds((B,), jnp.int32, mesh, P("data")),
                                         sds((B, 8, 32), jnp.float32, mesh, P("data"))))


@program("diffusers_unet_train", "diffusers")
def _():
    """A denoising step: noise and timesteps drawn inside the step from a key, DDPM-style
    noisy sample, MSE on the predicted noise, AdamW."""
    import jax, jax.numpy as jnp, optax
    mesh = mesh2()
    unet = _unet()
    params = shard_tree(jax.eval_shape(lambda: unet.init_weights(jax.random.PRNGKey(0))), mesh, _conv_spec)
    opt = optax.adamw(1e-4)
    state = shard_tree(jax.eval_shape(opt.init, params), mesh, _conv_spec)
    betas = jnp.linspace(1e-4, 0.02, 100)
    abar = jnp.cumprod(1 - betas)

    def step(p, s, key, x0, ctx):
        k1, k2 = jax.random.split(key)
        noise = jax.random.normal(k1, x0.shape)
        t = jax.random.randint(k2, (x0.shape[0],), 0, 100)
        a = abar[t][:, None, None, None]
        xt = jnp.sqrt(a) * x0 + jnp.sqrt(1 - a) * noise

        def loss(p):
            return jnp.mean((unet.apply({"params": p}, xt, t, ctx).sample - noise) ** 2)
        l, g = jax.value_and_grad(loss)(p)
        u, s = opt.update(g, s, p)
        return optax.apply_updates(p, u), s, l
    return dict(fn=step, mesh=mesh, args=(params, state, jax.eval_shape(lambda: jax.random.PRNGKey(0)),
                                          sds((B, 4, 16, 16), jnp.float32, mesh, P("data")),
                                          sds((B, 8, 32), jnp.float32, mesh, P("data"))))


@program("diffusers_attn3_fwd", "diffusers")
def _():
    """Three of diffusers' FlaxAttention (8 heads of 4, the UNet's first block at 16x16) in
    sequence: the trimmed UNet whose softmax scale XLA CSEs into one broadcast buffer."""
    import jax, jax.numpy as jnp
    from diffusers.models.attention_flax import FlaxAttention
    mesh = mesh2()
    attn = FlaxAttention(query_dim=32, heads=8, dim_head=4)
    one = jax.eval_shape(lambda: attn.init(jax.random.PRNGKey(0), jnp.zeros((1, 256, 32))))
    params = shard_tree([one] * 3, mesh)

    def fwd(ps, x):
        for p in ps:
            x = x + attn.apply(p, x)
        return x
    return dict(fn=fwd, mesh=mesh, args=(params, sds((B, 256, 32), jnp.float32, mesh, P("data"))))


def _vae():
    from diffusers import FlaxAutoencoderKL
    return FlaxAutoencoderKL(in_channels=3, out_channels=3, down_block_types=("DownEncoderBlock2D",) * 2,
                             up_block_types=("UpDecoderBlock2D",) * 2, block_out_channels=(32, 64),
                             layers_per_block=1, latent_channels=4, sample_size=32, norm_num_groups=32)


@program("diffusers_vae_fwd", "diffusers")
def _():
    """Encode, sample the posterior (a key), decode."""
    import jax, jax.numpy as jnp
    mesh = mesh2()
    vae = _vae()
    params = shard_tree(jax.eval_shape(lambda: vae.init_weights(jax.random.PRNGKey(0))), mesh, _conv_spec)

    def fwd(p, key, x):
        return vae.apply({"params": p}, x, sample_posterior=True, rngs={"gaussian": key}).sample
    return dict(fn=fwd, mesh=mesh, args=(params, jax.eval_shape(lambda: jax.random.PRNGKey(0)),
                                         sds((B, 3, 32, 32), jnp.float32, mesh, P("data"))))


# ------------------------------------------------------------------ training-step constructs

def _mlp_lm(dtype=None):
    import flax.linen as nn

    class LM(nn.Module):
        @nn.compact
        def __call__(self, ids, train=False):
            x = nn.Embed(512, 128, dtype=dtype)(ids)
            for i in range(2):
                h = nn.LayerNorm(dtype=dtype)(x)
                h = nn.Dense(256, dtype=dtype)(h)
                h = nn.gelu(h)
                h = nn.Dropout(0.1, deterministic=not train)(h)
                x = x + nn.Dense(128, dtype=dtype)(h)
            return nn.Dense(512, dtype=dtype)(nn.LayerNorm(dtype=dtype)(x))
    return LM()


def _lm_step(opt, dtype=None, dropout=False):
    import jax, jax.numpy as jnp, optax
    mesh = mesh2()
    model = _mlp_lm(dtype)
    ids = sds((B, 32), jnp.int32, mesh, P("data"))
    params = shard_tree(jax.eval_shape(lambda: model.init(jax.random.PRNGKey(0), jnp.zeros((1, 32), jnp.int32))), mesh)
    state = jax.eval_shape(opt.init, params)
    state = shard_tree(state, mesh)  # moments as their parameters; factored rows/columns replicated

    def step(p, s, key, ids):
        def loss(p):
            logits = model.apply(p, ids, train=dropout, rngs={"dropout": key} if dropout else None)
            return jnp.mean(optax.softmax_cross_entropy_with_integer_labels(
                logits[:, :-1].astype(jnp.float32), ids[:, 1:]))
        l, g = jax.value_and_grad(loss)(p)
        u, s = opt.update(g, s, p)
        return optax.apply_updates(p, u), s, l
    return dict(fn=step, mesh=mesh, donate=(0, 1),
                args=(params, state, jax.eval_shape(lambda: jax.random.PRNGKey(0)), ids))


@program("opt_adafactor", "train")
def _():
    import optax
    return _lm_step(optax.adafactor(1e-3))


@program("opt_lion", "train")
def _():
    import optax
    return _lm_step(optax.lion(1e-4, weight_decay=0.1))


@program("opt_lamb", "train")
def _():
    import optax
    return _lm_step(optax.lamb(1e-3))


@program("opt_adamw_mask_clip", "train")
def _():
    """clip_by_global_norm then AdamW whose weight decay skips biases and norm scales (a mask)."""
    import jax, optax
    mask = lambda p: jax.tree.map(lambda x: x.ndim >= 2, p)  # noqa: E731
    return _lm_step(optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(1e-3, weight_decay=0.1, mask=mask)))


@program("opt_multisteps", "train")
def _():
    """optax.MultiSteps: gradients accumulated over 4 calls, the update applied on the 4th (a cond)."""
    import optax
    return _lm_step(optax.MultiSteps(optax.adam(1e-3), every_k_schedule=4))


@program("lm_dropout_bf16", "train")
def _():
    """bf16 compute on f32 parameters, dropout keys drawn inside the step."""
    import jax.numpy as jnp, optax
    return _lm_step(optax.adamw(1e-3), dtype=jnp.bfloat16, dropout=True)


@program("resnet_bn_train", "train")
def _():
    """A small ResNet with BatchNorm: batch_stats mutable in the step, SGD with momentum."""
    import jax, jax.numpy as jnp, flax.linen as nn, optax
    mesh = mesh2()

    class Block(nn.Module):
        ch: int
        stride: int

        @nn.compact
        def __call__(self, x, train):
            y = nn.Conv(self.ch, (3, 3), (self.stride, self.stride), use_bias=False)(x)
            y = nn.relu(nn.BatchNorm(use_running_average=not train)(y))
            y = nn.Conv(self.ch, (3, 3), use_bias=False)(y)
            y = nn.BatchNorm(use_running_average=not train, scale_init=nn.initializers.zeros)(y)
            if x.shape[-1] != self.ch or self.stride != 1:
                x = nn.BatchNorm(use_running_average=not train)(
                    nn.Conv(self.ch, (1, 1), (self.stride, self.stride), use_bias=False)(x))
            return nn.relu(x + y)

    class ResNet(nn.Module):
        @nn.compact
        def __call__(self, x, train=True):
            x = nn.relu(nn.BatchNorm(use_running_average=not train)(nn.Conv(16, (3, 3), use_bias=False)(x)))
            x = nn.max_pool(x, (3, 3), (2, 2), padding="SAME")
            for ch, st in ((16, 1), (32, 2), (64, 2)):
                x = Block(ch, st)(x, train)
            return nn.Dense(10)(jnp.mean(x, axis=(1, 2)))
    model = ResNet()
    variables = jax.eval_shape(lambda: model.init(jax.random.PRNGKey(0), jnp.zeros((1, 32, 32, 3)), train=False))
    params = shard_tree(variables["params"], mesh)
    stats = shard_tree(variables["batch_stats"], mesh, lambda s: P())
    opt = optax.sgd(0.1, momentum=0.9, nesterov=True)
    state = shard_tree(jax.eval_shape(opt.init, variables["params"]), mesh)

    def step(p, bs, s, x, y):
        def loss(p):
            logits, new = model.apply({"params": p, "batch_stats": bs}, x, train=True, mutable=["batch_stats"])
            return jnp.mean(optax.softmax_cross_entropy_with_integer_labels(logits, y)), new["batch_stats"]
        (l, bs), g = jax.value_and_grad(loss, has_aux=True)(p)
        u, s = opt.update(g, s, p)
        return optax.apply_updates(p, u), bs, s, l
    return dict(fn=step, mesh=mesh, args=(params, stats, state, sds((B, 32, 32, 3), jnp.float32, mesh, P("data")),
                                          sds((B,), jnp.int32, mesh, P("data"))))


@program("remat_names_scan", "train")
def _():
    """jax.checkpoint(policy=save_only_these_names) on named intermediates of a scanned layer."""
    import jax, jax.numpy as jnp
    from jax.ad_checkpoint import checkpoint_name
    mesh = mesh2()
    policy = jax.checkpoint_policies.save_only_these_names("qk", "ffn_in")

    def layer(x, w):
        q = checkpoint_name(x @ w["q"], "qk")
        a = jax.nn.softmax(q @ jnp.swapaxes(x, -1, -2) / 8.0, axis=-1) @ x
        h = checkpoint_name(jax.nn.relu((x + a) @ w["up"]), "ffn_in")
        return x + a + h @ w["down"], None

    def loss(ws, x):
        y, _ = jax.lax.scan(jax.checkpoint(layer, policy=policy), x, ws)
        return jnp.mean(y ** 2)
    ws = {"q": sds((3, 64, 64), jnp.float32, mesh, P(None, None, "model")),
          "up": sds((3, 64, 256), jnp.float32, mesh, P(None, None, "model")),
          "down": sds((3, 256, 64), jnp.float32, mesh, P(None, "model", None))}
    return dict(fn=jax.value_and_grad(loss), mesh=mesh, args=(ws, sds((B, 32, 64), jnp.float32, mesh, P("data"))))


@program("lax_map_chunks", "train")
def _():
    """jax.lax.map over chunks of the batch (batch_size=2: a scan plus the remainder)."""
    import jax, jax.numpy as jnp
    mesh = mesh2()

    def fwd(w, x):
        return jax.lax.map(lambda xi: jnp.tanh(xi @ w).sum(-1), x, batch_size=3)
    return dict(fn=jax.value_and_grad(lambda w, x: jnp.sum(fwd(w, x))), mesh=mesh,
                args=(sds((64, 128), jnp.float32, mesh, P(None, "model")),
                      sds((8, 16, 64), jnp.float32, mesh, P(None, "data"))))


@program("vmap_scan_ensemble", "train")
def _():
    """vmap over an ensemble of 4 RNNs, each a lax.scan over time; ensemble on model, batch on data."""
    import jax, jax.numpy as jnp
    mesh = mesh2()

    def rnn(w, u, xs):
        def cell(h, x):
            h = jnp.tanh(h @ w + x @ u)
            return h, h
        _, hs = jax.lax.scan(cell, jnp.zeros((xs.shape[1], w.shape[0])), xs)
        return jnp.mean(hs ** 2)
    ens = jax.vmap(rnn, in_axes=(0, 0, None))
    return dict(fn=jax.value_and_grad(lambda w, u, xs: jnp.sum(ens(w, u, xs)), argnums=(0, 1)), mesh=mesh,
                args=(sds((4, 64, 64), jnp.float32, mesh, P("model")), sds((4, 32, 64), jnp.float32, mesh, P("model")),
                      sds((12, B, 32), jnp.float32, mesh, P(None, "data"))))


@program("pipeline_ppermute", "train")
def _():
    """GPipe-style pipeline over the model axis (4 stages) in shard_map: microbatches shifted
    stage to stage with ppermute inside a fori_loop; data parallel over data. Gradient too."""
    import jax, jax.numpy as jnp
    mesh = mesh2()
    n_stages, n_micro = 4, 4

    def stage_fn(w, x):
        return jnp.tanh(x @ w[0])

    def pipeline(w, xs):  # w: [1, D, D] this stage's; xs: [n_micro, mb, D]
        stage = jax.lax.axis_index("model")
        perm = [(i, (i + 1) % n_stages) for i in range(n_stages)]

        def body(t, carry):
            state, outs = carry
            inp = jnp.where(stage == 0, xs[t % n_micro], state)
            y = stage_fn(w, inp)
            outs = jnp.where((stage == n_stages - 1) & (t >= n_stages - 1),
                             outs.at[(t - n_stages + 1) % n_micro].set(y), outs)
            return jax.lax.ppermute(y, "model", perm), outs
        state = jnp.zeros_like(xs[0])
        _, outs = jax.lax.fori_loop(0, n_micro + n_stages - 1, body, (state, jnp.zeros_like(xs)))
        return jax.lax.psum(jnp.where(stage == n_stages - 1, outs, 0.0), "model")

    f = jax.shard_map(pipeline, mesh=mesh, in_specs=(P("model"), P(None, "data")), out_specs=P(None, "data"),
                      check_vma=False)
    return dict(fn=jax.value_and_grad(lambda w, xs: jnp.mean(f(w, xs) ** 2)), mesh=mesh,
                args=(sds((4, 64, 64), jnp.float32, mesh, P("model")),
                      sds((n_micro, B, 64), jnp.float32, mesh, P(None, "data"))))


@program("shampoo_linalg", "train")
def _():
    """A Shampoo-like step on 2-D weights: statistics G G^T, inverse roots by eigh, a cholesky
    solve, a QR and an SVD of the gradient (orthogonalised update), a triangular solve."""
    import jax, jax.numpy as jnp
    mesh = mesh2()

    def inv_root(m, p=4):
        w, v = jnp.linalg.eigh(m + 1e-4 * jnp.eye(m.shape[0]))
        return (v * jnp.maximum(w, 1e-6) ** (-1.0 / p)) @ v.T

    def step(w, x, L, R):
        g = jax.grad(lambda w: jnp.mean(jnp.tanh(x @ w) ** 2))(w)
        L = 0.9 * L + g @ g.T
        R = 0.9 * R + g.T @ g
        pre = inv_root(L) @ g @ inv_root(R)
        c = jnp.linalg.cholesky(L + jnp.eye(L.shape[0]))
        pre = pre + jax.scipy.linalg.cho_solve((c, True), g)
        q, _ = jnp.linalg.qr(g)
        u, _, vt = jnp.linalg.svd(g, full_matrices=False)
        pre = pre + q @ (u @ vt)[: q.shape[1]] * 0.0 + u @ vt
        pre = pre + jax.scipy.linalg.solve_triangular(c, g, lower=True)
        return w - 1e-3 * pre, L, R
    return dict(fn=step, mesh=mesh, args=(sds((64, 32), jnp.float32, mesh, P(None, "model")),
                                          sds((B, 64), jnp.float32, mesh, P("data")),
                                          sds((64, 64), jnp.float32, mesh, P()),
                                          sds((32, 32), jnp.float32, mesh, P())))


@program("quant_int8_fp8", "train")
def _():
    """Inference with int8 weights (per-channel scales, int8 x int8 -> int32 dot) and an fp8
    (e4m3) matmul with bf16 activations, f32 accumulation."""
    import jax, jax.numpy as jnp
    mesh = mesh2()

    def fwd(w8, scale, w2, x):
        xs = jnp.max(jnp.abs(x), axis=-1, keepdims=True) / 127.0
        xq = jnp.clip(jnp.round(x / xs), -127, 127).astype(jnp.int8)
        acc = jax.lax.dot_general(xq, w8, (((1,), (0,)), ((), ())), preferred_element_type=jnp.int32)
        h = (acc.astype(jnp.float32) * xs * scale).astype(jnp.bfloat16)
        h8 = h.astype(jnp.float8_e4m3fn)
        y = jax.lax.dot_general(h8, w2.astype(jnp.float8_e4m3fn), (((1,), (0,)), ((), ())),
                                preferred_element_type=jnp.float32)
        return y.astype(jnp.bfloat16)
    return dict(fn=fwd, mesh=mesh, args=(sds((128, 256), jnp.int8, mesh, P(None, "model")),
                                         sds((256,), jnp.float32, mesh, P("model")),
                                         sds((256, 128), jnp.bfloat16, mesh, P("model")),
                                         sds((B * 4, 128), jnp.float32, mesh, P("data"))))


@program("conv_transpose_decoder", "train")
def _():
    """A conv decoder: ConvTranspose upsampling, jax.image.resize (bilinear), GroupNorm; gradient."""
    import jax, jax.numpy as jnp, flax.linen as nn
    mesh = mesh2()

    class Dec(nn.Module):
        @nn.compact
        def __call__(self, z):
            x = nn.ConvTranspose(32, (4, 4), strides=(2, 2))(z)
            x = nn.silu(nn.GroupNorm(num_groups=8)(x))
            n, h, w, c = x.shape
            x = jax.image.resize(x, (n, 2 * h, 2 * w, c), "bilinear")
            return nn.Conv(3, (3, 3))(x)
    model = Dec()
    params = shard_tree(jax.eval_shape(lambda: model.init(jax.random.PRNGKey(0), jnp.zeros((1, 8, 8, 16)))), mesh)
    return dict(fn=jax.value_and_grad(lambda p, z: mean_sq(model.apply(p, z))), mesh=mesh,
                args=(params, sds((B, 8, 8, 16), jnp.float32, mesh, P("data"))))


# ------------------------------------------------------------------ driver

def check(binary, path):
    r = subprocess.run([binary, "check", str(path), "--topology", str(ROOT / "examples/topologies/xla-cpu-8.json")],
                       capture_output=True, text=True)
    if r.returncode in (0, 1):
        found = re.search(r"(\d+) redistributions?, (all proved|[^\n]*)", r.stdout)
        return r.returncode, found.group(0) if found else r.stdout.strip().splitlines()[-1][:200]
    return r.returncode, (r.stderr.strip().splitlines() or [""])[0][:240]


def run_syntax(a, syntax):
    import jax
    jax.config.update("jax_use_shardy_partitioner", syntax == "shardy")
    a.out.mkdir(parents=True, exist_ok=True)
    counts = {"checked": 0, "rejected": 0, "not exported": 0}
    for prog in PROGRAMS:
        if (a.suite != "all" and prog["suite"] != a.suite) or (a.only and not re.search(a.only, prog["name"])):
            continue
        name = f"{prog['name']}.{syntax}"
        try:
            built = prog["builder"]()
            lowered = jax.jit(built["fn"], donate_argnums=built.get("donate", ())).lower(*built["args"])
            text = lowered.as_text()
        except Exception as e:
            counts["not exported"] += 1
            print(f"{name:36s} not exported: {type(e).__name__}: {str(e).splitlines()[0][:200] if str(e) else ''}",
                  flush=True)
            if a.verbose:
                traceback.print_exc(limit=-4)
            continue
        path = a.out / f"{name}.mlir"
        path.write_text(text)
        if not a.no_compile:
            meta = {"mesh": {"axes": [{"name": "data", "size": 2}, {"name": "model", "size": 4}]}}
            try:
                meta["memory_analysis"], meta["cost_analysis"] = corpus_export.compiled_stats(lowered.compile())
            except Exception as e:
                meta["compile_error"] = f"{type(e).__name__}: {e}"[:400]
            path.with_suffix(".xla.json").write_text(json.dumps(meta, indent=1) + "\n")
        rc, line = check(a.shardproof, path)
        counts["checked" if rc in (0, 1) else "rejected"] += 1
        print(f"{name:36s} check exit {rc}: {line}", flush=True)
    print(syntax, ", ".join(f"{k}: {v}" for k, v in counts.items()), flush=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--suite", choices=("hf-generate", "diffusers", "train", "all"), default="all")
    ap.add_argument("--only")
    ap.add_argument("--syntax", choices=("shardy", "gspmd", "both"), default="both")
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "models" / "reach" / "reach2")
    ap.add_argument("--shardproof", default=str(ROOT / "build" / "cli" / "shardproof"))
    ap.add_argument("--no-compile", action="store_true", help="lower only (no XLA memory figures)")
    ap.add_argument("--verbose", action="store_true")
    a = ap.parse_args()
    if a.syntax == "both":  # one process per syntax
        rest = [x for i, x in enumerate(sys.argv[1:]) if x != "--syntax" and sys.argv[i] != "--syntax"]
        for s in ("shardy", "gspmd"):
            subprocess.run([sys.executable, __file__, *rest, "--syntax", s])
        return
    run_syntax(a, a.syntax)


if __name__ == "__main__":
    main()
