package main

import (
	"fmt"
	"sort"
	"strings"

	"scamcheck/engine"
)

// stats accumulates the outcomes of one group of rows.
type stats struct {
	n        int
	scam     bool // the group's rows are scam rows (the last row's label decides)
	scores   []int
	verdicts [3]int
	types    [engine.NumScamTypes]int
}

func (st *stats) add(it item, o outcome) {
	st.n++
	st.scam = it.scam
	st.scores = append(st.scores, o.score)
	st.verdicts[o.verdict]++
	st.types[o.scamType]++
}

// groupBy groups the rows of s that keep accepts (nil: all) by key; keys sorted.
func groupBy(s *evalSet, keep func(item) bool, key func(item) string) ([]string, map[string]*stats) {
	g := map[string]*stats{}
	var keys []string
	for i, it := range s.items {
		if keep != nil && !keep(it) {
			continue
		}
		k := key(it)
		st := g[k]
		if st == nil {
			st = &stats{}
			g[k] = st
			keys = append(keys, k)
		}
		st.add(it, s.out[i])
	}
	sort.Strings(keys)
	return keys, g
}

// scores splits the scores of the rows of s that keep accepts (nil: all) into scam
// (pos) and benign (neg) rows.
func scores(s *evalSet, keep func(item) bool) (pos, neg []int) {
	for i, it := range s.items {
		if keep != nil && !keep(it) {
			continue
		}
		if it.scam {
			pos = append(pos, s.out[i].score)
		} else {
			neg = append(neg, s.out[i].score)
		}
	}
	return pos, neg
}

func byLabel(it item) string { return it.label }

// printTable prints one line per group: n, recall or FP rate at both thresholds,
// verdict mix and scam-type mix.
func printTable(head string, keys []string, g map[string]*stats) {
	fmt.Printf("  %-18s %6s  %-7s %9s %9s  %-19s %s\n", head, "n", "", "@suspect", "@scam", "safe/suspect/scam", "scam types")
	for _, k := range keys {
		st := g[k]
		kind := "FP rate"
		if st.scam {
			kind = "recall"
		}
		fmt.Printf("  %-18s %6d  %-7s %9s %9s  %-19s %s\n", k, st.n, kind,
			pct(countAt(st.scores, thrSuspect), st.n), pct(countAt(st.scores, thrScam), st.n),
			fmt.Sprintf("%d/%d/%d", st.verdicts[0], st.verdicts[1], st.verdicts[2]), typeMix(st.types))
	}
}

func typeMix(types [engine.NumScamTypes]int) string {
	var parts []string
	for i, n := range types {
		if i == 0 || n == 0 {
			continue
		}
		parts = append(parts, fmt.Sprintf("%s %d", engine.ScamType(i), n))
	}
	return strings.Join(parts, ", ")
}

// printBinary prints recall, FP rate and precision at both thresholds and the ROC
// AUC of scam rows (pos) against benign rows (neg).
func printBinary(title string, pos, neg []int) {
	a, aok := rocAUC(pos, neg)
	fmt.Printf("  %s (%d vs %d): ROC AUC %s\n", title, len(pos), len(neg), aucOK(a, aok))
	for _, t := range []struct {
		name string
		thr  int
	}{{"@suspect (>=31)", thrSuspect}, {"@scam    (>=71)", thrScam}} {
		rec, rok := rateAt(pos, t.thr)
		fpr, fok := rateAt(neg, t.thr)
		prec, pok := precisionAt(pos, neg, t.thr)
		fmt.Printf("    %s  recall %8s  FP rate %7s  precision %8s\n", t.name, pctOK(rec, rok), pctOK(fpr, fok), pctOK(prec, pok))
	}
}

// labelsOf returns the distinct labels of the scam or of the benign rows of s.
func labelsOf(s *evalSet, scam bool) string {
	seen := map[string]bool{}
	var out []string
	for _, it := range s.items {
		if it.scam == scam && !seen[it.label] {
			seen[it.label] = true
			out = append(out, it.label)
		}
	}
	sort.Strings(out)
	return strings.Join(out, "+")
}

