package server

import (
	"context"
	"fmt"
	"log"
	"sync"
	"sync/atomic"
	"time"

	"scamcheck/server/store"
)

// Cluster mode timings.
const (
	// clusterCallTimeout bounds a rate-limit or quota call to Redis on the request
	// path; past it the request is decided locally and Redis is marked down.
	clusterCallTimeout = 500 * time.Millisecond
	// clusterProbeInterval is how often a node whose Redis is down tries it again.
	clusterProbeInterval = 250 * time.Millisecond
	// clusterHeartbeatInterval is how often a node announces itself and refreshes
	// its copy of the usage counters; clusterNodeTTL is how long a node that went
	// silent is still counted.
	clusterHeartbeatInterval = 2 * time.Second
	clusterNodeTTL           = 10 * time.Second
	// clusterPeriodIdle is how long, by the node's clock, a period's counters are
	// kept and refreshed after this node last charged or read them.
	clusterPeriodIdle = time.Minute
)

// Cluster is the RateLimiter and Meter of a node that shares a Redis store with
// other nodes (cluster mode). Rate limits are one GCRA bucket per account for the
// whole cluster, quota one counter per account and period. While Redis answers:
//   - an account with large limits (leaseMinRate, leaseMinQuota) is decided from
//     the node's leases of its bucket and quota (lease.go), renewed in the
//     background: no round trip per request, within the bounds lease.go states;
//   - any other account is decided by one atomic script in Redis per request
//     (store.Shared): the rate limit alone (Take) or the rate limit and the quota
//     charge together (TakeAndCharge), so N nodes together never admit more than
//     the plan allows.
//
// When Redis fails (an error or no answer within clusterCallTimeout), the node
// keeps serving with local decisions until a probe finds Redis again:
//   - rate limits: an in-memory bucket per account at the node's share of the plan
//     rate, rate/N, N being the number of nodes whose heartbeat Redis held when it
//     was last reachable;
//   - quota: the node admits at most its share, 1/N, of what remained of the quota
//     by its last copy of the counters (refreshed every clusterHeartbeatInterval),
//     and buffers what it charged;
//   - the buffered usage is written back when Redis returns, in batches that
//     Redis applies at most once (store.Redis.ReplayUsage), before the node goes
//     back to shared decisions; none is lost while the node runs.
//
// Close stops the background work; call it after Server.Shutdown.
type Cluster struct {
	r      *store.Redis
	now    func() time.Time
	logf   func(format string, args ...any)
	logErr throttle
	node   string

	nodes atomic.Int64 // nodes counted at the last heartbeat, at least 1
	down  atomic.Bool  // decisions are local until a probe finds Redis again
	local *Limiter     // the fallback rate limits

	mu        sync.Mutex
	counters  map[string]*clusterPeriod // by period: the cluster's counters as last read
	pending   map[usageKey]int64        // charged locally, not yet handed to Redis
	replaying []usageBatch              // handed to Redis, not yet acknowledged
	seq       int64                     // numbers the batches
	replayMu  sync.Mutex                // one replay at a time

	// Leases (lease.go, lease_settle.go).
	lease    leaseOptions
	leases   [64]stripe[accountLease] // by account
	leaseSeq atomic.Int64             // names the quota leases
	leaseMu  sync.Mutex               // one Lease call at a time; guards the fields below and the leases' own
	batchSeq int64                    // numbers the usage batches of leases
	batch    *leaseBatch              // reported, not yet acknowledged

	stop   chan struct{}
	closed atomic.Bool
	wg     sync.WaitGroup // run and leaseLoop
}

type usageKey struct{ period, account string }

// clusterPeriod is this node's copy of the cluster's usage counters of a period.
type clusterPeriod struct {
	used    map[string]int64
	touched time.Time // when the node last charged or read a counter
}

// usageBatch is usage counted locally, replayed to Redis under a fixed id until
// Redis acknowledges it.
type usageBatch struct {
	id     string
	period string
	deltas map[string]int64
}

var _ RateMeter = (*Cluster)(nil)

// NewCluster returns the limiter and meter of a node over r, announces the node in
// Redis and starts the background heartbeat. now is the clock (nil: time.Now) and
// logf the log (nil: log.Printf).
func NewCluster(r *store.Redis, now func() time.Time, logf func(format string, args ...any)) (*Cluster, error) {
	return newCluster(r, now, logf, defaultLeaseOptions)
}

