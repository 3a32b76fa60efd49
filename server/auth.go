package server

import (
	"context"
	"crypto/sha256"
	"fmt"
	"strconv"
	"time"

	"github.com/valyala/fasthttp"
)

// The key table: every API key with its account, as the hot path reads them,
// rebuilt from the store whenever accounts or keys change.

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
