# ScamCheck. `make run` serves on :8080; `make test` is everything CI runs.
SHELL := /bin/bash
GO    ?= go
BIN   := bin/scamcheck
STATICCHECK := honnef.co/go/tools/cmd/staticcheck@v0.8.2
GOFILES = $$(git ls-files --cached --others --exclude-standard '*.go')

.PHONY: all build run image compose-env deploy-check test lint fmt-check vet staticcheck deps redis-server chromium openapi-linters eval bench fuzz clean generate

all: build

build:
	CGO_ENABLED=0 $(GO) build -trimpath -o $(BIN) .

run: build
	./$(BIN)

# image: the static binary, then the scamcheck image (Dockerfile: FROM scratch, no base
# image pulled) when docker is usable; otherwise says so and succeeds.
IMAGE ?= scamcheck:latest
CA_CERTS ?= /etc/ssl/certs/ca-certificates.crt
image: build
	@if ! command -v docker >/dev/null 2>&1 || ! docker info >/dev/null 2>&1; then \
	  echo "docker not available: skipping the image build ($(BIN) is built)"; exit 0; fi; \
	set -e; rm -rf bin/image; mkdir -p bin/image/data; \
	cp $(BIN) bin/image/scamcheck; cp $(CA_CERTS) bin/image/ca-certificates.crt; \
	docker build -t $(IMAGE) .

# compose-env: the operator token of deploy/compose/docker-compose.yml, random, in a git-ignored file.
COMPOSE_ENV := deploy/compose/scamcheck.env
compose-env: $(COMPOSE_ENV)
$(COMPOSE_ENV):
	@umask 077; printf 'SCAMCHECK_ADMIN_TOKEN=sco_%s\n' "$$(od -An -N20 -tx1 /dev/urandom | tr -d ' \n')" > $@
	@echo "wrote $@ (operator token of the compose nodes)"

# deploy-check: deploy/compose/docker-compose.yml through `docker compose config` when available, and
# the compose file and Kubernetes manifests through deploy/deploy_test.go (also in
# `make test`, which needs no docker).
deploy-check:
	@if command -v docker >/dev/null 2>&1 && docker compose version >/dev/null 2>&1; then compose="docker compose"; \
	elif command -v docker-compose >/dev/null 2>&1; then compose=docker-compose; \
	else compose=; fi; \
	if [ -z "$$compose" ]; then echo "docker compose not available: skipping 'docker compose config'"; \
	else [ -f $(COMPOSE_ENV) ] || $(MAKE) --no-print-directory compose-env; \
	  $$compose -f deploy/compose/docker-compose.yml config --quiet && echo "deploy/compose/docker-compose.yml: valid ($$compose config)"; fi
	$(GO) test -count=1 ./deploy/...

# test: formatting, vet, staticcheck, every test with the race detector, then the
# allocation tests without it.
test: deps lint
	$(GO) test -race -timeout 20m ./...
	@# The zero-allocation tests are built without -race (which allocates).
	$(GO) test -count=1 -timeout 5m -run 'Allocs' ./engine/ ./server/

lint: fmt-check vet staticcheck

# fuzz: every fuzz target of FUZZ_PKGS for FUZZTIME each (go test -fuzz takes one
# target per run). `make test` already runs their seed corpora (testdata/fuzz).
FUZZTIME ?= 30s
FUZZ_PKGS ?= ./engine ./server
fuzz:
	@set -e; for pkg in $(FUZZ_PKGS); do \
	  for name in $$($(GO) test -list '^Fuzz' $$pkg | grep '^Fuzz'); do \
	    echo "== $$pkg $$name ($(FUZZTIME))"; \
	    $(GO) test -run '^$$' -fuzz "^$$name\$$" -fuzztime $(FUZZTIME) $$pkg; \
	  done; \
	done

fmt-check:
	@out=$$(gofmt -l $(GOFILES)); if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi

vet:
	$(GO) vet ./...

staticcheck:
	$(GO) run $(STATICCHECK) ./...

# deps installs what the tests need beyond Go: Debian's packages, and the OpenAPI
# linters from npm.
deps: redis-server chromium openapi-linters

