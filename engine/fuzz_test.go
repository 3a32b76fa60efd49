package engine

import (
	"bytes"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	"scamcheck/data"
)

// Fuzz targets of the engine: Analyze on arbitrary bytes, URL parsing and phone
// parsing. `go test` runs their seed corpora (testdata/fuzz/...); `make fuzz` runs
// each one with -fuzz for FUZZTIME.

var (
	fuzzEngineOnce sync.Once
	fuzzEngine     *Engine
	fuzzEngineErr  error
)

func newFuzzEngine(t testing.TB) *Engine {
	t.Helper()
	fuzzEngineOnce.Do(func() { fuzzEngine, fuzzEngineErr = New(data.FS) })
	if fuzzEngineErr != nil {
		t.Fatalf("cannot build engine: %v", fuzzEngineErr)
	}
	return fuzzEngine
}

// fuzzNow is the analysis time of the fuzz targets: fixed, so that a result
// depends on its input alone.
const fuzzNow = 1795000000

// FuzzAnalyze runs the six layers on arbitrary content of any type and language,
// and checks the result's invariants: scores and confidences in range, the
// verdict of the score, concordance counted from the layers, a safe verdict
// without scam type or brand, valid UTF-8 out of valid UTF-8 in, and the same
// result from a reused Result as from a fresh one.
func FuzzAnalyze(f *testing.F) {
	e := newFuzzEngine(f)
	var reused Result // dirtied by the previous input, as a pooled Result is
	var mu sync.Mutex
	f.Fuzz(func(t *testing.T, content []byte, typ, lang uint8) {
		req := &Request{Content: content, Type: ContentType(typ % 5), Lang: Lang(lang % 2), Now: fuzzNow}
		var fresh Result
		e.Analyze(req, &fresh)
		checkResultInvariants(t, req, &fresh)

		mu.Lock()
		defer mu.Unlock()
		e.Analyze(req, &reused)
		if reused.Score != fresh.Score || reused.Verdict != fresh.Verdict || reused.ScamType != fresh.ScamType ||
			reused.Brand != fresh.Brand || !bytes.Equal(reused.Normalized, fresh.Normalized) || reused.NumReasons() != fresh.NumReasons() {
			t.Fatalf("reused Result: got score %d %v %v %q %q %d reasons; fresh Result: %d %v %v %q %q %d reasons",
				reused.Score, reused.Verdict, reused.ScamType, reused.Brand, reused.Normalized, reused.NumReasons(),
				fresh.Score, fresh.Verdict, fresh.ScamType, fresh.Brand, fresh.Normalized, fresh.NumReasons())
		}
		for i := range fresh.Layers {
			if !bytes.Equal(reused.Layers[i].Details, fresh.Layers[i].Details) || reused.Layers[i].RiskScore != fresh.Layers[i].RiskScore {
				t.Fatalf("reused Result, layer %s: got %d %q; fresh Result: %d %q", LayerNames[i],
					reused.Layers[i].RiskScore, reused.Layers[i].Details, fresh.Layers[i].RiskScore, fresh.Layers[i].Details)
			}
		}
	})
}

