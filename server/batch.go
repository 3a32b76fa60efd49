package server

import (
	"time"

	"github.com/valyala/fasthttp"

	"scamcheck/engine"
)

// POST /v1/batch: up to 100 contents in one request, every item validated first
// (D12), answered from the result cache where it can and the rest analysed under
// one charge (D7).

// batchOutcome is what a batch response says about one item.
type batchOutcome struct {
	id      []byte
	verdict engine.Verdict
	score   int
	cached  bool
	typ     engine.ContentType
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

// handleBatch answers POST /v1/batch: admission (open, for business and
// enterprise plans only), then the batch behind its Idempotency-Key, if any.
func (s *Server) handleBatch(ctx *fasthttp.RequestCtx) {
	st := acquireState()
	defer releaseState(st)
	a := &st.adm
	if !a.open(s, ctx, true) {
		return
	}
	a.idempotent(func() { s.runBatch(ctx, st) })
}

// runBatch answers an admitted batch: a test key gets fixtures (D17); a live key
// the cache's results, then one charge for every item that needs analysis (D7).
func (s *Server) runBatch(ctx *fasthttp.RequestCtx, st *state) {
	a := &st.adm
	if aerr := st.decodeBatch(s.eng, ctx.PostBody()); aerr != nil {
		a.refuse(aerr)
		return
	}
	now := s.requestTime(ctx)
	lang := langOf(ctx)
	items := st.batch.Items
	if a.k.env == envTest {
		if !a.charge(now, int64(len(items))) {
			return
		}
		for i := range items {
			fixtureResult(&st.check, items[i].text, lang)
			o := &st.items[i]
			o.id = appendID(o.id[:0], prefixCheck)
			o.verdict, o.score = st.check.verdict, st.check.score
		}
	} else {
		var admitted bool
		if misses := s.batchFromCache(st, lang, now); misses > 0 {
			admitted = a.charge(now, misses)
		} else {
			admitted = a.settle()
		}
		if !admitted {
			return
		}
		s.analyzeBatch(st, lang, now)
	}
	for i := range st.items {
		s.obs.verdict(st.items[i].verdict)
	}
	st.out = appendBatchJSON(st.out[:0], st.items)
	ctx.SetContentType(contentTypeJSON)
	ctx.SetBody(st.out)
}

// batchFromCache fills the outcome of every item of a live batch whose result is in
// the cache, keeping every item's cache key in st.keys, and returns how many items
// missed.
func (s *Server) batchFromCache(st *state, lang engine.Lang, now time.Time) int64 {
	items := st.batch.Items
	st.keys = st.keys[:0]
	misses := int64(0)
	for i := range items {
		var typ engine.ContentType
		st.norm, typ = s.eng.Normalize(st.norm[:0], st.contentBytes(items[i].text), st.items[i].typ)
		st.keys = s.cache.appendKey(st.keys, envLive, st.adm.k.acct.id, typ, lang, st.norm)
		var cr cachedResult
		var hit bool
		st.cacheBuf, cr, hit = s.cache.get(st.cacheBuf, st.itemKey(i), now)
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
	return misses
}

// analyzeBatch analyses every item batchFromCache missed and caches its result.
func (s *Server) analyzeBatch(st *state, lang engine.Lang, now time.Time) {
	items := st.batch.Items
	for i := range items {
		o := &st.items[i]
		if o.cached {
			continue
		}
		s.analyze(st, items[i].text, o.typ, lang, now)
		st.enc = s.cache.set(st.enc, st.itemKey(i), now, &st.check)
		o.id = append(o.id[:0], st.check.id...)
		o.verdict, o.score = st.check.verdict, st.check.score
	}
}

// itemKey is the cache key of batch item i in st.keys.
func (st *state) itemKey(i int) []byte { return st.keys[i*cacheKeyLen : (i+1)*cacheKeyLen] }

// appendBatchJSON appends the batch response (D2, D3).
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
		dst = appendIntField(dst, "index", int64(i))
		dst = appendStringField(dst, "id", o.id)
		dst = appendStringField(dst, "verdict", o.verdict.BatchString())
		dst = appendIntField(dst, "risk_score", int64(o.score))
		dst = appendBoolField(dst, "cached", o.cached)
		dst = append(dst, '}')
	}
	dst = append(dst, ']')
	dst = appendKey(dst, "summary")
	dst = append(dst, '{')
	dst = appendIntField(dst, "total", int64(len(items)))
	dst = appendIntField(dst, "safe", counts[engine.VerdictSafe])
	dst = appendIntField(dst, "suspicious", counts[engine.VerdictSuspect])
	dst = appendIntField(dst, "dangerous", counts[engine.VerdictScam])
	return append(dst, '}', '}')
}
