package server

import (
	"testing"
	"time"

	"scamcheck/server/store"
)

// TestClusterFallbackQuota checks a node's quota decisions while Redis is down: at
// most its share of what remained, a batch refused whole, and every local charge
// written back once Redis returns.
func TestClusterFallbackQuota(t *testing.T) {
	p := startRedisProc(t)
	clk := newTestClock()
	r, err := store.OpenRedis(p.url(), store.WithClock(clk.Now))
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
	p.kill()
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
	p.start(t)
	eventually(t, 10*time.Second, "the node decides in Redis again", func() bool { return !c.Degraded() })
	got, err := r.AccountUsage(t.Context(), period, "acc_1")
	if err != nil || got != 15 {
		t.Fatalf("usage in Redis after it returned: got %d, %v; want 15", got, err)
	}
	f(5, true, 20)
	f(1, false, 20)
}