// printSet prints the label table of s and, when it has both labels, its binary
// figures.
func (r *runner) printSet(s *evalSet) {
	fmt.Printf("\n%s (%d rows)\n", s.name, len(s.items))
	keys, g := groupBy(s, nil, byLabel)
	printTable("label", keys, g)
	pos, neg := scores(s, nil)
	if len(pos) > 0 && len(neg) > 0 {
		printBinary(labelsOf(s, true)+" vs "+labelsOf(s, false), pos, neg)
	}
}

// printEmail prints an e-mail set: by label, by group, and the hard-ham line.
func (r *runner) printEmail(s *evalSet) {
	r.printSet(s)
	keys, g := groupBy(s, nil, func(it item) string { return it.group })
	printTable("group", keys, g)
	if st := g["hard-ham-1"]; st != nil {
		fmt.Printf("  hard-ham-1: flagged %s (%d of %d), %d scam\n", pct(countAt(st.scores, thrSuspect), st.n),
			countAt(st.scores, thrSuspect), st.n, st.verdicts[engine.VerdictScam])
	}
}

// printCorpus prints a corpus split: by label, language, channel and genuine
// category, and the category accuracy on its scam rows.
func (r *runner) printCorpus(s *evalSet) {
	r.printSet(s)
	printSplitTable("lang", s, func(it item) string { return it.lang })
	printSplitTable("channel", s, func(it item) string { return it.channel })
	keys, g := groupBy(s, func(it item) bool { return !it.scam }, func(it item) string { return it.category })
	fmt.Println("  genuine rows by category:")
	printTable("category", keys, g)
	printCategories(s)
}

// printSplitTable prints recall and FP rate at both thresholds per key.
func printSplitTable(head string, s *evalSet, key func(item) string) {
	keys, _ := groupBy(s, nil, key)
	fmt.Printf("  %-10s %6s %9s %9s  %7s %9s %9s\n", head, "scam", "recall@su", "recall@sc", "genuine", "FP@su", "FP@sc")
	for _, k := range keys {
		pos, neg := scores(s, func(it item) bool { return key(it) == k })
		r1, ok1 := rateAt(pos, thrSuspect)
		r2, ok2 := rateAt(pos, thrScam)
		f1, ok3 := rateAt(neg, thrSuspect)
		f2, ok4 := rateAt(neg, thrScam)
		fmt.Printf("  %-10s %6d %9s %9s  %7d %9s %9s\n", k, len(pos), pctOK(r1, ok1), pctOK(r2, ok2),
			len(neg), pctOK(f1, ok3), pctOK(f2, ok4))
	}
}

// shortType names the columns of a confusion table.
var shortType = [engine.NumScamTypes]string{"none", "ph_bank", "ph_oth", "deliv", "romance", "invest", "tech", "lottery", "other"}

// categoryAccuracy returns how many scam rows of s have a predicted ScamType
// equal to their category, how many of the flagged ones do, and how many are flagged.
func categoryAccuracy(s *evalSet) (ok, n, okFlagged, flagged int) {
	for i, it := range s.items {
		if !it.scam {
			continue
		}
		o := s.out[i]
		hit := o.scamType.String() == it.category
		n++
		if hit {
			ok++
		}
		if o.verdict != engine.VerdictSafe {
			flagged++
			if hit {
				okFlagged++
			}
		}
	}
	return ok, n, okFlagged, flagged
}

