package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"scamcheck/engine"
	"scamcheck/scripts/internal/dataset"
)

// The training rows: the SMS train split, the e-mail train split and the train
// split of the modern corpus (data/text/corpus.tsv, families held out for test).
// Test splits are never read here.

// loadEmail reads the e-mail train split.
func loadEmail(path string) ([]sample, error) {
	msgs, err := dataset.ReadEmails(path)
	if err != nil {
		return nil, err
	}
	rows := make([]sample, 0, len(msgs))
	for _, m := range msgs {
		// Commercial newsletters (hard-ham-1) are genuine but written to sell: they
		// have their own budget (budgets in evidence.go).
		source := "email"
		if m.Group == "hard-ham-1" {
			source = "email-hard"
		}
		rows = append(rows, sample{label: m.Label, text: m.Raw, typ: engine.TypeEmail, scam: m.Label == "spam", fold: foldOf(m.Raw, 0), source: source})
	}
	return rows, nil
}

// loadCorpus reads the train rows of data/text/corpus.tsv; a missing file gives none.
func loadCorpus(path string) ([]sample, error) {
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("cannot open %s: %w", path, err)
	}
	defer f.Close()
	var rows []sample
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	var col map[string]int
	for sc.Scan() {
		l := sc.Text()
		if l == "" || l[0] == '#' {
			continue
		}
		r := strings.Split(l, "\t")
		if col == nil {
			col = map[string]int{}
			for i, n := range r {
				col[n] = i
			}
			for _, n := range []string{"label", "category", "channel", "family", "split", "text"} {
				if _, ok := col[n]; !ok {
					return nil, fmt.Errorf("cannot parse %s: no %q column", path, n)
				}
			}
			continue
		}
		if len(r) != len(col) {
			return nil, fmt.Errorf("cannot parse %s: %q has %d fields, want %d", path, l, len(r), len(col))
		}
		if r[col["split"]] != "train" {
			continue // held-out families: measured by make eval, never trained on
		}
		text := strings.ReplaceAll(r[col["text"]], `\n`, "\n")
		typ := engine.TypeSMS
		if r[col["channel"]] == "email" {
			typ = engine.TypeEmail
		}
		// A family's rows share a fold: out-of-fold figures then measure, as the
		// test split does, how the models do on families they never saw.
		s := sample{label: "ham", text: text, typ: typ, fold: foldOf(r[col["family"]], 0), source: "corpus"}
		if r[col["label"]] == "scam" {
			s.label, s.scam = "spam", true
			st, ok := engine.ParseScamType(r[col["category"]])
			if !ok {
				return nil, fmt.Errorf("cannot parse %s: scam category %q", path, r[col["category"]])
			}
			s.cat = st
		}
		rows = append(rows, s)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("cannot read %s: %w", path, err)
	}
	return rows, nil
}

// corpusPath is the modern corpus inside the repository.
func corpusPath(repo string) string { return filepath.Join(repo, "data", "text", "corpus.tsv") }

// writtenPath is the set of messages written one at a time, in the corpus' columns.
func writtenPath(repo string) string { return filepath.Join(repo, "data", "text", "written.tsv") }
