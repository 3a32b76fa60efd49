package server

import (
	"time"

	"github.com/valyala/fasthttp"
)

// Error codes (D11, D20b).
const (
	codeInvalidRequest      = "INVALID_REQUEST"
	codeInvalidAPIKey       = "INVALID_API_KEY"
	codeUnauthorized        = "UNAUTHORIZED"
	codeQuotaExceeded       = "QUOTA_EXCEEDED"
	codePlanUpgradeRequired = "PLAN_UPGRADE_REQUIRED"
	codeNotFound            = "NOT_FOUND"
	codeMethodNotAllowed    = "METHOD_NOT_ALLOWED"
	codeIdempotencyConflict = "IDEMPOTENCY_CONFLICT"
	codePayloadTooLarge     = "PAYLOAD_TOO_LARGE"
	codeUnsupportedMedia    = "UNSUPPORTED_MEDIA_TYPE"
	codeRateLimitExceeded   = "RATE_LIMIT_EXCEEDED"
	codeInternal            = "INTERNAL_ERROR"
	codeUnavailable         = "SERVICE_UNAVAILABLE"
)

// statusOf maps an error code to its HTTP status: the one place where this is decided.
func statusOf(code string) int {
	switch code {
	case codeInvalidRequest:
		return fasthttp.StatusBadRequest
	case codeInvalidAPIKey, codeUnauthorized:
		return fasthttp.StatusUnauthorized
	case codeQuotaExceeded, codePlanUpgradeRequired:
		return fasthttp.StatusForbidden
	case codeNotFound:
		return fasthttp.StatusNotFound
	case codeMethodNotAllowed:
		return fasthttp.StatusMethodNotAllowed
	case codeIdempotencyConflict:
		return fasthttp.StatusConflict
	case codePayloadTooLarge:
		return fasthttp.StatusRequestEntityTooLarge
	case codeUnsupportedMedia:
		return fasthttp.StatusUnsupportedMediaType
	case codeRateLimitExceeded:
		return fasthttp.StatusTooManyRequests
	case codeUnavailable:
		return fasthttp.StatusServiceUnavailable
	}
	return fasthttp.StatusInternalServerError
}

// apiError is an error answered with the D11 body.
type apiError struct {
	code    string
	message string
	details []detail // in output order; nil means no details object
}

func (e *apiError) Error() string { return e.code + ": " + e.message }

// detail is one field of an error's details object.
type detail struct {
	key  string
	kind byte // 's' string, 'i' integer, 'l' list of strings, 't' timestamp
	s    string
	i    int64
	l    []string
	t    time.Time
}

func dStr(k, v string) detail            { return detail{key: k, kind: 's', s: v} }
func dInt(k string, v int64) detail      { return detail{key: k, kind: 'i', i: v} }
func dList(k string, v []string) detail  { return detail{key: k, kind: 'l', l: v} }
func dTime(k string, v time.Time) detail { return detail{key: k, kind: 't', t: v} }

// invalid is a 400 for one request field.
func invalid(field, reason string) *apiError {
	return &apiError{code: codeInvalidRequest, message: "The request is invalid: " + field + " " + reason + ".",
		details: []detail{dStr("field", field), dStr("reason", reason)}}
}

// invalidItem is a 400 for one field of one batch item.
func invalidItem(index int, field, reason string) *apiError {
	return &apiError{code: codeInvalidRequest, message: "The request is invalid: items[" + itoa(index) + "]." + field + " " + reason + ".",
		details: []detail{dInt("index", int64(index)), dStr("field", field), dStr("reason", reason)}}
}

func itoa(n int) string { return string(appendInt(nil, int64(n))) }

var (
	errInvalidKey  = &apiError{code: codeInvalidAPIKey, message: "The API key is missing, invalid or revoked."}
	errNotFound    = &apiError{code: codeNotFound, message: "No such resource."}
	errInternal    = &apiError{code: codeInternal, message: "An internal error occurred; retry later."}
	errUnavailable = &apiError{code: codeUnavailable, message: "The service is temporarily unavailable; retry later."}
	errAdminToken  = &apiError{code: codeUnauthorized, message: "The operator token is missing or wrong."}

	errPayloadTooLarge = &apiError{code: codePayloadTooLarge, message: "The request body is larger than 1 MiB.",
		details: []detail{dInt("max_bytes", maxBodyBytes)}}
)

// appendError appends the D11 body of e to dst.
func appendError(dst []byte, e *apiError) []byte {
	dst = append(dst, `{"error":{`...)
	dst = appendKey(dst, "code")
	dst = appendQuoted(dst, e.code)
	dst = appendKey(dst, "message")
	dst = appendQuoted(dst, e.message)
	if e.details != nil {
		dst = appendKey(dst, "details")
		dst = append(dst, '{')
		for i := range e.details {
			d := &e.details[i]
			dst = appendKey(dst, d.key)
			switch d.kind {
			case 's':
				dst = appendQuoted(dst, d.s)
			case 'i':
				dst = appendInt(dst, d.i)
			case 't':
				dst = appendQuotedTime(dst, d.t)
			case 'l':
				dst = append(dst, '[')
				for j, s := range d.l {
					if j > 0 {
						dst = append(dst, ',')
					}
					dst = appendQuoted(dst, s)
				}
				dst = append(dst, ']')
			}
		}
		dst = append(dst, '}')
	}
	return append(dst, "}}"...)
}

// writeError answers ctx with e, replacing any body set so far.
func writeError(ctx *fasthttp.RequestCtx, e *apiError) {
	ctx.SetStatusCode(statusOf(e.code))
	ctx.SetContentType(contentTypeJSON)
	ctx.SetBody(appendError(make([]byte, 0, 256), e))
}
