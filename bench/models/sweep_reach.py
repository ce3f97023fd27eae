#!/usr/bin/env python3
"""Reach: does `shardproof check` read what a new user exports? Builds the forward pass of
every Hugging Face Flax model class and KerasHub backbone listed below from a small config
with random weights (never a checkpoint), lowers it with jax.jit(...).lower(...).as_text()
on a data=2 x model=4 mesh (batch over data; the model's weights over model on their last
dimension for HF, KerasHub's own layout map where the backbone has one), and runs
`shardproof check` on the text as it comes, one line per model. Lowering only: nothing is
compiled or run, so the sweep is quick; memory against XLA is compare_memory.py's job.

Usage: bench/.venv/bin/python bench/models/sweep_reach.py [--only REGEX] [--train] [--syntax shardy|gspmd]
                                                         [--out DIR] [--shardproof BIN]
--train lowers a training step (AdamW for HF, SGD for KerasHub) on the mean square of the
output instead of the forward pass. --compare also compiles each with XLA and writes DIR/<name>[_train].<syntax>.xla.json, for
`python3 bench/models/compare_memory.py build --models DIR`. Writes DIR/<name>[_train].<syntax>.mlir (default bench/models/reach/, ignored by git) and prints
  name  exported  check-exit  first line of the error, or the redistribution count
"""
from __future__ import annotations
import argparse, inspect, json, os, re, subprocess, sys
from pathlib import Path

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
os.environ.setdefault("KERAS_BACKEND", "jax")
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(Path(__file__).resolve().parent))
import export as corpus_export  # noqa: E402  (compiled_stats: XLA's memory_analysis as the corpora keep it; no JAX import)
B, S = 8, 32

# Small values for every size-like config field the models below use; a field a config
# does not have is left alone.
HF_SMALL = dict(hidden_size=64, num_hidden_layers=2, num_attention_heads=4, intermediate_size=128,
                vocab_size=512, n_embd=64, n_layer=2, n_head=4, d_model=64, encoder_layers=2,
                decoder_layers=2, encoder_attention_heads=4, decoder_attention_heads=4,
                encoder_ffn_dim=128, decoder_ffn_dim=128, num_layers=2, num_heads=4, d_ff=128,
                d_kv=16, ffn_dim=128, num_key_value_heads=2, max_position_embeddings=128,
                n_positions=128, head_dim=16, rotary_dim=8, attention_types=[[["global", "local"], 1]],
                window_size=16, image_size=32, patch_size=8, hidden_sizes=[16, 32], depths=[1, 1],
                embedding_size=16)
TOKENS = {"input_ids": (B, S)}
SEQ2SEQ = {"input_ids": (B, S), "decoder_input_ids": (B, S)}
PIXELS = {"pixel_values": (B, 3, 32, 32)}  # NCHW, as HF Flax vision models take it
HF_MODELS = [
    ("llama", "FlaxLlamaForCausalLM", TOKENS), ("mistral", "FlaxMistralForCausalLM", TOKENS),
    ("gemma", "FlaxGemmaForCausalLM", TOKENS), ("gpt_neo", "FlaxGPTNeoForCausalLM", TOKENS),
    ("gptj", "FlaxGPTJForCausalLM", TOKENS), ("opt", "FlaxOPTForCausalLM", TOKENS),
    ("xglm", "FlaxXGLMForCausalLM", TOKENS), ("bloom", "FlaxBloomForCausalLM", TOKENS),
    ("roberta", "FlaxRobertaForMaskedLM", TOKENS), ("electra", "FlaxElectraModel", TOKENS),
    ("distilbert", "FlaxDistilBertModel", TOKENS), ("albert", "FlaxAlbertModel", TOKENS),
    ("xlm-roberta", "FlaxXLMRobertaModel", TOKENS), ("bert", "FlaxBertForPreTraining", TOKENS),
    ("bart", "FlaxBartForConditionalGeneration", SEQ2SEQ), ("mbart", "FlaxMBartModel", SEQ2SEQ),
    ("pegasus", "FlaxPegasusModel", SEQ2SEQ), ("marian", "FlaxMarianMTModel", SEQ2SEQ),
    ("blenderbot", "FlaxBlenderbotModel", SEQ2SEQ), ("beit", "FlaxBeitModel", PIXELS),
    ("regnet", "FlaxRegNetModel", PIXELS), ("dinov2", "FlaxDinov2Model", PIXELS),
]
# KerasHub decoder-only backbones: the constructor arguments they share, small.
KERAS_SMALL = dict(vocabulary_size=512, num_layers=2, num_query_heads=8, num_heads=4,
                   num_attention_heads=4, num_key_value_heads=4, image_size=32,
                   shared_expert_intermediate_dim=64, hidden_dim=64, intermediate_dim=128, head_dim=16,
                   feedforward_dimension=128, max_sequence_length=128, num_experts=4,
                   top_k=2, moe_intermediate_dim=64, num_experts_per_tok=2, sliding_window_size=16)
