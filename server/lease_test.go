package server

import (
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
)

// Leases over HTTP: three servers in this process, each with its own listener,
// Redis client and Cluster, on one real redis-server (twonode_test.go).

// hammerClient keeps enough connections to every node for the workers below.
var hammerClient = &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 16}}

// hammer sends requests to every node from workers goroutines per node until each
// worker has had stop consecutive answers with status refused, or sent limit
// requests. next(node, worker, i) is the i-th request of a worker, a POST, and
// its cost: what a 200 counts for. It returns the cost of the 200 answers. Any
// status other than 200 and refused fails the test; a refusal must carry the
// header wantHeader.
func hammer(t *testing.T, nodes []*clusterNode, key string, workers, stop, limit, refused int, wantHeader string,
	next func(node, worker, i int) (path, body string, cost int64)) int64 {
	t.Helper()
	var admitted atomic.Int64
	var wg sync.WaitGroup
	errs := make(chan error, len(nodes)*workers)
	for ni, n := range nodes {
		for w := range workers {
			wg.Go(func() {
				streak := 0
				for i := 0; i < limit && streak < stop; i++ {
					path, b, cost := next(ni, w, i)
					req, err := http.NewRequest("POST", n.base+path, strings.NewReader(b))
					if err != nil {
						errs <- err
						return
					}
					req.Header.Set("X-API-Key", key)
					req.Header.Set("Content-Type", "application/json")
					resp, err := hammerClient.Do(req)
					if err != nil {
						errs <- err
						return
					}
					_, _ = io.Copy(io.Discard, resp.Body)
					resp.Body.Close()
					switch resp.StatusCode {
					case 200:
						admitted.Add(cost)
						streak = 0
					case refused:
						if resp.Header.Get(wantHeader) == "" {
							errs <- fmt.Errorf("node %d: status %d without %s", ni, refused, wantHeader)
							return
						}
						streak++
					default:
						errs <- fmt.Errorf("node %d: got status %d; want 200 or %d", ni, resp.StatusCode, refused)
						return
					}
				}
			})
		}
	}
	wg.Wait()
	// Idle keep-alive connections would hold up the nodes' shutdown.
	hammerClient.CloseIdleConnections()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	return admitted.Load()
}

