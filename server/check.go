package server

import (
	"time"

	"github.com/valyala/fasthttp"

	"scamcheck/engine"
)

// POST /v1/check (and the operator's POST /admin/v1/check): a check result, how it
// is written in either shape, and how a check is answered once admitted
// (admission.go): from a test fixture, from the result cache, or by the engine.

// checkResult is one analysis as the API shows it, in either shape (D1). Its
// slices point into the pooled engine.Result, a cached value or static fixtures:
// valid until the request's state is released.
type checkResult struct {
	id         []byte
	createdAt  int64 // Unix milliseconds
	score      int
	verdict    engine.Verdict
	confidence float64
	scamType   engine.ScamType
	brand      []byte // empty means null
	layers     [engine.NumLayers]layerResult
	concordant int
	boost      bool
	reasons    [][]byte
	advice     []byte
	analysisMs int64
	cached     bool
}

type layerResult struct {
	risk       int
	confidence float64
	threat     bool
	details    []byte
	ms         int64
}

// shape selects the field names of a check response (D1).
type shape uint8

const (
	shapeDetailed   shape = iota // score, safe/suspect/scam, reasons, advice
	shapeQuickstart              // risk_score, safe/suspicious/dangerous, threats, recommendation
)

// appendJSON appends the JSON of c in the given shape to dst. The text between two
// values is appended as one run (the field names, and the layers' names with their
// first key, in layerHeads); verdicts and scam types are plain identifiers and need
// no escaping (TestCheckJSONNamesArePlain). Against a key at a time this halved
// BenchmarkAppendCheckJSON (docs/performance.md); appendJSONRef in the tests is the
// field-by-field form it must equal (TestAppendJSONMatchesFieldByField).
func (c *checkResult) appendJSON(dst []byte, sh shape) []byte {
	q := sh == shapeQuickstart
	dst = append(dst, `{"id":`...)
	dst = appendQuoted(dst, c.id)
	if q {
		dst = append(dst, `,"risk_score":`...)
	} else {
		dst = append(dst, `,"score":`...)
	}
	dst = appendInt(dst, int64(c.score))
	dst = append(dst, `,"verdict":"`...)
	if q {
		dst = append(dst, c.verdict.BatchString()...)
	} else {
		dst = append(dst, c.verdict.String()...)
	}
	dst = append(dst, `","confidence":`...)
	dst = appendUnit(dst, c.confidence)
	dst = append(dst, `,"scam_type":"`...)
	if q {
		dst = append(dst, c.scamType.Coarse()...)
	} else {
		dst = append(dst, c.scamType.String()...)
	}
	dst = append(dst, `","brand_targeted":`...)
	if len(c.brand) == 0 {
		dst = append(dst, "null"...)
	} else {
		dst = appendQuoted(dst, c.brand)
	}
	dst = append(dst, `,"layers":[`...)
	for i := range c.layers {
		l := &c.layers[i]
		dst = append(dst, layerHeads[i]...)
		dst = appendInt(dst, int64(l.risk))
		dst = append(dst, `,"confidence":`...)
		dst = appendUnit(dst, l.confidence)
		if l.threat {
			dst = append(dst, `,"is_threat":true,"details":`...)
		} else {
			dst = append(dst, `,"is_threat":false,"details":`...)
		}
		dst = appendQuoted(dst, l.details)
		dst = append(dst, `,"execution_time_ms":`...)
		dst = appendInt(dst, l.ms)
		dst = append(dst, '}')
	}
	dst = append(dst, `],"concordant_signals":`...)
	dst = appendInt(dst, int64(c.concordant))
	switch {
	case c.boost && q:
		dst = append(dst, `,"concordance_boost":true,"threats":[`...)
	case c.boost:
		dst = append(dst, `,"concordance_boost":true,"reasons":[`...)
	case q:
		dst = append(dst, `,"concordance_boost":false,"threats":[`...)
	default:
		dst = append(dst, `,"concordance_boost":false,"reasons":[`...)
	}
	for i, r := range c.reasons {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = appendQuoted(dst, r)
	}
	if q {
		dst = append(dst, `],"recommendation":`...)
	} else {
		dst = append(dst, `],"advice":`...)
	}
	dst = appendQuoted(dst, c.advice)
	dst = append(dst, `,"analysis_time_ms":`...)
	dst = appendInt(dst, c.analysisMs)
	if c.cached {
		dst = append(dst, `,"cached":true,"created_at":"`...)
	} else {
		dst = append(dst, `,"cached":false,"created_at":"`...)
	}
	dst = appendTime(dst, time.UnixMilli(c.createdAt))
	return append(dst, '"', '}')
}

