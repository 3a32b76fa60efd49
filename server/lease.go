package server

import (
	"context"
	"math"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"scamcheck/server/store"
)

// Leases: how a node of a cluster decides the rate limit and quota of a busy
// account without a Redis round trip per request (docs/cluster.md, "Leases").
//
// The node takes a slice of the account's shared budgets ahead of its requests:
// tokens from the account's rate bucket in Redis, and a reservation of analyses
// from its quota of the period (store.Redis.Lease, one script). Requests spend the
// slice with one atomic operation each. A background loop, every leaseTick, tops
// the slices up before they run out, sized from the demand the node saw in the
// last tick (start small, grow with demand, never past the caps below), reports
// the analyses charged under the leases in one batch, keeps the reservations
// alive, and gives back what an idle lease holds; Close gives back everything.
// A request finds its slice empty only when demand outran the loop: it then renews
// it at once, one round trip, or is refused when Redis had nothing left.
//
// Bounds, N being the number of nodes:
//   - rate: a node holds at most rateLeaseCap tokens of an account (one second
//     of its rate), so the cluster admits at most N × rate/60 requests beyond
//     what the exact limiter would in any window, and never more than the bucket
//     gave out: tokens are taken from the one shared bucket, never made.
//   - quota: a grant never makes the counter plus every live reservation pass
//     the limit, so while nodes run the quota is never exceeded. A reservation
//     not renewed for leaseTTL (its node crashed, or lost Redis that long) is
//     dropped: what its node had charged and not reported, at most
//     quotaLeaseCap (0.1 % of the quota), may then be admitted again elsewhere.
//   - both: at most the same amounts are held unused when demand stops, so a
//     cluster under demand admits at least the limit less those.
//
// Accounts with small limits stay exact (one round trip per request, as
// store.Shared): a rate below leaseMinRate per minute, a quota below
// leaseMinQuota per period. The test-key quota (testDailyQuota) is always small.

const (
	// leaseTick is how often the background loop renews, reports and gives back.
	leaseTick = 50 * time.Millisecond
	// leaseAhead is how many ticks of the last tick's demand a lease aims to hold.
	leaseAhead = 4
	// leaseStart is the size of a lease that has seen no demand yet.
	leaseStart = 16
	// leaseIdle is how long a lease stays unused before it gives back what it holds.
	leaseIdle = 2 * time.Second
	// leaseTTL is how long Redis keeps a quota reservation its node did not renew;
	// leaseRefresh is how often a node renews the reservations it holds.
	leaseTTL     = time.Minute
	leaseRefresh = 10 * time.Second
	// leaseMinRate (per minute) and leaseMinQuota (per period) are the smallest
	// limits decided from leases; below them, each request asks Redis.
	leaseMinRate  = 6000
	leaseMinQuota = 100_000
	// unlimitedLease is what a lease of an unlimited quota holds: it only counts.
	unlimitedLease = math.MaxInt64 / 4
)

// rateLeaseCap is the most tokens a node holds of a bucket of perMinute: one
// second of the rate.
func rateLeaseCap(perMinute int64) int64 { return max(perMinute/60, 1) }

// quotaLeaseCap is the most analyses a node reserves of a quota of limit: 0.1 %
// of it (1/quotaShare), and at least a request of n.
func (c *Cluster) quotaLeaseCap(limit, n int64) int64 { return max(limit/c.lease.quotaShare, n, 1) }

// leaseOptions are the knobs tests turn; newCluster takes them.
type leaseOptions struct {
	minRate, minQuota int64         // the smallest leased limits
	quotaShare        int64         // a node reserves at most 1/quotaShare of a quota
	tick              time.Duration // background renewals; 0: none (tests)
}

var defaultLeaseOptions = leaseOptions{minRate: leaseMinRate, minQuota: leaseMinQuota, quotaShare: 1000, tick: leaseTick}

// accountLease is what a node holds of one account's budgets.
type accountLease struct {
	rate  rateLease
	quota atomic.Pointer[quotaLease] // the lease the last charge used

	mu     sync.Mutex
	quotas []*quotaLease // every quota lease not retired (by period and kind)
}

// rateLease is a node's tokens of an account's rate bucket.
type rateLease struct {
	left      atomic.Int64 // tokens the node may still spend
	perMinute atomic.Int64 // the rate of the last request (0: never leased)
	dried     atomic.Bool  // a request found no token since the last tick
	// dryUntil (Unix ns): Redis had no token left for the node; requests are
	// refused locally until then.
	dryUntil atomic.Int64
	// remaining and resetAt (Unix ns) are the bucket's after the last grant,
	// for the rate-limit headers.
	remaining, resetAt atomic.Int64

	// Guarded by Cluster.leaseMu.
	base    int64 // left after the last tick, plus what was granted since
	target  int64
	lastUse time.Time
}

