//go:build !race

package engine

import "testing"

// TestAnalyzeTextAllocs asserts that a warm Result makes Analyze allocation-free on
// an SMS with no findings, and bounded on a scam SMS (reasons and details reuse the
// Result's buffers once grown).
func TestAnalyzeTextAllocs(t *testing.T) {
	e := newTextEngine(t)
	f := func(text string, max float64) {
		t.Helper()
		req := &Request{Content: []byte(text), Type: TypeSMS}
		var res Result
		for i := 0; i < 3; i++ {
			e.Analyze(req, &res) // warm the buffers
		}
		if n := testing.AllocsPerRun(200, func() { e.Analyze(req, &res) }); n > max {
			t.Fatalf("Analyze(%q): got %.1f allocations per call; want at most %.0f", text, n, max)
		}
	}
	f(sms160, 0)
	f(scam160, 0)
	f("Votre colis est en attente de livraison. Réglez les frais de port de 1,99€ sous 24h", 0)
}
