package server

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"scamcheck/data"
	"scamcheck/engine"
	"scamcheck/server/store"
)

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

func TestCheckLiveShapesAndCache(t *testing.T) {
	clk := newTestClock()
	ts := startServer(t, t.TempDir(), clk)
	live, _ := ts.key(ts.account("starter", ""), "live")

	r := ts.api("POST", "/v1/check", live, `{"content":"http://paypa1-secure-login.com"}`)
	wantStatus(t, r, 200)
	checkResultFormat(t, r.body, shapeDetailed)
	if got := r.header.Get("X-Environment"); got != "live" {
		t.Fatalf("got X-Environment %q; want live", got)
	}
	if r.body["cached"] != false {
		t.Fatalf("got cached %v on first check; want false", r.body["cached"])
	}
	id, created := r.body["id"], r.body["created_at"]

	// Same content again, in the quickstart shape: the cached analysis (D1, D13).
	q := ts.api("POST", "/v1/check?shape=quickstart", live, `{"content":"  http://paypa1-secure-login.com "}`)
	wantStatus(t, q, 200)
	checkResultFormat(t, q.body, shapeQuickstart)
	if q.body["id"] != id || q.body["created_at"] != created || q.body["cached"] != true {
		t.Fatalf("got id %v created_at %v cached %v; want %v %v true", q.body["id"], q.body["created_at"], q.body["cached"], id, created)
	}
	if q.body["risk_score"] != r.body["score"] {
		t.Fatalf("got risk_score %v; want score %v", q.body["risk_score"], r.body["score"])
	}
	for _, f := range []string{"score", "reasons", "advice"} {
		if _, ok := q.body[f]; ok {
			t.Fatalf("quickstart shape has detailed field %q", f)
		}
	}

	// Again in the detailed shape, twice: the first answer, but for "cached", rendered
	// from the cached result and then served as stored with it.
	r.body["cached"] = true
	for range 2 {
		d := ts.api("POST", "/v1/check", live, `{"content":"http://paypa1-secure-login.com"}`)
		wantStatus(t, d, 200)
		if !reflect.DeepEqual(d.body, r.body) {
			t.Fatalf("got %v from the cache; want %v", d.body, r.body)
		}
	}

	// Only the first analysis was billed.
	a := ts.adminCall("GET", "/admin/v1/accounts/"+acctOfKey(t, ts, live), "")
	if got := num(a.body["usage"].(map[string]any)["live_this_month"]); got != 1 {
		t.Fatalf("got live usage %d; want 1", got)
	}

	// After 24 hours the cached result expires: a new analysis, billed.
	clk.Advance(24*time.Hour + time.Second)
	r2 := ts.api("POST", "/v1/check", live, `{"content":"http://paypa1-secure-login.com"}`)
	wantStatus(t, r2, 200)
	if r2.body["cached"] != false || r2.body["id"] == id {
		t.Fatalf("got cached %v id %v after expiry; want false and a new id", r2.body["cached"], r2.body["id"])
	}

	bad := ts.api("POST", "/v1/check?shape=compact", live, `{"content":"x"}`)
	wantError(t, bad, 400, codeInvalidRequest, map[string]any{"field": "shape"})
}

// acctOfKey finds the account of a key secret through the admin API.
func acctOfKey(t *testing.T, ts *testServer, secret string) string {
	t.Helper()
	k := ts.srv.auth.Load().keys[hashSecret(secret)]
	if k == nil {
		t.Fatalf("no such key")
	}
	return k.acct.id
}

func TestTestKeyFixtures(t *testing.T) {
	ts := startServer(t, t.TempDir(), newTestClock())
	test, _ := ts.key(ts.account("starter", ""), "test")
	f := func(content, wantVerdict, wantQuick string) {
		t.Helper()
		r := ts.api("POST", "/v1/check", test, `{"content":"`+content+`"}`)
		wantStatus(t, r, 200)
		checkResultFormat(t, r.body, shapeDetailed)
		if r.body["verdict"] != wantVerdict {
			t.Fatalf("got verdict %v for %q; want %s", r.body["verdict"], content, wantVerdict)
		}
		if got := r.header.Get("X-Environment"); got != "test" {
			t.Fatalf("got X-Environment %q; want test", got)
		}
		q := ts.api("POST", "/v1/check?shape=quickstart", test, `{"content":"`+content+`"}`)
		if q.body["verdict"] != wantQuick {
			t.Fatalf("got quickstart verdict %v for %q; want %s", q.body["verdict"], content, wantQuick)
		}
	}
	f("http://scam-test.example", "scam", "dangerous")
	f("Your parcel SCAM-TEST is waiting", "scam", "dangerous")
	f("suspect-test message", "suspect", "suspicious")
	f("http://paypa1-secure-login.com", "safe", "safe")

	fr := ts.api("POST", "/v1/check", test, `{"content":"scam-test"}`, "Accept-Language", "fr-FR,fr;q=0.9")
	if advice, _ := fr.body["advice"].(string); !strings.HasPrefix(advice, "Arnaque simulée") {
		t.Fatalf("got advice %q with Accept-Language fr; want French", advice)
	}
}

