package main

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestFitStackConverges: on links shaped like those of a real class, the
// combination's weights stay moderate. A full Newton step from the starting point
// overshot there, saturated every probability and ran the weights to millions.
func TestFitStackConverges(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var samples []sample
	var oof []float64
	// The shape of the registered+path class at 160,000 synthetic links: model
	// logits N(6.2, 3.7) for phishing, N(0.7, 2.6) for benign links weighing ten
	// times more; most phishing links and an eighth of the benign ones have some
	// rules' risk below suspect.
	for i := range 30000 {
		s := sample{stratum: 2, w: 1, calib: true}
		var z float64
		if i%3 == 0 {
			s.w = 10
			z = 0.7 + 2.6*rng.NormFloat64()
			if rng.IntN(8) == 0 {
				s.risk = 1 + rng.IntN(suspect-1)
			}
		} else {
			s.y = 1
			z = 6.2 + 3.7*rng.NormFloat64()
			if rng.IntN(10) < 7 {
				s.risk = 1 + rng.IntN(suspect-1)
			}
		}
		samples = append(samples, s)
		oof = append(oof, z)
	}
	st := fitStack(samples, oof, 1)
	for _, v := range []float64{st.ruleW, st.modelW, st.bias} {
		if math.IsNaN(v) || math.Abs(v) > 100 {
			t.Fatalf("fitStack: got s = %.3g·logit(r) %+.3g·z %+.3g; want weights within ±100", st.ruleW, st.modelW, st.bias)
		}
	}
	if st.modelW <= 0 {
		t.Fatalf("fitStack: got model weight %.3g; want it positive", st.modelW)
	}
}
