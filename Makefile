# Two commands set everything up on a fresh Debian/Ubuntu machine (Python >= 3.11):
#   make run    install the runtime and start the app
#   make test   install the runtime and the test tools, then run the whole test suite
# Both are idempotent: each set of Python packages is installed once (a stamp file in .venv), again only when
# pyproject.toml changes. `make run` installs no test or build tools.

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
PIP    := $(BIN)/python -m pip install -qq --disable-pip-version-check --no-input  # errors only (-q still prints setuptools notices)
RUNTIME_STAMP := $(VENV)/.runtime-stamp
TEST_STAMP    := $(VENV)/.test-stamp
BENCH_STAMP   := $(VENV)/.bench-stamp
BUILD_STAMP   := $(VENV)/.build-stamp
FUZZ_RUNS  ?= 100000

.PHONY: run test lint bench fuzz system-deps install install-test clean bundle bundle-test

system-deps:
	@bash scripts/system-deps.sh

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(RUNTIME_STAMP): pyproject.toml | $(BIN)/python
	$(PIP) --upgrade "pip>=23"
	$(PIP) -e .
	@touch $@

$(TEST_STAMP): $(RUNTIME_STAMP)
	$(PIP) -e ".[test]"
	@touch $@

$(BENCH_STAMP): $(RUNTIME_STAMP)
	$(PIP) -e ".[bench]"
	@touch $@

$(BUILD_STAMP): $(RUNTIME_STAMP)
	$(PIP) -e ".[build]"
	@touch $@

install: system-deps $(RUNTIME_STAMP)

install-test: system-deps $(TEST_STAMP)

run: install
	$(BIN)/judge-app

test: install-test
	$(BIN)/ruff check .
	$(BIN)/mypy
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q

lint: $(TEST_STAMP)
	$(BIN)/ruff check .
	$(BIN)/mypy

bench: system-deps $(BENCH_STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m benchmarks.run_all

# The long mutation-fuzzer run (the test suite runs a fixed-seed quick pass): crashes counted per signature;
# an input that makes memory explode is a MemoryError crash (--max-memory-mb), not a machine swapping.
fuzz: $(TEST_STAMP)
	$(BIN)/python -m tests.fuzz.long_run --runs $(FUZZ_RUNS) --every 10000 --max-memory-mb 2500

# One-folder desktop bundle in dist/judge-app (docs/installer.md); bundle-test also runs its --self-test.
# The build extra is installed once by its stamp, not again by build.sh.
bundle: system-deps $(BUILD_STAMP)
	bash installer/build.sh --no-install

bundle-test: system-deps $(BUILD_STAMP)
	bash installer/bundle-test.sh --no-install

clean:
	rm -rf $(VENV) build dist *.egg-info
