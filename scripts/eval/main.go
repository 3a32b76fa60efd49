// Command eval measures detection quality: it runs the engine built from the
// embedded data (engine.New(data.FS)) over the labelled data and prints a report in
// two sections, "TRAIN / DEV sets (may be tuned on)" and "TEST sets (held out: the
// figures to report)", then a summary of the acceptance figures with PASS or FAIL.
//
// Sets: every TSV file of the shared data (domains/, urls/, sms/), the e-mail
// messages (email/{train,test}.jsonl.gz, also per group: easy-ham-1, hard-ham-1,
// spam-1), the splits of the multilingual text corpus (data/text/corpus.tsv, when
// present: also per language, channel and genuine category, and the category
// accuracy on its scam rows), the splits of the messages written one at a time
// (data/text/written.tsv, the same columns and tables) and, in the test section, the category accuracy on the
// held-out rows of data/text/labelled.tsv.
//
// Definitions:
//   - scam rows are those labelled spam, smishing, phishing or scam (and the rows of
//     a scam-only file); benign rows those labelled ham, benign or genuine.
//   - flagged: the verdict is not safe, that is score >= 31 (the report warns if a
//     verdict ever disagrees with its score). recall = flagged scam rows / scam rows;
//     FP rate = flagged benign rows / benign rows; precision = flagged scam rows /
//     flagged rows. Each is given at both thresholds: @suspect (score >= 31) and
//     @scam (score >= 71).
//   - ROC AUC: the probability that a random scam row scores above a random benign
//     row, ties counting one half. Single-label files are paired for it: benign
//     domains and URLs against OpenPhish phishing URLs, benign domains against a scam
//     domain list.
//   - Calibration: Result.Confidence is how sure the engine is of its verdict, so the
//     probability that the content is a scam it implies is p = Confidence when the
//     verdict is scam or suspect and p = 1 - Confidence when it is safe. The rows of
//     the SMS, e-mail and corpus sets of one section are pooled; p is binned in ten
//     bins [0, 0.1), ..., [0.9, 1], and per bin the report gives the count, the mean
//     p and the observed fraction of scam rows; then the expected calibration error
//     ECE = sum over bins of (bin count / rows) * |observed - mean p|.
//
// Flags: -dev measures only the sets that may be tuned on (train splits, the polkadot
// deny list, the OpenPhish dev sample, the corpus train split): use it while tuning,
// and the full run only for the final figures. -only SUBSTRING runs only the sets
// whose name contains it (names as printed: "sms/test.tsv", "email/train.jsonl.gz",
// "corpus/test", "labelled/test", and the pairs "pair-url-test", ...); a selected
// pair brings its member sets. Rows are analysed in parallel on all CPUs.
//
//	go run ./scripts/eval [-dev] [-only S] [-data ../shared/data] [-labelled data/text/labelled.tsv] [-corpus data/text/corpus.tsv] [-written data/text/written.tsv]
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"scamcheck/data"
	"scamcheck/engine"
)

func main() {
	var c config
	flag.StringVar(&c.dataDir, "data", envOr("SCAMCHECK_DATA", "../shared/data"), "shared labelled data directory")
	flag.StringVar(&c.labelled, "labelled", "data/text/labelled.tsv", "hand-labelled category set")
	flag.StringVar(&c.corpus, "corpus", "data/text/corpus.tsv", "multilingual text corpus")
	flag.StringVar(&c.written, "written", "data/text/written.tsv", "messages written one at a time")
	flag.StringVar(&c.only, "only", "", "run only the sets whose name contains this")
	flag.BoolVar(&c.dev, "dev", false, "measure only train and dev sets (for tuning)")
	flag.Parse()
	if err := run(c); err != nil {
		log.Fatal(err)
	}
}

func envOr(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}

type config struct {
	dataDir, labelled, corpus, written, only string
	dev                                      bool
}

// evalSet is one analysed set.
type evalSet struct {
	name  string
	items []item
	out   []outcome
}

// pair is a ROC AUC pairing of single-label files, by name.
type pair struct {
	name         string
	benign, scam []string
}

var pairs = map[bool][]pair{ // by test section
	false: {
		{"pair-url-train", []string{"domains/benign_opendns_random_train.tsv", "domains/benign_opendns_top_train.tsv",
			"urls/benign_debian_homepages_train.tsv"}, []string{"urls/phishing_openphish_dev.tsv"}},
		{"pair-domain-train", []string{"domains/benign_opendns_random_train.tsv", "domains/benign_opendns_top_train.tsv"},
			[]string{"domains/phishing_polkadot_deny.tsv"}},
	},
	true: {
		{"pair-url-test", []string{"domains/benign_opendns_random_test.tsv", "domains/benign_opendns_top_test.tsv",
			"urls/benign_debian_homepages_test.tsv"}, []string{"urls/phishing_openphish_recent_test.tsv"}},
		{"pair-domain-test", []string{"domains/benign_opendns_random_test.tsv", "domains/benign_opendns_top_test.tsv"},
			[]string{"domains/scam_jarelllama_test.tsv"}},
	},
}

