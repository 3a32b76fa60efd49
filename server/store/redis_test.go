package store_test

import (
	"context"
	"errors"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"scamcheck/server/store"
	"scamcheck/server/store/redistest"
	"scamcheck/server/store/storetest"
)

func openRedis(t testing.TB, url string, now func() time.Time) *store.Redis {
	t.Helper()
	r, err := store.OpenRedis(url, store.WithClock(now))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func flushAll(t *testing.T, c redis.UniversalClient) {
	t.Helper()
	ctx := t.Context()
	var err error
	if cc, ok := c.(*redis.ClusterClient); ok {
		err = cc.ForEachMaster(ctx, func(ctx context.Context, c *redis.Client) error {
			return c.FlushAll(ctx).Err()
		})
	} else {
		err = c.FlushAll(ctx).Err()
	}
	if err != nil {
		t.Fatal(err)
	}
}

// suiteOpener runs the suite on url, emptied through admin before each test.
func suiteOpener(url string, admin redis.UniversalClient) storetest.Opener {
	return storetest.Opener{
		Open: func(t *testing.T, now func() time.Time) store.Store {
			flushAll(t, admin)
			return openRedis(t, url, now)
		},
		Reopen: func(t *testing.T, s store.Store, now func() time.Time) store.Store {
			if err := s.Close(); err != nil {
				t.Fatal(err)
			}
			return openRedis(t, url, now)
		},
		PutUnversionedKnownScam: putUnversionedKnownScam,
	}
}

func TestRedis(t *testing.T) {
	srv := redistest.Start(t, t.TempDir(), "--appendonly", "no")
	admin := redis.NewClient(&redis.Options{Addr: srv.Addr})
	defer admin.Close()
	storetest.Run(t, suiteOpener(srv.URL(), admin))
}

// TestRedisCluster runs the suite on a three-node Redis Cluster, which refuses any
// script whose keys are not in one slot.
func TestRedisCluster(t *testing.T) {
	nodes := redistest.StartCluster(t, 3)
	admin := redis.NewClusterClient(&redis.ClusterOptions{Addrs: nodes})
	defer admin.Close()
	storetest.Run(t, suiteOpener(redistest.ClusterURL(nodes), admin))
}

// TestRedisSentinel runs the suite through a Sentinel that knows the master.
func TestRedisSentinel(t *testing.T) {
	master := redistest.Start(t, t.TempDir())
	sentinel := redistest.StartSentinel(t, master.Addr)
	admin := redis.NewClient(&redis.Options{Addr: master.Addr})
	defer admin.Close()
	storetest.Run(t, suiteOpener("redis+sentinel://"+sentinel.Addr+"/mymaster", admin))
}

// TestRedisNodesHearEachOther checks that a write on one node reaches the watchers
// of another.
func TestRedisNodesHearEachOther(t *testing.T) {
	srv := redistest.Start(t, t.TempDir())
	a := openRedis(t, srv.URL(), time.Now)
	defer a.Close()
	b := openRedis(t, srv.URL(), time.Now)
	defer b.Close()
	got := make(chan store.Change, 16)
	if err := b.Watch(t.Context(), func(c store.Change) { got <- c }); err != nil {
		t.Fatal(err)
	}
	if err := a.PutKey(t.Context(), &store.Key{ID: "key_1", AccountID: "acc_1"}); err != nil {
		t.Fatal(err)
	}
	if err := a.DeleteKey(t.Context(), "key_1"); err != nil {
		t.Fatal(err)
	}
	want := []store.Change{{Kind: store.ChangeKey, ID: "key_1"}, {Kind: store.ChangeKey, ID: "key_1", Deleted: true}}
	var seen []store.Change
	timeout := time.After(10 * time.Second)
	for len(seen) < len(want) {
		select {
		case c := <-got:
			seen = append(seen, c)
			// The hub may coalesce the two changes of key_1 into the last one.
			if c.Deleted {
				return
			}
		case <-timeout:
			t.Fatalf("changes heard on node b: got %+v; want %+v", seen, want)
		}
	}
	if seen[len(seen)-1] != want[1] {
		t.Fatalf("changes heard on node b: got %+v; want %+v", seen, want)
	}
	if _, err := b.Key(t.Context(), "key_1"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("Key on node b after delete on node a: got %v; want ErrNotFound", err)
	}
}

// TestRedisDurable checks that with appendfsync always, a write that returned
// survives a crash of Redis.
func TestRedisDurable(t *testing.T) {
	srv := redistest.Start(t, t.TempDir(), "--appendonly", "yes", "--appendfsync", "always")
	ctx := t.Context()
	r := openRedis(t, srv.URL(), time.Now)
	a := store.Account{ID: "acc_1", Name: "Acme", Plan: "business"}
	if err := r.PutAccount(ctx, &a); err != nil {
		t.Fatal(err)
	}
	if err := r.AddUsage(ctx, "live:2026-11", map[string]int64{"acc_1": 3}); err != nil {
		t.Fatal(err)
	}
	_ = r.Close()
	srv.Kill()
	srv.Restart(t)
	r = openRedis(t, srv.URL(), time.Now)
	defer r.Close()
	got, err := r.Account(ctx, "acc_1")
	if err != nil {
		t.Fatalf("Account after a Redis crash: got %v; want the account", err)
	}
	if *got != a {
		t.Fatalf("Account after a Redis crash: got %+v; want %+v", *got, a)
	}
	usage, err := r.Usage(ctx, "live:2026-11")
	if err != nil || usage["acc_1"] != 3 {
		t.Fatalf("Usage after a Redis crash: got %v, %v; want acc_1: 3", usage, err)
	}
}

func TestRedisUnavailable(t *testing.T) {
	srv := redistest.Start(t, t.TempDir())
	r := openRedis(t, srv.URL()+"?max_retries=-1&dial_timeout=1s", time.Now)
	defer r.Close()
	srv.Kill()
	ctx := t.Context()
	f := func(what string, err error) {
		t.Helper()
		if !errors.Is(err, store.ErrUnavailable) {
			t.Fatalf("%s with Redis down: got %v; want ErrUnavailable", what, err)
		}
	}
	f("Ping", r.Ping(ctx))
	_, err := r.Account(ctx, "acc_1")
	f("Account", err)
	f("PutKey", r.PutKey(ctx, &store.Key{ID: "key_1"}))
	_, err = r.Allow(ctx, "acc_1", 60, 1, time.Now())
	f("Allow", err)
	_, err = store.OpenRedis(srv.URL())
	f("OpenRedis", err)
}

func TestRedisAllow(t *testing.T) {
	srv := redistest.Start(t, t.TempDir())
	r := openRedis(t, srv.URL(), time.Now)
	defer r.Close()
	ctx := t.Context()
	now := time.Date(2026, 11, 5, 10, 0, 0, 0, time.UTC)
	f := func(account string, rate, n int64, at time.Duration, want store.Allowance) {
		t.Helper()
		got, err := r.Allow(ctx, account, rate, n, now.Add(at))
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Fatalf("Allow(%s, %d/min, %d) at +%s: got %+v; want %+v", account, rate, n, at, got, want)
		}
	}
	// 60 per minute: one per second, burst 60.
	f("acc_1", 60, 1, 0, store.Allowance{Allowed: true, Remaining: 59, ResetAfter: time.Second})
	f("acc_1", 60, 58, 0, store.Allowance{Allowed: true, Remaining: 1, ResetAfter: 59 * time.Second})
	f("acc_1", 60, 2, 0, store.Allowance{Remaining: 1, ResetAfter: 59 * time.Second, RetryAfter: time.Second})
	f("acc_1", 60, 1, 0, store.Allowance{Allowed: true, Remaining: 0, ResetAfter: time.Minute})
	f("acc_1", 60, 1, 0, store.Allowance{Remaining: 0, ResetAfter: time.Minute, RetryAfter: time.Second})
	f("acc_1", 60, 1, 1500*time.Millisecond, store.Allowance{Allowed: true, Remaining: 0, ResetAfter: time.Minute - 500*time.Millisecond})
	f("acc_1", 60, 1, 2*time.Minute, store.Allowance{Allowed: true, Remaining: 59, ResetAfter: time.Second})
	// Accounts have their own buckets; a rate of 0 is unlimited.
	f("acc_2", 1, 1, 0, store.Allowance{Allowed: true, Remaining: 0, ResetAfter: time.Minute})
	f("acc_2", 1, 1, 59*time.Second, store.Allowance{Remaining: 0, ResetAfter: time.Second, RetryAfter: time.Second})
	f("acc_3", 0, 1000, 0, store.Allowance{Allowed: true})
}

