package store_test

import (
	"fmt"
	"sync"
	"testing"
	"time"

	"scamcheck/server/store"
	"scamcheck/server/store/redistest"
)

// leaseCases runs Lease cases on r, in order: the f-test of TestRedisLease and
// TestRedisClusterLease.
func leaseCases(t *testing.T, r *store.Redis) {
	t.Helper()
	ctx := t.Context()
	start := time.Date(2026, 11, 5, 10, 0, 0, 0, time.UTC)
	const period, ttl = "live:2026-11", time.Minute
	f := func(node string, batch int64, at time.Duration, it store.LeaseItem, want store.LeaseGrant) {
		t.Helper()
		got, err := r.Lease(ctx, node, period, batch, start.Add(at), ttl, []store.LeaseItem{it})
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 1 || got[0] != want {
			t.Fatalf("Lease(%s, batch %d, %+v) at +%s: got %+v; want %+v", node, batch, it, at, got, want)
		}
	}
	rate := func(want, ret int64) store.LeaseItem {
		return store.LeaseItem{Account: "acc_r", RatePerMinute: 60, RateWant: want, RateReturn: ret}
	}
	// 60 per minute: one token a second, burst 60. Grants are partial when the
	// bucket has fewer tokens than wanted, and say when one more comes.
	f("n1", 0, 0, rate(40, 0), store.LeaseGrant{Rate: 40, Remaining: 20, ResetAfter: 40 * time.Second})
	f("n2", 0, 0, rate(30, 0), store.LeaseGrant{Rate: 20, ResetAfter: time.Minute, RetryAfter: time.Second})
	f("n2", 0, 2*time.Second, rate(30, 0), store.LeaseGrant{Rate: 2, ResetAfter: time.Minute, RetryAfter: time.Second})
	// Tokens given back return to the bucket, never past its burst.
	f("n1", 0, 2*time.Second, rate(0, 10), store.LeaseGrant{Remaining: 10, ResetAfter: 50 * time.Second})
	f("n1", 0, 5*time.Minute, rate(0, 30), store.LeaseGrant{Remaining: 60})
	// The bucket is Allow's.
	if a, err := r.Allow(ctx, "acc_r", 60, 60, start.Add(5*time.Minute)); err != nil || !a.Allowed {
		t.Fatalf("Allow of the whole burst after the lease gave its tokens back: got %+v, %v; want allowed", a, err)
	}

	quota := func(lease string, used, held, want int64) store.LeaseItem {
		return store.LeaseItem{Account: "acc_q", Quota: store.QuotaReserve, Lease: lease, Limit: 100, Used: used, Held: held, QuotaWant: want}
	}
	// Quota 100: reservations never take the counter and every live reservation
	// past it.
	f("n1", 1, 0, quota("n1/1", 10, 0, 50), store.LeaseGrant{Quota: 50, Used: 10, Reserved: 50})
	f("n2", 1, 0, quota("n2/1", 5, 0, 50), store.LeaseGrant{Quota: 35, Used: 15, Reserved: 85})
	// n1 charged 20 of its 50: they move from its reservation to the counter.
	f("n1", 2, 0, quota("n1/1", 20, 30, 0), store.LeaseGrant{Used: 35, Reserved: 65})
	// A retry of the same batch, or an older one, adds nothing.
	f("n1", 2, 0, quota("n1/1", 20, 30, 0), store.LeaseGrant{Used: 35, Reserved: 65})
	f("n1", 1, 0, quota("n1/1", 20, 30, 0), store.LeaseGrant{Used: 35, Reserved: 65})
	// A batch number is per node.
	f("n2", 2, 0, quota("n2/1", 0, 35, 10), store.LeaseGrant{Used: 35, Reserved: 65})
	// Giving back sets the reservation: n2 keeps 5.
	f("n2", 0, time.Second, quota("n2/1", 0, 5, 0), store.LeaseGrant{Used: 35, Reserved: 35})
	f("n3", 0, time.Second, quota("n3/1", 0, 0, 100), store.LeaseGrant{Quota: 30, Used: 35, Reserved: 65})
	if res, err := r.Reservations(ctx, period, "acc_q", start.Add(time.Second)); err != nil || len(res) != 3 || res["n1/1"] != 30 || res["n2/1"] != 5 || res["n3/1"] != 30 {
		t.Fatalf("Reservations: got %v, %v; want n1/1: 30, n2/1: 5, n3/1: 30", res, err)
	}
	// n2 and n3 renew theirs; n1 falls silent for longer than ttl: its 30 are
	// dropped by the next call that reads the reservations.
	f("n2", 0, 40*time.Second, quota("n2/1", 0, 5, 0), store.LeaseGrant{Used: 35, Reserved: 65})
	f("n3", 0, 40*time.Second, quota("n3/1", 0, 30, 0), store.LeaseGrant{Used: 35, Reserved: 65})
	f("n2", 0, ttl+2*time.Second, quota("n2/1", 0, 5, 40), store.LeaseGrant{Quota: 30, Used: 35, Reserved: 65})
	if res, err := r.Reservations(ctx, period, "acc_q", start.Add(ttl+2*time.Second)); err != nil || len(res) != 2 || res["n2/1"] != 35 {
		t.Fatalf("Reservations after n1's expired: got %v, %v; want n2/1: 35, n3/1: 30", res, err)
	}
	// The counter is ChargeQuota's.
	if ok, used, err := r.ChargeQuota(ctx, period, "acc_q", 1, 0); err != nil || !ok || used != 36 {
		t.Fatalf("ChargeQuota after leases: got %v, %d, %v; want true, 36", ok, used, err)
	}
	// An unlimited quota is only counted.
	f("n1", 3, ttl, store.LeaseItem{Account: "acc_u", Quota: store.QuotaCount, Used: 7}, store.LeaseGrant{Used: 7})
	usage, err := r.Usage(ctx, period)
	if err != nil || usage["acc_q"] != 36 || usage["acc_u"] != 7 {
		t.Fatalf("Usage after leases: got %v, %v; want acc_q: 36, acc_u: 7", usage, err)
	}
	if _, err := r.Lease(ctx, "", period, 0, start, ttl, []store.LeaseItem{rate(1, 0)}); err == nil {
		t.Fatalf("Lease without a node: got nil; want an error")
	}
}

