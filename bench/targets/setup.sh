#!/usr/bin/env bash
# Creates the virtual environments of the deviceless accelerator compiles (issue 39, part 1).
# Idempotent. Usage: bash bench/targets/setup.sh [cpu] [tpu] [cuda]   (default: all three)
#   bench/.venv       jax[cpu]==0.10.2       (the CPU reference; bench/models/setup.sh, JAX only)
#   bench/.venv-tpu   jax[tpu]==0.10.2       (pins libtpu; compiles for TPU with no TPU attached)
#   bench/.venv-cuda  jax[cuda12]==0.10.2    (the CUDA plugin and the nvidia wheels, ptxas included)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
bench="$here/.."
py="${PYTHON:-python3}"
which=("$@")
[ ${#which[@]} -eq 0 ] && which=(cpu tpu cuda)

make_venv() {  # make_venv DIR PIP-ARGS...
  local venv="$1"; shift
  if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -m pip --version >/dev/null 2>&1; then
    "$py" -m venv "$venv"
  fi
  "$venv/bin/python" -m pip install --quiet --upgrade pip
  "$venv/bin/python" -m pip install --quiet "$@"
}

for w in "${which[@]}"; do
  case "$w" in
    cpu)
      if ! "$bench/.venv/bin/python" -c 'import jax' >/dev/null 2>&1; then
        SHARDPROOF_NO_THIRDPARTY=1 bash "$bench/models/setup.sh"
      fi
      "$bench/.venv/bin/python" -c 'import jax, jaxlib; print("cpu: jax", jax.__version__, "jaxlib", jaxlib.__version__)'
      ;;
    tpu)
      make_venv "$bench/.venv-tpu" "jax[tpu]==0.10.2" numpy
      "$bench/.venv-tpu/bin/python" -c 'import jax, jaxlib, importlib.metadata as m; print("tpu: jax", jax.__version__, "jaxlib", jaxlib.__version__, "libtpu", m.version("libtpu"))'
      ;;
    cuda)
      make_venv "$bench/.venv-cuda" "jax[cuda12]==0.10.2" numpy
      "$bench/.venv-cuda/bin/python" -c 'import jax, jaxlib, importlib.metadata as m; print("cuda: jax", jax.__version__, "jaxlib", jaxlib.__version__, "plugin", m.version("jax-cuda12-plugin"))'
      ;;
    *) echo "unknown environment: $w (cpu, tpu or cuda)" >&2; exit 2 ;;
  esac
done
