package server

import (
	"sync/atomic"
	"time"
)

// RateLimiter applies the per-account rate limit (D8): a token bucket with the
// plan's per-minute rate and a burst equal to that rate, shared by all keys of the
// account. Limiter is the in-memory implementation for one node; cluster mode can
// substitute one shared through the store.
type RateLimiter interface {
	// Take spends one request of account's budget at now.
	Take(account string, perMinute int64, now time.Time) RateStatus
}

// RateStatus is the outcome of RateLimiter.Take and the values of the rate-limit headers.
type RateStatus struct {
	Allowed    bool
	Limit      int64 // requests per minute, also the burst
	Remaining  int64 // requests that could be made at once now
	Reset      int64 // seconds until the bucket is full again
	RetryAfter int64 // seconds until the next request is allowed, when not Allowed
}

// Limiter is an in-memory RateLimiter. Each account's bucket is one atomic value
// (the GCRA "theoretical arrival time"), updated with compare-and-swap; buckets are
// found through a striped map, read-locked per stripe.
type Limiter struct {
	buckets [64]stripe[atomic.Int64]
}

// NewLimiter returns an empty in-memory limiter.
func NewLimiter() *Limiter { return &Limiter{} }

// Take implements RateLimiter. perMinute <= 0 means unlimited.
func (l *Limiter) Take(account string, perMinute int64, now time.Time) RateStatus {
	if perMinute <= 0 {
		return RateStatus{Allowed: true}
	}
	b := loadOrCreate(l.buckets[:], account)
	// Time to earn one request; at least 1 ns, for rates above 60e9 per minute.
	interval := max(int64(time.Minute)/perMinute, 1)
	capacity := interval * perMinute // the burst, as time
	t := now.UnixNano()
	for {
		old := b.Load()
		tat := max(old, t)
		next := tat + interval
		if next-t > capacity {
			return RateStatus{
				Limit:      perMinute,
				Reset:      ceilSeconds(tat - t),
				RetryAfter: max(ceilSeconds(next-t-capacity), 1),
			}
		}
		if b.CompareAndSwap(old, next) {
			return RateStatus{
				Allowed:   true,
				Limit:     perMinute,
				Remaining: (capacity - (next - t)) / interval,
				Reset:     ceilSeconds(next - t),
			}
		}
	}
}

func ceilSeconds(ns int64) int64 {
	if ns <= 0 {
		return 0
	}
	return (ns + int64(time.Second) - 1) / int64(time.Second)
}
