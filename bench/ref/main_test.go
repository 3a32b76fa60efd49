package main

import (
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
)

func TestCheckResponse(t *testing.T) {
	f := func(size, wantLen int) {
		t.Helper()
		b := checkResponse(size)
		if len(b) != wantLen {
			t.Errorf("checkResponse(%d): got %d bytes; want %d", size, len(b), wantLen)
		}
		var v struct {
			Verdict string
			Layers  []struct{ Name string }
			Advice  string
		}
		if err := json.Unmarshal(b, &v); err != nil {
			t.Fatalf("checkResponse(%d): got invalid JSON: %s", size, err)
		}
		if v.Verdict != "scam" || len(v.Layers) != 6 || v.Advice == "" {
			t.Errorf("checkResponse(%d): got verdict %q, %d layers; want scam, 6 layers and advice", size, v.Verdict, len(v.Layers))
		}
	}
	natural := len(naturalCheckResponse)
	f(0, natural)
	f(natural-100, natural)
	f(natural+1, natural+1)
	f(2000, 2000)
}

func TestServers(t *testing.T) {
	resp := checkResponse(1800)
	serve := map[string]func(context.Context, net.Listener, []byte) error{
		"fasthttp": serveFasthttp,
		"nethttp":  serveNethttp,
	}
	for impl, fn := range serve {
		t.Run(impl, func(t *testing.T) {
			ln, err := net.Listen("tcp", "127.0.0.1:0")
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithCancel(context.Background())
			errc := make(chan error, 1)
			go func() { errc <- fn(ctx, ln, resp) }()
			defer func() {
				cancel()
				if err := <-errc; err != nil {
					t.Errorf("serve after cancel: got %v; want nil", err)
				}
			}()
			base := "http://" + ln.Addr().String()
			f := func(path, key, body string, wantStatus int, wantBody func(string) bool) {
				t.Helper()
				req, _ := http.NewRequest(http.MethodPost, base+path, strings.NewReader(body))
				req.Header.Set("Content-Type", "application/json")
				if key != "" {
					req.Header.Set("X-API-Key", key)
				}
				r, err := http.DefaultClient.Do(req)
				if err != nil {
					t.Fatalf("POST %s: %s", path, err)
				}
				got, _ := io.ReadAll(r.Body)
				r.Body.Close()
				if r.StatusCode != wantStatus || !wantBody(string(got)) {
					t.Errorf("POST %s %q: got %d %q; want status %d", path, body, r.StatusCode, got, wantStatus)
				}
			}
			isResp := func(s string) bool { return s == string(resp) }
			isErr := func(code string) func(string) bool {
				return func(s string) bool { return strings.Contains(s, `"code":"`+code+`"`) }
			}
			batchOf := func(n int) func(string) bool {
				return func(s string) bool {
					var v struct {
						Results []struct{ Index int }
						Summary struct{ Total int }
					}
					return json.Unmarshal([]byte(s), &v) == nil && len(v.Results) == n && v.Summary.Total == n && v.Results[n-1].Index == n-1
				}
			}
			f("/v1/check", "k", `{"content":"hello","type":"sms"}`, http.StatusOK, isResp)
			f("/v1/check", "", `{"content":"hello"}`, http.StatusUnauthorized, isErr("INVALID_API_KEY"))
			f("/v1/check", "k", `{"content":`, http.StatusBadRequest, isErr("INVALID_REQUEST"))
			f("/v1/check", "k", `{"type":"sms"}`, http.StatusBadRequest, isErr("INVALID_REQUEST"))
			f("/v1/batch", "k", `{"items":[{"content":"a"},{"content":"b"},{"content":"c"}]}`, http.StatusOK, batchOf(3))
			f("/v1/batch", "k", `{"items":[]}`, http.StatusBadRequest, isErr("INVALID_REQUEST"))
		})
	}
}
