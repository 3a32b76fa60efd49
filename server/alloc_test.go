//go:build !race

package server

import (
	"bytes"
	"testing"
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
