package engine

import (
	"bufio"
	"bytes"
	"fmt"
	"io/fs"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/cespare/xxhash/v2"
)

// Community reports and confirmed known scams, the data that changes at run time,
// and the cache layer, which looks up the known scams (the community layer, which
// scores the reports, is in community.go). Each is a shardedMap (shardedmap.go): a
// writer, under liveState.mu, publishes a changed copy of one shard; readers never
// lock and never see a half-made change.

// Key kinds hashed with the subject, so that a host and a text never collide.
const (
	keyContent = 'c'
	keyHost    = 'h'
	keyDomain  = 'd'
	keyPhone   = 'p'
)

// liveKey is the key of subject b of a kind (and content type) in the live maps:
// xxhash of b, combined with the kind and type. Keys live only in memory (reports
// and known scams are replayed through AddReport and AddKnownScam at start), so
// their definition may change between versions.
func liveKey(kind byte, typ ContentType, b []byte) uint64 {
	return combineHash(uint64(kind)<<8|uint64(typ), xxhash.Sum64(b))
}

// commStats are the community reports on one subject. Values are immutable once
// published; a writer makes a new one.
type commStats struct {
	count    int
	accounts []acctReports // distinct reporting accounts, at most maxTrackedAccounts
	first    int64         // Unix seconds
	recent   []int64       // up to maxRecent most recent report times
	votes    [NumScamTypes]uint16
}

const (
	maxTrackedAccounts = 32
	maxRecent          = 16
)

func (c commStats) topType() ScamType {
	best, bestN := ScamNone, uint16(0)
	for i, n := range c.votes {
		if n > bestN {
			best, bestN = ScamType(i), n
		}
	}
	return best
}

// KnownScam is a confirmed scam, for the cache layer (D13).
type KnownScam struct {
	Content  []byte // as reported; normalized by the engine
	Type     ContentType
	ScamType ScamType
	Brand    string
	// WholeHost marks a confirmed URL's host as a scam host, unless the host is
	// a brand's official domain or a popular benign domain.
	WholeHost bool
	Source    string // e.g. "operator", "community", "polkadot-js deny list"
}

type knownEntry struct {
	scamType ScamType
	brand    string
	source   string
	host     bool // matched on the host rather than the exact content
}

// Report is one community report for the community layer (D19).
type Report struct {
	Content  []byte
	Type     ContentType
	ScamType ScamType
	Account  string
	At       int64 // Unix seconds
	// Weight is how much the report counts, in thousandths (1-1000), set by the
	// caller from what it knows of the reporting account; 0 counts as 1000.
	Weight int
}

// weight is r's weight in thousandths, 1-1000.
func (r *Report) weight() uint32 {
	if r.Weight <= 0 || r.Weight > 1000 {
		return 1000
	}
	return uint32(r.Weight)
}

type liveState struct {
	mu        sync.Mutex // serializes writers
	community shardedMap[commStats]
	known     shardedMap[knownEntry]
	reports   atomic.Int64
}

func (s *liveState) init() {
	s.community.init()
	s.known.init()
}

// subjects calls fn with every key a piece of content is known by: the content
// itself, the hosts and registrable domains of its URLs, its phone numbers.
// protected marks a host or domain that is a brand's official or a popular domain,
// and a URL content on one.
func (e *Engine) subjects(res *Result, fn func(kind byte, key uint64, protected bool)) {
	fn(keyContent, contentKey(res), res.Type == TypeURL && len(res.s.u.urls) > 0 && e.phish.protectedURL(&res.s.u.urls[0]))
	for i := range res.s.u.urls {
		u := &res.s.u.urls[i]
		prot := e.phish.protectedURL(u)
		fn(keyHost, liveKey(keyHost, 0, u.Host), prot)
		if len(u.Registrable) > 0 {
			fn(keyDomain, liveKey(keyDomain, 0, u.Registrable), prot)
		}
	}
	for i := range res.s.u.phones {
		fn(keyPhone, liveKey(keyPhone, 0, res.s.u.phones[i].E164), false)
	}
}

