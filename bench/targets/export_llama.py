#!/usr/bin/env python3
"""Export Llama-style training steps of real size (Llama 3 8B and 70B shapes) on meshes of 16,
64 and 256 devices, from shapes alone (jax.ShapeDtypeStruct with NamedSharding: nothing is
allocated; lowering needs no memory). Issue 39, "Scale".

Writes bench/targets/programs/<name>.<syntax>.mlir and .xla.json (the same layout as
export_scaled.py, which compile_targets.py reads); a .mlir over 5 MB goes to
bench/targets/programs/large/ instead (git-ignored).

  bench/.venv/bin/python bench/targets/export_llama.py [--out DIR] [--syntax shardy|gspmd|both]
                                                       [--only REGEX]
  python3 bench/targets/export_llama.py --time-check build [--json OUT]   # the README's table

The program (one training step, plain JAX, no flax/optax):
  - decoder: token embedding, L x [RMSNorm, rotary attention with grouped-query heads (causal,
    plain softmax attention: no fused/flash kernel), residual, RMSNorm, SwiGLU MLP, residual],
    final RMSNorm, untied LM head; the L layers are one `jax.lax.scan` over parameters stacked
    on a leading layer axis, the layer body under `jax.checkpoint` (remat per layer: only each
    layer's input is saved for the backward pass);
  - loss: mean token cross-entropy (logits in f32), `jax.value_and_grad`;
  - AdamW (b1 0.9, b2 0.95, eps 1e-8, weight decay 0.1, lr 3e-4, bias correction) in plain JAX.
  - precision: f32 master weights and f32 Adam moments (mu, nu); the forward and backward
    compute in bf16 (weights cast to bf16 inside the step), logits and the loss in f32.
  - sharding (mesh axes "fsdp" x "tensor"): every weight matrix has its d_model side over
    "fsdp" (ZeRO-3 / FSDP: gathered per use) and its heads / ffn / vocab side over "tensor"
    (Megatron tensor parallel); norms replicated; embedding (vocab over tensor, d_model over
    fsdp); batch over "fsdp"; between layers the residual stream is sharded
    (batch over fsdp, d_model over tensor, as MaxText's default rules do), which is the
    activation saved per layer; inside the scanned body each layer's weights are constrained
    to their sharding (so are their gradients). Optimizer state is sharded as its parameter.
  - batch: global batch = number of devices sequences of 2048 tokens (one sequence, 2048
    tokens, per device: 8 sequences per tensor-parallel group of 8); tokens and targets int32.
  - jax.jit(step, in_shardings, out_shardings, donate_argnums=(0, 1)) (parameters and
    optimizer state donated: updated in place).

Programs (name: model, mesh fsdp x tensor, devices):
  llama8b_train_16    Llama 3 8B  (32 layers, d 4096, 32 heads, 8 KV heads, ffn 14336,
                      vocab 128256), 2 x 8  = 16 devices (2 hosts x 8 H100)
  llama8b_train_64    8B, 8 x 8   = 64 devices (8 hosts x 8 H100)
  llama8b_train_256   8B, 32 x 8  = 256 devices (TPU 16x16)
  llama70b_train_16   Llama 3 70B (80 layers, d 8192, 64 heads, 8 KV heads, ffn 28672,
                      vocab 128256), 2 x 8
  llama70b_train_64   70B, 8 x 8
  llama70b_train_256  70B, 32 x 8
"""
from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
LARGE_BYTES = 5_000_000

MODELS = {
    "llama8b": dict(layers=32, d=4096, heads=32, kv_heads=8, ffn=14336, vocab=128256,
                    rope_theta=500000.0),
    "llama70b": dict(layers=80, d=8192, heads=64, kv_heads=8, ffn=28672, vocab=128256,
                     rope_theta=500000.0),
}
MESHES = {16: (2, 8), 64: (8, 8), 256: (32, 8)}  # devices -> (fsdp, tensor)
SEQ = 2048
# The residual stream between layers (the activation saved per layer under remat): batch over
# fsdp, d_model over tensor (MaxText's `activation_embed` -> tensor). Sharding the sequence over
# tensor instead (Megatron-style sequence parallel) made Shardy give every device the whole
# weight gradient of the MLP and the attention output in the backward pass (a full-size
# all-reduce per weight per layer in XLA's HLO); see bench/targets/README.md, "Scale".
RESID = ("fsdp", None, "tensor")
SEQS_PER_DEVICE = 1


