// Package engine decides whether a URL, SMS, e-mail text or phone number is a scam.
//
// New builds immutable tables once from the embedded data; Analyze fills a
// caller-owned Result and is safe for concurrent use. Community reports and confirmed
// known scams change at run time through AddReport and AddKnownScam; readers see
// them through atomically swapped snapshots, never a lock.
//
// The engine knows nothing of HTTP, keys or plans.
package engine

import (
	"fmt"
	"io/fs"
	"time"
)

// Engine holds the immutable detection tables and the live community state.
type Engine struct {
	phish phishTables // phishing.go: brands, homoglyphs, TLD and hosting lists
	text  textTables  // text.go: semantic index, fraud model, lexicons, deep model
	live  liveState   // live.go: community reports and confirmed known scams

	now func() time.Time // injectable clock
}

// Option configures an Engine.
type Option func(*Engine)

// WithClock sets the clock used when a Request has no Now.
func WithClock(now func() time.Time) Option { return func(e *Engine) { e.now = now } }

// New builds an Engine from the data files in fsys (normally data.FS).
func New(fsys fs.FS, opts ...Option) (*Engine, error) {
	e := &Engine{now: time.Now}
	for _, o := range opts {
		o(e)
	}
	if err := e.phish.load(fsys); err != nil {
		return nil, fmt.Errorf("cannot load phishing tables: %w", err)
	}
	if err := e.text.load(fsys); err != nil {
		return nil, fmt.Errorf("cannot load text models: %w", err)
	}
	e.text.brandPhones = e.phish.phones
	e.live.init()
	if err := e.loadKnownSeed(fsys); err != nil {
		return nil, fmt.Errorf("cannot load known-scam seed: %w", err)
	}
	return e, nil
}

// Analyze normalizes req, runs the six layers and fills res. res is reset first.
// It is safe for concurrent use with distinct Results. It is Prepare followed by
// AnalyzePrepared.
func (e *Engine) Analyze(req *Request, res *Result) {
	e.Prepare(req, res)
	e.AnalyzePrepared(req, res)
}

// Prepare resets res and normalizes req's content into it (D14): it sets res.Type
// (given or detected) and res.Normalized, as Normalize computes them, and nothing
// else. A caller that needs the normalized form before it decides to analyse (a
// result cache keyed on it) calls Prepare, then AnalyzePrepared on a miss, and so
// normalizes once.
func (e *Engine) Prepare(req *Request, res *Result) {
	res.Reset()
	e.normalize(req, res)
}

// AnalyzePrepared is the rest of Analyze: it runs the six layers on res, which
// Prepare filled from the same req and nothing changed since (reading res is fine),
// and fills res. Calling it twice on one Prepare is an error.
func (e *Engine) AnalyzePrepared(req *Request, res *Result) {
	now := req.Now
	if now == 0 {
		now = e.now().Unix()
	}
	res.s.u.extractBody()
	res.s.lang = req.Lang

	// Layer times: one reading of the monotonic clock at each boundary, through
	// time.Since(clockBase), which reads only that clock (time.Now also reads the
	// wall clock, and costs about twice as much). A layer that does not run takes
	// no reading: the few nanoseconds it took to decline count in the next
	// layer's time.
	at := time.Since(clockBase)
	stamp := func(l *Layer) {
		if l.Ran {
			d := time.Since(clockBase)
			l.Nanos = int64(d - at)
			at = d
		}
	}
	e.layerCache(res, &res.Layers[LayerCache])
	stamp(&res.Layers[LayerCache])
	e.layerPhishing(res, &res.Layers[LayerPhishing])
	stamp(&res.Layers[LayerPhishing])
	if l := &res.Layers[LayerPhishing]; !l.Ran && len(l.Details) == 0 && isText(res.Type) {
		l.AddDetail("not needed: no link or phone number in the text")
	}
	e.layerSemantic(res, &res.Layers[LayerSemantic])
	stamp(&res.Layers[LayerSemantic])
	e.layerFraud(res, &res.Layers[LayerFraud])
	stamp(&res.Layers[LayerFraud])
	e.layerCommunity(res, &res.Layers[LayerCommunity], now)
	stamp(&res.Layers[LayerCommunity])

	fast := combine(res)
	if !isText(res.Type) {
		res.Layers[LayerDeepAI].AddDetail("not needed: no text to model, the phishing layer decides")
	} else if needsDeep(res, fast) {
		e.layerDeepAI(res, &res.Layers[LayerDeepAI])
		stamp(&res.Layers[LayerDeepAI])
	} else {
		res.Layers[LayerDeepAI].AddDetail("not needed: fast layers conclusive")
	}
	res.Score = max(capText(res, combine(res)), e.askedLinkFloor(res))
	e.conclude(req, res)
}