// AddReport records a community report; it counts in the community layer at once.
func (e *Engine) AddReport(r Report) {
	e.updateReport(r, func(old commStats, ok bool, acct uint64) commStats {
		n := old
		if !ok {
			n.first = r.At
		}
		n.count++
		n.accounts = addAccount(old.accounts, acct, r.weight())
		n.recent = appendRecent(old.recent, r.At)
		n.votes[r.ScamType]++
		return n
	})
	e.live.reports.Add(1)
}

// RemoveReport withdraws a report recorded by AddReport (an operator rejected it):
// it stops counting in the community layer at once. r must carry the same content,
// type, scam type, account and time as when it was added.
func (e *Engine) RemoveReport(r Report) {
	e.updateReport(r, func(old commStats, ok bool, acct uint64) commStats {
		n := old
		if !ok {
			return n
		}
		if n.count > 0 {
			n.count--
		}
		n.accounts = dropAccount(old.accounts, acct, r.weight())
		n.recent = removeValue(old.recent, r.At)
		if n.votes[r.ScamType] > 0 {
			n.votes[r.ScamType]--
		}
		return n
	})
	e.live.reports.Add(-1)
}

// updateReport applies fn to the community stats of every subject of r's content,
// except protected hosts and domains: reports never taint a brand's own or a
// popular domain. A URL on one keeps its reports, which the community layer shows
// as under review without scoring them.
func (e *Engine) updateReport(r Report, fn func(old commStats, ok bool, acct uint64) commStats) {
	res := e.prepared(r.Content, r.Type)
	defer preparedPool.Put(res)
	acct := xxhash.Sum64String(r.Account)
	e.live.mu.Lock()
	defer e.live.mu.Unlock()
	e.subjects(res, func(kind byte, k uint64, protected bool) {
		if !protected || kind == keyContent {
			e.live.community.update(k, func(old commStats, ok bool) commStats { return fn(old, ok, acct) })
		}
	})
}

// removeValue returns a copy of s without the first v (s itself is shared with readers).
func removeValue[T comparable](s []T, v T) []T {
	for i, x := range s {
		if x == v {
			n := make([]T, 0, len(s)-1)
			n = append(n, s[:i]...)
			return append(n, s[i+1:]...)
		}
	}
	return s
}

// acctReports counts one account's reports on a subject, so that withdrawing one
// of several reports keeps the account among the reporters, and sums their
// weights (thousandths).
type acctReports struct {
	hash uint64
	n    uint32
	w    uint32
}

// addAccount returns a copy of s with one more report of weight w from acct (s
// itself is shared with readers).
func addAccount(s []acctReports, acct uint64, w uint32) []acctReports {
	n := make([]acctReports, len(s), len(s)+1)
	copy(n, s)
	for i := range n {
		if n[i].hash == acct {
			n[i].n++
			n[i].w += w
			return n
		}
	}
	if len(n) >= maxTrackedAccounts {
		return n
	}
	return append(n, acctReports{hash: acct, n: 1, w: w})
}

// dropAccount returns a copy of s with one report of weight w fewer from acct; an
// account with none left is no longer a reporter.
func dropAccount(s []acctReports, acct uint64, w uint32) []acctReports {
	n := make([]acctReports, 0, len(s))
	for _, a := range s {
		if a.hash == acct {
			a.n--
			if a.n == 0 {
				continue
			}
			a.w -= min(a.w, w)
		}
		n = append(n, a)
	}
	return n
}

func appendRecent(s []int64, t int64) []int64 {
	n := make([]int64, 0, maxRecent)
	if len(s) >= maxRecent {
		s = s[len(s)-maxRecent+1:]
	}
	n = append(n, s...)
	return append(n, t)
}