def param_specs(cfg):
    """name -> (shape, PartitionSpec tuple); layer weights stacked on a leading axis."""
    L, d, H, K, F, V = (cfg[k] for k in ("layers", "d", "heads", "kv_heads", "ffn", "vocab"))
    hd = d // H
    return {
        "embed": ((V, d), ("tensor", "fsdp")),
        "layers": {
            "attn_norm": ((L, d), (None, None)),
            "wq": ((L, d, H, hd), (None, "fsdp", "tensor", None)),
            "wk": ((L, d, K, hd), (None, "fsdp", "tensor", None)),
            "wv": ((L, d, K, hd), (None, "fsdp", "tensor", None)),
            "wo": ((L, H, hd, d), (None, "tensor", None, "fsdp")),
            "mlp_norm": ((L, d), (None, None)),
            "w_gate": ((L, d, F), (None, "fsdp", "tensor")),
            "w_up": ((L, d, F), (None, "fsdp", "tensor")),
            "w_down": ((L, F, d), (None, "tensor", "fsdp")),
        },
        "final_norm": ((d,), (None,)),
        "lm_head": ((d, V), ("fsdp", "tensor")),
    }


def build_step(cfg, mesh, layer_specs=None):
    import jax
    import jax.numpy as jnp
    from jax.sharding import NamedSharding, PartitionSpec as P

    d, H, K = cfg["d"], cfg["heads"], cfg["kv_heads"]
    hd = d // H
    rep = H // K
    bf16 = jnp.bfloat16

    def constrain(x, *spec):
        return jax.lax.with_sharding_constraint(x, NamedSharding(mesh, P(*spec)))

    def rms_norm(x, w):
        x32 = x.astype(jnp.float32)
        y = x32 * jax.lax.rsqrt(jnp.mean(x32 * x32, axis=-1, keepdims=True) + 1e-5)
        return (y * w).astype(bf16)

    def rope(x, cos, sin):  # x: [b, s, h, hd]; rotate halves (Llama's HF layout)
        x1, x2 = jnp.split(x.astype(jnp.float32), 2, axis=-1)
        c, s = cos[None, :, None, :], sin[None, :, None, :]
        return jnp.concatenate([x1 * c - x2 * s, x2 * c + x1 * s], axis=-1).astype(bf16)

    def layer(h, p, cos, sin):
        # h: [b, s, d] bf16, sharded RESID between layers
        b, s, _ = h.shape
        if layer_specs is not None:  # each layer's weights (and so their gradients) stay
            # sharded inside the scanned body, as MaxText's logical constraints do
            p = {k: constrain(v, *layer_specs[k][1][1:]) for k, v in p.items()}
        x = rms_norm(h, p["attn_norm"])
        x = constrain(x, "fsdp", None, None)  # gather the sequence for attention
        wq, wk, wv, wo = (p[k].astype(bf16) for k in ("wq", "wk", "wv", "wo"))
        q = jnp.einsum("bsd,dhk->bshk", x, wq)
        k = jnp.einsum("bsd,dhk->bshk", x, wk)
        v = jnp.einsum("bsd,dhk->bshk", x, wv)
        q, k = rope(q, cos, sin), rope(k, cos, sin)
        q = q.reshape(b, s, K, rep, hd)
        scores = jnp.einsum("bqgrk,btgk->bgrqt", q, k).astype(jnp.float32) / jnp.sqrt(
            jnp.float32(hd))
        mask = jnp.tril(jnp.ones((s, s), dtype=bool))
        scores = jnp.where(mask[None, None, None], scores, jnp.float32(-1e30))
        probs = jax.nn.softmax(scores, axis=-1).astype(bf16)
        attn = jnp.einsum("bgrqt,btgk->bqgrk", probs, v).reshape(b, s, H, hd)
        out = jnp.einsum("bshk,hkd->bsd", attn, wo)
        h = constrain(h + out, *RESID)
        x = rms_norm(h, p["mlp_norm"])
        x = constrain(x, "fsdp", None, None)
        gate = jnp.einsum("bsd,df->bsf", x, p["w_gate"].astype(bf16))
        up = jnp.einsum("bsd,df->bsf", x, p["w_up"].astype(bf16))
        y = jnp.einsum("bsf,fd->bsd", jax.nn.silu(gate) * up, p["w_down"].astype(bf16))
        return constrain(h + y, *RESID)

    def forward_loss(params, tokens, targets):
        s = tokens.shape[1]
        pos = jnp.arange(s, dtype=jnp.float32)
        inv = 1.0 / (cfg["rope_theta"] ** (jnp.arange(0, hd, 2, dtype=jnp.float32) / hd))
        ang = pos[:, None] * inv[None, :]
        cos, sin = jnp.cos(ang), jnp.sin(ang)
        h = jnp.take(params["embed"].astype(bf16), tokens, axis=0)
        h = constrain(h, *RESID)

        body = jax.checkpoint(lambda c, p: (layer(c, p, cos, sin), None), prevent_cse=False)
        h, _ = jax.lax.scan(body, h, params["layers"])
        x = rms_norm(h, params["final_norm"])
        x = constrain(x, "fsdp", None, None)
        logits = jnp.einsum("bsd,dv->bsv", x, params["lm_head"].astype(bf16))
        logits = constrain(logits, "fsdp", None, "tensor").astype(jnp.float32)
        logz = jax.nn.logsumexp(logits, axis=-1)
        tgt = jnp.take_along_axis(logits, targets[..., None], axis=-1)[..., 0]
        return jnp.mean(logz - tgt)

    def step(params, opt_state, tokens, targets):
        loss, grads = jax.value_and_grad(forward_loss)(params, tokens, targets)
        mu, nu, count = opt_state
        b1, b2, eps, lr, wd = 0.9, 0.95, 1e-8, 3e-4, 0.1
        count = count + 1
        c = count.astype(jnp.float32)
        mu = jax.tree.map(lambda m, g: b1 * m + (1 - b1) * g, mu, grads)
        nu = jax.tree.map(lambda n, g: b2 * n + (1 - b2) * g * g, nu, grads)
        bc1, bc2 = 1 - b1 ** c, 1 - b2 ** c
        params = jax.tree.map(
            lambda p, m, n: p - lr * ((m / bc1) / (jnp.sqrt(n / bc2) + eps) + wd * p),
            params, mu, nu)
        return params, (mu, nu, count), loss

    return step


