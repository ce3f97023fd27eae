# Two commands on a fresh machine: `make demo` and `make test`.
# Both install the missing Debian packages first (scripts/install-deps.sh, quiet when
# nothing is missing), then configure and build with CMake + Ninja.
BUILD_DIR ?= build
JOBS ?= $(shell nproc)
CMAKE_FLAGS ?= -DCMAKE_BUILD_TYPE=Release
PREFIX ?= /usr/local
VENV ?= bench/.venv

.PHONY: all deps configure build test test-python demo bench bench-vnncomp2025 bench-smooth proofs reach fuzz install test-asan test-tsan clean

all: build

deps:
	@bash scripts/install-deps.sh

$(BUILD_DIR)/build.ninja:
	@cmake -S . -B $(BUILD_DIR) -G Ninja $(CMAKE_FLAGS) >/dev/null

configure: deps $(BUILD_DIR)/build.ninja

build: configure
	@cmake --build $(BUILD_DIR) -j $(JOBS)

test: build
	@cd $(BUILD_DIR) && ctest --output-on-failure -j $(JOBS) --timeout 900

# The Python package (python/) against the built binary, with pytest in a venv that has JAX
# (VENV, default bench/.venv): scripts/test-python.sh. Not part of `make test` (needs PyPI).
test-python: build
	@bash scripts/test-python.sh $(BUILD_DIR) $(VENV)

# The demo needs the shardproof command only: scripts/build-cli.sh builds that target (not the
# test binaries) and says first how many steps and about how long it will take.
demo: configure
	@bash scripts/build-cli.sh $(BUILD_DIR) $(JOBS)
	@bash scripts/demo.sh $(BUILD_DIR)/cli/shardproof

bench: build
	@cmake --build $(BUILD_DIR) -j $(JOBS) --target benchmarks
	@bash scripts/bench.sh $(BUILD_DIR)

# The staged VNN-COMP 2025 benchmarks (../shared/data/robustness/vnncomp2025) at the
# competition's per-instance limits, decided / wrong / unknown beside alpha-beta-CROWN's and the
# best other tool's published counts, every counterexample re-run with onnxruntime (from VENV
# when it has it). Hours in full; VNN25_ARGS="--bench sat_relu --sample 20" to cap it, and
# --out runs.csv --resume to go on where a run stopped (bench/robustness/vnncomp2025.py).
bench-vnncomp2025: build
	@py=python3; [ -x $(VENV)/bin/python ] && py=$(VENV)/bin/python; \
	  $$py bench/robustness/vnncomp2025.py --bin $(BUILD_DIR) $(VNN25_ARGS)

# Trained Fashion-MNIST Sigmoid and Tanh nets (tests/data/robustness/smooth, issue 44): L-inf
# boxes around test images, every witness re-run in onnxruntime, every holds checked against
# PGD (bench/robustness/smooth_nets.py; needs VENV's numpy, onnx and onnxruntime). About 5 min;
# SMOOTH_ARGS="--images 10 --timeout 20 --eps 0.005,0.02" are the figures in bench/RESULTS.md.
bench-smooth: build
	@$(VENV)/bin/python bench/robustness/smooth_nets.py sweep --bin $(BUILD_DIR)/cli/shardproof $(SMOOTH_ARGS)

proofs: build
	@bash scripts/proofs.sh $(BUILD_DIR)

# Issue 40's promise, "sound means it runs and agrees", over every Shardy program here: all the
# reach programs (tests/data/reach and reach/more; `make test` runs the sample in reach/), the
# zoo (examples/) and the corpus (bench/targets/programs, tests/data), each through
# `check --json` and `run --json` as a user runs them (scripts/reach.py). Fails on an unsound
# reach program, an unproved plan, a MISMATCH or bytes other than the model's; lists what run
# refuses, calls inconclusive or does not finish in REACH_ARGS' --timeout (120 s), with run's
# reason. About 33 minutes on 2 cores shared with builds; REACH_ARGS="--sets reach --only keras" to narrow it.
reach: build
	@python3 scripts/reach.py $(BUILD_DIR) $(REACH_ARGS)

# Every reader under libFuzzer with ASan+UBSan, one at a time, FUZZ_SECONDS each (default 600)
# or FUZZ_RUNS executions (e.g. FUZZ_RUNS=1000000 FUZZ_SECONDS=0): scripts/fuzz.sh.
fuzz: deps
	@bash scripts/fuzz.sh

# The suite under sanitizers, not part of `make test` (scripts/sanitize.sh): ASan+UBSan on
# everything in build-asan/ (the exhaustive proofs sampled; the MPI runs, cli_run and
# install_consumer left out, for reasons given there; the tests' wall-clock limits 8x those of
# the normal build: SHARDPROOF_TEST_TIME_SCALE), ThreadSanitizer on the local executor's
# tests in build-tsan/.
test-asan: deps
	@bash scripts/sanitize.sh asan

test-tsan: deps
	@bash scripts/sanitize.sh tsan

# Libraries, headers (include/shardproof/...), the CLI and the CMake package under PREFIX:
#   make install PREFIX=$HOME/.local   then find_package(shardproof) (see examples/consumer/).
install: build
	@cmake --install $(BUILD_DIR) --prefix $(PREFIX)

clean:
	rm -rf $(BUILD_DIR)
