package server

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"scamcheck/data"
	"scamcheck/engine"
	"scamcheck/server/store"
)

// The end-to-end harness: a real server on loopback ports, an injectable clock,
// and helpers that call the public and admin APIs and check answers.

// testClock is the clock the tests control: time moves only when they say so.
type testClock struct {
	mu sync.Mutex
	t  time.Time
}

func newTestClock() *testClock {
	return &testClock{t: time.Date(2026, 11, 21, 8, 15, 30, 123e6, time.UTC)}
}

func (c *testClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *testClock) Advance(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

const testOperatorToken = "test-operator-token"

// testServer is a real server on 127.0.0.1:0 (both listeners) over a real bolt
// file in a temporary directory.
type testServer struct {
	t       *testing.T
	dir     string
	clk     *testClock
	srv     *Server
	st      *store.Bolt
	base    string // public API base URL
	admin   string // admin API base URL
	stopped bool
}

// startServer starts a server whose bolt file is in dir.
func startServer(t *testing.T, dir string, clk *testClock) *testServer {
	t.Helper()
	return startServerWith(t, dir, clk, func(*Config) {})
}

// startServerWith is startServer with a chance to change the Config first.
func startServerWith(t *testing.T, dir string, clk *testClock, change func(*Config)) *testServer {
	t.Helper()
	st, err := store.OpenBolt(filepath.Join(dir, "scamcheck.db"), store.WithClock(clk.Now))
	if err != nil {
		t.Fatalf("cannot open store: %v", err)
	}
	eng, err := engine.New(data.FS, engine.WithClock(clk.Now))
	if err != nil {
		t.Fatalf("cannot build engine: %v", err)
	}
	cfg := Config{Addr: "127.0.0.1:0", AdminAddr: "127.0.0.1:0", AdminToken: testOperatorToken,
		Store: st, Engine: eng, Now: clk.Now, CacheBytes: 32 << 20, Logf: t.Logf}
	change(&cfg)
	srv, err := New(cfg)
	if err != nil {
		t.Fatalf("cannot create server: %v", err)
	}
	if err := srv.Start(); err != nil {
		t.Fatalf("cannot start server: %v", err)
	}
	ts := &testServer{t: t, dir: dir, clk: clk, srv: srv, st: st,
		base: "http://" + srv.PublicAddr(), admin: "http://" + srv.AdminAddr()}
	t.Cleanup(ts.stop)
	return ts
}

func (ts *testServer) stop() {
	if ts.stopped {
		return
	}
	ts.stopped = true
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := ts.srv.Shutdown(ctx); err != nil {
		ts.t.Errorf("shutdown: %v", err)
	}
	if err := ts.st.Close(); err != nil {
		ts.t.Errorf("close store: %v", err)
	}
}

// response is an HTTP answer with its JSON body decoded.
type response struct {
	status int
	header http.Header
	raw    []byte
	body   map[string]any
}

var httpClient = &http.Client{Timeout: 30 * time.Second}

// call sends a request; headers are name/value pairs. A body is sent as JSON
// unless a Content-Type header is given.
func (ts *testServer) call(method, url, body string, headers ...string) *response {
	ts.t.Helper()
	_, resp, raw := send(ts.t, method, url, body, headers...)
	r := &response{status: resp.StatusCode, header: resp.Header, raw: raw}
	if len(raw) > 0 {
		if err := json.Unmarshal(raw, &r.body); err != nil {
			ts.t.Fatalf("%s %s: answer is not a JSON object: %v: %s", method, url, err, raw)
		}
	}
	return r
}

// send sends a request (headers are name/value pairs; a body is sent as JSON
// unless a Content-Type header is given) and returns it with its answer and the
// answer's body, read whole.
func send(t *testing.T, method, url, body string, headers ...string) (*http.Request, *http.Response, []byte) {
	t.Helper()
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	req, err := http.NewRequest(method, url, rd)
	if err != nil {
		t.Fatalf("cannot build request: %v", err)
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	resp, err := httpClient.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, url, err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatalf("cannot read answer: %v", err)
	}
	return req, resp, raw
}

// rawRequest writes req on a new connection to the public listener and reads
// one answer.
func (ts *testServer) rawRequest(req string) *response {
	ts.t.Helper()
	conn, err := net.Dial("tcp", ts.srv.PublicAddr())
	if err != nil {
		ts.t.Fatalf("cannot connect: %v", err)
	}
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(30 * time.Second))
	if _, err := io.WriteString(conn, req); err != nil {
		ts.t.Fatalf("cannot write request: %v", err)
	}
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		ts.t.Fatalf("cannot read answer: %v", err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	r := &response{status: resp.StatusCode, header: resp.Header, raw: raw}
	if err := json.Unmarshal(raw, &r.body); err != nil {
		ts.t.Fatalf("answer is not a JSON object: %v: %s", err, raw)
	}
	return r
}

// api calls the public API with key.
func (ts *testServer) api(method, path, key, body string, headers ...string) *response {
	ts.t.Helper()
	return ts.call(method, ts.base+path, body, append([]string{"X-API-Key", key}, headers...)...)
}

// adminCall calls the admin API with the operator token.
func (ts *testServer) adminCall(method, path, body string) *response {
	ts.t.Helper()
	return ts.call(method, ts.admin+path, body, "Authorization", "Bearer "+testOperatorToken)
}

// account creates an account; extra is appended to the JSON object.
func (ts *testServer) account(plan, extra string) string {
	ts.t.Helper()
	r := ts.adminCall("POST", "/admin/v1/accounts", `{"name":"acme `+plan+`","plan":"`+plan+`"`+extra+`}`)
	wantStatus(ts.t, r, 201)
	return r.body["id"].(string)
}

// key creates a key of type typ and returns its secret and id.
func (ts *testServer) key(acct, typ string) (secret, id string) {
	ts.t.Helper()
	r := ts.adminCall("POST", "/admin/v1/accounts/"+acct+"/keys", `{"name":"k","type":"`+typ+`"}`)
	wantStatus(ts.t, r, 201)
	return r.body["key"].(string), r.body["id"].(string)
}

func wantStatus(t *testing.T, r *response, status int) {
	t.Helper()
	if r.status != status {
		t.Fatalf("got status %d; want %d; body %s", r.status, status, r.raw)
	}
}

// wantError checks an error answer: status, code and every given detail.
func wantError(t *testing.T, r *response, status int, code string, details map[string]any) {
	t.Helper()
	wantStatus(t, r, status)
	e, _ := r.body["error"].(map[string]any)
	if e == nil {
		t.Fatalf("got body %s; want an error object", r.raw)
	}
	if e["code"] != code {
		t.Fatalf("got code %v; want %s; body %s", e["code"], code, r.raw)
	}
	if msg, _ := e["message"].(string); msg == "" {
		t.Fatalf("got empty message; body %s", r.raw)
	}
	if r.header.Get("X-Request-Id") == "" {
		t.Fatalf("got no X-Request-Id on error %s", code)
	}
	if len(details) == 0 {
		return
	}
	d, _ := e["details"].(map[string]any)
	for k, want := range details {
		got := fmt.Sprint(d[k])
		if f, ok := d[k].(float64); ok {
			got = strconv.FormatFloat(f, 'f', -1, 64)
		}
		if got != fmt.Sprint(want) {
			t.Fatalf("got details.%s %v; want %v; body %s", k, got, want, r.raw)
		}
	}
}

func num(v any) int64 {
	f, _ := v.(float64)
	return int64(f)
}
