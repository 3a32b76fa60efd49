package server

import (
	"bytes"
	"time"
	"unicode/utf16"
	"unicode/utf8"
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

// The content of a check or batch item is decoded as a raw JSON string
// (sonic.NoCopyRawMessage) and unescaped here: sonic allocates a new string for
// every string with an escape, and e-mails always have some (\n).

// unquote returns the value of raw, a JSON string literal (quotes included) that
// sonic has already checked, or "" when raw is absent or null. It points into raw
// when raw has no escape, else into st.unq, which must have room for it (a value is
// never longer than its literal), so that strings returned before stay valid. It
// reports false when raw is not a string.
func (st *state) unquote(raw []byte) (string, bool) {
	if len(raw) == 0 || string(raw) == "null" {
		return "", true
	}
	if len(raw) < 2 || raw[0] != '"' || raw[len(raw)-1] != '"' {
		return "", false
	}
	lit := raw[1 : len(raw)-1]
	if bytes.IndexByte(lit, '\\') < 0 {
		return unsafe.String(unsafe.SliceData(lit), len(lit)), true
	}
	if cap(st.unq)-len(st.unq) < len(lit) {
		panic("BUG: unquote without room in st.unq")
	}
	start := len(st.unq)
	var ok bool
	st.unq, ok = appendUnescaped(st.unq, lit)
	v := st.unq[start:]
	return unsafe.String(unsafe.SliceData(v), len(v)), ok
}

// appendUnescaped appends the value of lit, the inside of a JSON string literal, to
// dst, as encoding/json decodes it: a lone or mismatched surrogate becomes U+FFFD.
// It reports false on a malformed escape.
func appendUnescaped(dst, lit []byte) ([]byte, bool) {
	for len(lit) > 0 {
		i := bytes.IndexByte(lit, '\\')
		if i < 0 {
			return append(dst, lit...), true
		}
		dst = append(dst, lit[:i]...)
		lit = lit[i:]
		if len(lit) < 2 {
			return dst, false
		}
		c := lit[1]
		lit = lit[2:]
		switch c {
		case '"', '\\', '/':
			dst = append(dst, c)
		case 'b':
			dst = append(dst, '\b')
		case 'f':
			dst = append(dst, '\f')
		case 'n':
			dst = append(dst, '\n')
		case 'r':
			dst = append(dst, '\r')
		case 't':
			dst = append(dst, '\t')
		case 'u':
			r, ok := hex4(lit)
			if !ok {
				return dst, false
			}
			lit = lit[4:]
			if utf16.IsSurrogate(r) {
				r2, ok := rune(0), false
				if len(lit) >= 6 && lit[0] == '\\' && lit[1] == 'u' {
					r2, ok = hex4(lit[2:])
				}
				if d := utf16.DecodeRune(r, r2); ok && d != utf8.RuneError {
					r, lit = d, lit[6:]
				} else {
					r = utf8.RuneError
				}
			}
			dst = utf8.AppendRune(dst, r)
		default:
			return dst, false
		}
	}
	return dst, true
}

// hex4 parses the 4 hex digits at the start of b.
func hex4(b []byte) (rune, bool) {
	if len(b) < 4 {
		return 0, false
	}
	var r rune
	for _, c := range b[:4] {
		switch {
		case c >= '0' && c <= '9':
			c -= '0'
		case c >= 'a' && c <= 'f':
			c -= 'a' - 10
		case c >= 'A' && c <= 'F':
			c -= 'A' - 10
		default:
			return 0, false
		}
		r = r<<4 | rune(c)
	}
	return r, true
}
