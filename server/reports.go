package server

import (
	"cmp"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/bytedance/sonic"
	"github.com/valyala/fasthttp"

	"scamcheck/engine"
	"scamcheck/server/store"
)

// Community reports (D18, D19): POST /v1/report, and the catalogue of reported
// and confirmed scams they feed, which the engine, the result cache and GET
// /v1/scams follow.

// reportRequest is the body of POST /v1/report. Its strings may point into the
// request buffer; they are copied before being kept.
type reportRequest struct {
	Content     string `json:"content"`
	ContentType string `json:"content_type"`
	ScamType    string `json:"scam_type"`
	Description string `json:"description"`
}

// maxDescriptionRunes is the longest report description, in code points (D12).
const maxDescriptionRunes = 500

// confirmAccounts is how many distinct accounts' reports confirm a scam (D19).
const confirmAccounts = 3

const scamTypeReason = "must be one of phishing_bank, phishing_other, fake_delivery, romance_scam, investment_scam, tech_support, lottery, other"

func (s *Server) handleReport(ctx *fasthttp.RequestCtx) {
	k := s.begin(ctx)
	if k == nil || !requireJSON(ctx) {
		return
	}
	s.idempotent(ctx, k, func() { s.report(ctx, k) })
}

func (s *Server) report(ctx *fasthttp.RequestCtx, k *keyEntry) {
	var in reportRequest
	body := ctx.PostBody()
	if err := sonic.Unmarshal(body, &in); err != nil {
		writeError(ctx, decodeError(body, reportSchema))
		return
	}
	content, reason := checkContent(in.Content)
	if reason != "" {
		writeError(ctx, invalid("content", reason))
		return
	}
	if in.ContentType == "" {
		writeError(ctx, invalid("content_type", "is required"))
		return
	}
	typ, ok := engine.ParseContentType(in.ContentType)
	if !ok {
		writeError(ctx, invalid("content_type", typeReason))
		return
	}
	if in.ScamType == "" {
		writeError(ctx, invalid("scam_type", "is required"))
		return
	}
	scamType, ok := engine.ParseScamType(in.ScamType)
	if !ok {
		writeError(ctx, invalid("scam_type", scamTypeReason))
		return
	}
	if !utf8.ValidString(in.Description) {
		writeError(ctx, invalid("description", "must be valid UTF-8"))
		return
	}
	if utf8.RuneCountInString(in.Description) > maxDescriptionRunes {
		writeError(ctx, invalid("description", "must be at most 500 characters"))
		return
	}
	sctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	r, created, err := s.cat.add(sctx, s, k, strings.Clone(content), typ, scamType, strings.Clone(in.Description))
	if err != nil {
		s.logErr.logf(s.logf, "%v", err)
		writeError(ctx, errUnavailable)
		return
	}
	out := append(make([]byte, 0, 128), '{')
	out = appendStringField(out, "id", r.ID)
	out = appendStringField(out, "status", "received")
	out = appendTimeField(out, "created_at", r.CreatedAt)
	out = append(out, '}')
	if created {
		ctx.SetStatusCode(fasthttp.StatusCreated)
	}
	ctx.SetContentType(contentTypeJSON)
	ctx.SetBody(out)
}

// subjectOf is the identity of reported content: a hash of its type and normalized form.
func subjectOf(typ engine.ContentType, norm []byte) string {
	h := sha256.New()
	h.Write([]byte{byte(typ)})
	h.Write(norm)
	return hex.EncodeToString(h.Sum(nil)[:16])
}

// catalogue is the live environment's known scams and candidates: one entry per
// reported subject, confirmed by confirmAccounts distinct accounts whose weights
// reach confirmEvidence (communityConfirms) or by an operator. Test-environment
// reports are stored but never enter it.
type catalogue struct {
	mu       sync.Mutex // serializes reports, confirmations and rejections
	subjects map[string]*scamEntry
	list     atomic.Pointer[[]store.KnownScam] // every entry, newest first_seen_at first
	// applied is the status each live report had when last counted, by id, so
	// that other nodes' reports count once (cluster_follow.go).
	applied map[string]string
	// reporters holds each account's live reports, for the weight of its next
	// one (trust.go).
	reporters map[string]*reporter
}

