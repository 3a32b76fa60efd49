package hostile

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"strconv"
	"testing"
	"time"
)

// expectExchange sends the headers of a request with `Expect: 100-continue` and a
// declared length, and returns the first answer. When it is 100 Continue and body
// is given, it sends the body and returns the final answer instead.
func expectExchange(addr, method, path string, hdr []string, length int, body []byte) (*http.Response, []byte, error) {
	c, err := net.DialTimeout("tcp", addr, 10*time.Second)
	if err != nil {
		return nil, nil, err
	}
	defer c.Close()
	_ = c.SetDeadline(time.Now().Add(30 * time.Second))
	head := method + " " + path + " HTTP/1.1\r\nHost: scamcheck\r\nExpect: 100-continue\r\nContent-Length: " + strconv.Itoa(length) + "\r\n"
	for _, h := range hdr {
		head += h + "\r\n"
	}
	if _, err := io.WriteString(c, head+"\r\n"); err != nil {
		return nil, nil, err
	}
	br := bufio.NewReader(c)
	resp, err := http.ReadResponse(br, nil)
	if err != nil {
		return nil, nil, fmt.Errorf("cannot read the first answer: %w", err)
	}
	if resp.StatusCode == http.StatusContinue && body != nil {
		if _, err := c.Write(body); err != nil {
			return nil, nil, err
		}
		if resp, err = http.ReadResponse(br, nil); err != nil {
			return nil, nil, fmt.Errorf("cannot read the answer after 100 Continue: %w", err)
		}
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return resp, b, err
}

// TestExpectContinue: `Expect: 100-continue` gets 100 Continue only once the
// declared length and the key (the operator token on the admin listener) are
// accepted; otherwise the refusal comes at once, with the usual error body and
// X-Request-Id, and no body is asked for.
func TestExpectContinue(t *testing.T) {
	p, a := shared(t)
	ct := "Content-Type: application/json"
	key := "X-API-Key: " + a.live
	refused := func(name, addr, method, path string, hdr []string, length, wantStatus int, wantCode string) {
		t.Helper()
		resp, body, err := expectExchange(addr, method, path, hdr, length, nil)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if resp.StatusCode == http.StatusContinue {
			t.Fatalf("%s: got 100 Continue; want %d %s at once", name, wantStatus, wantCode)
		}
		if err := checkD11(resp.StatusCode, resp.Header, body, wantStatus, wantCode); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	const mib = 1 << 20
	refused("no key", p.public, "POST", "/v1/check", []string{ct}, 100, 401, "INVALID_API_KEY")
	refused("unknown key", p.public, "POST", "/v1/check", []string{ct, "X-API-Key: svc_live_" + randomHex(16)}, 100, 401, "INVALID_API_KEY")
	refused("batch without key", p.public, "POST", "/v1/batch", []string{ct}, 100, 401, "INVALID_API_KEY")
	refused("report without key", p.public, "POST", "/v1/report", []string{ct}, 100, 401, "INVALID_API_KEY")
	refused("declared 2 MiB", p.public, "POST", "/v1/check", []string{ct, key}, 2*mib, 413, "PAYLOAD_TOO_LARGE")
	refused("declared 1 MiB + 1", p.public, "POST", "/v1/batch", []string{ct, key}, mib+1, 413, "PAYLOAD_TOO_LARGE")
	refused("declared 2 MiB without key", p.public, "POST", "/v1/check", []string{ct}, 2*mib, 413, "PAYLOAD_TOO_LARGE")
	refused("admin without token", p.admin, "POST", "/admin/v1/accounts", []string{ct}, 100, 401, "UNAUTHORIZED")
	refused("admin with a wrong token", p.admin, "POST", "/admin/v1/accounts", []string{ct, "Authorization: Bearer wrong"}, 100, 401, "UNAUTHORIZED")
	refused("admin declared 2 MiB", p.admin, "POST", "/admin/v1/accounts", []string{ct, "Authorization: Bearer " + p.token}, 2*mib, 413, "PAYLOAD_TOO_LARGE")

	// Accepted: 100 Continue, then the answer to the body.
	resp, body, err := expectExchange(p.public, "POST", "/v1/check", []string{ct, key}, len(checkBody), []byte(checkBody))
	if err != nil {
		t.Fatalf("accepted check: %v", err)
	}
	if resp.StatusCode != 200 {
		t.Fatalf("accepted check: got %d; want 100 Continue, then 200: %s", resp.StatusCode, body)
	}
	if err := checkResult(body); err != nil {
		t.Fatalf("accepted check: %v", err)
	}
	alive(t, p, a)
}
