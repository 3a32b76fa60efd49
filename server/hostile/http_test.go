package hostile

import (
	"bytes"
	"fmt"
	"io"
	"net"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
	"unicode/utf8"
)

// maxGrowthKB is the bound on the server's RSS growth during one hostile test:
// 200 MiB, or four times that for a server built with the race detector, whose
// shadow memory makes every goroutine and buffer several times larger.
var maxGrowthKB = int64(200<<10) * map[bool]int64{false: 1, true: 4}[raceEnabled]

// checkBody is a small valid check request.
const checkBody = `{"content":"http://paypa1-secure-login.com/verify"}`

// alive fails the test unless the server answers /healthz and a real check.
func alive(t *testing.T, p *proc, a *account) {
	t.Helper()
	status, _, body, err := do("GET", "http://"+p.public+"/healthz", nil, nil)
	if err != nil || status != 200 {
		t.Fatalf("GET /healthz: got %d, %v; want 200 (server down?)\n%s", status, err, body)
	}
	status, _, body, err = p.post("/v1/check", a.live, checkBody, nil)
	if err != nil || status != 200 {
		t.Fatalf("POST /v1/check: got %d, %v; want 200\n%s", status, err, body)
	}
	if err := checkResult(body); err != nil {
		t.Fatal(err)
	}
}

// growth logs and bounds the RSS growth since before.
func growth(t *testing.T, p *proc, what string, before int64) {
	t.Helper()
	after := mustRSS(t, p)
	t.Logf("%s: server RSS %d MiB -> %d MiB (growth %+d MiB)", what, before>>10, after>>10, (after-before)>>10)
	if after-before > maxGrowthKB {
		t.Errorf("%s: got RSS growth %d MiB; want < %d MiB", what, (after-before)>>10, maxGrowthKB>>10)
	}
}

func request(method, path string, hdr []string, body []byte) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s %s HTTP/1.1\r\nHost: scamcheck\r\n", method, path)
	for _, h := range hdr {
		b.WriteString(h)
		b.WriteString("\r\n")
	}
	if body != nil {
		fmt.Fprintf(&b, "Content-Length: %d\r\n", len(body))
	}
	b.WriteString("\r\n")
	b.Write(body)
	return b.Bytes()
}

func chunked(method, path string, hdr []string, body []byte, chunk int) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s %s HTTP/1.1\r\nHost: scamcheck\r\nTransfer-Encoding: chunked\r\n", method, path)
	for _, h := range hdr {
		b.WriteString(h)
		b.WriteString("\r\n")
	}
	b.WriteString("\r\n")
	for len(body) > 0 {
		n := min(chunk, len(body))
		fmt.Fprintf(&b, "%x\r\n", n)
		b.Write(body[:n])
		b.WriteString("\r\n")
		body = body[n:]
	}
	b.WriteString("0\r\n\r\n")
	return b.Bytes()
}

// bigContent is a check body whose content has n bytes.
func bigContent(n int) []byte {
	return []byte(`{"content":"` + strings.Repeat("a", n) + `"}`)
}

// bodyOfSize is a check body of exactly n bytes (n >= 20).
func bodyOfSize(n int) []byte {
	return bigContent(n - len(`{"content":""}`))
}