func TestErrors(t *testing.T) {
	clk := newTestClock()
	ts := startServer(t, t.TempDir(), clk)
	biz := ts.account("business", "")
	live, _ := ts.key(biz, "live")
	starterTest, _ := ts.key(ts.account("starter", ""), "test")

	f := func(method, path, key, body string, status int, code string, details map[string]any, headers ...string) {
		t.Helper()
		wantError(t, ts.api(method, path, key, body, headers...), status, code, details)
	}
	// 400 INVALID_REQUEST
	f("POST", "/v1/check", live, `{"content":`, 400, codeInvalidRequest, map[string]any{"field": "body", "reason": "is not valid JSON"})
	f("POST", "/v1/check", live, `[1]`, 400, codeInvalidRequest, map[string]any{"field": "body"})
	f("POST", "/v1/check", live, `{"content":42}`, 400, codeInvalidRequest, map[string]any{"field": "content", "reason": "must be a string"})
	f("POST", "/v1/check", live, `{"type":"url"}`, 400, codeInvalidRequest, map[string]any{"field": "content", "reason": "is required"})
	f("POST", "/v1/check", live, `{"content":"   "}`, 400, codeInvalidRequest, map[string]any{"field": "content", "reason": "is required"})
	f("POST", "/v1/check", live, `{"content":"`+strings.Repeat("a", 20001)+`"}`, 400, codeInvalidRequest, map[string]any{"field": "content"})
	f("POST", "/v1/check", live, "{\"content\":\"\xff\xfe\"}", 400, codeInvalidRequest, map[string]any{"field": "content", "reason": "must be valid UTF-8"})
	f("POST", "/v1/check", live, `{"content":"x","type":"fax"}`, 400, codeInvalidRequest, map[string]any{"field": "type"})
	f("POST", "/v1/check", live, `{"content":"x","metadata":[1]}`, 400, codeInvalidRequest, map[string]any{"field": "metadata"})
	f("POST", "/v1/batch", live, `{"items":[]}`, 400, codeInvalidRequest, map[string]any{"field": "items"})
	f("POST", "/v1/batch", live, `{"items":[{"content":"a"},{"content":""}]}`, 400, codeInvalidRequest, map[string]any{"index": 1, "field": "content"})
	f("POST", "/v1/batch", live, `{"items":[{"content":"a"},{"content":"b","type":7}]}`, 400, codeInvalidRequest, map[string]any{"index": 1, "field": "type"})
	f("POST", "/v1/batch", live, `{"items":[{"content":"a","type":"fax"}]}`, 400, codeInvalidRequest, map[string]any{"index": 0, "field": "type"})
	many := `{"items":[` + strings.Repeat(`{"content":"a"},`, 100) + `{"content":"a"}]}`
	f("POST", "/v1/batch", live, many, 400, codeInvalidRequest, map[string]any{"field": "items"})
	f("POST", "/v1/report", live, `{"content":"x","scam_type":"other"}`, 400, codeInvalidRequest, map[string]any{"field": "content_type", "reason": "is required"})
	f("POST", "/v1/report", live, `{"content":"x","content_type":"sms","scam_type":"spam"}`, 400, codeInvalidRequest, map[string]any{"field": "scam_type"})
	f("POST", "/v1/report", live, `{"content":"x","content_type":"sms","scam_type":"other","description":"`+strings.Repeat("é", 501)+`"}`, 400, codeInvalidRequest, map[string]any{"field": "description"})
	f("GET", "/v1/scams?limit=101", live, "", 400, codeInvalidRequest, map[string]any{"field": "limit"})
	f("GET", "/v1/scams?limit=abc", live, "", 400, codeInvalidRequest, map[string]any{"field": "limit"})
	f("GET", "/v1/scams?offset=-1", live, "", 400, codeInvalidRequest, map[string]any{"field": "offset"})
	f("GET", "/v1/scams?confirmed=maybe", live, "", 400, codeInvalidRequest, map[string]any{"field": "confirmed"})
	f("GET", "/v1/scams?scam_type=spam", live, "", 400, codeInvalidRequest, map[string]any{"field": "scam_type"})
	f("POST", "/v1/check", live, `{"content":"x"}`, 400, codeInvalidRequest, map[string]any{"field": "Idempotency-Key"}, "Idempotency-Key", strings.Repeat("k", 256))
	// 401 INVALID_API_KEY: missing, malformed, unknown.
	f("POST", "/v1/check", "", `{"content":"x"}`, 401, codeInvalidAPIKey, nil)
	f("POST", "/v1/check", "not-a-key", `{"content":"x"}`, 401, codeInvalidAPIKey, nil)
	f("POST", "/v1/check", "svc_live_"+strings.Repeat("A", 32), `{"content":"x"}`, 401, codeInvalidAPIKey, nil)
	// 403 PLAN_UPGRADE_REQUIRED (D10)
	f("POST", "/v1/batch", starterTest, `{"items":[{"content":"a"}]}`, 403, codePlanUpgradeRequired, map[string]any{"current_plan": "starter", "required_plans": "[business enterprise]"})
	f("GET", "/v1/scams", starterTest, "", 403, codePlanUpgradeRequired, map[string]any{"current_plan": "starter"})
	// 404, 405
	f("GET", "/v1/nothing", live, "", 404, codeNotFound, nil)
	f("GET", "/v1/check/", live, "", 404, codeNotFound, nil)
	r := ts.api("GET", "/v1/check", live, "")
	wantError(t, r, 405, codeMethodNotAllowed, map[string]any{"allow": "POST"})
	if got := r.header.Get("Allow"); got != "POST" {
		t.Fatalf("got Allow %q; want POST", got)
	}
	wantError(t, ts.api("DELETE", "/v1/scams", live, ""), 405, codeMethodNotAllowed, map[string]any{"allow": "GET, HEAD"})
	// 413: over 1 MiB, answered before the handler. The body is announced but not
	// sent: the server answers on the header alone (a client still writing a body
	// the server will not read may see the connection reset first).
	wantError(t, ts.rawRequest("POST /v1/check HTTP/1.1\r\nHost: x\r\nX-API-Key: "+live+
		"\r\nContent-Type: application/json\r\nX-Request-Id: big-1\r\nContent-Length: 1048577\r\n\r\n{"),
		413, codePayloadTooLarge, map[string]any{"max_bytes": 1 << 20})
	// 415: wrong and missing Content-Type.
	f("POST", "/v1/check", live, `{"content":"x"}`, 415, codeUnsupportedMedia, map[string]any{"field": "Content-Type"}, "Content-Type", "text/plain")
	noCT := ts.call("POST", ts.base+"/v1/report", "", "X-API-Key", live)
	wantError(t, noCT, 415, codeUnsupportedMedia, nil)
	// curl -d without -H sends a form content type: a JSON object body is accepted.
	ok := ts.api("POST", "/v1/check", live, `{"content":"hello"}`, "Content-Type", "application/x-www-form-urlencoded")
	wantStatus(t, ok, 200)
	// 409: the same Idempotency-Key with another body.
	wantStatus(t, ts.api("POST", "/v1/check", live, `{"content":"one"}`, "Idempotency-Key", "k1"), 200)
	f("POST", "/v1/check", live, `{"content":"two"}`, 409, codeIdempotencyConflict, map[string]any{"field": "Idempotency-Key"}, "Idempotency-Key", "k1")
	// 503: the backing store is gone.
	ts.st.Close()
	f("POST", "/v1/report", live, `{"content":"x","content_type":"sms","scam_type":"other"}`, 503, codeUnavailable, nil)
	wantError(t, ts.call("GET", ts.base+"/readyz", ""), 503, codeUnavailable, nil)
	wantError(t, ts.call("GET", ts.admin+"/readyz", ""), 503, codeUnavailable, nil)
	// With the store gone, shutdown cannot flush usage and says so.
	ts.stopped = true
	if err := ts.srv.Shutdown(context.Background()); err == nil {
		t.Fatalf("got no error from shutdown with the store closed; want one")
	}
}

