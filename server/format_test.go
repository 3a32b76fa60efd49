package server

import (
	"encoding/json"
	"regexp"
	"testing"
	"time"

	"scamcheck/engine"
)

// Field-format checks of real responses against the contract's types (D1-D4): id
// prefixes, RFC 3339 millisecond UTC timestamps, ranges, verdict sets and the six
// layers in order.

var (
	idPattern = map[string]*regexp.Regexp{
		"chk": regexp.MustCompile(`^chk_[0-9A-Za-z]{22}$`),
		"bat": regexp.MustCompile(`^bat_[0-9A-Za-z]{22}$`),
		"rpt": regexp.MustCompile(`^rpt_[0-9A-Za-z]{22}$`),
		"scm": regexp.MustCompile(`^scm_[0-9A-Za-z_]{10,}$`),
	}
	timePattern = regexp.MustCompile(`^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$`)
)

func wantID(t *testing.T, v any, kind string) {
	t.Helper()
	s, _ := v.(string)
	if !idPattern[kind].MatchString(s) {
		t.Fatalf("got id %v; want shape %s", v, idPattern[kind])
	}
}

func wantTime(t *testing.T, v any) {
	t.Helper()
	s, _ := v.(string)
	if !timePattern.MatchString(s) {
		t.Fatalf("got timestamp %v; want RFC 3339 UTC with milliseconds", v)
	}
	if _, err := time.Parse(time.RFC3339Nano, s); err != nil {
		t.Fatalf("got timestamp %q: %v", s, err)
	}
}

func wantInt(t *testing.T, v any, lo, hi int64, what string) {
	t.Helper()
	f, ok := v.(float64)
	if !ok || f != float64(int64(f)) || int64(f) < lo || int64(f) > hi {
		t.Fatalf("got %s %v; want an integer in [%d, %d]", what, v, lo, hi)
	}
}

func wantUnit(t *testing.T, v any, what string) {
	t.Helper()
	f, ok := v.(float64)
	if !ok || f < 0 || f > 1 {
		t.Fatalf("got %s %v; want a number in [0, 1]", what, v)
	}
}

func wantBool(t *testing.T, v any, what string) {
	t.Helper()
	if _, ok := v.(bool); !ok {
		t.Fatalf("got %s %v; want a boolean", what, v)
	}
}

func wantOneOf(t *testing.T, v any, what string, set ...string) {
	t.Helper()
	for _, s := range set {
		if v == s {
			return
		}
	}
	t.Fatalf("got %s %v; want one of %v", what, v, set)
}

func wantStrings(t *testing.T, v any, what string) {
	t.Helper()
	a, ok := v.([]any)
	if !ok {
		t.Fatalf("got %s %v; want an array of strings", what, v)
	}
	for _, s := range a {
		if _, ok := s.(string); !ok {
			t.Fatalf("got %s element %v; want a string", what, s)
		}
	}
}

var scamTypes = []string{"none", "phishing_bank", "phishing_other", "fake_delivery", "romance_scam",
	"investment_scam", "tech_support", "lottery", "other"}

