package store_test

import (
	"errors"
	"testing"
	"time"

	"scamcheck/server/store"
	"scamcheck/server/store/redistest"
)

func TestRedisHeartbeat(t *testing.T) {
	srv := redistest.Start(t, t.TempDir())
	r := openRedis(t, srv.URL(), time.Now)
	defer r.Close()
	ctx := t.Context()
	start := time.Date(2026, 11, 5, 10, 0, 0, 0, time.UTC)
	const ttl = 10 * time.Second
	f := func(node string, at time.Duration, want int64) {
		t.Helper()
		got, err := r.Heartbeat(ctx, node, start.Add(at), ttl)
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Fatalf("Heartbeat(%s) at +%s: got %d nodes; want %d", node, at, got, want)
		}
	}
	f("a", 0, 1)
	f("b", time.Second, 2)
	f("a", 2*time.Second, 2) // a second beat of a counts once
	f("c", 11*time.Second, 3)
	f("c", 12*time.Second, 2) // b went silent more than ttl ago
	if err := r.Leave(ctx, "a"); err != nil {
		t.Fatal(err)
	}
	f("c", 12*time.Second, 1)
}

func TestRedisReplayUsage(t *testing.T) {
	srv := redistest.Start(t, t.TempDir())
	r := openRedis(t, srv.URL(), time.Now)
	defer r.Close()
	ctx := t.Context()
	const period = "live:2026-11"
	f := func(batch string, deltas map[string]int64, want map[string]int64) {
		t.Helper()
		if err := r.ReplayUsage(ctx, period, batch, deltas); err != nil {
			t.Fatal(err)
		}
		for acct, n := range want {
			got, err := r.AccountUsage(ctx, period, acct)
			if err != nil || got != n {
				t.Fatalf("usage of %s after batch %s: got %d, %v; want %d", acct, batch, got, err, n)
			}
		}
	}
	if _, _, err := r.ChargeQuota(ctx, period, "acc_1", 2, 0); err != nil {
		t.Fatal(err)
	}
	f("node_1:1", map[string]int64{"acc_1": 3, "acc_2": 4}, map[string]int64{"acc_1": 5, "acc_2": 4})
	f("node_1:1", map[string]int64{"acc_1": 3, "acc_2": 4}, map[string]int64{"acc_1": 5, "acc_2": 4}) // a retry
	f("node_2:1", map[string]int64{"acc_2": 1}, map[string]int64{"acc_1": 5, "acc_2": 5})
	f("node_2:2", map[string]int64{}, map[string]int64{"acc_1": 5, "acc_2": 5})
	f("node_2:3", nil, map[string]int64{"acc_3": 0})
	// Usage reads the same counters.
	all, err := r.Usage(ctx, period)
	if err != nil || len(all) != 2 || all["acc_1"] != 5 || all["acc_2"] != 5 {
		t.Fatalf("Usage after replays: got %v, %v; want acc_1: 5, acc_2: 5", all, err)
	}
}

func TestRedisKnownScam(t *testing.T) {
	srv := redistest.Start(t, t.TempDir())
	r := openRedis(t, srv.URL(), time.Now)
	defer r.Close()
	ctx := t.Context()
	want := store.KnownScam{ID: "scm_1", Env: "live", Subject: "ab", Content: "http://x.example/", ContentType: "url",
		ScamType: "other", Score: 80, ReportCount: 2, FirstSeenAt: time.Date(2026, 11, 5, 10, 0, 0, 0, time.UTC)}
	if err := r.PutKnownScam(ctx, &want); err != nil {
		t.Fatal(err)
	}
	got, err := r.KnownScam(ctx, "scm_1")
	if err != nil || *got != want {
		t.Fatalf("KnownScam: got %+v, %v; want %+v", got, err, want)
	}
	if _, err := r.KnownScam(ctx, "scm_2"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("KnownScam of a missing id: got %v; want ErrNotFound", err)
	}
}
