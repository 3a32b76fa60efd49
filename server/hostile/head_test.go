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

// headThenGet sends HEAD and then GET of path on one connection and returns both
// answers. Were a body sent after the HEAD answer, it would be read as the start of
// the GET answer and fail to parse.
func headThenGet(addr, path string, hdr []string) (head, get *http.Response, getBody []byte, err error) {
	c, err := net.DialTimeout("tcp", addr, 10*time.Second)
	if err != nil {
		return nil, nil, nil, err
	}
	defer c.Close()
	_ = c.SetDeadline(time.Now().Add(30 * time.Second))
	req := append(request("HEAD", path, hdr, nil), request("GET", path, hdr, nil)...)
	if _, err := c.Write(req); err != nil {
		return nil, nil, nil, err
	}
	br := bufio.NewReader(c)
	if head, err = http.ReadResponse(br, &http.Request{Method: "HEAD"}); err != nil {
		return nil, nil, nil, fmt.Errorf("cannot read the HEAD answer: %w", err)
	}
	head.Body.Close()
	if get, err = http.ReadResponse(br, &http.Request{Method: "GET"}); err != nil {
		return nil, nil, nil, fmt.Errorf("cannot read the GET answer after the HEAD answer (a body sent with HEAD?): %w", err)
	}
	defer get.Body.Close()
	getBody, err = io.ReadAll(get.Body)
	return head, get, getBody, err
}

// TestHeadLikeGet: HEAD is answered wherever GET is, with GET's status and
// headers and no body (RFC 9110 §9.3.2), on both listeners.
func TestHeadLikeGet(t *testing.T) {
	p, a := shared(t)
	key := "X-API-Key: " + a.live
	bearer := "Authorization: Bearer " + p.token
	f := func(addr, path string, sameLength bool, hdr ...string) {
		t.Helper()
		head, get, body, err := headThenGet(addr, path, hdr)
		if err != nil {
			t.Fatalf("HEAD %s: %v", path, err)
		}
		if head.StatusCode != get.StatusCode {
			t.Fatalf("HEAD %s: got status %d; want %d, as GET", path, head.StatusCode, get.StatusCode)
		}
		if get.StatusCode != 200 {
			t.Fatalf("GET %s: got status %d; want 200: %s", path, get.StatusCode, body)
		}
		for _, h := range []string{"Content-Type", "Content-Encoding", "Vary"} {
			if head.Header.Get(h) != get.Header.Get(h) {
				t.Fatalf("HEAD %s: got %s %q; want %q, as GET", path, h, head.Header.Get(h), get.Header.Get(h))
			}
		}
		if head.Header.Get("X-Request-Id") == "" {
			t.Fatalf("HEAD %s: got no X-Request-Id; want one", path)
		}
		if cl := head.Header.Get("Content-Length"); sameLength && cl != strconv.Itoa(len(body)) {
			t.Fatalf("HEAD %s: got Content-Length %q; want %d, the GET body's", path, cl, len(body))
		}
	}
	f(p.public, "/healthz", true)
	f(p.public, "/readyz", true)
	f(p.public, "/openapi.json", true)
	f(p.public, "/v1/scams", true, key)
	f(p.public, "/v1/scams?confirmed=false&limit=5", true, key)
	f(p.public, "/v1/scams", true, "X-API-Key: "+a.test)
	f(p.admin, "/healthz", true)
	f(p.admin, "/readyz", true)
	f(p.admin, "/admin/v1/accounts/"+a.id, true, bearer)
	f(p.admin, "/admin/v1/reports", false, bearer)
	f(p.admin, "/metrics", false)
	f(p.admin, "/", true)

	// HEAD where GET is not answered is refused as GET is, without a body.
	head, get, _, err := headThenGet(p.public, "/v1/check", []string{key})
	if err != nil {
		t.Fatalf("HEAD /v1/check: %v", err)
	}
	if head.StatusCode != 405 || get.StatusCode != 405 || head.Header.Get("Allow") != "POST" {
		t.Fatalf("HEAD and GET /v1/check: got %d (Allow %q) and %d; want 405 (Allow POST) for both",
			head.StatusCode, head.Header.Get("Allow"), get.StatusCode)
	}
	alive(t, p, a)
}
