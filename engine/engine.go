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
	e.live.init()
	if err := e.loadKnownSeed(fsys); err != nil {
		return nil, fmt.Errorf("cannot load known-scam seed: %w", err)
	}
	return e, nil
}

// Analyze normalizes req, runs the six layers and fills res. res is reset first.
// It is safe for concurrent use with distinct Results.
func (e *Engine) Analyze(req *Request, res *Result) {
	res.Reset()
	now := req.Now
	if now == 0 {
		now = e.now().Unix()
	}
	e.prepare(req, res)

	var t time.Time
	t = time.Now()
	e.layerCache(res, &res.Layers[LayerCache])
	t = stamp(&res.Layers[LayerCache], t)
	e.layerPhishing(res, &res.Layers[LayerPhishing])
	t = stamp(&res.Layers[LayerPhishing], t)
	e.layerSemantic(res, &res.Layers[LayerSemantic])
	t = stamp(&res.Layers[LayerSemantic], t)
	e.layerFraud(res, &res.Layers[LayerFraud])
	t = stamp(&res.Layers[LayerFraud], t)
	e.layerCommunity(res, &res.Layers[LayerCommunity], now)
	t = stamp(&res.Layers[LayerCommunity], t)

	fast := combine(res)
	if !isText(res.Type) {
		res.Layers[LayerDeepAI].AddDetail("not needed: no text to model, the phishing layer decides")
	} else if needsDeep(res, fast) {
		e.layerDeepAI(res, &res.Layers[LayerDeepAI])
		stamp(&res.Layers[LayerDeepAI], t)
	} else {
		res.Layers[LayerDeepAI].AddDetail("not needed: fast layers conclusive")
	}
	res.Score = combine(res)
	e.conclude(req, res)
}

// stamp records the time since t in l and returns the current time.
func stamp(l *Layer, t time.Time) time.Time {
	n := time.Now()
	if l.Ran {
		l.Nanos = int64(n.Sub(t))
	}
	return n
}

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

	// Scam type and brand: the opinion of the layer that weighs most.
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
	u urlScratch  // normalize.go: extracted and parsed URLs and phone numbers
	t textScratch // text.go: tokens and features of the text
}

func (s *scratch) reset() {
	s.u.reset()
	s.t.reset()
}
