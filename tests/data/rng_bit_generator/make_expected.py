"""Expected outputs of stablehlo.rng_bit_generator from XLA's own CPU backend, for the
executor's kernel test (tests/exec/kernels_test.cpp, RngBitGenerator*).

Usage: bench/.venv/bin/python tests/data/rng_bit_generator/make_expected.py > tests/data/rng_bit_generator/expected.json

Each case runs `jax.lax.rng_bit_generator(key, shape, dtype, algorithm)` jitted on the CPU
(JAX lowers the uint32[4] key to the op's ui64[2] state by a bitcast, low word first) and
records the state in, the state out and every generated value. It also runs the u64[3]-state
form of PHILOX, which JAX's API does not emit, by compiling the StableHLO text directly.
The script checks that DEFAULT gives PHILOX's numbers on this backend (XLA's CPU compiler
expands RNG_DEFAULT as RNG_PHILOX) and says so in the output's "default_is" field.
"""
import json
import sys

import jax
import jax.extend
import jax.numpy as jnp
import numpy as np
from jax import lax

jax.config.update("jax_enable_x64", True)

ALGORITHMS = {
    "THREE_FRY": lax.RandomAlgorithm.RNG_THREE_FRY,
    "PHILOX": lax.RandomAlgorithm.RNG_PHILOX,
    "DEFAULT": lax.RandomAlgorithm.RNG_DEFAULT,
}
DTYPES = {"ui32": jnp.uint32, "ui64": jnp.uint64, "ui16": jnp.uint16, "ui8": jnp.uint8}
SHAPES = [(3, 5), (4, 6), (), (7,), (2, 3, 4), (5, 1, 3)]
KEYS = [[1, 2, 3, 4], [0xDEADBEEF, 0x12345678, 0xFFFFFFFF, 0xFFFFFFFE]]


def state_u64(key_u32):
    return [int(key_u32[0]) | (int(key_u32[1]) << 32), int(key_u32[2]) | (int(key_u32[3]) << 32)]


def run(key_u32, shape, dtype, algorithm):
    f = jax.jit(lambda k: lax.rng_bit_generator(k, shape, dtype=dtype, algorithm=algorithm))
    new_key, bits = f(jnp.array(key_u32, dtype=jnp.uint32))
    return state_u64(np.asarray(new_key)), [int(v) for v in np.asarray(bits).reshape(-1)]


def run_u64x3(state, shape, type_name):
    """PHILOX on a ui64[3] state, compiled from StableHLO text."""
    dims = "x".join(str(d) for d in shape)
    bits_type = f"tensor<{dims + 'x' if dims else ''}{type_name}>"
    text = f"""module @rng3 {{
  func.func public @main(%arg0: tensor<3xui64>) -> (tensor<3xui64>, {bits_type}) {{
    %s, %b = stablehlo.rng_bit_generator %arg0, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, {bits_type})
    return %s, %b : tensor<3xui64>, {bits_type}
  }}
}}"""
    backend = jax.extend.backend.get_backend("cpu")
    devices = backend.devices()[:1]
    from jax._src.lib import xla_client
    from jax._src.interpreters import mlir as jmlir
    module = jmlir.ir.Module.parse(text, context=jmlir.make_ir_context())
    opts = xla_client.CompileOptions()
    exe = backend.compile_and_load(jmlir.module_to_bytecode(module), xla_client.DeviceList(tuple(devices)), opts)
    arg = jax.device_put(np.array(state, dtype=np.uint64), devices[0])
    out = exe.execute([arg])
    return [int(v) for v in np.asarray(out[0])], [int(v) for v in np.asarray(out[1]).reshape(-1)]


def main():
    cases = []
    for alg_name, alg in ALGORITHMS.items():
        for type_name, dtype in DTYPES.items():
            for shape in SHAPES:
                for key in KEYS:
                    state_out, bits = run(key, shape, dtype, alg)
                    cases.append({"algorithm": alg_name, "dtype": type_name, "shape": list(shape),
                                  "state": [str(v) for v in state_u64(key)],
                                  "state_out": [str(v) for v in state_out], "bits": [str(v) for v in bits]})
    default_is = "PHILOX" if all(
        c["bits"] == d["bits"] and c["state_out"] == d["state_out"]
        for c in cases if c["algorithm"] == "DEFAULT"
        for d in cases if d["algorithm"] == "PHILOX" and (d["dtype"], d["shape"], d["state"]) == (c["dtype"], c["shape"], c["state"])
    ) else "not PHILOX"
    for state in ([7, 0xFFFFFFFFFFFFFFFE, 3], [123456789, 42, 0]):
        for type_name, shape in (("ui32", (3, 5)), ("ui64", (7,))):
            state_out, bits = run_u64x3(state, shape, type_name)
            cases.append({"algorithm": "PHILOX", "dtype": type_name, "shape": list(shape),
                          "state": [str(v) for v in state], "state_out": [str(v) for v in state_out],
                          "bits": [str(v) for v in bits]})
    json.dump({"produced_by": "tests/data/rng_bit_generator/make_expected.py",
               "jax": jax.__version__, "jaxlib": jax.lib.__version__ if hasattr(jax.lib, "__version__") else "",
               "backend": jax.default_backend(), "default_is": default_is, "cases": cases},
              sys.stdout, indent=1)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
