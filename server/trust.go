package server

import (
	"time"

	"scamcheck/engine"
	"scamcheck/server/store"
)

// How much a community report counts. Three accounts must not be able to make a
// page a scam for everyone, so a live report weighs by the account that made it,
// in thousandths:
//
//	weight = 1000 × plan × age × record × burst, at least 1
//
//   - plan: business and enterprise 1, starter 0.6, free and premium 0.3;
//   - age of the account when it reports: 0.2 on its first day, rising linearly
//     to 1 at 30 days;
//   - record: (1 - r)², r being the share of the account's earlier live reports
//     that operators rejected;
//   - burst: 1 with fewer than 3 of the account's reports in the hour before,
//     else 3/(n+1) for n of them (10 in the hour: 0.27 each).
//
// The weight is fixed when the report is made and stored with it, so that every
// node and every restart counts it the same. Test-key reports have none: they
// never count. The community layer sums the weights per reporting account, each
// account counting at most 1 (engine.communityScore); content is confirmed
// automatically once three accounts reported it and their weights reach
// confirmEvidence, never on a brand's official or a popular domain.

const (
	// confirmEvidence is the summed weight that confirms content, with
	// confirmAccounts distinct accounts: three fully trusted accounts.
	confirmEvidence = 3000
	// trustedAge is the account age from which its reports weigh fully.
	trustedAge = 30 * 24 * time.Hour
	// burstWindow and burstFree: reports of one account in the window before a
	// report beyond burstFree make it weigh less.
	burstWindow = time.Hour
	burstFree   = 3
)

// reporter is what the catalogue knows of an account's live reports, for the
// weight of its next one.
type reporter struct {
	reports, rejected int
	recent            []time.Time // report times, the last burstWindow's
}

// note records a report made at t.
func (h *reporter) note(t time.Time) {
	keep := h.recent[:0]
	for _, x := range h.recent {
		if t.Sub(x) < burstWindow {
			keep = append(keep, x)
		}
	}
	h.recent = append(keep, t)
}

// within returns how many reports were made in the burstWindow before now.
func (h *reporter) within(now time.Time) int {
	n := 0
	for _, x := range h.recent {
		if d := now.Sub(x); d >= 0 && d < burstWindow {
			n++
		}
	}
	return n
}

// reportWeight is the weight of a report account a makes at now; h is what the
// catalogue knows of a's earlier reports (nil: none).
func reportWeight(a *accountEntry, h *reporter, now time.Time) int {
	w := float64(a.plan.trust) / 1000
	age := max(0, float64(now.Sub(a.createdAt))/float64(trustedAge))
	w *= min(1, 0.2+0.8*age)
	if h != nil {
		if h.reports > 0 {
			r := float64(h.rejected) / float64(h.reports)
			w *= (1 - r) * (1 - r)
		}
		if n := h.within(now); n >= burstFree {
			w *= float64(burstFree) / float64(n+1)
		}
	}
	return max(1, int(w*1000+0.5))
}

// weightOf is the weight r counts with: reports stored before weights count fully.
func weightOf(r *store.Report) int {
	if r.Weight <= 0 {
		return 1000
	}
	return min(r.Weight, 1000)
}

// engineReport is r as the engine's community layer takes it.
func engineReport(r *store.Report) engine.Report {
	typ, _ := engine.ParseContentType(r.ContentType)
	st, _ := engine.ParseScamType(r.ScamType)
	return engine.Report{Content: []byte(r.Content), Type: typ, ScamType: st, Account: r.AccountID,
		At: r.CreatedAt.Unix(), Weight: weightOf(r)}
}

// communityConfirms reports whether e's standing reports confirm it without an
// operator (its content not protected being the caller's check).
func communityConfirms(e *scamEntry) bool {
	return e.reports >= confirmAccounts && e.evidence >= confirmEvidence
}

// reporter returns the history of account id's live reports, made on first use.
// The caller holds c.mu.
func (c *catalogue) reporter(id string) *reporter {
	h := c.reporters[id]
	if h == nil {
		h = &reporter{}
		c.reporters[id] = h
	}
	return h
}

// noteReport adds a live report, as stored, to its account's history. The caller
// holds c.mu.
func (c *catalogue) noteReport(r *store.Report) {
	h := c.reporter(r.AccountID)
	h.reports++
	if r.Status == store.ReportRejected {
		h.rejected++
	}
	h.note(r.CreatedAt)
}

// noteStatus moves a live report of account id from status old to status now in
// its account's history. The caller holds c.mu.
func (c *catalogue) noteStatus(id, old, now string) {
	h := c.reporter(id)
	switch {
	case now == store.ReportRejected && old != store.ReportRejected:
		h.rejected++
	case old == store.ReportRejected && now != store.ReportRejected:
		h.rejected--
	}
}