func checkResultInvariants(t *testing.T, req *Request, res *Result) {
	t.Helper()
	if res.Score < 0 || res.Score > 100 {
		t.Fatalf("got score %d; want 0-100", res.Score)
	}
	if v := VerdictFor(res.Score); res.Verdict != v {
		t.Fatalf("got verdict %v for score %d; want %v", res.Verdict, res.Score, v)
	}
	if !(res.Confidence >= 0 && res.Confidence <= 1) {
		t.Fatalf("got confidence %v; want 0-1", res.Confidence)
	}
	if req.Type != TypeUnknown && res.Type != req.Type && hintedType(req.Type, trimSpace(res.s.u.text)) == req.Type {
		t.Fatalf("got type %v; want the requested %v, which the content's shape allows", res.Type, req.Type)
	}
	if res.Type == TypeUnknown || res.Type > TypePhone {
		t.Fatalf("got type %d; want one of url, sms, email, phone", res.Type)
	}
	if res.ScamType >= numScamTypes {
		t.Fatalf("got scam type %d; want < %d", res.ScamType, numScamTypes)
	}
	if res.Verdict == VerdictSafe && (res.ScamType != ScamNone || res.Brand != "") {
		t.Fatalf("got a safe verdict with scam type %v and brand %q; want none", res.ScamType, res.Brand)
	}
	threats := 0
	for i := range res.Layers {
		l := &res.Layers[i]
		if l.RiskScore < 0 || l.RiskScore > 100 || !(l.Confidence >= 0 && l.Confidence <= 1) {
			t.Fatalf("layer %s: got risk %d confidence %v; want 0-100 and 0-1", LayerNames[i], l.RiskScore, l.Confidence)
		}
		if l.IsThreat {
			threats++
			if !l.Ran {
				t.Fatalf("layer %s: got a threat from a layer that did not run", LayerNames[i])
			}
		}
		if l.Nanos < 0 {
			t.Fatalf("layer %s: got time %d ns; want >= 0", LayerNames[i], l.Nanos)
		}
	}
	if res.Concordant != threats || res.Boost != (threats >= 3) {
		t.Fatalf("got concordant %d boost %v; want %d, %v", res.Concordant, res.Boost, threats, threats >= 3)
	}
	if res.Advice == "" {
		t.Fatal("got no advice")
	}
	if utf8.Valid(req.Content) {
		if !utf8.Valid(res.Normalized) {
			t.Fatalf("got normalized %q, not valid UTF-8, from valid UTF-8", res.Normalized)
		}
		for i := range res.NumReasons() {
			if r := res.Reason(i); !utf8.Valid(r) {
				t.Fatalf("got reason %q, not valid UTF-8, from valid UTF-8", r)
			}
		}
		for i := range res.Layers {
			if d := res.Layers[i].Details; !utf8.Valid(d) {
				t.Fatalf("layer %s: got details %q, not valid UTF-8, from valid UTF-8", LayerNames[i], d)
			}
		}
	}
}

// FuzzNormalize checks that normalization (the cache key and report identity,
// D14) is stable: normalizing a normalized form again changes nothing, so a known
// scam stored in normalized form and replayed into the engine at start keys the
// same as when it was confirmed. A type given is a hint: sms and email are always
// kept; url and phone are kept, or give way to the detected type when the content
// does not have that shape.
func FuzzNormalize(f *testing.F) {
	e := newFuzzEngine(f)
	f.Fuzz(func(t *testing.T, content []byte, typ uint8) {
		if !utf8.Valid(content) {
			return // the server refuses invalid UTF-8 before normalizing
		}
		want := ContentType(typ % 5)
		norm, got := e.Normalize(nil, content, want)
		switch want {
		case TypeSMS, TypeEmail:
			if got != want {
				t.Fatalf("got type %v; want %v", got, want)
			}
		case TypeURL, TypePhone:
			if _, detected := e.Normalize(nil, content, TypeUnknown); got != want && got != detected {
				t.Fatalf("got type %v; want %v or the detected %v", got, want, detected)
			}
		}
		again, _ := e.Normalize(nil, norm, got)
		if !bytes.Equal(again, norm) {
			t.Fatalf("Normalize is not idempotent for %v %q: got %q, then %q", got, content, norm, again)
		}
	})
}

// FuzzParseURL checks the URL parser's promises on arbitrary input: a host of
// lower-case ASCII host bytes (brackets excepted for IPv6), a registrable domain and
// a public suffix that end the host, and a bounded path.
func FuzzParseURL(f *testing.F) {
	f.Fuzz(func(t *testing.T, s []byte) {
		var u URL
		if !parseURL(&u, s) {
			return
		}
		if len(u.Host) == 0 {
			t.Fatal("got an empty host from a successful parse")
		}
		if u.IP != IPv6 {
			for _, c := range u.Host {
				if !isHostByte(c) {
					t.Fatalf("got host %q with byte %q; want lower-case ASCII host bytes", u.Host, c)
				}
			}
		}
		if !bytes.HasSuffix(u.Host, u.Registrable) || !bytes.HasSuffix(u.Host, u.Suffix) {
			t.Fatalf("got host %q, registrable %q, suffix %q; want both to end the host", u.Host, u.Registrable, u.Suffix)
		}
		if len(u.Registrable) > 0 && len(u.Registrable) <= len(u.Suffix) {
			t.Fatalf("got registrable %q not longer than suffix %q", u.Registrable, u.Suffix)
		}
		if u.Port < 0 || u.Port > 65535 {
			t.Fatalf("got port %d", u.Port)
		}
		if len(u.Path) > 3*maxPath {
			t.Fatalf("got a path of %d bytes; want at most %d", len(u.Path), 3*maxPath)
		}
		if utf8.Valid(s) && !utf8.Valid(u.Unicode) {
			t.Fatalf("got Unicode host %q, not valid UTF-8", u.Unicode)
		}
		// The canonical form parses again to the same host.
		canon := appendCanonicalURL(nil, &u, s)
		var v URL
		if !parseURL(&v, canon) {
			t.Fatalf("canonical form %q of %q does not parse", canon, s)
		}
		if !bytes.Equal(v.Host, u.Host) {
			t.Fatalf("canonical form %q of %q: got host %q; want %q", canon, s, v.Host, u.Host)
		}
	})
}

