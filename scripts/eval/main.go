// Command eval measures detection quality: it runs the engine built from the
// embedded data (engine.New(data.FS)) over every file of the shared labelled data
// and prints, per set, the recall (verdict not safe) of scam sets, the false-positive
// rate (verdict not safe) of benign sets, the precision where a file has both, and
// the verdict and scam-type mixes; then the category accuracy on the held-out part
// of data/text/labelled.tsv.
//
// With -dev it measures only the sets that may be tuned on (train splits, the
// polkadot deny list and the OpenPhish dev sample) and skips the held-out category
// set: use it while tuning, and the full run only for the final figures.
//
//	go run ./scripts/eval [-dev] [-data ../shared/data] [-labelled data/text/labelled.tsv]
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io/fs"
	"log"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"scamcheck/data"
	"scamcheck/engine"
)

func main() {
	dataDir := flag.String("data", envOr("SCAMCHECK_DATA", "../shared/data"), "shared labelled data directory")
	labelled := flag.String("labelled", "data/text/labelled.tsv", "hand-labelled category set")
	dev := flag.Bool("dev", false, "measure only train and dev sets (for tuning)")
	flag.Parse()
	if err := run(*dataDir, *labelled, *dev); err != nil {
		log.Fatal(err)
	}
}

func envOr(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}

// row is one labelled item.
type row struct {
	label   string // ham, spam, smishing, phishing, scam, benign
	content string
}

// tally counts outcomes for one set.
type tally struct {
	name     string
	scam     bool
	n, flag  int
	verdicts [3]int
	types    [engine.NumScamTypes]int
}

func run(dataDir, labelled string, dev bool) error {
	start := time.Now()
	e, err := engine.New(data.FS)
	if err != nil {
		return err
	}
	files, err := listTSV(dataDir)
	if err != nil {
		return err
	}
	var res engine.Result
	fmt.Printf("data: %s\n\n", dataDir)
	fmt.Printf("%-44s %7s %9s %9s %9s  %-22s %s\n", "set", "n", "recall", "FP rate", "precision", "verdicts safe/sus/scam", "scam types")
	for _, f := range files {
		if dev && !tunable(f) {
			continue
		}
		rows, typ, err := readSet(filepath.Join(dataDir, f))
		if err != nil {
			return err
		}
		byLabel := map[string]*tally{}
		var order []string
		for _, r := range rows {
			t := byLabel[r.label]
			if t == nil {
				t = &tally{name: f + " " + r.label, scam: r.label != "ham" && r.label != "benign"}
				byLabel[r.label] = t
				order = append(order, r.label)
			}
			e.Analyze(&engine.Request{Content: []byte(r.content), Type: typ}, &res)
			t.n++
			t.verdicts[res.Verdict]++
			t.types[res.ScamType]++
			if res.Verdict != engine.VerdictSafe {
				t.flag++
			}
		}
		sort.Strings(order)
		tp, fp := 0, 0
		for _, l := range order {
			t := byLabel[l]
			if t.scam {
				tp += t.flag
			} else {
				fp += t.flag
			}
		}
		for i, l := range order {
			t := byLabel[l]
			prec := ""
			if i == len(order)-1 && len(order) > 1 && tp+fp > 0 {
				prec = pct(tp, tp+fp)
			}
			rec, fpr := "", ""
			if t.scam {
				rec = pct(t.flag, t.n)
			} else {
				fpr = pct(t.flag, t.n)
			}
			fmt.Printf("%-44s %7d %9s %9s %9s  %-22s %s\n", t.name, t.n, rec, fpr, prec,
				fmt.Sprintf("%d/%d/%d", t.verdicts[0], t.verdicts[1], t.verdicts[2]), typeMix(t))
		}
	}
	if !dev {
		if err := categoryAccuracy(e, labelled); err != nil {
			return err
		}
	}
	fmt.Printf("\nelapsed %.1fs\n", time.Since(start).Seconds())
	return nil
}

// tunable reports whether a shared data file may be tuned on: a train split, the
// polkadot deny list or the OpenPhish dev sample (see the shared data README).
func tunable(f string) bool {
	return strings.Contains(f, "train") || strings.Contains(f, "polkadot") || strings.HasSuffix(f, "_dev.tsv")
}

func pct(a, b int) string {
	if b == 0 {
		return "-"
	}
	return fmt.Sprintf("%.2f%%", 100*float64(a)/float64(b))
}

func typeMix(t *tally) string {
	var parts []string
	for i, n := range t.types {
		if i == 0 || n == 0 {
			continue
		}
		parts = append(parts, fmt.Sprintf("%s %d", engine.ScamType(i), n))
	}
	return strings.Join(parts, ", ")
}

// listTSV returns the .tsv files under dir, relative, sorted.
func listTSV(dir string) ([]string, error) {
	var out []string
	err := fs.WalkDir(os.DirFS(dir), ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".tsv") {
			out = append(out, p)
		}
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("cannot list %s: %w", dir, err)
	}
	sort.Strings(out)
	return out, nil
}

// readSet reads one shared data file. SMS files carry a label column; a domain or
// URL file is all scam or all benign, as its name says.
func readSet(path string) ([]row, engine.ContentType, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, 0, fmt.Errorf("cannot open %s: %w", path, err)
	}
	defer f.Close()
	base := filepath.Base(path)
	typ := engine.TypeURL
	fixed := "scam"
	if strings.HasPrefix(base, "benign") {
		fixed = "benign"
	}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	var header []string
	var rows []row
	for sc.Scan() {
		cols := strings.Split(sc.Text(), "\t")
		if header == nil {
			header = cols
			if header[0] == "label" {
				typ = engine.TypeSMS
			}
			continue
		}
		last := cols[len(cols)-1]
		if typ == engine.TypeSMS {
			rows = append(rows, row{label: cols[0], content: last})
		} else {
			rows = append(rows, row{label: fixed, content: last})
		}
	}
	if err := sc.Err(); err != nil {
		return nil, 0, fmt.Errorf("cannot read %s: %w", path, err)
	}
	return rows, typ, nil
}

// categoryAccuracy prints the fraud layer's category accuracy and the overall
// scam_type accuracy on the held-out rows of the hand-labelled set.
func categoryAccuracy(e *engine.Engine, path string) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("cannot open %s: %w", path, err)
	}
	defer f.Close()
	var res engine.Result
	n, okFraud, okOverall := 0, 0, 0
	var confusion [engine.NumScamTypes][engine.NumScamTypes]int
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		cols := strings.SplitN(sc.Text(), "\t", 3)
		if len(cols) != 3 || cols[1] != "test" {
			continue
		}
		want, ok := engine.ParseScamType(cols[0])
		if !ok {
			return fmt.Errorf("cannot parse %s: bad label %q", path, cols[0])
		}
		e.Analyze(&engine.Request{Content: []byte(cols[2]), Type: engine.TypeSMS}, &res)
		got := res.Layers[engine.LayerFraud].ScamType
		n++
		if got == want {
			okFraud++
		}
		if res.ScamType == want {
			okOverall++
		}
		confusion[want][got]++
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("cannot read %s: %w", path, err)
	}
	fmt.Printf("\ncategory accuracy on the held-out labelled set (n=%d): fraud layer %s, overall scam_type %s\n",
		n, pct(okFraud, n), pct(okOverall, n))
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
	return nil
}
