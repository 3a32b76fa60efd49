package server

import (
	"bytes"
	"errors"

	"github.com/valyala/fasthttp"
)

// A request body is JSON in UTF-8 (RFC 8259), declared as application/json, and
// prepared once before it is decoded: a gzip Content-Encoding is decoded, bounded
// by the body limit after decompression, and a UTF-8 byte-order mark is skipped.
// Every later reader of ctx.PostBody (decoders, idempotency) sees the prepared
// body. A plain body without a byte-order mark, the usual case, is neither copied
// nor allocated.

// utf8BOM is the UTF-8 byte-order mark, which some Windows tools put first.
var utf8BOM = []byte("\xef\xbb\xbf")

// requireJSON prepares the body (prepareJSON) and answers the error itself,
// returning false, when it is refused.
func requireJSON(ctx *fasthttp.RequestCtx) bool {
	if aerr := prepareJSON(ctx); aerr != nil {
		writeError(ctx, aerr)
		return false
	}
	return true
}

// prepareJSON decodes the body's Content-Encoding, skips a byte-order mark, and
// checks that the body is declared JSON in UTF-8; it returns the error to answer
// (415, 413, or 400 for a corrupt gzip stream), or nil. A JSON object sent as
// application/x-www-form-urlencoded is accepted too: that is what
// `curl -d '{...}'` sends when no Content-Type is given.
func prepareJSON(ctx *fasthttp.RequestCtx) *apiError {
	if aerr := decodeBody(ctx); aerr != nil {
		return aerr
	}
	media, charset := splitContentType(ctx.Request.Header.ContentType())
	if charset != nil && !bytes.EqualFold(charset, []byte("utf-8")) && !bytes.EqualFold(charset, []byte("utf8")) {
		return &apiError{code: codeUnsupportedMedia, message: "The request body must be JSON in UTF-8; charset=" + string(charset) + " is not accepted.",
			details: []detail{dStr("field", "Content-Type"), dStr("reason", "charset must be utf-8")}}
	}
	if bytes.EqualFold(media, []byte(contentTypeJSON)) {
		return nil
	}
	if bytes.EqualFold(media, []byte("application/x-www-form-urlencoded")) {
		if b := bytes.TrimSpace(ctx.PostBody()); len(b) > 0 && b[0] == '{' {
			return nil
		}
	}
	return &apiError{code: codeUnsupportedMedia, message: "The request body must be JSON with Content-Type: application/json.",
		details: []detail{dStr("field", "Content-Type"), dStr("reason", "must be application/json")}}
}

// decodeBody replaces a gzip-encoded body by its decompressed bytes, at most
// maxBodyBytes of them, and skips a leading byte-order mark. Content encodings
// other than gzip and identity are 415.
func decodeBody(ctx *fasthttp.RequestCtx) *apiError {
	body := ctx.PostBody()
	owned := false // body is not the request's buffer
	switch enc := bytes.TrimSpace(ctx.Request.Header.ContentEncoding()); {
	case len(enc) == 0 || bytes.EqualFold(enc, []byte("identity")):
	case bytes.EqualFold(enc, []byte("gzip")) || bytes.EqualFold(enc, []byte("x-gzip")):
		b, err := ctx.Request.BodyGunzipWithLimit(maxBodyBytes)
		if errors.Is(err, fasthttp.ErrBodyTooLarge) {
			return errPayloadTooLarge
		}
		if err != nil {
			return invalid("body", "is not a valid gzip stream")
		}
		body, owned = b, true
	default:
		return &apiError{code: codeUnsupportedMedia, message: "The request body's Content-Encoding must be gzip or identity.",
			details: []detail{dStr("field", "Content-Encoding"), dStr("reason", "must be gzip or identity")}}
	}
	if bytes.HasPrefix(body, utf8BOM) {
		body = body[len(utf8BOM):]
		if !owned {
			// SetBodyRaw recycles the request's buffer: body must not point into it.
			body, owned = bytes.Clone(body), true
		}
	}
	if owned {
		ctx.Request.SetBodyRaw(body)
		ctx.Request.Header.Del(fasthttp.HeaderContentEncoding)
	}
	return nil
}

// splitContentType returns the media type of a Content-Type value and its charset
// parameter (unquoted), or nil when there is none.
func splitContentType(ct []byte) (media, charset []byte) {
	media, params, _ := bytes.Cut(ct, []byte(";"))
	for len(params) > 0 {
		var p []byte
		p, params, _ = bytes.Cut(params, []byte(";"))
		name, value, ok := bytes.Cut(p, []byte("="))
		if ok && bytes.EqualFold(bytes.TrimSpace(name), []byte("charset")) {
			value = bytes.TrimSpace(value)
			if len(value) >= 2 && value[0] == '"' && value[len(value)-1] == '"' {
				value = value[1 : len(value)-1]
			}
			charset = value
		}
	}
	return bytes.TrimSpace(media), charset
}
