package server

import (
	"bytes"
	"crypto/subtle"

	"github.com/valyala/fasthttp"
)

// A request with `Expect: 100-continue` asks whether to send its body. It gets
// 100 Continue only once its headers pass what can be decided without the body
// (D23): the declared length (413 first, as for a request sent whole) and the API
// key, or the operator token on the admin listener (401). A refusal is answered
// at once with the usual error body, and the client never sends a body that would
// be refused unread.
//
// fasthttp (Server.ExpectHandler) then writes the response as it stands, without
// calling Handler, and closes the connection, since the client may have started
// sending the body anyway.

// publicExpect is the public listener's ExpectHandler.
func (s *Server) publicExpect(ctx *fasthttp.RequestCtx) int {
	if ctx.Request.Header.ContentLength() > maxBodyBytes {
		return s.refuseEarly(ctx, errPayloadTooLarge)
	}
	if keyedRoute(ctx) && s.authenticate(ctx) == nil {
		return s.refuseEarly(ctx, errInvalidKey)
	}
	return fasthttp.StatusContinue
}

// adminExpect is the admin listener's ExpectHandler.
func (s *Server) adminExpect(ctx *fasthttp.RequestCtx) int {
	if ctx.Request.Header.ContentLength() > maxBodyBytes {
		return s.refuseEarly(ctx, errPayloadTooLarge)
	}
	if bytes.HasPrefix(ctx.Path(), []byte("/admin/v1/")) && !s.validToken(ctx) {
		return s.refuseEarly(ctx, errAdminToken)
	}
	return fasthttp.StatusContinue
}

// keyedRoute tells whether the request is for an endpoint that takes an API key
// with this method; others (probes, unknown paths, wrong methods) are answered as
// usual once their body is read.
func keyedRoute(ctx *fasthttp.RequestCtx) bool {
	switch string(ctx.Path()) {
	case "/v1/check", "/v1/batch", "/v1/report":
		return ctx.IsPost()
	case "/v1/scams":
		return ctx.IsGet() || ctx.IsHead()
	}
	return false
}

// validToken tells whether the request carries the operator token, compared in
// constant time.
func (s *Server) validToken(ctx *fasthttp.RequestCtx) bool {
	token, ok := bytes.CutPrefix(ctx.Request.Header.Peek("Authorization"), []byte("Bearer "))
	return ok && subtle.ConstantTimeCompare(token, s.adminToken) == 1
}

// refuseEarly answers e to a request whose body was not read, with the headers and
// body of any other error, records it, and returns its status.
func (s *Server) refuseEarly(ctx *fasthttp.RequestCtx, e *apiError) int {
	setRequestID(ctx)
	writeError(ctx, e)
	s.observeTransportError(ctx)
	return statusOf(e.code)
}