// TestThreeNodesLeaseBound hammers one account on three nodes over HTTP and
// checks the bounds docs/cluster.md states: with N nodes holding at most C each
// (one second of the rate; a share of the quota), the nodes never admit more than
// the shared bucket gave out, at most N × C more than its refill in a window that
// starts with leases held, and under demand at least the limit less N × C; they
// never charge past the quota, and charge at least the quota less N × C.
func TestThreeNodesLeaseBound(t *testing.T) {
	t.Run("rate", func(t *testing.T) {
		p := startRedis(t)
		clk := newTestClock()
		// A rate the test can use up in seconds, leased although it is below
		// leaseMinRate: 20 requests a second, each node holding at most 20
		// tokens. No quota: the rate alone decides.
		const rate = 1200
		lo := defaultLeaseOptions
		lo.minRate = rate
		var nodes []*clusterNode
		for _, name := range []string{"A", "B", "C"} {
			nodes = append(nodes, startNodeWith(t, p, clk, name, lo, 50*time.Millisecond))
		}
		bound := int64(len(nodes)) * rateLeaseCap(rate)
		acct := nodes[0].account("enterprise", fmt.Sprintf(`,"rate_limit_per_minute":%d,"monthly_quota":0`, rate))
		key, _ := nodes[0].key(acct, "live")
		// Every node knows the key once it answers anything but 401; the answers
		// that were 200 took a token.
		var admitted int64
		for _, n := range nodes {
			eventually(t, 5*time.Second, "node accepts the new key", func() bool {
				s, err := status("POST", n.base+"/v1/check", key, checkBody("http://lease-rate.example.com/"))
				if s == 200 {
					admitted++
				}
				return err == nil && s != 401
			})
		}
		check := func(node, worker, i int) (string, string, int64) {
			return "/v1/check", checkBody("http://lease-rate.example.com/"), 1
		}
		// The clock stands still while the nodes are hammered, then moves 10 s,
		// which earns rate/6 tokens, and so on: the bucket gave out rate (its
		// burst) plus rate/6 per step, no more, whatever the nodes hold.
		const steps = 3
		budget := int64(rate)
		for step := 0; ; step++ {
			got := hammer(t, nodes, key, 4, 20, 4*rate, 429, "Retry-After", check)
			admitted += got
			if step > 0 && got > rate/6+bound {
				t.Fatalf("admitted after a 10 s step: got %d; want at most %d (what the bucket earned) + %d (held by the nodes)", got, rate/6, bound)
			}
			if step == steps {
				break
			}
			clk.Advance(10 * time.Second)
			budget += rate / 6
		}
		t.Logf("admitted %d requests over %d nodes; the bucket gave out at most %d; bound %d", admitted, len(nodes), budget, bound)
		if admitted > budget {
			t.Fatalf("admitted over HTTP by three nodes: got %d; want at most %d (the burst and what %d steps of 10 s earned)", admitted, budget, steps)
		}
		if admitted < budget-bound {
			t.Fatalf("admitted over HTTP by three nodes under demand: got %d; want at least %d (the budget %d less %d held by the nodes)",
				admitted, budget-bound, budget, bound)
		}
	})

	t.Run("quota", func(t *testing.T) {
		p := startRedis(t)
		clk := newTestClock()
		// A quota the test can use up in seconds, leased although it is below
		// leaseMinQuota, each node reserving at most 1/20 of it (100).
		const quota, share = 2000, 20
		lo := defaultLeaseOptions
		lo.minQuota, lo.quotaShare = 1000, share
		var nodes []*clusterNode
		for _, name := range []string{"A", "B", "C"} {
			nodes = append(nodes, startNodeWith(t, p, clk, name, lo, 50*time.Millisecond))
		}
		bound := int64(len(nodes)) * quota / share
		// A leased rate that is never reached, and the quota.
		acct := nodes[0].account("enterprise", fmt.Sprintf(`,"rate_limit_per_minute":1000000,"monthly_quota":%d`, quota))
		key, _ := nodes[0].key(acct, "live")
		for _, n := range nodes[1:] {
			n.knows(key)
		}
		// Unique contents, billed: single checks, and batches of 7 that fit whole
		// or not at all.
		next := func(node, worker, i int) (string, string, int64) {
			if worker%2 == 1 {
				items := make([]string, 7)
				for j := range items {
					items[j] = fmt.Sprintf(`{"content":"http://lease-q-%d-%d-%d-%d.example.com/","type":"url"}`, node, worker, i, j)
				}
				return "/v1/batch", `{"items":[` + strings.Join(items, ",") + `]}`, 7
			}
			return "/v1/check", checkBody(fmt.Sprintf("http://lease-q-%d-%d-%d.example.com/", node, worker, i)), 1
		}
		admitted := hammer(t, nodes, key, 4, 20, quota, 403, "X-Environment", next)
		t.Logf("charged %d analyses over %d nodes; quota %d, bound %d", admitted, len(nodes), quota, bound)
		if admitted > quota {
			t.Fatalf("analyses charged over HTTP by three nodes: got %d; want at most %d (the quota)", admitted, quota)
		}
		if admitted < quota-bound {
			t.Fatalf("analyses charged over HTTP by three nodes under demand: got %d; want at least %d (the quota less %d reserved by the nodes)",
				admitted, quota-bound, bound)
		}
		// Every node shows what all of them charged, once the batches are in.
		for i, n := range nodes {
			eventually(t, 5*time.Second, fmt.Sprintf("node %d shows the usage of all three", i), func() bool {
				r := n.adminCall("GET", "/admin/v1/accounts/"+acct, "")
				return r.status == 200 && num(r.body["usage"].(map[string]any)["live_this_month"]) == admitted
			})
		}
		// A node that stops gives back its reservation.
		c := nodes[2]
		if err := c.srv.Shutdown(t.Context()); err != nil {
			t.Fatal(err)
		}
		if err := c.cluster.Close(); err != nil {
			t.Fatal(err)
		}
		res, err := nodes[0].redis.Reservations(t.Context(), livePeriod(clk.Now()), acct, clk.Now())
		if err != nil {
			t.Fatal(err)
		}
		for lease := range res {
			if strings.HasPrefix(lease, c.cluster.node+"/") {
				t.Fatalf("reservations after node C stopped: got %v; want none of C's (%s)", res, c.cluster.node)
			}
		}
	})
}