// printCategories prints the category accuracy of the scam rows of s and its
// confusion table: rows the true category, columns the predicted ScamType.
func printCategories(s *evalSet) {
	ok, n, okF, flagged := categoryAccuracy(s)
	fmt.Printf("  category accuracy on scam rows (predicted scam type = category): %s (%d of %d); on flagged scam rows %s (%d of %d)\n",
		pct(ok, n), ok, n, pct(okF, flagged), okF, flagged)
	conf := map[string]*[engine.NumScamTypes]int{}
	var cats []string
	for i, it := range s.items {
		if !it.scam {
			continue
		}
		row := conf[it.category]
		if row == nil {
			row = new([engine.NumScamTypes]int)
			conf[it.category] = row
			cats = append(cats, it.category)
		}
		row[s.out[i].scamType]++
	}
	if len(cats) == 0 {
		return
	}
	sort.Strings(cats)
	fmt.Printf("    %-16s", "true \\ predicted")
	for _, h := range shortType {
		fmt.Printf(" %7s", h)
	}
	fmt.Printf(" %8s\n", "accuracy")
	for _, c := range cats {
		row := conf[c]
		fmt.Printf("    %-16s", c)
		total, hit := 0, 0
		for t, k := range row {
			fmt.Printf(" %7d", k)
			total += k
			if engine.ScamType(t).String() == c {
				hit = k
			}
		}
		fmt.Printf(" %8s\n", pct(hit, total))
	}
}

// printPairs prints the ROC AUC pairings of the section whose member sets ran.
func (r *runner) printPairs(test bool) {
	for _, p := range pairs[test] {
		if !r.pairSelected(p) {
			continue
		}
		var pos, neg []int
		ran := true
		for _, names := range [][]string{p.benign, p.scam} {
			for _, name := range names {
				s := r.ran[name]
				if s == nil {
					ran = false
					continue
				}
				sp, sn := scores(s, nil)
				pos, neg = append(pos, sp...), append(neg, sn...)
			}
		}
		if !ran {
			continue
		}
		fmt.Printf("\n%s: %s vs %s\n", p.name, strings.Join(p.benign, " + "), strings.Join(p.scam, " + "))
		printBinary("scam vs benign", pos, neg)
	}
}

// printLabelled prints the fraud layer's category accuracy and the overall
// scam_type accuracy on the held-out rows of the hand-labelled set.
func printLabelled(s *evalSet, path string) {
	n, okFraud, okOverall := len(s.items), 0, 0
	var confusion [engine.NumScamTypes][engine.NumScamTypes]int
	for i, it := range s.items {
		want, _ := engine.ParseScamType(it.category)
		got := s.out[i].fraudType
		if got == want {
			okFraud++
		}
		if s.out[i].scamType == want {
			okOverall++
		}
		confusion[want][got]++
	}
	fmt.Printf("\nlabelled/test: category accuracy on the held-out rows of %s (n=%d): fraud layer %s, overall scam_type %s\n",
		path, n, pct(okFraud, n), pct(okOverall, n))
	for want := 1; want < engine.NumScamTypes; want++ {
		var parts []string
		total := 0
		for got, c := range confusion[want] {
			if c > 0 {
				parts = append(parts, fmt.Sprintf("%s %d", engine.ScamType(got), c))
				total += c
			}
		}
		if total > 0 {
			fmt.Printf("  %-16s -> %s\n", engine.ScamType(want), strings.Join(parts, ", "))
		}
	}
}

// printCalibration prints the reliability table of the pooled rows of the named
// sets that ran (see the package comment for the definition of p).
func (r *runner) printCalibration(split string, names []string) {
	var p []float64
	var scam []bool
	var used []string
	for _, name := range names {
		s := r.ran[name]
		if s == nil {
			continue
		}
		used = append(used, name)
		for i, it := range s.items {
			p = append(p, probScam(s.out[i]))
			scam = append(scam, it.scam)
		}
	}
	if len(p) == 0 {
		return
	}
	bins, ece := calibration(p, scam)
	fmt.Printf("\ncalibration, %s sets pooled (%s; %d rows): p = P(scam) = Confidence if flagged, 1 - Confidence if safe\n",
		split, strings.Join(used, " + "), len(p))
	fmt.Printf("  %-10s %7s %8s %9s\n", "p", "n", "mean p", "observed")
	for k, b := range bins {
		lo, hi := float64(k)/numBins, float64(k+1)/numBins
		if b.n == 0 {
			fmt.Printf("  %.1f-%.1f   %7d %8s %9s\n", lo, hi, 0, "-", "-")
			continue
		}
		fmt.Printf("  %.1f-%.1f   %7d %8.3f %9.3f\n", lo, hi, b.n, b.meanP(), b.observed())
	}
	fmt.Printf("  ECE %.4f\n", ece)
}
