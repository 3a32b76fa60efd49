package main

import (
	"crypto/sha256"
	"os"
	"strings"
	"testing"
)

// TestWrittenWellFormed checks data/text/written.tsv, the messages written one at a
// time: the corpus' columns, known labels and categories, one family per message,
// and the split its header states (test when the first byte of the SHA-256 of
// "split:" + family is 0 mod 4), so that no one moves a row between splits by hand.
func TestWrittenWellFormed(t *testing.T) {
	b, err := os.ReadFile("../../data/text/written.tsv")
	if err != nil {
		t.Fatal(err)
	}
	var rows [][]string
	headerSeen := false
	for i, l := range strings.Split(strings.TrimSuffix(string(b), "\n"), "\n") {
		if strings.HasPrefix(l, "#") {
			continue
		}
		if !headerSeen {
			if l != header {
				t.Fatalf("line %d: header %q, want the corpus' %q", i+1, l, header)
			}
			headerSeen = true
			continue
		}
		f := strings.Split(l, "\t")
		if len(f) != 8 {
			t.Fatalf("line %d: %d fields", i+1, len(f))
		}
		rows = append(rows, f)
	}
	if len(rows) < 500 {
		t.Fatalf("%d rows, want at least 500", len(rows))
	}
	families := map[string]bool{}
	n := map[string]int{}
	for _, r := range rows {
		label, cat, lang, ch, family, split, text := r[0], r[1], r[2], r[3], r[4], r[5], r[7]
		switch {
		case label == "scam" && !contains(scamCats, cat), label == "genuine" && !contains(genuineKinds, cat),
			label != "scam" && label != "genuine":
			t.Errorf("%s: label %q, category %q", family, label, cat)
		}
		if !contains(langs, lang) || (ch != "sms" && ch != "email") || !strings.HasPrefix(family, lang+"-"+ch+"-") {
			t.Errorf("%s: lang %q, channel %q", family, lang, ch)
		}
		if families[family] {
			t.Errorf("family %s twice", family)
		}
		families[family] = true
		h := sha256.Sum256([]byte("split:" + family))
		want := "train"
		if h[0]%4 == 0 {
			want = "test"
		}
		if split != want {
			t.Errorf("%s: split %q, want %q", family, split, want)
		}
		if strings.TrimSpace(text) == "" || strings.ContainsAny(text, "\r\n\t") {
			t.Errorf("%s: empty text or raw control characters", family)
		}
		n[label+"/"+split]++
	}
	for _, k := range []string{"scam/train", "scam/test", "genuine/train", "genuine/test"} {
		if n[k] < 50 {
			t.Errorf("%s: %d rows, want at least 50", k, n[k])
		}
	}
}
