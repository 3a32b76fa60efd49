//go:build !race

package engine_test

import (
	"testing"

	"scamcheck/engine"
)

// TestAnalyzeURLAllocs: Analyze with a reused Result makes no allocation on URLs
// without findings, and a small fixed number on URLs with findings (IDN hosts pay
// for IDNA conversion), with the reasons in English or French; the URL model
// allocates nothing, whether it speaks or not.
func TestAnalyzeURLAllocs(t *testing.T) {
	e := newTestEngine(t)
	f := func(content string, maxAllocs float64) {
		t.Helper()
		for _, lang := range []engine.Lang{engine.LangEN, engine.LangFR} {
			req := &engine.Request{Content: []byte(content), Lang: lang, Now: 1_800_000_000}
			var res engine.Result
			e.Analyze(req, &res) // warm the Result's buffers
			allocs := testing.AllocsPerRun(200, func() { e.Analyze(req, &res) })
			if allocs > maxAllocs {
				t.Fatalf("Analyze(%q) in language %d makes %.1f allocations; want at most %.0f", content, lang, allocs, maxAllocs)
			}
		}
	}
	f("https://www.example-shop.de/products/garden/chairs?id=42", 0)
	f("https://en.wikipedia.org/wiki/Phishing", 0)
	f("https://www.paypal.com/signin", 0)
	f("example.org", 0)
	f("http://paypal.com.secure-login.xyz/webscr/verify?cmd=login", 0)
	f("https://paypa1-support.com/account/update", 0)
	f("https://b5f-fzjx-x4ax5-446ef-d6vuc.pages.dev/", 0)
	f("http://3232235521/login", 0)
	f("https://nodes-rectify.com/", 0)                       // the URL model lifts it, naming words
	f("https://kruvonexa.com/x7/u/index.php?email=a@b.c", 0) // and with a path
	f("https://аррӏе.com/id/signin", 8)
}