def export_one(name, cfg, n, syntax, out: Path):
    import jax
    import jax.numpy as jnp
    import numpy as np
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

    fsdp, tensor = MESHES[n]
    mesh = Mesh(np.array(jax.devices()[:n]).reshape(fsdp, tensor), ("fsdp", "tensor"))
    specs = param_specs(cfg)
    is_leaf = lambda x: isinstance(x, tuple) and len(x) == 2 and isinstance(x[1], tuple)
    shard = jax.tree.map(lambda sp: NamedSharding(mesh, P(*sp[1])), specs, is_leaf=is_leaf)
    params = jax.tree.map(lambda sp, sh: jax.ShapeDtypeStruct(sp[0], jnp.float32, sharding=sh),
                          specs, shard, is_leaf=is_leaf)
    count_sh = NamedSharding(mesh, P())
    opt_state = (params, params, jax.ShapeDtypeStruct((), jnp.int32, sharding=count_sh))
    opt_shard = (shard, shard, count_sh)
    batch = n * SEQS_PER_DEVICE
    tok_sh = NamedSharding(mesh, P("fsdp", None))
    tokens = jax.ShapeDtypeStruct((batch, SEQ), jnp.int32, sharding=tok_sh)
    step = build_step(cfg, mesh, specs["layers"])
    jitted = jax.jit(step, in_shardings=(shard, opt_shard, tok_sh, tok_sh),
                     out_shardings=(shard, opt_shard, NamedSharding(mesh, P())),
                     donate_argnums=(0, 1))
    lowered = jitted.lower(params, opt_state, tokens, tokens)
    text = lowered.as_text()
    dest = out if len(text.encode()) <= LARGE_BYTES else out / "large"
    dest.mkdir(parents=True, exist_ok=True)
    (dest / f"{name}.{syntax}.mlir").write_text(text)

    # arguments in the order of the lowered function's parameters (pytree flattening order)
    args = []
    flat, _ = jax.tree_util.tree_flatten_with_path((params, opt_state, tokens, tokens))
    top = ["params", "opt_state", "tokens", "targets"]
    for i, (path, leaf) in enumerate(flat):
        sh = leaf.sharding.spec
        pname = top[path[0].idx] + jax.tree_util.keystr(path[1:])
        args.append({"index": i, "name": pname, "shape": list(leaf.shape),
                     "dtype": str(leaf.dtype),
                     "partition_spec": [None if a is None else a for a in sh]
                     + [None] * (len(leaf.shape) - len(sh))})
    n_params = sum(int(np.prod(a["shape"])) for a in args if a["name"].startswith("params"))
    ops = sum(1 for ln in text.splitlines() if re.search(r"=\s*\"?[a-z_]+\.[a-z_]", ln)
              or re.match(r"\s*(stablehlo|sdy|func|mhlo)\.[a-z_]+", ln.strip()))
    rec = {"name": name, "syntax": syntax, "program": "train",
           "versions": {"jax": jax.__version__, "jax_use_shardy_partitioner": syntax == "shardy"},
           "mesh": {"axes": [{"name": "fsdp", "size": fsdp}, {"name": "tensor", "size": tensor}],
                    "device_ids": list(range(n))},
           "model": dict(cfg, parameters=n_params, seq=SEQ, global_batch=batch,
                         master_weights="float32", compute="bfloat16",
                         optimizer="AdamW (plain JAX), f32 mu and nu",
                         remat="jax.checkpoint per layer, layers in jax.lax.scan",
                         donate_argnums=[0, 1]),
           "mlir": {"bytes": len(text.encode()), "lines": text.count("\n"), "ops": ops,
                    "path": str((dest / f"{name}.{syntax}.mlir").relative_to(HERE.parent.parent))
                    if (dest / f"{name}.{syntax}.mlir").resolve().is_relative_to(
                        HERE.parent.parent) else f"{name}.{syntax}.mlir"},
           "arguments": args}
    (dest / f"{name}.{syntax}.xla.json").write_text(json.dumps(rec, indent=1) + "\n")
    print(f"{name}.{syntax}: {n_params / 1e9:.2f} B parameters, {len(text.encode())} bytes, "
          f"{ops} ops -> {dest}", flush=True)