// checkResultFormat checks a check response in either shape (D1).
func checkResultFormat(t *testing.T, b map[string]any, sh shape) {
	t.Helper()
	wantID(t, b["id"], "chk")
	score, verdicts, reasons, advice := "score", []string{"safe", "suspect", "scam"}, "reasons", "advice"
	types := scamTypes
	if sh == shapeQuickstart {
		score, verdicts, reasons, advice = "risk_score", []string{"safe", "suspicious", "dangerous"}, "threats", "recommendation"
		types = []string{"none", "phishing", "fake_delivery", "romance_scam", "investment_scam", "tech_support", "lottery", "other"}
	}
	wantInt(t, b[score], 0, 100, score)
	wantOneOf(t, b["verdict"], "verdict", verdicts...)
	// The verdict follows the score (engine.VerdictFor).
	if want := engine.VerdictFor(int(b[score].(float64))); sh == shapeDetailed && b["verdict"] != want.String() {
		t.Fatalf("got verdict %v for score %v; want %s", b["verdict"], b[score], want)
	}
	wantUnit(t, b["confidence"], "confidence")
	wantOneOf(t, b["scam_type"], "scam_type", types...)
	if v := b["brand_targeted"]; v != nil {
		if s, ok := v.(string); !ok || s == "" {
			t.Fatalf("got brand_targeted %v; want null or a non-empty string", v)
		}
	}
	layers, ok := b["layers"].([]any)
	if !ok || len(layers) != engine.NumLayers {
		t.Fatalf("got layers %v; want %d layers", b["layers"], engine.NumLayers)
	}
	threats := int64(0)
	for i, v := range layers {
		l := v.(map[string]any)
		if l["name"] != engine.LayerNames[i] {
			t.Fatalf("got layer %d named %v; want %s", i, l["name"], engine.LayerNames[i])
		}
		wantInt(t, l["risk_score"], 0, 100, "layer risk_score")
		wantUnit(t, l["confidence"], "layer confidence")
		wantBool(t, l["is_threat"], "is_threat")
		if l["is_threat"] == true {
			threats++
		}
		if _, ok := l["details"].(string); !ok {
			t.Fatalf("got details %v; want a string", l["details"])
		}
		wantInt(t, l["execution_time_ms"], 0, 1<<31, "execution_time_ms")
		if len(l) != 6 {
			t.Fatalf("got layer fields %v; want exactly 6", l)
		}
	}
	wantInt(t, b["concordant_signals"], threats, threats, "concordant_signals")
	wantBool(t, b["concordance_boost"], "concordance_boost")
	if (threats >= 3) != (b["concordance_boost"] == true) {
		t.Fatalf("got concordance_boost %v with %d threats", b["concordance_boost"], threats)
	}
	wantStrings(t, b[reasons], reasons)
	if _, ok := b[advice].(string); !ok {
		t.Fatalf("got %s %v; want a string", advice, b[advice])
	}
	wantInt(t, b["analysis_time_ms"], 0, 1<<31, "analysis_time_ms")
	wantBool(t, b["cached"], "cached")
	wantTime(t, b["created_at"])
	if len(b) != 14 {
		t.Fatalf("got %d fields; want 14: %v", len(b), b)
	}
}

// checkBatchFormat checks a batch response (D2, D3).
func checkBatchFormat(t *testing.T, b map[string]any, n int) {
	t.Helper()
	wantID(t, b["batch_id"], "bat")
	results := b["results"].([]any)
	if len(results) != n {
		t.Fatalf("got %d results; want %d", len(results), n)
	}
	counts := map[string]int64{}
	for i, v := range results {
		r := v.(map[string]any)
		wantInt(t, r["index"], int64(i), int64(i), "index")
		wantID(t, r["id"], "chk")
		wantOneOf(t, r["verdict"], "verdict", "safe", "suspicious", "dangerous")
		wantInt(t, r["risk_score"], 0, 100, "risk_score")
		wantBool(t, r["cached"], "cached")
		counts[r["verdict"].(string)]++
	}
	s := b["summary"].(map[string]any)
	wantInt(t, s["total"], int64(n), int64(n), "total")
	for _, k := range []string{"safe", "suspicious", "dangerous"} {
		wantInt(t, s[k], counts[k], counts[k], "summary."+k)
	}
}

// checkReportFormat checks a report answer (D18).
func checkReportFormat(t *testing.T, b map[string]any) {
	t.Helper()
	wantID(t, b["id"], "rpt")
	wantOneOf(t, b["status"], "status", "received")
	wantTime(t, b["created_at"])
}

// checkScamsFormat checks a known-scam listing (D20).
func checkScamsFormat(t *testing.T, b map[string]any) {
	t.Helper()
	data, ok := b["data"].([]any)
	if !ok {
		t.Fatalf("got data %v; want an array", b["data"])
	}
	var prev time.Time
	for i, v := range data {
		s := v.(map[string]any)
		wantID(t, s["id"], "scm")
		wantOneOf(t, s["scam_type"], "scam_type", scamTypes[1:]...)
		if v := s["brand_targeted"]; v != nil {
			if _, ok := v.(string); !ok {
				t.Fatalf("got brand_targeted %v; want null or a string", v)
			}
		}
		wantInt(t, s["score"], 0, 100, "score")
		wantInt(t, s["report_count"], 0, 1<<31, "report_count")
		wantTime(t, s["first_seen_at"])
		at, _ := time.Parse(time.RFC3339Nano, s["first_seen_at"].(string))
		if i > 0 && at.After(prev) {
			t.Fatalf("got first_seen_at %v after %v; want newest first", at, prev)
		}
		prev = at
	}
	p := b["pagination"].(map[string]any)
	wantInt(t, p["total"], int64(len(data)), 1<<31, "total")
	wantInt(t, p["limit"], 1, 100, "limit")
	wantBool(t, p["has_more"], "has_more")
}

