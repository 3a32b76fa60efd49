package server

import (
	"context"
	"testing"
	"time"
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

// TestRejectUndoesCommunityConfirmation: three trusted accounts confirm content; when an
// operator rejects reports until fewer than three stand, the confirmation goes, and
// the cache layer no longer marks it.
func TestRejectUndoesCommunityConfirmation(t *testing.T) {
	clk := newTestClock()
	ts := startServer(t, t.TempDir(), clk)
	checker, _ := ts.key(ts.account("business", ""), "live")
	const url = "http://totally-normal-shop-example.com/deal"
	body := `{"content":"` + url + `","content_type":"url","scam_type":"other"}`
	var keys, ids []string
	for range 3 {
		k, _ := ts.key(ts.account("business", ""), "live")
		keys = append(keys, k)
	}
	clk.Advance(trustedAge) // established accounts: their reports weigh fully
	for _, k := range keys {
		r := ts.api("POST", "/v1/report", k, body)
		wantStatus(t, r, 201)
		ids = append(ids, r.body["id"].(string))
	}
	cacheThreat := func() bool {
		r := ts.api("POST", "/v1/check", checker, `{"content":"`+url+`","type":"url"}`)
		wantStatus(t, r, 200)
		return layer(t, r, 0)["is_threat"] == true
	}
	confirmed := func() int {
		r := ts.api("GET", "/v1/scams", checker, "")
		wantStatus(t, r, 200)
		return len(r.body["data"].([]any))
	}
	if !cacheThreat() || confirmed() != 1 {
		t.Fatalf("after three accounts: want a confirmed scam matched by the cache layer")
	}
	wantStatus(t, ts.adminCall("POST", "/admin/v1/reports/"+ids[0]+"/reject", ""), 200)
	if cacheThreat() {
		t.Fatalf("cache layer still marks content whose confirmation fell to two reports")
	}
	if n := confirmed(); n != 0 {
		t.Fatalf("got %d confirmed scams after the rejection; want 0", n)
	}
	// Confirming a remaining report confirms it again.
	wantStatus(t, ts.adminCall("POST", "/admin/v1/reports/"+ids[1]+"/confirm", ""), 200)
	if !cacheThreat() {
		t.Fatalf("operator's confirmation of a remaining report: cache layer not a threat")
	}
}

// TestWholeHostEvictsOtherURLs: a whole-host confirmation changes the answer for
// every URL on the host, including ones already in the result cache.
func TestWholeHostEvictsOtherURLs(t *testing.T) {
	ts := startServer(t, t.TempDir(), newTestClock())
	reporter, _ := ts.key(ts.account("starter", ""), "live")
	checker, _ := ts.key(ts.account("business", ""), "live")
	check := func(url string) *response {
		r := ts.api("POST", "/v1/check", checker, `{"content":"`+url+`","type":"url"}`)
		wantStatus(t, r, 200)
		return r
	}
	check("http://quiet-garden-tools.net/a")
	if r := check("http://quiet-garden-tools.net/a"); r.body["cached"] != true {
		t.Fatalf("second check not cached; the test needs a cached answer")
	}
	rep := ts.api("POST", "/v1/report", reporter, `{"content":"http://quiet-garden-tools.net/b","content_type":"url","scam_type":"other"}`)
	wantStatus(t, rep, 201)
	wantStatus(t, ts.adminCall("POST", "/admin/v1/reports/"+rep.body["id"].(string)+"/confirm", `{"whole_host":true}`), 200)
	r := check("http://quiet-garden-tools.net/a")
	if r.body["cached"] != false || layer(t, r, 0)["is_threat"] != true {
		t.Fatalf("after a whole-host confirmation: got cached %v, cache layer %v; want a fresh answer from the known-scam host", r.body["cached"], layer(t, r, 0))
	}
}

// TestShutdownFlushesAfterExpiredDrain: usage charged since the last flush tick is
// written at shutdown even when draining used up the shutdown context.
func TestShutdownFlushesAfterExpiredDrain(t *testing.T) {
	dir := t.TempDir()
	clk := newTestClock()
	ts := startServerWith(t, dir, clk, func(c *Config) { c.FlushInterval = time.Hour })
	acct := ts.account("business", "")
	k, _ := ts.key(acct, "live")
	wantStatus(t, ts.api("POST", "/v1/check", k, `{"content":"flush this charge at shutdown","type":"sms"}`), 200)
	expired, cancel := context.WithCancel(context.Background())
	cancel()
	_ = ts.srv.Shutdown(expired) // draining reports the expired context; the flush must not
	ts.stopped = true
	if err := ts.st.Close(); err != nil {
		t.Fatalf("close store: %v", err)
	}
	ts2 := startServer(t, dir, clk)
	r := ts2.adminCall("GET", "/admin/v1/accounts/"+acct, "")
	wantStatus(t, r, 200)
	if got := num(r.body["usage"].(map[string]any)["live_this_month"]); got != 1 {
		t.Fatalf("live usage after a shutdown with an expired context: got %d; want 1", got)
	}
}
