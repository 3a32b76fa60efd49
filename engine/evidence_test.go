package engine

import (
	"bufio"
	"os"
	"strings"
	"testing"
)

// TestEvidenceKinds checks every evidence kind in each of the four languages, from
// testdata/evidence_kinds.tsv.
func TestEvidenceKinds(t *testing.T) {
	e := newFuzzEngine(t)
	f, err := os.Open("testdata/evidence_kinds.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	seen := map[string]bool{}
	var res Result
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		p := strings.Split(line, "\t")
		if len(p) != 3 {
			t.Fatalf("bad line %q", line)
		}
		lang, kind, text := p[0], p[1], p[2]
		k := -1
		for i, n := range evKindNames {
			if n == kind {
				k = i
			}
		}
		if k < 0 {
			t.Fatalf("unknown kind %q", kind)
		}
		seen[lang+" "+kind] = true
		res.Reset()
		e.prepare(&Request{Content: []byte(text), Type: TypeSMS}, &res) // with the numbers, as Analyze
		s := e.text.prepareText(&res)
		if !s.ev.has(evKind(k)) {
			t.Errorf("%s %q: %s not found; found %s", lang, text, kind, kindList(s.ev.kinds))
		}
	}
	for _, lang := range []string{"en", "fr", "es", "de"} {
		for _, kind := range evKindNames {
			if !seen[lang+" "+kind] {
				t.Errorf("no test case for %s in %s", kind, lang)
			}
		}
	}
}

func kindList(set uint64) string {
	var b []string
	for k := evKind(0); k < numEvKinds; k++ {
		if set&(1<<k) != 0 {
			b = append(b, evKindNames[k])
		}
	}
	return strings.Join(b, " ")
}

// TestEvidencePairs checks the "a ~ b" patterns: b must follow a within evMaxGap tokens.
func TestEvidencePairs(t *testing.T) {
	e := newFuzzEngine(t)
	var res Result
	f := func(text string, kind evKind, want bool) {
		t.Helper()
		e.Prepare(&Request{Content: []byte(text), Type: TypeSMS}, &res)
		s := e.text.prepareText(&res)
		if got := s.ev.has(kind); got != want {
			t.Errorf("%q: %s found %v; want %v (found %s)", text, evKindNames[kind], got, want, kindList(s.ev.kinds))
		}
	}
	f("please settle the outstanding balance", evAskPayment, true)
	f("balance to settle", evAskPayment, false) // wrong order
	f("settle one two three four five six seven eight nine balance", evAskPayment, false)
	f("send 300 to my cashapp", evAskTransfer, true)
	f("hey send me £300 asap", evAskTransfer, true)
}

// TestStem: the forms a writer chooses share a stem; short words keep theirs.
func TestStem(t *testing.T) {
	same := [][]string{
		{"discreet", "discreetly"},
		{"share", "shared", "sharing", "shares"},
		{"verify", "verified", "verifying", "verifies"},
		{"smash", "smashed"},
		{"rencontre", "rencontres", "rencontree"},
		{"speicher", "speichere"},
		{"message", "messages"},
		{"code", "codes"},
	}
	for _, g := range same {
		for _, w := range g[1:] {
			if a, b := string(stem([]byte(g[0]))), string(stem([]byte(w))); a != b {
				t.Errorf("stem(%q) = %q, stem(%q) = %q: want one stem", g[0], a, w, b)
			}
		}
	}
	for _, w := range []string{"news", "this", "bonus", "business", "code", "pay", "yes"} {
		if got := string(stem([]byte(w))); got != w {
			t.Errorf("stem(%q) = %q, want the word itself", w, got)
		}
	}
}
