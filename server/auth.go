package server

import (
	"context"
	"crypto/sha256"
	"fmt"
	"strconv"
	"time"

	"github.com/valyala/fasthttp"
)

// authTable is an immutable snapshot of keys and accounts, swapped atomically
// whenever the store reports a change.
type authTable struct {
	keys     map[[32]byte]*keyEntry // by SHA-256 of the secret
	accounts map[string]*accountEntry
}

// keyEntry is one API key as the hot path needs it.
type keyEntry struct {
	id   string
	env  string // envTest or envLive
	acct *accountEntry
}

// accountEntry is one account as the hot path needs it.
type accountEntry struct {
	id            string
	plan          *plan
	createdAt     time.Time
	monthlyQuota  int64 // 0 = unlimited
	ratePerMinute int64 // 0 = unlimited
	// Pre-rendered rate-limit header values.
	limitHeader, policyHeader string
}

// reloadAuth rebuilds the key table from the store and swaps it in.
func (s *Server) reloadAuth(ctx context.Context) error {
	s.authMu.Lock()
	defer s.authMu.Unlock()
	accts, err := s.st.Accounts(ctx)
	if err != nil {
		return fmt.Errorf("cannot load accounts: %w", err)
	}
	keys, err := s.st.Keys(ctx)
	if err != nil {
		return fmt.Errorf("cannot load keys: %w", err)
	}
	t := &authTable{keys: make(map[[32]byte]*keyEntry, len(keys)), accounts: make(map[string]*accountEntry, len(accts))}
	for i := range accts {
		a := &accts[i]
		p, ok := planByName(a.Plan)
		if !ok {
			s.logf("account %s has unknown plan %q; its keys are disabled", a.ID, a.Plan)
			continue
		}
		e := &accountEntry{id: a.ID, plan: p, createdAt: a.CreatedAt, monthlyQuota: a.MonthlyQuota, ratePerMinute: a.RateLimitPerMinute}
		if e.ratePerMinute > 0 {
			n := strconv.FormatInt(e.ratePerMinute, 10)
			e.limitHeader = n
			e.policyHeader = `"default";q=` + n + `;w=60`
		}
		t.accounts[a.ID] = e
	}
	for i := range keys {
		k := &keys[i]
		a := t.accounts[k.AccountID]
		if a == nil {
			continue
		}
		t.keys[k.Hash] = &keyEntry{id: k.ID, env: k.Type, acct: a}
	}
	s.auth.Store(t)
	return nil
}

// authenticate finds the key of the request's X-API-Key. Missing, malformed,
// unknown, regenerated and deleted keys all take the same path: hash, look up,
// miss. The secret itself is never compared: the table is indexed by its SHA-256,
// so lookup time reveals nothing about a secret.
func (s *Server) authenticate(ctx *fasthttp.RequestCtx) *keyEntry {
	h := sha256.Sum256(ctx.Request.Header.Peek("X-API-Key"))
	return s.auth.Load().keys[h]
}

// hashSecret returns the stored form of a key secret.
func hashSecret(secret string) [32]byte { return sha256.Sum256([]byte(secret)) }

// begin authenticates and rate-limits a public API request and sets the headers
// every authenticated response carries. It answers the error itself and returns
// nil when the request must stop. The check and batch handlers defer the rate
// limit instead (check.go: settleRate, charge).
func (s *Server) begin(ctx *fasthttp.RequestCtx) *keyEntry {
	k := s.identify(ctx)
	if k == nil || !s.takeRate(ctx, k) {
		return nil
	}
	if aerr := liveKeyError(k); aerr != nil {
		writeError(ctx, aerr)
		return nil
	}
	return k
}

// identify authenticates a public API request and sets X-Environment. It answers
// 401 itself and returns nil when the key is not valid.
func (s *Server) identify(ctx *fasthttp.RequestCtx) *keyEntry {
	k := s.authenticate(ctx)
	if k == nil {
		writeError(ctx, errInvalidKey)
		return nil
	}
	ctx.Response.Header.Set("X-Environment", k.env)
	ctx.SetUserValue(keyEntryValue{}, k) // for the access log: no second hash of the key
	return k
}

// keyEntryValue is the request user-value key under which identify keeps the
// authenticated key; a zero-size type, so storing it allocates nothing.
type keyEntryValue struct{}

// identified returns the key identify authenticated for this request, or nil.
func identified(ctx *fasthttp.RequestCtx) *keyEntry {
	k, _ := ctx.UserValue(keyEntryValue{}).(*keyEntry)
	return k
}

// takeRate takes one request from the rate limit of k's account (D8) and sets the
// rate-limit headers. It answers 429 itself and returns false when the request is
// refused.
func (s *Server) takeRate(ctx *fasthttp.RequestCtx, k *keyEntry) bool {
	a := k.acct
	if a.ratePerMinute <= 0 {
		return true
	}
	now := s.requestTime(ctx)
	return s.applyRate(ctx, a, s.limiter.Take(a.id, a.ratePerMinute, now), now)
}

// applyRate sets the rate-limit headers of a's decision rs, taken at now. It
// answers 429 itself and returns false when rs refused the request.
func (s *Server) applyRate(ctx *fasthttp.RequestCtx, a *accountEntry, rs RateStatus, now time.Time) bool {
	if a.ratePerMinute <= 0 {
		return true
	}
	h := &ctx.Response.Header
	var buf [64]byte // fits the longest RateLimit value
	h.Set("X-RateLimit-Limit", a.limitHeader)
	h.SetBytesV("X-RateLimit-Remaining", appendInt(buf[:0], rs.Remaining))
	h.SetBytesV("X-RateLimit-Reset", appendInt(buf[:0], rs.Reset))
	h.Set("RateLimit-Policy", a.policyHeader)
	rl := append(buf[:0], `"default";r=`...)
	rl = appendInt(rl, rs.Remaining)
	rl = append(rl, ";t="...)
	rl = appendInt(rl, rs.Reset)
	h.SetBytesV("RateLimit", rl)
	if rs.Allowed {
		return true
	}
	s.obs.rateLimited.Inc()
	h.SetBytesV("Retry-After", appendInt(buf[:0], rs.RetryAfter))
	writeError(ctx, &apiError{code: codeRateLimitExceeded,
		message: "Rate limit of " + a.limitHeader + " requests per minute exceeded; retry after " + strconv.FormatInt(rs.RetryAfter, 10) + "s.",
		details: []detail{dInt("limit", rs.Limit), dInt("remaining", 0), dTime("reset_at", now.Add(timeSeconds(rs.RetryAfter)))}})
	return false
}

func timeSeconds(n int64) time.Duration { return time.Duration(n) * time.Second }