func TestHostileBodyLimit(t *testing.T) {
	p, a := shared(t)
	before := mustRSS(t, p)
	key := "X-API-Key: " + a.live
	ct := "Content-Type: application/json"
	f := func(name string, req []byte, wantStatus int, wantCode string) {
		t.Helper()
		resp, body, err := roundTrip(p.public, req)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if err := checkD11(resp.StatusCode, resp.Header, body, wantStatus, wantCode); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	const mib = 1 << 20
	// Over the limit: declared, streamed chunked, declared huge without a body.
	f("Content-Length 2 MiB", request("POST", "/v1/check", []string{key, ct}, bodyOfSize(2*mib)), 413, "PAYLOAD_TOO_LARGE")
	f("Content-Length 1 MiB + 1", request("POST", "/v1/check", []string{key, ct}, bodyOfSize(mib+1)), 413, "PAYLOAD_TOO_LARGE")
	f("chunked 2 MiB", chunked("POST", "/v1/check", []string{key, ct}, bodyOfSize(2*mib), 64<<10), 413, "PAYLOAD_TOO_LARGE")
	f("chunked 1 MiB + 1 in 1-byte-heavy chunks", chunked("POST", "/v1/check", []string{key, ct}, bodyOfSize(mib+1), 4096), 413, "PAYLOAD_TOO_LARGE")
	f("Content-Length 10 GiB, no body", []byte("POST /v1/check HTTP/1.1\r\nHost: x\r\n"+key+"\r\n"+ct+"\r\nContent-Length: 10737418240\r\n\r\n"), 413, "PAYLOAD_TOO_LARGE")
	f("Content-Length 2 MiB on the admin API", request("POST", "/admin/v1/accounts", []string{"Authorization: Bearer " + p.token, ct}, bodyOfSize(2*mib)), 413, "PAYLOAD_TOO_LARGE")
	f("batch 2 MiB", request("POST", "/v1/batch", []string{key, ct}, bodyOfSize(2*mib)), 413, "PAYLOAD_TOO_LARGE")
	f("report 2 MiB", request("POST", "/v1/report", []string{key, ct}, bodyOfSize(2*mib)), 413, "PAYLOAD_TOO_LARGE")
	// At the limit the body is read and the content is refused on its own rule.
	f("Content-Length exactly 1 MiB", request("POST", "/v1/check", []string{key, ct}, bodyOfSize(mib)), 400, "INVALID_REQUEST")
	f("chunked exactly 1 MiB", chunked("POST", "/v1/check", []string{key, ct}, bodyOfSize(mib), 64<<10), 400, "INVALID_REQUEST")
	// Malformed lengths.
	f("Content-Length negative", []byte("POST /v1/check HTTP/1.1\r\nHost: x\r\n"+key+"\r\n"+ct+"\r\nContent-Length: -1\r\n\r\n{}"), 400, "INVALID_REQUEST")
	f("Content-Length not a number", []byte("POST /v1/check HTTP/1.1\r\nHost: x\r\n"+key+"\r\n"+ct+"\r\nContent-Length: 12abc\r\n\r\n{}"), 400, "INVALID_REQUEST")
	f("chunk size not hex", []byte("POST /v1/check HTTP/1.1\r\nHost: x\r\n"+key+"\r\n"+ct+"\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n"), 400, "INVALID_REQUEST")
	f("chunk size overflowing", []byte("POST /v1/check HTTP/1.1\r\nHost: x\r\n"+key+"\r\n"+ct+"\r\nTransfer-Encoding: chunked\r\n\r\nffffffffffffffffff\r\n{}\r\n0\r\n\r\n"), 400, "INVALID_REQUEST")
	// Without any length, an HTTP/1.1 request has no body.
	f("no length at all", []byte("POST /v1/check HTTP/1.1\r\nHost: x\r\n"+key+"\r\n"+ct+"\r\nConnection: close\r\n\r\n"+string(bodyOfSize(2*mib))), 400, "INVALID_REQUEST")

	// Repeated, to show that memory does not grow with the number of refusals.
	var wg sync.WaitGroup
	var fails atomic.Int64
	big := request("POST", "/v1/check", []string{key, ct}, bodyOfSize(2*mib))
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 25 {
				resp, _, err := roundTrip(p.public, big)
				if err != nil || resp.StatusCode != 413 {
					fails.Add(1)
				}
			}
		}()
	}
	wg.Wait()
	if n := fails.Load(); n > 0 {
		t.Errorf("100 bodies of 2 MiB: got %d answers other than 413; want 0", n)
	}
	alive(t, p, a)
	growth(t, p, "bodies over the limit (15 cases + 100 x 2 MiB)", before)
}

