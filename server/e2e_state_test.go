package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"

	"scamcheck/data"
	"scamcheck/engine"
	"scamcheck/server/store"
)

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
	scamID := func(ts *testServer) any {
		t.Helper()
		s := ts.api("GET", "/v1/scams", lister, "")
		d, _ := s.body["data"].([]any)
		if len(d) != 1 {
			t.Fatalf("got scams %s; want the confirmed one", s.raw)
		}
		return d[0].(map[string]any)["id"]
	}
	before := scamID(ts)
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
	// Known scams: listed under the same id, and known to the engine.
	if after := scamID(ts2); after != before {
		t.Fatalf("got scam id %v after the restart; want %v", after, before)
	}
	c := ts2.api("POST", "/v1/check", lister, `{"content":"http://restart-scam.example","type":"url"}`)
	if l := c.body["layers"].([]any)[0].(map[string]any); l["is_threat"] != true {
		t.Fatalf("got cache layer %v after restart; want a threat", l)
	}
	// Another server with its own store names the same scam alike: the id is
	// derived from the content, not drawn.
	other := startServer(t, t.TempDir(), clk)
	defer other.stop()
	oacct := other.account("enterprise", "")
	olive, _ := other.key(oacct, "live")
	lister, _ = other.key(other.account("business", ""), "live")
	orep := other.api("POST", "/v1/report", olive, body)
	wantStatus(t, orep, 201)
	wantStatus(t, other.adminCall("POST", "/admin/v1/reports/"+orep.body["id"].(string)+"/confirm", ""), 200)
	if id := scamID(other); id != before {
		t.Fatalf("got scam id %v on another server; want %v", id, before)
	}
}

// TestKnownScamWithoutVersionAfterUpgrade: a known scam stored by a build
// before versioned records (no version in its JSON) loads as version 0: listed,
// known to the engine, and the next write over it stores version 1 with every
// report counted.
func TestKnownScamWithoutVersionAfterUpgrade(t *testing.T) {
	clk := newTestClock()
	dir := t.TempDir()
	ts := startServer(t, dir, clk)
	lister, _ := ts.key(ts.account("business", ""), "live")
	first, _ := ts.key(ts.account("business", ""), "live")
	second, _ := ts.key(ts.account("business", ""), "live")
	const content = "http://upgrade-scam.example/pay"
	body := `{"content":"` + content + `","content_type":"url","scam_type":"fake_delivery"}`
	rep := ts.api("POST", "/v1/report", first, body)
	wantStatus(t, rep, 201)
	wantStatus(t, ts.adminCall("POST", "/admin/v1/reports/"+rep.body["id"].(string)+"/confirm", ""), 200)
	ts.stop()

	// Strip the version, as builds before it wrote the record.
	db, err := bolt.Open(filepath.Join(dir, "scamcheck.db"), 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	var id string
	err = db.Update(func(tx *bolt.Tx) error {
		bk := tx.Bucket([]byte("known_scams"))
		var ids [][]byte
		if err := bk.ForEach(func(k, _ []byte) error { ids = append(ids, bytes.Clone(k)); return nil }); err != nil {
			return err
		}
		if len(ids) != 1 {
			return fmt.Errorf("got %d known scams stored; want 1", len(ids))
		}
		var rec map[string]any
		if err := json.Unmarshal(bk.Get(ids[0]), &rec); err != nil {
			return err
		}
		if _, ok := rec["version"]; !ok {
			return fmt.Errorf("stored known scam %s has no version", ids[0])
		}
		delete(rec, "version")
		old, err := json.Marshal(rec)
		if err != nil {
			return err
		}
		id = string(ids[0])
		return bk.Put(ids[0], old)
	})
	if closeErr := db.Close(); err == nil {
		err = closeErr
	}
	if err != nil {
		t.Fatal(err)
	}

	ts2 := startServer(t, dir, clk)
	listed := ts2.api("GET", "/v1/scams", lister, "")
	wantStatus(t, listed, 200)
	d, _ := listed.body["data"].([]any)
	if len(d) != 1 || d[0].(map[string]any)["id"] != id || num(d[0].(map[string]any)["report_count"]) != 1 {
		t.Fatalf("scams after the upgrade: got %s; want %s confirmed with 1 report", listed.raw, id)
	}
	c := ts2.api("POST", "/v1/check", lister, `{"content":"`+content+`","type":"url"}`)
	if l := c.body["layers"].([]any)[0].(map[string]any); l["is_threat"] != true {
		t.Fatalf("cache layer after the upgrade: got %v; want a threat", l)
	}
	wantStatus(t, ts2.api("POST", "/v1/report", second, body), 201)
	rec, err := ts2.st.KnownScam(t.Context(), id)
	if err != nil {
		t.Fatal(err)
	}
	if rec.Version != 1 || rec.ReportCount != 2 || !rec.Confirmed {
		t.Fatalf("stored known scam after a report: got version %d, %d reports, confirmed %v; want version 1, 2 reports, confirmed",
			rec.Version, rec.ReportCount, rec.Confirmed)
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
