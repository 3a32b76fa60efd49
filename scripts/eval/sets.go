package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"scamcheck/engine"
	"scamcheck/scripts/internal/dataset"
)

// row is one labelled item of a shared TSV file.
type row struct {
	label   string // ham, spam, smishing, phishing, scam, benign
	content string
}

// item is one labelled item to analyse, from any source.
type item struct {
	label    string // as in the file: ham, spam, smishing, scam, benign, genuine
	scam     bool   // the label says scam (anything but ham, benign, genuine)
	group    string // e-mail: easy-ham-1, hard-ham-1, spam-1
	category string // corpus and labelled set: the hand-given category
	lang     string // corpus: en, fr, es, de
	channel  string // corpus: sms or email
	content  string
	typ      engine.ContentType
}

// isScamLabel reports whether a label names scam content.
func isScamLabel(label string) bool {
	return label != "ham" && label != "benign" && label != "genuine"
}

// tunable reports whether a shared data file may be tuned on: a train split, the
// polkadot deny list or the OpenPhish dev sample (see the shared data README).
func tunable(f string) bool {
	return strings.Contains(f, "train") || strings.Contains(f, "polkadot") || strings.HasSuffix(f, "_dev.tsv")
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

// readTSVItems reads a shared TSV file as items.
func readTSVItems(path string) ([]item, error) {
	rows, typ, err := readSet(path)
	if err != nil {
		return nil, err
	}
	items := make([]item, len(rows))
	for i, r := range rows {
		items[i] = item{label: r.label, scam: isScamLabel(r.label), content: r.content, typ: typ}
	}
	return items, nil
}

// readEmail reads a shared e-mail split as items.
func readEmail(path string) ([]item, error) {
	msgs, err := dataset.ReadEmails(path)
	if err != nil {
		return nil, err
	}
	items := make([]item, len(msgs))
	for i, m := range msgs {
		items[i] = item{label: m.Label, scam: m.Label == "spam", group: m.Group, content: m.Raw, typ: engine.TypeEmail}
	}
	return items, nil
}

// errNotPresent says that an optional input file does not exist.
var errNotPresent = errors.New("not present")

// readCorpus reads the multilingual text corpus: a TSV with a header naming at
// least label, split and text (label scam|genuine, split train|test, channel
// sms|email, text with line breaks written as \n). It returns the items of each
// split, or errNotPresent when the file does not exist.
func readCorpus(path string) (map[string][]item, error) {
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, errNotPresent
	} else if err != nil {
		return nil, fmt.Errorf("cannot open %s: %w", path, err)
	}
	defer f.Close()
	return parseCorpus(f, path)
}

// parseCorpus reads a corpus from r; name is for messages.
func parseCorpus(r io.Reader, name string) (map[string][]item, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, 1<<20)
	col := map[string]int{}
	out := map[string][]item{}
	line := 0
	for sc.Scan() {
		line++
		s := sc.Text()
		if s == "" || strings.HasPrefix(s, "#") {
			continue
		}
		cols := strings.Split(s, "\t")
		if len(col) == 0 {
			for i, c := range cols {
				col[c] = i
			}
			for _, need := range []string{"label", "split", "text"} {
				if _, ok := col[need]; !ok {
					return nil, fmt.Errorf("cannot read %s: no %q column in the header", name, need)
				}
			}
			continue
		}
		if len(cols) != len(col) {
			return nil, fmt.Errorf("cannot read %s: line %d has %d fields, the header %d", name, line, len(cols), len(col))
		}
		get := func(c string) string {
			if i, ok := col[c]; ok {
				return cols[i]
			}
			return ""
		}
		it := item{label: get("label"), category: get("category"), lang: get("lang"),
			channel: get("channel"), content: decodeText(get("text"))}
		if it.label != "scam" && it.label != "genuine" {
			return nil, fmt.Errorf("cannot read %s: line %d: bad label %q", name, line, it.label)
		}
		it.scam = it.label == "scam"
		if it.channel == "" {
			it.channel = "sms"
		}
		typ, ok := engine.ParseContentType(it.channel)
		if !ok || (typ != engine.TypeSMS && typ != engine.TypeEmail) {
			return nil, fmt.Errorf("cannot read %s: line %d: bad channel %q", name, line, it.channel)
		}
		it.typ = typ
		split := get("split")
		if split != "train" && split != "test" {
			return nil, fmt.Errorf("cannot read %s: line %d: bad split %q", name, line, split)
		}
		out[split] = append(out[split], it)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("cannot read %s: %w", name, err)
	}
	if len(col) == 0 {
		return nil, fmt.Errorf("cannot read %s: no header", name)
	}
	return out, nil
}

// decodeText turns the two characters \n of a corpus text into a line break.
// Nothing else is escaped in the file, so nothing else is decoded.
func decodeText(s string) string {
	return strings.ReplaceAll(s, `\n`, "\n")
}

// readLabelled reads the held-out (split test) rows of the hand-labelled category
// set: label, split, text, with # comment lines.
func readLabelled(path string) ([]item, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("cannot open %s: %w", path, err)
	}
	defer f.Close()
	var items []item
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		cols := strings.SplitN(sc.Text(), "\t", 3)
		if len(cols) != 3 || cols[1] != "test" {
			continue
		}
		if _, ok := engine.ParseScamType(cols[0]); !ok {
			return nil, fmt.Errorf("cannot parse %s: bad label %q", path, cols[0])
		}
		items = append(items, item{label: "scam", scam: true, category: cols[0], content: cols[2], typ: engine.TypeSMS})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("cannot read %s: %w", path, err)
	}
	return items, nil
}