func TestRateLimit(t *testing.T) {
	clk := newTestClock()
	ts := startServer(t, t.TempDir(), clk)
	free := ts.account("free", "")
	test, _ := ts.key(free, "test")
	for i := range 5 {
		r := ts.api("POST", "/v1/check", test, `{"content":"hello"}`)
		wantStatus(t, r, 200)
		if got, want := r.header.Get("X-RateLimit-Remaining"), fmt.Sprint(4-i); got != want {
			t.Fatalf("got X-RateLimit-Remaining %s; want %s", got, want)
		}
		if got := r.header.Get("RateLimit-Policy"); got != `"default";q=5;w=60` {
			t.Fatalf("got RateLimit-Policy %q; want \"default\";q=5;w=60", got)
		}
	}
	r := ts.api("POST", "/v1/check", test, `{"content":"hello"}`)
	wantError(t, r, 429, codeRateLimitExceeded, map[string]any{"limit": 5, "remaining": 0,
		"reset_at": clk.Now().Add(12 * time.Second).Format(timeLayout)})
	for h, want := range map[string]string{"Retry-After": "12", "X-RateLimit-Limit": "5", "X-RateLimit-Remaining": "0",
		"X-RateLimit-Reset": "60", "RateLimit": `"default";r=0;t=60`} {
		if got := r.header.Get(h); got != want {
			t.Fatalf("got %s %q; want %q", h, got, want)
		}
	}
	// Rejected requests count too (spent nothing): one token back after 12s.
	clk.Advance(12 * time.Second)
	wantStatus(t, ts.api("POST", "/v1/check", test, `{"content":"hello"}`), 200)
	wantStatus(t, ts.api("POST", "/v1/check", test, `{"content":"hello"}`), 429)

	// Every plan's limit, and an enterprise account's custom one.
	f := func(plan, extra, want string) {
		t.Helper()
		k, _ := ts.key(ts.account(plan, extra), "test")
		r := ts.api("GET", "/v1/scams", k, "")
		if got := r.header.Get("X-RateLimit-Limit"); got != want {
			t.Fatalf("got X-RateLimit-Limit %q for %s; want %q", got, plan, want)
		}
	}
	f("premium", "", "5")
	f("starter", "", "100")
	f("business", "", "500")
	f("enterprise", "", "1000")
	f("enterprise", `,"rate_limit_per_minute":42`, "42")
}

