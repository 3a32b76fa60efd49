package engine_test

import (
	"testing"

	cfahocorasick "github.com/cloudflare/ahocorasick"

	"scamcheck/data"
	"scamcheck/engine"
)

// benchURLs are URLs without findings, with findings, an IDN homograph, and one
// only the URL model finds.
var benchURLs = []struct{ name, url string }{
	{"clean", "https://www.example-shop.de/products/garden/chairs?id=42"},
	{"phishing", "http://paypal.com.secure-login.xyz/webscr/verify?cmd=login"},
	{"typo", "https://paypa1-support.com/account/update"},
	{"idn", "https://аррӏе.com/id/signin"},
	{"hosted", "https://b5f-fzjx-x4ax5-446ef-d6vuc.pages.dev/"},
	{"model", "https://kruvonexa.com/x7/u/index.php"}, // found by the URL model alone
}

func newBenchEngine(b *testing.B) *engine.Engine {
	b.Helper()
	e, err := engine.New(data.FS)
	if err != nil {
		b.Fatal(err)
	}
	return e
}

// BenchmarkAnalyzeURL runs the whole Analyze on URLs, with a reused Result.
func BenchmarkAnalyzeURL(b *testing.B) {
	e := newBenchEngine(b)
	for _, c := range benchURLs {
		b.Run(c.name, func(b *testing.B) {
			req := &engine.Request{Content: []byte(c.url), Now: 1_800_000_000}
			var res engine.Result
			b.ReportAllocs()
			b.SetBytes(int64(len(c.url)))
			for b.Loop() {
				e.Analyze(req, &res)
			}
		})
	}
}

// BenchmarkAnalyzeURLParallel measures throughput with one Result per goroutine.
func BenchmarkAnalyzeURLParallel(b *testing.B) {
	e := newBenchEngine(b)
	req := &engine.Request{Content: []byte(benchURLs[1].url), Now: 1_800_000_000}
	b.ReportAllocs()
	b.RunParallel(func(pb *testing.PB) {
		var res engine.Result
		for pb.Next() {
			e.Analyze(req, &res)
		}
	})
}

// BenchmarkNormalize measures normalization and extraction alone.
func BenchmarkNormalize(b *testing.B) {
	e := newBenchEngine(b)
	content := []byte("Your parcel is waiting: pay the 1.99 fee at https://royalmail-redelivery.top/pay or call +44 7700 900123")
	var dst []byte
	b.ReportAllocs()
	for b.Loop() {
		dst, _ = e.Normalize(dst[:0], content, engine.TypeUnknown)
	}
}

// BenchmarkBrandMatch compares cloudflare/ahocorasick's MatchThreadSafe, the only
// concurrency-safe call that says which pattern matched, with the engine's matcher
// (exercised through Analyze on a host full of brand tokens).
func BenchmarkBrandMatch(b *testing.B) {
	host := []byte("secure-paypal-amazon-netflix-login.example.com")
	pats := []string{"paypal", "amazon", "netflix", "microsoft", "google", "apple", "login", "secure"}
	b.Run("cloudflare", func(b *testing.B) {
		m := cfahocorasick.NewStringMatcher(pats)
		b.ReportAllocs()
		for b.Loop() {
			_ = m.MatchThreadSafe(host)
		}
	})
	b.Run("engine", func(b *testing.B) {
		e := newBenchEngine(b)
		req := &engine.Request{Content: host, Type: engine.TypeURL, Now: 1_800_000_000}
		var res engine.Result
		b.ReportAllocs()
		for b.Loop() {
			e.Analyze(req, &res)
		}
	})
}
