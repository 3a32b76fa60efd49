package server

import (
	"bytes"
	"errors"
	"io"
	"log/slog"
	"math/rand/v2"
	"net/netip"
	"sync"
	"sync/atomic"
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
// are sampled at Config.LogSampleRate, then throttled to Config.LogLinesPerSecond.
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
	at := ctx.Time()
	if at.IsZero() { // a request fasthttp could not read has no start time
		at = time.Now()
	}
	if sampled && s.throttle != nil {
		ok, skipped := s.throttle.allow(at.Unix())
		if skipped > 0 {
			s.logThrottled(al, at, skipped)
		}
		if !ok {
			s.obs.logsThrottled.Inc()
			return
		}
	}
	path := ctx.Path()
	if len(path) > maxLoggedPath {
		path = path[:maxLoggedPath]
	}
	bp := lineBufPool.Get().(*[]byte)
	b := append((*bp)[:0], '{')
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

// logThrottled writes the line saying how many access lines the throttle skipped in
// the second before at.
func (s *Server) logThrottled(al *AccessLog, at time.Time, skipped int64) {
	bp := lineBufPool.Get().(*[]byte)
	b := append((*bp)[:0], `{"time":"`...)
	b = appendTime(b, at)
	b = append(b, `","level":"INFO","msg":"access lines throttled","skipped":`...)
	b = appendInt(b, skipped)
	b = append(b, `,"limit_per_second":`...)
	b = appendInt(b, s.throttle.perSecond)
	b = append(b, "}\n"...)
	_, _ = al.w.Write(b)
	*bp = b
	lineBufPool.Put(bp)
}

// lineThrottle caps the ordinary access lines written per second (STYLE 10): the
// first perSecond lines of each second are written, the others only counted, and
// the first line asked for in a later second learns how many the last one skipped.
// Seconds come from the requests' start times, which concurrent requests may see
// slightly out of order: a second earlier than the one being counted counts in it,
// so the cap holds to within the few lines that race a change of second.
type lineThrottle struct {
	perSecond int64
	second    atomic.Int64 // the Unix second being counted
	lines     atomic.Int64 // lines asked for in that second
}

// allow reports whether one more line may be written in second now, and, when now
// starts a new second, how many lines the previous one skipped (else 0).
func (t *lineThrottle) allow(now int64) (ok bool, skipped int64) {
	if s := t.second.Load(); now > s && t.second.CompareAndSwap(s, now) {
		skipped = max(t.lines.Swap(0)-t.perSecond, 0)
	}
	return t.lines.Add(1) <= t.perSecond, skipped
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

// LogWriter collects log lines in memory and writes them out from its own
// goroutine: once logFlushBytes are waiting, every flush interval, and on Close;
// one write call per batch instead of one per line. A request never waits for the
// log's destination: while it is slow or stuck (a pipe nobody reads, a throttled
// disk), lines wait in memory up to logMaxPending bytes and past that are dropped
// and counted. The count is written as a warning line once the destination takes
// lines again, and is exposed by Dropped. Lines written in the last interval before
// a crash (SIGKILL) may be lost; a clean shutdown loses none unless the destination
// is stuck. Safe for concurrent use.
type LogWriter struct {
	w io.Writer

	mu      sync.Mutex
	buf     []byte // lines waiting for the writer
	dropped uint64 // lines dropped since the last notice

	total atomic.Uint64 // lines dropped since the start

	writeMu sync.Mutex // held while writing to w
	spare   []byte     // the batch being written (under writeMu)

	wake chan struct{} // buf reached logFlushBytes
	stop chan struct{}
	done chan struct{}
}

const (
	// logFlushBytes wakes the writer: about a hundred access lines.
	logFlushBytes = 32 << 10
	// logMaxPending bounds the lines waiting in memory (two such buffers at most):
	// about 100 ms of access lines at 70,000 requests a second.
	logMaxPending = 2 << 20
)

// logCloseTimeout bounds the last flush: a stuck destination must not keep the
// process from exiting. A variable for the tests.
var logCloseTimeout = 5 * time.Second

// NewLogWriter starts a LogWriter over w that flushes every interval.
func NewLogWriter(w io.Writer, interval time.Duration) *LogWriter {
	lw := &LogWriter{w: w, buf: make([]byte, 0, logFlushBytes*2), spare: make([]byte, 0, logFlushBytes*2),
		wake: make(chan struct{}, 1), stop: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(lw.done)
		t := time.NewTicker(interval)
		defer t.Stop()
		for {
			select {
			case <-t.C:
			case <-lw.wake:
			case <-lw.stop:
				return
			}
			_ = lw.Flush()
		}
	}()
	return lw
}

// Write takes one or more whole lines; it never blocks on the destination and
// never fails: past logMaxPending waiting bytes, p is dropped and counted.
func (lw *LogWriter) Write(p []byte) (int, error) {
	lw.mu.Lock()
	if len(lw.buf)+len(p) > logMaxPending {
		lw.dropped++
		lw.mu.Unlock()
		lw.total.Add(1)
		return len(p), nil
	}
	lw.buf = append(lw.buf, p...)
	full := len(lw.buf) >= logFlushBytes
	lw.mu.Unlock()
	if full {
		select {
		case lw.wake <- struct{}{}:
		default:
		}
	}
	return len(p), nil
}

// Flush writes out the lines waiting, followed by a warning line when some were
// dropped since the last one. It returns when the destination took them.
func (lw *LogWriter) Flush() error {
	lw.writeMu.Lock()
	defer lw.writeMu.Unlock()
	lw.mu.Lock()
	batch := lw.buf
	lw.buf = lw.spare[:0]
	dropped := lw.dropped
	lw.dropped = 0
	lw.mu.Unlock()
	if dropped > 0 {
		batch = append(batch, `{"time":"`...)
		batch = appendTime(batch, time.Now())
		batch = append(batch, `","level":"WARN","msg":"log lines dropped: the log's destination did not keep up","dropped":`...)
		batch = appendInt(batch, int64(dropped))
		batch = append(batch, "}\n"...)
	}
	lw.spare = batch
	if len(batch) == 0 {
		return nil
	}
	_, err := lw.w.Write(batch)
	return err
}

// Dropped returns the number of lines dropped since the start.
func (lw *LogWriter) Dropped() uint64 { return lw.total.Load() }

// Close stops the periodic flush and writes what is left, giving up after
// logCloseTimeout if the destination is stuck.
func (lw *LogWriter) Close() error {
	close(lw.stop)
	flushed := make(chan error, 1)
	go func() {
		<-lw.done
		flushed <- lw.Flush()
	}()
	select {
	case err := <-flushed:
		return err
	case <-time.After(logCloseTimeout):
		return errors.New("log destination stuck: the last lines were not written")
	}
}
