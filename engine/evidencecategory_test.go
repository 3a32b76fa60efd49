package engine

import (
	"testing"
	"testing/fstest"
)

// TestEvidenceCategoryWording: the wording's log-probabilities enter each type's
// logit at the scale of the file's "*" line; without that line, or without the
// wording model's logits, the evidence alone decides.
func TestEvidenceCategoryWording(t *testing.T) {
	file := "romance_scam\tbias\t0.5\n" + "investment_scam\tbias\t0.2\n"
	load := func(extra string) *evidenceCategory {
		t.Helper()
		m := &evidenceCategory{}
		fsys := fstest.MapFS{"text/evidence_category.tsv": {Data: []byte(file + extra)}}
		if err := m.load(fsys); err != nil {
			t.Fatal(err)
		}
		return m
	}
	var x [numEvFeatures]float32
	var wording [numCategories]float32
	wording[ScamInvestment-1] = 6 // the wording says investment, clearly

	if got := load("").predict(&x, &wording); got != ScamRomance {
		t.Errorf("no wording scale: got %s, want romance_scam (the bias)", got)
	}
	m := load("*\twording\t0.25\n")
	if m.wording != 0.25 {
		t.Fatalf("wording scale %v, want 0.25", m.wording)
	}
	if got := m.predict(&x, &wording); got != ScamInvestment {
		t.Errorf("wording scale 0.25: got %s, want investment_scam", got)
	}
	if got := m.predict(&x, nil); got != ScamRomance {
		t.Errorf("no wording logits: got %s, want romance_scam", got)
	}
	if err := (&evidenceCategory{}).load(fstest.MapFS{"text/evidence_category.tsv": {Data: []byte("*\twording\tx\n")}}); err == nil {
		t.Error("a bad wording scale was accepted")
	}
}
