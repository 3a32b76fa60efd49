package server

import (
	"context"
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"sync"
	"time"

	"github.com/cespare/xxhash/v2"
	"github.com/valyala/fasthttp"

	"scamcheck/server/store"
)

// idempotencyTTL is how long a response is kept for replay (D11a).
const idempotencyTTL = 24 * time.Hour

// reservationTTL bounds the store's reservation of a key in progress, for when the
// node running the request dies before releasing it. It is well above what a
// request may take (its read and write timeouts are 10 s by default), so a request
// still running never loses its reservation.
const reservationTTL = 30 * time.Second

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
	sk := sealKey(k.acct.id, key, ctx)

	// Reserve the key before reading the store: a retry then either finds the first
	// request still running (409) or, once it ended, its kept answer; never a gap
	// in which both run. This node's own requests are checked first, without a
	// round trip; then the store's reservation covers every node sharing it.
	if !s.inflight.begin(k.acct.id, key) {
		writeError(ctx, idempotencyConflict("is in use by a request still in progress"))
		return
	}
	defer s.inflight.end(k.acct.id, key)
	sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	token, ok, err := s.st.ReserveIdempotent(sctx, k.acct.id, key, reservationTTL)
	if err != nil {
		// As when the kept answer cannot be read: without the store, 503 rather
		// than a run that may repeat one in progress elsewhere.
		s.logErr.logf(s.logf, "cannot reserve idempotency key: %v", err)
		writeError(ctx, errUnavailable)
		return
	}
	if !ok {
		writeError(ctx, idempotencyConflict("is in use by a request still in progress"))
		return
	}
	defer func() {
		// A context of its own: sctx may have run out while the request ran.
		rctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		if err := s.st.ReleaseIdempotent(rctx, k.acct.id, key, token); err != nil {
			// The reservation then ends at its ttl.
			s.logErr.logf(s.logf, "cannot release idempotency key: %v", err)
		}
	}()
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
		body := rec.Body
		if rec.Sealed {
			if body, err = openSealed(&sk, rec.Body); err != nil {
				// Same hash, another request (a 64-bit collision): never replay it.
				writeError(ctx, idempotencyConflict("was used for a different request"))
				return
			}
		}
		ctx.Response.Header.Set("Idempotent-Replayed", "true")
		ctx.SetStatusCode(rec.Status)
		ctx.SetContentType(contentTypeJSON)
		ctx.SetBody(body)
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
		Body: seal(&sk, ctx.Response.Body()), Sealed: true, Expires: s.now().Add(idempotencyTTL)}
	if err := s.st.PutIdempotent(sctx, rec); err != nil {
		s.logErr.logf(s.logf, "cannot keep idempotent response: %v", err)
	}
}

// Checked content never reaches the store, and a check's answer quotes it (hosts and
// words in its reasons). So a kept answer is sealed (AES-256-GCM) under a key
// derived from the request that made it: the account, the Idempotency-Key, the
// method, URI and body. The store holds neither the key nor anything to make it
// from; a retry, which carries the same request, makes the same key and opens the
// answer, on any node and after a restart. To the store's reader the sealed answer
// says no more than a hash of the request would.

// sealKey derives the key that seals the answer to ctx's request.
func sealKey(account, idemKey string, ctx *fasthttp.RequestCtx) [32]byte {
	h := sha256.New()
	for _, b := range [][]byte{[]byte("scamcheck idempotent answer v1"), []byte(account), []byte(idemKey),
		ctx.Method(), ctx.RequestURI(), ctx.PostBody()} {
		var n [8]byte
		binary.BigEndian.PutUint64(n[:], uint64(len(b)))
		h.Write(n[:]) // lengths first: no two requests make the same input
		h.Write(b)
	}
	var k [32]byte
	h.Sum(k[:0])
	return k
}

// seal returns a random nonce followed by plain encrypted and authenticated under k.
func seal(k *[32]byte, plain []byte) []byte {
	aead := newAEAD(k)
	out := make([]byte, aead.NonceSize(), aead.NonceSize()+len(plain)+aead.Overhead())
	_, _ = rand.Read(out) // crypto/rand.Read never fails
	return aead.Seal(out, out, plain, nil)
}

// openSealed reverses seal; it fails when k is not the key that sealed it.
func openSealed(k *[32]byte, sealed []byte) ([]byte, error) {
	aead := newAEAD(k)
	if len(sealed) < aead.NonceSize() {
		return nil, errors.New("sealed answer too short")
	}
	n := aead.NonceSize()
	return aead.Open(nil, sealed[:n], sealed[n:], nil)
}

func newAEAD(k *[32]byte) cipher.AEAD {
	block, err := aes.NewCipher(k[:])
	if err != nil {
		panic("BUG: AES-256 refused a 32-byte key: " + err.Error())
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		panic("BUG: cannot make AES-GCM: " + err.Error())
	}
	return aead
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
