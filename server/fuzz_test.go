package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/valyala/fasthttp"

	"scamcheck/data"
	"scamcheck/engine"
	"scamcheck/server/store"
)

// Fuzz targets of the JSON decoding of every endpoint that takes a body, public
// and admin. Each input goes through the real handler chain (routing, auth,
// decoding, validation, the engine, the store) and its answer must be valid JSON:
// the endpoint's success shape with scores in range and six layers in order, or a
// D11 error whose code matches its status; never a 500 (the router turns a panic
// into one). `go test` runs the seed corpora in testdata/fuzz; `make fuzz` runs
// each target with -fuzz.

var (
	fuzzEngineOnce sync.Once
	fuzzEng        *engine.Engine
	fuzzEngErr     error
)

// fuzzHarness is a Server without listeners, its handlers called directly.
type fuzzHarness struct {
	s          *Server
	live, test string // keys of an enterprise account without limits
	scratch    string // account the admin targets patch and add keys to
}

func newFuzzHarness(f *testing.F) *fuzzHarness {
	f.Helper()
	fuzzEngineOnce.Do(func() { fuzzEng, fuzzEngErr = engine.New(data.FS) })
	if fuzzEngErr != nil {
		f.Fatalf("cannot build engine: %v", fuzzEngErr)
	}
	st, err := store.OpenBolt(filepath.Join(f.TempDir(), "scamcheck.db"))
	if err != nil {
		f.Fatalf("cannot open store: %v", err)
	}
	f.Cleanup(func() { st.Close() })
	ctx := context.Background()
	now := time.Date(2026, 11, 21, 8, 15, 30, 0, time.UTC)
	h := &fuzzHarness{scratch: "acct_fuzzscratch000000000"}
	for _, a := range []*store.Account{
		{ID: "acct_fuzz", Name: "fuzz", Plan: "enterprise", CreatedAt: now},
		{ID: h.scratch, Name: "scratch", Plan: "business", MonthlyQuota: 20000, RateLimitPerMinute: 500, CreatedAt: now},
	} {
		if err := st.PutAccount(ctx, a); err != nil {
			f.Fatalf("cannot put account: %v", err)
		}
	}
	for _, env := range []string{envLive, envTest} {
		k, secret := newKey("acct_fuzz", env, env, now)
		if err := st.PutKey(ctx, k); err != nil {
			f.Fatalf("cannot put key: %v", err)
		}
		if env == envLive {
			h.live = secret
		} else {
			h.test = secret
		}
	}
	h.s, err = New(Config{AdminToken: "fuzz-operator-token", Store: st, Engine: fuzzEng,
		Now: func() time.Time { return now }, CacheBytes: 32 << 20, Logf: func(string, ...any) {}})
	if err != nil {
		f.Fatalf("cannot create server: %v", err)
	}
	return h
}

// serve runs one request through handler and returns the response.
func serve(handler fasthttp.RequestHandler, method, uri string, hdr []string, body []byte) *fasthttp.Response {
	var req fasthttp.Request
	req.Header.SetMethod(method)
	req.SetRequestURI(uri)
	req.Header.SetContentType("application/json")
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	req.SetBody(body)
	var ctx fasthttp.RequestCtx
	ctx.Init(&req, nil, nil)
	handler(&ctx)
	var resp fasthttp.Response
	ctx.Response.CopyTo(&resp)
	return &resp
}