// newCluster is NewCluster with lease options of its own (tests).
func newCluster(r *store.Redis, now func() time.Time, logf func(format string, args ...any), lo leaseOptions) (*Cluster, error) {
	if now == nil {
		now = time.Now
	}
	if logf == nil {
		logf = log.Printf
	}
	c := &Cluster{
		r: r, now: now, logf: logf, node: newID("node_"),
		local:    NewLimiter(),
		counters: map[string]*clusterPeriod{},
		pending:  map[usageKey]int64{},
		lease:    lo,
		stop:     make(chan struct{}),
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	n, err := r.Heartbeat(ctx, c.node, now(), clusterNodeTTL)
	if err != nil {
		return nil, fmt.Errorf("cannot join the cluster: %w", err)
	}
	c.nodes.Store(n)
	c.wg.Add(1)
	go c.run()
	if lo.tick > 0 {
		c.wg.Add(1)
		go c.leaseLoop()
	}
	return c, nil
}

// Nodes returns how many nodes the cluster had at the last heartbeat.
func (c *Cluster) Nodes() int64 { return c.nodes.Load() }

// Degraded reports whether the node is deciding locally because Redis is down.
func (c *Cluster) Degraded() bool { return c.down.Load() }

// Close stops the background work, gives back what the node's leases hold and
// reports what was charged under them, and removes the node from the count. It
// does not write back usage counted while Redis was down: Server.Shutdown's Flush
// does. Call it after Server.Shutdown.
func (c *Cluster) Close() error {
	if !c.closed.CompareAndSwap(false, true) {
		return nil
	}
	close(c.stop)
	c.wg.Wait()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if c.down.Load() {
		return nil
	}
	// A batch left unacknowledged is carried first; what it kept out goes next.
	for range 3 {
		carried := c.batchPending()
		if err := c.settle(ctx, settleFinal); err != nil {
			return fmt.Errorf("cannot give back leases: %w", err)
		}
		if !carried {
			break
		}
	}
	return c.r.Leave(ctx, c.node)
}

// batchPending reports whether a batch of leased usage awaits acknowledgement.
func (c *Cluster) batchPending() bool {
	c.leaseMu.Lock()
	defer c.leaseMu.Unlock()
	return c.batch != nil
}

// Take implements RateLimiter: the node's lease of the bucket for a large rate,
// else one Allow script in Redis, or the local bucket at the node's share of the
// rate while Redis is down.
func (c *Cluster) Take(account string, perMinute int64, now time.Time) RateStatus {
	if perMinute <= 0 {
		return RateStatus{Allowed: true}
	}
	if c.rateLeased(perMinute) {
		return c.takeLeased(account, perMinute, now)
	}
	if !c.down.Load() {
		ctx, cancel := context.WithTimeout(context.Background(), clusterCallTimeout)
		a, err := c.r.Allow(ctx, account, perMinute, 1, now)
		cancel()
		if err == nil {
			return rateStatus(a, perMinute)
		}
		c.fail(err)
	}
	return c.takeLocal(account, perMinute, now)
}

// rateStatus is the RateStatus of an Allowance of one request.
func rateStatus(a store.Allowance, perMinute int64) RateStatus {
	if perMinute <= 0 {
		return RateStatus{Allowed: true}
	}
	rs := RateStatus{Allowed: a.Allowed, Limit: perMinute, Remaining: a.Remaining, Reset: ceilSeconds(int64(a.ResetAfter))}
	if !a.Allowed {
		rs.RetryAfter = max(ceilSeconds(int64(a.RetryAfter)), 1)
	}
	return rs
}

// TakeAndCharge implements RateMeter. For an account with a large rate or quota,
// Take and then Charge: each decides from the node's lease or, for the limit
// that is small, in Redis (one round trip). For any other account, one
// AllowAndCharge script in Redis, which decides the rate limit and the quota in
// one round trip, or the local decisions of Take and Charge while Redis is down.
func (c *Cluster) TakeAndCharge(account string, perMinute int64, now time.Time, period string, n, limit int64) (RateStatus, int64, bool, error) {
	if c.rateLeased(perMinute) || c.quotaLeased(limit) {
		rs := c.Take(account, perMinute, now)
		if !rs.Allowed {
			return rs, 0, false, nil
		}
		used, ok, err := c.Charge(account, period, n, limit)
		return rs, used, ok, err
	}
	if !c.down.Load() {
		ctx, cancel := context.WithTimeout(context.Background(), clusterCallTimeout)
		a, ch, err := c.r.AllowAndCharge(ctx, account, perMinute, now, period, n, limit)
		cancel()
		if err == nil {
			if a.Allowed {
				c.saw(period, account, ch.Used)
			}
			return rateStatus(a, perMinute), ch.Used, ch.OK, nil
		}
		// As in Charge: a call that timed out may have been applied by Redis, and
		// is then counted twice, never zero times.
		c.fail(err)
	}
	rs := c.takeLocal(account, perMinute, now)
	if !rs.Allowed {
		return rs, 0, false, nil
	}
	used, ok, err := c.chargeLocal(account, period, n, limit)
	return rs, used, ok, err
}

// Charge implements Meter: the node's lease of a large or unlimited quota, else
// one ChargeQuota script in Redis, or a local charge within the node's share of
// the remaining quota while Redis is down.
func (c *Cluster) Charge(account, period string, n, limit int64) (int64, bool, error) {
	if c.quotaLeased(limit) {
		return c.chargeLeased(account, period, n, limit)
	}
	if !c.down.Load() {
		ctx, cancel := context.WithTimeout(context.Background(), clusterCallTimeout)
		ok, used, err := c.r.ChargeQuota(ctx, period, account, n, limit)
		cancel()
		if err == nil {
			c.saw(period, account, used)
			return used, ok, nil
		}
		// Whether Redis applied a call that timed out is unknown: the request is
		// charged locally too, so usage may count it twice but never loses it.
		c.fail(err)
	}
	return c.chargeLocal(account, period, n, limit)
}

// Used implements Meter: the cluster's counter plus what this node has not
// written back yet, or charged under its leases and not yet reported. Other nodes'
// leased charges reach the counter within a leaseTick or so.
func (c *Cluster) Used(account, period string) (int64, error) {
	k := usageKey{period: period, account: account}
	leased := c.leaseUnreported(account, period)
	if !c.down.Load() {
		ctx, cancel := context.WithTimeout(context.Background(), clusterCallTimeout)
		err := c.load(ctx, period)
		var used int64
		if err == nil {
			used, err = c.r.AccountUsage(ctx, period, account)
		}
		cancel()
		if err == nil {
			c.saw(period, account, used)
			c.mu.Lock()
			defer c.mu.Unlock()
			return used + leased + c.pending[k] + c.replayingLocked(k), nil
		}
		c.fail(err)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.touchLocked(period).used[account] + leased + c.pending[k] + c.replayingLocked(k), nil
}

// Flush implements Meter: it writes back the usage charged while Redis was down
// and reports what was charged under leases. It fails, keeping the usage, while
// Redis is still down.
func (c *Cluster) Flush(ctx context.Context) error {
	if c.down.Load() {
		if n := c.buffered(); n > 0 {
			return fmt.Errorf("cannot write back %d analyses counted while Redis was unavailable: %w", n, store.ErrUnavailable)
		}
		return nil
	}
	if err := c.replay(ctx); err != nil {
		return err
	}
	if err := c.settle(ctx, settleReport); err != nil {
		c.fail(err)
		return fmt.Errorf("cannot report leased usage: %w", err)
	}
	return nil
}

// run sends heartbeats while Redis is up and probes it while it is down.
func (c *Cluster) run() {
	defer c.wg.Done()
	t := time.NewTicker(clusterProbeInterval)
	defer t.Stop()
	last := time.Now()
	for {
		select {
		case <-c.stop:
			return
		case <-t.C:
		}
		switch {
		case c.down.Load():
			c.recover()
		case time.Since(last) >= clusterHeartbeatInterval:
			last = time.Now()
			c.heartbeat()
		}
	}
}

// heartbeat announces the node, counts the nodes and refreshes the copies of the
// counters in use, forgetting those unused for clusterPeriodIdle (past months,
// idle environments).
func (c *Cluster) heartbeat() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	n, err := c.r.Heartbeat(ctx, c.node, c.now(), clusterNodeTTL)
	if err != nil {
		c.fail(err)
		return
	}
	c.nodes.Store(n)
	now := c.now()
	c.mu.Lock()
	var periods []string
	for name, p := range c.counters {
		if now.Sub(p.touched) >= clusterPeriodIdle {
			delete(c.counters, name)
			continue
		}
		periods = append(periods, name)
	}
	c.mu.Unlock()
	for _, period := range periods {
		if err := c.refresh(ctx, period); err != nil {
			c.fail(err)
			return
		}
	}
}
