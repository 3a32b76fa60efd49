package server

import (
	"bufio"
	"io"
	"strconv"
	"strings"
	"testing"
	"time"
)

// scrape reads GET /metrics: series (name with labels) to value.
func (ts *testServer) scrape() map[string]float64 {
	ts.t.Helper()
	resp, err := httpClient.Get(ts.admin + "/metrics")
	if err != nil {
		ts.t.Fatalf("cannot scrape: %v", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/plain") {
		ts.t.Fatalf("got status %d, Content-Type %q; want 200 text/plain", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	series := map[string]float64{}
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		i := strings.LastIndexByte(line, ' ')
		v, err := strconv.ParseFloat(line[i+1:], 64)
		if i < 0 || err != nil {
			ts.t.Fatalf("got malformed line %q", line)
		}
		series[line[:i]] = v
	}
	return series
}

func TestMetrics(t *testing.T) {
	clk := newTestClock()
	ts := startServer(t, t.TempDir(), clk)
	ent := ts.account("enterprise", `,"monthly_quota":1`)
	live, _ := ts.key(ent, "live")
	free, _ := ts.key(ts.account("free", ""), "test")

	wantStatus(t, ts.api("POST", "/v1/check", live, `{"content":"http://paypa1-secure-login.com"}`), 200)
	wantStatus(t, ts.api("POST", "/v1/check", live, `{"content":"http://paypa1-secure-login.com"}`), 200) // cached
	wantStatus(t, ts.api("POST", "/v1/check", live, `{"content":"another"}`), 403)                        // quota
	wantStatus(t, ts.api("POST", "/v1/check", "svc_live_nope", `{"content":"x"}`), 401)
	for range 5 {
		wantStatus(t, ts.api("POST", "/v1/check", free, `{"content":"scam-test"}`), 200)
	}
	wantStatus(t, ts.api("POST", "/v1/check", free, `{"content":"scam-test"}`), 429)
	wantStatus(t, ts.call("GET", ts.base+"/v1/nothing", ""), 404)
	wantStatus(t, ts.call("GET", ts.base+"/healthz", ""), 200)

	m := ts.scrape()
	f := func(series string, want float64) {
		t.Helper()
		got, ok := m[series]
		if !ok {
			t.Fatalf("got no series %s; want %v", series, want)
		}
		if got != want {
			t.Fatalf("got %s %v; want %v", series, got, want)
		}
	}
	f(`scamcheck_http_requests_total{listener="public",endpoint="check",status="200"}`, 7)
	f(`scamcheck_http_requests_total{listener="public",endpoint="check",status="403"}`, 1)
	f(`scamcheck_http_requests_total{listener="public",endpoint="check",status="401"}`, 1)
	f(`scamcheck_http_requests_total{listener="public",endpoint="check",status="429"}`, 1)
	f(`scamcheck_http_requests_total{listener="public",endpoint="other",status="404"}`, 1)
	f(`scamcheck_http_requests_total{listener="public",endpoint="healthz",status="200"}`, 1)
	f(`scamcheck_http_requests_total{listener="public",endpoint="batch",status="200"}`, 0) // pre-created
	f(`scamcheck_http_requests_total{listener="admin",endpoint="accounts",status="201"}`, 2)
	f(`scamcheck_http_requests_total{listener="admin",endpoint="keys",status="201"}`, 2)
	f(`scamcheck_http_request_duration_seconds_count{listener="public",endpoint="check"}`, 10)
	f(`scamcheck_result_cache_lookups_total{result="hit"}`, 1)
	f(`scamcheck_result_cache_lookups_total{result="miss"}`, 2)
	f(`scamcheck_result_cache_hit_ratio`, 1.0/3)
	f(`scamcheck_result_cache_entries`, 1)
	f(`scamcheck_analysis_duration_seconds_count`, 1)
	f(`scamcheck_layer_duration_seconds_count{layer="phishing"}`, 1)
	f(`scamcheck_quota_refusals_total{env="live"}`, 1)
	f(`scamcheck_quota_refusals_total{env="test"}`, 0)
	f(`scamcheck_rate_limit_refusals_total`, 1)
	f(`scamcheck_store_write_duration_seconds_count{op="put_account"}`, 2)
	f(`scamcheck_store_write_duration_seconds_count{op="put_key"}`, 2)
	f(`scamcheck_store_write_errors_total{op="put_key"}`, 0)
	if got := m[`scamcheck_verdicts_total{verdict="safe"}`] + m[`scamcheck_verdicts_total{verdict="suspect"}`] +
		m[`scamcheck_verdicts_total{verdict="scam"}`]; got != 7 {
		t.Fatalf("got %v verdicts; want 7 (the 200 answers)", got)
	}
	if m[`scamcheck_verdicts_total{verdict="scam"}`] < 5 {
		t.Fatalf("got %v scam verdicts; want at least the 5 scam-test fixtures", m[`scamcheck_verdicts_total{verdict="scam"}`])
	}
	// Without Config.Metrics, the Go runtime and process series follow.
	if _, ok := m["go_goroutines"]; !ok {
		t.Fatalf("got no go_goroutines; want the Go runtime series")
	}

	// Usage flushes are store writes too.
	clk.Advance(time.Second)
	if err := ts.srv.meter.Flush(t.Context()); err != nil {
		t.Fatalf("cannot flush: %v", err)
	}
	if got := ts.scrape()[`scamcheck_store_write_duration_seconds_count{op="add_usage"}`]; got < 1 {
		t.Fatalf("got %v add_usage writes; want at least 1", got)
	}
}

func TestMetricsHook(t *testing.T) {
	ts := startServerWith(t, t.TempDir(), newTestClock(), func(c *Config) {
		c.Metrics = func(w io.Writer) { io.WriteString(w, "extra_series 42\n") }
	})
	m := ts.scrape()
	if m["extra_series"] != 42 {
		t.Fatalf("got extra_series %v; want 42 from Config.Metrics", m["extra_series"])
	}
	if _, ok := m["go_goroutines"]; ok {
		t.Fatalf("got go_goroutines; want Config.Metrics to replace the default process series")
	}
	if _, ok := m[`scamcheck_rate_limit_refusals_total`]; !ok {
		t.Fatalf("got no server series; want them before Config.Metrics")
	}
}

func TestClassify(t *testing.T) {
	f := func(l listener, path string, want endpoint) {
		t.Helper()
		if got := classify(l, []byte(path)); got != want {
			t.Fatalf("got %s for %s on %s; want %s", endpointNames[got], path, listenerNames[l], endpointNames[want])
		}
	}
	f(listenerPublic, "/v1/check", epCheck)
	f(listenerPublic, "/v1/batch", epBatch)
	f(listenerPublic, "/v1/report", epReport)
	f(listenerPublic, "/v1/scams", epScams)
	f(listenerPublic, "/openapi.json", epOpenAPI)
	f(listenerPublic, "/healthz", epHealthz)
	f(listenerPublic, "/readyz", epReadyz)
	f(listenerPublic, "/v1/check/", epOther)
	f(listenerPublic, "/admin/v1/accounts", epOther)
	f(listenerPublic, "/metrics", epOther)
	f(listenerAdmin, "/admin/v1/accounts", epAdminAccounts)
	f(listenerAdmin, "/admin/v1/accounts/acct_1", epAdminAccounts)
	f(listenerAdmin, "/admin/v1/accounts/acct_1/keys", epAdminKeys)
	f(listenerAdmin, "/admin/v1/keys/key_1", epAdminKeys)
	f(listenerAdmin, "/admin/v1/keys/key_1/regenerate", epAdminKeys)
	f(listenerAdmin, "/admin/v1/reports", epAdminReports)
	f(listenerAdmin, "/admin/v1/reports/rpt_1/confirm", epAdminReports)
	f(listenerAdmin, "/admin/v1/scams", epAdminScams)
	f(listenerAdmin, "/admin/v1/check", epAdminCheck)
	f(listenerAdmin, "/admin/v1/stats", epAdminStats)
	f(listenerAdmin, "/metrics", epMetrics)
	f(listenerAdmin, "/", epDashboard)
	f(listenerAdmin, "/app.js", epDashboard)
	f(listenerAdmin, "/healthz", epHealthz)
	f(listenerAdmin, "/v1/check", epOther)
	f(listenerAdmin, "/admin/v1/nothing", epOther)

	// Every endpoint classify returns has its series.
	o := newObserver()
	for l := range numListeners {
		for _, p := range []string{"/", "/v1/check", "/v1/batch", "/v1/report", "/v1/scams", "/openapi.json", "/healthz", "/readyz",
			"/metrics", "/app.js", "/admin/v1/accounts/a/keys", "/admin/v1/keys/k", "/admin/v1/reports/r/reject",
			"/admin/v1/scams", "/admin/v1/check", "/admin/v1/stats", "/x"} {
			if ep := classify(l, []byte(p)); o.requests[l][ep] == nil || o.latency[l][ep] == nil {
				t.Fatalf("got no series for %s on %s (endpoint %s); want pre-created ones", p, listenerNames[l], endpointNames[ep])
			}
		}
	}
}

func TestStatusIndex(t *testing.T) {
	for i, code := range statusCodes {
		if got := statusIndex(code); got != i {
			t.Fatalf("got index %d for %d; want %d", got, code, i)
		}
	}
	for _, code := range []int{0, 202, 302, 402, 418, 502} {
		if got := statusIndex(code); got != numStatuses-1 {
			t.Fatalf("got index %d for %d; want %d (other)", got, code, numStatuses-1)
		}
	}
}

func TestLatencyWindow(t *testing.T) {
	clk := newTestClock()
	var w latencyWindow
	w.init(clk.Now())
	f := func(want50, want99 float64) {
		t.Helper()
		q := w.quantiles(clk.Now(), 0.5, 0.99)
		// Buckets are 1/18 of a decade wide: allow 14%.
		for i, want := range []float64{want50, want99} {
			if want == 0 && q[i] != 0 || want != 0 && (q[i] < want*0.86 || q[i] > want*1.14) {
				t.Fatalf("got quantiles %v; want about %v and %v", q, want50, want99)
			}
		}
	}
	f(0, 0)
	for range 98 {
		w.update(clk.Now(), 10*time.Millisecond)
	}
	w.update(clk.Now(), 500*time.Millisecond)
	w.update(clk.Now(), 500*time.Millisecond)
	f(0.010, 0.5)
	// Half a window later the values are still recent.
	clk.Advance(windowHalf)
	f(0.010, 0.5)
	w.update(clk.Now(), 100*time.Millisecond)
	// A whole window later only the newer value is left.
	clk.Advance(windowHalf)
	f(0.1, 0.1)
	// After a long idle period nothing is left.
	clk.Advance(10 * windowHalf)
	f(0, 0)
}

func TestObservedStoreCountsErrors(t *testing.T) {
	ts := startServer(t, t.TempDir(), newTestClock())
	ts.st.Close()
	r := ts.adminCall("POST", "/admin/v1/accounts", `{"name":"x","plan":"free"}`)
	wantStatus(t, r, 503)
	m := ts.scrape()
	if got := m[`scamcheck_store_write_errors_total{op="put_account"}`]; got != 1 {
		t.Fatalf("got %v put_account errors; want 1", got)
	}
	if got := m[`scamcheck_http_requests_total{listener="admin",endpoint="accounts",status="503"}`]; got != 1 {
		t.Fatalf("got %v admin 503 answers; want 1", got)
	}
	// The store is gone: shutdown cannot flush usage, which is not this test's concern.
	ts.stopped = true
	_ = ts.srv.Shutdown(t.Context())
}