// checkAnswer fails t unless resp is valid JSON with a request id, and either a
// D11 error whose code matches the status (never 500), or a success in
// wantStatus whose body passes checkOK.
func checkAnswer(t *testing.T, resp *fasthttp.Response, wantStatus []int, checkOK func([]byte) error) {
	t.Helper()
	status, body := resp.StatusCode(), resp.Body()
	if !json.Valid(body) || !utf8.Valid(body) {
		t.Fatalf("status %d: got a body that is not valid JSON in UTF-8: %.300q", status, body)
	}
	if len(resp.Header.Peek("X-Request-Id")) == 0 {
		t.Fatalf("status %d: got no X-Request-Id", status)
	}
	if status >= 400 {
		if status == fasthttp.StatusInternalServerError {
			t.Fatalf("got 500 (a panic or an internal error): %s", body)
		}
		var e struct {
			Error *struct {
				Code    *string         `json:"code"`
				Message *string         `json:"message"`
				Details json.RawMessage `json:"details"`
			} `json:"error"`
		}
		if err := json.Unmarshal(body, &e); err != nil || e.Error == nil || e.Error.Code == nil || e.Error.Message == nil {
			t.Fatalf("status %d: got %.300q; want a D11 error body", status, body)
		}
		if got := statusOf(*e.Error.Code); got != status {
			t.Fatalf("got code %s with status %d; want status %d", *e.Error.Code, status, got)
		}
		if d := e.Error.Details; d != nil && d[0] != '{' {
			t.Fatalf("got details %s; want an object", d)
		}
		return
	}
	for _, w := range wantStatus {
		if status == w {
			if err := checkOK(body); err != nil {
				t.Fatalf("status %d: %v\n%.500s", status, err, body)
			}
			return
		}
	}
	t.Fatalf("got status %d; want one of %v or a D11 error: %.300q", status, wantStatus, body)
}

// checkTimestamp checks an RFC 3339 UTC timestamp with milliseconds (D4).
func checkTimestamp(name, s string) error {
	if _, err := time.Parse("2006-01-02T15:04:05.000Z", s); err != nil {
		return fmt.Errorf("got %s %q; want RFC 3339 UTC with milliseconds", name, s)
	}
	return nil
}

func checkID(name, s, prefix string) error {
	if !strings.HasPrefix(s, prefix) || len(s) < len(prefix)+14 {
		return fmt.Errorf("got %s %q; want %s followed by at least 80 random bits", name, s, prefix)
	}
	return nil
}

// checkCheckResult checks a check result in the detailed or, when quick is set,
// the quickstart shape (D1).
func checkCheckResult(body []byte, quick bool) error {
	var r map[string]json.RawMessage
	if err := json.Unmarshal(body, &r); err != nil {
		return err
	}
	scoreField, reasons, advice := "score", "reasons", "advice"
	verdicts := [3]string{"safe", "suspect", "scam"}
	if quick {
		scoreField, reasons, advice = "risk_score", "threats", "recommendation"
		verdicts = [3]string{"safe", "suspicious", "dangerous"}
	}
	var v struct {
		ID         string  `json:"id"`
		Verdict    string  `json:"verdict"`
		Confidence float64 `json:"confidence"`
		ScamType   string  `json:"scam_type"`
		Layers     []struct {
			Name       string  `json:"name"`
			Risk       int     `json:"risk_score"`
			Confidence float64 `json:"confidence"`
			Threat     bool    `json:"is_threat"`
			Details    *string `json:"details"`
			Ms         int64   `json:"execution_time_ms"`
		} `json:"layers"`
		Concordant int    `json:"concordant_signals"`
		Boost      *bool  `json:"concordance_boost"`
		Ms         int64  `json:"analysis_time_ms"`
		Cached     *bool  `json:"cached"`
		CreatedAt  string `json:"created_at"`
	}
	if err := json.Unmarshal(body, &v); err != nil {
		return err
	}
	for _, k := range []string{"id", scoreField, "verdict", "confidence", "scam_type", "brand_targeted", "layers",
		"concordant_signals", "concordance_boost", reasons, advice, "analysis_time_ms", "cached", "created_at"} {
		if _, ok := r[k]; !ok {
			return fmt.Errorf("got no field %s", k)
		}
	}
	var score int
	if err := json.Unmarshal(r[scoreField], &score); err != nil || score < 0 || score > 100 {
		return fmt.Errorf("got %s %s; want an integer 0-100", scoreField, r[scoreField])
	}
	if want := verdicts[engine.VerdictFor(score)]; v.Verdict != want {
		return fmt.Errorf("got verdict %q for score %d; want %q", v.Verdict, score, want)
	}
	if v.Confidence < 0 || v.Confidence > 1 {
		return fmt.Errorf("got confidence %v; want 0-1", v.Confidence)
	}
	if err := checkID("id", v.ID, prefixCheck); err != nil {
		return err
	}
	if err := checkTimestamp("created_at", v.CreatedAt); err != nil {
		return err
	}
	if len(v.Layers) != engine.NumLayers {
		return fmt.Errorf("got %d layers; want %d", len(v.Layers), engine.NumLayers)
	}
	threats := 0
	for i, l := range v.Layers {
		if l.Name != engine.LayerNames[i] {
			return fmt.Errorf("got layer %d %q; want %q (layer order)", i, l.Name, engine.LayerNames[i])
		}
		if l.Risk < 0 || l.Risk > 100 || l.Confidence < 0 || l.Confidence > 1 || l.Details == nil || l.Ms < 0 {
			return fmt.Errorf("got layer %s risk %d confidence %v; want 0-100, 0-1, details", l.Name, l.Risk, l.Confidence)
		}
		if l.Threat {
			threats++
		}
	}
	if v.Concordant != threats || v.Boost == nil || *v.Boost != (threats >= 3) {
		return fmt.Errorf("got concordant_signals %d boost %v; want %d, %v", v.Concordant, v.Boost, threats, threats >= 3)
	}
	var rs []string
	if err := json.Unmarshal(r[reasons], &rs); err != nil {
		return fmt.Errorf("got %s %s; want an array of strings", reasons, r[reasons])
	}
	return nil
}

