package server

import (
	"fmt"
	"testing"
	"time"
)

// TestReportWeight: a report weighs by its account's plan, age, rejected reports and
// burst (trust.go).
func TestReportWeight(t *testing.T) {
	now := time.Date(2026, 11, 21, 8, 0, 0, 0, time.UTC)
	f := func(planName string, age time.Duration, reports, rejected, lastHour, want int) {
		t.Helper()
		p, _ := planByName(planName)
		h := &reporter{reports: reports, rejected: rejected}
		for i := range lastHour {
			h.note(now.Add(-time.Duration(lastHour-i) * time.Second))
		}
		if got := reportWeight(&accountEntry{plan: p, createdAt: now.Add(-age)}, h, now); got != want {
			t.Fatalf("%s, %v old, %d/%d rejected, %d in the last hour: got weight %d; want %d",
				planName, age, rejected, reports, lastHour, got, want)
		}
	}
	const day = 24 * time.Hour
	f("business", 30*day, 0, 0, 0, 1000)
	f("enterprise", 400*day, 10, 0, 2, 1000)
	f("starter", 30*day, 0, 0, 0, 600)
	f("free", 30*day, 0, 0, 0, 300)
	f("business", 0, 0, 0, 0, 200)        // a new account
	f("business", 15*day, 0, 0, 0, 600)   // half way: 0.2 + 0.8/2
	f("business", 30*day, 4, 2, 0, 250)   // half its reports rejected: (1/2)²
	f("business", 30*day, 4, 4, 0, 1)     // every report rejected: the least weight
	f("business", 30*day, 20, 0, 3, 750)  // 3 in the hour before: 3/4
	f("business", 30*day, 20, 0, 29, 100) // a burst of 29: 3/30
	f("starter", 0, 20, 10, 9, 9)         // all at once: 0.6 × 0.2 × 0.25 × 0.3
	f("business", -day, 0, 0, 0, 200)     // a clock behind the account's creation
}

// TestCommunityNeedsTrustedAccounts: reports from new accounts, however many, never
// confirm content nor make it a scam; three established business accounts do;
// test-key reports never count.
func TestCommunityNeedsTrustedAccounts(t *testing.T) {
	clk := newTestClock()
	ts := startServer(t, t.TempDir(), clk)
	checker, _ := ts.key(ts.account("business", ""), "live")
	check := func(url string) *response {
		t.Helper()
		r := ts.api("POST", "/v1/check", checker, `{"content":"`+url+`","type":"url"}`)
		wantStatus(t, r, 200)
		return r
	}
	confirmed := func() int {
		t.Helper()
		r := ts.api("GET", "/v1/scams", checker, "")
		wantStatus(t, r, 200)
		return len(r.body["data"].([]any))
	}
	report := func(key, url string) {
		t.Helper()
		wantStatus(t, ts.api("POST", "/v1/report", key, `{"content":"`+url+`","content_type":"url","scam_type":"other"}`), 201)
	}
	var fresh, test []string
	for range 6 {
		acct := ts.account("business", "")
		k, _ := ts.key(acct, "live")
		fresh = append(fresh, k)
		k, _ = ts.key(acct, "test")
		test = append(test, k)
	}

	const shop = "http://corner-bakery-orders.com/menu"
	for _, k := range fresh {
		report(k, shop)
	}
	r := check(shop)
	if r.body["verdict"] == "scam" || confirmed() != 0 {
		t.Fatalf("six new accounts' reports: got verdict %v, %d confirmed; want no scam, none confirmed (community %v)",
			r.body["verdict"], confirmed(), layer(t, r, 4))
	}

	const other = "http://garden-tools-outlet.net/sale"
	for _, k := range test {
		report(k, other)
	}
	if l := layer(t, check(other), 4); num(l["risk_score"]) != 0 {
		t.Fatalf("test-key reports: got community %v; want risk 0", l)
	}

	clk.Advance(trustedAge)
	const third = "http://quiet-lake-cabins.org/book"
	for _, k := range test {
		report(k, third) // established now, but still test keys
	}
	if l := layer(t, check(third), 4); num(l["risk_score"]) != 0 {
		t.Fatalf("test-key reports of established accounts: got community %v; want risk 0", l)
	}
	for i, k := range fresh[:3] {
		if i == 2 && confirmed() != 0 {
			t.Fatalf("two established accounts confirmed content; want three")
		}
		report(k, other)
	}
	if r := check(other); confirmed() != 1 || r.body["verdict"] != "scam" {
		t.Fatalf("three established business accounts: got verdict %v, %d confirmed; want scam, 1", r.body["verdict"], confirmed())
	}
}

// TestReportBurstAndRecord: one account's burst counts little, and so do the reports
// of an account whose earlier reports operators rejected; operators see the weights.
func TestReportBurstAndRecord(t *testing.T) {
	clk := newTestClock()
	ts := startServer(t, t.TempDir(), clk)
	acct := ts.account("business", "")
	key, _ := ts.key(acct, "live")
	clk.Advance(trustedAge)
	weights := func() map[string]float64 {
		t.Helper()
		r := ts.adminCall("GET", "/admin/v1/reports", "")
		wantStatus(t, r, 200)
		w := map[string]float64{}
		for _, x := range r.body["data"].([]any) {
			m := x.(map[string]any)
			w[m["content"].(string)] = m["weight"].(float64)
		}
		return w
	}
	var ids []string
	for i := range 10 {
		r := ts.api("POST", "/v1/report", key, fmt.Sprintf(`{"content":"http://burst-%d.example.com/","content_type":"url","scam_type":"other"}`, i))
		wantStatus(t, r, 201)
		ids = append(ids, r.body["id"].(string))
	}
	w := weights()
	if w["http://burst-0.example.com/"] != 1 || w["http://burst-9.example.com/"] > 0.3 {
		t.Fatalf("a burst of 10 reports: got weights %v; want the first 1, the tenth at most 0.3", w)
	}
	for _, id := range ids[:5] {
		wantStatus(t, ts.adminCall("POST", "/admin/v1/reports/"+id+"/reject", ""), 200)
	}
	clk.Advance(2 * burstWindow)
	wantStatus(t, ts.api("POST", "/v1/report", key, `{"content":"http://after-rejections.example.com/","content_type":"url","scam_type":"other"}`), 201)
	if got := weights()["http://after-rejections.example.com/"]; got != 0.25 {
		t.Fatalf("after half of its reports were rejected: got weight %v; want 0.25", got)
	}
}