type scamEntry struct {
	rec      store.KnownScam
	typ      engine.ContentType
	reports  int      // live reports not rejected: one per account
	evidence int      // their summed weights (thousandths)
	pending  []string // ids of the pending reports
	votes    [engine.NumScamTypes]int
}

func (e *scamEntry) topType() string {
	best, bestN := engine.ScamOther, 0
	for t, n := range e.votes {
		if n > bestN {
			best, bestN = engine.ScamType(t), n
		}
	}
	return best.String()
}

// load rebuilds the catalogue from the store and replays reports and confirmed
// scams into the engine.
func (c *catalogue) load(ctx context.Context, s *Server) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.subjects = map[string]*scamEntry{}
	c.applied = map[string]string{}
	c.reporters = map[string]*reporter{}
	known, err := s.st.KnownScams(ctx, envLive)
	if err != nil {
		return fmt.Errorf("cannot load known scams: %w", err)
	}
	for _, k := range known {
		typ, _ := engine.ParseContentType(k.ContentType)
		e := &scamEntry{rec: k, typ: typ}
		c.subjects[k.Subject] = e
		if k.Confirmed {
			st, _ := engine.ParseScamType(k.ScamType)
			s.eng.AddKnownScam(engine.KnownScam{Content: []byte(k.Content), Type: typ, ScamType: st, Brand: k.Brand, WholeHost: k.WholeHost, Source: "confirmed"})
		}
	}
	reports, err := s.st.Reports(ctx, envLive, "")
	if err != nil {
		return fmt.Errorf("cannot load reports: %w", err)
	}
	for i := range reports {
		r := &reports[i]
		c.applied[r.ID] = r.Status
		c.noteReport(r)
		if r.Status == store.ReportRejected {
			continue
		}
		typ, _ := engine.ParseContentType(r.ContentType)
		st, _ := engine.ParseScamType(r.ScamType)
		s.eng.AddReport(engineReport(r))
		// A report stored without its catalogue entry gets one now.
		c.entryOf(r, typ).count(r, st)
	}
	for _, e := range c.subjects {
		before := e.rec
		e.rec.ReportCount = e.reports
		if e.reports > 0 {
			e.rec.ScamType = e.topType()
		}
		// The stored count is set to the count of the stored reports: it repairs a
		// record whose write failed after its report was stored.
		ch := scamChange{recount: true}
		if !e.rec.Confirmed && communityConfirms(e) && !s.eng.Protected([]byte(e.rec.Content), e.typ) {
			s.confirm(ctx, e, "community")
			ch.confirm = true
		}
		if e.rec != before {
			s.score(e)
			if err := c.storeEntry(ctx, s, e, ch); err != nil {
				return err
			}
		}
	}
	c.publish()
	return nil
}

// entryOf returns the entry of r's subject, of content type typ, making it when r
// is the first report of its subject: first seen when r was made.
func (c *catalogue) entryOf(r *store.Report, typ engine.ContentType) *scamEntry {
	if e := c.subjects[r.Subject]; e != nil {
		return e
	}
	e := &scamEntry{typ: typ, rec: store.KnownScam{ID: scamID(r.Subject), Env: envLive, Subject: r.Subject,
		Content: r.Normalized, ContentType: typ.String(), ScamType: engine.ScamOther.String(), FirstSeenAt: r.CreatedAt}}
	c.subjects[r.Subject] = e
	return e
}

// count adds one non-rejected report to e.
func (e *scamEntry) count(r *store.Report, st engine.ScamType) {
	e.reports++
	e.evidence += weightOf(r)
	e.votes[st]++
	if r.Status == store.ReportPending {
		e.pending = append(e.pending, r.ID)
	}
}

