package server

import (
	"io/fs"
	"regexp"
	"strings"
	"testing"
	"time"

	"scamcheck/server/dashboard"
)

func TestAdminStats(t *testing.T) {
	ts := startServer(t, t.TempDir(), newTestClock())
	key, _ := ts.key(ts.account("starter", ""), "test")
	wantStatus(t, ts.api("POST", "/v1/check", key, `{"content":"scam-test"}`), 200)
	wantStatus(t, ts.api("POST", "/v1/check", key, `{"content":"suspect-test"}`), 200)
	wantStatus(t, ts.api("POST", "/v1/check", key, `{"content":"hello"}`), 200)
	wantStatus(t, ts.api("POST", "/v1/check", key, `{"content":""}`), 400)
	wantStatus(t, ts.call("GET", ts.base+"/v1/nothing", ""), 404)
	wantStatus(t, ts.call("GET", ts.base+"/healthz", ""), 200) // probes are left out

	r := ts.adminCall("GET", "/admin/v1/stats", "")
	wantStatus(t, r, 200)
	f := func(path string, want float64) {
		t.Helper()
		var v any = r.body
		for _, k := range strings.Split(path, ".") {
			v = v.(map[string]any)[k]
		}
		if got, _ := v.(float64); got != want {
			t.Fatalf("got %s %v; want %v in %s", path, v, want, r.raw)
		}
	}
	f("requests_total", 5)
	f("by_status.200", 3)
	f("by_status.400", 1)
	f("by_status.404", 1)
	f("verdicts.safe", 1)
	f("verdicts.suspect", 1)
	f("verdicts.scam", 1)
	if _, ok := r.body["by_status"].(map[string]any)["201"]; ok {
		t.Fatalf("got a by_status entry for a status never answered: %s", r.raw)
	}
	lat := r.body["latency_ms"].(map[string]any)
	if p50, p99 := lat["p50"].(float64), lat["p99"].(float64); p50 <= 0 || p99 < p50 {
		t.Fatalf("got latency %v; want 0 < p50 <= p99", lat)
	}
	wantError(t, ts.call("GET", ts.admin+"/admin/v1/stats", ""), 401, codeUnauthorized, nil)
}

func TestAdminCheck(t *testing.T) {
	ts := startServer(t, t.TempDir(), newTestClock())
	acct := ts.account("starter", "")
	live, _ := ts.key(acct, "live")
	const body = `{"content":"http://paypa1-secure-login.com"}`

	a := ts.adminCall("POST", "/admin/v1/check", body)
	wantStatus(t, a, 200)
	checkResultFormat(t, a.body, shapeDetailed)
	if a.body["verdict"] == "safe" || a.body["cached"] != false {
		t.Fatalf("got verdict %v cached %v; want a live analysis (not the safe test fixture), not cached", a.body["verdict"], a.body["cached"])
	}
	// Never from the cache, never into it: a second run is a new analysis, and a
	// customer's first check of the same content is not served the operator's.
	again := ts.adminCall("POST", "/admin/v1/check", body)
	if again.body["id"] == a.body["id"] || again.body["cached"] != false {
		t.Fatalf("got id %v cached %v; want a new analysis", again.body["id"], again.body["cached"])
	}
	c := ts.api("POST", "/v1/check", live, body)
	if c.body["cached"] != false || c.body["id"] == a.body["id"] || c.body["score"] != a.body["score"] {
		t.Fatalf("got %s; want a fresh analysis with the same score %v", c.raw, a.body["score"])
	}
	// Billed to no account.
	acc := ts.adminCall("GET", "/admin/v1/accounts/"+acct, "")
	if got := num(acc.body["usage"].(map[string]any)["live_this_month"]); got != 1 {
		t.Fatalf("got live usage %d; want 1 (the customer's check only)", got)
	}
	q := ts.call("POST", ts.admin+"/admin/v1/check?shape=quickstart", body, "Authorization", "Bearer "+testOperatorToken)
	wantStatus(t, q, 200)
	checkResultFormat(t, q.body, shapeQuickstart)

	f := func(body string, status int, code, field string, headers ...string) {
		t.Helper()
		var details map[string]any
		if field != "" {
			details = map[string]any{"field": field}
		}
		r := ts.call("POST", ts.admin+"/admin/v1/check", body, append([]string{"Authorization", "Bearer " + testOperatorToken}, headers...)...)
		wantError(t, r, status, code, details)
	}
	f(`{"content":""}`, 400, codeInvalidRequest, "content")
	f(`{"content":"x","type":"fax"}`, 400, codeInvalidRequest, "type")
	f(`{"content":"x","metadata":1}`, 400, codeInvalidRequest, "metadata")
	f(`{"content":`, 400, codeInvalidRequest, "body")
	f(`{"content":"x"}`, 415, codeUnsupportedMedia, "Content-Type", "Content-Type", "text/plain")
	wantError(t, ts.call("POST", ts.admin+"/admin/v1/check", body), 401, codeUnauthorized, nil)
}