func TestHostileHeaders(t *testing.T) {
	p, a := shared(t)
	before := mustRSS(t, p)
	key := "X-API-Key: " + a.live
	ct := "Content-Type: application/json"
	f := func(name string, req []byte) {
		t.Helper()
		resp, body, err := roundTrip(p.public, req)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if resp.StatusCode != 431 && resp.StatusCode != 400 {
			t.Fatalf("%s: got status %d; want 431 or 400", name, resp.StatusCode)
		}
		if err := checkD11(resp.StatusCode, resp.Header, body, resp.StatusCode, codeOf(body)); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	f("one 64 KiB header", request("POST", "/v1/check", []string{key, ct, "X-Big: " + strings.Repeat("b", 64<<10)}, []byte(checkBody)))
	f("one 1 MiB header", request("POST", "/v1/check", []string{key, ct, "X-Big: " + strings.Repeat("b", 1<<20)}, []byte(checkBody)))
	many := []string{key, ct}
	for i := range 2000 {
		many = append(many, "X-H"+strconv.Itoa(i)+": v")
	}
	f("2,000 headers", request("POST", "/v1/check", many, []byte(checkBody)))
	f("a 64 KiB X-API-Key", request("POST", "/v1/check", []string{"X-API-Key: svc_live_" + strings.Repeat("k", 64<<10), ct}, []byte(checkBody)))
	f("a 64 KiB path", request("GET", "/"+strings.Repeat("p", 64<<10), nil, nil))
	f("header without colon", request("POST", "/v1/check", []string{key, ct, "NoColonHere"}, []byte(checkBody)))
	f("NUL in a header value", []byte("POST /v1/check HTTP/1.1\r\nHost: x\r\n"+key+"\r\nX-N: a\x00b\r\nContent-Length: 2\r\n\r\n{}"))
	alive(t, p, a)
	growth(t, p, "headers over the limit", before)
}

// codeOf returns the error code of a D11 body, or "".
func codeOf(body []byte) string {
	_, rest, ok := bytes.Cut(body, []byte(`"code":"`))
	if !ok {
		return ""
	}
	code, _, _ := bytes.Cut(rest, []byte(`"`))
	return string(code)
}

func TestHostileMethodsAndPaths(t *testing.T) {
	p, a := shared(t)
	key := "X-API-Key: " + a.live
	f := func(line string, wantStatus int, wantCode string) {
		t.Helper()
		req := []byte(line + "\r\nHost: scamcheck\r\n" + key + "\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}")
		resp, body, err := roundTrip(p.public, req)
		if err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		if err := checkD11(resp.StatusCode, resp.Header, body, wantStatus, wantCode); err != nil {
			t.Fatalf("%q: %v", line, err)
		}
	}
	f("GET /v1/check HTTP/1.1", 405, "METHOD_NOT_ALLOWED")
	f("PUT /v1/check HTTP/1.1", 405, "METHOD_NOT_ALLOWED")
	f("DELETE /v1/report HTTP/1.1", 405, "METHOD_NOT_ALLOWED")
	f("POST /v1/scams HTTP/1.1", 405, "METHOD_NOT_ALLOWED")
	f("OPTIONS /v1/check HTTP/1.1", 405, "METHOD_NOT_ALLOWED")
	f("TRACE /v1/check HTTP/1.1", 405, "METHOD_NOT_ALLOWED")
	f("BREW /v1/check HTTP/1.1", 405, "METHOD_NOT_ALLOWED")
	f("post /v1/check HTTP/1.1", 405, "METHOD_NOT_ALLOWED")
	f("CONNECT scamcheck:443 HTTP/1.1", 404, "NOT_FOUND")
	f("POST /v1/nope HTTP/1.1", 404, "NOT_FOUND")
	f("POST /v2/check HTTP/1.1", 404, "NOT_FOUND")
	f("POST /v1/check/ HTTP/1.1", 404, "NOT_FOUND")
	f("POST /V1/CHECK HTTP/1.1", 404, "NOT_FOUND")
	f("GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1", 404, "NOT_FOUND")
	f("GET /../../../etc/passwd HTTP/1.1", 404, "NOT_FOUND")
	f("GET /v1/scams%00 HTTP/1.1", 404, "NOT_FOUND")
	f("GET /v1/scams%zz HTTP/1.1", 404, "NOT_FOUND")
	f("GET /admin/v1/accounts HTTP/1.1", 404, "NOT_FOUND")
	f("GET * HTTP/1.1", 405, "METHOD_NOT_ALLOWED")
	f("POST /v1/check?shape=%zz%00 HTTP/1.1", 400, "INVALID_REQUEST")
	f("GET /v1/check HTTP/9.9", 405, "METHOD_NOT_ALLOWED")
	f(" /v1/check HTTP/1.1", 400, "INVALID_REQUEST")
	f("GET", 400, "INVALID_REQUEST")
	f("\x00\x01\x02 / HTTP/1.1", 400, "INVALID_REQUEST")
	f("\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03", 400, "INVALID_REQUEST") // a TLS ClientHello
	alive(t, p, a)
}

func TestHostilePipelined(t *testing.T) {
	p, a := shared(t)
	var req bytes.Buffer
	const n = 60
	want := make([]int, n)
	for i := range n {
		id := "X-Request-Id: pipe-" + strconv.Itoa(i)
		switch i % 4 {
		case 0:
			req.Write(request("POST", "/v1/check", []string{id, "X-API-Key: " + a.live, "Content-Type: application/json"},
				[]byte(`{"content":"pipelined message `+strconv.Itoa(i)+` click http://bit.ly/x"}`)))
			want[i] = 200
		case 1:
			req.Write(request("GET", "/healthz", []string{id}, nil))
			want[i] = 200
		case 2:
			req.Write(request("POST", "/v1/check", []string{id, "X-API-Key: " + a.live, "Content-Type: application/json"}, []byte(`{"content":`)))
			want[i] = 400
		case 3:
			req.Write(request("POST", "/v1/check", []string{id, "X-API-Key: svc_live_unknown"}, []byte(checkBody)))
			want[i] = 401
		}
	}
	resps, bodies, err := exchange(p.public, req.Bytes(), n)
	if err != nil {
		t.Fatalf("%d pipelined requests: got %d answers: %v", n, len(resps), err)
	}
	for i, resp := range resps {
		if got := resp.Header.Get("X-Request-Id"); got != "pipe-"+strconv.Itoa(i) {
			t.Fatalf("answer %d: got X-Request-Id %q; want pipe-%d (answers out of order)", i, got, i)
		}
		if resp.StatusCode != want[i] {
			t.Fatalf("answer %d: got status %d; want %d: %s", i, resp.StatusCode, want[i], bodies[i])
		}
		if resp.StatusCode == 200 && i%4 == 0 {
			if err := checkResult(bodies[i]); err != nil {
				t.Fatalf("answer %d: %v", i, err)
			}
		}
	}
	alive(t, p, a)
}

func TestHostileHTTP10(t *testing.T) {
	p, a := shared(t)
	body := checkBody
	req := "POST /v1/check HTTP/1.0\r\nX-API-Key: " + a.live + "\r\nContent-Type: application/json\r\nContent-Length: " + strconv.Itoa(len(body)) + "\r\n\r\n" + body
	c, err := net.Dial("tcp", p.public)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	_ = c.SetDeadline(time.Now().Add(30 * time.Second))
	if _, err := io.WriteString(c, req); err != nil {
		t.Fatal(err)
	}
	all, err := io.ReadAll(c) // HTTP/1.0 without keep-alive: the server closes
	if err != nil {
		t.Fatalf("HTTP/1.0: got %v; want the answer and a clean close", err)
	}
	head, rbody, _ := bytes.Cut(all, []byte("\r\n\r\n"))
	if !bytes.HasPrefix(head, []byte("HTTP/1.1 200 ")) && !bytes.HasPrefix(head, []byte("HTTP/1.0 200 ")) {
		t.Fatalf("HTTP/1.0: got %q; want a 200", head)
	}
	if err := checkResult(rbody); err != nil {
		t.Fatalf("HTTP/1.0: %v", err)
	}

	// HTTP/1.0 keep-alive: two requests on one connection.
	one := "GET /healthz HTTP/1.0\r\nConnection: keep-alive\r\n\r\n"
	resps, _, err := exchange(p.public, []byte(one+one), 2)
	if err != nil {
		t.Fatalf("HTTP/1.0 keep-alive: %v", err)
	}
	for i, r := range resps {
		if r.StatusCode != 200 {
			t.Fatalf("HTTP/1.0 keep-alive answer %d: got %d; want 200", i, r.StatusCode)
		}
	}
	alive(t, p, a)
}

func TestHostileContentType(t *testing.T) {
	p, a := shared(t)
	f := func(ct, body string, wantStatus int) {
		t.Helper()
		hdr := []string{"X-API-Key: " + a.live}
		if ct != "" {
			hdr = append(hdr, "Content-Type: "+ct)
		}
		resp, b, err := roundTrip(p.public, request("POST", "/v1/check", hdr, []byte(body)))
		if err != nil {
			t.Fatalf("Content-Type %q: %v", ct, err)
		}
		if wantStatus == 200 {
			if resp.StatusCode != 200 {
				t.Fatalf("Content-Type %q: got %d; want 200: %s", ct, resp.StatusCode, b)
			}
			if err := checkResult(b); err != nil {
				t.Fatalf("Content-Type %q: %v", ct, err)
			}
			return
		}
		if err := checkD11(resp.StatusCode, resp.Header, b, wantStatus, "UNSUPPORTED_MEDIA_TYPE"); err != nil {
			t.Fatalf("Content-Type %q: %v", ct, err)
		}
	}
	f("", checkBody, 415)
	f("text/plain", checkBody, 415)
	f("text/json", checkBody, 415)
	f("application/jsonx", checkBody, 415)
	f("application/xml", `<content>x</content>`, 415)
	f("multipart/form-data; boundary=x", "--x\r\n\r\n--x--", 415)
	f("application/x-www-form-urlencoded", "content=http%3A%2F%2Fx.com", 415)
	f("application/json", checkBody, 200)
	f("application/json; charset=utf-8", checkBody, 200)
	f("Application/JSON", checkBody, 200)
	f("  application/json  ", checkBody, 200)
	f("application/x-www-form-urlencoded", checkBody, 200) // curl -d without -H
	alive(t, p, a)
}

func TestHostileContentBytes(t *testing.T) {
	p, a := shared(t)
	f := func(name, path, body string, wantStatus int, wantField string) {
		t.Helper()
		status, hdr, b, err := p.post(path, a.live, body, nil)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !utf8.Valid(b) {
			t.Fatalf("%s: got an answer that is not valid UTF-8: %q", name, b)
		}
		if wantStatus != 400 {
			if status != wantStatus {
				t.Fatalf("%s: got %d; want %d: %s", name, status, wantStatus, b)
			}
			if path == "/v1/check" {
				if err := checkResult(b); err != nil {
					t.Fatalf("%s: %v", name, err)
				}
			}
			return
		}
		if err := checkD11(status, hdr, b, 400, "INVALID_REQUEST"); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if wantField != "" && !bytes.Contains(b, []byte(`"field":"`+wantField+`"`)) {
			t.Fatalf("%s: got %s; want details.field %q", name, b, wantField)
		}
	}
	f("escaped NUL inside", "/v1/check", `{"content":"call me\u0000 at http://x.example"}`, 200, "")
	f("only escaped NULs", "/v1/check", `{"content":"\u0000\u0000\u0000"}`, 200, "")
	f("raw NUL inside a string (sonic accepts it)", "/v1/check", "{\"content\":\"a\x00b\"}", 200, "")
	f("raw NUL after the object", "/v1/check", "{\"content\":\"ab\"}\x00", 400, "")
	f("invalid UTF-8 byte", "/v1/check", "{\"content\":\"win \xff\xfe a prize\"}", 400, "content")
	f("overlong slash", "/v1/check", "{\"content\":\"http://a\xc0\xafb.com\"}", 400, "content")
	f("UTF-8 encoded surrogate", "/v1/check", "{\"content\":\"\xed\xa0\x80 hello\"}", 400, "content")
	f("truncated UTF-8 at the end", "/v1/check", "{\"content\":\"hello \xe2\x82\"}", 400, "content")
	f("escaped lone surrogate", "/v1/check", `{"content":"hello \ud800 there"}`, 200, "")
	f("escaped surrogate pair", "/v1/check", `{"content":"hello \ud83d\ude00 there"}`, 200, "")
	f("invalid UTF-8 in type", "/v1/check", "{\"content\":\"hello\",\"type\":\"\xff\"}", 400, "type")
	f("invalid UTF-8 in metadata", "/v1/check", "{\"content\":\"hello\",\"metadata\":{\"k\":\"\xff\"}}", 200, "")
	f("invalid UTF-8 in a batch item", "/v1/batch", "{\"items\":[{\"content\":\"ok\"},{\"content\":\"\xff\"}]}", 400, "content")
	f("NUL in a batch item", "/v1/batch", `{"items":[{"content":"a\u0000b"}]}`, 200, "")
	f("invalid UTF-8 in a report", "/v1/report", "{\"content\":\"\xff\",\"content_type\":\"sms\",\"scam_type\":\"other\"}", 400, "content")
	f("invalid UTF-8 in a report description", "/v1/report", "{\"content\":\"hostile report\",\"content_type\":\"sms\",\"scam_type\":\"other\",\"description\":\"\xff\"}", 400, "description")
	f("metadata nested 300,000 deep", "/v1/check", `{"content":"deep","metadata":`+strings.Repeat(`[`, 300000)+strings.Repeat(`]`, 300000)+`}`, 400, "body")
	f("metadata nested 300,000 deep, unclosed", "/v1/check", `{"content":"deep","metadata":`+strings.Repeat(`{"a":`, 150000), 400, "")
	f("body nested 500,000 deep", "/v1/check", strings.Repeat(`[`, 500000), 400, "body")
	f("items nested 300,000 deep", "/v1/batch", `{"items":`+strings.Repeat(`[`, 300000)+strings.Repeat(`]`, 300000)+`}`, 400, "")
	f("huge number as content", "/v1/check", `{"content":`+strings.Repeat("9", 100000)+`}`, 400, "content")
	f("huge exponent as content", "/v1/check", `{"content":1e999999999}`, 400, "content")
	f("NUL in a report", "/v1/report", `{"content":"nul\u0000report","content_type":"sms","scam_type":"other"}`, 201, "")
	alive(t, p, a)
}