// TestClusterLeaseRoundTrips counts the Redis scripts of a leased account's
// requests when nothing renews in the background: renewals on the request path
// only, each doubling the lease, so a handful for hundreds of requests; none for
// billed checks of an unlimited quota, whose usage one Flush reports.
func TestClusterLeaseRoundTrips(t *testing.T) {
	p := startRedis(t)
	lo := defaultLeaseOptions
	lo.tick = 0
	n := startNodeWith(t, p, newTestClock(), "A", lo, time.Hour)
	rc := redis.NewClient(&redis.Options{Addr: p.Addr})
	defer rc.Close()
	acct := n.account("enterprise", `,"rate_limit_per_minute":60000,"monthly_quota":0`)
	key, _ := n.key(acct, "live")
	scripts := func() int64 {
		c := commandCalls(t, rc)
		return c["evalsha"] + c["eval"] - c["zcard"] // heartbeats left out
	}
	// The first request loads the script into Redis (EVALSHA, then EVAL) and
	// takes 16 tokens.
	wantStatus(t, n.api("POST", "/v1/check", key, checkBody("http://lease-trips.example.com/")), 200)
	before := scripts()
	const cached = 499
	for range cached {
		wantStatus(t, n.api("POST", "/v1/check", key, checkBody("http://lease-trips.example.com/")), 200)
	}
	// 32, 64, ..., 512 tokens: 5 renewals for the next 499 requests.
	if got := scripts() - before; got > 5 {
		t.Fatalf("Redis scripts for %d requests of a leased rate: got %d; want at most 5", cached, got)
	}
	before = scripts()
	const billed = 50
	for i := range billed {
		wantStatus(t, n.api("POST", "/v1/check", key, checkBody(fmt.Sprintf("http://lease-trips-%d.example.com/", i))), 200)
	}
	if got := scripts() - before; got != 0 {
		t.Fatalf("Redis scripts for %d billed checks of an unlimited quota with tokens in hand: got %d; want 0", billed, got)
	}
	if err := n.cluster.Flush(t.Context()); err != nil {
		t.Fatal(err)
	}
	used, err := n.redis.AccountUsage(t.Context(), livePeriod(n.clk.Now()), acct)
	if err != nil || used != billed+1 {
		t.Fatalf("usage in Redis after Flush: got %d, %v; want %d (the first cached check was billed too)", used, err, billed+1)
	}
}

// TestClusterLeaseHeaders checks the rate-limit headers of leased decisions: the
// limit, a remaining count that goes down, and on refusal a Retry-After.
func TestClusterLeaseHeaders(t *testing.T) {
	p := startRedis(t)
	const rate = 600
	lo := defaultLeaseOptions
	lo.minRate = rate
	n := startNodeWith(t, p, newTestClock(), "A", lo, 50*time.Millisecond)
	acct := n.account("enterprise", fmt.Sprintf(`,"rate_limit_per_minute":%d,"monthly_quota":0`, rate))
	key, _ := n.key(acct, "live")
	for i := 0; ; i++ {
		r := n.api("POST", "/v1/check", key, checkBody("http://lease-headers.example.com/"))
		if r.header.Get("X-RateLimit-Limit") != fmt.Sprint(rate) || r.header.Get("RateLimit-Policy") == "" {
			t.Fatalf("request %d: got headers %v; want X-RateLimit-Limit %d and RateLimit-Policy", i, r.header, rate)
		}
		remaining, err := strconv.Atoi(r.header.Get("X-RateLimit-Remaining"))
		if err != nil || remaining < 0 || remaining > rate {
			t.Fatalf("request %d: got X-RateLimit-Remaining %q; want 0 to %d", i, r.header.Get("X-RateLimit-Remaining"), rate)
		}
		if r.status != 429 {
			wantStatus(t, r, 200)
			continue
		}
		wantError(t, r, 429, codeRateLimitExceeded, nil)
		if r.header.Get("Retry-After") == "" || remaining != 0 {
			t.Fatalf("refused after %d requests: got headers %v; want Retry-After and X-RateLimit-Remaining 0", i, r.header)
		}
		// One node alone at one instant: it took the whole burst, and spent it.
		if i != rate {
			t.Fatalf("refused after %d requests at one instant; want %d (the burst)", i, rate)
		}
		return
	}
}