redis-server:
	@command -v redis-server >/dev/null 2>&1 || { \
	  echo "installing redis-server from Debian's packages"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq redis-server >/dev/null; }

# chromium: the headless browser the dashboard's browser tests drive (server/browser_test.go).
chromium:
	@command -v chromium >/dev/null 2>&1 || { \
	  echo "installing chromium from Debian's packages"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq chromium >/dev/null; }

# openapi-linters: Spectral and Redocly, which server/openapi/lint_test.go runs on the
# served document, installed with npm into bin/npm/ (git-ignored) when missing; npm
# itself from Debian's packages.
NPM_DIR := bin/npm
SPECTRAL_CLI := @stoplight/spectral-cli@6.16.3
REDOCLY_CLI := @redocly/cli@2.77.0
openapi-linters:
	@command -v npm >/dev/null 2>&1 || { \
	  echo "installing npm from Debian's packages"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq npm >/dev/null; }
	@test -x $(NPM_DIR)/node_modules/.bin/spectral -a -x $(NPM_DIR)/node_modules/.bin/redocly || { \
	  echo "installing $(SPECTRAL_CLI) and $(REDOCLY_CLI) into $(NPM_DIR) with npm"; \
	  mkdir -p $(NPM_DIR) && npm install --prefix $(NPM_DIR) --no-audit --no-fund --loglevel=error $(SPECTRAL_CLI) $(REDOCLY_CLI) >/dev/null; }

# bench: Go benchmarks, then scamcheck against the reference servers on loopback
# (servers on CPU 0, load on CPU 1), results and a latency plot in bench/out/.
bench: redis-server
	GO=$(GO) ./scripts/bench.sh

clean:
	rm -rf bin

# eval: detection quality of the embedded models over the shared labelled data, the
# text corpus and the labelled categories, train/dev and test sections apart (recall,
# FP rate, precision at both thresholds, ROC AUC, verdict and scam-type mixes, category
# accuracy, calibration, acceptance summary). DATA overrides where the data is.
DATA ?= ../shared/data
eval:
	SCAMCHECK_DATA=$(DATA) $(GO) run ./scripts/eval

# train: rebuild the text models in data/text/ from the train splits (deterministic).
.PHONY: train
train:
	SCAMCHECK_DATA=$(DATA) $(GO) run ./scripts/train

# generate: every generated table, list and seed corpus from its generator in scripts/
# (data/README.md says what each one writes); the committed files are their output, so
# `git status` stays clean after it. genphish reads SpamAssassin's URL shorteners from
# Debian's spamassassin package, fetched into bin/; genwords fetches Debian's word-list
# packages (wamerican, wbritish, wfrench, wngerman, wspanish) itself with apt-get
# download into a temporary folder, genknown MetaMask's phishing list with npm pack;
# the list generators read $(DATA).
# The text models are `make train`.
SPAMASSASSIN := bin/spamassassin
generate: $(SPAMASSASSIN)/usr/share/spamassassin/25_url_shortener.cf
	$(GO) run ./scripts/genpsl
	$(GO) run ./scripts/genconfusables
	$(GO) run ./scripts/genphone
	$(GO) run ./scripts/genwords
	$(GO) run ./scripts/genphish -shared $(DATA) -spamassassin $(SPAMASSASSIN)/usr/share/spamassassin
	$(GO) run ./scripts/genknown -shared $(DATA)
	$(GO) run ./scripts/genurlmodel -shared $(DATA)
	$(GO) run ./scripts/gencorpus
	$(GO) run ./scripts/genfuzzseeds engine server

$(SPAMASSASSIN)/usr/share/spamassassin/25_url_shortener.cf:
	@echo "fetching Debian's spamassassin package into $(SPAMASSASSIN)"
	rm -rf $(SPAMASSASSIN) && mkdir -p $(SPAMASSASSIN)
	cd $(SPAMASSASSIN) && { apt-get download spamassassin 2>/dev/null || { $(SUDO) apt-get update -qq && apt-get download spamassassin; }; }
	dpkg-deb -x $(SPAMASSASSIN)/spamassassin_*.deb $(SPAMASSASSIN)
