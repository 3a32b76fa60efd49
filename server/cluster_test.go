package server

import (
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"scamcheck/server/store"
)

// TestClusterFallbackQuota checks a node's quota decisions while Redis is down: at
// most its share of what remained, a batch refused whole, and every local charge
// written back once Redis returns.
func TestClusterFallbackQuota(t *testing.T) {
	p := startRedis(t)
	clk := newTestClock()
	r, err := store.OpenRedis(redisURL(p), store.WithClock(clk.Now))
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	// Another node beat just before: this one counts two.
	if _, err := r.Heartbeat(t.Context(), "node_other", clk.Now(), clusterNodeTTL); err != nil {
		t.Fatal(err)
	}
	c, err := NewCluster(r, clk.Now, t.Logf)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if n := c.Nodes(); n != 2 {
		t.Fatalf("Nodes: got %d; want 2", n)
	}
	const period, limit = "live:2026-11", 20
	f := func(n int64, wantOK bool, wantUsed int64) {
		t.Helper()
		used, ok, err := c.Charge("acc_1", period, n, limit)
		if err != nil {
			t.Fatal(err)
		}
		if ok != wantOK || used != wantUsed {
			t.Fatalf("Charge(%d) with degraded=%v: got used %d, ok %v; want used %d, ok %v", n, c.Degraded(), used, ok, wantUsed, wantOK)
		}
	}
	f(10, true, 10) // in Redis
	p.Kill()
	// 10 remained: this node may take 5 of them.
	f(6, false, 10)
	if !c.Degraded() {
		t.Fatalf("Degraded after a failed call: got false; want true")
	}
	f(3, true, 13)
	f(2, true, 15)
	f(1, false, 15)
	if used, err := c.Used("acc_1", period); err != nil || used != 15 {
		t.Fatalf("Used with Redis down: got %d, %v; want 15", used, err)
	}
	if err := c.Flush(t.Context()); err == nil {
		t.Fatalf("Flush with Redis down: got nil; want an error (usage kept for later)")
	}
	p.Restart(t)
	eventually(t, 10*time.Second, "the node decides in Redis again", func() bool { return !c.Degraded() })
	got, err := r.AccountUsage(t.Context(), period, "acc_1")
	if err != nil || got != 15 {
		t.Fatalf("usage in Redis after it returned: got %d, %v; want 15", got, err)
	}
	f(5, true, 20)
	f(1, false, 20)
}

// meteringCases checks the order of the rate-limit and quota decisions on ts,
// whatever the limiter and meter: every request counts against the rate limit
// (D8), a request refused by it charges no quota, 429 comes before any other
// error, and a batch is charged whole or not at all (D7).
func meteringCases(t *testing.T, ts *testServer) {
	t.Helper()
	usage := func(acct string) int64 {
		t.Helper()
		r := ts.adminCall("GET", "/admin/v1/accounts/"+acct, "")
		wantStatus(t, r, 200)
		return num(r.body["usage"].(map[string]any)["live_this_month"])
	}
	check := func(key, content string) *response {
		t.Helper()
		return ts.api("POST", "/v1/check", key, checkBody(content))
	}
	f := func(r *response, status int, code, remaining string) {
		t.Helper()
		if code == "" {
			wantStatus(t, r, status)
		} else {
			wantError(t, r, status, code, nil)
		}
		if got := r.header.Get("X-RateLimit-Remaining"); got != remaining {
			t.Fatalf("X-RateLimit-Remaining: got %q; want %q", got, remaining)
		}
	}

	// Rate 3 a minute, quota 100: the rate limit refuses the fourth request,
	// whether it would be billed, answered from the cache or refused as invalid,
	// and charges nothing for it.
	acct := ts.account("enterprise", `,"rate_limit_per_minute":3,"monthly_quota":100`)
	key, _ := ts.key(acct, "live")
	f(check(key, "http://metering-1.example.com/"), 200, "", "2")
	f(check(key, "http://metering-1.example.com/"), 200, "", "1") // cached
	f(ts.api("POST", "/v1/check", key, `{"content":`), 400, codeInvalidRequest, "0")
	f(check(key, "http://metering-2.example.com/"), 429, codeRateLimitExceeded, "0")
	f(check(key, "http://metering-1.example.com/"), 429, codeRateLimitExceeded, "0")
	f(ts.api("POST", "/v1/check", key, `{"content":`), 429, codeRateLimitExceeded, "0")
	f(ts.api("POST", "/v1/check", key, checkBody("http://metering-3.example.com/"), "Idempotency-Key", "k1"), 429, codeRateLimitExceeded, "0")
	if got := usage(acct); got != 1 {
		t.Fatalf("usage after requests refused by the rate limit: got %d; want 1", got)
	}

	// Rate 3, quota 2: a batch that does not fit is refused whole but still
	// counts against the rate limit; once both are exhausted, 429 comes first.
	acct = ts.account("enterprise", `,"rate_limit_per_minute":3,"monthly_quota":2`)
	key, _ = ts.key(acct, "live")
	batch := `{"items":[{"content":"http://metering-b1.example.com/"},{"content":"http://metering-b2.example.com/"},{"content":"http://metering-b3.example.com/"}]}`
	f(ts.api("POST", "/v1/batch", key, batch), 403, codeQuotaExceeded, "2")
	if got := usage(acct); got != 0 {
		t.Fatalf("usage after a batch refused by the quota: got %d; want 0", got)
	}
	f(check(key, "http://metering-4.example.com/"), 200, "", "1")
	f(check(key, "http://metering-5.example.com/"), 200, "", "0")
	f(check(key, "http://metering-6.example.com/"), 429, codeRateLimitExceeded, "0")
	if got := usage(acct); got != 2 {
		t.Fatalf("usage at the end: got %d; want 2", got)
	}
	ts.clk.Advance(20 * time.Second) // one request earned back
	f(check(key, "http://metering-6.example.com/"), 403, codeQuotaExceeded, "0")
	f(check(key, "http://metering-4.example.com/"), 429, codeRateLimitExceeded, "0")
}

