package server

import (
	"io"
	"net/http"
	"strings"
	"testing"
)

// TestPprofOnAdminListener: the runtime profiles answer on the admin listener with
// the operator token, 401 without it, and not at all on the public listener.
func TestPprofOnAdminListener(t *testing.T) {
	ts := startServer(t, t.TempDir(), newTestClock())
	get := func(url, token string) (int, string) {
		t.Helper()
		req, err := http.NewRequest("GET", url, nil)
		if err != nil {
			t.Fatalf("cannot build request: %v", err)
		}
		if token != "" {
			req.Header.Set("Authorization", "Bearer "+token)
		}
		resp, err := httpClient.Do(req)
		if err != nil {
			t.Fatalf("GET %s: %v", url, err)
		}
		defer resp.Body.Close()
		b, err := io.ReadAll(resp.Body)
		if err != nil {
			t.Fatalf("cannot read answer: %v", err)
		}
		return resp.StatusCode, string(b)
	}
	f := func(url, token string, wantStatus int, wantBody string) {
		t.Helper()
		status, body := get(url, token)
		if status != wantStatus || !strings.Contains(body, wantBody) {
			t.Fatalf("GET %s: got %d %.200q; want %d with %q", url, status, body, wantStatus, wantBody)
		}
	}
	f(ts.admin+"/debug/pprof/", testOperatorToken, 200, "goroutine")
	f(ts.admin+"/debug/pprof/heap?debug=1", testOperatorToken, 200, "heap profile")
	f(ts.admin+"/debug/pprof/goroutine?debug=1", testOperatorToken, 200, "goroutine profile")
	f(ts.admin+"/debug/pprof/cmdline", testOperatorToken, 200, "server.test")
	f(ts.admin+"/debug/pprof/profile?seconds=1", testOperatorToken, 200, "\x1f\x8b") // gzipped profile
	f(ts.admin+"/debug/pprof/", "", 401, "UNAUTHORIZED")
	f(ts.admin+"/debug/pprof/heap", "wrong-token", 401, "UNAUTHORIZED")
	f(ts.base+"/debug/pprof/", testOperatorToken, 404, "NOT_FOUND")
}
