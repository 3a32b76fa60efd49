package server

import (
	"slices"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/bytedance/sonic"
	"github.com/valyala/fasthttp"

	"scamcheck/engine"
)

// maxContentBytes is the largest content accepted, after trimming (D12).
const maxContentBytes = 20000

// maxBatchItems is the most items in one batch (spec 4.2).
const maxBatchItems = 100

// checkRequest is the body of POST /v1/check. Its strings may point into the
// request buffer: valid until the handler returns, never kept.
type checkRequest struct {
	Content  sonic.NoCopyRawMessage `json:"content"` // a JSON string: see state.unquote
	Type     string                 `json:"type"`
	Metadata sonic.NoCopyRawMessage `json:"metadata"`
}

// batchRequest is the body of POST /v1/batch, with the same lifetime as checkRequest.
type batchRequest struct {
	Items []batchItem `json:"items"`
}

type batchItem struct {
	Content sonic.NoCopyRawMessage `json:"content"` // a JSON string: see state.unquote
	Type    string                 `json:"type"`

	text string // Content's value, trimmed
}

// checkResult is one analysis as the API shows it (spec 2.1, 2.2). Its slices point
// into the pooled engine.Result, a cached value or static fixtures: valid until
// the request's state is released.
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
	shapeDetailed   shape = iota // spec 2.1: score, safe/suspect/scam, reasons, advice
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

// state is the pooled per-request working memory of the check and batch handlers.
// Acquire it with acquireState and give it back with releaseState; do not touch it
// after release.
type state struct {
	_ noCopy

	dec   bodyDecoder
	res   engine.Result
	ereq  engine.Request
	check checkResult
	in    checkRequest
	batch batchRequest

	id, content, norm, key, cacheBuf, enc, strs, out []byte

	unq []byte // unescaped contents (unquote)

	// rated is set once the request's rate limit was decided (settleRate, charge).
	rated bool

	// Batch working memory, one entry per item.
	items []batchOutcome
	keys  []byte // 8-byte cache keys of the items, concatenated
}

// batchOutcome is what a batch response says about one item.
type batchOutcome struct {
	id      []byte
	verdict engine.Verdict
	score   int
	cached  bool
	typ     engine.ContentType
}

// contentBytes copies content into st's buffer, for the engine's []byte API.
func (st *state) contentBytes(content string) []byte {
	st.content = append(st.content[:0], content...)
	return st.content
}

// addItem appends an outcome for one more batch item, reusing its id buffer.
func (st *state) addItem(typ engine.ContentType) {
	n := len(st.items)
	if n < cap(st.items) {
		st.items = st.items[:n+1]
		st.items[n] = batchOutcome{id: st.items[n].id[:0], typ: typ}
		return
	}
	st.items = append(st.items, batchOutcome{typ: typ})
}

var statePool = sync.Pool{New: func() any { return new(state) }}

func acquireState() *state { return statePool.Get().(*state) }

// releaseState resets st and returns it to the pool.
func releaseState(st *state) {
	st.dec.Reset("") // drop the request body
	st.in = checkRequest{}
	clear(st.batch.Items)
	st.batch.Items = st.batch.Items[:0]
	st.check.reasons = st.check.reasons[:0]
	st.items = st.items[:0]
	st.ereq = engine.Request{}
	st.rated = false
	statePool.Put(st)
}

// noCopy makes go vet report copies of the structs that embed it.
type noCopy struct{}

func (*noCopy) Lock()   {}
func (*noCopy) Unlock() {}

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

// checkContent trims content and validates it (D12); field names it in errors.
func checkContent(content string) (string, string) {
	content = strings.TrimSpace(content)
	switch {
	case content == "":
		return "", "is required"
	case len(content) > maxContentBytes:
		return "", "must be at most 20000 bytes"
	case !utf8.ValidString(content):
		return "", "must be valid UTF-8"
	}
	return content, ""
}

// checkType parses an optional content type.
func checkType(typ string) (engine.ContentType, bool) {
	if typ == "" {
		return engine.TypeUnknown, true
	}
	return engine.ParseContentType(typ)
}

const typeReason = "must be one of url, sms, email, phone"

// The check and batch handlers decide the rate limit (D8) late, where the request
// is charged or answered, so that a request billed in cluster mode costs one Redis
// round trip for both decisions (RateMeter). Every answer after authentication
// still goes through the rate limit first, and 429 still comes before any other
// error: errors are answered through refuse, answers from the result cache after
// settleRate, billed analyses through charge. A request with an Idempotency-Key
// takes its rate limit first, as begin does, since it may be answered from the
// store (idempotent) without reaching those points.

