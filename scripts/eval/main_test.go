package main

import (
	"errors"
	"math"
	"path/filepath"
	"strings"
	"testing"

	"scamcheck/engine"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func TestRocAUC(t *testing.T) {
	f := func(pos, neg []int, want float64, wantOK bool) {
		t.Helper()
		got, ok := rocAUC(pos, neg)
		if ok != wantOK || (ok && !near(got, want)) {
			t.Fatalf("rocAUC(%v, %v): got %v, %v; want %v, %v", pos, neg, got, ok, want, wantOK)
		}
	}
	f([]int{80, 90}, []int{10, 20, 30}, 1, true) // separated
	f([]int{10, 20}, []int{80, 90}, 0, true)     // reversed
	f([]int{50, 50}, []int{50}, 0.5, true)       // all tied
	// Pairs (pos, neg) scored 1 when pos > neg, 1/2 when tied:
	// 1 vs 2,2,0: 0+0+1; 2 vs 2,2,0: 1/2+1/2+1; 3 vs 2,2,0: 1+1+1. 6 of 9.
	f([]int{1, 2, 3}, []int{2, 2, 0}, 6.0/9, true)
	// 40 vs 40,10: 1/2+1; 100 vs 40,10: 2; 10 vs 40,10: 0+1/2. 4 of 6.
	f([]int{40, 100, 10}, []int{40, 10}, 4.0/6, true)
	f(nil, []int{1}, 0, false)
	f([]int{1}, nil, 0, false)
}

func TestThresholdRates(t *testing.T) {
	f := func(scores []int, thr int, want float64, wantOK bool) {
		t.Helper()
		got, ok := rateAt(scores, thr)
		if ok != wantOK || (ok && !near(got, want)) {
			t.Fatalf("rateAt(%v, %d): got %v, %v; want %v, %v", scores, thr, got, ok, want, wantOK)
		}
	}
	scores := []int{0, 30, 31, 70, 71, 100}
	f(scores, thrSuspect, 4.0/6, true) // 31, 70, 71, 100
	f(scores, thrScam, 2.0/6, true)    // 71, 100
	f(scores, 101, 0, true)
	f(nil, thrSuspect, 0, false)

	p := func(pos, neg []int, thr int, want float64, wantOK bool) {
		t.Helper()
		got, ok := precisionAt(pos, neg, thr)
		if ok != wantOK || (ok && !near(got, want)) {
			t.Fatalf("precisionAt(%v, %v, %d): got %v, %v; want %v, %v", pos, neg, thr, got, ok, want, wantOK)
		}
	}
	pos, neg := []int{31, 71, 10}, []int{40, 5}
	p(pos, neg, thrSuspect, 2.0/3, true) // 31 and 71 against 40
	p(pos, neg, thrScam, 1, true)        // 71 alone
	p(pos, neg, 101, 0, false)           // nothing flagged
}

func TestProbScam(t *testing.T) {
	f := func(v engine.Verdict, conf, want float64) {
		t.Helper()
		if got := probScam(outcome{verdict: v, conf: conf}); !near(got, want) {
			t.Fatalf("probScam(%v, %v): got %v; want %v", v, conf, got, want)
		}
	}
	f(engine.VerdictSafe, 0.8, 0.2)
	f(engine.VerdictSuspect, 0.45, 0.45)
	f(engine.VerdictScam, 0.9, 0.9)
}

func TestCalibration(t *testing.T) {
	f := func(p []float64, scam []bool, wantECE float64, wantN [numBins]int) {
		t.Helper()
		bins, ece := calibration(p, scam)
		var n [numBins]int
		for k, b := range bins {
			n[k] = b.n
		}
		if !near(ece, wantECE) || n != wantN {
			t.Fatalf("calibration(%v, %v): got ECE %v, counts %v; want %v, %v", p, scam, ece, n, wantECE, wantN)
		}
	}
	// Bin 0: p .05, .05, observed 1/2: |.5-.05| = .45, weight 2/5.
	// Bin 5: p .55, observed 0: .55, weight 1/5.
	// Bin 9: p .95, .95, observed 1: .05, weight 2/5.
	// ECE = (2*.45 + .55 + 2*.05) / 5 = .31.
	f([]float64{0.05, 0.05, 0.95, 0.95, 0.55}, []bool{false, true, true, true, false},
		0.31, [numBins]int{2, 0, 0, 0, 0, 1, 0, 0, 0, 2})
	// Edges: 0 in bin 0, 0.1 in bin 1, 1 in bin 9. Perfectly calibrated extremes.
	f([]float64{0, 1}, []bool{false, true}, 0, [numBins]int{1, 0, 0, 0, 0, 0, 0, 0, 0, 1})
	f([]float64{0.1}, []bool{false}, 0.1, [numBins]int{0, 1})
	f(nil, nil, 0, [numBins]int{})
}

func TestParseCorpus(t *testing.T) {
	const file = "# a comment\n" +
		"label\tcategory\tlang\tchannel\tfamily\tsplit\tprovenance\ttext\n" +
		"scam\tfake_delivery\ten\tsms\tf1\ttest\thand\tYour parcel is held.\\nPay at http://x.top\n" +
		"genuine\totp\tfr\tsms\tf2\ttest\thand\tVotre code est 123456.\n" +
		"scam\tlottery\ten\temail\tf3\ttrain\thand\tSubject: You won\\n\\nClaim now.\n"
	got, err := parseCorpus(strings.NewReader(file), "fake")
	if err != nil {
		t.Fatal(err)
	}
	if len(got["test"]) != 2 || len(got["train"]) != 1 {
		t.Fatalf("splits: got %d test, %d train; want 2, 1", len(got["test"]), len(got["train"]))
	}
	first := got["test"][0]
	want := item{label: "scam", scam: true, category: "fake_delivery", lang: "en", channel: "sms",
		content: "Your parcel is held.\nPay at http://x.top", typ: engine.TypeSMS}
	if first != want {
		t.Fatalf("first row: got %+v; want %+v", first, want)
	}
	if g := got["test"][1]; g.scam || g.lang != "fr" || g.category != "otp" {
		t.Fatalf("second row: got %+v; want a genuine fr otp row", g)
	}
	if m := got["train"][0]; m.typ != engine.TypeEmail || m.content != "Subject: You won\n\nClaim now." {
		t.Fatalf("email row: got type %v, text %q", m.typ, m.content)
	}

	bad := func(file string) {
		t.Helper()
		if _, err := parseCorpus(strings.NewReader(file), "fake"); err == nil {
			t.Fatalf("parseCorpus(%q): got no error", file)
		}
	}
	bad("label\tsplit\n")                                     // no text column
	bad("label\tsplit\ttext\nham\ttest\thello\n")             // bad label
	bad("label\tsplit\ttext\nscam\tdev\thello\n")             // bad split
	bad("label\tsplit\ttext\tchannel\nscam\ttest\thi\turl\n") // bad channel
	bad("label\tsplit\ttext\nscam\ttest\n")                   // short line
	bad("")                                                   // no header

	if _, err := readCorpus(filepath.Join(t.TempDir(), "corpus.tsv")); !errors.Is(err, errNotPresent) {
		t.Fatalf("readCorpus of a missing file: got %v; want errNotPresent", err)
	}
}

func TestCategoryAccuracy(t *testing.T) {
	s := &evalSet{
		items: []item{
			{scam: true, category: "lottery"},
			{scam: true, category: "lottery"},
			{scam: true, category: "fake_delivery"},
			{scam: false, category: "otp"},
		},
		out: []outcome{
			{verdict: engine.VerdictScam, scamType: engine.ScamLottery},
			{verdict: engine.VerdictSafe, scamType: engine.ScamNone},
			{verdict: engine.VerdictSuspect, scamType: engine.ScamOther},
			{verdict: engine.VerdictScam, scamType: engine.ScamOther},
		},
	}
	ok, n, okF, flagged := categoryAccuracy(s)
	if ok != 1 || n != 3 || okF != 1 || flagged != 2 {
		t.Fatalf("categoryAccuracy: got %d of %d, %d of %d flagged; want 1 of 3, 1 of 2", ok, n, okF, flagged)
	}
}
