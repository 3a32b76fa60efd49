package server

import (
	"context"
	"slices"
	"time"

	"github.com/cespare/xxhash/v2"

	"scamcheck/server/store"
)

// The background half of leases (lease.go): every leaseTick, one Lease script per
// period in use renews the leases that saw demand, reports what was charged under
// them as one numbered batch, keeps the reservations alive and gives back idle
// leases. Calls are serialized by Cluster.leaseMu, with the renewals requests
// make at once.
//
// What a quota reservation holds in Redis is set, not added to: a lease's credit
// (what it may still charge plus what it charged and put in no batch), plus what
// it put in a batch the call does not carry. Redis's counter and the reservations
// therefore never count less than the node charged or may charge, whichever
// calls failed: a lost answer costs reserved quota until the next call, never an
// overrun.

// settleMode is what a settle does.
type settleMode int

const (
	settleTick   settleMode = iota // renew, report, give back idle leases
	settleReport                   // report what was charged (Flush)
	settleFinal                    // report and give back everything (Close)
)

// leaseBatch is the analyses charged under leases of one period, reported under a
// number until Redis acknowledges them (store.Redis.Lease adds a batch once).
type leaseBatch struct {
	seq    int64
	period string
	open   bool // built by the settle in progress: leases may join it
	leases []*quotaLease
}

// leasePart is one item of a Lease call and what its answer applies to.
type leasePart struct {
	account string
	item    store.LeaseItem
	lease   *accountLease
	rate    *rateLease  // the item renews or gives back rate tokens
	quota   *quotaLease // the item reports or renews a quota lease
	release bool        // the quota lease gave back what it held
}

// leaseLoop runs settleTick every tick until Close.
func (c *Cluster) leaseLoop() {
	defer c.wg.Done()
	t := time.NewTicker(c.lease.tick)
	defer t.Stop()
	for {
		select {
		case <-c.stop:
			return
		case <-t.C:
		}
		if c.down.Load() {
			continue
		}
		if err := c.settle(context.Background(), settleTick); err != nil {
			c.fail(err)
		}
	}
}

// settle makes one Lease call per period with something to renew, report or give
// back.
func (c *Cluster) settle(ctx context.Context, mode settleMode) error {
	c.leaseMu.Lock()
	defer c.leaseMu.Unlock()
	now := c.now()
	if c.batch != nil {
		c.batch.open = false // unacknowledged: carried as it is
	}
	calls := map[string][]leasePart{}
	ratePeriod := livePeriod(now)
	for i := range c.leases {
		s := &c.leases[i]
		s.mu.RLock()
		accounts := make([]string, 0, len(s.m))
		leases := make([]*accountLease, 0, len(s.m))
		for a, l := range s.m {
			accounts = append(accounts, a)
			leases = append(leases, l)
		}
		s.mu.RUnlock()
		for j, l := range leases {
			if p, ok := c.settleRate(accounts[j], &l.rate, mode, now); ok {
				calls[ratePeriod] = append(calls[ratePeriod], p)
			}
			l.mu.Lock()
			qs := slices.Clone(l.quotas)
			l.mu.Unlock()
			for _, q := range qs {
				p, ok := c.settleQuota(accounts[j], q, mode, now)
				p.lease = l
				if ok {
					calls[q.period] = append(calls[q.period], p)
				} else if p.release {
					c.retireIfEmpty(l, q)
				}
			}
		}
	}
	if c.batch != nil {
		c.batch.open = false
	}
	for period, parts := range calls {
		if err := c.settleCall(ctx, period, parts, now); err != nil {
			return err
		}
	}
	return nil
}

// settleRate is the rate part of a settle for one account, if any.
func (c *Cluster) settleRate(account string, r *rateLease, mode settleMode, now time.Time) (leasePart, bool) {
	perMinute := r.perMinute.Load()
	if perMinute <= 0 || mode == settleReport {
		return leasePart{}, false
	}
	left := r.left.Load()
	used := r.base - left
	dried := r.dried.Swap(false)
	if used > 0 || dried {
		r.lastUse = now
	}
	p := leasePart{account: account, rate: r, item: store.LeaseItem{Account: account, RatePerMinute: perMinute}}
	if mode == settleFinal || now.Sub(r.lastUse) >= leaseIdle {
		r.base, r.target = 0, 0
		p.item.RateReturn = r.left.Swap(0)
		return p, p.item.RateReturn > 0
	}
	r.base = left
	if used == 0 && !dried {
		return leasePart{}, false
	}
	target := max(leaseAhead*used, r.target/2, leaseStart)
	if dried {
		target = max(target, 2*r.target)
	}
	r.target = min(target, rateLeaseCap(perMinute))
	if want := r.target - left; want >= max(r.target/4, 1) {
		p.item.RateWant = want
		return p, true
	}
	return leasePart{}, false
}