func TestRedisLease(t *testing.T) {
	srv := redistest.Start(t, t.TempDir())
	r := openRedis(t, srv.URL(), time.Now)
	defer r.Close()
	leaseCases(t, r)
}

// TestRedisClusterLease runs the same cases on a three-node Redis Cluster: the
// buckets, counters, reservations and batch numbers must share one slot.
func TestRedisClusterLease(t *testing.T) {
	nodes := redistest.StartCluster(t, 3)
	r := openRedis(t, redistest.ClusterURL(nodes), time.Now)
	defer r.Close()
	leaseCases(t, r)
}

// TestRedisLeaseNeverOverGrants leases from many goroutines on three nodes at one
// instant, each reporting what it "charged" and renewing: the tokens taken never
// pass the burst, the reservations and the counter never pass the quota.
func TestRedisLeaseNeverOverGrants(t *testing.T) {
	srv := redistest.Start(t, t.TempDir())
	nodes := []*store.Redis{openRedis(t, srv.URL(), time.Now), openRedis(t, srv.URL(), time.Now), openRedis(t, srv.URL(), time.Now)}
	for _, n := range nodes {
		defer n.Close()
	}
	ctx := t.Context()
	now := time.Date(2026, 11, 5, 10, 0, 0, 0, time.UTC)
	const period, workers, calls, rate, quota = "live:2026-11", 12, 30, 1000, 700
	var mu sync.Mutex
	var taken, charged int64
	var wg sync.WaitGroup
	errs := make(chan error, workers)
	for w := range workers {
		node := nodes[w%len(nodes)]
		wg.Go(func() {
			name, lease := fmt.Sprintf("node%d", w), fmt.Sprintf("node%d/1", w)
			var held, batch int64
			for i := range calls {
				// Charge half of what is held, report it, ask for 13 more.
				use := held / 2
				batch++
				it := store.LeaseItem{Account: "acc_1", RatePerMinute: rate, RateWant: int64(7 + i%5),
					Quota: store.QuotaReserve, Lease: lease, Limit: quota, Used: use, Held: held - use, QuotaWant: 13}
				g, err := node.Lease(ctx, name, period, batch, now, time.Minute, []store.LeaseItem{it})
				if err != nil {
					errs <- err
					return
				}
				held = held - use + g[0].Quota
				mu.Lock()
				taken += g[0].Rate
				charged += use
				mu.Unlock()
			}
			batch++
			if _, err := node.Lease(ctx, name, period, batch, now, time.Minute, []store.LeaseItem{{Account: "acc_1",
				Quota: store.QuotaReserve, Lease: lease, Limit: quota, Used: held}}); err != nil {
				errs <- err
				return
			}
			mu.Lock()
			charged += held
			mu.Unlock()
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	if taken != rate {
		t.Fatalf("tokens leased at one instant by %d workers: got %d; want %d (the burst, all of it)", workers, taken, rate)
	}
	if charged != quota {
		t.Fatalf("analyses charged under leases: got %d; want %d (the quota, all of it)", charged, quota)
	}
	usage, err := nodes[0].Usage(ctx, period)
	if err != nil || usage["acc_1"] != quota {
		t.Fatalf("Usage after the leases were used up: got %v, %v; want acc_1: %d", usage, err, quota)
	}
	if res, err := nodes[0].Reservations(ctx, period, "acc_1", now); err != nil || len(res) != 0 {
		t.Fatalf("Reservations after every lease reported all it held: got %v, %v; want none", res, err)
	}
}
