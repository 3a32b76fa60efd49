package engine

import "testing"

func TestCombine(t *testing.T) {
	type lay struct {
		i     int
		score int
		conf  float64
	}
	f := func(want int, wantConcordant int, wantBoost bool, ls ...lay) {
		t.Helper()
		var res Result
		for _, l := range ls {
			res.Layers[l.i] = Layer{Ran: true, RiskScore: l.score, Confidence: l.conf}
		}
		got := combine(&res)
		if got != want || res.Concordant != wantConcordant || res.Boost != wantBoost {
			t.Fatalf("combine(%v) = %d, concordant %d, boost %v; want %d, %d, %v", ls, got, res.Concordant, res.Boost, want, wantConcordant, wantBoost)
		}
	}
	f(0, 0, false)                                                                                      // nothing found
	f(20, 0, false, lay{LayerPhishing, 20, 0.4})                                                        // one weak finding
	f(90, 1, false, lay{LayerPhishing, 90, 0.9})                                                        // one confident finding
	f(90, 1, false, lay{LayerPhishing, 90, 0.9}, lay{LayerFraud, 20, 0.3})                              // floor: never below the confident layer
	f(60, 2, false, lay{LayerSemantic, 60, 0.5}, lay{LayerFraud, 60, 0.5})                              // weighted mean of equals
	f(96, 3, true, lay{LayerPhishing, 80, 0.8}, lay{LayerFraud, 80, 0.8}, lay{LayerCommunity, 80, 0.8}) // 80 * 1.2
	f(100, 3, true, lay{LayerCache, 95, 0.97}, lay{LayerFraud, 90, 0.8}, lay{LayerCommunity, 90, 0.9})  // capped
	f(0, 0, false, lay{LayerPhishing, 90, 0})                                                           // no confidence: no opinion
	f(50, 1, false, lay{LayerPhishing, 50, 0.72}, lay{LayerDeepAI, 5, 0.9})                             // deep_ai never lowers a confident layer
	f(15, 0, false, lay{LayerPhishing, 30, 0.5}, lay{LayerDeepAI, 2, 0.95})                             // deep_ai pulls at most 15 points down
	f(43, 0, false, lay{LayerSemantic, 45, 0.6}, lay{LayerFraud, 45, 0.6}, lay{LayerDeepAI, 40, 0.5})   // mild disagreement: a weighted mean
	f(90, 1, false, lay{LayerPhishing, 30, 0.5}, lay{LayerDeepAI, 90, 0.9})                             // a confident deep_ai raises the score
}

func TestNeedsDeep(t *testing.T) {
	f := func(fast int, want bool, scores ...int) {
		t.Helper()
		var res Result
		for i, s := range scores {
			res.Layers[i] = Layer{Ran: true, RiskScore: s, Confidence: 0.8}
		}
		if got := needsDeep(&res, fast); got != want {
			t.Fatalf("needsDeep(fast %d, layers %v) = %v; want %v", fast, scores, got, want)
		}
	}
	f(10, false)
	f(25, true)
	f(75, true)
	f(90, false, 0, 90)
	f(90, true, 0, 90, 20) // a confident low-risk layer disagrees
}

func TestVerdictFor(t *testing.T) {
	f := func(score int, want Verdict) {
		t.Helper()
		if got := VerdictFor(score); got != want {
			t.Fatalf("VerdictFor(%d) = %s; want %s", score, got, want)
		}
	}
	f(0, VerdictSafe)
	f(30, VerdictSafe)
	f(31, VerdictSuspect)
	f(70, VerdictSuspect)
	f(71, VerdictScam)
	f(100, VerdictScam)
}
