#!/usr/bin/env python3
"""XLA's own CPU step time for a partitioned StableHLO program: the side of the
`shardproof run` speed comparison (bench/run/run.sh, bench/RESULTS.md) that XLA runs.

Usage: bench/.venv/bin/python bench/run/xla_step_time.py PROGRAM.mlir [...] [--repeat K] [--devices N]

Compiles the file's text as it is (the same module `shardproof run` reads: its sdy shardings,
mhlo.num_partitions = N) with XLA's CPU backend on N host devices
(XLA_FLAGS=--xla_force_host_platform_device_count=N, Shardy partitioner, SPMD), puts random
arguments on the devices with the parameter shardings XLA chose, runs it once to warm up, then
K times, each timed from launch until every device's outputs are ready. Prints one JSON line
per program: {"program", "devices", "median_step_seconds", "step_seconds", "compile_seconds"}.
"""
import argparse
import json
import os
import statistics
import sys
import time


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("programs", nargs="+")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--devices", type=int, default=8)
    a = ap.parse_args()
    os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") +
                               f" --xla_force_host_platform_device_count={a.devices}").strip()
    import numpy as np
    import jax
    import jax.extend
    from jax._src.interpreters import mlir as jmlir
    from jax._src.lib import xla_client
    from jax._src.sharding_impls import GSPMDSharding

    backend = jax.extend.backend.get_backend("cpu")
    devices = backend.devices()[:a.devices]
    if len(devices) < a.devices:
        sys.exit(f"--devices: error: only {len(devices)} CPU devices")
    numpy_type = {"f32": np.float32, "f64": np.float64, "bf16": jax.numpy.bfloat16, "f16": np.float16,
                  "i32": np.int32, "i64": np.int64, "i8": np.int8, "i1": np.bool_, "ui32": np.uint32,
                  "ui64": np.uint64, "ui8": np.uint8}
    for path in a.programs:
        context = jmlir.make_ir_context()
        module = jmlir.ir.Module.parse(open(path).read(), context=context)
        options = xla_client.CompileOptions()
        build = options.executable_build_options
        build.num_partitions = a.devices
        build.num_replicas = 1
        build.use_spmd_partitioning = True
        build.use_shardy_partitioner = True
        build.device_assignment = xla_client.DeviceAssignment.create(np.arange(a.devices).reshape(1, a.devices))
        t0 = time.perf_counter()
        exe = backend.compile_and_load(jmlir.module_to_bytecode(module), xla_client.DeviceList(tuple(devices)), options)
        compile_seconds = time.perf_counter() - t0
        main_fn = next(op for op in module.body.operations
                       if op.operation.name == "func.func" and op.attributes["sym_name"].value == "main")
        inputs = jmlir.ir.FunctionType(jmlir.ir.TypeAttr(main_fn.attributes["function_type"]).value).inputs
        rng = np.random.default_rng(1)
        args = []
        for t, sharding in zip(inputs, exe.get_parameter_shardings()):
            rt = jmlir.ir.RankedTensorType(t)
            dtype = numpy_type[str(rt.element_type)]
            if np.issubdtype(dtype, np.floating) or dtype == jax.numpy.bfloat16:
                x = rng.uniform(-1, 1, size=rt.shape).astype(dtype)
            else:
                x = rng.integers(0, 8, size=rt.shape).astype(dtype)
            args.append(jax.device_put(x, GSPMDSharding(tuple(devices), sharding)))

        def step():
            t = time.perf_counter()
            out = exe.execute_sharded(args).disassemble_into_single_device_arrays()
            for per_output in out:
                for shard in per_output:
                    shard.block_until_ready()
            return time.perf_counter() - t

        step()  # warm-up
        times = [step() for _ in range(a.repeat)]
        print(json.dumps({"program": path, "devices": a.devices, "median_step_seconds": statistics.median(times),
                          "step_seconds": times, "compile_seconds": compile_seconds}), flush=True)


if __name__ == "__main__":
    main()
