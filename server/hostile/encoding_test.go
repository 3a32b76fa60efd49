package hostile

import (
	"bytes"
	"compress/gzip"
	"io"
	"strings"
	"testing"
)

func gzipped(b []byte) []byte {
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	_, _ = zw.Write(b)
	_ = zw.Close()
	return buf.Bytes()
}

// gzippedZeros returns n zero bytes gzipped, streamed through a small buffer.
func gzippedZeros(n int) []byte {
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestSpeed)
	zeros := make([]byte, 1<<20)
	for ; n > 0; n -= len(zeros) {
		_, _ = zw.Write(zeros[:min(n, len(zeros))])
	}
	_ = zw.Close()
	return buf.Bytes()
}

// TestRequestBodyEncodings: a UTF-8 byte-order mark before the JSON is skipped, a
// charset other than UTF-8 is 415, a gzip body is decoded within the 1 MiB limit
// (a gzip bomb is 413, without memory growth), and any other Content-Encoding is
// 415, never a complaint about the JSON.
func TestRequestBodyEncodings(t *testing.T) {
	p, a := shared(t)
	before := mustRSS(t, p)
	key := "X-API-Key: " + a.live
	ct := "Content-Type: application/json"
	f := func(name, path string, hdr []string, body []byte, wantStatus int, wantCode string) {
		t.Helper()
		resp, b, err := roundTrip(p.public, request("POST", path, append([]string{key}, hdr...), body))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if wantCode != "" {
			if err := checkD11(resp.StatusCode, resp.Header, b, wantStatus, wantCode); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			return
		}
		if resp.StatusCode != wantStatus {
			t.Fatalf("%s: got %d; want %d: %s", name, resp.StatusCode, wantStatus, b)
		}
		if path == "/v1/check" {
			if err := checkResult(b); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
		}
	}
	bom := "\xef\xbb\xbf"
	report := `{"content":"http://bom-report.example/login","content_type":"url","scam_type":"phishing_other"}`
	f("byte-order mark", "/v1/check", []string{ct}, []byte(bom+checkBody), 200, "")
	f("byte-order mark, curl's form type", "/v1/check", []string{"Content-Type: application/x-www-form-urlencoded"}, []byte(bom+checkBody), 200, "")
	f("byte-order mark in a batch", "/v1/batch", []string{ct}, []byte(bom+`{"items":[{"content":"hello"}]}`), 200, "")
	f("byte-order mark in a report", "/v1/report", []string{ct}, []byte(bom+report), 201, "")
	f("two byte-order marks", "/v1/check", []string{ct}, []byte(bom+bom+checkBody), 400, "INVALID_REQUEST")

	f("charset=utf-8", "/v1/check", []string{ct + "; charset=utf-8"}, []byte(checkBody), 200, "")
	f(`charset="UTF-8"`, "/v1/check", []string{ct + `; charset="UTF-8"`}, []byte(checkBody), 200, "")
	f("charset=iso-8859-1", "/v1/check", []string{ct + "; charset=iso-8859-1"}, []byte("{\"content\":\"caf\xe9 prize\"}"), 415, "UNSUPPORTED_MEDIA_TYPE")
	f("charset=utf-16", "/v1/batch", []string{ct + "; charset=utf-16"}, []byte(`{"items":[{"content":"x"}]}`), 415, "UNSUPPORTED_MEDIA_TYPE")
	f("charset=windows-1252 on a report", "/v1/report", []string{ct + ";charset=windows-1252"}, []byte(report), 415, "UNSUPPORTED_MEDIA_TYPE")

	gz := "Content-Encoding: gzip"
	f("gzip", "/v1/check", []string{ct, gz}, gzipped([]byte(checkBody)), 200, "")
	f("gzip with a byte-order mark", "/v1/check", []string{ct, gz}, gzipped([]byte(bom+checkBody)), 200, "")
	f("gzip batch", "/v1/batch", []string{ct, gz}, gzipped([]byte(`{"items":[{"content":"hello"},{"content":"+33612345678","type":"phone"}]}`)), 200, "")
	f("x-gzip", "/v1/check", []string{ct, "Content-Encoding: x-gzip"}, gzipped([]byte(checkBody)), 200, "")
	f("gzip, corrupt", "/v1/check", []string{ct, gz}, []byte("\x1f\x8b\x08\x00garbage"), 400, "INVALID_REQUEST")
	f("gzip, not gzip at all", "/v1/check", []string{ct, gz}, []byte(checkBody), 400, "INVALID_REQUEST")
	const mib = 1 << 20
	f("gzip, exactly 1 MiB inflated", "/v1/check", []string{ct, gz}, gzipped(bodyOfSize(mib)), 400, "INVALID_REQUEST")
	f("gzip, 1 MiB + 1 inflated", "/v1/check", []string{ct, gz}, gzipped(bodyOfSize(mib+1)), 413, "PAYLOAD_TOO_LARGE")
	// 256 MiB inflated, about 250 KB sent: the server must stop at 1 MiB whatever
	// the size (the bomb is made by streaming zeros: building it is most of this
	// test's time under the race detector).
	bomb := gzippedZeros(256 * mib)
	if len(bomb) > mib {
		t.Fatalf("the gzip bomb has %d bytes; want it under the 1 MiB limit", len(bomb))
	}
	for range 10 {
		f("gzip bomb of 256 MiB", "/v1/check", []string{ct, gz}, bomb, 413, "PAYLOAD_TOO_LARGE")
	}
	f("gzip bomb to a report", "/v1/report", []string{ct, gz}, bomb, 413, "PAYLOAD_TOO_LARGE")
	for _, enc := range []string{"br", "deflate", "zstd", "compress", "gzip, br", "identity-ish"} {
		f("Content-Encoding "+enc, "/v1/check", []string{ct, "Content-Encoding: " + enc}, []byte(checkBody), 415, "UNSUPPORTED_MEDIA_TYPE")
	}
	f("Content-Encoding identity", "/v1/check", []string{ct, "Content-Encoding: identity"}, []byte(checkBody), 200, "")

	// The admin API takes the same bodies.
	resp, b, err := roundTrip(p.admin, request("POST", "/admin/v1/check", []string{"Authorization: Bearer " + p.token, ct, gz}, gzipped([]byte(bom+checkBody))))
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("admin check, gzip with a byte-order mark: got %v, %v; want 200: %s", resp, err, b)
	}
	alive(t, p, a)
	growth(t, p, "gzip bombs", before)
}

