package server

import (
	"testing"
)

// layer returns layer i of a check answer.
func layer(t *testing.T, r *response, i int) map[string]any {
	t.Helper()
	layers, _ := r.body["layers"].([]any)
	if len(layers) != 6 {
		t.Fatalf("got %d layers; want 6; body %s", len(layers), r.raw)
	}
	return layers[i].(map[string]any)
}

// TestRejectWithdrawsCommunitySignal: a report counts in the community layer at once,
// and an operator's rejection withdraws it at once, cached results included.
func TestRejectWithdrawsCommunitySignal(t *testing.T) {
	ts := startServer(t, t.TempDir(), newTestClock())
	reporter, _ := ts.key(ts.account("starter", ""), "live")
	checker, _ := ts.key(ts.account("business", ""), "live")
	const content = `Claim your tax refund of 310 GBP now at http://hmrc-refund-claims.example/form`
	check := func() *response {
		r := ts.api("POST", "/v1/check", checker, `{"content":"`+content+`","type":"sms"}`)
		wantStatus(t, r, 200)
		return r
	}
	if got := num(layer(t, check(), 4)["risk_score"]); got != 0 {
		t.Fatalf("community risk before any report: got %d; want 0", got)
	}
	rep := ts.api("POST", "/v1/report", reporter, `{"content":"`+content+`","content_type":"sms","scam_type":"phishing_bank"}`)
	wantStatus(t, rep, 201)
	if got := num(layer(t, check(), 4)["risk_score"]); got == 0 {
		t.Fatalf("community risk after a report: got 0; want > 0")
	}
	rej := ts.adminCall("POST", "/admin/v1/reports/"+rep.body["id"].(string)+"/reject", "")
	wantStatus(t, rej, 200)
	after := check()
	if after.body["cached"] != false {
		t.Fatalf("check after a rejection came from the result cache; want a fresh analysis")
	}
	if got := num(layer(t, after, 4)["risk_score"]); got != 0 {
		t.Fatalf("community risk after the report was rejected: got %d; want 0", got)
	}
}

// TestConfirmWholeHost: an operator may confirm a URL's whole host (D13); it survives a
// restart, and is refused for a brand's official domain.
func TestConfirmWholeHost(t *testing.T) {
	dir := t.TempDir()
	clk := newTestClock()
	ts := startServer(t, dir, clk)
	reporter, _ := ts.key(ts.account("starter", ""), "live")
	checker, _ := ts.key(ts.account("business", ""), "live")
	cacheThreat := func(ts *testServer, url string) bool {
		r := ts.api("POST", "/v1/check", checker, `{"content":"`+url+`","type":"url"}`)
		wantStatus(t, r, 200)
		return layer(t, r, 0)["is_threat"] == true
	}
	confirm := func(url string) {
		rep := ts.api("POST", "/v1/report", reporter, `{"content":"`+url+`","content_type":"url","scam_type":"phishing_other"}`)
		wantStatus(t, rep, 201)
		wantStatus(t, ts.adminCall("POST", "/admin/v1/reports/"+rep.body["id"].(string)+"/confirm", `{"whole_host":true}`), 200)
	}
	confirm("http://secure.wallet-unlock-portal.top/step1")
	if !cacheThreat(ts, "http://secure.wallet-unlock-portal.top/another/page") {
		t.Fatalf("another URL on a whole-host confirmed host: cache layer not a threat")
	}
	// A phishing form on docs.google.com never marks google's host (D13).
	confirm("https://docs.google.com/forms/d/e/1FAIpQLSfake/viewform")
	if cacheThreat(ts, "https://docs.google.com/document/d/legit/edit") {
		t.Fatalf("docs.google.com marked as a scam host by a whole-host confirmation; want it protected")
	}
	wantError(t, ts.adminCall("POST", "/admin/v1/reports/rpt_x/confirm", `{"whole_host":"yes"}`), 400, codeInvalidRequest, map[string]any{"field": "body"})

	ts.stop()
	ts = startServer(t, dir, clk)
	if !cacheThreat(ts, "http://secure.wallet-unlock-portal.top/third") {
		t.Fatalf("after a restart: whole-host confirmation lost")
	}
}

// TestResultCacheIsPerAccount: a cached answer never tells one account what another
// checked (its id, time or that it was checked at all).
func TestResultCacheIsPerAccount(t *testing.T) {
	ts := startServer(t, t.TempDir(), newTestClock())
	a, _ := ts.key(ts.account("business", ""), "live")
	b, _ := ts.key(ts.account("business", ""), "live")
	body := `{"content":"http://per-account-cache.example/login","type":"url"}`
	first := ts.api("POST", "/v1/check", a, body)
	wantStatus(t, first, 200)
	again := ts.api("POST", "/v1/check", a, body)
	if again.body["cached"] != true || again.body["id"] != first.body["id"] {
		t.Fatalf("same account, same content: got cached %v id %v; want cached true with id %v", again.body["cached"], again.body["id"], first.body["id"])
	}
	other := ts.api("POST", "/v1/check", b, body)
	wantStatus(t, other, 200)
	if other.body["cached"] != false || other.body["id"] == first.body["id"] {
		t.Fatalf("another account: got cached %v id %v; want a fresh analysis with its own id", other.body["cached"], other.body["id"])
	}
}