func TestQuota(t *testing.T) {
	clk := newTestClock()
	ts := startServer(t, t.TempDir(), clk)
	// Test keys: 50 a UTC day (D6), never billed on the live quota.
	ent := ts.account("enterprise", `,"monthly_quota":3`)
	test, _ := ts.key(ent, "test")
	live, _ := ts.key(ent, "live")
	for i := range 50 {
		wantStatus(t, ts.api("POST", "/v1/check", test, fmt.Sprintf(`{"content":"m%d"}`, i)), 200)
	}
	r := ts.api("POST", "/v1/check", test, `{"content":"one more"}`)
	wantError(t, r, 403, codeQuotaExceeded, map[string]any{"quota_limit": 50, "quota_used": 50, "reset_at": "2026-11-22T00:00:00.000Z"})

	// Live: 3 a month on this enterprise account; cached results are free (D7).
	for i := range 3 {
		wantStatus(t, ts.api("POST", "/v1/check", live, fmt.Sprintf(`{"content":"live %d"}`, i)), 200)
	}
	wantStatus(t, ts.api("POST", "/v1/check", live, `{"content":"live 0"}`), 200)
	r = ts.api("POST", "/v1/check", live, `{"content":"live 3"}`)
	wantError(t, r, 403, codeQuotaExceeded, map[string]any{"quota_limit": 3, "quota_used": 3, "reset_at": "2026-12-01T00:00:00.000Z"})

	// The next UTC day the test allowance is back; the live quota is not.
	clk.Advance(16 * time.Hour)
	wantStatus(t, ts.api("POST", "/v1/check", test, `{"content":"new day"}`), 200)
	wantStatus(t, ts.api("POST", "/v1/check", live, `{"content":"live 3"}`), 403)

	// A batch costs one unit per non-cached item and is refused whole (D7).
	ts.adminCall("PATCH", "/admin/v1/accounts/"+ent, `{"monthly_quota":5}`)
	r = ts.api("POST", "/v1/batch", live, `{"items":[{"content":"live 0"},{"content":"b1"},{"content":"b2"},{"content":"b3"}]}`)
	wantError(t, r, 403, codeQuotaExceeded, map[string]any{"quota_limit": 5, "quota_used": 3})
	r = ts.api("POST", "/v1/batch", live, `{"items":[{"content":"live 0"},{"content":"b1"},{"content":"b2"}]}`)
	wantStatus(t, r, 200)
	res := r.body["results"].([]any)
	if res[0].(map[string]any)["cached"] != true || res[1].(map[string]any)["cached"] != false {
		t.Fatalf("got results %v; want the first cached and the second not", res)
	}
	a := ts.adminCall("GET", "/admin/v1/accounts/"+ent, "")
	if got := num(a.body["usage"].(map[string]any)["live_this_month"]); got != 5 {
		t.Fatalf("got live usage %d; want 5", got)
	}
	// Starter's live quota is the table's.
	st := ts.adminCall("GET", "/admin/v1/accounts/"+ts.account("starter", ""), "")
	if got := num(st.body["monthly_quota"]); got != 2500 {
		t.Fatalf("got starter monthly_quota %d; want 2500", got)
	}
}

