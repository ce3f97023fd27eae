#!/usr/bin/env bash
# Runs on the lent GPU machine (the `run` tool of this workplace), in the repository's root,
# with .gpu/pack.tar.xz from scripts/gpu/pack.sh carried along. Unpacks the binaries, finds
# the image's NCCL, CUDA runtime and cuBLAS, and runs the steps named on the command line;
# every log lands in $OUT (or /tmp/gpu-out).
#
#   scripts/gpu/session.sh probe nccl programs
#
# probe     what the machine is (GPU, driver, toolkit, where the libraries are)
# nccl      tests/exec/nccl_exec_check: plans through NCCL on every GPU there (1: mesh x=1)
# programs  `shardproof run --backend nccl` on every Shardy program of examples/models/ with
#           its mesh axes set to 1 (NCCL allows one rank per GPU: one GPU, one device)
# kernels   tests/exec/gpu_kernels_check on every program of examples/models/ and
#           examples/thirdparty/: all devices of the mesh on the one GPU, every op with a CUDA
#           kernel through it, compared with the CPU reference
# adam      the equinox Adam steps with valid second moments (nu >= 0), GPU and host kernels
# gemm      the robustness GEMM tests, the GPU path among them
# robustness  oval21 instances with `robustness verify --gpu` (cuBLAS DGEMM) next to the CPU
# cli       `shardproof run --kernels gpu` next to the host kernels on one program
# bench     bench/gpu_kernels (the kernels' rates next to the machine's copy bandwidth)
set -uo pipefail
out=${OUT:-/tmp/gpu-out}
mkdir -p "$out" /tmp/sp
tar -C /tmp/sp -xJf .gpu/pack.tar.xz
libdirs=/tmp/sp/lib
for name in libnccl.so.2 libcudart.so.13 libcublas.so.13 libcublasLt.so.13; do
  found=$(find / -xdev -name "$name" -not -path '/proc/*' 2>/dev/null | head -1)
  [[ -n $found ]] && libdirs="$libdirs:$(dirname "$found")"
done
export LD_LIBRARY_PATH="$libdirs${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
bin=/tmp/sp/bin
status=0
for step in "$@"; do
  echo "=== $step"
  case $step in
    probe)
      nvidia-smi 2>&1 | head -15
      nvcc --version 2>&1 | tail -1
      echo "LD_LIBRARY_PATH=$LD_LIBRARY_PATH"
      head -2 /etc/os-release; ldd --version | head -1
      ldd $bin/shardproof | grep -E 'not found|nccl|cudart|cublas'
      ;;
    nccl)
      $bin/nccl_exec_check 2>&1 | tee "$out/nccl_exec_check.log"; rc=${PIPESTATUS[0]}
      echo "nccl_exec_check exit $rc"; [[ $rc == 0 ]] || status=1
      ;;
    programs)
      mkdir -p /tmp/one
      for f in examples/models/*.shardy.mlir; do
        g=/tmp/one/$(basename "$f")
        sed -E 's/"(data|model)"=[0-9]+/"\1"=1/g; s/size = [0-9]+ : i64/size = 1 : i64/g' "$f" > "$g"
        printf '%-40s ' "$(basename "$f")"
        $bin/shardproof run "$g" --backend nccl --repeat 3 --json > /tmp/one/run.json 2> /tmp/one/err.txt
        rc=$?
        python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print("exit", sys.argv[2], "agrees" if d.get("agrees") else "DISAGREES", "median_step_s", d.get("median_step_seconds"))' /tmp/one/run.json $rc 2>/dev/null || echo "exit $rc $(head -c 300 /tmp/one/err.txt)"
        [[ $rc == 0 ]] || status=1
      done 2>&1 | tee "$out/programs_nccl.log"
      ;;
    kernels)
      # every program of the zoo and of the third-party corpus, all devices on the one GPU
      # (of the ten GPT-2 stacks, one: their host reference takes a minute each)
      files=$(ls examples/models/*.mlir examples/thirdparty/*.mlir tests/exec/gpu_programs/*.mlir tests/data/partitioner_cases/*.mlir | grep -v '/gpt2x4' ; echo examples/models/gpt2x4_2d.shardy.mlir)
      timeout ${KERNELS_TIMEOUT:-540} $bin/gpu_kernels_check ${KERNELS_FILES:-$files} 2>&1 | tee "$out/gpu_kernels_check.log"
      rc=${PIPESTATUS[0]}; echo "gpu_kernels_check exit $rc"; [[ $rc == 0 ]] || status=1
      ;;
    adam)
      # the optax Adam steps again, with valid second moments (scripts/gpu/adam_inputs.py)
      for f in examples/thirdparty/eqx_*train*.mlir; do
        python3 scripts/gpu/adam_inputs.py "$f" /tmp/adam_in > /dev/null
        for k in gpu host; do
          extra=$([[ $k == gpu ]] && echo --check-kernels)
          printf '%-44s %-4s ' "$(basename "$f")" $k
          $bin/shardproof run "$f" --inputs /tmp/adam_in --kernels $k $extra --repeat 1 > /tmp/adam.txt 2>&1
          echo "exit $? $(grep -E 'kernel check|^MISMATCH|every output' /tmp/adam.txt | tr '\n' ' ')"
        done
      done 2>&1 | tee "$out/adam.log"
      ;;
    gemm)
      # robustness's products through cuBLAS against Eigen's (Gemm.GpuPath...)
      $bin/robustness_conv_tests --gtest_filter='Gemm.*' 2>&1 | grep -E "gemm path|OK|PASSED|FAILED|SKIPPED" | tee "$out/gemm.log"
      [[ ${PIPESTATUS[0]} == 0 ]] || status=1
      ;;
    robustness)
      # the bound computations' products through cuBLAS (verify --gpu) against the CPU
      d=/tmp/sp/data/oval21
      for spec in cifar_base_kw-img3568-eps0.030457516339869282 cifar_deep_kw-img4510-eps0.028235294117647063 \
                  cifar_deep_kw-img8366-eps0.0550326797385621 cifar_wide_kw-img8517-eps0.006928104575163399 \
                  cifar_wide_kw-img3458-eps0.022875816993464054; do
        net=${spec%%-img*}.onnx
        limit=$([[ $spec == *img3458* ]] && echo 40 || echo 60)
        for mode in cpu gpu; do
          printf '%-52s %-3s ' "$spec" $mode
          $bin/shardproof robustness verify --model $d/$net --spec $d/$spec.vnnlib --timeout $limit --json \
            $([[ $mode == gpu ]] && echo --gpu) 2>&1 | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["result"], "%.1f s" % d["seconds"], "nodes", d.get("nodes"), d.get("gemm"))'
        done
      done 2>&1 | tee "$out/robustness.log"
      ;;
    cli)
      # the CLI's report on two programs, GPU kernels and host kernels side by side
      for f in examples/models/transformer_train_2d.shardy.mlir; do
        $bin/shardproof run "$f" --kernels gpu --repeat 3
        $bin/shardproof run "$f" --repeat 3
      done 2>&1 | tee "$out/cli.log"
      ;;
    bench)
      $bin/gpu_kernels 2>&1 | tee "$out/gpu_kernels_bench.log"
      ;;
    *) echo "unknown step $step"; status=2 ;;
  esac
done
exit $status
