//go:build !race

package engine_test

import (
	"testing"

	"scamcheck/engine"
)

// TestNormalizeAllocs: the server normalizes every check to key its result cache, so
// Normalize must not allocate once warm.
func TestNormalizeAllocs(t *testing.T) {
	e := newEngine(t)
	f := func(content string, typ engine.ContentType) {
		t.Helper()
		in := []byte(content)
		dst := make([]byte, 0, 256)
		allocs := testing.AllocsPerRun(200, func() {
			dst, _ = e.Normalize(dst[:0], in, typ)
		})
		if allocs != 0 {
			t.Fatalf("Normalize(%q) makes %.1f allocations; want 0", content, allocs)
		}
	}
	f("https://www.example.com/some/path?q=1", engine.TypeURL)
	f("See you at the station at 7, bring the tickets", engine.TypeSMS)
	f("http://paypa1-secure-login.com", engine.TypeUnknown)
}