func TestBatch(t *testing.T) {
	ts := startServer(t, t.TempDir(), newTestClock())
	biz := ts.account("business", "")
	test, _ := ts.key(biz, "test")
	live, _ := ts.key(biz, "live")
	r := ts.api("POST", "/v1/batch", test, `{"items":[{"content":"scam-test"},{"content":"suspect-test","type":"sms"},{"content":"hello"},{"content":"hi"}]}`)
	wantStatus(t, r, 200)
	checkBatchFormat(t, r.body, 4)
	sum := r.body["summary"].(map[string]any)
	if num(sum["dangerous"]) != 1 || num(sum["suspicious"]) != 1 || num(sum["safe"]) != 2 {
		t.Fatalf("got summary %v; want 1 dangerous, 1 suspicious, 2 safe", sum)
	}
	r = ts.api("POST", "/v1/batch", live, `{"items":[{"content":"+33612345678","type":"phone"},{"content":"http://paypa1-secure-login.com"}]}`)
	wantStatus(t, r, 200)
	checkBatchFormat(t, r.body, 2)
	// An item analysed in a batch is then cached for a check, under the same id.
	first := r.body["results"].([]any)[1].(map[string]any)
	c := ts.api("POST", "/v1/check", live, `{"content":"http://paypa1-secure-login.com"}`)
	if c.body["id"] != first["id"] || c.body["cached"] != true {
		t.Fatalf("got id %v cached %v; want %v true", c.body["id"], c.body["cached"], first["id"])
	}
}

func TestKeysAndAccounts(t *testing.T) {
	ts := startServer(t, t.TempDir(), newTestClock())
	acct := ts.account("starter", "")
	secret, id := ts.key(acct, "live")
	check := func(key string) *response { return ts.api("POST", "/v1/check", key, `{"content":"hello"}`) }
	wantStatus(t, check(secret), 200)

	// Regenerating invalidates the old secret at once.
	r := ts.adminCall("POST", "/admin/v1/keys/"+id+"/regenerate", "")
	wantStatus(t, r, 200)
	fresh := r.body["key"].(string)
	if !strings.HasPrefix(fresh, "svc_live_") || len(fresh) != len("svc_live_")+32 || fresh == secret {
		t.Fatalf("got regenerated key %q; want a new svc_live_ + 32 characters", fresh)
	}
	wantError(t, check(secret), 401, codeInvalidAPIKey, nil)
	wantStatus(t, check(fresh), 200)

	// Listing never shows a secret.
	l := ts.adminCall("GET", "/admin/v1/accounts/"+acct+"/keys", "")
	wantStatus(t, l, 200)
	if bytes.Contains(l.raw, []byte(fresh)) || bytes.Contains(l.raw, []byte(`"key"`)) {
		t.Fatalf("key listing shows a secret: %s", l.raw)
	}

	// Deleting is immediate and irreversible.
	wantStatus(t, ts.adminCall("DELETE", "/admin/v1/keys/"+id, ""), 204)
	wantError(t, check(fresh), 401, codeInvalidAPIKey, nil)
	wantError(t, ts.adminCall("DELETE", "/admin/v1/keys/"+id, ""), 404, codeNotFound, nil)
	wantError(t, ts.adminCall("POST", "/admin/v1/keys/"+id+"/regenerate", ""), 404, codeNotFound, nil)

	// Key-count limits per plan (D5).
	f := func(plan string, tests, lives int) {
		t.Helper()
		a := ts.account(plan, "")
		for range tests {
			ts.key(a, "test")
		}
		r := ts.adminCall("POST", "/admin/v1/accounts/"+a+"/keys", `{"name":"one too many","type":"test"}`)
		wantError(t, r, 403, codePlanUpgradeRequired, map[string]any{"current_plan": plan, "key_type": "test", "key_limit": tests})
		for range lives {
			ts.key(a, "live")
		}
		r = ts.adminCall("POST", "/admin/v1/accounts/"+a+"/keys", `{"name":"one too many","type":"live"}`)
		if lives < 0 {
			wantStatus(t, r, 201)
			return
		}
		wantError(t, r, 403, codePlanUpgradeRequired, map[string]any{"current_plan": plan, "key_type": "live", "key_limit": lives})
	}
	f("free", 1, 0)
	f("premium", 1, 0)
	f("starter", 2, 2)
	f("business", 3, 5)
	f("enterprise", 5, -1)

	// A downgrade takes live access away at once.
	ent := ts.account("enterprise", "")
	lk, _ := ts.key(ent, "live")
	wantStatus(t, check(lk), 200)
	wantStatus(t, ts.adminCall("PATCH", "/admin/v1/accounts/"+ent, `{"plan":"free"}`), 200)
	wantError(t, check(lk), 403, codePlanUpgradeRequired, map[string]any{"current_plan": "free"})

	// Admin validation and auth.
	wantError(t, ts.adminCall("POST", "/admin/v1/accounts", `{"name":"x","plan":"gold"}`), 400, codeInvalidRequest, map[string]any{"field": "plan"})
	wantError(t, ts.adminCall("POST", "/admin/v1/accounts", `{"name":"x","plan":"starter","monthly_quota":5}`), 400, codeInvalidRequest, map[string]any{"field": "monthly_quota"})
	wantError(t, ts.adminCall("POST", "/admin/v1/accounts/"+acct+"/keys", `{"name":"x","type":"prod"}`), 400, codeInvalidRequest, map[string]any{"field": "type"})
	wantError(t, ts.adminCall("GET", "/admin/v1/accounts/acct_nope", ""), 404, codeNotFound, nil)
	wantError(t, ts.call("GET", ts.admin+"/admin/v1/accounts", ""), 401, codeUnauthorized, nil)
	wantError(t, ts.call("GET", ts.admin+"/admin/v1/accounts", "", "Authorization", "Bearer wrong"), 401, codeUnauthorized, nil)
	wantError(t, ts.call("GET", ts.admin+"/admin/v1/accounts", "", "X-API-Key", fresh), 401, codeUnauthorized, nil)
	// The admin API is not on the public listener.
	wantError(t, ts.call("GET", ts.base+"/admin/v1/accounts", "", "Authorization", "Bearer "+testOperatorToken), 404, codeNotFound, nil)
}

