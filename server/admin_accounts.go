package server

import (
	"context"
	"slices"
	"strings"

	"github.com/valyala/fasthttp"

	"scamcheck/server/store"
)

// Accounts in the admin API (D20a): create, list, read and change them, and the
// demo account of a first start.

// accountRequest is the body of POST and PATCH /admin/v1/accounts; nil fields are
// absent (PATCH leaves them unchanged).
type accountRequest struct {
	Name               *string `json:"name"`
	Plan               *string `json:"plan"`
	MonthlyQuota       *int64  `json:"monthly_quota"`
	RateLimitPerMinute *int64  `json:"rate_limit_per_minute"`
}

// Enterprise defaults when the operator sets no custom terms (D5).
const (
	enterpriseDefaultQuota = 0 // unlimited
	enterpriseDefaultRate  = 1000
)

func (s *Server) adminCreateAccount(ctx *fasthttp.RequestCtx) {
	var in accountRequest
	if !decodeAdmin(ctx, &in, accountSchema) {
		return
	}
	a := &store.Account{ID: newID(prefixAccount), CreatedAt: s.now().UTC()}
	if aerr := applyAccount(a, &in, true); aerr != nil {
		writeError(ctx, aerr)
		return
	}
	s.adminDo(ctx, true, func(sctx context.Context) error {
		if err := s.putAccount(sctx, a); err != nil {
			return err
		}
		writeJSON(ctx, fasthttp.StatusCreated, s.appendAccountJSON(nil, a))
		return nil
	})
}

func (s *Server) adminPatchAccount(ctx *fasthttp.RequestCtx) {
	var in accountRequest
	if !decodeAdmin(ctx, &in, accountSchema) {
		return
	}
	s.withAccount(ctx, true, func(sctx context.Context, a *store.Account) error {
		if aerr := applyAccount(a, &in, false); aerr != nil {
			return aerr
		}
		if err := s.putAccount(sctx, a); err != nil {
			return err
		}
		writeJSON(ctx, fasthttp.StatusOK, s.appendAccountJSON(nil, a))
		return nil
	})
}

// applyAccount applies a create or patch request to a, validating it.
func applyAccount(a *store.Account, in *accountRequest, creating bool) *apiError {
	if in.Name != nil || creating {
		name := ""
		if in.Name != nil {
			name = *in.Name
		}
		if reason := validName(name); reason != "" {
			return invalid("name", reason)
		}
		a.Name = strings.TrimSpace(name)
	}
	oldPlan := a.Plan
	if in.Plan != nil || creating {
		if in.Plan == nil || *in.Plan == "" {
			return invalid("plan", "is required")
		}
		if _, ok := planByName(*in.Plan); !ok {
			return invalid("plan", "must be one of "+strings.Join(planNames(), ", "))
		}
		a.Plan = *in.Plan
	}
	p, _ := planByName(a.Plan)
	if !p.custom {
		if in.MonthlyQuota != nil {
			return invalid("monthly_quota", "can only be set for the enterprise plan")
		}
		if in.RateLimitPerMinute != nil {
			return invalid("rate_limit_per_minute", "can only be set for the enterprise plan")
		}
		a.MonthlyQuota, a.RateLimitPerMinute = p.monthlyQuota, p.ratePerMinute
		return nil
	}
	if oldPlan != a.Plan {
		a.MonthlyQuota, a.RateLimitPerMinute = enterpriseDefaultQuota, enterpriseDefaultRate
	}
	if in.MonthlyQuota != nil {
		if *in.MonthlyQuota < 0 {
			return invalid("monthly_quota", "must be 0 (unlimited) or more")
		}
		a.MonthlyQuota = *in.MonthlyQuota
	}
	if in.RateLimitPerMinute != nil {
		if *in.RateLimitPerMinute < 0 {
			return invalid("rate_limit_per_minute", "must be 0 (unlimited) or more")
		}
		a.RateLimitPerMinute = *in.RateLimitPerMinute
	}
	return nil
}

