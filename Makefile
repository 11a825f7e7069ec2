# Systemcraft: `make run` serves the app, `make test` checks everything. Both set up what
# they need first, so they work on a fresh clone.
SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help
MAKEFLAGS += --no-print-directory

PYTHON ?= python3
UV_VERSION := 0.13.9
TOOLS := .tools
UV := $(TOOLS)/bin/uv
VENV := backend/.venv
BIN := $(VENV)/bin
NPM_BIN := frontend/node_modules/.bin
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

# uv uses this machine's python3 and never downloads an interpreter.
export UV_PYTHON := $(PYTHON)
export UV_PYTHON_DOWNLOADS := never
export UV_PROJECT_ENVIRONMENT := $(CURDIR)/$(VENV)
# Installed packages come with their bytecode: where PYTHONDONTWRITEBYTECODE is set, every
# Python process (pytest, each server a test starts) otherwise compiles them again (4 s each).
export UV_COMPILE_BYTECODE := 1
# Our own modules and the tests (rewritten by pytest) are compiled once and kept too: where
# PYTHONDONTWRITEBYTECODE is set, each pytest worker and each server a test starts compiled them
# again, 3 s of every make check. __pycache__ is ignored by git.
unexport PYTHONDONTWRITEBYTECODE

FRONTEND_SOURCES := $(shell find frontend/src frontend/public -type f 2>/dev/null) \
	frontend/index.html frontend/vite.config.ts frontend/tsconfig.json \
	frontend/tsconfig.app.json frontend/package-lock.json frontend/scripts/compress-dist.mjs \
	$(wildcard frontend/build/*.ts)

.PHONY: help install build migrate content run dev check test lint lint-python lint-frontend fmt \
	typecheck typecheck-python typecheck-frontend test-frontend test-backend test-backend-sqlite \
	check-client client chromium wrk bench clean

help: ## List the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-14s %s\n", $$1, $$2}'

$(UV):
	$(PYTHON) -m venv $(TOOLS)
	$(TOOLS)/bin/pip install -qq --disable-pip-version-check uv==$(UV_VERSION)

$(VENV)/.synced: backend/pyproject.toml backend/uv.lock | $(UV)
	cd backend && ../$(UV) sync --locked --quiet
	touch $@

frontend/node_modules/.installed: frontend/package.json frontend/package-lock.json
	cd frontend && npm ci --no-audit --no-fund --loglevel=error
	touch $@

# npm writes node_modules/.package-lock.json itself, so a checkout whose node_modules lost
# files (they used to be committed) installs again instead of trusting a stale stamp.
e2e/oidc-provider/node_modules/.package-lock.json: e2e/oidc-provider/package.json \
		e2e/oidc-provider/package-lock.json
	cd e2e/oidc-provider && npm ci --no-audit --no-fund --loglevel=error
	touch $@

# The .br and .gz siblings of the assets are written here, once, for the server to send as is.
# The type check comes first (it is incremental), and only once when make test runs both.
frontend/dist/index.html: $(FRONTEND_SOURCES) frontend/node_modules/.installed | typecheck-frontend
	cd frontend && node_modules/.bin/vite build --logLevel warn && node scripts/compress-dist.mjs

install: $(VENV)/.synced frontend/node_modules/.installed ## Install locked Python and npm dependencies

build: install frontend/dist/index.html ## Build the front end when its sources changed

migrate: install ## Apply database migrations
	$(BIN)/systemcraft migrate

content: migrate ## Validate and load the curriculum into the database
	$(BIN)/systemcraft content load

run: build ## Set up, migrate, load content, then serve on HOST:PORT (default 127.0.0.1:8000)
	@echo "Systemcraft is starting on http://$${HOST:-127.0.0.1}:$${PORT:-8000}"
	AUTH_DEV_LOGIN=$${AUTH_DEV_LOGIN:-true} $(BIN)/systemcraft serve --prepare

dev: install content ## API with auto-reload on :8000 and Vite with hot reload on :5173
	@trap 'kill 0' EXIT; \
	AUTH_DEV_LOGIN=$${AUTH_DEV_LOGIN:-true} \
	$(BIN)/uvicorn --factory systemcraft.main:create_app --reload --app-dir backend \
		--host 127.0.0.1 --port 8000 --no-proxy-headers & \
	cd frontend && node_modules/.bin/vite

chromium: ## Install Debian's Chromium for the browser tests when it is missing
	@if [ ! -x /usr/bin/chromium ]; then \
		echo "Installing Chromium from Debian's packages"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq chromium >/dev/null; \
	fi

wrk: ## Install Debian's wrk for the read API benchmark when it is missing
	@if ! command -v wrk >/dev/null; then \
		echo "Installing wrk from Debian's packages"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq wrk >/dev/null; \
	fi

# `make check` remembers which files passed Prettier and ESLint (in node_modules/.cache); `make
# test` reads every file, so a change that breaks the types another file relies on is caught.
PRETTIER_CACHE = $(if $(LINT_CACHE),--cache)
ESLINT_CACHE = $(if $(LINT_CACHE),--cache --cache-location node_modules/.cache/eslint/)

lint: lint-python lint-frontend ## ruff, the import layering, Prettier and ESLint

lint-python: install
	$(BIN)/ruff check backend e2e bench
	$(BIN)/ruff format --check backend e2e bench
	@cd backend && out=$$(.venv/bin/lint-imports --no-cache --no-logo 2>&1) || { echo "$$out"; exit 1; }

lint-frontend: install
	cd frontend && node_modules/.bin/prettier --check . --log-level warn $(PRETTIER_CACHE)
	cd frontend && node_modules/.bin/eslint . --max-warnings 0 $(ESLINT_CACHE)

typecheck: typecheck-python typecheck-frontend ## mypy --strict and tsc

typecheck-python: install
	cd backend && .venv/bin/mypy systemcraft tests ../e2e ../bench

typecheck-frontend: install
	cd frontend && node_modules/.bin/tsc -b

fmt: install ## Format Python and TypeScript in place
	$(BIN)/ruff check --fix backend e2e bench
	$(BIN)/ruff format backend e2e bench
	cd frontend && node_modules/.bin/prettier --write . --log-level warn

DESIGN_TYPES := frontend/src/lib/design/generated

client: install ## Regenerate the typed API client and the design document's types
	@tmp=$$(mktemp -d); trap 'rm -rf "$$tmp"' EXIT; \
	scripts/generate-client.sh "$$tmp"; \
	cp "$$tmp/schema.d.ts" frontend/src/lib/api/schema.d.ts; \
	rm -rf $(DESIGN_TYPES); cp -r "$$tmp/design" $(DESIGN_TYPES)

check-client: install ## Fail when the generated client or design types are older than the code
	@tmp=$$(mktemp -d); trap 'rm -rf "$$tmp"' EXIT; \
	scripts/generate-client.sh "$$tmp"; \
	{ diff -u frontend/src/lib/api/schema.d.ts "$$tmp/schema.d.ts" \
		&& diff -ru $(DESIGN_TYPES) "$$tmp/design"; } \
		|| { echo "The generated client is stale: run 'make client'."; exit 1; }

test-frontend: install ## Vitest
	cd frontend && node_modules/.bin/vitest run

# worksteal: a worker that runs out takes tests from the other, so a long browser file at the
# end does not leave one core idle (loadfile took 20 s longer).
test-backend: install build chromium e2e/oidc-provider/node_modules/.package-lock.json ## pytest: unit, API (SQLite and PostgreSQL) and browser
	$(BIN)/pytest -n 2 --dist worksteal --durations=25

# Neither PostgreSQL nor Chromium nor a front-end build; the tests marked slow (fuzzers,
# property tests, real server processes) wait for make test.
test-backend-sqlite: install
	TEST_DATABASES=sqlite $(BIN)/pytest -n 2 -m "not slow" backend/tests

# The independent steps (the two installs too) run two at a time, one per core; each one's
# output is printed whole when it ends.
check: ## Quick gate while working: lint, types, Vitest, backend tests (TEST_DATABASES=sqlite)
	@$(MAKE) -j2 --output-sync=target LINT_CACHE=1 test-backend-sqlite lint typecheck test-frontend

test: ## Everything CI runs
	@$(MAKE) -j2 --output-sync=target lint typecheck check-client test-frontend build chromium \
		e2e/oidc-provider/node_modules/.package-lock.json
	@$(MAKE) test-backend

bench/node_modules/.package-lock.json: bench/package.json bench/package-lock.json
	cd bench && npm ci --no-audit --no-fund --loglevel=error

# ciw (the reference simulator) installs a top-level `tests` package: the backend's comes first.
bench: export PYTHONPATH := backend
bench: build wrk bench/node_modules/.package-lock.json ## Print the start-up, page, engine, read API, attack and fault figures; race at full rounds, fuzz every phase on both databases
	$(BIN)/python bench/bundle_size.py
	$(BIN)/python bench/lighthouse.py
	$(BIN)/python bench/restart_time.py
	$(BIN)/python bench/canvas_drag.py
	$(BIN)/python bench/simulation_playback.py
	$(BIN)/python bench/assessment_engine.py
	$(BIN)/python bench/simulation_engine.py
	$(BIN)/python bench/largest_documents.py
	$(BIN)/python bench/assessment_calibration.py
	$(BIN)/python bench/read_api.py
	$(BIN)/python bench/body_attacks.py
	$(BIN)/python bench/faults.py
	SOAK=full $(BIN)/pytest -p no:cacheprovider backend/tests/hardening/test_saves_never_fail_or_vanish.py \
		backend/tests/simulation/test_against_ciw.py
	FUZZ_EVERYTHING=1 TEST_DATABASES=sqlite $(BIN)/pytest -p no:cacheprovider \
		backend/tests/hardening/test_fuzzing.py
	FUZZ_EVERYTHING=1 $(BIN)/pytest -p no:cacheprovider backend/tests/hardening/test_fuzzing.py

clean: ## Remove installed tools, builds and the local database
	rm -rf $(TOOLS) $(VENV) frontend/node_modules frontend/dist e2e/oidc-provider/node_modules bench/node_modules data
