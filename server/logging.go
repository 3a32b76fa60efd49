package server

import (
	"bufio"
	"bytes"
	"io"
	"log/slog"
	"math/rand/v2"
	"net/netip"
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
	al := s.cfg.AccessLog
	if al == nil {
		return
	}
	level, sampled := accessLevel(ctx.Method(), l, ep, status)
	if level < al.level {
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
	bp := lineBufPool.Get().(*[]byte)
	b := append((*bp)[:0], '{')
	at := ctx.Time()
	if at.IsZero() { // a request fasthttp could not read has no start time
		at = time.Now()
	}
	b = appendKey(b, "time")
	b = append(b, '"')
	b = appendTime(b, at)
	b = append(b, '"')
	b = appendKey(b, "level")
	b = appendQuoted(b, level.String())
	b = appendKey(b, "msg")
	b = append(b, `"request"`...)
	b = appendKey(b, "request_id")
	b = appendQuoted(b, ctx.Response.Header.Peek("X-Request-Id"))
	b = appendKey(b, "listener")
	b = appendQuoted(b, listenerNames[l])
	b = appendKey(b, "method")
	b = appendQuoted(b, ctx.Method())
	b = appendKey(b, "path")
	b = appendQuoted(b, path)
	b = appendKey(b, "endpoint")
	b = appendQuoted(b, endpointNames[ep])
	b = appendKey(b, "status")
	b = appendInt(b, int64(status))
	if code := errorCode(ctx.Response.Body()); code != nil {
		b = appendKey(b, "error_code")
		b = appendQuoted(b, code)
	}
	b = appendKey(b, "latency_ms")
	b = appendMillis(b, d)
	b = appendKey(b, "bytes")
	b = appendInt(b, int64(len(ctx.Response.Body())))
	b = appendKey(b, "remote_ip")
	b = append(b, '"')
	if ip, ok := netip.AddrFromSlice(ctx.RemoteIP()); ok {
		b = ip.Unmap().AppendTo(b)
	}
	b = append(b, '"')
	if l == listenerPublic {
		if k := identified(ctx); k != nil {
			b = appendKey(b, "account_id")
			b = appendQuoted(b, k.acct.id)
			b = appendKey(b, "key_id")
			b = appendQuoted(b, k.id)
			b = appendKey(b, "env")
			b = appendQuoted(b, k.env)
		}
	}
	b = append(b, '}', '\n')
	_, _ = al.w.Write(b)
	*bp = b
	lineBufPool.Put(bp)
}

// AccessLog is the destination of the access log: one JSON object a line, with the
// fields slog's JSON handler would write (time, level, msg) and those of logAccess.
// Lines are appended by hand into pooled buffers: a logged request allocates
// nothing, where slog cost several allocations and microseconds a line.
type AccessLog struct {
	w     io.Writer
	level slog.Level
}

// NewAccessLog writes access lines of level and above to w, one Write call a line
// (w must be safe for concurrent use, as LogWriter is).
func NewAccessLog(w io.Writer, level slog.Level) *AccessLog {
	return &AccessLog{w: w, level: level}
}

var lineBufPool = sync.Pool{New: func() any { b := make([]byte, 0, 512); return &b }}

// appendMillis appends d in milliseconds with three decimals, e.g. 1.234.
func appendMillis(dst []byte, d time.Duration) []byte {
	us := d.Microseconds()
	if us < 0 {
		us = 0
	}
	dst = appendInt(dst, us/1000)
	frac := us % 1000
	return append(dst, '.', byte('0'+frac/100), byte('0'+frac/10%10), byte('0'+frac%10))
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

// errorCode returns the code of a D11 error body, or nil for any other body.
func errorCode(body []byte) []byte {
	rest, ok := bytes.CutPrefix(body, []byte(`{"error":{"code":"`))
	if !ok {
		return nil
	}
	code, _, ok := bytes.Cut(rest, []byte(`"`))
	if !ok || len(code) > 64 {
		return nil
	}
	return code
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
