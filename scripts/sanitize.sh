#!/usr/bin/env bash
# make test-asan / make test-tsan: the test suite under sanitizers, in build folders of their
# own (not part of `make test`).
#   asan: everything built with AddressSanitizer + UndefinedBehaviorSanitizer (build-asan/);
#         the whole ctest suite except the full proofs runner, whose bounded-exhaustive check
#         is sampled instead (proofs_runner --quick: every 64th orbit), and the MPI runs
#         (OpenMPI's own allocations are not ours to judge; cli_run too, whose MPI case starts
#         MPI in-process: its dlopen'ed components leak with stacks LSan cannot attribute), and
#         install_consumer (the outside project links the installed, instrumented libraries
#         without the sanitizer runtime). The tests' wall-clock limits (robustness instances:
#         verifier timeouts, "decided in under 5 s") are 8x those of the normal build here
#         (SHARDPROOF_TEST_TIME_SCALE, tests/CMakeLists.txt): ASan+UBSan slow the numeric code
#         several times (session 11: an MnistFc falsification that must finish in 5 s took
#         30.6 s under ASan at load 6-15, over the old 5x scale's 25 s), and the limits are
#         about the normal build's speed, not about memory errors.
#   tsan: the local executor (one thread per device: communicator, collectives, plans and
#         their RapidCheck properties) under ThreadSanitizer (build-tsan/): exec_tests.
# Any sanitizer report fails the test it happens in (halt_on_error / abort_on_error).
#   SAN_JOBS=2 make test-asan
#   SAN_TESTS='cli_|Reader' make test-asan      # only the ctest names matching (ctest -R)
set -euo pipefail
MODE=${1:?asan or tsan}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
JOBS=${SAN_JOBS:-$(nproc)}
LAUNCHER=()
command -v ccache >/dev/null && LAUNCHER=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)

case $MODE in
  asan)
    BUILD=${SAN_BUILD_DIR:-$ROOT/build-asan}
    FLAGS="-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
    TEST_DIRS="types;redistribute;exec;verify;proofs;partition;robustness;cli"
    TIME_SCALE=8 ;;
  tsan)
    BUILD=${SAN_BUILD_DIR:-$ROOT/build-tsan}
    FLAGS="-fsanitize=thread -fno-omit-frame-pointer"
    TEST_DIRS="exec"
    TIME_SCALE=5 ;;
  *) echo "sanitize.sh: asan or tsan" >&2; exit 2 ;;
esac

# CUDA off (nvcc and the sanitizer runtimes do not mix; there is no GPU to test on anyway),
# warnings not fatal (sanitizer instrumentation makes GCC warn where -O2 alone does not).
cmake -S "$ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "${LAUNCHER[@]}" \
  -DSHARDPROOF_WITH_CUDA=OFF -DSHARDPROOF_BUILD_BENCH=OFF -DSHARDPROOF_WERROR=OFF \
  "-DSHARDPROOF_TEST_DIRS=$TEST_DIRS" "-DSHARDPROOF_TEST_TIME_SCALE=$TIME_SCALE" "-DCMAKE_CXX_FLAGS=$FLAGS" \
  "-DCMAKE_EXE_LINKER_FLAGS=$FLAGS" >/dev/null
if [[ $MODE == asan ]]; then
  cmake --build "$BUILD" -j "$JOBS"
else
  cmake --build "$BUILD" -j "$JOBS" --target exec_tests
fi

export ASAN_OPTIONS=${ASAN_OPTIONS:-abort_on_error=1:detect_leaks=1}  # leak suppressions: LSAN_OPTIONS (ASan reads its own format)
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$ROOT/scripts/lsan.supp:print_suppressions=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
export TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=1:second_deadlock_stack=1}
cd "$BUILD"
start=$SECONDS
if [[ $MODE == asan ]]; then
  status=0
  ctest --output-on-failure -j "$JOBS" --timeout 1800 -E '^proofs$|mpi|^install_consumer$|^cli_run$' ${SAN_TESTS:+-R "$SAN_TESTS"} || status=$?
  ./proofs/proofs_runner --quick >/dev/null || { echo "proofs_runner --quick failed under ASan+UBSan"; status=1; }
else
  status=0
  ./tests/exec/exec_tests --gtest_brief=1 || status=$?
fi
echo "sanitize.sh $MODE: exit $status after $((SECONDS - start)) s of tests"
exit $status
