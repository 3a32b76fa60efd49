package server

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
	"unsafe"

	"github.com/bytedance/sonic"
	sonicdecoder "github.com/bytedance/sonic/decoder"

	"scamcheck/engine"
)

// Reading the body of a check or a batch: decoding it in place with the pooled
// state's decoder, unescaping each content, validating contents and type hints
// (D12, D22), and, when the fast decoder refuses a body, explaining why in a 400.

// maxContentBytes is the largest content accepted, after trimming (D12).
const maxContentBytes = 20000

// maxBatchItems is the most items in one batch (D12).
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

// decodeBatch decodes and validates the body of a batch request into st.batch,
// each item's trimmed content in its text, and adds each item's outcome with its
// type (addItem). It returns the error to answer: one bad item refuses the whole
// batch (D12). The contents may point into body.
func (st *state) decodeBatch(eng *engine.Engine, body []byte) *apiError {
	if err := st.decodeBody(body, &st.batch); err != nil {
		return decodeError(body, batchSchema)
	}
	items := st.batch.Items
	switch {
	case items == nil:
		return invalid("items", "is required")
	case len(items) == 0:
		return invalid("items", "must hold 1 to 100 items")
	case len(items) > maxBatchItems:
		return invalid("items", "must hold at most 100 items")
	}
	room := 0
	for i := range items {
		room += len(items[i].Content)
	}
	st.unq = slices.Grow(st.unq[:0], room)
	for i := range items {
		content, ok := st.unquote(items[i].Content)
		if !ok {
			return decodeError(body, batchSchema)
		}
		content, reason := checkContent(content)
		if reason != "" {
			return invalidItem(i, "content", reason)
		}
		items[i].text = content
		typ, ok := checkType(items[i].Type)
		if !ok {
			return invalidItem(i, "type", typeReason)
		}
		if reason := eng.CheckHint(st.contentBytes(content), typ); reason != "" {
			return invalidItem(i, "type", reason)
		}
		st.addItem(typ)
	}
	return nil
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

// jsonKind is the JSON type a request field must have.
type jsonKind uint8

const (
	kindString jsonKind = iota
	kindObject
	kindArray
	kindInteger
	kindBool
)

var kindNames = [...]string{"a string", "an object", "an array", "an integer", "a boolean"}

// fieldSpec describes one request field, for precise 400 details when the fast
// decoder refuses a body. items describes the objects of an array field.
type fieldSpec struct {
	name  string
	kind  jsonKind
	items []fieldSpec
}

var (
	checkSchema = []fieldSpec{{name: "content"}, {name: "type"}, {name: "metadata", kind: kindObject}}
	batchSchema = []fieldSpec{{name: "items", kind: kindArray,
		items: []fieldSpec{{name: "content"}, {name: "type"}}}}
	reportSchema  = []fieldSpec{{name: "content"}, {name: "content_type"}, {name: "scam_type"}, {name: "description"}}
	accountSchema = []fieldSpec{{name: "name"}, {name: "plan"},
		{name: "monthly_quota", kind: kindInteger}, {name: "rate_limit_per_minute", kind: kindInteger}}
	keySchema = []fieldSpec{{name: "name"}, {name: "type"}}
)

// decodeError explains why body could not be decoded: not JSON, not an object, or
// the first field (or batch item field) of the wrong type. It runs only on the
// error path, so it may be slow.
func decodeError(body []byte, schema []fieldSpec) *apiError {
	if len(bytes.TrimSpace(body)) == 0 {
		return invalid("body", "is required")
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil || dec.More() {
		return invalid("body", "is not valid JSON")
	}
	obj, ok := v.(map[string]any)
	if !ok {
		return invalid("body", "must be a JSON object")
	}
	for _, f := range schema {
		fv, ok := obj[f.name]
		if !ok || fv == nil {
			continue
		}
		if !f.kind.matches(fv) {
			return invalid(f.name, "must be "+kindNames[f.kind])
		}
		if f.items == nil {
			continue
		}
		for i, it := range fv.([]any) {
			o, ok := it.(map[string]any)
			if !ok {
				return invalidItem(i, "item", "must be an object")
			}
			for _, sf := range f.items {
				if sv, ok := o[sf.name]; ok && sv != nil && !sf.kind.matches(sv) {
					return invalidItem(i, sf.name, "must be "+kindNames[sf.kind])
				}
			}
		}
	}
	return invalid("body", "is not valid JSON for this endpoint")
}

func (k jsonKind) matches(v any) bool {
	switch k {
	case kindString:
		_, ok := v.(string)
		return ok
	case kindObject:
		_, ok := v.(map[string]any)
		return ok
	case kindArray:
		_, ok := v.([]any)
		return ok
	case kindInteger:
		n, ok := v.(json.Number)
		if !ok {
			return false
		}
		_, err := n.Int64()
		return err == nil
	case kindBool:
		_, ok := v.(bool)
		return ok
	}
	return false
}
