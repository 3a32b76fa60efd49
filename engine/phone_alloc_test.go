//go:build !race

package engine

import "testing"

// TestAnalyzePhoneAllocs asserts that a warm Result makes Analyze allocation-free on
// texts with phone numbers in the common formats (E.164 without phonenumbers), and
// that a number the fast path leaves to phonenumbers costs a small fixed number of
// allocations.
func TestAnalyzePhoneAllocs(t *testing.T) {
	e := newTextEngine(t)
	f := func(text string, typ ContentType, maxAllocs float64) {
		t.Helper()
		for _, lang := range []Lang{LangEN, LangFR} {
			req := &Request{Content: []byte(text), Type: typ, Lang: lang}
			var res Result
			for i := 0; i < 3; i++ {
				e.Analyze(req, &res) // warm the buffers
			}
			if len(res.s.u.phones) == 0 {
				t.Fatalf("Analyze(%q): got no phone number; want one", text)
			}
			if n := testing.AllocsPerRun(200, func() { e.Analyze(req, &res) }); n > maxAllocs {
				t.Fatalf("Analyze(%q) in language %d: got %.1f allocations per call; want at most %.0f", text, lang, n, maxAllocs)
			}
		}
	}
	f(scam160, TypeSMS, 0)
	f("Your parcel is held. Call +44 7700 900123 or 06 12 34 56 78 today to rebook delivery", TypeSMS, 0)
	f("Ring (415) 555-2671 now to claim your prize", TypeSMS, 0)
	f("+447700900123", TypePhone, 0)
	f("Ihr Paket wartet. Rufen Sie +49 1512 3456789 an", TypeSMS, 0)
	f("+316812345678", TypePhone, 0)
	f("Ihr Paket wartet. Rufen Sie +49 (0)30 901820 an", TypeSMS, 60)
	// Numbers with findings, bare and in texts: the risk analysis allocates nothing.
	f("+225 07 12 34 56 78", TypePhone, 0)
	f("0899 23 45 67", TypePhone, 0)
	f("876 555 0123", TypePhone, 0)
	f("Congratulations! You have won a prize. Call 09061701461 now to claim", TypeSMS, 0)
	f("Votre colis est en attente. Appelez le 225 07 12 34 56 78 pour la livraison", TypeSMS, 0)
}

// TestPhoneRiskAllocs asserts that judging a number of a calling code with a trie
// (phone_table.go) allocates nothing, whatever its findings.
func TestPhoneRiskAllocs(t *testing.T) {
	f := func(written string, ctx phoneContext) {
		t.Helper()
		var s urlScratch
		p, ok := s.parsePhone([]byte(written))
		if !ok {
			t.Fatalf("parsePhone(%q): got no number; want one", written)
		}
		var r phoneRisk
		if n := testing.AllocsPerRun(200, func() { r = assessPhone(p, ctx) }); n != 0 {
			t.Fatalf("assessPhone(%q): got %.1f allocations per call; want 0", written, n)
		}
		if r.class.cc == 0 {
			t.Fatalf("assessPhone(%q): got no calling code; want one", written)
		}
	}
	for _, n := range phoneBenchNumbers {
		f(n.written, phoneContext{bare: true})
		f(n.written, phoneContext{bait: true, lang: langFR})
	}
}
