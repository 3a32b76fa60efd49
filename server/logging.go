package server

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"log/slog"
	"math/rand/v2"
	"sync"
	"time"

	"github.com/valyala/fasthttp"
)

// maxLoggedPath bounds the path written in an access line; a client chooses it.
const maxLoggedPath = 256

// logAccess writes the access line of one request to Config.AccessLog, when one is
// due. A line holds the request id, listener, method, path (never the query
// string), endpoint, status, error code, latency, response size, client IP and, on
// the public listener, the account, key id and environment of the API key. It never
// holds a body, a key secret or an operator token: what people send to /v1/check
// stays out of the logs (D14a).
//
// Levels: 5xx answers are logged at Error; admin changes (any method but GET and
// HEAD on the admin listener) at Info, both always. Probes, metrics scrapes, stats
// polls and dashboard files are Debug; everything else is Info. Debug and Info lines
// are sampled at Config.LogSampleRate.
func (s *Server) logAccess(ctx *fasthttp.RequestCtx, l listener, ep endpoint, status int, d time.Duration) {
	lg := s.cfg.AccessLog
	if lg == nil {
		return
	}
	level, sampled := accessLevel(ctx.Method(), l, ep, status)
	if !lg.Enabled(context.Background(), level) {
		return
	}
	if rate := s.cfg.LogSampleRate; sampled && rate > 0 && rate < 1 && rand.Float64() >= rate {
		s.obs.logsSampled.Inc()
		return
	}
	path := ctx.Path()
	if len(path) > maxLoggedPath {
		path = path[:maxLoggedPath]
	}
	attrs := make([]slog.Attr, 0, 14)
	attrs = append(attrs,
		slog.String("request_id", string(ctx.Response.Header.Peek("X-Request-Id"))),
		slog.String("listener", listenerNames[l]),
		slog.String("method", string(ctx.Method())),
		slog.String("path", string(path)),
		slog.String("endpoint", endpointNames[ep]),
		slog.Int("status", status))
	if code := errorCode(ctx.Response.Body()); code != "" {
		attrs = append(attrs, slog.String("error_code", code))
	}
	attrs = append(attrs,
		slog.Float64("latency_ms", float64(d.Microseconds())/1000),
		slog.Int("bytes", len(ctx.Response.Body())),
		slog.String("remote_ip", ctx.RemoteIP().String()))
	if l == listenerPublic {
		if k := identified(ctx); k != nil {
			attrs = append(attrs, slog.String("account_id", k.acct.id), slog.String("key_id", k.id), slog.String("env", k.env))
		}
	}
	lg.LogAttrs(context.Background(), level, "request", attrs...)
}

// accessLevel is the level of an access line and whether it is subject to sampling.
func accessLevel(method []byte, l listener, ep endpoint, status int) (slog.Level, bool) {
	switch {
	case status >= 500:
		return slog.LevelError, false
	case l == listenerAdmin && !bytes.Equal(method, []byte("GET")) && !bytes.Equal(method, []byte("HEAD")):
		return slog.LevelInfo, false
	case ep == epHealthz || ep == epReadyz || ep == epMetrics || ep == epAdminStats || ep == epDashboard:
		return slog.LevelDebug, true
	}
	return slog.LevelInfo, true
}

// errorCode returns the code of a D11 error body, or "" for any other body.
func errorCode(body []byte) string {
	rest, ok := bytes.CutPrefix(body, []byte(`{"error":{"code":"`))
	if !ok {
		return ""
	}
	code, _, ok := bytes.Cut(rest, []byte(`"`))
	if !ok || len(code) > 64 {
		return ""
	}
	return string(code)
}

// LogWriter buffers log lines and writes them out when the buffer fills, every
// flush interval, and on Close: one write call per batch instead of one per line.
// Lines written in the last interval before a crash (SIGKILL) may be lost; a clean
// shutdown loses none. Safe for concurrent use.
type LogWriter struct {
	mu   sync.Mutex
	buf  *bufio.Writer
	stop chan struct{}
	done chan struct{}
}

// logBufferBytes is the buffer of a LogWriter: about a hundred access lines.
const logBufferBytes = 32 << 10

// NewLogWriter starts a LogWriter over w that flushes every interval.
func NewLogWriter(w io.Writer, interval time.Duration) *LogWriter {
	lw := &LogWriter{buf: bufio.NewWriterSize(w, logBufferBytes), stop: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(lw.done)
		t := time.NewTicker(interval)
		defer t.Stop()
		for {
			select {
			case <-t.C:
				lw.Flush()
			case <-lw.stop:
				return
			}
		}
	}()
	return lw
}

// Write buffers p.
func (lw *LogWriter) Write(p []byte) (int, error) {
	lw.mu.Lock()
	defer lw.mu.Unlock()
	return lw.buf.Write(p)
}

// Flush writes out what is buffered.
func (lw *LogWriter) Flush() error {
	lw.mu.Lock()
	defer lw.mu.Unlock()
	return lw.buf.Flush()
}

// Close stops the periodic flush and flushes what is left.
func (lw *LogWriter) Close() error {
	close(lw.stop)
	<-lw.done
	return lw.Flush()
}
