package engine

import (
	"bufio"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"scamcheck/data"
)

// TestPhishingEval measures the URL and domain targets on the shared labelled data.
// It runs only when SCAMCHECK_SHARED_DATA names that folder, e.g.
//
//	SCAMCHECK_SHARED_DATA=../../shared/data go test -run PhishingEval -v ./engine/
//
// Test files are measured, never tuned on (see the shared data README).
func TestPhishingEval(t *testing.T) {
	dir := os.Getenv("SCAMCHECK_SHARED_DATA")
	if dir == "" {
		t.Skip("SCAMCHECK_SHARED_DATA not set")
	}
	e, err := New(data.FS)
	full := err == nil
	if !full {
		// The other layers cannot load yet: measure the phishing layer alone.
		t.Logf("full engine unavailable (%v): phishing layer only", err)
		e = &Engine{}
		if err := e.phish.load(data.FS); err != nil {
			t.Fatal(err)
		}
	}
	sets := []struct {
		file  string
		col   int
		scam  bool // positives: rate of non-safe verdicts is recall
		limit float64
	}{
		{"urls/phishing_openphish_recent_test.tsv", 1, true, 0.85},
		{"domains/scam_jarelllama_test.tsv", 0, true, 0.60},
		{"domains/benign_opendns_top_test.tsv", 0, false, 0.005},
		{"domains/benign_opendns_random_test.tsv", 0, false, 0.01},
	}
	if extra := os.Getenv("SCAMCHECK_EVAL_EXTRA"); extra != "" {
		// Development sets only (the test sets are for the final measurement), e.g.
		// urls/phishing_openphish_dev.tsv:1:scam
		sets = sets[:0]
		for _, x := range strings.Split(extra, ",") {
			f := strings.Split(x, ":")
			col := 0
			if f[1] == "1" {
				col = 1
			}
			sets = append(sets, struct {
				file  string
				col   int
				scam  bool
				limit float64
			}{f[0], col, f[2] == "scam", 0})
		}
	}
	if m := os.Getenv("SCAMCHECK_EVAL_NAMEMODEL"); m != "" {
		// A name model trained without validation fold 0 (gennamemodel -fold): with
		// SCAMCHECK_EVAL_FOLD, train files are measured on that fold only.
		nm, err := loadNameModel(os.DirFS(filepath.Dir(m)), filepath.Base(m))
		if err != nil {
			t.Fatal(err)
		}
		e.phish.names = nm
	}
	foldOnly := os.Getenv("SCAMCHECK_EVAL_FOLD") != ""
	if os.Getenv("SCAMCHECK_EVAL_NOPOPULAR") != "" {
		// Simulates unseen popular domains when tuning on the train split.
		e.phish.popular = map[string]struct{}{}
	}
	show := os.Getenv("SCAMCHECK_EVAL_SHOW")
	var res Result
	for _, s := range sets {
		f, err := os.Open(filepath.Join(dir, s.file))
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Scan()
		n, flagged, scam := 0, 0, 0
		var hist [11]int
		var shown []string
		for sc.Scan() {
			fields := strings.Split(sc.Text(), "\t")
			if len(fields) <= s.col {
				continue
			}
			if foldOnly && strings.Contains(s.file, "_train") && evalFold(fields[s.col]) != 0 {
				continue
			}
			if full {
				e.Analyze(&Request{Content: []byte(fields[s.col])}, &res)
			} else {
				res.Reset()
				e.prepare(&Request{Content: []byte(fields[s.col])}, &res)
				e.layerPhishing(&res, &res.Layers[LayerPhishing])
				res.Verdict = VerdictFor(res.Layers[LayerPhishing].RiskScore)
			}
			n++
			hist[min(res.Layers[LayerPhishing].RiskScore/10, 10)]++
			if res.Verdict != VerdictSafe {
				flagged++
			}
			if res.Verdict == VerdictScam {
				scam++
			}
			miss := s.scam == (res.Verdict == VerdictSafe)
			if os.Getenv("SCAMCHECK_EVAL_SCAMONLY") != "" {
				miss = !s.scam && res.Verdict == VerdictScam
			}
			if show != "" && strings.Contains(s.file, show) && miss {
				line := fields[s.col] + " score=" + strconv.Itoa(res.Score)
				for i := range res.Layers {
					if l := &res.Layers[i]; l.RiskScore > 0 {
						line += " | " + LayerNames[i] + " " + strconv.Itoa(l.RiskScore) + "/" + strconv.FormatFloat(l.Confidence, 'f', 2, 64) + " " + string(l.Details)
					}
				}
				shown = append(shown, line)
			}
		}
		f.Close()
		rate := float64(flagged) / float64(n)
		t.Logf("%-45s n=%5d not-safe=%6.2f%% scam=%6.2f%% (target %s %.1f%%)", s.file, n, 100*rate, 100*float64(scam)/float64(n), map[bool]string{true: ">=", false: "<="}[s.scam], 100*s.limit)
		if os.Getenv("SCAMCHECK_EVAL_HIST") != "" {
			t.Logf("   phishing risk by tens: %v", hist)
		}
		sort.Strings(shown)
		for i, x := range shown {
			if i > 8000 {
				break
			}
			t.Log("  ", x)
		}
	}
}

// evalFold matches scripts/gennamemodel's validationFold.
func evalFold(h string) uint32 {
	x := uint32(2166136261)
	for i := 0; i < len(h); i++ {
		x ^= uint32(h[i])
		x *= 16777619
	}
	return x % 5
}
