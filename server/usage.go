package server

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"scamcheck/server/store"
)

// Meter counts analyses against the quotas: live analyses per account and UTC month
// (D7), test analyses per account and UTC day (D6). Usage is the in-memory
// implementation persisted by a background flusher; cluster mode can substitute one
// shared through the store.
type Meter interface {
	// Charge adds n to account's counter of period unless the sum would pass limit
	// (0 = unlimited). It returns the counter afterwards (unchanged when refused) and
	// whether it was charged.
	Charge(account, period string, n, limit int64) (used int64, ok bool, err error)
	// Used returns account's counter of period.
	Used(account, period string) (int64, error)
	// Flush makes the counters durable.
	Flush(ctx context.Context) error
}

// RateMeter is a RateLimiter and Meter that can take a request's rate limit and
// charge its quota in one step: Cluster, where that step is one Redis round trip
// instead of two. When Config.Limiter and Config.Meter are the same RateMeter, the
// server charges through TakeAndCharge.
type RateMeter interface {
	RateLimiter
	Meter
	// TakeAndCharge is Take of one request at now and then, only if it is allowed,
	// Charge of n against account's counter of period: a request refused by the
	// rate limit charges nothing, one refused by the quota has still taken its
	// request. used, ok and err are Charge's (zero when the rate limit refused).
	TakeAndCharge(account string, perMinute int64, now time.Time, period string, n, limit int64) (rs RateStatus, used int64, ok bool, err error)
}

// Usage is an in-memory Meter: atomic counters per account and period, loaded from
// the store when a period is first used and written back as deltas by Flush.
type Usage struct {
	st  store.Store
	now func() time.Time

	mu      sync.Mutex // serializes period creation and flushes
	periods atomic.Pointer[map[string]*usagePeriod]
}

type usagePeriod struct {
	name     string
	counters [16]stripe[usageCounter] // by account
}

type usageCounter struct {
	used    atomic.Int64 // total for the period
	pending atomic.Int64 // not yet written to the store
}

// NewUsage returns a Usage over st whose periods follow the clock now.
func NewUsage(st store.Store, now func() time.Time) *Usage {
	u := &Usage{st: st, now: now}
	m := map[string]*usagePeriod{}
	u.periods.Store(&m)
	return u
}

// livePeriod and testPeriod name the usage periods of t (store.AddUsage).
func livePeriod(t time.Time) string { return envLive + ":" + t.UTC().Format("2006-01") }
func testPeriod(t time.Time) string { return envTest + ":" + t.UTC().Format("2006-01-02") }

// period returns the period called name, loading its counters from the store the
// first time.
func (u *Usage) period(name string) (*usagePeriod, error) {
	if p := (*u.periods.Load())[name]; p != nil {
		return p, nil
	}
	u.mu.Lock()
	defer u.mu.Unlock()
	old := *u.periods.Load()
	if p := old[name]; p != nil {
		return p, nil
	}
	saved, err := u.st.Usage(context.Background(), name)
	if err != nil {
		return nil, fmt.Errorf("cannot load usage of %s: %w", name, err)
	}
	p := &usagePeriod{name: name}
	for acct, n := range saved {
		p.counter(acct).used.Store(n)
	}
	next := make(map[string]*usagePeriod, len(old)+1)
	for k, v := range old {
		next[k] = v
	}
	next[name] = p
	u.periods.Store(&next)
	return p, nil
}

func (p *usagePeriod) counter(account string) *usageCounter {
	return loadOrCreate(p.counters[:], account)
}

// Charge implements Meter.
func (u *Usage) Charge(account, period string, n, limit int64) (int64, bool, error) {
	p, err := u.period(period)
	if err != nil {
		return 0, false, err
	}
	c := p.counter(account)
	for {
		used := c.used.Load()
		if limit > 0 && used+n > limit {
			return used, false, nil
		}
		if c.used.CompareAndSwap(used, used+n) {
			c.pending.Add(n)
			return used + n, true, nil
		}
	}
}

// Used implements Meter.
func (u *Usage) Used(account, period string) (int64, error) {
	p, err := u.period(period)
	if err != nil {
		return 0, err
	}
	return p.counter(account).used.Load(), nil
}

// Flush implements Meter: it writes every pending delta to the store and forgets
// the periods that ended before the previous one and are fully written.
func (u *Usage) Flush(ctx context.Context) error {
	u.mu.Lock()
	defer u.mu.Unlock()
	now := u.now().UTC()
	// Keep the current periods and the ones just over, which requests that
	// straddled the boundary may still be charging.
	y, m, _ := now.Date()
	monthStart := time.Date(y, m, 1, 0, 0, 0, 0, time.UTC)
	recent := [4]string{livePeriod(now), testPeriod(now),
		livePeriod(monthStart.Add(-time.Nanosecond)), testPeriod(now.Add(-24 * time.Hour))}
	var firstErr error
	keep := map[string]*usagePeriod{}
	for name, p := range *u.periods.Load() {
		if err := p.flush(ctx, u.st); err != nil && firstErr == nil {
			firstErr = err
		}
		if name == recent[0] || name == recent[1] || name == recent[2] || name == recent[3] || p.hasPending() {
			keep[name] = p
		}
	}
	u.periods.Store(&keep)
	return firstErr
}

func (p *usagePeriod) flush(ctx context.Context, st store.Store) error {
	deltas := map[string]int64{}
	for i := range p.counters {
		s := &p.counters[i]
		s.mu.RLock()
		for acct, c := range s.m {
			if d := c.pending.Swap(0); d != 0 {
				deltas[acct] = d
			}
		}
		s.mu.RUnlock()
	}
	if len(deltas) == 0 {
		return nil
	}
	if err := st.AddUsage(ctx, p.name, deltas); err != nil {
		for acct, d := range deltas {
			p.counter(acct).pending.Add(d) // retried by the next flush
		}
		return fmt.Errorf("cannot flush usage of %s: %w", p.name, err)
	}
	return nil
}

func (p *usagePeriod) hasPending() bool {
	for i := range p.counters {
		s := &p.counters[i]
		s.mu.RLock()
		for _, c := range s.m {
			if c.pending.Load() != 0 {
				s.mu.RUnlock()
				return true
			}
		}
		s.mu.RUnlock()
	}
	return false
}
