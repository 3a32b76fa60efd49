package server

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/cespare/xxhash/v2"
	"github.com/valyala/fasthttp"

	"scamcheck/server/store"
)

// idempotencyTTL is how long a response is kept for replay (D11a).
const idempotencyTTL = 24 * time.Hour

// idempotent runs handle under the request's Idempotency-Key, if any (D11a): the
// first successful response for the key and account is kept 24 hours and replayed
// for a retry with the same method, path, query and body; the same key with
// another request is 409 IDEMPOTENCY_CONFLICT, and so is a retry while the first
// request is still running. Failed requests are not kept: they changed nothing,
// so a retry runs again.
func (s *Server) idempotent(ctx *fasthttp.RequestCtx, k *keyEntry, handle func()) {
	ik := ctx.Request.Header.Peek("Idempotency-Key")
	if len(ik) == 0 {
		handle()
		return
	}
	if len(ik) > 255 {
		writeError(ctx, invalid("Idempotency-Key", "must be 1 to 255 characters"))
		return
	}
	key := string(ik) // copied: kept beyond the request
	var d xxhash.Digest
	d.Reset()
	_, _ = d.Write(ctx.Method())
	_, _ = d.Write([]byte{0})
	_, _ = d.Write(ctx.RequestURI())
	_, _ = d.Write([]byte{0})
	_, _ = d.Write(ctx.PostBody())
	hash := d.Sum64()

	// Reserve the key before reading the store: a retry then either finds the first
	// request still running (409) or, once it ended, its kept answer; never a gap
	// in which both run. (The reservation is per node: see README, Idempotency.)
	if !s.inflight.begin(k.acct.id, key) {
		writeError(ctx, idempotencyConflict("is in use by a request still in progress"))
		return
	}
	defer s.inflight.end(k.acct.id, key)
	sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	rec, err := s.st.GetIdempotent(sctx, k.acct.id, key)
	if err == nil && !rec.Expires.After(s.now()) {
		err = store.ErrNotFound
	}
	switch {
	case err == nil:
		if rec.BodyHash != hash {
			writeError(ctx, idempotencyConflict("was used for a different request"))
			return
		}
		ctx.Response.Header.Set("Idempotent-Replayed", "true")
		ctx.SetStatusCode(rec.Status)
		ctx.SetContentType(contentTypeJSON)
		ctx.SetBody(rec.Body)
		return
	case !errors.Is(err, store.ErrNotFound):
		s.logErr.logf(s.logf, "cannot read idempotent response: %v", err)
		writeError(ctx, errUnavailable)
		return
	}
	handle()
	status := ctx.Response.StatusCode()
	if status < 200 || status > 299 {
		return
	}
	rec = &store.Idempotent{AccountID: k.acct.id, Key: key, BodyHash: hash, Status: status,
		Body: append([]byte(nil), ctx.Response.Body()...), Expires: s.now().Add(idempotencyTTL)}
	if err := s.st.PutIdempotent(sctx, rec); err != nil {
		s.logErr.logf(s.logf, "cannot keep idempotent response: %v", err)
	}
}

func idempotencyConflict(reason string) *apiError {
	return &apiError{code: codeIdempotencyConflict, message: "This Idempotency-Key " + reason + ".",
		details: []detail{dStr("field", "Idempotency-Key"), dStr("reason", reason)}}
}

// inflight is the set of idempotency keys whose first request is running.
type inflight struct {
	mu   sync.Mutex
	keys map[[2]string]struct{}
}

func (f *inflight) begin(account, key string) bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.keys == nil {
		f.keys = map[[2]string]struct{}{}
	}
	k := [2]string{account, key}
	if _, busy := f.keys[k]; busy {
		return false
	}
	f.keys[k] = struct{}{}
	return true
}

func (f *inflight) end(account, key string) {
	f.mu.Lock()
	delete(f.keys, [2]string{account, key})
	f.mu.Unlock()
}