// FuzzCheckBody: POST /v1/check with any body, with a live or a test key, in
// either response shape and language.
func FuzzCheckBody(f *testing.F) {
	h := newFuzzHarness(f)
	handler := h.s.public.Handler
	f.Fuzz(func(t *testing.T, body []byte, sel uint8) {
		key, uri, quick := h.live, "/v1/check", sel&2 != 0
		if sel&1 != 0 {
			key = h.test
		}
		if quick {
			uri += "?shape=quickstart"
		}
		hdr := []string{"X-API-Key", key}
		if sel&4 != 0 {
			hdr = append(hdr, "Accept-Language", "fr-FR")
		}
		resp := serve(handler, "POST", uri, hdr, body)
		checkAnswer(t, resp, []int{200}, func(b []byte) error { return checkCheckResult(b, quick) })
	})
}

// FuzzBatchBody: POST /v1/batch with any body.
func FuzzBatchBody(f *testing.F) {
	h := newFuzzHarness(f)
	handler := h.s.public.Handler
	f.Fuzz(func(t *testing.T, body []byte, sel uint8) {
		key := h.live
		if sel&1 != 0 {
			key = h.test
		}
		resp := serve(handler, "POST", "/v1/batch", []string{"X-API-Key", key}, body)
		checkAnswer(t, resp, []int{200}, checkBatch)
	})
}

func checkBatch(body []byte) error {
	var v struct {
		BatchID string `json:"batch_id"`
		Results []struct {
			Index   *int   `json:"index"`
			ID      string `json:"id"`
			Verdict string `json:"verdict"`
			Risk    *int   `json:"risk_score"`
			Cached  *bool  `json:"cached"`
		} `json:"results"`
		Summary *struct {
			Total, Safe, Suspicious, Dangerous int
		} `json:"summary"`
	}
	if err := json.Unmarshal(body, &v); err != nil {
		return err
	}
	if err := checkID("batch_id", v.BatchID, prefixBatch); err != nil {
		return err
	}
	if v.Summary == nil || len(v.Results) == 0 || len(v.Results) > maxBatchItems {
		return fmt.Errorf("got %d results and summary %v; want 1-100 results and a summary", len(v.Results), v.Summary)
	}
	var counts [3]int
	for i, r := range v.Results {
		if r.Index == nil || *r.Index != i || r.Risk == nil || *r.Risk < 0 || *r.Risk > 100 || r.Cached == nil {
			return fmt.Errorf("got result %d %+v; want index %d, risk_score 0-100, cached", i, r, i)
		}
		vd := engine.VerdictFor(*r.Risk)
		if r.Verdict != vd.BatchString() {
			return fmt.Errorf("got result %d verdict %q for risk %d; want %q", i, r.Verdict, *r.Risk, vd.BatchString())
		}
		counts[vd]++
		if err := checkID("results[].id", r.ID, prefixCheck); err != nil {
			return err
		}
	}
	s := v.Summary
	if s.Total != len(v.Results) || s.Safe != counts[0] || s.Suspicious != counts[1] || s.Dangerous != counts[2] {
		return fmt.Errorf("got summary %+v; want total %d and counts %v", *s, len(v.Results), counts)
	}
	return nil
}

