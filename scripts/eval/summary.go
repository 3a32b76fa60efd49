package main

import (
	"fmt"

	"scamcheck/engine"
)

// target is one acceptance figure of the summary.
type target struct {
	name   string
	set    string                                              // the set it is measured on
	keep   func(item) bool                                     // the rows it is measured on
	value  func(*evalSet, func(item) bool) (float64, int, int) // value, numerator, denominator
	atMost bool                                                // the value must be at most limit (else at least)
	limit  float64                                             // a fraction, or a count for counts
	count  bool                                                // the value is a count, not a fraction
}

func scamRows(it item) bool   { return it.scam }
func benignRows(it item) bool { return !it.scam }
func inGroup(g string) func(item) bool {
	return func(it item) bool { return it.group == g }
}

// flaggedRate is the fraction of the kept rows with a verdict other than safe.
func flaggedRate(s *evalSet, keep func(item) bool) (float64, int, int) {
	k, n := 0, 0
	for i, it := range s.items {
		if keep(it) {
			n++
			if s.out[i].verdict != engine.VerdictSafe {
				k++
			}
		}
	}
	if n == 0 {
		return 0, 0, 0
	}
	return float64(k) / float64(n), k, n
}

// scamCount is the number of kept rows with the verdict scam.
func scamCount(s *evalSet, keep func(item) bool) (float64, int, int) {
	k, n := 0, 0
	for i, it := range s.items {
		if keep(it) {
			n++
			if s.out[i].verdict == engine.VerdictScam {
				k++
			}
		}
	}
	return float64(k), k, n
}

// catAccuracy is the category accuracy on the scam rows.
func catAccuracy(s *evalSet, _ func(item) bool) (float64, int, int) {
	ok, n, _, _ := categoryAccuracy(s)
	if n == 0 {
		return 0, 0, 0
	}
	return float64(ok) / float64(n), ok, n
}

const (
	smsTest    = "sms/test.tsv"
	emailTest  = "email/test.jsonl.gz"
	corpusTest = "corpus/test"
	openphish  = "urls/phishing_openphish_recent_test.tsv"
	jarelllama = "domains/scam_jarelllama_test.tsv"
	dnsTop     = "domains/benign_opendns_top_test.tsv"
	dnsRandom  = "domains/benign_opendns_random_test.tsv"
)

var targets = []target{
	{"sms test spam+smishing recall", smsTest, scamRows, flaggedRate, false, 0.97, false},
	{"sms test ham FP rate", smsTest, benignRows, flaggedRate, true, 0.005, false},
	{"email test spam recall", emailTest, scamRows, flaggedRate, false, 0.85, false},
	{"email test easy-ham FP rate", emailTest, inGroup("easy-ham-1"), flaggedRate, true, 0.005, false},
	{"email test hard-ham flagged", emailTest, inGroup("hard-ham-1"), flaggedRate, true, 0.10, false},
	{"email test hard-ham scam verdicts", emailTest, inGroup("hard-ham-1"), scamCount, true, 0, true},
	{"corpus test recall", corpusTest, scamRows, flaggedRate, false, 0.95, false},
	{"corpus test genuine FP rate", corpusTest, benignRows, flaggedRate, true, 0.01, false},
	{"corpus test category accuracy", corpusTest, scamRows, catAccuracy, false, 0.85, false},
	{"openphish recent recall", openphish, scamRows, flaggedRate, false, 0.88, false},
	{"jarelllama recall", jarelllama, scamRows, flaggedRate, false, 0.65, false},
	{"opendns top test FP rate", dnsTop, benignRows, flaggedRate, true, 0.003, false},
	{"opendns top test scam verdicts", dnsTop, benignRows, scamCount, true, 0, true},
	{"opendns random test FP rate", dnsRandom, benignRows, flaggedRate, true, 0.005, false},
	{"opendns random test scam verdicts", dnsRandom, benignRows, scamCount, true, 0, true},
}

// summary prints the acceptance figures measured on the test sets, PASS or FAIL.
func (r *runner) summary() {
	fmt.Printf("\n\n==================== SUMMARY: acceptance figures (test sets) ====================\n")
	pass, measured := 0, 0
	for _, t := range targets {
		op := ">="
		if t.atMost {
			op = "<="
		}
		lim := fmt.Sprintf("%s %g%%", op, 100*t.limit)
		if t.count {
			lim = fmt.Sprintf("%s %g", op, t.limit)
			if t.atMost && t.limit == 0 {
				lim = "= 0"
			}
		}
		s := r.ran[t.set]
		if s == nil {
			why := "not run"
			if t.set == corpusTest && r.corpusEr != nil {
				why = "corpus not present"
			}
			fmt.Printf("  %-36s %22s  %-9s %s\n", t.name, why, lim, "-")
			continue
		}
		v, k, n := t.value(s, t.keep)
		if n == 0 {
			fmt.Printf("  %-36s %22s  %-9s %s\n", t.name, "no rows", lim, "-")
			continue
		}
		val := fmt.Sprintf("%.2f%% (%d/%d)", 100*v, k, n)
		if t.count {
			val = fmt.Sprintf("%d of %d", k, n)
		}
		const eps = 1e-12
		ok := v >= t.limit-eps
		if t.atMost {
			ok = v <= t.limit+eps
		}
		status := "FAIL"
		if ok {
			status = "PASS"
			pass++
		}
		measured++
		fmt.Printf("  %-36s %22s  %-9s %s\n", t.name, val, lim, status)
	}
	fmt.Printf("  %d of %d measured figures PASS (%d targets)\n", pass, measured, len(targets))
}