KERAS_MODELS = ["LlamaBackbone", "Llama3Backbone", "MistralBackbone", "MixtralBackbone", "GemmaBackbone",
                "Gemma3Backbone", "QwenBackbone", "Qwen3Backbone", "QwenMoeBackbone", "Phi3Backbone",
                "FalconBackbone", "GPT2Backbone", "GPTNeoXBackbone", "OPTBackbone", "BloomBackbone"]


def mesh():  # axes of type Auto, as KerasHub's and the corpus's meshes (jax.make_mesh's may be Explicit)
    import jax, numpy as np
    from jax.sharding import Mesh
    return Mesh(np.array(jax.devices()).reshape(2, 4), ("data", "model"))


def hf_export(cls_name, model_type, inputs, train):
    import jax, numpy as np, transformers
    from jax.sharding import NamedSharding, PartitionSpec as P
    config = transformers.AutoConfig.for_model(model_type)
    for k, v in HF_SMALL.items():
        if hasattr(config, k):
            setattr(config, k, v)
    if "pixel_values" in inputs:
        config.num_channels = 3
    model = getattr(transformers, cls_name)(config, seed=0, _do_init=False)
    m = mesh()
    first = next(iter(inputs.values()))
    if "pixel_values" in inputs:  # init_weights takes NHWC, the call NCHW
        first = (first[0], first[2], first[3], first[1])
    params = jax.eval_shape(lambda: model.init_weights(jax.random.PRNGKey(0), first))

    def weight_spec(x):  # the last dimension over model where it divides
        return P(*([None] * (x.ndim - 1) + ["model"])) if x.ndim >= 2 and x.shape[-1] % 4 == 0 else P()
    dtype = {k: (np.float32 if k == "pixel_values" else np.int32) for k in inputs}
    args = {k: jax.ShapeDtypeStruct(s, dtype[k]) for k, s in inputs.items()}

    def forward(p, kw):
        return jax.tree.leaves(model(**kw, params=p))[0]
    fn = forward
    if train:  # a step of AdamW on the mean square of the first output (its gradient is the program's)
        import optax
        opt = optax.adamw(1e-3)

        def fn(p, kw, state):
            loss, g = jax.value_and_grad(lambda p: jnp_mean_square(forward(p, kw)))(p)
            updates, state = opt.update(g, state, p)
            return optax.apply_updates(p, updates), state, loss
    weights = jax.tree.map(lambda x: NamedSharding(m, weight_spec(x)), params)
    shardings = (weights, {k: NamedSharding(m, P("data")) for k in inputs})
    lowered_args = (params, args)
    if train:
        state = jax.eval_shape(optax.adamw(1e-3).init, params)
        shardings += (jax.tree.map(lambda x: NamedSharding(m, weight_spec(x)), state),)
        lowered_args += (state,)
    return jax.jit(fn, in_shardings=shardings).lower(*lowered_args)


def jnp_mean_square(x):
    import jax.numpy as jnp
    return jnp.mean(jnp.square(x.astype(jnp.float32)))


