package engine

import (
	"fmt"
	"io/fs"
	"math"
	"strconv"
)

// The evidence category model: a softmax over the eight scam types on the evidence
// features (what is asked, the pretext, the brand's sector, the links): the scam
// type follows the evidence rather than the wording. The wording has a say too:
// each type's logit adds wording × log P(type) of the fraud layer's category model,
// the scale chosen by scripts/train on families held out (the wording tells a
// romance from an investment pitch, which the evidence features only half see).
// Trained by scripts/train on the labelled scams of the train splits;
// data/text/evidence_category.tsv keeps its weights readable.

type evidenceCategory struct {
	w       [numCategories][numEvFeatures]float32
	bias    [numCategories]float32
	wording float32
}

// load reads text/evidence_category.tsv: scam type, tab, feature name (or "bias"),
// tab, weight; and "*", tab, "wording", tab, the wording's scale.
func (m *evidenceCategory) load(fsys fs.FS) error {
	return readTSV(fsys, "text/evidence_category.tsv", 3, func(p []string) error {
		if p[0] == "*" && p[1] == "wording" {
			w, err := strconv.ParseFloat(p[2], 32)
			if err != nil {
				return fmt.Errorf("bad wording scale %q", p[2])
			}
			m.wording = float32(w)
			return nil
		}
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

// predict returns the most likely scam type for the features x and the wording
// category model's logits (nil: the evidence alone).
func (m *evidenceCategory) predict(x *[numEvFeatures]float32, wording *[numCategories]float32) ScamType {
	var lp [numCategories]float32
	if wording != nil && m.wording != 0 {
		WordingLogProbs(wording, &lp)
	}
	best, bestZ := 0, float32(0)
	for c := range m.w {
		z := m.bias[c] + m.wording*lp[c]
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

// WordingLogProbs writes log(P + 0.001) of the softmax of a category model's logits
// z: the wording's term of the evidence category model (scripts/train computes
// the same).
func WordingLogProbs(z, out *[numCategories]float32) {
	mx := z[0]
	for _, v := range z {
		mx = max(mx, v)
	}
	var sum float64
	for _, v := range z {
		sum += math.Exp(float64(v - mx))
	}
	for c, v := range z {
		out[c] = float32(math.Log(math.Exp(float64(v-mx))/sum + 1e-3))
	}
}