// add stores a report (durably, before it returns) unless the account already
// reported the same content; live reports then count in the engine at once, with
// their account's weight, and may confirm the content as a known scam.
func (c *catalogue) add(ctx context.Context, s *Server, k *keyEntry, content string, typ engine.ContentType, scamType engine.ScamType, description string) (*store.Report, bool, error) {
	norm, _ := s.eng.Normalize(nil, []byte(content), typ)
	now := s.now()
	r := &store.Report{ID: newID(prefixReport), AccountID: k.acct.id, Env: k.env, Subject: subjectOf(typ, norm),
		Content: content, Normalized: string(norm), ContentType: typ.String(), ScamType: scamType.String(),
		Description: description, Status: store.ReportPending, CreatedAt: now}
	c.mu.Lock()
	defer c.mu.Unlock()
	e := c.subjects[r.Subject]
	if k.env == envLive {
		r.Weight = reportWeight(k.acct, c.reporters[k.acct.id], now)
		if e != nil && e.rec.Confirmed {
			r.Status = store.ReportConfirmed
		}
	}
	stored, created, err := s.st.AddReport(ctx, r)
	if err != nil {
		return nil, false, fmt.Errorf("cannot store report: %w", err)
	}
	if !created || k.env != envLive {
		return stored, created, nil
	}
	c.applied[stored.ID] = stored.Status
	c.noteReport(stored)
	s.eng.AddReport(engine.Report{Content: []byte(content), Type: typ, ScamType: scamType, Account: k.acct.id, At: now.Unix(), Weight: weightOf(stored)})
	e = c.entryOf(r, typ)
	e.count(stored, scamType)
	s.evict(e) // the report counts at once, also for content checked before it
	e.rec.ReportCount = e.reports
	e.rec.ScamType = e.topType()
	s.score(e)
	ch := scamChange{reports: 1}
	if !e.rec.Confirmed && communityConfirms(e) && !s.eng.Protected([]byte(content), typ) {
		s.confirm(ctx, e, "community")
		s.score(e)
		ch.confirm = true
	}
	if err := c.storeEntry(ctx, s, e, ch); err != nil {
		return nil, false, err
	}
	c.publish()
	return stored, true, nil
}

// scamChange is what this node changes in a known scam's stored record. The
// record is shared by every node and written by compare-and-set on its version
// (store.UpdateKnownScam), so a change is expressed as what this node did, and
// applied to the freshest record as many times as the write loses to another
// node's: nothing another node wrote meanwhile is lost, and the report count is
// exact whatever the order of the writes.
type scamChange struct {
	// reports is added to the stored count: +1 for a report this node stored, -1
	// for one it rejected, +1 for one it took back from rejected.
	reports int
	// recount sets the stored count to this node's count instead (load: every
	// stored report counted).
	recount bool
	// confirm confirms the record (on the whole host with the entry's WholeHost);
	// unconfirm withdraws its confirmation.
	confirm, unconfirm bool
}

// apply returns the record to store: cur (nil when none is stored) with the change
// made and this node's analysis of the content (scam type when it counts reports,
// score, brand), or nil when that would change none of the count, confirmation,
// scam type and first sighting (a score alone is not worth a write).
func (ch scamChange) apply(cur *store.KnownScam, e *scamEntry) *store.KnownScam {
	next := e.rec // no record stored yet: this node's, counting from 0
	next.ReportCount = 0
	if cur != nil {
		next = *cur
		next.Score = e.rec.Score
		if e.rec.Brand != "" {
			next.Brand = e.rec.Brand
		}
		if e.reports > 0 {
			next.ScamType = e.rec.ScamType
		}
		if e.rec.FirstSeenAt.Before(next.FirstSeenAt) {
			next.FirstSeenAt = e.rec.FirstSeenAt
		}
	}
	next.ReportCount += ch.reports
	if ch.recount {
		next.ReportCount = e.reports
	}
	switch {
	case ch.confirm:
		next.Confirmed, next.WholeHost = true, next.WholeHost || e.rec.WholeHost
	case ch.unconfirm:
		next.Confirmed, next.WholeHost = false, false
	}
	if cur != nil && next.ReportCount == cur.ReportCount && next.Confirmed == cur.Confirmed &&
		next.WholeHost == cur.WholeHost && next.ScamType == cur.ScamType && next.FirstSeenAt.Equal(cur.FirstSeenAt) {
		return nil
	}
	return &next
}

