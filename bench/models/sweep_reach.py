#!/usr/bin/env python3
"""Reach: does `shardproof check` read what a new user exports? Builds the forward pass of
every Hugging Face Flax model class and KerasHub backbone listed below from a small config
with random weights (never a checkpoint), lowers it with jax.jit(...).lower(...).as_text()
on a data=2 x model=4 mesh (batch over data; the model's weights over model on their last
dimension for HF, KerasHub's own layout map where the backbone has one), and runs
`shardproof check` on the text as it comes, one line per model. Lowering only: nothing is
compiled or run, so the sweep is quick; memory against XLA is compare_memory.py's job.

Usage: bench/.venv/bin/python bench/models/sweep_reach.py [--only REGEX] [--train] [--syntax shardy|gspmd]
                                                         [--out DIR] [--shardproof BIN] [--json]
                                                         [--suite default|keras-extra|keras-causal]
                                                         [--mode forward|train|decode|generate]
--suite keras-extra builds every other KerasHub backbone (text encoders, seq2seq, audio, vision,
multimodal) from a small config, its inputs read from the functional model's own `model.input`;
--suite keras-causal with --mode decode lowers one KV-cache decode step of each CausalLM
(call_with_cache), with --mode generate its whole generate_step (greedy sampler's while loop).
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


# Every other KerasHub backbone, built from a small config (random weights). Each entry: name,
# a builder taking the keras_hub module, and the sizes to give the inputs' unknown dimensions
# (by input name, in order; the first unknown dimension of every input is the batch, B).
# Inputs come from the functional model's own `model.input`: dtypes and known dimensions as
# the library declares them.
TXT = dict(vocabulary_size=512, num_layers=2, num_heads=4, hidden_dim=64, intermediate_dim=128)
IMG = (32, 32, 3)
DEC = dict(vocabulary_size=512, num_layers=2, num_query_heads=4, num_key_value_heads=2, hidden_dim=64,
           intermediate_dim=128)


def _resnet(kh, stages=2, image=IMG):
    return kh.models.ResNetBackbone(input_conv_filters=[64], input_conv_kernel_sizes=[3],
                                    stackwise_num_filters=[64, 64, 128, 128][:stages], stackwise_num_blocks=[1] * stages,
                                    stackwise_num_strides=[1, 2, 2, 2][:stages], block_type="basic_block",
                                    image_shape=image)


def _vitdet(kh):
    return kh.models.ViTDetBackbone(hidden_size=32, num_layers=2, intermediate_dim=64, num_heads=4,
                                    global_attention_layer_indices=[1], image_shape=(64, 64, 3), patch_size=8,
                                    num_output_channels=16, window_size=4)


def _mit(kh):
    return kh.models.MiTBackbone(layerwise_depths=[1, 1], num_layers=2, layerwise_num_heads=[1, 2],
                                 layerwise_sr_ratios=[2, 1], max_drop_path_rate=0.0, layerwise_patch_sizes=[7, 3],
                                 layerwise_strides=[4, 2], image_shape=IMG, hidden_dims=[16, 32])


def _enc(kh, family, **extra):  # CLIP-like vision and text encoders
    m = kh.models
    vision = getattr(m, f"{family}VisionEncoder")(patch_size=8, hidden_dim=64, num_layers=2, num_heads=4,
                                                  intermediate_dim=128, image_shape=IMG)
    text = getattr(m, f"{family}TextEncoder")(vocabulary_size=512, embedding_dim=64, hidden_dim=64, num_layers=2,
                                              num_heads=4, intermediate_dim=128, max_sequence_length=S)
    return vision, text


KERAS_EXTRA = [
    # text encoders
    ("AlbertBackbone", lambda kh: kh.models.AlbertBackbone(**TXT, embedding_dim=32, max_sequence_length=128), {}),
    ("BertBackbone", lambda kh: kh.models.BertBackbone(**TXT, max_sequence_length=128), {}),
    ("RobertaBackbone", lambda kh: kh.models.RobertaBackbone(**TXT, max_sequence_length=128), {}),
    ("XLMRobertaBackbone", lambda kh: kh.models.XLMRobertaBackbone(**TXT, max_sequence_length=128), {}),
    ("DistilBertBackbone", lambda kh: kh.models.DistilBertBackbone(**TXT, max_sequence_length=128), {}),
    ("DebertaV3Backbone", lambda kh: kh.models.DebertaV3Backbone(**TXT, max_sequence_length=128, bucket_size=16), {}),
    ("ElectraBackbone", lambda kh: kh.models.ElectraBackbone(vocab_size=512, num_layers=2, num_heads=4, hidden_dim=64,
                                                             embedding_dim=32, intermediate_dim=128,
                                                             max_sequence_length=128), {}),
    ("FNetBackbone", lambda kh: kh.models.FNetBackbone(vocabulary_size=512, num_layers=2, hidden_dim=64,
                                                       intermediate_dim=128, max_sequence_length=128), {}),
    ("ESMBackbone", lambda kh: kh.models.ESMBackbone(**TXT, max_sequence_length=128), {}),
    ("ESM2Backbone", lambda kh: kh.models.ESM2Backbone(**TXT, max_sequence_length=128), {}),
    ("RoformerV2Backbone", lambda kh: kh.models.RoformerV2Backbone(**TXT, head_size=16), {}),
    ("XLNetBackbone", lambda kh: kh.models.XLNetBackbone(**TXT), {}),
    # sequence to sequence, audio
    ("BartBackbone", lambda kh: kh.models.BartBackbone(**TXT, max_sequence_length=128), {}),
    ("T5Backbone", lambda kh: kh.models.T5Backbone(**TXT, key_value_dim=16), {}),
    ("T5GemmaBackbone", lambda kh: kh.models.T5GemmaBackbone(
        vocabulary_size=512, encoder_hidden_dim=64, encoder_intermediate_dim=128, encoder_num_layers=2,
        encoder_num_attention_heads=4, encoder_num_key_value_heads=2, encoder_head_dim=16,
        encoder_layer_types=["sliding_attention", "full_attention"], decoder_hidden_dim=64,
        decoder_intermediate_dim=128, decoder_num_layers=2, decoder_num_attention_heads=4,
        decoder_num_key_value_heads=2, decoder_head_dim=16, decoder_layer_types=["sliding_attention", "full_attention"],
        sliding_window=16), {}),
    ("EdRecBackbone", lambda kh: kh.models.EdRecBackbone(vocab_size=512, num_layers_enc=2, num_layers_dec=2,
                                                         hidden_dim=64, intermediate_dim=128, num_heads=4), {}),
    ("WhisperBackbone", lambda kh: kh.models.WhisperBackbone(**TXT, max_encoder_sequence_length=64,
                                                             max_decoder_sequence_length=S),
     {"encoder_features": [64]}),
    ("MoonshineBackbone", lambda kh: kh.models.MoonshineBackbone(
        vocabulary_size=512, filter_dim=64, encoder_num_layers=2, decoder_num_layers=2, hidden_dim=64,
        intermediate_dim=128, encoder_num_heads=4, decoder_num_heads=4),
     {"encoder_input_values": [1600], "encoder_padding_mask": [1600]}),
    # decoder-only families the default list does not have
    ("Qwen2Backbone", lambda kh: kh.models.Qwen2Backbone(**DEC), {}),
    ("Qwen3MoeBackbone", lambda kh: kh.models.Qwen3MoeBackbone(**DEC, moe_intermediate_dim=64, num_experts=4, top_k=2,
                                                               head_dim=16), {}),
    ("Qwen3_5Backbone", lambda kh: kh.models.Qwen3_5Backbone(
        **DEC, head_dim=16, layer_types=["linear_attention", "full_attention"], linear_num_key_heads=2,
        linear_num_value_heads=4, linear_key_head_dim=16, linear_value_head_dim=16), {}),
    ("GptOssBackbone", lambda kh: kh.models.GptOssBackbone(**DEC, num_experts=4, top_k=2, head_dim=16,
                                                           sliding_window=16), {}),
    ("SmolLM3Backbone", lambda kh: kh.models.SmolLM3Backbone(
        vocabulary_size=512, hidden_dim=64, intermediate_dim=128, num_layers=2, num_attention_heads=4,
        num_key_value_heads=2, attention_bias=False, attention_dropout=0.0, rope_layer_enabled_list=[True, False],
        layer_types=["full_attention", "full_attention"], mlp_bias=False, layer_norm_epsilon=1e-6,
        max_position_embeddings=128, rope_theta=10000.0, partial_rotary_factor=1.0), {}),
    ("RWKV7Backbone", lambda kh: kh.models.RWKV7Backbone(hidden_size=64, head_size=16, num_layers=2,
                                                         vocabulary_size=512, intermediate_dim=128, gate_lora=16,
                                                         mv_lora=8, aaa_lora=8, decay_lora=8), {}),
    ("Gemma4Backbone", lambda kh: kh.models.Gemma4Backbone(**DEC, image_size=32, head_dim=16, sliding_window_size=16,
                                                           sliding_window_pattern=2), {}),
    # vision
    ("ViTBackbone", lambda kh: kh.models.ViTBackbone(image_shape=IMG, patch_size=8, num_layers=2, num_heads=4,
                                                     hidden_dim=64, mlp_dim=128), {}),
    ("DeiTBackbone", lambda kh: kh.models.DeiTBackbone(image_shape=IMG, patch_size=8, num_layers=2, num_heads=4,
                                                       hidden_dim=64, intermediate_dim=128), {}),
    ("DINOV2Backbone", lambda kh: kh.models.DINOV2Backbone(patch_size=8, num_layers=2, hidden_dim=64, num_heads=4,
                                                           intermediate_dim=128, image_shape=IMG,
                                                           position_embedding_shape=(64, 64, 3)), {}),
    ("DINOV3Backbone", lambda kh: kh.models.DINOV3Backbone(patch_size=8, num_layers=2, hidden_dim=64, num_heads=4,
                                                           intermediate_dim=128, image_shape=IMG), {}),
    ("ResNetBackbone", lambda kh: _resnet(kh), {}),
    ("EfficientNetBackbone", lambda kh: kh.models.EfficientNetBackbone(
        stackwise_kernel_sizes=[3, 3], stackwise_num_repeats=[1, 1], stackwise_input_filters=[16, 16],
        stackwise_output_filters=[16, 32], stackwise_expansion_ratios=[1, 4],
        stackwise_squeeze_and_excite_ratios=[0.0, 0.25], stackwise_strides=[1, 2],
        stackwise_block_types=["fused", "unfused"], width_coefficient=1.0, depth_coefficient=1.0,
        input_shape=IMG, num_features=64), {}),
    ("MobileNetBackbone", lambda kh: kh.models.MobileNetBackbone(
        stackwise_expansion=[[16, 24]], stackwise_num_blocks=[2], stackwise_num_filters=[[16, 24]],
        stackwise_kernel_size=[[3, 3]], stackwise_num_strides=[[2, 1]], stackwise_se_ratio=[[None, 0.25]],
        stackwise_activation=[["relu", "hard_swish"]], stackwise_padding=[[1, 1]], output_num_filters=64,
        depthwise_filters=8, depthwise_stride=2, depthwise_residual=False, last_layer_filter=64,
        squeeze_and_excite=0.5, image_shape=IMG), {}),
    ("DenseNetBackbone", lambda kh: kh.models.DenseNetBackbone(stackwise_num_repeats=[2, 2], image_shape=IMG,
                                                               growth_rate=8), {}),
    ("CSPNetBackbone", lambda kh: kh.models.CSPNetBackbone(
        stem_filters=32, stem_kernel_size=3, stem_strides=1, stackwise_depth=[1, 1], stackwise_strides=[1, 2],
        stackwise_num_filters=[32, 64], block_type="dark_block", stage_type="dark", image_shape=IMG), {}),
    ("VGGBackbone", lambda kh: kh.models.VGGBackbone(stackwise_num_repeats=[1, 1], stackwise_num_filters=[16, 32],
                                                     image_shape=IMG), {}),
    ("XceptionBackbone", lambda kh: kh.models.XceptionBackbone(stackwise_conv_filters=[[16, 32], [32, 64]],
                                                               stackwise_pooling=[True, False], image_shape=IMG), {}),
    ("SwinTransformerBackbone", lambda kh: kh.models.SwinTransformerBackbone(
        image_shape=IMG, embed_dim=16, depths=[2, 2], num_heads=[2, 4], window_size=4, patch_size=2), {}),
    ("MiTBackbone", _mit, {}),
    ("SegFormerBackbone", lambda kh: kh.models.SegFormerBackbone(image_encoder=_mit(kh), projection_filters=32), {}),
    ("ViTDetBackbone", _vitdet, {}),
    ("SAMBackbone", lambda kh: kh.models.SAMBackbone(
        image_encoder=_vitdet(kh),
        prompt_encoder=kh.layers.SAMPromptEncoder(hidden_size=16, image_embedding_size=(8, 8),
                                                  input_image_size=(64, 64), mask_in_channels=16),
        mask_decoder=kh.layers.SAMMaskDecoder(num_layers=2, hidden_size=16, intermediate_dim=32, num_heads=4,
                                              embedding_dim=16, num_multimask_outputs=3, iou_head_depth=3,
                                              iou_head_hidden_dim=16)),
     {"points": [1], "labels": [1], "boxes": [1], "masks": [0, 64, 64]}),
    ("DeepLabV3Backbone", lambda kh: kh.models.DeepLabV3Backbone(
        image_encoder=_resnet(kh, 4, (64, 64, 3)), spatial_pyramid_pooling_key="P4", upsampling_size=4,
        dilation_rates=[2, 4], low_level_feature_key="P2", projection_filters=16, image_shape=(64, 64, 3)), {}),
    ("RetinaNetBackbone", lambda kh: kh.models.RetinaNetBackbone(
        image_encoder=_resnet(kh, 4, (64, 64, 3)), min_level=3, max_level=5, use_p5=False, image_shape=(64, 64, 3)),
     {}),
    ("BASNetBackbone", lambda kh: kh.models.BASNetBackbone(image_encoder=_resnet(kh, 4, (None, None, 3)), num_classes=1,
                                                           image_shape=(64, 64, 3)), {}),
    ("CLIPBackbone", lambda kh: kh.models.CLIPBackbone(*_enc(kh, "CLIP"), projection_dim=32), {}),
    ("MetaCLIP2Backbone", lambda kh: kh.models.MetaCLIP2Backbone(*_enc(kh, "MetaCLIP2"), projection_dim=32), {}),
    ("SigLIPBackbone", lambda kh: kh.models.SigLIPBackbone(*_enc(kh, "SigLIP")), {}),
    ("PARSeqBackbone", lambda kh: kh.models.PARSeqBackbone(
        image_encoder=kh.models.ViTBackbone(image_shape=IMG, patch_size=8, num_layers=2, num_heads=4, hidden_dim=64,
                                            mlp_dim=128, use_class_token=False),
        vocabulary_size=64, max_label_length=8, decoder_hidden_dim=64, num_decoder_layers=1, num_decoder_heads=4,
        decoder_mlp_dim=128), {}),
    ("VideoPrismBackbone", lambda kh: kh.models.VideoPrismBackbone(
        num_frames=2, patch_size=8, hidden_dim=64, intermediate_dim=128, num_heads=4, num_spatial_layers=1,
        num_temporal_layers=1, num_auxiliary_layers=0, image_shape=IMG), {}),
    # multimodal
    ("PaliGemmaBackbone", lambda kh: kh.models.PaliGemmaBackbone(
        **DEC, image_size=32, head_dim=16, vit_patch_size=8, vit_num_heads=4, vit_hidden_dim=64, vit_num_layers=2,
        vit_intermediate_dim=128), {}),
    ("Gemma3Backbone_vision", lambda kh: kh.models.Gemma3Backbone(
        **DEC, image_size=32, head_dim=16, sliding_window_size=16,
        vision_encoder=kh.models.Gemma3VisionEncoder(image_size=32, patch_size=8, num_heads=4, hidden_dim=64,
                                                     num_layers=2, intermediate_dim=128, output_dim=64, pool_size=2)),
     {"images": [1], "vision_indices": [4]}),
]
# KerasHub causal LMs for decode (one token against a cache of length S) and generate (the sampler's loop)
KERAS_CAUSAL = ["Llama", "Mistral", "Mixtral", "Gemma", "Gemma3", "Qwen", "Qwen3", "QwenMoe", "Phi3", "Falcon",
                "GPT2", "GPTNeoX", "OPT", "Bloom", "Qwen2", "GptOss"]


def _distribution(cls, dmesh):
    import keras
    try:
        layout = cls.get_layout_map(dmesh, model_parallel_dim_name="model", data_parallel_dim_name="data")
        return keras.distribution.ModelParallel(layout_map=layout, batch_dim_name="data")
    except (AttributeError, NotImplementedError, TypeError, ValueError):  # none: weights replicated, batch over data
        return keras.distribution.ModelParallel(layout_map=keras.distribution.LayoutMap(dmesh), batch_dim_name="data")


def _dmesh():
    import keras
    return keras.distribution.DeviceMesh(shape=(2, 4), axis_names=("data", "model"),
                                         devices=keras.distribution.list_devices())


def _abstract(m, vs):
    import jax
    from jax.sharding import NamedSharding
    return [jax.ShapeDtypeStruct(v.value.shape, v.value.dtype, sharding=NamedSharding(m, v.value.sharding.spec))
            for v in vs]


def _arg(m, shape, dtype):  # batch (the first dimension) over data where it divides
    import jax
    from jax.sharding import NamedSharding, PartitionSpec as P
    spec = P("data") if shape and shape[0] % 2 == 0 else P()
    return jax.ShapeDtypeStruct(tuple(shape), dtype, sharding=NamedSharding(m, spec))


def _float_leaves_mean_square(out):
    import jax, jax.numpy as jnp
    leaves = [x for x in jax.tree.leaves(out) if jnp.issubdtype(x.dtype, jnp.floating)]
    return sum(jnp_mean_square(x) for x in leaves)


def keras_extra_export(name, build, fill, train):
    """The forward pass (or an SGD step) of a functional KerasHub backbone, its inputs read from model.input."""
    import jax, keras, keras_hub, numpy as np
    cls = getattr(keras_hub.models, re.sub(r"Backbone.*", "Backbone", name))  # Gemma3Backbone_vision: Gemma3Backbone
    dist = _distribution(cls, _dmesh())
    keras.utils.set_random_seed(0)
    with dist.scope():
        model = build(keras_hub)
    m = mesh()
    tv, ntv = _abstract(m, model.trainable_variables), _abstract(m, model.non_trainable_variables)

    def concrete(key, t):
        sizes = list(fill.get(key, []))
        shape = []
        for i, d in enumerate(t.shape):
            if d is not None:
                shape.append(d)
            elif i == 0:
                shape.append(B)
            elif sizes:
                shape.append(sizes.pop(0))
            else:
                shape.append(S if t.dtype in ("int32", "int64", "bool") else 32)
        return _arg(m, shape, np.dtype(t.dtype))
    spec = model.input
    if isinstance(spec, dict):
        inputs = {k: concrete(k, t) for k, t in spec.items()}
    elif isinstance(spec, (list, tuple)):
        inputs = [concrete(getattr(t, "name", str(i)), t) for i, t in enumerate(spec)]
    else:
        inputs = concrete(getattr(spec, "name", "x"), spec)

    def forward(tv, ntv, x):
        with dist.scope():
            out, _ = model.stateless_call(tv, ntv, x)
        return out
    if not train:
        return jax.jit(forward).lower(tv, ntv, inputs)

    def step(tv, ntv, x):
        loss, g = jax.value_and_grad(lambda tv: _float_leaves_mean_square(forward(tv, ntv, x)))(tv)
        return [w - 1e-3 * d for w, d in zip(tv, g)], loss
    return jax.jit(step).lower(tv, ntv, inputs)


def keras_causal_export(family, mode):
    """One decode step (call_with_cache on one token, a cache of length S, a traced index) or the whole
    generate_step (greedy sampler: its while loop over S positions), stateless: the variables are arguments
    mapped in by a keras.StatelessScope, as KerasHub's own jax generate function does."""
    import jax, keras, keras_hub, numpy as np
    bb_cls = getattr(keras_hub.models, f"{family}Backbone")
    lm_cls = getattr(keras_hub.models, f"{family}CausalLM")
    accepted = inspect.signature(bb_cls.__init__).parameters
    kwargs = {k: v for k, v in KERAS_SMALL.items() if k in accepted}
    if family == "GptOss":
        kwargs.update(head_dim=16, sliding_window=16)
    if family == "Qwen2":
        kwargs.update(num_query_heads=4, num_key_value_heads=2)
    dist = _distribution(bb_cls, _dmesh())
    keras.utils.set_random_seed(0)
    with dist.scope():
        lm = lm_cls(backbone=bb_cls(**kwargs), preprocessor=None)
        lm.sampler = keras_hub.samplers.GreedySampler()
    m = mesh()
    variables = list(lm.trainable_variables) + list(lm.non_trainable_variables)
    vals = _abstract(m, variables)

    def stateless(vals, fn):
        with dist.scope(), keras.StatelessScope(state_mapping=list(zip(variables, vals))):
            return fn()
    ids = _arg(m, (B, S), np.int32)
    mask = _arg(m, (B, S), np.bool_)

    def build_cache(token_ids, padding_mask):  # the prefill; extra inputs (images) as None
        params = list(inspect.signature(lm._build_cache).parameters)[1:]
        extra = {p: (padding_mask if p == "padding_mask" else None) for p in params}
        return lm._build_cache(token_ids, **extra)
    if mode == "generate":
        def generate(vals, token_ids, padding_mask):
            return stateless(vals, lambda: lm.generate_step({"token_ids": token_ids, "padding_mask": padding_mask},
                                                            stop_token_ids=None))
        return jax.jit(generate).lower(vals, ids, mask)
    _, cache = jax.eval_shape(lambda v, t, p: stateless(v, lambda: build_cache(t, p)), vals, ids, mask)
    cache = jax.tree.map(lambda c: _arg(m, c.shape, c.dtype), cache)  # one array, or per-layer (key, value) tuples
    token = _arg(m, (B, 1), np.int32)
    index = jax.ShapeDtypeStruct((), np.int32)

    def decode(vals, token, cache, index):
        logits, _, cache = stateless(vals, lambda: lm.call_with_cache(token, cache, index))
        return logits, cache
    return jax.jit(decode).lower(vals, token, cache, index)


