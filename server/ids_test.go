package server

import (
	"strings"
	"testing"
)

// TestScamID: a known scam's id is derived from its subject: the same for the same
// subject, different for another, and shaped as every id (prefix, 22 base62
// characters).
func TestScamID(t *testing.T) {
	a, b := scamID("url:http://restart-scam.example"), scamID("url:http://restart-scam.example")
	if a != b {
		t.Fatalf("scamID gave %q then %q for one subject", a, b)
	}
	if c := scamID("url:http://other.example"); c == a {
		t.Fatalf("scamID gave %q for two subjects", a)
	}
	if len(a) != len(prefixScam)+idLen || a[:len(prefixScam)] != prefixScam {
		t.Fatalf("scamID = %q; want %s and %d characters", a, prefixScam, idLen)
	}
	for _, c := range a[len(prefixScam):] {
		if !strings.ContainsRune(base62, c) {
			t.Fatalf("scamID = %q: %q is not base62", a, c)
		}
	}
}