func TestAdminScams(t *testing.T) {
	clk := newTestClock()
	ts := startServer(t, t.TempDir(), clk)
	var keys []string
	for range 3 {
		k, _ := ts.key(ts.account("business", ""), "live")
		keys = append(keys, k)
	}
	clk.Advance(trustedAge) // established accounts: their reports weigh fully
	confirmed := `{"content":"http://Parcel-Fee.example/pay","content_type":"url","scam_type":"fake_delivery"}`
	for _, k := range keys {
		wantStatus(t, ts.api("POST", "/v1/report", k, confirmed), 201)
	}
	clk.Advance(time.Minute)
	wantStatus(t, ts.api("POST", "/v1/report", keys[0], `{"content":"You won a car, call +44 20 7946 0999","content_type":"sms","scam_type":"lottery"}`), 201)

	scams := func(query string) map[string]any {
		t.Helper()
		r := ts.adminCall("GET", "/admin/v1/scams"+query, "")
		wantStatus(t, r, 200)
		return r.body
	}
	f := func(query string, wantContents ...string) {
		t.Helper()
		body := scams(query)
		var got []string
		for _, d := range body["data"].([]any) {
			got = append(got, d.(map[string]any)["content"].(string))
		}
		if strings.Join(got, " | ") != strings.Join(wantContents, " | ") {
			t.Fatalf("got %q for %s; want %q", got, query, wantContents)
		}
		if total := num(body["pagination"].(map[string]any)["total"]); int(total) < len(wantContents) {
			t.Fatalf("got total %d for %s; want at least %d", total, query, len(wantContents))
		}
	}
	const parcel = "http://parcel-fee.example/pay"
	lottery := "You won a car, call +44 20 7946 0999"
	f("", parcel)
	f("?confirmed=false", lottery, parcel) // newest first
	f("?confirmed=false&q=PARCEL", parcel)
	f("?confirmed=false&q=won%20a%20car", lottery)
	f("?confirmed=false&q=nothing-like-this")
	f("?confirmed=false&scam_type=lottery", lottery)
	f("?confirmed=false&limit=1&offset=1", parcel)

	rec := scams("")["data"].([]any)[0].(map[string]any)
	if rec["content_type"] != "url" || rec["confirmed"] != true || num(rec["report_count"]) != 3 || rec["scam_type"] != "fake_delivery" {
		t.Fatalf("got %v; want a confirmed url with 3 fake_delivery reports", rec)
	}
	if p := scams("?confirmed=false&limit=1")["pagination"].(map[string]any); p["has_more"] != true || num(p["total"]) != 2 {
		t.Fatalf("got pagination %v; want total 2 and more", p)
	}

	bad := func(query, field string) {
		t.Helper()
		wantError(t, ts.adminCall("GET", "/admin/v1/scams"+query, ""), 400, codeInvalidRequest, map[string]any{"field": field})
	}
	bad("?q="+strings.Repeat("a", 201), "q")
	bad("?limit=0", "limit")
	bad("?offset=-1", "offset")
	bad("?scam_type=spam", "scam_type")
	bad("?confirmed=maybe", "confirmed")
	wantError(t, ts.call("GET", ts.admin+"/admin/v1/scams", ""), 401, codeUnauthorized, nil)
}

func TestDashboardHeaders(t *testing.T) {
	ts := startServerWith(t, t.TempDir(), newTestClock(), func(c *Config) { c.Dashboard = dashboard.FS })
	index, err := fs.ReadFile(dashboard.FS, "index.html")
	if err != nil {
		t.Fatalf("cannot read index.html: %v", err)
	}
	m := regexp.MustCompile(`http-equiv="Content-Security-Policy" content="([^"]+)"`).FindSubmatch(index)
	if m == nil {
		t.Fatalf("index.html has no Content-Security-Policy meta tag")
	}
	if want := string(m[1]) + "; frame-ancestors 'none'"; dashboardCSP != want {
		t.Fatalf("got dashboardCSP %q; want the meta tag's policy plus frame-ancestors: %q", dashboardCSP, want)
	}
	for _, path := range []string{"/", "/index.html", "/app.js", "/style.css"} {
		resp, err := httpClient.Get(ts.admin + path)
		if err != nil {
			t.Fatalf("GET %s: %v", path, err)
		}
		resp.Body.Close()
		f := func(name, want string) {
			t.Helper()
			if got := resp.Header.Get(name); got != want {
				t.Fatalf("got %s %q on %s; want %q", name, got, path, want)
			}
		}
		f("Content-Security-Policy", dashboardCSP)
		f("X-Frame-Options", "DENY")
		f("X-Content-Type-Options", "nosniff")
	}
	// The dashboard is not on the public listener.
	wantError(t, ts.call("GET", ts.base+"/index.html", ""), 404, codeNotFound, nil)
}
