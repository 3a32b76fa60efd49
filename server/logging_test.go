package server

import (
	"bytes"
	"encoding/json"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"
)

// logBuffer is a goroutine-safe buffer of JSON log lines.
type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *logBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *logBuffer) Reset() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.buf.Reset()
}

func (b *logBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// lines decodes every line; the test fails on a line that is not a JSON object.
func (b *logBuffer) lines(t *testing.T) []map[string]any {
	t.Helper()
	var out []map[string]any
	for _, line := range strings.Split(strings.TrimSpace(b.String()), "\n") {
		if line == "" {
			continue
		}
		var m map[string]any
		if err := json.Unmarshal([]byte(line), &m); err != nil {
			t.Fatalf("got log line %q; want a JSON object: %v", line, err)
		}
		out = append(out, m)
	}
	return out
}

// startLoggedServer starts a server whose access log goes to the returned buffer.
func startLoggedServer(t *testing.T, level slog.Level, rate float64) (*testServer, *logBuffer) {
	t.Helper()
	var logs logBuffer
	ts := startServerWith(t, t.TempDir(), newTestClock(), func(c *Config) {
		c.AccessLog = NewAccessLog(&logs, level)
		c.LogSampleRate = rate
	})
	return ts, &logs
}

func TestAccessLog(t *testing.T) {
	ts, logs := startLoggedServer(t, slog.LevelInfo, 1)
	acct := ts.account("starter", "")
	secret, keyID := ts.key(acct, "live")
	const content = "http://private-message-content.example/only-for-the-engine"
	r := ts.api("POST", "/v1/check?shape=quickstart", secret, `{"content":"`+content+`"}`, "X-Request-Id", "req-log-1")
	wantStatus(t, r, 200)
	wantStatus(t, ts.api("POST", "/v1/check", "svc_live_"+strings.Repeat("x", 32), `{"content":"`+content+`"}`), 401)
	wantStatus(t, ts.call("GET", ts.base+"/healthz", ""), 200) // debug: not written at info

	all := logs.String()
	for _, secretText := range []string{content, "private-message", secret, testOperatorToken, "shape=quickstart"} {
		if strings.Contains(all, secretText) {
			t.Fatalf("the access log holds %q; want no content, secret, token or query:\n%s", secretText, all)
		}
	}
	var check, denied, created map[string]any
	for _, m := range logs.lines(t) {
		switch {
		case m["request_id"] == "req-log-1":
			check = m
		case m["path"] == "/v1/check" && m["status"] == float64(401):
			denied = m
		case m["path"] == "/admin/v1/accounts" && m["method"] == "POST":
			created = m
		case m["path"] == "/healthz":
			t.Fatalf("got a /healthz line at level info; want probes at debug: %v", m)
		}
	}
	f := func(line map[string]any, field string, want any) {
		t.Helper()
		if line == nil {
			t.Fatalf("got no line for %s = %v; log:\n%s", field, want, all)
		}
		if got := line[field]; got != want {
			t.Fatalf("got %s %v; want %v in %v", field, got, want, line)
		}
	}
	f(check, "msg", "request")
	f(check, "level", "INFO")
	f(check, "listener", "public")
	f(check, "method", "POST")
	f(check, "path", "/v1/check")
	f(check, "endpoint", "check")
	f(check, "status", float64(200))
	f(check, "account_id", acct)
	f(check, "key_id", keyID)
	f(check, "env", "live")
	f(check, "remote_ip", "127.0.0.1")
	if ms, ok := check["latency_ms"].(float64); !ok || ms < 0 {
		t.Fatalf("got latency_ms %v; want a number", check["latency_ms"])
	}
	f(denied, "error_code", codeInvalidAPIKey)
	if _, ok := denied["account_id"]; ok {
		t.Fatalf("got an account on a refused key: %v", denied)
	}
	f(created, "listener", "admin")
	f(created, "status", float64(201))
}

func TestAccessLogSampling(t *testing.T) {
	// A rate so small that no ordinary line is written; errors and admin changes are.
	ts, logs := startLoggedServer(t, slog.LevelDebug, 1e-12)
	key, _ := ts.key(ts.account("starter", ""), "test")
	for range 20 {
		wantStatus(t, ts.api("POST", "/v1/check", key, `{"content":"hello"}`), 200)
	}
	ts.st.Close()
	wantStatus(t, ts.call("GET", ts.base+"/readyz", ""), 503)
	lines := logs.lines(t)
	var paths []string
	for _, m := range lines {
		paths = append(paths, m["method"].(string)+" "+m["path"].(string))
	}
	want := []string{"POST /admin/v1/accounts", "POST /admin/v1/accounts/" + acctOfKey(t, ts, key) + "/keys", "GET /readyz"}
	if strings.Join(paths, ", ") != strings.Join(want, ", ") {
		t.Fatalf("got lines %v; want %v", paths, want)
	}
	if lines[2]["level"] != "ERROR" {
		t.Fatalf("got level %v for a 503; want ERROR", lines[2]["level"])
	}
	if got := ts.scrape()["scamcheck_access_log_sampled_out_total"]; got != 20 {
		t.Fatalf("got %v lines sampled out; want 20", got)
	}
	ts.stopped = true // the store is gone: shutdown cannot flush usage
	_ = ts.srv.Shutdown(t.Context())
}

func TestErrorCode(t *testing.T) {
	f := func(body, want string) {
		t.Helper()
		if got := string(errorCode([]byte(body))); got != want {
			t.Fatalf("got %q for %s; want %q", got, body, want)
		}
	}
	f(`{"error":{"code":"NOT_FOUND","message":"x"}}`, "NOT_FOUND")
	f(`{"id":"chk_1"}`, "")
	f(`{"error":{"code":"UNTERMINATED`, "")
	f(``, "")
}

// TestAccessLogUnreadableRequest: a request fasthttp cannot read is logged with the
// time it was answered (it has no start time of its own).
func TestAccessLogUnreadableRequest(t *testing.T) {
	ts, logs := startLoggedServer(t, slog.LevelInfo, 1)
	r := ts.rawRequest("POST /v1/check HTTP/1.1\r\nHost: x\r\nX-Api-Key: a\nbroken\r\nContent-Length: 2\r\n\r\n{}")
	wantStatus(t, r, 400)
	deadline := time.Now().Add(10 * time.Second)
	for {
		for _, m := range logs.lines(t) {
			if m["status"] != float64(400) {
				continue
			}
			at, err := time.Parse(time.RFC3339Nano, fmt.Sprint(m["time"]))
			if err != nil || at.Year() < 2000 {
				t.Fatalf("got time %v on the line of an unreadable request; want the time it was answered", m["time"])
			}
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("no access line for the unreadable request; log:\n%s", logs.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func TestLineThrottle(t *testing.T) {
	th := &lineThrottle{perSecond: 3}
	f := func(now int64, wantOK bool, wantSkipped int64) {
		t.Helper()
		if ok, skipped := th.allow(now); ok != wantOK || skipped != wantSkipped {
			t.Fatalf("allow(%d): got %v, %d skipped; want %v, %d", now, ok, skipped, wantOK, wantSkipped)
		}
	}
	f(10, true, 0)
	f(10, true, 0)
	f(10, true, 0)
	f(10, false, 0)
	f(10, false, 0)
	f(11, true, 2) // a new second: the last one skipped 2
	f(10, true, 0) // late: counts in second 11
	f(11, true, 0)
	f(11, false, 0)
	f(13, true, 1)
}

func TestAccessLogThrottle(t *testing.T) {
	var logs logBuffer
	ts := startServerWith(t, t.TempDir(), newTestClock(), func(c *Config) {
		c.AccessLog = NewAccessLog(&logs, slog.LevelInfo)
		c.LogLinesPerSecond = 2
	})
	key, _ := ts.key(ts.account("starter", ""), "test")
	const n = 40 // throttled unless they take 20 s
	first := time.Now().Unix()
	for range n {
		wantStatus(t, ts.api("POST", "/v1/check", key, `{"content":"hello"}`), 200)
	}
	seconds := time.Now().Unix() - first + 1
	written := 0
	for _, m := range logs.lines(t) {
		if m["path"] == "/v1/check" {
			written++
		}
	}
	throttled := ts.scrape()["scamcheck_access_log_throttled_total"]
	if written+int(throttled) != n || written > 2*int(seconds) || throttled == 0 {
		t.Fatalf("got %d check lines written, %v throttled over %d seconds; want %d in all, at most 2 a second",
			written, throttled, seconds, n)
	}
	// Admin changes are never throttled: both lines of the account and key above.
	if got := strings.Count(logs.String(), `"listener":"admin","method":"POST"`); got != 2 {
		t.Fatalf("got %d admin change lines; want 2", got)
	}

	logs.Reset()
	ts.srv.logThrottled(ts.srv.cfg.AccessLog, time.Date(2026, 11, 22, 5, 30, 0, 0, time.UTC), 25)
	lines := logs.lines(t)
	if len(lines) != 1 || lines[0]["msg"] != "access lines throttled" || lines[0]["skipped"] != float64(25) ||
		lines[0]["limit_per_second"] != float64(2) || lines[0]["time"] != "2026-11-22T05:30:00.000Z" {
		t.Fatalf("got %v; want one line saying 25 lines were skipped under a limit of 2", lines)
	}
}