func TestReportsAndScams(t *testing.T) {
	clk := newTestClock()
	ts := startServer(t, t.TempDir(), clk)
	lister, _ := ts.key(ts.account("business", ""), "live")
	var keys []string
	for range 3 {
		k, _ := ts.key(ts.account("business", ""), "live")
		keys = append(keys, k)
	}
	clk.Advance(trustedAge) // established accounts: their reports weigh fully
	body := `{"content":"http://evil-parcel.example/track","content_type":"url","scam_type":"fake_delivery","description":"SMS claimed a parcel fee"}`
	r := ts.api("POST", "/v1/report", keys[0], body)
	wantStatus(t, r, 201)
	checkReportFormat(t, r.body)
	again := ts.api("POST", "/v1/report", keys[0], body)
	wantStatus(t, again, 200)
	if again.body["id"] != r.body["id"] || again.body["created_at"] != r.body["created_at"] {
		t.Fatalf("got %v; want the first report %v", again.body, r.body)
	}
	// A test-key report stays in the test environment.
	testKey, _ := ts.key(ts.account("business", ""), "test")
	wantStatus(t, ts.api("POST", "/v1/report", testKey, body), 201)

	scams := func(query string) *response {
		r := ts.api("GET", "/v1/scams"+query, lister, "")
		wantStatus(t, r, 200)
		checkScamsFormat(t, r.body)
		return r
	}
	if n := len(scams("").body["data"].([]any)); n != 0 {
		t.Fatalf("got %d confirmed scams after one report; want 0", n)
	}
	un := scams("?confirmed=false").body["data"].([]any)
	if len(un) != 1 || num(un[0].(map[string]any)["report_count"]) != 1 {
		t.Fatalf("got unconfirmed %v; want one scam with report_count 1", un)
	}
	// Three distinct trusted accounts confirm it.
	clk.Advance(time.Minute)
	wantStatus(t, ts.api("POST", "/v1/report", keys[1], body), 201)
	wantStatus(t, ts.api("POST", "/v1/report", keys[2], body), 201)
	data := scams("").body["data"].([]any)
	if len(data) != 1 {
		t.Fatalf("got %d confirmed scams; want 1", len(data))
	}
	sc := data[0].(map[string]any)
	if sc["scam_type"] != "fake_delivery" || num(sc["report_count"]) != 3 {
		t.Fatalf("got %v; want fake_delivery with 3 reports", sc)
	}
	// Confirmed content is a cache-layer hit on the next check.
	c := ts.api("POST", "/v1/check", lister, `{"content":"http://evil-parcel.example/track","type":"url"}`)
	layers := c.body["layers"].([]any)
	if cache := layers[0].(map[string]any); cache["is_threat"] != true {
		t.Fatalf("got cache layer %v; want a threat after confirmation", cache)
	}
	// Reports of the confirmed subject are marked confirmed.
	reps := ts.adminCall("GET", "/admin/v1/reports?status=confirmed", "")
	if n := len(reps.body["data"].([]any)); n != 3 {
		t.Fatalf("got %d confirmed reports; want 3", n)
	}

	// An operator confirms a single report at once; rejecting works too.
	r = ts.api("POST", "/v1/report", keys[0], `{"content":"Your bank account is locked, call +44 20 7946 0000","content_type":"sms","scam_type":"phishing_bank"}`)
	wantStatus(t, r, 201)
	op := ts.adminCall("POST", "/admin/v1/reports/"+r.body["id"].(string)+"/confirm", "")
	wantStatus(t, op, 200)
	if op.body["status"] != "confirmed" {
		t.Fatalf("got status %v; want confirmed", op.body["status"])
	}
	r = ts.api("POST", "/v1/report", keys[1], `{"content":"hello friend","content_type":"sms","scam_type":"romance_scam"}`)
	rej := ts.adminCall("POST", "/admin/v1/reports/"+r.body["id"].(string)+"/reject", "")
	if rej.body["status"] != "rejected" {
		t.Fatalf("got status %v; want rejected", rej.body["status"])
	}
	wantError(t, ts.adminCall("POST", "/admin/v1/reports/rpt_nope/confirm", ""), 404, codeNotFound, nil)
	wantError(t, ts.adminCall("GET", "/admin/v1/reports?status=maybe", ""), 400, codeInvalidRequest, map[string]any{"field": "status"})

	// Filters and pagination (D20): newest first; phishing matches phishing_*.
	all := scams("").body
	if p := all["pagination"].(map[string]any); num(p["total"]) != 2 || p["has_more"] != false || num(p["limit"]) != 20 {
		t.Fatalf("got pagination %v; want total 2, limit 20, no more", p)
	}
	d := all["data"].([]any)
	if d[0].(map[string]any)["scam_type"] != "phishing_bank" {
		t.Fatalf("got first %v; want the newest (phishing_bank)", d[0])
	}
	page := scams("?limit=1&offset=0").body
	if p := page["pagination"].(map[string]any); p["has_more"] != true || len(page["data"].([]any)) != 1 {
		t.Fatalf("got page %v; want one item and has_more", page)
	}
	ph := scams("?scam_type=phishing").body["data"].([]any)
	if len(ph) != 1 || ph[0].(map[string]any)["scam_type"] != "phishing_bank" {
		t.Fatalf("got phishing filter %v; want the phishing_bank scam only", ph)
	}

	// Test keys list the documented fixture scams.
	tl := ts.api("GET", "/v1/scams?confirmed=false", testKey, "")
	wantStatus(t, tl, 200)
	checkScamsFormat(t, tl.body)
	if n := len(tl.body["data"].([]any)); n != len(fixtureScams) {
		t.Fatalf("got %d fixture scams; want %d", n, len(fixtureScams))
	}
}