// putAccount stores a and makes the change visible to the hot path at once.
func (s *Server) putAccount(ctx context.Context, a *store.Account) error {
	if err := s.st.PutAccount(ctx, a); err != nil {
		return err
	}
	return s.reloadAuth(ctx)
}

func (s *Server) adminListAccounts(ctx *fasthttp.RequestCtx) {
	s.adminDo(ctx, false, func(sctx context.Context) error {
		accts, err := s.st.Accounts(sctx)
		if err != nil {
			return err
		}
		slices.SortFunc(accts, func(a, b store.Account) int { return a.CreatedAt.Compare(b.CreatedAt) })
		out := append([]byte(nil), `{"data":[`...)
		for i := range accts {
			if i > 0 {
				out = append(out, ',')
			}
			out = s.appendAccountJSON(out, &accts[i])
		}
		writeJSON(ctx, fasthttp.StatusOK, append(out, "]}"...))
		return nil
	})
}

func (s *Server) adminGetAccount(ctx *fasthttp.RequestCtx) {
	s.withAccount(ctx, false, func(_ context.Context, a *store.Account) error {
		writeJSON(ctx, fasthttp.StatusOK, s.appendAccountJSON(nil, a))
		return nil
	})
}

// appendAccountJSON appends an account with its usage of the current periods.
func (s *Server) appendAccountJSON(dst []byte, a *store.Account) []byte {
	dst = append(dst, '{')
	dst = appendStringField(dst, "id", a.ID)
	dst = appendStringField(dst, "name", a.Name)
	dst = appendStringField(dst, "plan", a.Plan)
	dst = appendIntField(dst, "monthly_quota", a.MonthlyQuota)
	dst = appendIntField(dst, "rate_limit_per_minute", a.RateLimitPerMinute)
	p := s.periodsAt(s.now())
	live, _ := s.meter.Used(a.ID, p.live)
	test, _ := s.meter.Used(a.ID, p.test)
	dst = appendKey(dst, "usage")
	dst = append(dst, '{')
	dst = appendIntField(dst, "live_this_month", live)
	dst = appendIntField(dst, "test_today", test)
	dst = append(dst, '}')
	dst = appendTimeField(dst, "created_at", a.CreatedAt)
	return append(dst, '}')
}

// DemoAccount is the account EnsureDemoAccount created, with its two key secrets.
type DemoAccount struct {
	ID, Plan         string
	LiveKey, TestKey string
}

// demoPlan is the demo account's plan: business, so that every endpoint of the
// README's examples answers, with a live key for real verdicts.
const demoPlan = "business"

// EnsureDemoAccount creates, when the store holds no account at all, a demo
// account on the business plan with a live key and a test key, and returns it with
// the keys' secrets (shown this once). It returns nil otherwise.
func (s *Server) EnsureDemoAccount(ctx context.Context) (*DemoAccount, error) {
	s.adminMu.Lock()
	defer s.adminMu.Unlock()
	accts, err := s.st.Accounts(ctx)
	if err != nil || len(accts) > 0 {
		return nil, err
	}
	now := s.now().UTC()
	p, _ := planByName(demoPlan)
	a := &store.Account{ID: newID(prefixAccount), Name: "Demo", Plan: p.name, MonthlyQuota: p.monthlyQuota,
		RateLimitPerMinute: p.ratePerMinute, CreatedAt: now}
	if err := s.st.PutAccount(ctx, a); err != nil {
		return nil, err
	}
	demo := &DemoAccount{ID: a.ID, Plan: p.name}
	for _, k := range []struct {
		name, env string
		secret    *string
	}{{"demo live key", envLive, &demo.LiveKey}, {"demo test key", envTest, &demo.TestKey}} {
		key, secret := newKey(a.ID, k.name, k.env, now)
		if err := s.putKey(ctx, key); err != nil {
			return nil, err
		}
		*k.secret = secret
	}
	return demo, nil
}
