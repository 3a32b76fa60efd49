//go:build !race

package server

import (
	"io"
	"log/slog"
	"testing"
)

// TestAccessLogOffAllocs: with an access log whose level or sampling leaves the
// request out, a cached /v1/check still makes no allocation (the logging decision
// comes before any attribute is built).
func TestAccessLogOffAllocs(t *testing.T) {
	f := func(level slog.Level, rate float64) {
		t.Helper()
		ps := newPerfServer(t)
		ps.srv.cfg.AccessLog = slog.New(slog.NewJSONHandler(io.Discard, &slog.HandlerOptions{Level: level}))
		ps.srv.cfg.LogSampleRate = rate
		req := newRequest("/v1/check", ps.key, phishURLBody)
		var c fakeConn
		checkStatus(t, ps, &c, req, false)
		checkStatus(t, ps, &c, req, true)
		n := testing.AllocsPerRun(200, func() {
			if err := c.serve(ps.srv.public, req.raw); err != nil {
				t.Fatalf("ServeConn: %v", err)
			}
		})
		if n != 0 {
			t.Fatalf("level %v, sample rate %v: got %.1f allocations per request; want 0", level, rate, n)
		}
	}
	f(slog.LevelWarn, 1)
	f(slog.LevelInfo, 1e-12)
}