// askedLinkFloor is the least a text scores that asks for something of value
// (credentials, card or bank details, a payment, a code...) under a pretext, beside
// a link or number the phishing layer finds a threat: the ask is answered there, so
// the text is as risky as the link, whatever its wording weighs in the mean ("Ihr
// Energiekostenbonus ... Bestätigen Sie Ihre Bankdaten: wienenergie-bonus.at/antrag").
// An e-mail's sender domain counts as such a link once suspect (senderRisk): the
// sender chose it, and a reply goes there. A merely suspect link (a 2002
// newsletter's plain-http one) stays the mean's to weigh, and a text with a genuine
// marker (an order, an opt-out line, "do not share this code") is left to the mean.
func (e *Engine) askedLinkFloor(res *Result) int {
	l := &res.Layers[LayerPhishing]
	k := res.s.t.ev.kinds
	if !isText(res.Type) || res.s.t.settled || k&evValueAsks == 0 || k&evPressure == 0 || k&evGenuine != 0 {
		return 0
	}
	floor := 0
	if l.Ran && l.RiskScore >= threatScore {
		floor = l.RiskScore
	}
	if res.Type == TypeEmail {
		if r, _ := e.senderRisk(res); r >= 31 {
			floor = max(floor, r)
		}
	}
	return floor
}

// senderRisk is the risk the link rules give an e-mail's sender domain, one the
// sender registered (not a free mailbox's nor a government's, and not the
// reader's own organisation's): "IT Helpdesk <helpdesk@secure-mfa-update.com>"
// writes from a name made of a kit's words; and the brand the domain impersonates,
// -1 for none or a bare change of ending ("facturation@edf-pro-factures.com": EDF).
// The URL model is left out, as for senderHostImitates.
func (e *Engine) senderRisk(res *Result) (risk int, brand int32) {
	m := &res.s.u.mail
	if m.FromDomain == "" || len(m.FromDomain) > 253 || e.phish.isFreemail(m.FromDomain) || e.phish.internalMail(m) {
		return 0, -1
	}
	var buf [253]byte
	u := &res.s.u.sender
	if !parseURLSyntax(u, buf[:copy(buf[:], m.FromDomain)]) || u.IP != IPNone || govHost(u.Host) {
		return 0, -1
	}
	u.setRegistrable()
	a := urlAcc{keep: 1, brand: -1}
	e.analyzeRules(u, &res.s.u, &a)
	if a.tldSwap {
		// bancolombia.com.co: the brand's name on another ending, what its own
		// other domains look like too.
		return a.risk(), -1
	}
	return a.risk(), a.brand
}

// clockBase is the origin of the layer times' monotonic clock readings.
var clockBase = time.Now()

// threatScore is the layer risk from which a layer counts as a threat.
const threatScore = 50

// confidentLayer is the confidence from which a layer's score is a floor for the total.
const confidentLayer = 0.7

// combine computes the overall score from the layers (D15): a confidence-weighted
// mean of the layers that found something, never below the strongest confident
// layer, boosted by 1.2 when three or more layers see a threat.
//
// deep_ai refines the fast layers' score; it does not veto them: its opinion enters
// the mean, but it pulls the score at most maxDeepPull points below what the fast
// layers alone give (it was trained on few kinds of URLs, and a weak fast finding
// with low confidence would otherwise be outvoted by its confident "benign").
func combine(res *Result) int {
	var num, den float64
	floor := 0
	concordant := 0
	fast := -1
	for i := range res.Layers {
		l := &res.Layers[i]
		if i == LayerDeepAI && l.Ran {
			fast = meanScore(num, den, floor)
		}
		l.IsThreat = l.Ran && l.RiskScore >= threatScore && l.Confidence > 0
		if l.IsThreat {
			concordant++
		}
		if !l.Ran || l.Confidence <= 0 || l.RiskScore <= 0 {
			continue
		}
		if i == LayerPhishing && res.Type != TypeEmail && isText(res.Type) && l.RiskScore < threatScore {
			continue
		}
		w := l.Confidence * layerWeight[i]
		num += float64(l.RiskScore) * w
		den += w
		if l.Confidence >= confidentLayer && l.RiskScore > floor {
			floor = l.RiskScore
		}
	}
	score := meanScore(num, den, floor)
	if fast >= 0 && score < fast-maxDeepPull {
		score = fast - maxDeepPull
	}
	res.Concordant = concordant
	res.Boost = concordant >= 3
	if res.Boost {
		score = score * 12 / 10
	}
	return clampScore(score)
}

// maxDeepPull is how far below the fast layers' score deep_ai may take the total.
const maxDeepPull = 15

