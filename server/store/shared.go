package store

import (
	"context"
	"time"
)

// Shared is implemented by stores that share rate limits and quota across nodes
// (Redis). Each call is one atomic server-side step, one round trip.
type Shared interface {
	// Allow takes n requests from accountID's rate-limit bucket at now: GCRA, a
	// token bucket refilled at ratePerMinute with a burst of ratePerMinute, shared
	// by every node. ratePerMinute <= 0 means unlimited (always allowed, no round
	// trip). A refused call takes nothing.
	Allow(ctx context.Context, accountID string, ratePerMinute, n int64, now time.Time) (Allowance, error)
	// ChargeQuota adds n to accountID's usage counter of period (the counter that
	// Usage reads and AddUsage adds to) if the result stays <= limit; limit <= 0
	// means unlimited. All or nothing: a refused charge adds nothing. used is the
	// counter after the call. A node charging quota through ChargeQuota must not
	// also AddUsage the same requests.
	ChargeQuota(ctx context.Context, period, accountID string, n, limit int64) (ok bool, used int64, err error)
	// AllowAndCharge is Allow of one request and then, only if it is allowed,
	// ChargeQuota of n (at least 1), as one atomic step: one round trip for a
	// request that is both rate-limited and billed. A request refused by the rate
	// limit charges nothing; one refused by the quota has still taken its request
	// from the bucket. ratePerMinute <= 0 means no rate limit (only the charge).
	AllowAndCharge(ctx context.Context, accountID string, ratePerMinute int64, now time.Time,
		period string, n, limit int64) (Allowance, Charge, error)
}

// Allowance is the outcome of Shared.Allow, with what the rate-limit headers need.
type Allowance struct {
	Allowed bool
	// Remaining is how many requests could be made at once after this call.
	Remaining int64
	// ResetAfter is the time until the bucket is full again.
	ResetAfter time.Duration
	// RetryAfter is, when not Allowed, the time until n requests would be allowed.
	RetryAfter time.Duration
}

// Charge is the quota outcome of Shared.AllowAndCharge.
type Charge struct {
	// OK is set when the quota was charged; a refused charge added nothing, and so
	// did a request refused by the rate limit.
	OK bool
	// Used is the counter after the call (0 when the rate limit refused the request).
	Used int64
}
