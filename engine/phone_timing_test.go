package engine

import (
	"testing"
)

// phoneBenchNumbers are common numbers of the served countries and of the call-back
// list, with findings and without.
var phoneBenchNumbers = []struct{ name, written string }{
	{"UK mobile", "+44 7400 123456"},
	{"FR mobile", "06 12 34 56 78"},
	{"US toll-free", "+1 800 555 0199"},
	{"DE mobile", "+49 1512 3456789"},
	{"FR premium", "0899 23 45 67"},
	{"UK premium", "09061701461"},
	{"CI call-back", "+225 07 12 34 56 78"},
	{"JM written local", "876 555 0123"},
}

// BenchmarkPhoneRisk measures assessPhone (type from the tries, findings) per
// number; the library twin classifies the same number with phonenumbers.
func BenchmarkPhoneRisk(b *testing.B) {
	for _, n := range phoneBenchNumbers {
		var s urlScratch
		p, ok := s.parsePhone([]byte(n.written))
		if !ok {
			b.Fatalf("parsePhone(%q): got no number; want one", n.written)
		}
		ctx := phoneContext{bare: true}
		b.Run(n.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				assessPhone(p, ctx)
			}
		})
		b.Run("library/"+n.name, func(b *testing.B) {
			b.ReportAllocs()
			cc := classifyPhone(p.E164).cc
			for b.Loop() {
				classifyLibrary(p.E164, cc)
			}
		})
	}
}
