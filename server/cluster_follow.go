package server

import (
	"context"
	"errors"
	"slices"
	"sync"
	"time"

	"scamcheck/engine"
	"scamcheck/server/store"
)

// Following other nodes. In cluster mode the store's Watch delivers every node's
// writes, this node's included. Account and key changes rebuild the key table
// (Server.watch); report and known-scam changes reach the follower here, which
// applies them to this node's engine and catalogue. The catalogue remembers the
// status of every live report it counted (catalogue.applied), so a report counts
// exactly once per node whether it was written here (catalogue.add) or elsewhere,
// and a later status change is applied as a transition.
//
// Pub/sub does not replay what was published while a node's subscription was
// down, so when the store becomes reachable again after a failure the follower
// resyncs: it rebuilds the key table and applies every report and known scam it
// has not seen, once at once and once more followerResyncDelay later (the
// subscription reconnects on its own schedule).

const (
	// followerPingInterval is how often the follower checks that the store answers.
	followerPingInterval = time.Second
	// followerResyncDelay is the delay of the second resync after a recovery.
	followerResyncDelay = 2 * time.Second
	// followerTimeout bounds one store read of the follower.
	followerTimeout = 10 * time.Second
)

// follower applies other nodes' report and known-scam changes in order, on its
// own goroutine, so that the store's watcher never waits for the engine.
type follower struct {
	s *Server

	mu    sync.Mutex
	queue []store.Change
	wake  chan struct{}
	done  chan struct{}
}

// followOthers starts the follower when the store is shared by several nodes
// (it implements store.Shared); it returns nil otherwise. The follower runs until
// ctx is done.
func (s *Server) followOthers(ctx context.Context) *follower {
	st := s.st
	if o, ok := st.(observedStore); ok {
		st = o.Store
	}
	if _, shared := st.(store.Shared); !shared {
		return nil
	}
	f := &follower{s: s, wake: make(chan struct{}, 1), done: make(chan struct{})}
	go f.run(ctx)
	return f
}

// push queues a report or known-scam change; it ignores other kinds. A nil
// follower ignores everything.
func (f *follower) push(c store.Change) {
	if f == nil || (c.Kind != store.ChangeReport && c.Kind != store.ChangeKnownScam) {
		return
	}
	f.mu.Lock()
	f.queue = append(f.queue, c)
	f.mu.Unlock()
	select {
	case f.wake <- struct{}{}:
	default:
	}
}

// wait returns once the follower has stopped.
func (f *follower) wait() {
	if f != nil {
		<-f.done
	}
}

func (f *follower) run(ctx context.Context) {
	defer close(f.done)
	ping := time.NewTicker(followerPingInterval)
	defer ping.Stop()
	var resync <-chan time.Time
	reachable := true
	var batch []store.Change
	for {
		select {
		case <-ctx.Done():
			return
		case <-f.wake:
			f.mu.Lock()
			batch, f.queue = f.queue, batch[:0]
			f.mu.Unlock()
			for _, c := range batch {
				if err := f.apply(ctx, c); err != nil && ctx.Err() == nil {
					f.s.logErr.logf(f.s.logf, "cannot follow %s %s: %v", c.Kind, c.ID, err)
				}
			}
		case <-ping.C:
			pctx, cancel := context.WithTimeout(ctx, followerPingInterval)
			err := f.s.st.Ping(pctx)
			cancel()
			switch {
			case err != nil:
				reachable = false
			case !reachable:
				reachable = true
				f.resync(ctx)
				resync = time.After(followerResyncDelay)
			}
		case <-resync:
			resync = nil
			f.resync(ctx)
		}
	}
}

func (f *follower) apply(ctx context.Context, c store.Change) error {
	ctx, cancel := context.WithTimeout(ctx, followerTimeout)
	defer cancel()
	s, cat := f.s, &f.s.cat
	cat.mu.Lock()
	defer cat.mu.Unlock()
	// Read under the catalogue's lock: no write of this node is half done, so
	// what the store holds is at least as new as the catalogue.
	switch c.Kind {
	case store.ChangeReport:
		r, err := s.st.Report(ctx, c.ID)
		if errors.Is(err, store.ErrNotFound) {
			return nil
		}
		if err != nil {
			return err
		}
		if cat.applyLocked(s, r) {
			cat.publish()
		}
	case store.ChangeKnownScam:
		k, err := s.st.KnownScam(ctx, c.ID)
		if errors.Is(err, store.ErrNotFound) {
			return nil
		}
		if err != nil {
			return err
		}
		if cat.applyKnownLocked(ctx, s, k) {
			cat.publish()
		}
	}
	return nil
}

// resync rebuilds the key table and applies every live report and known scam the
// node missed.
func (f *follower) resync(ctx context.Context) {
	s, cat := f.s, &f.s.cat
	ctx, cancel := context.WithTimeout(ctx, followerTimeout)
	defer cancel()
	if err := s.reloadAuth(ctx); err != nil {
		s.logErr.logf(s.logf, "cannot resync keys: %v", err)
		return
	}
	cat.mu.Lock()
	defer cat.mu.Unlock()
	reports, err := s.st.Reports(ctx, envLive, "")
	if err != nil {
		s.logErr.logf(s.logf, "cannot resync reports: %v", err)
		return
	}
	changed := false
	for i := range reports {
		changed = cat.applyLocked(s, &reports[i]) || changed
	}
	known, err := s.st.KnownScams(ctx, envLive)
	if err != nil {
		s.logErr.logf(s.logf, "cannot resync known scams: %v", err)
	}
	for i := range known {
		changed = cat.applyKnownLocked(ctx, s, &known[i]) || changed
	}
	if changed {
		cat.publish()
	}
}

