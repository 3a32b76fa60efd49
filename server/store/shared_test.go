package store_test

import (
	"sync"
	"testing"
	"time"

	"scamcheck/server/store"
	"scamcheck/server/store/redistest"
)

// allowAndChargeCases runs AllowAndCharge cases on r, in order, at instants of one
// minute: the f-test of TestRedisAllowAndCharge and TestRedisClusterAllowAndCharge.
func allowAndChargeCases(t *testing.T, r *store.Redis) {
	t.Helper()
	ctx := t.Context()
	start := time.Date(2026, 11, 5, 10, 0, 0, 0, time.UTC)
	const period = "live:2026-11"
	f := func(account string, rate int64, at time.Duration, n, limit int64, wantA store.Allowance, wantC store.Charge) {
		t.Helper()
		a, c, err := r.AllowAndCharge(ctx, account, rate, start.Add(at), period, n, limit)
		if err != nil {
			t.Fatal(err)
		}
		if a != wantA || c != wantC {
			t.Fatalf("AllowAndCharge(%s, %d/min, n %d, limit %d) at +%s: got %+v, %+v; want %+v, %+v",
				account, rate, n, limit, at, a, c, wantA, wantC)
		}
	}
	// 2 per minute (one every 30 s, burst 2), quota 4.
	f("acc_1", 2, 0, 1, 4, store.Allowance{Allowed: true, Remaining: 1, ResetAfter: 30 * time.Second}, store.Charge{OK: true, Used: 1})
	f("acc_1", 2, 0, 2, 4, store.Allowance{Allowed: true, Remaining: 0, ResetAfter: time.Minute}, store.Charge{OK: true, Used: 3})
	// Refused by the rate limit: nothing charged.
	f("acc_1", 2, 0, 1, 4, store.Allowance{Remaining: 0, ResetAfter: time.Minute, RetryAfter: 30 * time.Second}, store.Charge{})
	// Allowed by the rate limit, refused whole by the quota: the request still
	// took its token, so the next one at the same instant is refused.
	f("acc_1", 2, 30*time.Second, 2, 4, store.Allowance{Allowed: true, Remaining: 0, ResetAfter: time.Minute}, store.Charge{Used: 3})
	f("acc_1", 2, 30*time.Second, 1, 4, store.Allowance{Remaining: 0, ResetAfter: time.Minute, RetryAfter: 30 * time.Second}, store.Charge{})
	f("acc_1", 2, 60*time.Second, 1, 4, store.Allowance{Allowed: true, Remaining: 0, ResetAfter: time.Minute}, store.Charge{OK: true, Used: 4})
	// No rate limit, or no quota.
	f("acc_2", 0, 0, 5, 0, store.Allowance{Allowed: true}, store.Charge{OK: true, Used: 5})
	f("acc_2", 0, 0, 1, 5, store.Allowance{Allowed: true}, store.Charge{Used: 5})

	// The bucket is Allow's, the counter ChargeQuota's and Usage's.
	a, err := r.Allow(ctx, "acc_1", 2, 1, start.Add(60*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	if a.Allowed {
		t.Fatalf("Allow after AllowAndCharge emptied the bucket: got %+v; want refused", a)
	}
	ok, used, err := r.ChargeQuota(ctx, period, "acc_2", 1, 0)
	if err != nil || !ok || used != 6 {
		t.Fatalf("ChargeQuota after AllowAndCharge: got %v, %d, %v; want true, 6, nil", ok, used, err)
	}
	usage, err := r.Usage(ctx, period)
	if err != nil || usage["acc_1"] != 4 || usage["acc_2"] != 6 {
		t.Fatalf("Usage after AllowAndCharge: got %v, %v; want acc_1: 4, acc_2: 6", usage, err)
	}

	// Arguments the script never sees.
	if _, _, err := r.AllowAndCharge(ctx, "acc_1", 2, start, "", 1, 0); err == nil {
		t.Fatalf("AllowAndCharge with an empty period: got nil; want an error")
	}
	if _, _, err := r.AllowAndCharge(ctx, "acc_1", 2, start, period, 0, 0); err == nil {
		t.Fatalf("AllowAndCharge of 0 analyses: got nil; want an error")
	}
}

func TestRedisAllowAndCharge(t *testing.T) {
	srv := redistest.Start(t, t.TempDir())
	r := openRedis(t, srv.URL(), time.Now)
	defer r.Close()
	allowAndChargeCases(t, r)
}

// TestRedisClusterAllowAndCharge runs the same cases on a three-node Redis
// Cluster, which refuses a script whose keys are not in one slot: the rate bucket
// and the usage counters must share one.
func TestRedisClusterAllowAndCharge(t *testing.T) {
	nodes := redistest.StartCluster(t, 3)
	r := openRedis(t, redistest.ClusterURL(nodes), time.Now)
	defer r.Close()
	allowAndChargeCases(t, r)
}

// TestRedisAllowAndChargeNeverOverAdmits calls AllowAndCharge from many goroutines
// on two nodes at one instant: exactly the burst is allowed, exactly the quota is
// charged, and nothing refused by the rate limit is charged.
func TestRedisAllowAndChargeNeverOverAdmits(t *testing.T) {
	srv := redistest.Start(t, t.TempDir())
	nodes := []*store.Redis{openRedis(t, srv.URL(), time.Now), openRedis(t, srv.URL(), time.Now)}
	for _, n := range nodes {
		defer n.Close()
	}
	ctx := t.Context()
	now := time.Date(2026, 11, 5, 10, 0, 0, 0, time.UTC)
	const workers, calls, rate, quota = 16, 25, 100, 60
	var mu sync.Mutex
	allowed, charged, chargedRefused := 0, 0, 0
	var wg sync.WaitGroup
	errs := make(chan error, workers)
	for w := range workers {
		node := nodes[w%len(nodes)]
		wg.Go(func() {
			for range calls {
				a, c, err := node.AllowAndCharge(ctx, "acc_1", rate, now, "live:2026-11", 1, quota)
				if err != nil {
					errs <- err
					return
				}
				mu.Lock()
				if a.Allowed {
					allowed++
				}
				if c.OK {
					charged++
					if !a.Allowed {
						chargedRefused++
					}
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
	if allowed != rate || charged != quota || chargedRefused != 0 {
		t.Fatalf("AllowAndCharge from %d calls at one instant: got %d allowed, %d charged (%d of them refused by the rate limit); want %d, %d (0)",
			workers*calls, allowed, charged, chargedRefused, rate, quota)
	}
	usage, err := nodes[0].Usage(ctx, "live:2026-11")
	if err != nil || usage["acc_1"] != quota {
		t.Fatalf("Usage after AllowAndCharge: got %v, %v; want acc_1: %d", usage, err, quota)
	}
}