func TestAppendQuoted(t *testing.T) {
	f := func(in, want string) {
		t.Helper()
		got := string(appendQuoted(nil, in))
		if got != want {
			t.Fatalf("got %s; want %s", got, want)
		}
		if got2 := string(appendQuoted(nil, []byte(in))); got2 != want {
			t.Fatalf("got %s for []byte; want %s", got2, want)
		}
		var back string
		if err := json.Unmarshal([]byte(got), &back); err != nil {
			t.Fatalf("got invalid JSON %s: %v", got, err)
		}
	}
	f("", `""`)
	f("plain", `"plain"`)
	f(`say "hi"\`, `"say \"hi\"\\"`)
	f("a\nb\rc\td", `"a\nb\rc\td"`)
	f("\x00\x1f", `"\u0000\u001f"`)
	f("é 🚫 ✅", `"é 🚫 ✅"`)
	f("bad \xff byte", `"bad \ufffd byte"`)
	f("cut \xe2\x82", `"cut \ufffd\ufffd"`)
	f("line\u2028sep\u2029", `"line\u2028sep\u2029"`)
	f("<script>", `"<script>"`)
}

func TestLimiter(t *testing.T) {
	l := NewLimiter()
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	f := func(at time.Duration, allowed bool, remaining, reset, retry int64) {
		t.Helper()
		got := l.Take("acct", 60, t0.Add(at))
		want := RateStatus{Allowed: allowed, Limit: 60, Remaining: remaining, Reset: reset, RetryAfter: retry}
		if got != want {
			t.Fatalf("got %+v at %v; want %+v", got, at, want)
		}
	}
	for i := range int64(60) {
		f(0, true, 59-i, i+1, 0)
	}
	f(0, false, 0, 60, 1)
	f(500*time.Millisecond, false, 0, 60, 1)
	f(time.Second, true, 0, 60, 0)
	f(61*time.Second, true, 59, 1, 0)
	if s := l.Take("other", 0, t0); !s.Allowed {
		t.Fatalf("got %+v for an unlimited account; want allowed", s)
	}
}

func TestResultCacheRoundTrip(t *testing.T) {
	rc := newResultCache(32 << 20)
	now := time.Date(2026, 11, 21, 8, 0, 0, 0, time.UTC)
	in := checkResult{id: []byte("chk_abc"), createdAt: now.UnixMilli(), score: 77, verdict: engine.VerdictScam,
		confidence: 0.91, scamType: engine.ScamFakeDelivery, brand: []byte("La Poste"), concordant: 3, boost: true,
		reasons: [][]byte{[]byte("one"), []byte("two")}, advice: []byte(engine.AdviceFor(engine.VerdictScam, engine.ScamFakeDelivery, engine.LangEN)),
		analysisMs: 4}
	in.layers[1] = layerResult{risk: 90, confidence: 0.8, threat: true, details: []byte("typosquatting"), ms: 2}
	key := rc.appendKey(nil, envLive, "acct_a", engine.TypeURL, engine.LangEN, []byte("http://x"))
	rc.set(nil, key, now, &in)
	// get reads key at now+at and decodes the binary result.
	get := func(key []byte, at time.Duration) (checkResult, cachedResult, bool) {
		var out checkResult
		_, cr, ok := rc.get(nil, key, now.Add(at))
		if ok && !out.decode(cr.enc, engine.LangEN) {
			t.Fatalf("cannot decode the cached result %q", cr.enc)
		}
		return out, cr, ok
	}
	f := func(at time.Duration, want bool, wantBody string) {
		t.Helper()
		out, cr, ok := get(key, at)
		if ok != want {
			t.Fatalf("got hit %v after %v; want %v", ok, at, want)
		}
		if ok && (string(out.id) != "chk_abc" || out.score != 77 || out.confidence != 0.91 || string(out.brand) != "La Poste" ||
			len(out.reasons) != 2 || string(out.reasons[1]) != "two" || string(out.layers[1].details) != "typosquatting" ||
			!out.layers[1].threat || out.createdAt != in.createdAt || !out.boost || out.analysisMs != 4 || string(out.advice) != string(in.advice)) {
			t.Fatalf("got %+v; want %+v", out, in)
		}
		if ok && (cr.verdict != engine.VerdictScam || string(cr.body) != wantBody) {
			t.Fatalf("got verdict %v, body %q; want %v, %q", cr.verdict, cr.body, engine.VerdictScam, wantBody)
		}
	}
	f(0, true, "")
	// The first hit in the detailed shape adds its body; the expiry stays.
	v, _, _ := rc.get(nil, key, now.Add(time.Hour))
	rc.addBody(key, v, []byte(`{"cached":true}`))
	f(time.Hour, true, `{"cached":true}`)
	f(resultTTL-time.Millisecond, true, `{"cached":true}`)
	f(resultTTL, false, "")

	// Results are per account: another account never hits the first one's answer.
	other := rc.appendKey(nil, envLive, "acct_b", engine.TypeURL, engine.LangEN, []byte("http://x"))
	if _, _, ok := get(other, 0); ok {
		t.Fatalf("another account hit acct_a's cached result; want a miss")
	}

	// Evicting the content invalidates what was stored before, for every account,
	// a body added after the eviction included; what is stored after the eviction
	// is served again.
	rc.set(nil, other, now, &in)
	v, _, _ = rc.get(nil, key, now.Add(30*time.Second))
	rc.evict(envLive, engine.TypeURL, []byte("http://x"), now.Add(time.Minute))
	rc.addBody(key, v, []byte(`{}`))
	f(2*time.Minute, false, "")
	if _, _, ok := get(other, 2*time.Minute); ok {
		t.Fatalf("acct_b's result survived the eviction of its content")
	}
	rc.set(nil, key, now.Add(3*time.Minute), &in)
	f(4*time.Minute, true, "")
	// Another content is not touched by the eviction.
	y := rc.appendKey(nil, envLive, "acct_a", engine.TypeURL, engine.LangEN, []byte("http://y"))
	rc.set(nil, y, now, &in)
	if _, _, ok := get(y, 2*time.Minute); !ok {
		t.Fatalf("evicting http://x dropped http://y")
	}
}

// TestCachedAdviceByLanguage: a cached value keeps no advice; decoding gives the
// engine's advice for the value's verdict and scam type in the request's language,
// and refuses values whose verdict or type it cannot name.
func TestCachedAdviceByLanguage(t *testing.T) {
	for _, lang := range []engine.Lang{engine.LangEN, engine.LangFR} {
		for v := range engine.Verdict(3) {
			for st := range engine.ScamType(engine.NumScamTypes) {
				in := checkResult{id: []byte("chk_abc"), verdict: v, scamType: st, advice: []byte("not stored")}
				var out checkResult
				if !out.decode(in.encode(nil), lang) {
					t.Fatalf("cannot decode a result with verdict %s, scam type %s", v, st)
				}
				if want := engine.AdviceFor(v, st, lang); string(out.advice) != want {
					t.Fatalf("verdict %s, scam type %s, language %d: got advice %q; want %q", v, st, lang, out.advice, want)
				}
			}
		}
	}
	var out checkResult
	if bad := (&checkResult{verdict: 3}).encode(nil); out.decode(bad, engine.LangEN) {
		t.Fatalf("decoded a value with verdict 3; want it refused")
	}
	if bad := (&checkResult{scamType: engine.ScamType(engine.NumScamTypes)}).encode(nil); out.decode(bad, engine.LangEN) {
		t.Fatalf("decoded a value with scam type %d; want it refused", engine.NumScamTypes)
	}
}