// applyLocked brings the catalogue and the engine up to date with r, a live report
// as stored, and reports whether anything changed. A report counts in the engine
// and the catalogue while it is not rejected; c.applied holds the status it was
// last applied with. The rules of catalogue.add and catalogue.setStatus follow the
// count: the report that meets communityConfirms confirms the content, even
// when each account reported it on another node at the same moment, and a
// rejection that leaves fewer withdraws a confirmation, as on the operator's node.
// The caller holds c.mu.
func (c *catalogue) applyLocked(s *Server, r *store.Report) bool {
	if r.Env != envLive {
		return false
	}
	old, seen := c.applied[r.ID]
	if seen && old == r.Status {
		return false
	}
	typ, _ := engine.ParseContentType(r.ContentType)
	st, _ := engine.ParseScamType(r.ScamType)
	e := c.entryOf(r, typ)
	er := engineReport(r)
	if seen {
		c.noteStatus(r.AccountID, old, r.Status)
	} else {
		c.noteReport(r)
	}
	wasCounted := seen && old != store.ReportRejected
	counted := r.Status != store.ReportRejected
	switch {
	case counted && !wasCounted:
		s.eng.AddReport(er)
		e.reports++
		e.evidence += weightOf(r)
		e.votes[st]++
	case !counted && wasCounted:
		s.eng.RemoveReport(er)
		e.reports--
		e.evidence -= weightOf(r)
		e.votes[st]--
		if e.rec.Confirmed && e.reports < confirmAccounts {
			s.unconfirm(e)
		}
	}
	e.pending = slices.DeleteFunc(e.pending, func(id string) bool { return id == r.ID })
	if r.Status == store.ReportPending {
		e.pending = append(e.pending, r.ID)
	}
	c.applied[r.ID] = r.Status
	e.rec.ReportCount = e.reports
	if e.reports > 0 {
		e.rec.ScamType = e.topType()
	}
	s.score(e)
	if counted && !wasCounted && !e.rec.Confirmed && communityConfirms(e) && !s.eng.Protected(er.Content, typ) {
		// Every node that counts the third report confirms; the writes agree.
		ctx, cancel := context.WithTimeout(context.Background(), followerTimeout)
		defer cancel()
		s.confirm(ctx, e, "community")
		s.score(e)
		if err := c.storeEntry(ctx, s, e, scamChange{confirm: true}); err != nil {
			s.logErr.logf(s.logf, "%v", err)
		}
	}
	return true
}

// applyKnownLocked merges k, a known scam as stored, into this node's record of
// its subject, and reports whether the record changed. It is called with the
// record read after a change message (another node's write, or this node's own
// heard back), and with the record each write of this node stored (storeEntry).
//
// Versions order the records of one id: a record at or below the version this
// node has merged already changes nothing, so that a message that comes late, or
// twice, or a Redis that failed over to a replica which had not received the
// newest write, never replaces a newer record with an older one. A record at
// version 0 was written by a build before versions (during a rolling upgrade):
// it is merged, and the versions written over it count from it again. Builds
// before derived ids could store two records for one subject (two nodes seeing
// its first report at once); their versions do not compare, and the record's id
// is that of the last one heard, as every node hears them in the same order.
//
// A confirmation, and its widening to the whole host, is taken from k: the content
// (or host) enters the engine's cache layer and cached check results go, as in
// Server.confirm. The report count, scam type and score stay this node's own,
// from the reports it has counted: the stored count is the same number once this
// node has heard of every report. A withdrawn confirmation reaches this node as
// the rejected report that withdrew it (applyLocked), as on the operator's node,
// not from k. The caller holds c.mu.
func (c *catalogue) applyKnownLocked(ctx context.Context, s *Server, k *store.KnownScam) bool {
	if k.Env != envLive {
		return false
	}
	e := c.subjects[k.Subject]
	switch {
	case e == nil:
		typ, _ := engine.ParseContentType(k.ContentType)
		e = &scamEntry{typ: typ, rec: *k}
		e.rec.ReportCount, e.rec.Confirmed, e.rec.WholeHost, e.rec.Version = 0, false, false, 0
		c.subjects[k.Subject] = e
	case k.ID == e.rec.ID && k.Version > 0 && k.Version <= e.rec.Version:
		return false // merged already, or older than what was
	}
	before := e.rec
	e.rec.ID, e.rec.Version = k.ID, k.Version
	if k.FirstSeenAt.Before(e.rec.FirstSeenAt) {
		e.rec.FirstSeenAt = k.FirstSeenAt
	}
	if e.reports == 0 {
		e.rec.ScamType = k.ScamType
	}
	if e.rec.Brand == "" {
		e.rec.Brand = k.Brand
	}
	if k.Confirmed && (!e.rec.Confirmed || k.WholeHost && !e.rec.WholeHost) {
		e.rec.WholeHost = e.rec.WholeHost || k.WholeHost
		s.confirm(ctx, e, "confirmed")
	}
	s.score(e)
	return !sameScam(&before, &e.rec)
}

// sameScam reports whether a and b are the same record, whatever the location
// and monotonic reading of their times.
func sameScam(a, b *store.KnownScam) bool {
	x, y := *a, *b
	if !x.FirstSeenAt.Equal(y.FirstSeenAt) {
		return false
	}
	x.FirstSeenAt, y.FirstSeenAt = time.Time{}, time.Time{}
	return x == y
}
