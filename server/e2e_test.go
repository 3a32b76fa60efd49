package server

import (
	"bytes"
	"context"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"
)

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