// layerHeads open each layer's object in a check response, up to its risk score's
// value: `{"name":"cache","risk_score":`, with a comma before all but the first.
var layerHeads = func() (h [engine.NumLayers]string) {
	for i, name := range engine.LayerNames {
		if i > 0 {
			h[i] = ","
		}
		h[i] += `{"name":"` + name + `","risk_score":`
	}
	return h
}()

// fromEngine fills c from an analysis; c's slices point into res and strs. It
// returns strs grown with the strings it had to copy.
func (c *checkResult) fromEngine(res *engine.Result, strs []byte) []byte {
	c.score, c.verdict, c.confidence, c.scamType = res.Score, res.Verdict, res.Confidence, res.ScamType
	start := len(strs)
	strs = append(strs, res.Brand...)
	c.brand = strs[start:len(strs):len(strs)]
	start = len(strs)
	strs = append(strs, res.Advice...)
	c.advice = strs[start:len(strs):len(strs)]
	for i := range res.Layers {
		l, out := &res.Layers[i], &c.layers[i]
		out.risk, out.confidence, out.threat, out.details = l.RiskScore, l.Confidence, l.IsThreat, l.Details
		out.ms = l.Nanos / int64(time.Millisecond)
		if !l.Ran {
			out.risk, out.confidence, out.threat, out.ms = 0, 0, false, 0
		}
	}
	c.concordant, c.boost = res.Concordant, res.Boost
	c.reasons = c.reasons[:0]
	for i := range res.NumReasons() {
		c.reasons = append(c.reasons, res.Reason(i))
	}
	c.cached = false
	return strs
}

// langOf selects French reasons and advice when Accept-Language starts with fr.
func langOf(ctx *fasthttp.RequestCtx) engine.Lang {
	al := ctx.Request.Header.Peek("Accept-Language")
	if len(al) >= 2 && (al[0]|0x20) == 'f' && (al[1]|0x20) == 'r' {
		return engine.LangFR
	}
	return engine.LangEN
}

// parseShape reads ?shape= (D1): absent or "detailed", or "quickstart".
func parseShape(ctx *fasthttp.RequestCtx) (shape, *apiError) {
	v := ctx.QueryArgs().Peek("shape")
	switch string(v) {
	case "", "detailed":
		return shapeDetailed, nil
	case "quickstart":
		return shapeQuickstart, nil
	}
	return 0, invalid("shape", `must be "detailed" or "quickstart"`)
}

// handleCheck answers POST /v1/check: admission (open), the query's shape, then
// the check behind its Idempotency-Key, if any.
func (s *Server) handleCheck(ctx *fasthttp.RequestCtx) {
	st := acquireState()
	defer releaseState(st)
	a := &st.adm
	if !a.open(s, ctx, false) {
		return
	}
	sh, aerr := parseShape(ctx)
	if aerr != nil {
		a.refuse(aerr)
		return
	}
	a.idempotent(func() { s.check(ctx, st, sh) })
}

// check answers an admitted check: a test key gets a fixture (D17), a live key
// the result cache's answer (D13) or a new analysis, which the cache then keeps.
func (s *Server) check(ctx *fasthttp.RequestCtx, st *state, sh shape) {
	a := &st.adm
	content, typ, aerr := st.decodeCheck(s.eng, ctx.PostBody())
	if aerr != nil {
		a.refuse(aerr)
		return
	}
	now := s.requestTime(ctx)
	lang := langOf(ctx)
	c := &st.check
	if a.k.env == envTest {
		if !a.charge(now, 1) {
			return
		}
		st.id = appendID(st.id[:0], prefixCheck)
		fixtureResult(c, content, lang)
		c.id, c.createdAt = st.id, now.UnixMilli()
		s.answerCheck(ctx, st, sh)
		return
	}
	s.prepare(st, content, typ, lang, now)
	st.key = s.cache.appendKey(st.key[:0], envLive, a.k.acct.id, st.res.Type, lang, st.res.Normalized)
	if s.answerFromCache(ctx, st, sh, lang, now) {
		return
	}
	if !a.charge(now, 1) {
		return
	}
	s.analyzePrepared(st, now)
	s.answerCheck(ctx, st, sh)
	st.enc = s.cache.set(st.enc, st.key, now, c)
}