func TestMeteringSingleNode(t *testing.T) {
	meteringCases(t, startServer(t, t.TempDir(), newTestClock()))
}

func TestMeteringCluster(t *testing.T) {
	p := startRedis(t)
	meteringCases(t, startNode(t, p, newTestClock(), "A").testServer)
}

// TestClusterOneRoundTrip counts the Redis round trips of each kind of request
// in cluster mode: at most one, made of the node's scripts (Redis INFO
// commandstats, heartbeats left out).
func TestClusterOneRoundTrip(t *testing.T) {
	p := startRedis(t)
	n := startNode(t, p, newTestClock(), "A")
	rc := redis.NewClient(&redis.Options{Addr: p.Addr})
	defer rc.Close()
	acct := n.account("enterprise", `,"rate_limit_per_minute":1000,"monthly_quota":1000`)
	key, _ := n.key(acct, "live")
	test, _ := n.key(acct, "test")
	unlimited, _ := n.key(n.account("enterprise", `,"rate_limit_per_minute":0,"monthly_quota":1000`), "live")
	// Load the scripts into Redis (the first call of each is EVALSHA, then EVAL).
	wantStatus(t, n.api("POST", "/v1/check", key, checkBody("http://trips-warm.example.com/")), 200)
	wantStatus(t, n.api("POST", "/v1/check", key, checkBody("http://trips-warm.example.com/")), 200)
	wantStatus(t, n.api("POST", "/v1/check", unlimited, checkBody("http://trips-warm.example.com/")), 200)

	f := func(what string, r func() *response, status int, want int64) {
		t.Helper()
		before := commandCalls(t, rc)
		resp := r()
		after := commandCalls(t, rc)
		wantStatus(t, resp, status)
		// Heartbeats run a script too; each one calls ZCARD once.
		scripts := after["evalsha"] + after["eval"] - before["evalsha"] - before["eval"]
		if got := scripts - (after["zcard"] - before["zcard"]); got != want {
			t.Fatalf("%s: got %d Redis round trips; want %d (commands before %v, after %v)", what, got, want, before, after)
		}
	}
	api := func(method, path, key, body string) func() *response {
		return func() *response { return n.api(method, path, key, body) }
	}
	f("uncached check", api("POST", "/v1/check", key, checkBody("http://trips-1.example.com/")), 200, 1)
	f("cached check", api("POST", "/v1/check", key, checkBody("http://trips-1.example.com/")), 200, 1)
	f("invalid check", api("POST", "/v1/check", key, `{"content":""}`), 400, 1)
	f("test-key check", api("POST", "/v1/check", test, checkBody("http://trips-1.example.com/")), 200, 1)
	batch := `{"items":[{"content":"http://trips-1.example.com/"},{"content":"http://trips-2.example.com/"},{"content":"http://trips-3.example.com/"}]}`
	f("batch, partly cached", api("POST", "/v1/batch", key, batch), 200, 1)
	f("batch, all cached", api("POST", "/v1/batch", key, batch), 200, 1)
	f("scams", api("GET", "/v1/scams", key, ""), 200, 1)
	f("uncached check, unlimited rate", api("POST", "/v1/check", unlimited, checkBody("http://trips-4.example.com/")), 200, 1)
	f("cached check, unlimited rate", api("POST", "/v1/check", unlimited, checkBody("http://trips-4.example.com/")), 200, 0)
}

