# Everyday tasks. Run from the repository root after `pip install -e '.[dev]'` (see CONTRIBUTING.md).
PYTHON ?= python
BENCHES := $(sort $(wildcard bench/*.py))

.PHONY: test test-fast lint format wheel bench ci

test:  ## the whole suite, as CI runs it
	$(PYTHON) -m pytest

test-fast:  ## without the Discord end-to-end tests and the wheel build (pytest marker `slow`)
	$(PYTHON) -m pytest -m "not slow"

lint:  ## what CI checks besides the tests
	$(PYTHON) -m ruff check .
	$(PYTHON) -m ruff format --check .
	$(PYTHON) -m mypy

format:  ## apply ruff's formatting and safe fixes
	$(PYTHON) -m ruff format .
	$(PYTHON) -m ruff check --fix .

wheel:  ## build the wheel, install it outside the checkout, run the console commands
	PYTHON=$(PYTHON) .ci/wheel-smoke

bench:  ## every benchmark in bench/ with its default size; prints figures (takes minutes)
	@for b in $(BENCHES); do echo "== $$b"; $(PYTHON) $$b || exit 1; done

ci:  ## everything CI does, in a fresh .venv
	.ci/run
