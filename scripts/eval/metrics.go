package main

import (
	"fmt"
	"math"
	"sort"

	"scamcheck/engine"
)

// Score thresholds of the verdicts: suspect from 31, scam from 71.
const (
	thrSuspect = 31
	thrScam    = 71
)

// outcome is what the engine said about one item.
type outcome struct {
	score     int
	verdict   engine.Verdict
	conf      float64
	scamType  engine.ScamType
	fraudType engine.ScamType // the fraud layer's own opinion
}

// countAt returns how many scores are at or above thr.
func countAt(scores []int, thr int) int {
	k := 0
	for _, s := range scores {
		if s >= thr {
			k++
		}
	}
	return k
}

// rateAt returns the fraction of scores at or above thr, and false for no scores.
func rateAt(scores []int, thr int) (float64, bool) {
	if len(scores) == 0 {
		return 0, false
	}
	return float64(countAt(scores, thr)) / float64(len(scores)), true
}

// precisionAt returns the precision of flagging scores at or above thr: flagged
// scam rows over all flagged rows; false when nothing is flagged.
func precisionAt(pos, neg []int, thr int) (float64, bool) {
	tp, fp := countAt(pos, thr), countAt(neg, thr)
	if tp+fp == 0 {
		return 0, false
	}
	return float64(tp) / float64(tp+fp), true
}

// rocAUC returns the area under the ROC curve of the scores: the probability that
// a random scam row (pos) scores above a random benign row (neg), ties counting
// one half (the Mann-Whitney U statistic over len(pos)*len(neg)). false when
// either side is empty.
func rocAUC(pos, neg []int) (float64, bool) {
	if len(pos) == 0 || len(neg) == 0 {
		return 0, false
	}
	type v struct {
		s   int
		pos bool
	}
	all := make([]v, 0, len(pos)+len(neg))
	for _, s := range pos {
		all = append(all, v{s, true})
	}
	for _, s := range neg {
		all = append(all, v{s, false})
	}
	sort.Slice(all, func(i, j int) bool { return all[i].s < all[j].s })
	// Sum of the 1-based ranks of the positives, ties given their mean rank.
	var rankSum float64
	for i := 0; i < len(all); {
		j := i
		for j < len(all) && all[j].s == all[i].s {
			j++
		}
		mean := float64(i+1+j) / 2 // mean of ranks i+1 .. j
		for k := i; k < j; k++ {
			if all[k].pos {
				rankSum += mean
			}
		}
		i = j
	}
	p, n := float64(len(pos)), float64(len(neg))
	return (rankSum - p*(p+1)/2) / (p * n), true
}

// probScam is the probability that the content is a scam implied by a result:
// Confidence when the verdict is scam or suspect, 1 - Confidence when safe.
func probScam(o outcome) float64 {
	if o.verdict == engine.VerdictSafe {
		return 1 - o.conf
	}
	return o.conf
}

// numBins is the number of calibration bins: [0, 0.1), [0.1, 0.2), ..., [0.9, 1].
const numBins = 10

// calBin is one bin of a reliability table.
type calBin struct {
	n    int     // rows whose p falls in the bin
	sumP float64 // sum of their p
	scam int     // rows labelled scam
}

// meanP returns the mean predicted probability of the bin.
func (b calBin) meanP() float64 { return b.sumP / float64(b.n) }

// observed returns the fraction of scam rows in the bin.
func (b calBin) observed() float64 { return float64(b.scam) / float64(b.n) }

// calibration bins predicted probabilities p against the truth and returns the
// bins and the expected calibration error: the mean over bins of |observed -
// mean predicted|, weighted by the bins' counts (0 for no rows).
func calibration(p []float64, scam []bool) ([numBins]calBin, float64) {
	var bins [numBins]calBin
	for i, x := range p {
		k := int(math.Floor(x * numBins))
		k = min(max(k, 0), numBins-1)
		bins[k].n++
		bins[k].sumP += x
		if scam[i] {
			bins[k].scam++
		}
	}
	var ece float64
	for _, b := range bins {
		if b.n > 0 {
			ece += float64(b.n) / float64(len(p)) * math.Abs(b.observed()-b.meanP())
		}
	}
	return bins, ece
}

// pct formats a/b as a percentage, "-" when b is 0.
func pct(a, b int) string {
	if b == 0 {
		return "-"
	}
	return fmt.Sprintf("%.2f%%", 100*float64(a)/float64(b))
}

// pctOK formats a fraction as a percentage, "-" when not ok.
func pctOK(x float64, ok bool) string {
	if !ok {
		return "-"
	}
	return fmt.Sprintf("%.2f%%", 100*x)
}

// aucOK formats a ROC AUC, "-" when not ok.
func aucOK(x float64, ok bool) string {
	if !ok {
		return "-"
	}
	return fmt.Sprintf("%.4f", x)
}