func (s *Server) handleCheck(ctx *fasthttp.RequestCtx) {
	k := s.identify(ctx)
	if k == nil {
		return
	}
	st := acquireState()
	defer releaseState(st)
	if !s.rateFirstIfIdempotent(ctx, k, st) {
		return
	}
	aerr := liveKeyError(k)
	if aerr == nil {
		aerr = prepareJSON(ctx)
	}
	var sh shape
	if aerr == nil {
		sh, aerr = parseShape(ctx)
	}
	if aerr != nil {
		s.refuse(ctx, k, st, aerr)
		return
	}
	s.idempotent(ctx, k, func() { s.check(ctx, k, st, sh) })
}

// rateFirstIfIdempotent takes the rate limit of a request that carries an
// Idempotency-Key. It answers 429 itself and returns false when it is refused.
func (s *Server) rateFirstIfIdempotent(ctx *fasthttp.RequestCtx, k *keyEntry, st *state) bool {
	if len(ctx.Request.Header.Peek("Idempotency-Key")) == 0 {
		return true
	}
	return s.settleRate(ctx, k, st)
}

// settleRate takes the request's rate limit unless it was decided already. It
// answers 429 itself and returns false when the request is refused.
func (s *Server) settleRate(ctx *fasthttp.RequestCtx, k *keyEntry, st *state) bool {
	if st.rated {
		return true
	}
	st.rated = true
	return s.takeRate(ctx, k)
}

// refuse answers aerr, or 429 when the rate limit, not yet decided, refuses the
// request.
func (s *Server) refuse(ctx *fasthttp.RequestCtx, k *keyEntry, st *state, aerr *apiError) {
	if s.settleRate(ctx, k, st) {
		writeError(ctx, aerr)
	}
}

// decodeCheck decodes and validates the body of a check request (POST /v1/check,
// POST /admin/v1/check) into st.in. It returns the trimmed content and the type,
// or the error to answer. The content may point into body.
func (st *state) decodeCheck(eng *engine.Engine, body []byte) (string, engine.ContentType, *apiError) {
	if err := st.decodeBody(body, &st.in); err != nil {
		return "", 0, decodeError(body, checkSchema)
	}
	if m := st.in.Metadata; len(m) > 0 && m[0] != '{' && string(m) != "null" {
		return "", 0, invalid("metadata", "must be an object")
	}
	st.unq = slices.Grow(st.unq[:0], len(st.in.Content))
	content, ok := st.unquote(st.in.Content)
	if !ok {
		return "", 0, decodeError(body, checkSchema)
	}
	content, reason := checkContent(content)
	if reason != "" {
		return "", 0, invalid("content", reason)
	}
	typ, ok := checkType(st.in.Type)
	if !ok {
		return "", 0, invalid("type", typeReason)
	}
	if reason := eng.CheckHint(st.contentBytes(content), typ); reason != "" {
		return "", 0, invalid("type", reason)
	}
	return content, typ, nil
}

func (s *Server) check(ctx *fasthttp.RequestCtx, k *keyEntry, st *state, sh shape) {
	content, typ, aerr := st.decodeCheck(s.eng, ctx.PostBody())
	if aerr != nil {
		s.refuse(ctx, k, st, aerr)
		return
	}
	now := s.requestTime(ctx)
	lang := langOf(ctx)
	c := &st.check
	if k.env == envTest {
		if !s.charge(ctx, k, st, now, 1) {
			return
		}
		st.id = appendID(st.id[:0], prefixCheck)
		fixtureResult(c, content, lang)
		c.id, c.createdAt = st.id, now.UnixMilli()
		s.answerCheck(ctx, st, sh)
		return
	}
	s.prepare(st, content, typ, lang, now)
	st.key = s.cache.appendKey(st.key[:0], envLive, k.acct.id, st.res.Type, lang, st.res.Normalized)
	if s.answerFromCache(ctx, k, st, sh, lang, now) {
		return
	}
	if !s.charge(ctx, k, st, now, 1) {
		return
	}
	s.analyzePrepared(st, now)
	s.answerCheck(ctx, st, sh)
	st.enc = s.cache.set(st.enc, st.key, now, c)
}

// answerCheck answers st.check in shape sh, leaving the body in st.out.
func (s *Server) answerCheck(ctx *fasthttp.RequestCtx, st *state, sh shape) {
	s.obs.verdict(st.check.verdict)
	st.out = st.check.appendJSON(st.out[:0], sh)
	ctx.SetContentType(contentTypeJSON)
	ctx.SetBody(st.out)
}

