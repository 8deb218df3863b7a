# Two commands set everything up on a fresh Debian/Ubuntu machine (Python >= 3.11):
#   make run    install everything and start the app
#   make test   install everything and run the whole test suite
# Both are idempotent.

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp

.PHONY: run test lint bench system-deps install clean bundle bundle-test

system-deps:
	@bash scripts/system-deps.sh

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install -q --upgrade "pip>=23"
	$(BIN)/python -m pip install -q -e ".[test,build]"
	@touch $(STAMP)

install: system-deps $(STAMP)

run: install
	$(BIN)/judge-app

test: install
	$(BIN)/ruff check .
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q

lint: install
	$(BIN)/ruff check .

bench: install
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m benchmarks.run_all

# One-folder desktop bundle in dist/judge-app (docs/installer.md); bundle-test also runs its --self-test.
bundle: install
	bash installer/build.sh

bundle-test: install
	bash installer/bundle-test.sh

clean:
	rm -rf $(VENV) build dist *.egg-info
