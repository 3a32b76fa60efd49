package engine

import (
	"bufio"
	"fmt"
	"io/fs"
	"strconv"
	"strings"
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
	f, err := fsys.Open("text/evidence_category.tsv")
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	line := 0
	for sc.Scan() {
		line++
		t := sc.Text()
		if t == "" || t[0] == '#' {
			continue
		}
		p := strings.Split(t, "\t")
		if len(p) != 3 {
			return fmt.Errorf("cannot parse text/evidence_category.tsv line %d: want 3 fields", line)
		}
		st, ok := ParseScamType(p[0])
		w, err := strconv.ParseFloat(p[2], 32)
		if !ok || err != nil {
			return fmt.Errorf("cannot parse text/evidence_category.tsv line %d", line)
		}
		c := int(st) - 1
		if p[1] == "bias" {
			m.bias[c] = float32(w)
			continue
		}
		i := featureIndex(p[1])
		if i < 0 {
			return fmt.Errorf("cannot parse text/evidence_category.tsv line %d: unknown feature %q", line, p[1])
		}
		m.w[c][i] = float32(w)
	}
	return sc.Err()
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