// FuzzReportBody: POST /v1/report with any body.
func FuzzReportBody(f *testing.F) {
	h := newFuzzHarness(f)
	handler := h.s.public.Handler
	f.Fuzz(func(t *testing.T, body []byte, sel uint8) {
		key := h.live
		if sel&1 != 0 {
			key = h.test
		}
		resp := serve(handler, "POST", "/v1/report", []string{"X-API-Key", key}, body)
		checkAnswer(t, resp, []int{200, 201}, func(b []byte) error {
			var v struct{ ID, Status, CreatedAt string }
			if err := json.Unmarshal(b, &v); err != nil {
				return err
			}
			if v.Status != "received" {
				return fmt.Errorf("got status %q; want received", v.Status)
			}
			if err := checkID("id", v.ID, prefixReport); err != nil {
				return err
			}
			var ts struct {
				CreatedAt string `json:"created_at"`
			}
			_ = json.Unmarshal(b, &ts)
			return checkTimestamp("created_at", ts.CreatedAt)
		})
	})
}

// FuzzAdminAccountBody: POST /admin/v1/accounts and PATCH /admin/v1/accounts/{id}.
func FuzzAdminAccountBody(f *testing.F) {
	h := newFuzzHarness(f)
	handler := h.s.admin.Handler
	f.Fuzz(func(t *testing.T, body []byte, sel uint8) {
		method, uri, want := "POST", "/admin/v1/accounts", 201
		if sel&1 != 0 {
			method, uri, want = "PATCH", "/admin/v1/accounts/"+h.scratch, 200
		}
		resp := serve(handler, method, uri, []string{"Authorization", "Bearer fuzz-operator-token"}, body)
		checkAnswer(t, resp, []int{want}, func(b []byte) error {
			var v struct {
				ID, Name, Plan string
				Quota          *int64 `json:"monthly_quota"`
				Rate           *int64 `json:"rate_limit_per_minute"`
				CreatedAt      string `json:"created_at"`
			}
			if err := json.Unmarshal(b, &v); err != nil {
				return err
			}
			if _, ok := planByName(v.Plan); !ok || v.Name == "" || v.Quota == nil || *v.Quota < 0 || v.Rate == nil || *v.Rate < 0 {
				return fmt.Errorf("got account %+v; want a known plan, a name, quota and rate >= 0", v)
			}
			if err := checkID("id", v.ID, prefixAccount); err != nil {
				return err
			}
			return checkTimestamp("created_at", v.CreatedAt)
		})
	})
}