// commandCalls returns how many times Redis ran each command, from INFO
// commandstats ("cmdstat_evalsha:calls=N,...").
func commandCalls(t *testing.T, rc *redis.Client) map[string]int64 {
	t.Helper()
	info, err := rc.Info(t.Context(), "commandstats").Result()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]int64{}
	for line := range strings.Lines(info) {
		name, rest, ok := strings.Cut(strings.TrimSpace(line), ":calls=")
		if !ok {
			continue
		}
		calls, _, _ := strings.Cut(rest, ",")
		n, err := strconv.ParseInt(calls, 10, 64)
		if err != nil {
			t.Fatalf("INFO commandstats: bad line %q", line)
		}
		out[strings.TrimPrefix(name, "cmdstat_")] = n
	}
	return out
}

// TestClusterTakeAndChargeDegraded checks TakeAndCharge while Redis is down: the
// node's share of the rate, and nothing charged for a request it refuses.
func TestClusterTakeAndChargeDegraded(t *testing.T) {
	p := startRedis(t)
	clk := newTestClock()
	r, err := store.OpenRedis(redisURL(p), store.WithClock(clk.Now))
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	c, err := NewCluster(r, clk.Now, t.Logf)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	const period = "live:2026-11"
	f := func(wantAllowed, wantCharged bool, wantUsed int64) {
		t.Helper()
		rs, used, ok, err := c.TakeAndCharge("acc_1", 2, clk.Now(), period, 1, 10)
		if err != nil {
			t.Fatal(err)
		}
		if rs.Allowed != wantAllowed || ok != wantCharged || used != wantUsed {
			t.Fatalf("TakeAndCharge with degraded=%v: got allowed %v, charged %v, used %d; want %v, %v, %d",
				c.Degraded(), rs.Allowed, ok, used, wantAllowed, wantCharged, wantUsed)
		}
	}
	f(true, true, 1) // in Redis
	p.Kill()
	f(true, true, 2) // the local bucket is full: this node is alone
	if !c.Degraded() {
		t.Fatalf("Degraded after a failed call: got false; want true")
	}
	f(true, true, 3)
	f(false, false, 0)
	if used, err := c.Used("acc_1", period); err != nil || used != 3 {
		t.Fatalf("Used after a request refused by the local rate limit: got %d, %v; want 3", used, err)
	}
}

// TestClusterForgetsIdlePeriods checks that the heartbeat refreshes the copy of a
// period's counters only while the node uses the period: one not charged nor read
// for clusterPeriodIdle, by the node's clock, is dropped (and no longer read from
// Redis), however many heartbeats refreshed it before.
func TestClusterForgetsIdlePeriods(t *testing.T) {
	p := startRedis(t)
	clk := newTestClock()
	r, err := store.OpenRedis(redisURL(p), store.WithClock(clk.Now))
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	c, err := NewCluster(r, clk.Now, t.Logf)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	const old, current = "live:2026-10", "live:2026-11"
	charge := func(period string) {
		t.Helper()
		if _, ok, err := c.Charge("acc_1", period, 1, 100); err != nil || !ok {
			t.Fatalf("Charge(%s): got ok %v, %v; want ok", period, ok, err)
		}
	}
	f := func(want ...string) {
		t.Helper()
		c.heartbeat()
		c.heartbeat()
		c.mu.Lock()
		var got []string
		for name := range c.counters {
			got = append(got, name)
		}
		c.mu.Unlock()
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Fatalf("periods kept after heartbeats at %s: got %v; want %v", clk.Now().Format(time.RFC3339), got, want)
		}
	}
	charge(old)
	f(old) // refreshed, still in use
	clk.Advance(clusterPeriodIdle / 2)
	charge(current)
	f(old, current)
	clk.Advance(clusterPeriodIdle / 2)
	f(current) // old: unused for clusterPeriodIdle, refreshes notwithstanding
	if _, err := c.Used("acc_1", current); err != nil {
		t.Fatal(err)
	}
	clk.Advance(clusterPeriodIdle - time.Second)
	f(current) // read just now
	clk.Advance(time.Second)
	f()
}
