#!/usr/bin/env bash
# bench.sh is `make bench`: the Go benchmarks of the engine, the handlers and bench/,
# then load on loopback against scamcheck and the two reference servers (bench/ref)
# alternately, with servers pinned to CPU 0 and the load generator to CPU 1, and a
# latency plot, and the cluster step. Everything lands in bench/out/ (gitignored). Takes
# about 5 minutes.
#
# Environment: GO (go binary), BENCH_ROUNDS (5), BENCH_ROUND_DURATION (2s),
# BENCH_GOBENCH_TIME (-benchtime of the Go benchmarks, 300ms), BENCH_SCAMCHECK_FLAGS
# (extra flags for scamcheck, e.g. --log-level=warn; default none: as shipped).
set -euo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}
OUT=bench/out
mkdir -p "$OUT" bin

echo "== Go benchmarks (engine, server, bench)"
# Benchmarks live in packages other people own; a failing package is reported and the
# load tests still run.
gobench_status=0
timeout 150 "$GO" test -run '^$' -bench . -benchmem -benchtime="${BENCH_GOBENCH_TIME:-300ms}" \
	./engine/... ./server/... ./bench/... 2>&1 | tee "$OUT/gobench.txt" || gobench_status=$?
if [ "$gobench_status" -ne 0 ]; then
	echo "bench: go test -bench exited with status $gobench_status (see $OUT/gobench.txt)" >&2
fi

echo "== build"
scamcheck=bin/scamcheck
if ! CGO_ENABLED=0 "$GO" build -trimpath -o bin/scamcheck .; then
	echo "bench: cannot build scamcheck: loading the references only" >&2
	scamcheck=""
fi
"$GO" build -trimpath -o bin/ref ./bench/ref
"$GO" build -trimpath -o bin/loadgen ./bench/cmd/loadgen
"$GO" build -trimpath -o bin/benchsuite ./bench/suite

echo "== load: scamcheck vs references"
suite_status=0
timeout 240 bin/benchsuite -scamcheck "$scamcheck" -ref bin/ref -loadgen bin/loadgen -out "$OUT" \
	-rounds "${BENCH_ROUNDS:-5}" -round-duration "${BENCH_ROUND_DURATION:-2s}" \
	-scamcheck-flags "${BENCH_SCAMCHECK_FLAGS:-}" || suite_status=$?

hgrms=()
for t in scamcheck ref-fasthttp ref-nethttp; do
	if [ -f "$OUT/latency-$t.hgrm" ]; then hgrms+=("$OUT/latency-$t.hgrm"); fi
done
if [ "${#hgrms[@]}" -gt 0 ]; then
	"$GO" run ./scripts/plotlatency -out "$OUT/latency.png" \
		-title "latency by percentile, POST /v1/check cache hits, 64 connections, closed loop" "${hgrms[@]}"
fi
if [ -z "$scamcheck" ] && [ "$suite_status" -eq 0 ]; then
	suite_status=1
fi

# Cluster mode (docs/cluster.md): one node with the embedded store vs one with
# Redis, same run, as a ratio, and Redis round trips per request; then three
# Redis-backed nodes on one account against the embedded node.
echo "== cluster: one node, embedded store vs Redis; three Redis-backed nodes"
if [ -n "$scamcheck" ]; then
	timeout 180 bin/benchsuite -cluster -scamcheck "$scamcheck" -loadgen bin/loadgen -out "$OUT" \
		-rounds "${BENCH_ROUNDS:-3}" -round-duration "${BENCH_ROUND_DURATION:-2s}" || suite_status=$?
fi
exit "$suite_status"