def keras_export(cls_name, train):
    import jax, keras, keras_hub, numpy as np
    from jax.sharding import NamedSharding, PartitionSpec as P
    cls = getattr(keras_hub.models, cls_name)
    accepted = inspect.signature(cls.__init__).parameters
    kwargs = {k: v for k, v in KERAS_SMALL.items() if k in accepted}
    dmesh = keras.distribution.DeviceMesh(shape=(2, 4), axis_names=("data", "model"),
                                          devices=keras.distribution.list_devices())
    try:
        layout = cls.get_layout_map(dmesh, model_parallel_dim_name="model", data_parallel_dim_name="data")
        dist = keras.distribution.ModelParallel(layout_map=layout, batch_dim_name="data")
    except (AttributeError, NotImplementedError):  # no layout map: weights replicated, batch over data
        dist = keras.distribution.ModelParallel(layout_map=keras.distribution.LayoutMap(dmesh), batch_dim_name="data")
    keras.utils.set_random_seed(0)
    with dist.scope():
        model = cls(**kwargs)
    m = mesh()

    def abstract(vs):
        return [jax.ShapeDtypeStruct(v.value.shape, v.value.dtype, sharding=NamedSharding(m, v.value.sharding.spec))
                for v in vs]
    tv, ntv = abstract(model.trainable_variables), abstract(model.non_trainable_variables)

    def forward(tv, ntv, ids, mask):
        with dist.scope():
            out, _ = model.stateless_call(tv, ntv, {"token_ids": ids, "padding_mask": mask})
        return out
    tokens = jax.ShapeDtypeStruct((B, S), np.int32, sharding=NamedSharding(m, P("data")))
    if not train:
        return jax.jit(forward).lower(tv, ntv, tokens, tokens)

    def step(tv, ntv, ids, mask):  # SGD on the mean square of the sequence output
        loss, g = jax.value_and_grad(lambda tv: jnp_mean_square(forward(tv, ntv, ids, mask)))(tv)
        return [w - 1e-3 * d for w, d in zip(tv, g)], loss
    return jax.jit(step).lower(tv, ntv, tokens, tokens)


def check(binary, path):
    r = subprocess.run([binary, "check", str(path)], capture_output=True, text=True)
    if r.returncode == 0:
        found = re.search(r"(\d+) redistributions?, (all proved|[^\n]*)", r.stdout)
        return 0, found.group(0) if found else ""
    return r.returncode, (r.stderr.strip().splitlines() or [""])[0][:240]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--only", help="regex on the names")
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "models" / "reach")
    ap.add_argument("--shardproof", default=str(ROOT / "build" / "cli" / "shardproof"))
    ap.add_argument("--train", action="store_true", help="a training step instead of the forward pass")
    ap.add_argument("--syntax", choices=("shardy", "gspmd"), default="shardy")
    ap.add_argument("--compare", action="store_true",
                    help="also compile each with XLA and write <name>.xla.json (its memory_analysis()) for "
                         "compare_memory.py --models DIR")
    a = ap.parse_args()
    import jax
    jax.config.update("jax_use_shardy_partitioner", a.syntax == "shardy")
    a.out.mkdir(parents=True, exist_ok=True)
    jobs = [(f"hf_{t}", lambda c=c, t=t, i=i: hf_export(c, t, i, a.train)) for t, c, i in HF_MODELS]
    jobs += [(f"keras_{c[:-len('Backbone')].lower()}", lambda c=c: keras_export(c, a.train)) for c in KERAS_MODELS]
    counts = {"checked": 0, "rejected": 0, "not exported": 0}
    for name, export in jobs:
        if a.only and not re.search(a.only, name):
            continue
        try:
            lowered = export()
            text = lowered.as_text()
        except Exception as e:  # the library itself would not build or lower it at this size
            counts["not exported"] += 1
            print(f"{name:22s} not exported: {type(e).__name__}: {str(e).splitlines()[0][:160]}", flush=True)
            continue
        path = a.out / f"{name}{'_train' if a.train else ''}.{a.syntax}.mlir"
        path.write_text(text)
        if a.compare:  # XLA's own figures beside the text, as the corpora keep them
            memory, _ = corpus_export.compiled_stats(lowered.compile())
            meta = {"mesh": {"axes": [{"name": "data", "size": 2}, {"name": "model", "size": 4}]},
                    "memory_analysis": memory}
            path.with_suffix(".xla.json").write_text(json.dumps(meta, indent=1) + "\n")
        rc, line = check(a.shardproof, path)
        counts["checked" if rc == 0 else "rejected"] += 1
        print(f"{name:22s} check exit {rc}: {line}", flush=True)
    print(", ".join(f"{k}: {v}" for k, v in counts.items()))


if __name__ == "__main__":
    main()