// FuzzAdminKeyBody: POST /admin/v1/accounts/{id}/keys.
func FuzzAdminKeyBody(f *testing.F) {
	h := newFuzzHarness(f)
	handler := h.s.admin.Handler
	f.Fuzz(func(t *testing.T, body []byte) {
		resp := serve(handler, "POST", "/admin/v1/accounts/"+h.scratch+"/keys", []string{"Authorization", "Bearer fuzz-operator-token"}, body)
		checkAnswer(t, resp, []int{201}, func(b []byte) error {
			var v struct{ ID, Name, Type, Prefix, Key string }
			if err := json.Unmarshal(b, &v); err != nil {
				return err
			}
			prefix := map[string]string{envTest: prefixTestKey, envLive: prefixLiveKey}[v.Type]
			if prefix == "" || v.Prefix != prefix || !strings.HasPrefix(v.Key, prefix) || len(v.Key) != len(prefix)+secretLen {
				return fmt.Errorf("got key %+v; want type test or live and a secret of its prefix + %d characters", v, secretLen)
			}
			if bytes.ContainsAny([]byte(v.Key[len(prefix):]), "-_+/=") {
				return fmt.Errorf("got secret %q; want base62", v.Key)
			}
			return checkID("id", v.ID, prefixKey)
		})
	})
}

// FuzzLimiter: the rate limiter with any per-minute rate an operator can set
// (admin accepts any non-negative int64) and any clock.
func FuzzLimiter(f *testing.F) {
	for _, r := range []int64{1, 5, 100, 1000, 60_000_000_000, 60_000_000_001, 1 << 62, 9223372036854775807} {
		f.Add(r, int64(1795000000_000000000), uint8(3))
	}
	f.Fuzz(func(t *testing.T, perMinute, nowNanos int64, n uint8) {
		l := NewLimiter()
		now := time.Unix(0, nowNanos)
		for i := range int(n%8) + 1 {
			rs := l.Take("acct", perMinute, now)
			if perMinute <= 0 {
				if !rs.Allowed {
					t.Fatalf("rate %d: got refused; want unlimited", perMinute)
				}
				continue
			}
			if rs.Remaining < 0 || rs.Remaining > perMinute || rs.Reset < 0 || rs.Limit != perMinute {
				t.Fatalf("rate %d, take %d: got %+v; want remaining 0-%d, reset >= 0", perMinute, i, rs, perMinute)
			}
			if !rs.Allowed && rs.RetryAfter < 1 {
				t.Fatalf("rate %d, take %d: got refused with Retry-After %d; want >= 1", perMinute, i, rs.RetryAfter)
			}
			if i == 0 && !rs.Allowed {
				t.Fatalf("rate %d: got the first request refused", perMinute)
			}
		}
	})
}

// FuzzScamsQuery: GET /v1/scams with any query string.
func FuzzScamsQuery(f *testing.F) {
	for _, q := range []string{"", "limit=100&offset=0", "limit=101", "limit=0", "limit=-1", "offset=9223372036854775807",
		"offset=9223372036854775808", "limit=1e3", "scam_type=phishing&confirmed=false", "scam_type=none", "confirmed=TRUE",
		"limit=%00", "limit=1&limit=2", "shape=quickstart", "%zz=%zz&&&==", "limit= 5"} {
		f.Add(q, uint8(0))
	}
	h := newFuzzHarness(f)
	handler := h.s.public.Handler
	f.Fuzz(func(t *testing.T, query string, sel uint8) {
		key := h.live
		if sel&1 != 0 {
			key = h.test
		}
		resp := serve(handler, "GET", "/v1/scams?"+query, []string{"X-API-Key", key}, nil)
		checkAnswer(t, resp, []int{200}, func(b []byte) error {
			var v struct {
				Data       []map[string]any `json:"data"`
				Pagination *struct {
					Total, Limit, Offset *int
					HasMore              *bool `json:"has_more"`
				} `json:"pagination"`
			}
			if err := json.Unmarshal(b, &v); err != nil {
				return err
			}
			p := v.Pagination
			if v.Data == nil || p == nil || p.Total == nil || p.Limit == nil || p.HasMore == nil {
				return fmt.Errorf("got %s; want data and pagination {total, limit, has_more}", b)
			}
			if *p.Limit < 1 || *p.Limit > 100 || len(v.Data) > *p.Limit || *p.Total < len(v.Data) {
				return fmt.Errorf("got limit %d, %d records of %d; want limit 1-100 and at most limit records", *p.Limit, len(v.Data), *p.Total)
			}
			return nil
		})
	})
}