// quotaLease is a node's reservation of an account's quota of one period, or its
// count of an unlimited quota.
type quotaLease struct {
	name      string // the reservation's field in Redis
	period    string
	unlimited bool
	limit     atomic.Int64 // the limit of the last request
	left      atomic.Int64 // analyses the node may still charge
	used      atomic.Int64 // the account's counter as Redis last answered
	free      atomic.Int64 // what Redis could still grant at the last call
	dried     atomic.Bool
	retired   atomic.Bool // given back and forgotten: look the lease up again

	// Guarded by Cluster.leaseMu.
	credit    int64 // left, plus what was charged and is in no batch yet
	inBatch   int64 // charged, in the unacknowledged batch
	base      int64 // left after the last tick, plus what was granted since
	target    int64
	lastUse   time.Time
	refreshed time.Time // when Redis last renewed the reservation
}

// take spends one token.
func (r *rateLease) take() bool {
	for {
		v := r.left.Load()
		if v <= 0 {
			return false
		}
		if r.left.CompareAndSwap(v, v-1) {
			return true
		}
	}
}

// take spends n analyses, all or none.
func (q *quotaLease) take(n int64) bool {
	for {
		v := q.left.Load()
		if v < n {
			return false
		}
		if q.left.CompareAndSwap(v, v-n) {
			return true
		}
	}
}

// status is the RateStatus of a leased decision at now.
func (r *rateLease) status(perMinute int64, now time.Time, allowed bool) RateStatus {
	t := now.UnixNano()
	rs := RateStatus{Allowed: allowed, Limit: perMinute, Reset: ceilSeconds(r.resetAt.Load() - t)}
	if allowed {
		rs.Remaining = min(r.left.Load()+r.remaining.Load(), perMinute)
	} else {
		rs.RetryAfter = max(ceilSeconds(r.dryUntil.Load()-t), 1)
	}
	return rs
}

// rateLeased and quotaLeased tell whether limits are decided from leases.
func (c *Cluster) rateLeased(perMinute int64) bool { return perMinute >= c.lease.minRate }
func (c *Cluster) quotaLeased(limit int64) bool    { return limit <= 0 || limit >= c.lease.minQuota }

// accountLease returns the node's lease of account, created empty.
func (c *Cluster) accountLease(account string) *accountLease {
	return loadOrCreate(c.leases[:], account)
}

// takeLeased is Take from the node's tokens of the account's bucket.
func (c *Cluster) takeLeased(account string, perMinute int64, now time.Time) RateStatus {
	l := c.accountLease(account)
	r := &l.rate
	if r.perMinute.Load() != perMinute {
		r.perMinute.Store(perMinute)
	}
	for renewed := false; ; renewed = true {
		if r.take() {
			return r.status(perMinute, now, true)
		}
		if !r.dried.Load() {
			r.dried.Store(true)
		}
		if c.down.Load() {
			return c.takeLocal(account, perMinute, now)
		}
		if renewed || now.UnixNano() < r.dryUntil.Load() {
			return r.status(perMinute, now, false)
		}
		if err := c.renewRate(account, r, perMinute, now); err != nil {
			c.fail(err)
			return c.takeLocal(account, perMinute, now)
		}
	}
}

// chargeLeased is Charge from the node's reservation of the account's quota.
func (c *Cluster) chargeLeased(account, period string, n, limit int64) (int64, bool, error) {
	l := c.accountLease(account)
	q := l.quotaFor(c, period, limit)
	for renewed := false; ; {
		if q.take(n) {
			return q.used.Load(), true, nil
		}
		if !q.dried.Load() {
			q.dried.Store(true)
		}
		if c.down.Load() {
			return c.chargeLocal(account, period, n, limit)
		}
		if renewed || n > q.left.Load()+q.free.Load() {
			return q.used.Load(), false, nil
		}
		ok, err := c.renewQuota(account, q, n)
		if err != nil {
			c.fail(err)
			return c.chargeLocal(account, period, n, limit)
		}
		if ok {
			renewed = true
		} else {
			q = l.quotaFor(c, period, limit) // retired meanwhile
		}
	}
}

