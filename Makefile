# Two commands on a fresh machine: `make demo` and `make test`.
# Both install the missing Debian packages first (scripts/install-deps.sh, quiet when
# nothing is missing), then configure and build with CMake + Ninja.
BUILD_DIR ?= build
JOBS ?= $(shell nproc)
CMAKE_FLAGS ?= -DCMAKE_BUILD_TYPE=Release
PREFIX ?= /usr/local
VENV ?= bench/.venv

.PHONY: all deps configure build test test-python demo bench proofs fuzz install test-asan test-tsan clean

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

demo: build
	@bash scripts/demo.sh $(BUILD_DIR)/cli/shardproof

bench: build
	@bash scripts/bench.sh $(BUILD_DIR)

proofs: build
	@bash scripts/proofs.sh $(BUILD_DIR)

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