// AddKnownScam records a confirmed scam for the cache layer and, for texts, the
// semantic index. It reports whether a whole host was marked (false when the host
// is protected or the content is not a URL).
func (e *Engine) AddKnownScam(k KnownScam) (hostMarked bool) {
	var res Result
	e.prepare(&Request{Content: k.Content, Type: k.Type}, &res)
	ent := knownEntry{scamType: k.ScamType, brand: k.Brand, source: k.Source}
	e.live.mu.Lock()
	defer e.live.mu.Unlock()
	e.live.known.update(liveKey(keyContent, res.Type, res.Normalized), func(knownEntry, bool) knownEntry { return ent })
	if k.WholeHost && res.Type == TypeURL && len(res.s.u.urls) > 0 {
		u := &res.s.u.urls[0]
		if !e.phish.protectedURL(u) {
			he := ent
			he.host = true
			e.live.known.update(liveKey(keyHost, 0, u.Host), func(knownEntry, bool) knownEntry { return he })
			hostMarked = true
		}
	}
	if res.Type == TypeSMS || res.Type == TypeEmail {
		e.text.addKnownText(res.Normalized, k.ScamType)
	}
	return hostMarked
}

// RemoveKnownScam undoes AddKnownScam (an operator withdrew the confirmation): the
// content, and its host when k.WholeHost, stop matching the cache layer, and a text
// leaves the semantic index. Hosts of the embedded seed lists stay.
func (e *Engine) RemoveKnownScam(k KnownScam) {
	res := e.prepared(k.Content, k.Type)
	defer preparedPool.Put(res)
	e.live.mu.Lock()
	defer e.live.mu.Unlock()
	e.live.known.remove(liveKey(keyContent, res.Type, res.Normalized))
	if k.WholeHost && res.Type == TypeURL && len(res.s.u.urls) > 0 {
		e.live.known.remove(liveKey(keyHost, 0, res.s.u.urls[0].Host))
	}
	if res.Type == TypeSMS || res.Type == TypeEmail {
		e.text.removeKnownText(res.Normalized)
	}
}

// preparedPool holds Results used only for normalization, so that Normalize and
// Protected allocate nothing once warm.
var preparedPool = sync.Pool{New: func() any { return new(Result) }}

func (e *Engine) prepared(content []byte, typ ContentType) *Result {
	res := preparedPool.Get().(*Result)
	res.Reset()
	e.prepare(&Request{Content: content, Type: typ}, res)
	return res
}

// Normalize appends the normalized form of content to dst (D14) and returns it with
// the detected type. Reports and the result cache key on it. It skips the extraction
// of URLs and phone numbers from texts, which the normalized form does not need.
func (e *Engine) Normalize(dst, content []byte, typ ContentType) ([]byte, ContentType) {
	res := preparedPool.Get().(*Result)
	res.Reset()
	e.normalize(&Request{Content: content, Type: typ}, res)
	dst = append(dst, res.Normalized...)
	typ = res.Type
	preparedPool.Put(res)
	return dst, typ
}

// Protected reports whether content is a URL on a brand's official domain or a
// popular benign domain: such content is never confirmed automatically (D19).
func (e *Engine) Protected(content []byte, typ ContentType) bool {
	res := e.prepared(content, typ)
	defer preparedPool.Put(res)
	if res.Type != TypeURL || len(res.s.u.urls) == 0 {
		return false
	}
	u := &res.s.u.urls[0]
	return e.phish.protectedURL(u)
}

// loadKnownSeed marks the hosts of data/known/*.txt (one host a line, '#' comments)
// as known scam hosts.
func (e *Engine) loadKnownSeed(fsys fs.FS) error {
	files, err := fs.Glob(fsys, "known/*.txt")
	if err != nil {
		return err
	}
	for _, name := range files {
		f, err := fsys.Open(name)
		if err != nil {
			return err
		}
		source := strings.TrimSuffix(strings.TrimPrefix(name, "known/"), ".txt")
		ent := knownEntry{scamType: ScamPhishingOther, source: source, host: true}
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			line := strings.TrimSpace(sc.Text())
			if line == "" || line[0] == '#' {
				continue
			}
			e.live.known.setUnshared(liveKey(keyHost, 0, []byte(line)), ent)
		}
		f.Close()
		if err := sc.Err(); err != nil {
			return fmt.Errorf("cannot read %s: %w", name, err)
		}
	}
	e.live.known.seal()
	return nil
}