def export(syntax: str, out: Path, only=None):
    import jax
    jax.config.update("jax_use_shardy_partitioner", syntax == "shardy")
    for model, cfg in MODELS.items():
        for n in MESHES:
            name = f"{model}_train_{n}"
            if only and not re.search(only, name):
                continue
            export_one(name, cfg, n, syntax, out)


KINDS = {"all_gather": "AG", "all_reduce": "AR", "reduce_scatter": "RS", "all_to_all": "A2A",
         "collective_permute": "CP"}


def fmt_counts(c):
    return " ".join(f"{KINDS.get(k, k)}{v}" for k, v in sorted(c.items()) if v) or "none"


def time_check(build_dir: str, fixtures: Path, repeats=3):
    """Run `shardproof check SOURCE --target T --json` on every llama fixture (best of
    `repeats` wall times; peak RSS from /usr/bin/time -v) and print the README's table.
    No JAX needed."""
    import collections
    import time
    repo = HERE.parent.parent
    binary = Path(build_dir) / "cli" / "shardproof"
    rows = []
    for f in sorted(fixtures.glob("*/llama*_train_*.json")):
        fx = json.loads(f.read_text())
        if fx.get("status") not in ("ok", "oom"):
            print(f"{f}: XLA status {fx.get('status')}: {fx.get('error', '')}", file=sys.stderr)
        src = repo / fx["source"]
        meta = json.loads(src.with_name(src.name.replace(".mlir", ".xla.json")).read_text())
        target = fx["target"]["name"]
        cmd = [str(binary), "check", str(src.relative_to(repo)), "--target", target, "--json"]
        best, rss, out, err, rc = None, 0, None, "", None
        for _ in range(repeats):
            t0 = time.perf_counter()
            p = subprocess.run(["/usr/bin/time", "-v"] + cmd, capture_output=True, text=True,
                               cwd=repo)
            dt = time.perf_counter() - t0
            best = dt if best is None else min(best, dt)
            m = re.search(r"Maximum resident set size \(kbytes\): (\d+)", p.stderr)
            rss = max(rss, int(m.group(1)) * 1024 if m else 0)
            out, err, rc = p.stdout, p.stderr, p.returncode
        row = {"program": fx["program"], "syntax": fx["syntax"], "target": target,
               "ops": meta.get("mlir", {}).get("ops"), "xla_status": fx.get("status"),
               "xla_compile_s": fx.get("compile_time_s"),
               "xla_bytes": (fx.get("memory") or {}).get("per_device_bytes"),
               "xla_fits": fx.get("fits"), "xla_collectives": fx.get("collective_counts", {}),
               "check_s": best, "check_rss": rss, "check_rc": rc, "command": " ".join(cmd[1:])}
        try:
            rep = json.loads(out)
            ours = collections.Counter()
            for c in rep.get("collectives_combined", []):
                k = {"permute": "collective_permute"}.get(c["kind"], c["kind"])
                if k not in ("all_slice", "slice"):
                    ours[k] += 1
            row.update(check_bytes=rep.get("peak_memory_bytes"), check_fits=rep.get("fits"),
                       check_collectives=dict(ours), check_errors=rep.get("errors"),
                       check_budget=rep.get("memory_budget_bytes"))
        except (json.JSONDecodeError, TypeError):
            row.update(check_error=err.strip()[-2000:])
        rows.append(row)
    print("| program | ops | target | XLA compile (s) | check (s, best of 3) | XLA / check | "
          "per-device GiB: XLA / check (ratio) | check peak RSS (MiB) | fits: XLA / check | "
          "collectives after combining: XLA / check |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    gib = float(1 << 30)
    for r in rows:
        xb, cb = r.get("xla_bytes"), r.get("check_bytes")
        mem = (f"{xb / gib:.2f} / {cb / gib:.2f} ({cb / xb:.2f})" if xb and cb else
               f"{'-' if not xb else f'{xb / gib:.2f}'} / {'-' if not cb else f'{cb / gib:.2f}'}")
        ratio = (f"{r['xla_compile_s'] / r['check_s']:.0f}x" if r.get("xla_compile_s") else "-")
        xf = "-" if r["xla_fits"] is None else ("fits" if r["xla_fits"] else "OOM")
        cf = "-" if r.get("check_fits") is None else ("fits" if r["check_fits"] else "does not fit")
        print(f"| {r['program']} | {r['ops']} | {r['target']} | {r['xla_compile_s'] or '-'} | "
              f"{r['check_s']:.3f} | {ratio} | {mem} | {r['check_rss'] / 2**20:.0f} | {xf} / {cf} | "
              f"{fmt_counts(r['xla_collectives'])} / "
              f"{fmt_counts(r.get('check_collectives', {})) if 'check_collectives' in r else 'check failed'} |")
    for r in rows:
        if "check_error" in r or r["check_rc"] not in (0, 1):
            print(f"\ncheck failed (exit {r['check_rc']}) on {r['command']}:\n{r.get('check_error')}")
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=str(HERE / "programs"))
    ap.add_argument("--syntax", choices=["gspmd", "shardy", "both"], default="shardy")
    ap.add_argument("--only", help="program names matching this regular expression")
    ap.add_argument("--time-check", metavar="BUILD_DIR",
                    help="time BUILD_DIR/cli/shardproof check on every llama fixture of "
                         "--fixtures and print the table (no export)")
    ap.add_argument("--fixtures", default=str(HERE.parent.parent / "tests" / "data" / "targets"))
    ap.add_argument("--json", help="with --time-check: also write the rows here")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.time_check:
        rows = time_check(a.time_check, Path(a.fixtures))
        if a.json:
            Path(a.json).write_text(json.dumps(rows, indent=1) + "\n")
        return 0
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    if a.worker:
        return export(a.syntax, out, a.only)
    env = dict(os.environ, JAX_PLATFORMS="cpu",
               XLA_FLAGS=(os.environ.get("XLA_FLAGS", "") +
                          " --xla_force_host_platform_device_count=256").strip())
    for s in (("gspmd", "shardy") if a.syntax == "both" else (a.syntax,)):
        cmd = [sys.executable, __file__, "--worker", "--out", str(out), "--syntax", s]
        if a.only:
            cmd += ["--only", a.only]
        subprocess.run(cmd, env=env, check=True)


if __name__ == "__main__":
    sys.exit(main())