// runner holds the engine and the sets analysed so far.
type runner struct {
	config
	e        *engine.Engine
	ran      map[string]*evalSet
	corpusBy map[string][]item // corpus items by split; nil when absent
	corpusEr error
	// writtenBy: the written set's items by split; nil when absent
	writtenBy map[string][]item
	writtenEr error
	mismatch  atomic.Int64 // results whose verdict disagrees with their score
}

func run(c config) error {
	start := time.Now()
	e, err := engine.New(data.FS)
	if err != nil {
		return err
	}
	r := &runner{config: c, e: e, ran: map[string]*evalSet{}}
	r.corpusBy, r.corpusEr = readCorpus(c.corpus)
	if r.corpusEr != nil && r.corpusEr != errNotPresent {
		return r.corpusEr
	}
	r.writtenBy, r.writtenEr = readCorpus(c.written)
	if r.writtenEr != nil && r.writtenEr != errNotPresent {
		return r.writtenEr
	}
	files, err := listTSV(c.dataDir)
	if err != nil {
		return err
	}
	fmt.Printf("data: %s, corpus: %s, labelled: %s, %d CPUs\n", c.dataDir, c.corpus, c.labelled, runtime.NumCPU())
	if c.only != "" {
		fmt.Printf("only the sets whose name contains %q\n", c.only)
	}
	for _, test := range []bool{false, true} {
		if test && c.dev {
			break
		}
		if err := r.section(files, test); err != nil {
			return err
		}
	}
	if n := r.mismatch.Load(); n > 0 {
		fmt.Printf("\nWARNING: %d results have a verdict that disagrees with their score\n", n)
	}
	if !c.dev {
		r.summary()
	}
	fmt.Printf("\nelapsed %.1fs\n", time.Since(start).Seconds())
	return nil
}

// selected reports whether the set name is to be run in the section.
func (r *runner) selected(name string, test bool) bool {
	if r.only == "" || strings.Contains(name, r.only) {
		return true
	}
	for _, p := range pairs[test] {
		if r.pairSelected(p) && (contains(p.benign, name) || contains(p.scam, name)) {
			return true
		}
	}
	return false
}

func (r *runner) pairSelected(p pair) bool { return r.only == "" || strings.Contains(p.name, r.only) }

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// section runs and prints one section: train and dev sets, or test sets.
func (r *runner) section(files []string, test bool) error {
	split := "train"
	if test {
		fmt.Printf("\n\n==================== TEST sets (held out: the figures to report) ====================\n")
		split = "test"
	} else {
		fmt.Printf("\n\n==================== TRAIN / DEV sets (may be tuned on) ====================\n")
	}
	for _, f := range files {
		if tunable(f) != test && r.selected(f, test) {
			items, err := readTSVItems(filepath.Join(r.dataDir, f))
			if err != nil {
				return err
			}
			r.printSet(r.analyse(f, items))
		}
	}
	if name := "email/" + split + ".jsonl.gz"; r.selected(name, test) {
		items, err := readEmail(filepath.Join(r.dataDir, name))
		if err != nil {
			return err
		}
		r.printEmail(r.analyse(name, items))
	}
	if name := "corpus/" + split; r.selected(name, test) {
		if r.corpusEr != nil {
			fmt.Printf("\ncorpus: not present (%s)\n", r.corpus)
		} else {
			r.printCorpus(r.analyse(name, r.corpusBy[split]))
		}
	}
	if name := "written/" + split; r.selected(name, test) {
		if r.writtenEr != nil {
			fmt.Printf("\nwritten: not present (%s)\n", r.written)
		} else {
			r.printCorpus(r.analyse(name, r.writtenBy[split]))
		}
	}
	r.printPairs(test)
	if name := "labelled/test"; test && r.selected(name, test) {
		items, err := readLabelled(r.labelled)
		if err != nil {
			return err
		}
		printLabelled(r.analyse(name, items), r.labelled)
	}
	r.printCalibration(split, []string{"sms/" + split + ".tsv", "email/" + split + ".jsonl.gz", "corpus/" + split, "written/" + split})
	return nil
}

// analyse runs the engine over items on all CPUs, one Result per goroutine, and
// records the set under name.
func (r *runner) analyse(name string, items []item) *evalSet {
	s := &evalSet{name: name, items: items, out: make([]outcome, len(items))}
	var next atomic.Int64
	var wg sync.WaitGroup
	for range runtime.NumCPU() {
		wg.Go(func() {
			var res engine.Result
			var req engine.Request
			for {
				i := int(next.Add(1)) - 1
				if i >= len(items) {
					return
				}
				req = engine.Request{Content: []byte(items[i].content), Type: items[i].typ}
				r.e.Analyze(&req, &res)
				s.out[i] = outcome{score: res.Score, verdict: res.Verdict, conf: res.Confidence,
					scamType: res.ScamType, fraudType: res.Layers[engine.LayerFraud].ScamType}
				if res.Verdict != engine.VerdictFor(res.Score) {
					r.mismatch.Add(1)
				}
			}
		})
	}
	wg.Wait()
	r.ran[name] = s
	return s
}