// layerCache is the known-scams lookup (D13): the exact normalized content, then the
// host of each URL and its parent domains down to the registrable domain.
func (e *Engine) layerCache(res *Result, l *Layer) {
	l.Ran = true
	if ent, ok := e.live.known.get(contentKey(res)); ok {
		e.knownHit(res, l, ent, nil)
		return
	}
	urls := res.s.u.urls
	for i := range urls {
		u := &urls[i]
		if sameHostBefore(urls, i) || e.phish.protectedURL(u) {
			continue // looked up already (the links of an e-mail mostly share a host)
		}
		h := u.Host
		for len(h) >= len(u.Registrable) && len(h) > 0 {
			if ent, ok := e.live.known.get(liveKey(keyHost, 0, h)); ok {
				e.knownHit(res, l, ent, h)
				return
			}
			dot := bytes.IndexByte(h, '.')
			if dot < 0 || len(u.Registrable) == 0 {
				break
			}
			h = h[dot+1:]
		}
	}
	l.AddDetail("no known scam match")
}

// sameHostBefore reports whether a URL before urls[i] has the same host and
// registrable domain, all that layerCache looks up.
func sameHostBefore(urls []URL, i int) bool {
	for j := range urls[:i] {
		if string(urls[j].Host) == string(urls[i].Host) && string(urls[j].Registrable) == string(urls[i].Registrable) {
			return true
		}
	}
	return false
}

func (e *Engine) knownHit(res *Result, l *Layer, ent knownEntry, host []byte) {
	l.flag(95, 0.97)
	l.ScamType = ent.scamType
	if l.ScamType == ScamNone {
		l.ScamType = ScamOther
	}
	l.Brand = ent.brand
	b := l.StartDetail()
	if host != nil {
		b = append(b, "known scam host "...)
		b = append(b, host...)
	} else {
		b = append(b, "exact match of a confirmed scam"...)
	}
	if ent.source != "" {
		b = append(b, " ("...)
		b = append(b, ent.source...)
		b = append(b, ')')
	}
	l.Details = b
	rb := res.ReasonBuf()
	fr := res.s.lang == LangFR
	switch {
	case fr && host != nil:
		rb = append(rb, "🚫 Arnaque confirmée : l'hôte "...)
		rb = append(rb, host...)
		rb = append(rb, " figure sur la liste des arnaques connues"...)
	case fr:
		rb = append(rb, "🚫 Arnaque confirmée : ce contenu exact a été confirmé comme une arnaque"...)
	case host != nil:
		rb = append(rb, "🚫 Confirmed scam: the host "...)
		rb = append(rb, host...)
		rb = append(rb, " is on the known-scam list"...)
	default:
		rb = append(rb, "🚫 Confirmed scam: this exact content was confirmed as a scam"...)
	}
	if ent.source != "" {
		rb = append(rb, " ("...)
		rb = append(rb, knownSourceName(ent.source, fr)...)
		rb = append(rb, ')')
	}
	res.CommitReason(rb)
}

// knownSourceName names who confirmed a known scam in a reason: the server's
// sources ("community", "operator", "confirmed") in French when fr; a list's name
// (the file under data/known) as it is.
func knownSourceName(source string, fr bool) string {
	if !fr {
		return source
	}
	switch source {
	case "community":
		return "signalements de la communauté"
	case "operator":
		return "opérateur"
	case "confirmed":
		return "confirmé"
	}
	return source
}

// LiveCounts reports how many subjects the community and known-scam tables hold.
func (e *Engine) LiveCounts() (community, known int) {
	return e.live.community.len(), e.live.known.len()
}