// quotaFor returns the lease of period for a quota of limit, creating it.
func (l *accountLease) quotaFor(c *Cluster, period string, limit int64) *quotaLease {
	unlimited := limit <= 0
	if q := l.quota.Load(); q != nil && q.period == period && q.unlimited == unlimited && !q.retired.Load() {
		if !unlimited && q.limit.Load() != limit {
			q.limit.Store(limit)
		}
		return q
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	for _, q := range l.quotas {
		if q.period == period && q.unlimited == unlimited {
			q.limit.Store(limit)
			l.quota.Store(q)
			return q
		}
	}
	q := &quotaLease{name: c.node + "/" + strconv.FormatInt(c.leaseSeq.Add(1), 10), period: period, unlimited: unlimited}
	q.limit.Store(limit)
	q.free.Store(unlimitedLease)
	l.quotas = append(l.quotas, q)
	l.quota.Store(q)
	return q
}

// renewRate asks Redis for tokens at once: the lease ran dry before the loop
// renewed it. A renewal that another request made meanwhile is enough.
func (c *Cluster) renewRate(account string, r *rateLease, perMinute int64, now time.Time) error {
	c.leaseMu.Lock()
	defer c.leaseMu.Unlock()
	if r.left.Load() > 0 || now.UnixNano() < r.dryUntil.Load() {
		return nil
	}
	r.target = min(max(2*r.target, leaseStart), rateLeaseCap(perMinute))
	r.lastUse = now
	it := store.LeaseItem{Account: account, RatePerMinute: perMinute, RateWant: r.target}
	g, err := c.leaseCall(livePeriod(now), 0, now, []store.LeaseItem{it})
	if err != nil {
		return err
	}
	c.grantRate(r, it.RateWant, g[0], now)
	return nil
}

// renewQuota asks Redis at once for the analyses a charge of n lacks. It returns
// false when the lease was retired meanwhile.
func (c *Cluster) renewQuota(account string, q *quotaLease, n int64) (bool, error) {
	c.leaseMu.Lock()
	defer c.leaseMu.Unlock()
	if q.retired.Load() {
		return false, nil
	}
	left := q.left.Load()
	if left >= n {
		return true, nil
	}
	now := c.now()
	q.lastUse = now
	if q.unlimited {
		q.left.Add(unlimitedLease)
		q.credit += unlimitedLease
		q.base += unlimitedLease
		return true, nil
	}
	limit := q.limit.Load()
	q.target = min(max(2*q.target, leaseStart, n), c.quotaLeaseCap(limit, n))
	it := c.quotaItem(account, q, false)
	it.QuotaWant = max(q.target-left, n-left)
	g, err := c.leaseCall(q.period, 0, now, []store.LeaseItem{it})
	if err != nil {
		return true, err
	}
	c.grantQuota(account, q, g[0], now)
	return true, nil
}

// quotaItem is q's part of a Lease call: what it holds (its reservation less what
// the call reports), without a grant.
func (c *Cluster) quotaItem(account string, q *quotaLease, carriesBatch bool) store.LeaseItem {
	it := store.LeaseItem{Account: account, Quota: store.QuotaReserve, Lease: q.name, Limit: q.limit.Load(), Held: q.credit}
	if q.unlimited {
		it.Quota, it.Lease, it.Limit, it.Held = store.QuotaCount, "", 0, 0
	}
	if carriesBatch {
		it.Used = q.inBatch
	} else if !q.unlimited {
		it.Held += q.inBatch // the batch may not have been applied yet
	}
	return it
}

// grantRate applies a Lease answer to r (asked for want tokens at now).
func (c *Cluster) grantRate(r *rateLease, want int64, g store.LeaseGrant, now time.Time) {
	r.left.Add(g.Rate)
	r.base += g.Rate
	r.remaining.Store(g.Remaining)
	r.resetAt.Store(now.UnixNano() + int64(g.ResetAfter))
	if g.Rate < want {
		r.dryUntil.Store(now.UnixNano() + int64(max(g.RetryAfter, leaseTick)))
	} else if want > 0 {
		r.dryUntil.Store(0)
	}
}

// grantQuota applies a Lease answer to q.
func (c *Cluster) grantQuota(account string, q *quotaLease, g store.LeaseGrant, now time.Time) {
	q.left.Add(g.Quota)
	q.credit += g.Quota
	q.base += g.Quota
	q.used.Store(g.Used)
	if q.unlimited {
		q.free.Store(unlimitedLease)
	} else {
		q.free.Store(max(q.limit.Load()-g.Used-g.Reserved, 0))
		q.refreshed = now
	}
	c.saw(q.period, account, g.Used)
}

// leaseCall runs one Lease script within clusterCallTimeout.
func (c *Cluster) leaseCall(period string, batch int64, now time.Time, items []store.LeaseItem) ([]store.LeaseGrant, error) {
	ctx, cancel := context.WithTimeout(context.Background(), clusterCallTimeout)
	defer cancel()
	return c.r.Lease(ctx, c.node, period, batch, now, leaseTTL, items)
}
