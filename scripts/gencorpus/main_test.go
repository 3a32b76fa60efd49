package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const corpusPath = "../../data/text/corpus.tsv"

type parsed struct {
	label, cat, lang, ch, family, split, prov, text string
}

func readCorpus(t *testing.T) []parsed {
	t.Helper()
	b, err := os.ReadFile(corpusPath)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
	if lines[0] != header {
		t.Fatalf("header = %q", lines[0])
	}
	var rows []parsed
	for i, l := range lines[1:] {
		f := strings.Split(l, "\t")
		if len(f) != 8 {
			t.Fatalf("line %d: %d fields", i+2, len(f))
		}
		rows = append(rows, parsed{f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7]})
	}
	return rows
}

// TestUpToDate regenerates the corpus into a temporary folder and compares bytes.
func TestUpToDate(t *testing.T) {
	out := filepath.Join(t.TempDir(), "corpus.tsv")
	if err := os.WriteFile(out, render(generate()), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(corpusPath)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatal("data/text/corpus.tsv is stale: run go run ./scripts/gencorpus from the repository root")
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func TestRowsWellFormed(t *testing.T) {
	rows := readCorpus(t)
	if len(rows) < 5000 || len(rows) > 10000 {
		t.Errorf("%d rows, want 5,000-10,000", len(rows))
	}
	perLang := map[string]int{}
	emailPerLang := map[string]int{}
	perLabel := map[string]int{}
	perFamily := map[string]int{}
	for i, r := range rows {
		line := i + 2
		switch r.label {
		case "scam":
			if !contains(scamCats, r.cat) {
				t.Errorf("line %d: scam category %q", line, r.cat)
			}
		case "genuine":
			if !contains(genuineKinds, r.cat) {
				t.Errorf("line %d: genuine kind %q", line, r.cat)
			}
		default:
			t.Errorf("line %d: label %q", line, r.label)
		}
		if !contains(langs, r.lang) {
			t.Errorf("line %d: lang %q", line, r.lang)
		}
		if r.ch != "sms" && r.ch != "email" {
			t.Errorf("line %d: channel %q", line, r.ch)
		}
		if !strings.HasPrefix(r.family, r.lang+"-"+r.ch+"-") {
			t.Errorf("line %d: family %q does not start with %s-%s-", line, r.family, r.lang, r.ch)
		}
		if r.split != "train" && r.split != "test" {
			t.Errorf("line %d: split %q", line, r.split)
		}
		if r.prov != "written here" && !strings.HasPrefix(r.prov, "written here; ") {
			t.Errorf("line %d: provenance %q", line, r.prov)
		}
		if strings.TrimSpace(r.text) == "" || strings.ContainsAny(r.text, "\r\n\t") {
			t.Errorf("line %d: empty text or raw control characters", line)
		}
		if strings.Contains(r.text, "{") || strings.Contains(r.text, "}") {
			t.Errorf("line %d: unfilled slot in %q", line, r.text)
		}
		if r.ch == "email" {
			if !strings.HasPrefix(r.text, "Subject: ") && !strings.HasPrefix(r.text, "From: ") {
				t.Errorf("line %d: e-mail starts neither with Subject: nor From:", line)
			}
			if strings.HasPrefix(r.text, "From: ") && !strings.Contains(r.text, `\n\n`) {
				t.Errorf("line %d: raw e-mail without a blank line after the headers", line)
			}
			emailPerLang[r.lang]++
		}
		perLang[r.lang]++
		perLabel[r.label]++
		perFamily[r.family]++
	}
	for _, l := range langs {
		if perLang[l] < 900 {
			t.Errorf("%s: %d rows, want at least 900", l, perLang[l])
		}
		if emailPerLang[l]*4 < perLang[l] {
			t.Errorf("%s: %d e-mail rows of %d, want at least 25%%", l, emailPerLang[l], perLang[l])
		}
	}
	if s, g := perLabel["scam"], perLabel["genuine"]; s*10 < g*8 || g*10 < s*8 {
		t.Errorf("unbalanced: %d scam, %d genuine", s, g)
	}
	for f, n := range perFamily {
		if n < 10 || n > 40 {
			t.Errorf("family %s: %d rows, want 10-40", f, n)
		}
	}
}

func TestNoFamilyInBothSplits(t *testing.T) {
	splits := map[string]string{}
	for _, r := range readCorpus(t) {
		if s, ok := splits[r.family]; ok && s != r.split {
			t.Errorf("family %s is in both splits", r.family)
		}
		splits[r.family] = r.split
	}
}

func TestCoverage(t *testing.T) {
	rows := readCorpus(t)
	train := map[string]bool{}
	testLabels := map[string]bool{}
	famsPerCell := map[string]map[string]string{}
	for _, r := range rows {
		cell := r.lang + "/" + r.label + "/" + r.cat
		if r.split == "train" {
			train[cell] = true
		} else {
			testLabels[r.lang+"/"+r.label] = true
		}
		if famsPerCell[cell] == nil {
			famsPerCell[cell] = map[string]string{}
		}
		famsPerCell[cell][r.family] = r.split
	}
	for _, l := range langs {
		for _, c := range scamCats {
			if !train[l+"/scam/"+c] {
				t.Errorf("%s: no scam category %s in train", l, c)
			}
		}
		for _, k := range genuineKinds {
			if !train[l+"/genuine/"+k] {
				t.Errorf("%s: no genuine kind %s in train", l, k)
			}
		}
		for _, lab := range []string{"scam", "genuine"} {
			if !testLabels[l+"/"+lab] {
				t.Errorf("%s: no %s family in test", l, lab)
			}
		}
	}
	for cell, fams := range famsPerCell {
		if len(fams) < 2 {
			continue
		}
		n := map[string]int{}
		for _, s := range fams {
			n[s]++
		}
		if n["train"] == 0 || n["test"] == 0 {
			t.Errorf("%s: %d families, not in both splits", cell, len(fams))
		}
	}
}

func TestNoDuplicateText(t *testing.T) {
	seen := map[string]int{}
	for i, r := range readCorpus(t) {
		if j, ok := seen[r.text]; ok {
			t.Errorf("line %d repeats line %d", i+2, j)
		}
		seen[r.text] = i + 2
	}
}

// TestFamiliesVaried checks that every family has at least four phrasings of its own.
func TestFamiliesVaried(t *testing.T) {
	for _, f := range families {
		if len(f.texts) < 4 {
			t.Errorf("family %s: %d phrasings, want at least 4", f.id, len(f.texts))
		}
		distinct := map[string]bool{}
		for _, x := range f.texts {
			distinct[x] = true
		}
		if len(distinct) != len(f.texts) {
			t.Errorf("family %s: repeated phrasing", f.id)
		}
	}
}
