package server

import (
	"strconv"
	"time"

	"github.com/valyala/fasthttp"
)

// Admission decides whether a public API request may be answered and what it
// costs. A check or a batch passes these gates in this order, and the first that
// refuses answers the request:
//
//  1. key: X-API-Key names a live or test key, else 401 INVALID_API_KEY. Every
//     later answer carries X-Environment.
//  2. plan: a live key needs a plan with live keys, a batch a business or
//     enterprise plan (D10), else 403 PLAN_UPGRADE_REQUIRED; then the body must
//     be JSON (prepareJSON).
//  3. idempotency: a request with an Idempotency-Key that was answered before gets
//     that answer again (D11a, idempotency.go).
//  4. rate: one request of the account's rate limit (D8), with the rate-limit
//     headers on every answer; over it, 429.
//  5. quota: the analyses the answer needs, against the account's monthly (live)
//     or daily (test) quota (D6, D7); over it, 403 QUOTA_EXCEEDED.
//
// The rate limit is decided late: where the request is refused (refuse), answered
// without a charge (settle) or charged (charge), so that a charged request in
// cluster mode costs one Redis round trip for its rate and its quota (RateMeter).
// Every refusal takes the rate limit first, so 429 still comes before any error
// but 401. A request with an Idempotency-Key takes its rate limit before gate 2,
// since gate 3 may answer it without reaching any of those points.
//
// The report and scams endpoints pass the first gates at once: begin.

// admission is one check or batch request's way through the gates. It lives in
// the request's pooled state (state.adm); open starts it.
type admission struct {
	s     *Server
	ctx   *fasthttp.RequestCtx
	k     *keyEntry
	rated bool // the rate limit was decided and its headers set
}

// open passes gates 1 and 2 (and 4 for a request with an Idempotency-Key).
// restricted marks the endpoints of business and enterprise plans only. It answers
// the refusal itself and returns false when the request must stop.
func (a *admission) open(s *Server, ctx *fasthttp.RequestCtx, restricted bool) bool {
	*a = admission{s: s, ctx: ctx, k: s.identify(ctx)}
	if a.k == nil {
		return false
	}
	if len(ctx.Request.Header.Peek("Idempotency-Key")) > 0 && !a.settle() {
		return false
	}
	aerr := liveKeyError(a.k)
	if aerr == nil && restricted {
		aerr = planError(a.k)
	}
	if aerr == nil {
		aerr = prepareJSON(ctx)
	}
	if aerr != nil {
		a.refuse(aerr)
		return false
	}
	return true
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

// idempotent runs answer behind gate 3.
func (a *admission) idempotent(answer func()) {
	a.s.idempotent(a.ctx, a.k, answer)
}

// refuse answers aerr, or 429 when the rate limit, not yet decided, refuses the
// request.
func (a *admission) refuse(aerr *apiError) {
	if a.settle() {
		writeError(a.ctx, aerr)
	}
}

// settle passes gate 4 for an answer that charges nothing (a refusal, a cached
// result), unless the rate limit was decided already. It answers 429 itself and
// returns false when the request is refused.
func (a *admission) settle() bool {
	if a.rated {
		return true
	}
	a.rated = true
	return a.s.takeRate(a.ctx, a.k)
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
	retry := time.Duration(rs.RetryAfter) * time.Second
	writeError(ctx, &apiError{code: codeRateLimitExceeded,
		message: "Rate limit of " + a.limitHeader + " requests per minute exceeded; retry after " + strconv.FormatInt(rs.RetryAfter, 10) + "s.",
		details: []detail{dInt("limit", rs.Limit), dInt("remaining", 0), dTime("reset_at", now.Add(retry))}})
	return false
}

// charge passes gate 5 for n analyses at now, and gate 4 with it unless the rate
// limit was decided already: in one step when the limiter and the meter are one
// RateMeter. It answers 429, 403 QUOTA_EXCEEDED or 503 itself and returns false
// when the analyses may not run.
func (a *admission) charge(now time.Time, n int64) bool {
	s, k, acct := a.s, a.k, a.k.acct
	p := s.periodsAt(now)
	period, limit, reset, what := p.live, acct.monthlyQuota, nextUTCMonth(now), "Monthly quota"
	if k.env == envTest {
		period, limit, reset, what = p.test, testDailyQuota, nextUTCMidnight(now), "Daily test-key quota"
	}
	takeRate := !a.rated && acct.ratePerMinute > 0
	a.rated = true
	var (
		used int64
		ok   bool
		err  error
	)
	if takeRate {
		var rs RateStatus
		rs, used, ok, err = s.takeAndCharge(acct, now, period, n, limit)
		if !s.applyRate(a.ctx, acct, rs, now) {
			return false
		}
	} else {
		used, ok, err = s.meter.Charge(acct.id, period, n, limit)
	}
	if err != nil {
		s.logErr.logf(s.logf, "%v", err)
		writeError(a.ctx, errUnavailable)
		return false
	}
	if !ok {
		s.obs.quotaRefusal(k.env)
		writeError(a.ctx, &apiError{code: codeQuotaExceeded, message: what + " exhausted.",
			details: []detail{dInt("quota_limit", limit), dInt("quota_used", used), dTime("reset_at", reset)}})
		return false
	}
	return true
}

// takeAndCharge takes one request of a's rate limit at now and, if it is allowed,
// charges n to a's counter of period: through RateMeter.TakeAndCharge when the
// limiter and the meter are one, else one after the other.
func (s *Server) takeAndCharge(a *accountEntry, now time.Time, period string, n, limit int64) (RateStatus, int64, bool, error) {
	if rm, ok := s.meter.(RateMeter); ok && s.limiter == rm {
		return rm.TakeAndCharge(a.id, a.ratePerMinute, now, period, n, limit)
	}
	rs := s.limiter.Take(a.id, a.ratePerMinute, now)
	if !rs.Allowed {
		return rs, 0, false, nil
	}
	used, ok, err := s.meter.Charge(a.id, period, n, limit)
	return rs, used, ok, err
}

// begin is the admission of the report and scams endpoints, which charge no
// quota: gates 1, 4 and the live-key part of 2, in this order. It answers the
// refusal itself and returns nil when the request must stop.
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