// storeEntry writes ch to e's stored record, retried on the freshest record until
// it holds, then merges the record as stored into e (applyKnownLocked), as if
// this node had heard of it: a confirmation another node wrote meanwhile takes
// effect here at once, and the change message of this write, when it comes back,
// is known by its version. The caller holds c.mu.
func (c *catalogue) storeEntry(ctx context.Context, s *Server, e *scamEntry, ch scamChange) error {
	rec, _, err := store.UpdateKnownScam(ctx, s.st, e.rec.ID, func(cur *store.KnownScam) *store.KnownScam {
		return ch.apply(cur, e)
	})
	if err != nil {
		return err
	}
	if rec != nil {
		c.applyKnownLocked(ctx, s, rec)
	}
	return nil
}

// confirm makes e a confirmed known scam: the engine's cache layer knows it from
// now on, its cached check results are dropped and its pending reports are marked
// confirmed. The caller holds c.mu; a node that decides the confirmation stores
// it (storeEntry), one that follows another node's does not.
func (s *Server) confirm(ctx context.Context, e *scamEntry, source string) {
	e.rec.Confirmed = true
	st, _ := engine.ParseScamType(e.rec.ScamType)
	content := []byte(e.rec.Content)
	s.eng.AddKnownScam(engine.KnownScam{Content: content, Type: e.typ, ScamType: st, Brand: e.rec.Brand, WholeHost: e.rec.WholeHost, Source: source})
	s.evictFor(e, e.rec.WholeHost)
	for _, id := range e.pending {
		if _, err := s.st.SetReportStatus(ctx, id, store.ReportConfirmed); err != nil {
			s.logErr.logf(s.logf, "cannot mark report %s confirmed: %v", id, err)
		}
	}
	e.pending = nil
}

// unconfirm withdraws e's confirmation: an operator's rejections left fewer than
// confirmAccounts reports standing (the operator's latest decision wins; confirming
// a remaining report confirms it again). The cache layer stops matching it, on its
// host too, and its cached results go. The caller holds c.mu; the operator's node
// stores the withdrawal (storeEntry), the others follow it.
func (s *Server) unconfirm(e *scamEntry) {
	st, _ := engine.ParseScamType(e.rec.ScamType)
	s.eng.RemoveKnownScam(engine.KnownScam{Content: []byte(e.rec.Content), Type: e.typ, ScamType: st, WholeHost: e.rec.WholeHost})
	s.evictFor(e, e.rec.WholeHost)
	e.rec.Confirmed, e.rec.WholeHost = false, false
}

// evict drops the cached check results of e's content, whose analysis just changed.
// Checks name the type or let it be detected: both cache entries go. A whole-host
// decision changes the answer for every URL on that host, which the cache cannot
// name: then every result cached so far goes (such decisions are rare).
func (s *Server) evict(e *scamEntry) {
	s.evictFor(e, false)
}

func (s *Server) evictFor(e *scamEntry, wholeHost bool) {
	now := s.now()
	if wholeHost {
		s.cache.evictAll(now)
		return
	}
	content := []byte(e.rec.Content)
	s.cache.evict(envLive, e.typ, content, now)
	// A check keys its result under the type it was analysed as: the one detected,
	// or the hinted one, which a mismatching hint turns into the detected one.
	if norm, detected := s.eng.Normalize(nil, content, engine.TypeUnknown); detected != e.typ {
		s.cache.evict(envLive, detected, norm, now)
	}
	if norm, hinted := s.eng.Normalize(nil, content, e.typ); hinted != e.typ {
		s.cache.evict(envLive, hinted, norm, now)
	}
}

// score sets e's score and brand to what an analysis of its content says now.
func (s *Server) score(e *scamEntry) {
	st := acquireState()
	defer releaseState(st)
	st.ereq = engine.Request{Content: st.contentBytes(e.rec.Content), Type: e.typ, Now: s.now().Unix()}
	s.eng.Analyze(&st.ereq, &st.res)
	e.rec.Score = st.res.Score
	if st.res.Brand != "" {
		e.rec.Brand = st.res.Brand
	}
}