def check_json(binary, path):
    """`check --json` on a file that passed: its warnings, one line, and the report (None if not JSON)."""
    r = subprocess.run([binary, "check", str(path), "--json"], capture_output=True, text=True)
    try:
        report = json.loads(r.stdout)
    except json.JSONDecodeError:
        return f"--json exit {r.returncode}, not JSON: {(r.stdout or r.stderr)[:160]!r}", None
    warnings = report.get("warnings", []) if isinstance(report, dict) else []
    return f"{len(warnings)} warnings" + (f": {json.dumps(warnings[0])[:200]}" if warnings else ""), report


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
    ap.add_argument("--suite", choices=("default", "keras-extra", "keras-causal"), default="default",
                    help="default: the HF models and the 15 KerasHub decoder backbones; keras-extra: every other "
                         "KerasHub backbone (KERAS_EXTRA); keras-causal: KerasHub CausalLMs, with --mode")
    ap.add_argument("--mode", choices=("forward", "train", "decode", "generate"), default=None,
                    help="forward (default) or train (as --train); decode and generate for --suite keras-causal")
    ap.add_argument("--json", action="store_true", help="also run `check --json` where check passes: its warnings")
    ap.add_argument("--xla-flops", action="store_true",
                    help="also compile each that passes and print check's FLOPs beside XLA's cost_analysis()")
    ap.add_argument("--compare", action="store_true",
                    help="also compile each with XLA and write <name>.xla.json (its memory_analysis()) for "
                         "compare_memory.py --models DIR")
    a = ap.parse_args()
    import jax
    jax.config.update("jax_use_shardy_partitioner", a.syntax == "shardy")
    a.out.mkdir(parents=True, exist_ok=True)
    mode = a.mode or ("train" if a.train else "forward")
    a.train = mode == "train"
    if mode in ("decode", "generate") and a.suite != "keras-causal":
        ap.error("--mode decode/generate is for --suite keras-causal")
    if a.suite == "default":
        jobs = [(f"hf_{t}", lambda c=c, t=t, i=i: hf_export(c, t, i, a.train)) for t, c, i in HF_MODELS]
        jobs += [(f"keras_{c[:-len('Backbone')].lower()}", lambda c=c: keras_export(c, a.train))
                 for c in KERAS_MODELS]
    elif a.suite == "keras-extra":
        jobs = [(f"keras_{n.replace('Backbone', '').lower()}", lambda n=n, b=b, f=f: keras_extra_export(n, b, f, a.train))
                for n, b, f in KERAS_EXTRA]
    else:
        if mode not in ("decode", "generate"):
            ap.error("--suite keras-causal takes --mode decode or generate")
        jobs = [(f"keras_{f.lower()}", lambda f=f: keras_causal_export(f, mode)) for f in KERAS_CAUSAL]
    suffix = "" if mode == "forward" else f"_{mode}"
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
        path = a.out / f"{name}{suffix}.{a.syntax}.mlir"
        path.write_text(text)
        if a.compare:  # XLA's own figures beside the text, as the corpora keep them
            memory, _ = corpus_export.compiled_stats(lowered.compile())
            meta = {"mesh": {"axes": [{"name": "data", "size": 2}, {"name": "model", "size": 4}]},
                    "memory_analysis": memory}
            path.with_suffix(".xla.json").write_text(json.dumps(meta, indent=1) + "\n")
        rc, line = check(a.shardproof, path)
        counts["checked" if rc == 0 else "rejected"] += 1
        if rc == 0 and (a.json or a.xla_flops):
            warned, report = check_json(a.shardproof, path)
            line += "; " + warned
            if a.xla_flops and report:  # per device, ours against XLA's cost_analysis() of the compiled program
                _, cost = corpus_export.compiled_stats(lowered.compile())
                ours, xla = report.get("flops", 0.0), cost.get("flops", 0.0)
                line += f"; flops ours {ours:.4g} xla {xla:.4g}" + (f" ({ours / xla:.2f}x)" if xla else "")
        print(f"{name:22s} check exit {rc}: {line}", flush=True)
    print(", ".join(f"{k}: {v}" for k, v in counts.items()))


if __name__ == "__main__":
    main()