// TestResponseCompression: the large GET answers are gzipped for clients that
// accept gzip, and say Vary: Accept-Encoding; others get them plain.
func TestResponseCompression(t *testing.T) {
	p, a := shared(t)
	f := func(path string, hdr ...string) {
		t.Helper()
		plainResp, plain, err := roundTrip(p.public, request("GET", path, hdr, nil))
		if err != nil {
			t.Fatalf("GET %s: %v", path, err)
		}
		if plainResp.StatusCode != 200 || plainResp.Header.Get("Content-Encoding") != "" {
			t.Fatalf("GET %s without Accept-Encoding: got %d, Content-Encoding %q; want 200 plain", path, plainResp.StatusCode, plainResp.Header.Get("Content-Encoding"))
		}
		resp, body, err := roundTrip(p.public, request("GET", path, append(hdr, "Accept-Encoding: gzip, deflate, br"), nil))
		if err != nil {
			t.Fatalf("GET %s: %v", path, err)
		}
		if resp.StatusCode != 200 || resp.Header.Get("Content-Encoding") != "gzip" {
			t.Fatalf("GET %s with Accept-Encoding: gzip: got %d, Content-Encoding %q; want 200 gzip", path, resp.StatusCode, resp.Header.Get("Content-Encoding"))
		}
		if !strings.Contains(resp.Header.Get("Vary"), "Accept-Encoding") || !strings.Contains(plainResp.Header.Get("Vary"), "Accept-Encoding") {
			t.Fatalf("GET %s: got Vary %q and %q; want Accept-Encoding in both", path, resp.Header.Get("Vary"), plainResp.Header.Get("Vary"))
		}
		if !strings.HasPrefix(resp.Header.Get("Content-Type"), "application/json") {
			t.Fatalf("GET %s: got Content-Type %q; want application/json", path, resp.Header.Get("Content-Type"))
		}
		zr, err := gzip.NewReader(bytes.NewReader(body))
		if err != nil {
			t.Fatalf("GET %s: got a body that is not gzip: %v", path, err)
		}
		inflated, err := io.ReadAll(zr)
		if err != nil {
			t.Fatalf("GET %s: cannot inflate the body: %v", path, err)
		}
		if !bytes.Equal(inflated, plain) {
			t.Fatalf("GET %s: got %d inflated bytes; want the %d of the plain answer", path, len(inflated), len(plain))
		}
		if len(body) >= len(plain) {
			t.Fatalf("GET %s: got %d gzipped bytes for %d plain; want fewer", path, len(body), len(plain))
		}
	}
	f("/openapi.json")
	f("/v1/scams?confirmed=false", "X-API-Key: "+a.test)
}