// publish swaps in a fresh sorted list of the entries. The caller holds c.mu.
func (c *catalogue) publish() {
	list := make([]store.KnownScam, 0, len(c.subjects))
	for _, e := range c.subjects {
		if e.reports > 0 || e.rec.Confirmed {
			list = append(list, e.rec)
		}
	}
	sortScams(list)
	c.list.Store(&list)
}

// sortScams orders scams newest first_seen_at first, ties by id (D20).
func sortScams(list []store.KnownScam) {
	slices.SortFunc(list, func(a, b store.KnownScam) int {
		if c := b.FirstSeenAt.Compare(a.FirstSeenAt); c != 0 {
			return c
		}
		return cmp.Compare(a.ID, b.ID)
	})
}

// setStatus applies an operator's decision on a report (D19, D20b): confirming
// confirms its content as a known scam; rejecting stops it counting towards a
// community confirmation.
//
// wholeHost, with a confirmation of a URL, marks its whole host as a scam host
// (D13); the engine refuses it for a brand's official or a popular domain.
func (c *catalogue) setStatus(ctx context.Context, s *Server, id, status string, wholeHost bool) (*store.Report, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	r, err := s.st.Report(ctx, id)
	if err != nil {
		return nil, err
	}
	// Confirming again is not a no-op when it widens to the host, or when the
	// subject's confirmation was withdrawn since (unconfirm).
	e0 := c.subjects[r.Subject]
	reconfirm := status == store.ReportConfirmed && (wholeHost || (r.Env == envLive && (e0 == nil || !e0.rec.Confirmed)))
	if r.Status == status && !reconfirm {
		return r, nil
	}
	if r.Env == envLive {
		c.applyLocked(s, r) // in cluster mode, a report this node has not heard of yet
	}
	previous, err := s.st.SetReportStatus(ctx, id, status)
	if err != nil {
		return nil, err
	}
	old := r.Status
	r.Status = status
	if r.Env != envLive {
		return r, nil
	}
	// The stored count follows the transition this write made, from the status
	// it replaced: of two operators deciding on one report at once on two nodes,
	// only the first to reject it takes it off the count.
	var ch scamChange
	switch {
	case previous == store.ReportRejected && status != store.ReportRejected:
		ch.reports = 1
	case previous != store.ReportRejected && status == store.ReportRejected:
		ch.reports = -1
	}
	c.applied[id] = status
	c.noteStatus(r.AccountID, old, status)
	typ, _ := engine.ParseContentType(r.ContentType)
	st, _ := engine.ParseScamType(r.ScamType)
	e := c.entryOf(r, typ)
	e.pending = slices.DeleteFunc(e.pending, func(p string) bool { return p == id })
	er := engineReport(r)
	switch {
	case status == store.ReportConfirmed:
		if old == store.ReportRejected {
			e.count(r, st)
			s.eng.AddReport(er)
		}
		switch {
		case !e.rec.Confirmed:
			e.rec.WholeHost = wholeHost && typ == engine.TypeURL
			s.confirm(ctx, e, "operator")
			ch.confirm = true
		case wholeHost && !e.rec.WholeHost && typ == engine.TypeURL:
			e.rec.WholeHost = true // already confirmed: widen to the host
			s.confirm(ctx, e, "operator")
			ch.confirm = true
		}
	case status == store.ReportRejected && old != store.ReportRejected:
		e.reports--
		e.evidence -= weightOf(r)
		e.votes[st]--
		s.eng.RemoveReport(er) // a rejected report stops counting in the community layer at once
		s.evict(e)
		if e.rec.Confirmed && e.reports < confirmAccounts {
			s.unconfirm(e)
			ch.unconfirm = true
		}
	}
	e.rec.ReportCount = e.reports
	if e.reports > 0 {
		e.rec.ScamType = e.topType()
	}
	s.score(e)
	if err := c.storeEntry(ctx, s, e, ch); err != nil {
		return nil, err
	}
	c.publish()
	return r, nil
}