// meanScore is the weighted mean num/den, rounded, never below floor.
func meanScore(num, den float64, floor int) int {
	score := 0
	if den > 0 {
		score = int(num/den + 0.5)
	}
	return max(score, floor)
}

// layerWeight is how much each layer's opinion weighs in the mean, in spec order.
var layerWeight = [NumLayers]float64{1.5, 1.2, 0.9, 1.0, 0.8, 1.1}

func clampScore(s int) int {
	if s < 0 {
		return 0
	}
	if s > 100 {
		return 100
	}
	return s
}

// needsDeep reports whether deep_ai should run (D16): the fast layers leave the
// score in the grey zone 25-75, or they disagree (one sees a threat, another a
// confident low risk).
func needsDeep(res *Result, fast int) bool {
	if fast >= 25 && fast <= 75 {
		return true
	}
	hi, lo := false, false
	for i := 0; i < LayerDeepAI; i++ {
		l := &res.Layers[i]
		if !l.Ran || l.Confidence < 0.5 {
			continue
		}
		if l.RiskScore >= 70 {
			hi = true
		} else if l.RiskScore > 0 && l.RiskScore <= 30 {
			lo = true
		}
	}
	return hi && lo
}

// conclude sets verdict, confidence, scam type, brand, reasons and advice from the
// combined score and the layers.
func (e *Engine) conclude(req *Request, res *Result) {
	res.Verdict = VerdictFor(res.Score)

	// Scam type and brand: the opinion of the layer that weighs most; for a text,
	// the evidence category (semantic layer), which weighs the asks, the pretext,
	// the brand's sector and the links together.
	best := -1.0
	for i := range res.Layers {
		l := &res.Layers[i]
		if !l.Ran || l.RiskScore == 0 {
			continue
		}
		w := float64(l.RiskScore) * (l.Confidence + 0.01)
		if l.ScamType != ScamNone && w > best {
			best = w
			res.ScamType = l.ScamType
		}
		if l.Brand != "" && res.Brand == "" {
			res.Brand = l.Brand
		}
	}
	if l := &res.Layers[LayerSemantic]; isText(res.Type) && l.Ran && l.ScamType != ScamNone {
		res.ScamType = l.ScamType
	}

	// Confidence: how sure we are of the verdict.
	maxConf := 0.0
	for i := range res.Layers {
		if l := &res.Layers[i]; l.IsThreat && l.Confidence > maxConf {
			maxConf = l.Confidence
		}
	}
	switch res.Verdict {
	case VerdictScam:
		res.Confidence = clamp01(0.5 + maxConf/2)
		if res.Boost {
			res.Confidence = clamp01(res.Confidence + 0.05)
		}
	case VerdictSuspect:
		res.Confidence = clamp01(0.4 + maxConf/4)
	default:
		// Safe: confident in proportion to how far the score is from the threshold.
		res.Confidence = clamp01(0.6 + float64(30-res.Score)/75)
		res.ScamType = ScamNone
		res.Brand = ""
		// Reasons found by layers that did not carry the verdict would contradict
		// it; keep the details in the layers and say what was checked instead.
		res.reasons = res.reasons[:0]
		res.reasonEnd = res.reasonEnd[:0]
	}
	if isText(res.Type) && e.text.evm != nil {
		// A text's confidence is the calibrated probability that its verdict is
		// right: P(scam | score) when flagged, 1 - P(scam | score) when safe.
		if p := e.text.evm.probability(res.Score); p >= 0 {
			if res.Verdict == VerdictSafe {
				p = 1 - p
			}
			res.Confidence = clamp01(p)
		}
	}
	e.explain(req, res)
}

func clamp01(f float64) float64 {
	if f < 0 {
		return 0
	}
	if f > 1 {
		return 1
	}
	return float64(int(f*100+0.5)) / 100
}

// scratch is per-call working memory, kept inside the Result so that a pooled
// Result makes Analyze allocation-free.
type scratch struct {
	u urlScratch // normalize.go: extracted and parsed URLs and phone numbers
	// lang is the language of the request's reasons.
	lang Lang
	t    textScratch // text.go: tokens and features of the text
	// contentKey is the live key of the normalized content (contentKey), 0 until
	// computed: the cache and community layers both look it up.
	contentKey uint64
}

func (s *scratch) reset() {
	s.u.reset()
	s.t.reset()
	s.contentKey = 0
}

// contentKey returns liveKey(keyContent, res.Type, res.Normalized), hashing the
// content once per call.
func contentKey(res *Result) uint64 {
	if res.s.contentKey == 0 {
		res.s.contentKey = liveKey(keyContent, res.Type, res.Normalized)
	}
	return res.s.contentKey
}
