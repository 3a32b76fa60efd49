package engine

import "testing"

// TestIDNOwnScript: a name in its country's own script or accents under its
// country code weighs nothing; under a generic ending it is a weak sign; a Latin
// look-alike is a homograph anywhere. (The rule alone, without the URL model.)
func TestIDNOwnScript(t *testing.T) {
	e := newTextEngine(t)
	f := func(raw string, wantRisk bool) {
		t.Helper()
		var u URL
		if !parseURL(&u, []byte(raw)) {
			t.Fatalf("%s: does not parse", raw)
		}
		var s urlScratch
		a := urlAcc{keep: 1, brand: -1}
		e.checkIDN(&u, &s, &a)
		if got := a.risk() > 0; got != wantRisk {
			t.Errorf("%s: IDN risk %d; want risk %v", raw, a.risk(), wantRisk)
		}
	}
	f("https://xn--rksmrgs-5wao1o.se/", false) // räksmörgås.se
	f("https://xn--wgv71a119e.jp/", false)     // 日本語.jp
	f("https://xn--d1abbgf6aiiy.xn--p1ai/", false)
	f("https://xn--rksmrgs-5wao1o.com/", true) // the same name under .com
	f("https://xn--80ak6aa92e.com/", true)     // аррӏе.com, Apple's look-alike
}
