package server

import (
	"time"
	"unsafe"

	sonicdecoder "github.com/bytedance/sonic/decoder"
	"github.com/valyala/fasthttp"
)

// decodeBody decodes the JSON body into v with st's reusable decoder. Unlike
// sonic.Unmarshal, which copies the body into a new string and allocates a decoder
// on every call, it reads the body in place: the strings decoded into v may point
// into the request buffer and are valid until the handler returns (they are never
// kept: see checkRequest).
func (st *state) decodeBody(body []byte, v any) error {
	st.dec.Reset(unsafe.String(unsafe.SliceData(body), len(body)))
	if err := st.dec.Decode(v); err != nil {
		return err
	}
	return st.dec.CheckTrailings()
}

// bodyDecoder is the sonic decoder kept in a pooled state; it holds the body being
// decoded only while a handler runs.
type bodyDecoder = sonicdecoder.Decoder

// requestTime returns the time of the request for quotas, rate limits, cache expiry
// and created_at: the time fasthttp took when it read the request (ctx.Time, no
// clock read), or the injected clock when Config.Now is set (tests move time).
func (s *Server) requestTime(ctx *fasthttp.RequestCtx) time.Time {
	if s.clockInjected {
		return s.now()
	}
	return ctx.Time()
}
