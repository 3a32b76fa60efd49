//go:build !race

package server

import (
	"bytes"
	"testing"
	"time"

	"scamcheck/server/store"
)

// The allocation tests serve whole requests through fasthttp.Server.ServeConn, as
// fasthttp's own allocation_test.go does, and assert that a warm server makes no
// allocation per request (the race detector allocates, hence the build tag).

// TestCheckCacheHitAllocs: a /v1/check answered from the result cache.
func TestCheckCacheHitAllocs(t *testing.T) {
	ps := newPerfServer(t)
	f := func(body string) {
		t.Helper()
		req := newRequest("/v1/check", ps.key, body)
		req.fill(1)
		var c fakeConn
		checkStatus(t, ps, &c, req, false)
		checkStatus(t, ps, &c, req, true)
		n := testing.AllocsPerRun(200, func() {
			if err := c.serve(ps.srv.public, req.raw); err != nil {
				t.Fatalf("ServeConn: %v", err)
			}
		})
		if n != 0 {
			t.Fatalf("cache hit of %s: got %.1f allocations per request; want 0", body, n)
		}
		checkStatus(t, ps, &c, req, true)
	}
	f(cleanURLBody)
	f(phishURLBody)
	f(smsBody)
	f(cleanEmailBody)
}

// TestCheckUncachedAllocs: a /v1/check of content never seen before, with no
// findings, analysed by the engine and stored in the result cache.
func TestCheckUncachedAllocs(t *testing.T) {
	ps := newPerfServer(t)
	f := func(body string) {
		t.Helper()
		req := newRequest("/v1/check", ps.key, body)
		var c fakeConn
		seq := uint64(1)
		// Warm the pools and buffers, then check that every request was a miss.
		for range 20 {
			seq++
			req.fill(seq)
			checkStatus(t, ps, &c, req, false)
		}
		n := testing.AllocsPerRun(200, func() {
			seq++
			req.fill(seq)
			if err := c.serve(ps.srv.public, req.raw); err != nil {
				t.Fatalf("ServeConn: %v", err)
			}
		})
		if n != 0 {
			t.Fatalf("uncached check of %s: got %.1f allocations per request; want 0", body, n)
		}
		seq++
		req.fill(seq)
		checkStatus(t, ps, &c, req, false)
		got := parseResponse(t, &c).Body()
		if !bytes.Contains(got, []byte(`"verdict":"safe"`)) || bytes.Contains(got, []byte(`"is_threat":true`)) {
			t.Fatalf("uncached check of %s: got %s; want a safe verdict without threats", body, got)
		}
	}
	f(cleanURLBody)
	f(cleanSMSBody)
	f(cleanEmailBody)
}

// TestClusterLeaseAllocs: in cluster mode, a request of an account decided from
// leases (rate and quota in hand) allocates nothing either.
func TestClusterLeaseAllocs(t *testing.T) {
	p := startRedis(t)
	r, err := store.OpenRedis(redisURL(p))
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	lo := defaultLeaseOptions
	lo.tick = 0 // no renewal in the background while counting
	c, err := newCluster(r, nil, t.Logf, lo)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	now := time.Now()
	period := livePeriod(now)
	f := func() {
		rs, _, ok, err := c.TakeAndCharge("acc_1", 1_000_000, now, period, 1, 0)
		if !rs.Allowed || !ok || err != nil {
			t.Fatalf("TakeAndCharge of a leased account: got allowed %v, charged %v, %v; want both", rs.Allowed, ok, err)
		}
	}
	f() // takes the first lease
	c.accountLease("acc_1").rate.left.Add(10_000)
	if n := testing.AllocsPerRun(1000, f); n != 0 {
		t.Fatalf("leased decision: got %.1f allocations per request; want 0", n)
	}
}
