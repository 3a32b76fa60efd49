package openapitest

import (
	"bytes"
	"encoding/json"
	"io"
	"maps"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"scamcheck/server/openapi"
)

// canned is the response the test server answers with next.
type canned struct {
	status int
	header http.Header
	body   []byte
}

// cannedServer is a real HTTP server on 127.0.0.1:0 that answers whatever the test
// set last: the validator then sees responses that crossed a real connection.
type cannedServer struct {
	*httptest.Server
	mu   sync.Mutex
	next canned
}

func newCannedServer(t *testing.T) *cannedServer {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("cannot listen: %v", err)
	}
	cs := &cannedServer{}
	cs.Server = &httptest.Server{
		Listener: ln,
		Config: &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			_, _ = io.Copy(io.Discard, r.Body)
			cs.mu.Lock()
			c := cs.next
			cs.mu.Unlock()
			maps.Copy(w.Header(), c.header)
			w.WriteHeader(c.status)
			_, _ = w.Write(c.body)
		})},
	}
	cs.Start()
	t.Cleanup(cs.Close)
	return cs
}

// roundTrip makes the server answer c to a real request and returns what the
// client received.
func (cs *cannedServer) roundTrip(t *testing.T, method, target string, c canned) (*http.Request, *http.Response, []byte) {
	t.Helper()
	cs.mu.Lock()
	cs.next = c
	cs.mu.Unlock()
	var reqBody io.Reader
	if method == http.MethodPost || method == http.MethodPatch {
		reqBody = strings.NewReader(`{"content":"hello"}`)
	}
	req, err := http.NewRequest(method, cs.URL+target, reqBody)
	if err != nil {
		t.Fatalf("cannot make request: %v", err)
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := cs.Client().Do(req)
	if err != nil {
		t.Fatalf("cannot do request: %v", err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatalf("cannot read response: %v", err)
	}
	return req, resp, body
}

func newValidator(t *testing.T) *Validator {
	t.Helper()
	v, err := New()
	if err != nil {
		t.Fatalf("cannot build the validator: %v", err)
	}
	return v
}

// Headers of responses.

func jsonHeader() http.Header {
	return http.Header{"Content-Type": {"application/json"}, "X-Request-Id": {"req_0123456789"}}
}

func rateHeader() http.Header {
	h := jsonHeader()
	h.Set("X-Environment", "live")
	h.Set("X-RateLimit-Limit", "100")
	h.Set("X-RateLimit-Remaining", "99")
	h.Set("X-RateLimit-Reset", "1")
	h.Set("RateLimit-Policy", `"default";q=100;w=60`)
	h.Set("RateLimit", `"default";r=99;t=1`)
	return h
}

func without(h http.Header, name string) http.Header {
	h = h.Clone()
	h.Del(name)
	return h
}

func with(h http.Header, name, value string) http.Header {
	h = h.Clone()
	h.Set(name, value)
	return h
}

// Bodies of responses, as JSON values the cases then alter.

type obj = map[string]any

func layers() []any {
	var ls []any
	for _, name := range []string{"cache", "phishing", "semantic", "fraud", "community", "deep_ai"} {
		ls = append(ls, obj{"name": name, "risk_score": 0, "confidence": 0, "is_threat": false, "details": "", "execution_time_ms": 0})
	}
	ls[1] = obj{"name": "phishing", "risk_score": 92, "confidence": 0.9, "is_threat": true, "details": "typosquatting, brand impersonation", "execution_time_ms": 1}
	ls[5].(obj)["details"] = "not needed: fast layers conclusive"
	return ls
}

func checkResult() obj {
	return obj{
		"id": "chk_7Hq2LmZx9Tb7Wc4f", "score": 92, "verdict": "scam", "confidence": 0.9,
		"scam_type": "phishing_bank", "brand_targeted": "PayPal", "layers": layers(),
		"concordant_signals": 1, "concordance_boost": false,
		"reasons": []any{"⚠️ Typosquatting of paypal.com"}, "advice": "Do not enter your password.",
		"analysis_time_ms": 3, "cached": false, "created_at": "2026-11-21T08:15:30.123Z",
	}
}

func quickstartResult() obj {
	r := checkResult()
	r["risk_score"], r["verdict"], r["scam_type"] = r["score"], "dangerous", "phishing"
	r["threats"], r["recommendation"] = r["reasons"], r["advice"]
	delete(r, "score")
	delete(r, "reasons")
	delete(r, "advice")
	return r
}

func alter(o obj, fn func(o obj)) obj {
	fn(o)
	return o
}

func errBody(code string, details obj) obj {
	e := obj{"code": code, "message": "something went wrong"}
	if details != nil {
		e["details"] = details
	}
	return obj{"error": e}
}

func key(withSecret bool) obj {
	k := obj{"id": "key_9Zx2LmZx9Tb7Wc4f", "account_id": "acct_2Lm9Zx2LmZx9Tb7W", "name": "backend", "type": "live", "prefix": "svc_live_", "created_at": "2026-11-21T08:15:30.123Z"}
	if withSecret {
		k["key"] = "svc_live_" + strings.Repeat("aZ09", 8)
	}
	return k
}

func TestCheck(t *testing.T) {
	cs := newCannedServer(t)
	v := newValidator(t)
	f := func(method, target string, status int, header http.Header, body any, wantOK bool) {
		t.Helper()
		var raw []byte
		switch b := body.(type) {
		case nil:
		case []byte:
			raw = b
		default:
			var err error
			if raw, err = json.Marshal(b); err != nil {
				t.Fatalf("cannot encode body: %v", err)
			}
		}
		req, resp, got := cs.roundTrip(t, method, target, canned{status: status, header: header, body: raw})
		err := v.Check(req, resp, got)
		if wantOK && err != nil {
			t.Fatalf("%s %s -> %d: got error %v; want none", method, target, status, err)
		}
		if !wantOK && err == nil {
			t.Fatalf("%s %s -> %d: got no error; want one", method, target, status)
		}
		if err != nil {
			t.Logf("refused as expected: %.300s", strings.ReplaceAll(err.Error(), "\n", " | "))
		}
	}

	// Good responses of the public API.
	f("POST", "/v1/check", 200, rateHeader(), checkResult(), true)
	f("POST", "/v1/check", 200, with(rateHeader(), "X-Environment", "test"), alter(checkResult(), func(o obj) { o["brand_targeted"], o["scam_type"] = nil, "none" }), true)
	f("POST", "/v1/check?shape=quickstart", 200, rateHeader(), quickstartResult(), true)
	unlimited := jsonHeader() // an account with no rate limit gets no rate-limit fields
	unlimited.Set("X-Environment", "live")
	f("POST", "/v1/check", 200, unlimited, checkResult(), true)
	f("POST", "/v1/check", 403, rateHeader(), errBody("PLAN_UPGRADE_REQUIRED", obj{"current_plan": "free", "required_plans": []any{"starter", "business", "enterprise"}}), true)
	f("POST", "/v1/check", 200, with(rateHeader(), "Content-Type", "application/json; charset=utf-8"), checkResult(), true)
	f("POST", "/v1/check", 400, jsonHeader(), errBody("INVALID_REQUEST", obj{"field": "content", "reason": "empty"}), true)
	f("POST", "/v1/check", 401, jsonHeader(), errBody("INVALID_API_KEY", nil), true)
	f("POST", "/v1/check", 403, rateHeader(), errBody("QUOTA_EXCEEDED", obj{"quota_limit": 2500, "quota_used": 2500, "reset_at": "2026-12-01T00:00:00.000Z"}), true)
	f("POST", "/v1/check", 409, jsonHeader(), errBody("IDEMPOTENCY_CONFLICT", nil), true)
	f("POST", "/v1/check", 429, with(rateHeader(), "Retry-After", "2"), errBody("RATE_LIMIT_EXCEEDED", obj{"limit": 100, "remaining": 0, "reset_at": "2026-11-21T08:15:31.000Z"}), true)
	f("POST", "/v1/check", 503, jsonHeader(), errBody("SERVICE_UNAVAILABLE", obj{}), true)
	f("POST", "/v1/batch", 200, rateHeader(), obj{
		"batch_id": "bat_Tb7Wc4f7Hq2LmZx9",
		"results":  []any{obj{"index": 0, "id": "chk_7Hq2LmZx9Tb7Wc4f", "verdict": "dangerous", "risk_score": 92, "cached": false}},
		"summary":  obj{"total": 1, "safe": 0, "suspicious": 0, "dangerous": 1},
	}, true)
	f("POST", "/v1/batch", 400, jsonHeader(), errBody("INVALID_REQUEST", obj{"index": 3, "field": "content", "reason": "empty"}), true)
	f("POST", "/v1/batch", 403, rateHeader(), errBody("PLAN_UPGRADE_REQUIRED", obj{"current_plan": "starter", "required_plans": []any{"business", "enterprise"}}), true)
	f("POST", "/v1/report", 201, rateHeader(), obj{"id": "rpt_4f8Kq2LmZx9Tb7Wc", "status": "received", "created_at": "2026-11-21T08:15:30.123Z"}, true)
	f("POST", "/v1/report", 200, rateHeader(), obj{"id": "rpt_4f8Kq2LmZx9Tb7Wc", "status": "received", "created_at": "2026-11-21T08:15:30.123Z"}, true)
	f("GET", "/v1/scams?limit=1&scam_type=phishing", 200, rateHeader(), obj{
		"data":       []any{obj{"id": "scm_Kq2LmZx9Tb7Wc4f8", "scam_type": "phishing_bank", "brand_targeted": nil, "score": 95, "report_count": 3, "confirmed": true, "first_seen_at": "2026-11-21T08:15:30.123Z"}},
		"pagination": obj{"total": 7, "limit": 1, "offset": 0, "has_more": true},
	}, true)
	f("GET", "/openapi.json", 200, http.Header{"Content-Type": {"application/json"}}, openapi.JSON, true)
	f("GET", "/no/such/path", 404, jsonHeader(), errBody("NOT_FOUND", nil), true)
	f("GET", "/v1/check", 405, jsonHeader(), errBody("METHOD_NOT_ALLOWED", nil), true)

	// Good responses of the admin API.
	account := obj{"id": "acct_2Lm9Zx2LmZx9Tb7W", "name": "Acme", "plan": "business", "monthly_quota": 20000, "rate_limit_per_minute": 500, "created_at": "2026-11-21T08:15:30.123Z"}
	f("GET", "/admin/v1/accounts", 200, jsonHeader(), obj{"data": []any{account}}, true)
	f("POST", "/admin/v1/accounts", 201, jsonHeader(), account, true)
	f("POST", "/admin/v1/accounts", 201, jsonHeader(), alter(maps.Clone(account), func(o obj) { o["usage"] = obj{"live_this_month": 0, "test_today": 3} }), true)
	f("POST", "/admin/v1/accounts/acct_2Lm9Zx2LmZx9Tb7W/keys", 403, jsonHeader(), errBody("PLAN_UPGRADE_REQUIRED", obj{"current_plan": "free", "required_plans": []any{"starter"}, "key_type": "live", "key_limit": 0}), true)
	f("PATCH", "/admin/v1/accounts/acct_2Lm9Zx2LmZx9Tb7W", 200, jsonHeader(), account, true)
	f("GET", "/admin/v1/accounts/acct_2Lm9Zx2LmZx9Tb7W", 404, jsonHeader(), errBody("NOT_FOUND", nil), true)
	f("POST", "/admin/v1/accounts/acct_2Lm9Zx2LmZx9Tb7W/keys", 201, jsonHeader(), key(true), true)
	f("GET", "/admin/v1/accounts/acct_2Lm9Zx2LmZx9Tb7W/keys", 200, jsonHeader(), obj{"data": []any{key(false)}}, true)
	f("POST", "/admin/v1/keys/key_9Zx2LmZx9Tb7Wc4f/regenerate", 200, jsonHeader(), key(true), true)
	f("DELETE", "/admin/v1/keys/key_9Zx2LmZx9Tb7Wc4f", 204, http.Header{"X-Request-Id": {"r1"}}, nil, true)
	f("GET", "/admin/v1/reports?status=pending", 200, jsonHeader(), obj{"data": []any{obj{
		"id": "rpt_4f8Kq2LmZx9Tb7Wc", "account_id": "acct_2Lm9Zx2LmZx9Tb7W", "env": "live", "content": "https://x.example", "content_type": "url",
		"scam_type": "phishing_other", "status": "pending", "created_at": "2026-11-21T08:15:30.123Z",
	}}}, true)
	f("POST", "/admin/v1/check", 200, jsonHeader(), checkResult(), true)
	f("GET", "/admin/v1/stats", 200, jsonHeader(), obj{
		"requests_total": 10, "by_status": obj{"200": 9, "429": 1},
		"latency_ms": obj{"p50": 0.4, "p90": 1.2, "p99": 3}, "verdicts": obj{"safe": 5, "suspect": 3, "scam": 1},
	}, true)
	f("GET", "/admin/v1/stats", 401, jsonHeader(), errBody("UNAUTHORIZED", nil), true)

	// Bad responses: each breaks one rule of the document.
	f("POST", "/v1/check", 200, rateHeader(), alter(checkResult(), func(o obj) { delete(o, "advice") }), false)
	f("POST", "/v1/check", 200, rateHeader(), alter(checkResult(), func(o obj) { o["score"] = 101 }), false)
	f("POST", "/v1/check", 200, rateHeader(), alter(checkResult(), func(o obj) { o["score"] = 9.5 }), false)
	f("POST", "/v1/check", 200, rateHeader(), alter(checkResult(), func(o obj) { o["verdict"] = "dangerous" }), false)
	f("POST", "/v1/check", 200, rateHeader(), alter(checkResult(), func(o obj) { o["scam_type"] = "phishing" }), false)
	f("POST", "/v1/check", 200, rateHeader(), alter(checkResult(), func(o obj) { o["id"] = "chk_short" }), false)
	f("POST", "/v1/check", 200, rateHeader(), alter(checkResult(), func(o obj) { o["created_at"] = "2026-11-21T08:15:30Z" }), false)
	f("POST", "/v1/check", 200, rateHeader(), alter(checkResult(), func(o obj) { o["threats"] = []any{} }), false)
	f("POST", "/v1/check", 200, rateHeader(), alter(checkResult(), func(o obj) { o["layers"] = o["layers"].([]any)[:5] }), false)
	f("POST", "/v1/check", 200, rateHeader(), alter(checkResult(), func(o obj) {
		ls := o["layers"].([]any)
		ls[0], ls[1] = ls[1], ls[0]
	}), false)
	f("POST", "/v1/check", 200, rateHeader(), alter(checkResult(), func(o obj) { o["layers"].([]any)[2].(obj)["confidence"] = 1.5 }), false)
	f("POST", "/v1/check", 200, with(rateHeader(), "X-RateLimit-Remaining", "many"), checkResult(), false)
	f("POST", "/v1/check", 200, without(rateHeader(), "X-Request-Id"), checkResult(), false)
	f("POST", "/v1/check", 200, with(rateHeader(), "X-Environment", "staging"), checkResult(), false)
	f("POST", "/v1/check", 200, with(rateHeader(), "Content-Type", "text/plain"), checkResult(), false)
	f("POST", "/v1/check", 200, rateHeader(), []byte(`{"id":`), false)
	f("POST", "/v1/check?shape=quickstart", 200, rateHeader(), alter(quickstartResult(), func(o obj) { o["advice"] = "mixed shapes" }), false)
	f("POST", "/v1/check", 418, jsonHeader(), errBody("TEAPOT", nil), false)
	f("POST", "/v1/check", 401, jsonHeader(), errBody("UNAUTHORIZED", nil), false)
	f("POST", "/v1/check", 401, jsonHeader(), obj{"code": "INVALID_API_KEY", "message": "flat body"}, false)
	f("POST", "/v1/check", 401, jsonHeader(), obj{"error": obj{"code": "INVALID_API_KEY"}}, false)
	f("POST", "/v1/check", 401, without(jsonHeader(), "X-Request-Id"), errBody("INVALID_API_KEY", nil), false)
	f("POST", "/v1/check", 403, rateHeader(), errBody("QUOTA_EXCEEDED", nil), false)
	f("POST", "/v1/check", 403, rateHeader(), errBody("QUOTA_EXCEEDED", obj{"quota_limit": 2500, "quota_used": 2500, "reset_at": "tomorrow"}), false)
	f("POST", "/v1/check", 429, rateHeader(), errBody("RATE_LIMIT_EXCEEDED", obj{"limit": 100, "remaining": 0, "reset_at": "2026-11-21T08:15:31.000Z"}), false)
	f("POST", "/v1/batch", 403, rateHeader(), errBody("PLAN_UPGRADE_REQUIRED", obj{"current_plan": "gold", "required_plans": []any{"business"}}), false)
	f("POST", "/v1/batch", 200, rateHeader(), obj{"batch_id": "bat_Tb7Wc4f7Hq2LmZx9", "results": []any{obj{"index": 0, "id": "chk_7Hq2LmZx9Tb7Wc4f", "verdict": "scam", "risk_score": 92, "cached": false}}, "summary": obj{"total": 1, "safe": 0, "suspicious": 0, "dangerous": 1}}, false)
	f("POST", "/v1/report", 201, rateHeader(), obj{"id": "rpt_4f8Kq2LmZx9Tb7Wc", "status": "pending", "created_at": "2026-11-21T08:15:30.123Z"}, false)
	f("GET", "/v1/scams", 200, rateHeader(), obj{"data": []any{}, "pagination": obj{"total": 0, "limit": 0, "has_more": false}}, false)
	f("GET", "/no/such/path", 200, jsonHeader(), obj{}, false)
	f("GET", "/no/such/path", 404, jsonHeader(), errBody("INVALID_REQUEST", nil), false)
	f("GET", "/no/such/path", 404, http.Header{"Content-Type": {"text/plain"}, "X-Request-Id": {"r"}}, []byte("404 Page not found"), false)
	f("GET", "/admin/v1/accounts/acct_2Lm9Zx2LmZx9Tb7W/keys", 200, jsonHeader(), obj{"data": []any{key(true)}}, false)
	f("GET", "/admin/v1/accounts/acct_2Lm9Zx2LmZx9Tb7W/keys", 200, jsonHeader(), obj{"data": []any{alter(key(false), func(o obj) { o["hash"] = "3q2+7w==" })}}, false)
	f("POST", "/admin/v1/keys/key_9Zx2LmZx9Tb7Wc4f/regenerate", 200, jsonHeader(), alter(key(true), func(o obj) { o["key"] = "svc_live_short" }), false)
	f("GET", "/admin/v1/stats", 401, jsonHeader(), errBody("INVALID_API_KEY", nil), false)
	f("GET", "/admin/v1/accounts", 200, jsonHeader(), obj{"data": []any{alter(maps.Clone(account), func(o obj) { o["usage"] = obj{"live_this_month": -1, "test_today": 0} })}}, false)
	f("GET", "/admin/v1/stats", 200, jsonHeader(), obj{"requests_total": 1, "by_status": obj{"ok": 1}, "latency_ms": obj{"p50": 1, "p90": 1, "p99": 1}, "verdicts": obj{"safe": 1, "suspect": 0, "scam": 0}}, false)
}

func TestCheckRaw(t *testing.T) {
	v := newValidator(t)
	body, err := json.Marshal(checkResult())
	if err != nil {
		t.Fatalf("cannot encode: %v", err)
	}
	if err := v.CheckRaw("POST", "/v1/check", 200, rateHeader(), body); err != nil {
		t.Fatalf("got error %v; want none", err)
	}
	bad := bytes.Replace(body, []byte(`"score":92`), []byte(`"score":-1`), 1)
	if err := v.CheckRaw("POST", "/v1/check", 200, rateHeader(), bad); err == nil {
		t.Fatalf("got no error for score -1; want one")
	}
}

// TestConcurrentUse checks that one Validator serves parallel tests (run with -race).
func TestConcurrentUse(t *testing.T) {
	v := newValidator(t)
	body, err := json.Marshal(checkResult())
	if err != nil {
		t.Fatalf("cannot encode: %v", err)
	}
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for range 8 {
		wg.Go(func() {
			errs <- v.CheckRaw("POST", "/v1/check", 200, rateHeader(), body)
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatalf("got error %v; want none", err)
		}
	}
}
