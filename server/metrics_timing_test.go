package server

import (
	"io"
	"log/slog"
	"testing"

	"github.com/valyala/fasthttp"
)

// BenchmarkObserve is the cost of the metrics wrapper alone around a handler that
// does nothing: request counter, latency histogram, recent-latency window, no
// access log. It allocates nothing: the series are a fixed table made at start.
func BenchmarkObserve(b *testing.B) {
	ps := newPerfServer(b)
	noop := func(ctx *fasthttp.RequestCtx) { ctx.SetStatusCode(fasthttp.StatusOK) }
	b.ReportAllocs()
	b.ResetTimer() // not the server's construction
	b.RunParallel(func(pb *testing.PB) {
		var req fasthttp.Request
		req.SetRequestURI("/v1/check")
		var ctx fasthttp.RequestCtx
		ctx.Init(&req, nil, nil) // sets ctx.Time, as fasthttp.Server does
		for pb.Next() {
			ps.srv.observe(&ctx, listenerPublic, noop)
		}
	})
}

// BenchmarkCheckCacheHitLogged is BenchmarkCheckCacheHit (the whole public handler,
// metrics included) with the access log on: every request logged as JSON to
// io.Discard, 1% of them, or none (level warn).
func BenchmarkCheckCacheHitLogged(b *testing.B) {
	for _, bc := range []struct {
		name  string
		level slog.Level
		rate  float64
	}{
		{"all", slog.LevelInfo, 1},
		{"sampled-1pct", slog.LevelInfo, 0.01},
		{"level-warn", slog.LevelWarn, 1},
	} {
		b.Run(bc.name, func(b *testing.B) {
			ps := newPerfServer(b)
			ps.srv.cfg.AccessLog = NewAccessLog(io.Discard, bc.level)
			ps.srv.cfg.LogSampleRate = bc.rate
			req := newRequest("/v1/check", ps.key, phishURLBody)
			var c fakeConn
			checkStatus(b, ps, &c, req, false)
			checkStatus(b, ps, &c, req, true)
			b.ReportAllocs()
			b.ResetTimer() // not the server's construction
			b.RunParallel(func(pb *testing.PB) {
				var c fakeConn
				for pb.Next() {
					if err := c.serve(ps.srv.public, req.raw); err != nil {
						b.Error(err)
						return
					}
				}
			})
		})
	}
}
