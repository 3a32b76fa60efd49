package server

import (
	"context"
	"strings"
	"testing"

	"scamcheck/server/store"
)

// bugStore is the real store with one bug planted: AddReport panics. It stands for
// any broken invariant on a request's path (the real store is tested everywhere else).
type bugStore struct{ store.Store }

func (bugStore) AddReport(context.Context, *store.Report) (*store.Report, bool, error) {
	panic("BUG: planted by TestInternalError with a secret-looking value sk_live_leak")
}

// TestInternalError: a panic on a request's path answers 500 INTERNAL_ERROR with the
// D11 body and a request id, leaks nothing of the panic, and the server goes on.
func TestInternalError(t *testing.T) {
	ts := startServerWith(t, t.TempDir(), newTestClock(), func(c *Config) { c.Store = bugStore{c.Store} })
	k, _ := ts.key(ts.account("starter", ""), "live")
	r := ts.api("POST", "/v1/report", k, `{"content":"http://x.example","content_type":"url","scam_type":"other"}`)
	wantError(t, r, 500, codeInternal, nil)
	if strings.Contains(string(r.raw), "planted") || strings.Contains(string(r.raw), "sk_live_leak") || strings.Contains(string(r.raw), "goroutine") {
		t.Fatalf("the 500 body leaks the panic: %s", r.raw)
	}
	// The server goes on serving.
	wantStatus(t, ts.api("POST", "/v1/check", k, `{"content":"hello there","type":"sms"}`), 200)
}
