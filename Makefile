# The two commands of the README: `make run` and `make test`. Everything they need is installed
# from this repository's own files (package-lock.json, Debian's chromium for the browser tests).
SHELL := /bin/bash
.DEFAULT_GOAL := run
.PHONY: run test install build chromium dev bench lint typecheck reset-demo-data clean

INSTALL_STAMP := node_modules/.install-stamp
WEB_INDEX := apps/web/dist/index.html
WEB_SOURCES := $(shell find apps/web/src apps/web/public packages/contracts/src -type f 2>/dev/null) \
	apps/web/index.html apps/web/vite.config.ts
ADMIN_INDEX := apps/admin/dist/index.html
ADMIN_SOURCES := $(shell find apps/admin/src packages/contracts/src -type f 2>/dev/null) \
	apps/admin/index.html apps/admin/vite.config.ts
CHROMIUM ?= /usr/bin/chromium

$(INSTALL_STAMP): package.json package-lock.json $(wildcard */*/package.json) e2e/package.json bench/package.json
	npm ci --engine-strict --no-audit --no-fund
	@touch $@

install: $(INSTALL_STAMP)

$(WEB_INDEX): $(INSTALL_STAMP) $(WEB_SOURCES)
	npm run build -w @platform/web

# The back-office console (served at /admin), rebuilt only when its own sources change.
$(ADMIN_INDEX): $(INSTALL_STAMP) $(ADMIN_SOURCES)
	npm run build -w @platform/admin

build: $(WEB_INDEX) $(ADMIN_INDEX)

## Start the whole platform: embedded PostgreSQL in ./data, migrations, demo data, web + API on one port,
## the payment sandbox (online deposits) on port 8090 and the vendor simulator (third-party games)
## on port 8091 beside it. Ctrl-C stops them all.
run: build
	exec node scripts/run.mjs

## Every test: types, lint, unit, integration (real PostgreSQL), end-to-end (Chromium, real server).
test: build chromium
	npm test

chromium:
	@if [ ! -x "$(CHROMIUM)" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "Installing Debian's chromium for the browser tests..."; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null; \
	  else \
	    echo "The browser tests need Chromium at $(CHROMIUM): install Debian's 'chromium' package (as root: apt-get install chromium) or set CHROMIUM_PATH."; exit 1; \
	  fi; \
	fi

dev: install
	npm run dev

bench: build
	npm run bench

lint: install
	npm run lint

typecheck: install
	npm run typecheck

reset-demo-data: install
	npm run seed:reset

clean:
	rm -rf apps/web/dist apps/admin/dist .tmp e2e/.tmp e2e/test-results e2e/playwright-report
