package hostile

import (
	"bytes"
	"strings"
	"testing"
)

// TestEarlyRefusals: requests fasthttp refuses before any handler runs get the
// usual answer: the D11 body with the right code and a reason that says what was
// wrong, and X-Request-Id (the client's when fasthttp kept its headers).
func TestEarlyRefusals(t *testing.T) {
	p, a := shared(t)
	key := "X-API-Key: " + a.live
	ct := "Content-Type: application/json"
	f := func(name string, req []byte, wantStatus int, wantCode, wantField, wantID string) {
		t.Helper()
		resp, body, err := roundTrip(p.public, req)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if err := checkD11(resp.StatusCode, resp.Header, body, wantStatus, wantCode); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if wantField != "" && !bytes.Contains(body, []byte(`"field":"`+wantField+`"`)) {
			t.Fatalf("%s: got %s; want details.field %q", name, body, wantField)
		}
		if wantID != "" && resp.Header.Get("X-Request-Id") != wantID {
			t.Fatalf("%s: got X-Request-Id %q; want %q echoed", name, resp.Header.Get("X-Request-Id"), wantID)
		}
	}
	f("body too large", request("POST", "/v1/check", []string{key, ct, "X-Request-Id: early-413"}, bodyOfSize(2<<20)), 413, "PAYLOAD_TOO_LARGE", "", "early-413")
	f("headers too large", request("POST", "/v1/check", []string{key, ct, "X-Big: " + strings.Repeat("b", 16<<10)}, []byte(checkBody)), 400, "INVALID_REQUEST", "headers", "")
	f("malformed request line", []byte("GARBAGE\r\n\r\n"), 400, "INVALID_REQUEST", "request", "")
	// fasthttp resets the request when its body cannot be read: a new request id.
	f("bad chunk size", []byte("POST /v1/check HTTP/1.1\r\nHost: x\r\n"+key+"\r\n"+ct+"\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n"), 400, "INVALID_REQUEST", "request", "")
	alive(t, p, a)
}