// answerFromCache answers the check from the result cache under st.key when a
// fresh result is there (or 429 when the rate limit refuses it) and reports
// whether it answered. A hit in the detailed shape is answered with the body
// stored with the result, or renders it and stores it for the next hit (addBody);
// a hit in the quickstart shape is rendered from the binary result.
func (s *Server) answerFromCache(ctx *fasthttp.RequestCtx, k *keyEntry, st *state, sh shape, lang engine.Lang, now time.Time) bool {
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
	if !s.settleRate(ctx, k, st) {
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
	st.out = st.check.appendJSON(st.out[:0], sh)
	ctx.SetContentType(contentTypeJSON)
	ctx.SetBody(st.out)
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

// charge takes the request's rate limit, unless it was decided already, and counts
// n analyses against k's quota (D6, D7): one step when the limiter and the meter
// are one RateMeter. It answers 429, 403 QUOTA_EXCEEDED or 503 itself and returns
// false when the analyses may not run.
func (s *Server) charge(ctx *fasthttp.RequestCtx, k *keyEntry, st *state, now time.Time, n int64) bool {
	p := s.periodsAt(now)
	a := k.acct
	period, limit, reset, what := p.live, a.monthlyQuota, nextUTCMonth(now), "Monthly quota"
	if k.env == envTest {
		period, limit, reset, what = p.test, testDailyQuota, nextUTCMidnight(now), "Daily test-key quota"
	}
	var (
		used int64
		ok   bool
		err  error
	)
	if st.rated || a.ratePerMinute <= 0 {
		used, ok, err = s.meter.Charge(a.id, period, n, limit)
	} else {
		var rs RateStatus
		rs, used, ok, err = s.takeAndCharge(a, now, period, n, limit)
		if !s.applyRate(ctx, a, rs, now) {
			st.rated = true
			return false
		}
	}
	st.rated = true
	if err != nil {
		s.logErr.logf(s.logf, "%v", err)
		writeError(ctx, errUnavailable)
		return false
	}
	if !ok {
		s.obs.quotaRefusal(k.env)
		writeError(ctx, &apiError{code: codeQuotaExceeded, message: what + " exhausted.",
			details: []detail{dInt("quota_limit", limit), dInt("quota_used", used), dTime("reset_at", reset)}})
		return false
	}
	return true
}

// takeAndCharge takes one request of a's rate limit at now and, if it is allowed,
// charges n to a's counter of period: through RateMeter.TakeAndCharge when the
// limiter and the meter are one, else one after the other.
func (s *Server) takeAndCharge(a *accountEntry, now time.Time, period string, n, limit int64) (RateStatus, int64, bool, error) {
	if rm, ok := s.meter.(RateMeter); ok && s.limiter == rm {
		return rm.TakeAndCharge(a.id, a.ratePerMinute, now, period, n, limit)
	}
	rs := s.limiter.Take(a.id, a.ratePerMinute, now)
	if !rs.Allowed {
		return rs, 0, false, nil
	}
	used, ok, err := s.meter.Charge(a.id, period, n, limit)
	return rs, used, ok, err
}

func (s *Server) handleBatch(ctx *fasthttp.RequestCtx) {
	k := s.identify(ctx)
	if k == nil {
		return
	}
	st := acquireState()
	defer releaseState(st)
	if !s.rateFirstIfIdempotent(ctx, k, st) {
		return
	}
	aerr := liveKeyError(k)
	if aerr == nil {
		aerr = planError(k)
	}
	if aerr == nil {
		aerr = prepareJSON(ctx)
	}
	if aerr != nil {
		s.refuse(ctx, k, st, aerr)
		return
	}
	s.idempotent(ctx, k, func() { s.runBatch(ctx, k, st) })
}

func (s *Server) runBatch(ctx *fasthttp.RequestCtx, k *keyEntry, st *state) {
	body := ctx.PostBody()
	if err := st.decodeBody(body, &st.batch); err != nil {
		s.refuse(ctx, k, st, decodeError(body, batchSchema))
		return
	}
	items := st.batch.Items
	switch {
	case items == nil:
		s.refuse(ctx, k, st, invalid("items", "is required"))
		return
	case len(items) == 0:
		s.refuse(ctx, k, st, invalid("items", "must hold 1 to 100 items"))
		return
	case len(items) > maxBatchItems:
		s.refuse(ctx, k, st, invalid("items", "must hold at most 100 items"))
		return
	}
	// Validate every item up front: one bad item refuses the whole batch (D12).
	room := 0
	for i := range items {
		room += len(items[i].Content)
	}
	st.unq = slices.Grow(st.unq[:0], room)
	for i := range items {
		content, ok := st.unquote(items[i].Content)
		if !ok {
			s.refuse(ctx, k, st, decodeError(body, batchSchema))
			return
		}
		content, reason := checkContent(content)
		if reason != "" {
			s.refuse(ctx, k, st, invalidItem(i, "content", reason))
			return
		}
		items[i].text = content
		typ, ok := checkType(items[i].Type)
		if !ok {
			s.refuse(ctx, k, st, invalidItem(i, "type", typeReason))
			return
		}
		if reason := s.eng.CheckHint(st.contentBytes(content), typ); reason != "" {
			s.refuse(ctx, k, st, invalidItem(i, "type", reason))
			return
		}
		st.addItem(typ)
	}
	now := s.requestTime(ctx)
	lang := langOf(ctx)
	if k.env == envTest {
		if !s.charge(ctx, k, st, now, int64(len(items))) {
			return
		}
		for i := range items {
			fixtureResult(&st.check, items[i].text, lang)
			o := &st.items[i]
			o.id = appendID(o.id[:0], prefixCheck)
			o.verdict, o.score = st.check.verdict, st.check.score
		}
	} else {
		// First the cache, then one charge for every item that needs analysis (D7).
		st.keys = st.keys[:0]
		misses := int64(0)
		for i := range items {
			var typ engine.ContentType
			st.norm, typ = s.eng.Normalize(st.norm[:0], st.contentBytes(items[i].text), st.items[i].typ)
			st.keys = s.cache.appendKey(st.keys, envLive, k.acct.id, typ, lang, st.norm)
			var cr cachedResult
			var hit bool
			st.cacheBuf, cr, hit = s.cache.get(st.cacheBuf, st.keys[i*cacheKeyLen:(i+1)*cacheKeyLen], now)
			hit = hit && st.check.decode(cr.enc, lang)
			s.obs.cacheLookup(hit)
			o := &st.items[i]
			if hit {
				o.id = append(o.id[:0], st.check.id...)
				o.verdict, o.score, o.cached = st.check.verdict, st.check.score, true
			} else {
				misses++
			}
		}
		if misses > 0 {
			if !s.charge(ctx, k, st, now, misses) {
				return
			}
		} else if !s.settleRate(ctx, k, st) {
			return
		}
		for i := range items {
			o := &st.items[i]
			if o.cached {
				continue
			}
			s.analyze(st, items[i].text, o.typ, lang, now)
			st.enc = s.cache.set(st.enc, st.keys[i*cacheKeyLen:(i+1)*cacheKeyLen], now, &st.check)
			o.id = append(o.id[:0], st.check.id...)
			o.verdict, o.score = st.check.verdict, st.check.score
		}
	}
	for i := range st.items {
		s.obs.verdict(st.items[i].verdict)
	}
	st.out = appendBatchJSON(st.out[:0], st.items)
	ctx.SetContentType(contentTypeJSON)
	ctx.SetBody(st.out)
}

// appendBatchJSON appends the batch response (spec 2.3, D2, D3).
func appendBatchJSON(dst []byte, items []batchOutcome) []byte {
	dst = append(dst, '{')
	dst = appendKey(dst, "batch_id")
	dst = append(dst, '"')
	dst = appendID(dst, prefixBatch)
	dst = append(dst, '"')
	dst = appendKey(dst, "results")
	dst = append(dst, '[')
	var counts [3]int64
	for i := range items {
		o := &items[i]
		counts[o.verdict]++
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = append(dst, '{')
		dst = appendKey(dst, "index")
		dst = appendInt(dst, int64(i))
		dst = appendKey(dst, "id")
		dst = appendQuoted(dst, o.id)
		dst = appendKey(dst, "verdict")
		dst = appendQuoted(dst, o.verdict.BatchString())
		dst = appendKey(dst, "risk_score")
		dst = appendInt(dst, int64(o.score))
		dst = appendKey(dst, "cached")
		dst = appendBool(dst, o.cached)
		dst = append(dst, '}')
	}
	dst = append(dst, ']')
	dst = appendKey(dst, "summary")
	dst = append(dst, '{')
	dst = appendKey(dst, "total")
	dst = appendInt(dst, int64(len(items)))
	dst = appendKey(dst, "safe")
	dst = appendInt(dst, counts[engine.VerdictSafe])
	dst = appendKey(dst, "suspicious")
	dst = appendInt(dst, counts[engine.VerdictSuspect])
	dst = appendKey(dst, "dangerous")
	dst = appendInt(dst, counts[engine.VerdictScam])
	return append(dst, '}', '}')
}