// answerCheck answers st.check in shape sh and counts its verdict.
func (s *Server) answerCheck(ctx *fasthttp.RequestCtx, st *state, sh shape) {
	s.obs.verdict(st.check.verdict)
	writeCheck(ctx, st, sh)
}

// writeCheck answers st.check in shape sh, leaving the body in st.out.
func writeCheck(ctx *fasthttp.RequestCtx, st *state, sh shape) {
	st.out = st.check.appendJSON(st.out[:0], sh)
	ctx.SetContentType(contentTypeJSON)
	ctx.SetBody(st.out)
}

// answerFromCache answers the check from the result cache under st.key when a
// fresh result is there (or 429 when the rate limit refuses it) and reports
// whether it answered. A hit in the detailed shape is answered with the body
// stored with the result, or renders it and stores it for the next hit (addBody);
// a hit in the quickstart shape is rendered from the binary result.
func (s *Server) answerFromCache(ctx *fasthttp.RequestCtx, st *state, sh shape, lang engine.Lang, now time.Time) bool {
	var (
		cr  cachedResult
		hit bool
	)
	st.cacheBuf, cr, hit = s.cache.get(st.cacheBuf, st.key, now)
	rendered := hit && sh == shapeDetailed && len(cr.body) > 0
	if hit && !rendered {
		hit = st.check.decode(cr.enc, lang)
	}
	s.obs.cacheLookup(hit)
	if !hit {
		return false
	}
	if !st.adm.settle() {
		return true
	}
	if !rendered {
		st.check.cached = true
		s.answerCheck(ctx, st, sh)
		if sh == shapeDetailed {
			st.cacheBuf = s.cache.addBody(st.key, st.cacheBuf, st.out)
		}
		return true
	}
	s.obs.verdict(cr.verdict)
	ctx.SetContentType(contentTypeJSON)
	ctx.SetBody(cr.body)
	return true
}

// adminCheck answers POST /admin/v1/check, the dashboard's playground: the body,
// validation and answer of POST /v1/check, analysed as live. It is billed to no
// account and has no rate limit; it never reads the result cache (the operator sees
// what the engine says now, e.g. right after confirming a report) nor writes it (a
// playground analysis must not become a customer's cached answer). Its verdict is
// not counted in the stats, which describe customers' traffic; its layer times are.
func (s *Server) adminCheck(ctx *fasthttp.RequestCtx) {
	if !requireJSON(ctx) {
		return
	}
	sh, aerr := parseShape(ctx)
	if aerr != nil {
		writeError(ctx, aerr)
		return
	}
	st := acquireState()
	defer releaseState(st)
	content, typ, aerr := st.decodeCheck(s.eng, ctx.PostBody())
	if aerr != nil {
		writeError(ctx, aerr)
		return
	}
	s.analyze(st, content, typ, langOf(ctx), s.now())
	writeCheck(ctx, st, sh)
}

// analyze runs the engine on content and fills st.check with a new id.
func (s *Server) analyze(st *state, content string, typ engine.ContentType, lang engine.Lang, now time.Time) {
	s.prepare(st, content, typ, lang, now)
	s.analyzePrepared(st, now)
}

// prepare normalizes content into st.res (engine.Prepare), ready for the cache key
// and analyzePrepared.
func (s *Server) prepare(st *state, content string, typ engine.ContentType, lang engine.Lang, now time.Time) {
	st.ereq = engine.Request{Content: st.contentBytes(content), Type: typ, Lang: lang, Now: now.Unix()}
	s.eng.Prepare(&st.ereq, &st.res)
}

// monoBase is the origin of durations read through time.Since, which reads only the
// monotonic clock.
var monoBase = time.Now()

// analyzePrepared runs the layers on what prepare left in st.res and fills
// st.check with a new id.
func (s *Server) analyzePrepared(st *state, now time.Time) {
	start := time.Since(monoBase) // the monotonic clock only: half the cost of time.Now
	s.eng.AnalyzePrepared(&st.ereq, &st.res)
	elapsed := time.Since(monoBase) - start
	s.obs.analysed(&st.res, elapsed)
	c := &st.check
	st.strs = c.fromEngine(&st.res, st.strs[:0])
	st.id = appendID(st.id[:0], prefixCheck)
	c.id, c.createdAt, c.analysisMs = st.id, now.UnixMilli(), int64(elapsed/time.Millisecond)
}