// TestRedisSharedNeverOverAdmits hammers Allow and ChargeQuota from many goroutines
// on two nodes and counts what was admitted.
func TestRedisSharedNeverOverAdmits(t *testing.T) {
	srv := redistest.Start(t, t.TempDir())
	nodes := []*store.Redis{openRedis(t, srv.URL(), time.Now), openRedis(t, srv.URL(), time.Now)}
	for _, n := range nodes {
		defer n.Close()
	}
	ctx := t.Context()
	now := time.Date(2026, 11, 5, 10, 0, 0, 0, time.UTC)
	const workers, calls, rate, quota = 16, 25, 100, 150
	var mu sync.Mutex
	allowed, charged := 0, 0
	var wg sync.WaitGroup
	errs := make(chan error, workers)
	for w := range workers {
		node := nodes[w%len(nodes)]
		wg.Go(func() {
			for range calls {
				a, err := node.Allow(ctx, "acc_1", rate, 1, now)
				if err != nil {
					errs <- err
					return
				}
				ok, _, err := node.ChargeQuota(ctx, "live:2026-11", "acc_1", 1, quota)
				if err != nil {
					errs <- err
					return
				}
				mu.Lock()
				if a.Allowed {
					allowed++
				}
				if ok {
					charged++
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	if allowed != rate {
		t.Fatalf("Allow at one instant from %d calls: got %d allowed; want %d (the burst)", workers*calls, allowed, rate)
	}
	if charged != quota {
		t.Fatalf("ChargeQuota from %d calls: got %d charged; want %d (the limit)", workers*calls, charged, quota)
	}
	usage, err := nodes[0].Usage(ctx, "live:2026-11")
	if err != nil || usage["acc_1"] != quota {
		t.Fatalf("Usage after ChargeQuota: got %v, %v; want acc_1: %d", usage, err, quota)
	}
}

func TestRedisChargeQuota(t *testing.T) {
	srv := redistest.Start(t, t.TempDir())
	r := openRedis(t, srv.URL(), time.Now)
	defer r.Close()
	f := func(account string, n, limit int64, wantOK bool, wantUsed int64) {
		t.Helper()
		ok, used, err := r.ChargeQuota(t.Context(), "live:2026-11", account, n, limit)
		if err != nil {
			t.Fatal(err)
		}
		if ok != wantOK || used != wantUsed {
			t.Fatalf("ChargeQuota(%s, %d, limit %d): got %v, %d; want %v, %d", account, n, limit, ok, used, wantOK, wantUsed)
		}
	}
	f("acc_1", 60, 100, true, 60)
	f("acc_1", 41, 100, false, 60) // all or nothing
	f("acc_1", 40, 100, true, 100)
	f("acc_1", 1, 100, false, 100)
	f("acc_1", 1, 0, true, 101) // 0 = unlimited
	f("acc_2", 5, 0, true, 5)
	if err := r.AddUsage(t.Context(), "live:2026-11", map[string]int64{"acc_2": 2}); err != nil {
		t.Fatal(err)
	}
	f("acc_2", 3, 10, true, 10) // AddUsage and ChargeQuota share the counter
	usage, err := r.Usage(t.Context(), "live:2026-11")
	if err != nil {
		t.Fatal(err)
	}
	if got := strconv.FormatInt(usage["acc_1"], 10) + "," + strconv.FormatInt(usage["acc_2"], 10); got != "101,10" {
		t.Fatalf("Usage after ChargeQuota: got %s; want 101,10", got)
	}
}