func TestIdempotency(t *testing.T) {
	ts := startServer(t, t.TempDir(), newTestClock())
	acct := ts.account("enterprise", `,"monthly_quota":10`)
	live, _ := ts.key(acct, "live")
	first := ts.api("POST", "/v1/check", live, `{"content":"idem"}`, "Idempotency-Key", "retry-1")
	wantStatus(t, first, 200)
	// A retry after a lost answer gets the same answer, billed once.
	ts.srv.cache = newResultCache(32 << 20) // the replay must not come from the cache
	again := ts.api("POST", "/v1/check", live, `{"content":"idem"}`, "Idempotency-Key", "retry-1")
	wantStatus(t, again, 200)
	if !bytes.Equal(again.raw, first.raw) || again.header.Get("Idempotent-Replayed") != "true" {
		t.Fatalf("got %s (replayed %q); want the first answer %s", again.raw, again.header.Get("Idempotent-Replayed"), first.raw)
	}
	a := ts.adminCall("GET", "/admin/v1/accounts/"+acct, "")
	if got := num(a.body["usage"].(map[string]any)["live_this_month"]); got != 1 {
		t.Fatalf("got live usage %d; want 1", got)
	}
	// A report retried with the key: one report, the same 201 answer.
	rb := `{"content":"http://x.example","content_type":"url","scam_type":"other"}`
	r1 := ts.api("POST", "/v1/report", live, rb, "Idempotency-Key", "rep-1")
	r2 := ts.api("POST", "/v1/report", live, rb, "Idempotency-Key", "rep-1")
	wantStatus(t, r2, 201)
	if !bytes.Equal(r1.raw, r2.raw) {
		t.Fatalf("got %s; want %s", r2.raw, r1.raw)
	}
}