// FuzzParsePhone checks that a phone-number-shaped input is either refused or
// written in E.164: '+', a non-zero first digit, 8 to 16 characters.
func FuzzParsePhone(f *testing.F) {
	f.Fuzz(func(t *testing.T, s []byte) {
		end, ok := phoneSpan(s, 0)
		if !ok {
			return
		}
		if end <= 0 || end > len(s) {
			t.Fatalf("got span end %d for %d bytes", end, len(s))
		}
		var sc urlScratch
		p, ok := sc.parsePhone(s[:end])
		if !ok {
			return
		}
		e := p.E164
		if len(e) < 8 || len(e) > 16 || e[0] != '+' || e[1] == '0' {
			t.Fatalf("got E.164 %q from %q; want + and 7-15 digits, not starting with 0", e, s[:end])
		}
		for _, c := range e[1:] {
			if c < '0' || c > '9' {
				t.Fatalf("got E.164 %q from %q; want digits only", e, s[:end])
			}
		}
	})
}

// TestFuzzFindings pins the defects the fuzz targets found, fixed in url.go and
// phone.go and normalize.go: hosts with ignored code points, IDNA dots, non-UTF-8
// percent escapes and over-long punycode, decoded userinfo in the canonical form,
// spaces made by NFKC, and phone numbers that cannot be E.164.
func TestFuzzFindings(t *testing.T) {
	f := func(in string, wantOK bool, wantHost string, wantIP IPKind) {
		t.Helper()
		var u URL
		ok := parseURL(&u, []byte(in))
		if ok != wantOK || ok && (string(u.Host) != wantHost || u.IP != wantIP) {
			t.Fatalf("parseURL(%q): got %v, host %q, IP %d; want %v, %q, %d", in, ok, u.Host, u.IP, wantOK, wantHost, wantIP)
		}
	}
	f("http://127\u200b.0.0.1/login", true, "127.0.0.1", IPv4)
	f("http://1\u00ad92.168.0.1/", true, "192.168.0.1", IPv4)
	f("a://\u3002l0", true, "l0", IPNone)
	f("http://paypal\uff0ecom\uff0e/", true, "paypal.com", IPNone)
	f("http://%80%81.example/", false, "", IPNone)
	f("http://"+strings.Repeat("0", 247)+"\u00e9/", false, "", IPNone)

	norm := func(in string, typ ContentType, want string) {
		t.Helper()
		if got, _ := newFuzzEngine(t).Normalize(nil, []byte(in), typ); string(got) != want {
			t.Fatalf("Normalize(%q): got %q; want %q", in, got, want)
		}
	}
	norm("\u0384", TypeSMS, "\u0301")
	norm("%20@0", TypeURL, "%20@0.0.0.0")
	norm("http://a%2fb@host.example/x", TypeURL, "http://a%2fb@host.example/x")
	norm("http://User:P%40ss@host.example", TypeURL, "http://user:p%40ss@host.example/")
	norm("hello \u0384", TypeSMS, "hello  \u0301")

	phone := func(in string, want string) {
		t.Helper()
		var s urlScratch
		p, ok := s.parsePhone([]byte(in))
		got := ""
		if ok {
			got = string(p.E164)
		}
		if got != want {
			t.Fatalf("parsePhone(%q): got %q; want %q", in, got, want)
		}
	}
	phone("00000000000", "")
	phone("+0123456789", "")
	phone("+44 7700 900123", "+447700900123")
}
