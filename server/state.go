package server

import (
	"sync"
	"time"

	"github.com/valyala/fasthttp"

	"scamcheck/engine"
)

// The check and batch handlers keep everything a request needs in one pooled
// state, so that a warm server allocates nothing per request.

// state is the pooled per-request working memory of the check and batch handlers.
// Acquire it with acquireState and give it back with releaseState; do not touch it
// after release.
type state struct {
	_ noCopy

	adm   admission
	dec   bodyDecoder
	res   engine.Result
	ereq  engine.Request
	check checkResult
	in    checkRequest
	batch batchRequest

	id, content, norm, key, cacheBuf, enc, strs, out []byte

	unq []byte // unescaped contents (unquote)

	// Batch working memory, one entry per item.
	items []batchOutcome
	keys  []byte // 8-byte cache keys of the items, concatenated
}

var statePool = sync.Pool{New: func() any { return new(state) }}

func acquireState() *state { return statePool.Get().(*state) }

// releaseState resets st and returns it to the pool.
func releaseState(st *state) {
	st.adm = admission{}
	st.dec.Reset("") // drop the request body
	st.in = checkRequest{}
	clear(st.batch.Items)
	st.batch.Items = st.batch.Items[:0]
	st.check.reasons = st.check.reasons[:0]
	st.items = st.items[:0]
	st.ereq = engine.Request{}
	statePool.Put(st)
}

// noCopy makes go vet report copies of the structs that embed it.
type noCopy struct{}

func (*noCopy) Lock()   {}
func (*noCopy) Unlock() {}

// contentBytes copies content into st's buffer, for the engine's []byte API.
func (st *state) contentBytes(content string) []byte {
	st.content = append(st.content[:0], content...)
	return st.content
}

// requestTime returns the time of the request for quotas, rate limits, cache expiry
// and created_at: the time fasthttp took when it read the request (ctx.Time, no
// clock read), or the injected clock when Config.Now is set (tests move time).
func (s *Server) requestTime(ctx *fasthttp.RequestCtx) time.Time {
	if s.clockInjected {
		return s.now()
	}
	return ctx.Time()
}
