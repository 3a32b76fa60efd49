//go:build !race

package server

import (
	"io"
	"log/slog"
	"testing"

	"github.com/valyala/fasthttp"
)

// TestObserveAllocs: the metrics wrapper makes no allocation per request, with no
// access log, with one whose level or sampling leaves the request out, and with one
// that writes the line. The whole-request
// allocation tests (alloc_test.go) include the wrapper too.
func TestObserveAllocs(t *testing.T) {
	ps := newPerfServer(t)
	noop := func(ctx *fasthttp.RequestCtx) { ctx.SetStatusCode(fasthttp.StatusOK) }
	f := func(l listener, path string, log *AccessLog, rate float64) {
		t.Helper()
		ps.srv.cfg.AccessLog, ps.srv.cfg.LogSampleRate = log, rate
		var ctx fasthttp.RequestCtx
		ctx.Request.SetRequestURI(path)
		ps.srv.observe(&ctx, l, noop) // a first histogram bucket is allocated once
		if n := testing.AllocsPerRun(200, func() { ps.srv.observe(&ctx, l, noop) }); n != 0 {
			t.Fatalf("%s on %s, access log %v, rate %v: got %.1f allocations per request; want 0",
				path, listenerNames[l], log != nil, rate, n)
		}
	}
	logAt := func(level slog.Level) *AccessLog { return NewAccessLog(io.Discard, level) }
	f(listenerPublic, "/v1/check", nil, 0)
	f(listenerPublic, "/v1/nothing", nil, 0)
	f(listenerAdmin, "/admin/v1/accounts/acct_1/keys", nil, 0)
	f(listenerPublic, "/v1/check", logAt(slog.LevelWarn), 1)
	f(listenerPublic, "/v1/check", logAt(slog.LevelInfo), 1e-12)
	f(listenerAdmin, "/metrics", logAt(slog.LevelInfo), 1)
	// A line that is written allocates nothing either (appended into a pooled buffer).
	f(listenerPublic, "/v1/check", logAt(slog.LevelInfo), 1)
	f(listenerAdmin, "/admin/v1/accounts", logAt(slog.LevelDebug), 1)
}
