# 8 host CPU devices before JAX starts (the plans below use a 4x2 mesh); the binary from the
# build tree unless SHARDPROOF_BIN names one.
import os
import pathlib

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
os.environ.setdefault("JAX_PLATFORMS", "cpu")
_built = pathlib.Path(__file__).resolve().parents[2] / "build/cli/shardproof"
if "SHARDPROOF_BIN" not in os.environ and _built.exists():
    os.environ["SHARDPROOF_BIN"] = str(_built)