// settleQuota is the part of a settle for one quota lease, if any.
func (c *Cluster) settleQuota(account string, q *quotaLease, mode settleMode, now time.Time) (leasePart, bool) {
	p := leasePart{account: account, quota: q}
	var used int64
	var dried bool
	if mode != settleReport {
		left := q.left.Load()
		used, dried = q.base-left, q.dried.Swap(false)
		if used > 0 || dried || q.lastUse.IsZero() {
			q.lastUse = now
		}
		q.base = left
		if mode == settleFinal || now.Sub(q.lastUse) >= leaseIdle {
			q.credit -= q.left.Swap(0)
			q.base, q.target = 0, 0
			p.release = true
		}
	}
	// What was charged joins the batch being built, if it is of this period.
	if unreported := q.credit - q.left.Load(); unreported > 0 && (c.batch == nil || c.batch.open && c.batch.period == q.period) {
		if c.batch == nil {
			c.batchSeq++
			c.batch = &leaseBatch{seq: c.batchSeq, period: q.period, open: true}
		}
		c.batch.leases = append(c.batch.leases, q)
		q.inBatch += unreported
		q.credit -= unreported
	}
	p.item = c.quotaItem(account, q, c.batch != nil && c.batch.period == q.period && q.inBatch > 0)
	if mode == settleTick && !p.release && !q.unlimited && (used > 0 || dried) {
		left := q.left.Load()
		target := max(leaseAhead*used, q.target/2, leaseStart)
		if dried {
			target = max(target, 2*q.target)
		}
		q.target = min(target, c.quotaLeaseCap(q.limit.Load(), 1))
		// A lease that fell short asks even for little: the answer also says
		// what Redis has left, which the requests refused meanwhile went by.
		if want := q.target - left; want >= max(q.target/4, 1) || dried {
			p.item.QuotaWant = max(want, 1)
		}
	}
	held := !q.unlimited && (q.credit > 0 || q.inBatch > 0 || p.release)
	needed := p.item.Used > 0 || p.item.QuotaWant > 0 || (held && (p.release || now.Sub(q.refreshed) >= leaseRefresh))
	return p, needed
}

// settleCall runs one Lease call of a settle and applies its answer.
func (c *Cluster) settleCall(ctx context.Context, period string, parts []leasePart, now time.Time) error {
	items := make([]store.LeaseItem, len(parts))
	for i := range parts {
		items[i] = parts[i].item
	}
	var batch int64
	b := c.batch
	if b != nil && b.period == period {
		batch = b.seq
	}
	ctx, cancel := context.WithTimeout(ctx, clusterCallTimeout)
	grants, err := c.r.Lease(ctx, c.node, period, batch, now, leaseTTL, items)
	cancel()
	if err != nil {
		return err
	}
	for i, p := range parts {
		if p.rate != nil {
			c.grantRate(p.rate, p.item.RateWant, grants[i], now)
		}
		if p.quota != nil {
			c.grantQuota(p.account, p.quota, grants[i], now)
		}
	}
	if batch != 0 {
		for _, q := range b.leases {
			q.inBatch = 0
		}
		c.batch = nil
	}
	for _, p := range parts {
		if p.release {
			c.retireIfEmpty(p.lease, p.quota)
		}
	}
	return nil
}

// retireIfEmpty forgets q once it holds nothing and has nothing to report; a
// request still holding it looks the account's lease up again.
func (c *Cluster) retireIfEmpty(l *accountLease, q *quotaLease) {
	if q.credit != 0 || q.inBatch != 0 || q.left.Load() != 0 {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if i := slices.Index(l.quotas, q); i >= 0 {
		l.quotas = slices.Delete(l.quotas, i, i+1)
	}
	q.retired.Store(true)
	l.quota.CompareAndSwap(q, nil)
}

// leaseUnreported returns what this node charged to account in period under its
// leases and Redis has not acknowledged.
func (c *Cluster) leaseUnreported(account, period string) int64 {
	c.leaseMu.Lock()
	defer c.leaseMu.Unlock()
	s := &c.leases[xxhash.Sum64String(account)%uint64(len(c.leases))]
	s.mu.RLock()
	l := s.m[account]
	s.mu.RUnlock()
	if l == nil {
		return 0
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	var n int64
	for _, q := range l.quotas {
		if q.period == period {
			n += q.credit - q.left.Load() + q.inBatch
		}
	}
	return n
}

// leaseBuffered returns every analysis charged under leases that Redis has not
// acknowledged.
func (c *Cluster) leaseBuffered() int64 {
	c.leaseMu.Lock()
	defer c.leaseMu.Unlock()
	var n int64
	for i := range c.leases {
		s := &c.leases[i]
		s.mu.RLock()
		for _, l := range s.m {
			l.mu.Lock()
			for _, q := range l.quotas {
				n += q.credit - q.left.Load() + q.inBatch
			}
			l.mu.Unlock()
		}
		s.mu.RUnlock()
	}
	return n
}
