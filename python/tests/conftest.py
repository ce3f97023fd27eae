# The package's tests: 8 host CPU devices for the meshes (set before JAX starts), and the
# binary from the build tree unless SHARDPROOF_BIN names one (make test-python sets it).
import os
import pathlib

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
os.environ.setdefault("JAX_PLATFORMS", "cpu")

REPO = pathlib.Path(__file__).resolve().parents[2]
if "SHARDPROOF_BIN" not in os.environ and (REPO / "build/cli/shardproof").exists():
    os.environ["SHARDPROOF_BIN"] = str(REPO / "build/cli/shardproof")