func TestRequestIDAndHealth(t *testing.T) {
	ts := startServer(t, t.TempDir(), newTestClock())
	r := ts.call("GET", ts.base+"/v1/nothing", "", "X-Request-Id", "client-id-123")
	if got := r.header.Get("X-Request-Id"); got != "client-id-123" {
		t.Fatalf("got X-Request-Id %q; want the client's", got)
	}
	r = ts.call("GET", ts.base+"/v1/nothing", "", "X-Request-Id", "bad id with spaces")
	if got := r.header.Get("X-Request-Id"); !strings.HasPrefix(got, "req_") {
		t.Fatalf("got X-Request-Id %q; want a new req_ id", got)
	}
	for _, base := range []string{ts.base, ts.admin} {
		wantStatus(t, ts.call("GET", base+"/healthz", ""), 200)
		wantStatus(t, ts.call("GET", base+"/readyz", ""), 200)
	}
}

func TestRestartKeepsState(t *testing.T) {
	clk := newTestClock()
	dir := t.TempDir()
	ts := startServer(t, dir, clk)
	acct := ts.account("enterprise", `,"monthly_quota":4`)
	live, _ := ts.key(acct, "live")
	test, _ := ts.key(acct, "test")
	lister, _ := ts.key(ts.account("business", ""), "live")
	for i := range 3 {
		wantStatus(t, ts.api("POST", "/v1/check", live, fmt.Sprintf(`{"content":"before %d"}`, i)), 200)
	}
	wantStatus(t, ts.api("POST", "/v1/check", test, `{"content":"t"}`), 200)
	body := `{"content":"http://restart-scam.example","content_type":"url","scam_type":"phishing_other"}`
	rep := ts.api("POST", "/v1/report", live, body)
	wantStatus(t, rep, 201)
	op := ts.adminCall("POST", "/admin/v1/reports/"+rep.body["id"].(string)+"/confirm", "")
	wantStatus(t, op, 200)
	ts.stop()

	ts2 := startServer(t, dir, clk)
	// Accounts and keys.
	a := ts2.adminCall("GET", "/admin/v1/accounts/"+acct, "")
	wantStatus(t, a, 200)
	u := a.body["usage"].(map[string]any)
	if num(u["live_this_month"]) != 3 || num(u["test_today"]) != 1 || num(a.body["monthly_quota"]) != 4 {
		t.Fatalf("got account %s; want usage 3 live, 1 test and quota 4", a.raw)
	}
	// Usage: one analysis left this month.
	wantStatus(t, ts2.api("POST", "/v1/check", live, `{"content":"after 1"}`), 200)
	wantError(t, ts2.api("POST", "/v1/check", live, `{"content":"after 2"}`), 403, codeQuotaExceeded, map[string]any{"quota_used": 4})
	// Reports: still idempotent.
	again := ts2.api("POST", "/v1/report", live, body)
	wantStatus(t, again, 200)
	if again.body["id"] != rep.body["id"] {
		t.Fatalf("got report id %v; want %v", again.body["id"], rep.body["id"])
	}
	// Known scams: listed and known to the engine.
	s := ts2.api("GET", "/v1/scams", lister, "")
	if d := s.body["data"].([]any); len(d) != 1 {
		t.Fatalf("got scams %s; want the confirmed one", s.raw)
	}
	c := ts2.api("POST", "/v1/check", lister, `{"content":"http://restart-scam.example","type":"url"}`)
	if l := c.body["layers"].([]any)[0].(map[string]any); l["is_threat"] != true {
		t.Fatalf("got cache layer %v after restart; want a threat", l)
	}
}

// TestShutdownRightAfterStart stops servers the moment they start: before the fix,
// a Shutdown that came before fasthttp's Serve registered its listener left Serve
// accepting forever, and Shutdown waiting for it.
func TestShutdownRightAfterStart(t *testing.T) {
	dir := t.TempDir()
	st, err := store.OpenBolt(filepath.Join(dir, "scamcheck.db"))
	if err != nil {
		t.Fatalf("cannot open store: %v", err)
	}
	defer st.Close()
	eng, err := engine.New(data.FS)
	if err != nil {
		t.Fatalf("cannot build engine: %v", err)
	}
	for i := range 50 {
		srv, err := New(Config{Addr: "127.0.0.1:0", AdminAddr: "127.0.0.1:0", AdminToken: testOperatorToken,
			Store: st, Engine: eng, CacheBytes: 1 << 20, Logf: t.Logf})
		if err != nil {
			t.Fatalf("cannot create server: %v", err)
		}
		if err := srv.Start(); err != nil {
			t.Fatalf("cannot start server: %v", err)
		}
		done := make(chan error, 1)
		go func() { done <- srv.Shutdown(context.Background()) }()
		select {
		case err := <-done:
			if err != nil {
				t.Fatalf("round %d: Shutdown: %v", i, err)
			}
		case <-time.After(time.Minute):
			t.Fatalf("round %d: Shutdown right after Start did not return within a minute", i)
		}
	}
}
