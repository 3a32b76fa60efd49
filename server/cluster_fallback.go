package server

import (
	"context"
	"fmt"
	"time"
)

// When Redis fails (Cluster): a node decides locally, at its share of each limit,
// and buffers the usage it charged until Redis returns, when it writes it back in
// batches Redis applies at most once. Its share of a quota comes from its copy of
// the cluster's counters, refreshed by the heartbeat and by every answer Redis
// gives.

// takeLocal is Take from the local bucket at the node's share of the rate.
func (c *Cluster) takeLocal(account string, perMinute int64, now time.Time) RateStatus {
	if perMinute <= 0 {
		return RateStatus{Allowed: true}
	}
	rs := c.local.Take(account, max(perMinute/c.nodes.Load(), 1), now)
	rs.Limit = perMinute
	return rs
}

// chargeLocal is Charge within the node's share of what remained of the quota by
// its copy of the counters.
func (c *Cluster) chargeLocal(account, period string, n, limit int64) (int64, bool, error) {
	k := usageKey{period: period, account: account}
	c.mu.Lock()
	defer c.mu.Unlock()
	known := c.touchLocked(period).used[account]
	mine := c.pending[k] + c.replayingLocked(k)
	used := known + mine
	if limit > 0 && mine+n > (limit-known)/c.nodes.Load() {
		return used, false, nil
	}
	c.pending[k] += n
	return used + n, true, nil
}

// buffered returns how many analyses wait to be written back or reported.
func (c *Cluster) buffered() int64 {
	n := c.leaseBuffered()
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, d := range c.pending {
		n += d
	}
	for _, b := range c.replaying {
		for _, d := range b.deltas {
			n += d
		}
	}
	return n
}

// replay hands the pending usage to Redis in batches and forgets the batches Redis
// acknowledged. A batch that failed is retried under the same id.
func (c *Cluster) replay(ctx context.Context) error {
	c.replayMu.Lock()
	defer c.replayMu.Unlock()
	c.mu.Lock()
	byPeriod := map[string]map[string]int64{}
	for k, d := range c.pending {
		if byPeriod[k.period] == nil {
			byPeriod[k.period] = map[string]int64{}
		}
		byPeriod[k.period][k.account] += d
	}
	clear(c.pending)
	for period, deltas := range byPeriod {
		c.seq++
		c.replaying = append(c.replaying, usageBatch{id: fmt.Sprintf("%s:%d", c.node, c.seq), period: period, deltas: deltas})
	}
	batches := append([]usageBatch(nil), c.replaying...)
	c.mu.Unlock()

	for _, b := range batches {
		if err := c.r.ReplayUsage(ctx, b.period, b.id, b.deltas); err != nil {
			return fmt.Errorf("cannot write back usage: %w", err)
		}
		c.mu.Lock()
		for i := range c.replaying {
			if c.replaying[i].id == b.id {
				c.replaying = append(c.replaying[:i], c.replaying[i+1:]...)
				break
			}
		}
		p := c.touchLocked(b.period)
		for acct, d := range b.deltas {
			p.used[acct] += d
		}
		c.mu.Unlock()
	}
	return nil
}

// replayingLocked returns what the batches being replayed hold for k.
func (c *Cluster) replayingLocked(k usageKey) int64 {
	var n int64
	for i := range c.replaying {
		if c.replaying[i].period == k.period {
			n += c.replaying[i].deltas[k.account]
		}
	}
	return n
}

// periodLocked returns the copy of period's counters, creating it empty.
func (c *Cluster) periodLocked(period string) *clusterPeriod {
	p := c.counters[period]
	if p == nil {
		p = &clusterPeriod{used: map[string]int64{}}
		c.counters[period] = p
	}
	return p
}

// touchLocked is periodLocked for a charge or a read of a counter: the period is
// in use, and the heartbeat keeps refreshing it for clusterPeriodIdle.
func (c *Cluster) touchLocked(period string) *clusterPeriod {
	p := c.periodLocked(period)
	p.touched = c.now()
	return p
}

// saw records a counter value read from Redis. Counters only grow, so an older
// read never lowers the copy.
func (c *Cluster) saw(period, account string, used int64) {
	c.mu.Lock()
	p := c.touchLocked(period)
	p.used[account] = max(p.used[account], used)
	c.mu.Unlock()
}

// load reads every counter of period into the copy, the first time only.
func (c *Cluster) load(ctx context.Context, period string) error {
	c.mu.Lock()
	_, ok := c.counters[period]
	c.mu.Unlock()
	if ok {
		return nil
	}
	return c.refresh(ctx, period)
}

// refresh reads every counter of period into the copy. Reading is not using: it
// leaves the period's last use as it was.
func (c *Cluster) refresh(ctx context.Context, period string) error {
	all, err := c.r.Usage(ctx, period)
	if err != nil {
		return err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	p := c.periodLocked(period)
	for acct, n := range all {
		p.used[acct] = max(p.used[acct], n)
	}
	return nil
}

// fail switches the node to local decisions after a Redis error.
func (c *Cluster) fail(err error) {
	if c.down.CompareAndSwap(false, true) {
		c.logf("cluster: Redis unavailable, deciding locally (rate limits and quota at 1/%d per node, usage buffered): %v", c.nodes.Load(), err)
		return
	}
	c.logErr.logf(c.logf, "cluster: %v", err)
}

// recover checks whether Redis is back; if so it writes back the buffered usage
// and returns the node to shared decisions.
func (c *Cluster) recover() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	if c.r.Ping(ctx) != nil {
		return
	}
	if err := c.replay(ctx); err != nil {
		c.logErr.logf(c.logf, "cluster: %v", err)
		return
	}
	n, err := c.r.Heartbeat(ctx, c.node, c.now(), clusterNodeTTL)
	if err != nil {
		return
	}
	c.nodes.Store(n)
	c.down.Store(false)
	c.logf("cluster: Redis is back; buffered usage written, deciding in Redis again")
}
