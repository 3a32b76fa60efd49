package engine

import (
	"fmt"
	"io/fs"
	"strconv"
)

// The evidence category model: a softmax over the eight scam types on the evidence
// features (what is asked, the pretext, the brand's sector, the links): the scam
// type follows the evidence rather than the wording. Trained by scripts/train on
// the labelled scams of the train splits; data/text/evidence_category.tsv keeps
// its weights readable.

type evidenceCategory struct {
	w    [numCategories][numEvFeatures]float32
	bias [numCategories]float32
}

// load reads text/evidence_category.tsv: scam type, tab, feature name (or "bias"),
// tab, weight.
func (m *evidenceCategory) load(fsys fs.FS) error {
	return readTSV(fsys, "text/evidence_category.tsv", 3, func(p []string) error {
		st, ok := ParseScamType(p[0])
		w, err := strconv.ParseFloat(p[2], 32)
		if !ok || err != nil {
			return fmt.Errorf("bad scam type %q or weight %q", p[0], p[2])
		}
		c := int(st) - 1
		if p[1] == "bias" {
			m.bias[c] = float32(w)
			return nil
		}
		i := featureIndex(p[1])
		if i < 0 {
			return fmt.Errorf("unknown feature %q", p[1])
		}
		m.w[c][i] = float32(w)
		return nil
	})
}

// predict returns the most likely scam type for the features x.
func (m *evidenceCategory) predict(x *[numEvFeatures]float32) ScamType {
	best, bestZ := 0, float32(0)
	for c := range m.w {
		z := m.bias[c]
		for i, v := range x {
			if v != 0 {
				z += m.w[c][i] * v
			}
		}
		if c == 0 || z > bestZ {
			best, bestZ = c, z
		}
	}
	return ScamType(best + 1)
}
