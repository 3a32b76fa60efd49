// Command genurlmodel trains the URL model of the phishing layer and writes
// data/phish/urlmodel.bin: a logistic regression over the hashed lexical features
// of a link (engine/phish_urlmodel.go: character n-grams and words of the host
// name, the shape of its registered label and subdomains, the words, runs, file
// extension, parameter names and shape of its path), telling phishing links from
// ordinary ones.
//
// Training data (see data/README.md), train splits only:
//   - phishing: the polkadot-js/phishing deny list (Apache-2.0), MetaMask's
//     eth-phishing-detect blacklist less the polkadot hosts (data/known/metamask.txt,
//     written by scripts/genknown from the npm package; DBAD licence), and synthetic
//     phishing links written from documented kit patterns (synth.go) with the
//     brands, platforms and TLDs of data/phish;
//   - benign: the OpenDNS top and random domain lists (public domain) and the
//     Debian home-page URLs (facts from package metadata), train splits, and
//     legitimate pages on free hosting generated from the platforms' naming
//     (synth_benign.go) and sites of local businesses and associations named in
//     French, Spanish and German (synth_local.go), which train the model but never
//     set its knots.
//
// Features come from the engine itself (engine.AppendURLFeatures), so training and
// serving share one definition. Within each stratum (hosting kind × path or not)
// the two classes weigh the same: where a link is hosted and whether it has a path
// are scored by the engine's rules, and the model learns only what tells phishing
// from benign within them. Each registrable domain weighs at most maxPerDomain
// links (the Debian list holds thousands of github.com pages).
//
// Five folds by registrable domain give out-of-fold logits. With the rules' risk
// of each link (the engine without the model, and without its popular domains, so
// that the OpenDNS top list stands for popular sites not on it) they fit, per
// class of link (stack.go), the combination of the two and its knots: the scores
// that given shares of the class's benign links reach, so that the model makes at
// most a budget of them suspect. The benign links counted are those the engine
// would score (not a brand's or a popular domain, the OpenDNS top list excepted).
// The model written is trained on all folds. The run is deterministic. From the
// repository root:
//
//	go run ./scripts/genurlmodel -shared ../shared/data
package main

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"flag"
	"fmt"
	"log"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/net/publicsuffix"

	"scamcheck/engine"
	"scamcheck/scripts/internal/gen"
)

const (
	bits         = 18
	folds        = 5
	maxPerDomain = 20
	synthSeed    = 20260701
	trainSeed    = 7
)

// source is one input list.
type source struct {
	name   string
	label  float64
	links  []string
	weight float64 // of each link, before the stratum balance
	calib  bool    // benign links of this source count in the calibration even when protected
	train  bool    // links of this source train the model but never count in the calibration
	bag    []int   // the synthetic draw of each link (nil: every link is of every draw)
	bags   int     // the number of draws bag counts
}

func main() {
	shared := flag.String("shared", "../shared/data", "folder of the shared labelled data")
	out := flag.String("out", "data/phish/urlmodel.bin", "model file to write")
	// 160,000: on the OpenPhish dev list the layer's recall goes 74.4% (40,000),
	// 77.0% (160,000), 77.4% (320,000), the benign FP rates nearly unchanged, but
	// at 320,000 the polkadot domains' out-of-fold recall falls from 59% to 56%:
	// the synthetic links crowd out the real ones. Fewer links also leave the model
	// at the mercy of the draw (a brand more in brands.tsv moved 40,000 by a point).
	nSynth := flag.Int("synthetic", 160000, "synthetic phishing links to generate in each draw")
	// One draw of synthetic links is one sample of the kits' patterns: which brand,
	// word and TLD each link got moves the OpenPhish figures by up to 1.5 points
	// (seeds 11, 22, 33 and the default: 77.1% to 78.6% on the recent test sample).
	// The model is the mean of one per draw, each trained on the real links and its
	// own draw: its figures no longer hang on one draw.
	nBags := flag.Int("draws", 3, "synthetic draws, one model each, averaged")
	nBenign := flag.Int("synthetic-benign", 8000, "synthetic legitimate pages on free hosting to generate (synth_benign.go)")
	nLocal := flag.Int("synthetic-local", 8000, "synthetic legitimate sites of local businesses and associations to generate (synth_local.go)")
	dump := flag.String("dump-synthetic", "", "also write the synthetic links to this file")
	dumpOOF := flag.String("dump-oof", "", "also write each link's out-of-fold logit, rules' risk, stratum and source to this file")
	budgets := flag.String("budget", "", "override the budgets of the classes: three shares, comma-separated (for tuning)")
	holdout := flag.Int("holdout", -1, "leave validation fold k (0-4) out of the model written, to measure the whole layer on it")
	flag.Parse()
	if *budgets != "" {
		parts := strings.Split(*budgets, ",")
		if len(parts) != numClasses {
			log.Fatalf("-budget: want %d shares", numClasses)
		}
		for i, p := range parts {
			v, err := strconv.ParseFloat(p, 64)
			if err != nil || v <= 0 || v >= 1 {
				log.Fatalf("-budget: bad share %q", p)
			}
			budget[i] = v
		}
	}

	// The URL model reads links only: the text models, which `make train` builds
	// after it (their evidence features include the links' findings), may be
	// missing, as they are while a new evidence feature awaits its first training.
	e, err := engine.New(os.DirFS("data"), engine.WithoutURLModel(), engine.AllowMissingTextModels())
	if err != nil {
		log.Fatal(err)
	}
	bare, err := engine.New(withoutPopular("data"), engine.WithoutURLModel(), engine.AllowMissingTextModels())
	if err != nil {
		log.Fatal(err)
	}
	t := loadSynthTables("data/phish", filepath.Join(*shared, "domains", "benign_opendns_random_train.tsv"))
	if *nBags < 1 {
		log.Fatal("-draws: want 1 or more")
	}
	var synth []string
	var synthBag []int
	for k := range *nBags {
		links := t.synth(rand.New(rand.NewPCG(synthSeed+uint64(k), 1)), *nSynth)
		synth = append(synth, links...)
		for range links {
			synthBag = append(synthBag, k)
		}
	}
	if *dump != "" {
		if err := os.WriteFile(*dump, []byte(strings.Join(synth, "\n")+"\n"), 0o644); err != nil {
			log.Fatal(err)
		}
	}
	sources := []source{
		// One kind of phishing (crypto wallets and airdrops), four times larger
		// than the rest: at half weight it does not drown the other kinds.
		{name: "polkadot deny list", label: 1, weight: 0.5, links: column(filepath.Join(*shared, "domains", "phishing_polkadot_deny.tsv"))},
		// A second curator's crypto-phishing hosts (scripts/genknown): its hosts
		// share few names with polkadot's, and teach the model what a third list
		// of new ones holds (out of fold, 41% of them flagged before, 54% after).
		{name: "metamask blacklist", label: 1, weight: 0.5, links: gen.Lines("data/known/metamask.txt")},
		{name: "synthetic phishing", label: 1, weight: 1, links: synth, bag: synthBag, bags: *nBags},
		{name: "synthetic benign hosted", label: 0, weight: 1, links: t.benignHosted(rand.New(rand.NewPCG(synthSeed, 2)), *nBenign), train: true},
		{name: "synthetic benign local", label: 0, weight: 1, links: t.benignLocal(rand.New(rand.NewPCG(synthSeed, 3)), *nLocal), train: true},
		{name: "opendns top train", label: 0, weight: 1, links: column(filepath.Join(*shared, "domains", "benign_opendns_top_train.tsv")), calib: true},
		{name: "opendns random train", label: 0, weight: 1, links: column(filepath.Join(*shared, "domains", "benign_opendns_random_train.tsv"))},
		{name: "debian homepages train", label: 0, weight: 1, links: column(filepath.Join(*shared, "urls", "benign_debian_homepages_train.tsv"))},
	}
	b, report := build(e, bare, sources, *nBags, *holdout, *dumpOOF)
	if err := os.WriteFile(*out, b, 0o644); err != nil {
		log.Fatal(err)
	}
	fmt.Print(report)
	fmt.Printf("synthetic templates: %s\nwrote %s (%d bytes)\n", t.describe(), *out, len(b))
}

// build trains the model on sources and returns the model file and a report. e
// is the engine without URL model; bare, the same without the popular domains,
// gives the rules' risk of a link as if its domain were not on the list.
func build(e, bare *engine.Engine, sources []source, bags, holdout int, dumpOOF string) ([]byte, string) {
	var rep strings.Builder
	samples := featurize(e, bare, sources, &rep)
	weigh(samples, sources, &rep)
	buckets := 1 << bits
	inBag := func(s *sample, b int) bool { return s.bag < 0 || s.bag == b }

	// Out-of-fold logits: a link of every draw gets the mean of the draws' models
	// that left its fold out, a link of one draw its own draw's.
	oof := make([]float64, len(samples))
	for b := range bags {
		for k := range folds {
			m := quantize(train(samples, func(s *sample) bool { return s.fold != k && inBag(s, b) }, buckets, trainSeed+uint64(k)))
			for i := range samples {
				if s := &samples[i]; s.fold == k && s.bag < 0 {
					oof[i] += m.logit(s.feats) / float64(bags)
				} else if s.fold == k && s.bag == b {
					oof[i] = m.logit(s.feats)
				}
			}
		}
	}
	if dumpOOF != "" {
		var b strings.Builder
		for i, s := range samples {
			fmt.Fprintf(&b, "%.4f\t%d\t%d\t%s\t%s\t%v\n", oof[i], s.risk, s.stratum, sources[s.source].name, s.link, s.calib)
		}
		if err := os.WriteFile(dumpOOF, []byte(b.String()), 0o644); err != nil {
			log.Fatal(err)
		}
	}
	var stacks [numClasses]stack
	for c := range stacks {
		stacks[c] = fitStack(samples, oof, c)
		st := &stacks[c]
		fmt.Fprintf(&rep, "%s: s = %.3f·logit(r) %+.3f·z %+.3f; budget %.2f%%; knots (s, points):", classNames[c], st.ruleW, st.modelW, st.bias, 100*budget[c])
		for _, k := range st.knots {
			fmt.Fprintf(&rep, " (%.2f, %.0f)", k[0], k[1])
		}
		rep.WriteString("\n")
	}
	report(&rep, samples, oof, sources, &stacks)

	var mean *model
	for b := range bags {
		m := train(samples, func(s *sample) bool { return s.fold != holdout && inBag(s, b) }, buckets, trainSeed+folds)
		if mean == nil {
			mean = &model{w: make([]float64, buckets)}
		}
		mean.bias += m.bias / float64(bags)
		for i, v := range m.w {
			mean.w[i] += v / float64(bags)
		}
	}
	final := quantize(mean)
	var b bytes.Buffer
	b.WriteString("SCUL")
	put := func(vs ...any) {
		for _, v := range vs {
			binary.Write(&b, binary.LittleEndian, v)
		}
	}
	put(uint32(1), uint32(bits), float32(final.bias), float32(final.scale))
	for _, st := range stacks {
		put(float32(st.ruleW), float32(st.modelW), float32(st.bias), uint32(len(st.knots)))
		for _, k := range st.knots {
			put(float32(k[0]), float32(k[1]))
		}
	}
	for _, v := range final.q {
		b.WriteByte(byte(v))
	}
	fmt.Fprintf(&rep, "final model: bias %.3f, scale %.5f, %d non-zero weights of %d\n", final.bias, final.scale, nonZero(final.q), buckets)
	return b.Bytes(), rep.String()
}

// featurize turns the links of sources into samples: features, stratum, fold.
func featurize(e, bare *engine.Engine, sources []source, rep *strings.Builder) []sample {
	var res engine.Result
	var samples []sample
	for si, src := range sources {
		n, skipped := 0, 0
		for li, link := range src.links {
			protected := e.Protected([]byte(link), engine.TypeURL)
			if src.label == 1 && protected {
				skipped++ // a synthetic link that happens to be a brand's own
				continue
			}
			feats, stratum := e.AppendURLFeatures(nil, []byte(link))
			if stratum < 0 {
				skipped++
				continue
			}
			for i, h := range feats {
				feats[i] = h >> (32 - bits)
			}
			reg := registrable(link)
			bare.Analyze(&engine.Request{Content: []byte(link), Type: engine.TypeURL, Now: 1_800_000_000}, &res)
			bag, share := -1, 1.0
			if src.bag != nil {
				bag, share = src.bag[li], 1/float64(src.bags)
			}
			samples = append(samples, sample{
				feats: feats, y: src.label, w: 1, stratum: stratum,
				link: link, domain: reg, fold: foldOf(reg), source: si, risk: res.Layers[engine.LayerPhishing].RiskScore,
				calib: src.label == 0 && !src.train && (src.calib || !protected),
				bag:   bag, share: share,
			})
			n++
		}
		fmt.Fprintf(rep, "%-24s %6d links (%d skipped: no name, or protected)\n", src.name, n, skipped)
	}
	return samples
}

// weigh sets the sample weights: at most maxPerDomain links a registrable domain
// per class, times the source's weight, then both classes the same total weight
// within each stratum (hosting kind × path), with a benign link weighing at most
// ten.
func weigh(samples []sample, sources []source, rep *strings.Builder) {
	perDomain := map[string]int{}
	for i := range samples {
		perDomain[domainKey(&samples[i])]++
	}
	for i := range samples {
		if n := perDomain[domainKey(&samples[i])]; n > maxPerDomain {
			samples[i].w = float64(maxPerDomain) / float64(n)
		}
	}
	for i := range samples {
		samples[i].w *= sources[samples[i].source].weight
	}
	var pos, neg [8]float64
	var npos, nneg [8]int
	for _, s := range samples {
		// A draw's links count as one draw's: each model sees the real links
		// and one draw, in these proportions.
		if s.y == 1 {
			pos[s.stratum] += s.w * s.share
			npos[s.stratum]++
		} else {
			neg[s.stratum] += s.w * s.share
			nneg[s.stratum]++
		}
	}
	fmt.Fprintf(rep, "strata (hosting kind × path): phishing / benign links, benign weight factor\n")
	names := [8]string{"registered", "", "registered+path", "", "hosted", "hosted+path", "dyndns/tunnel", "dyndns/tunnel+path"}
	var fp, fn [8]float64
	for k := range 8 {
		fp[k], fn[k] = 1, 1
		if pos[k] == 0 || neg[k] == 0 {
			continue
		}
		total := (pos[k] + neg[k]) / 2
		fp[k] = total / pos[k]
		fn[k] = min(total/neg[k], 10)
		fmt.Fprintf(rep, "  %-20s %6d / %6d  %.2f\n", names[k], npos[k], nneg[k], fn[k])
	}
	for i := range samples {
		s := &samples[i]
		if s.y == 1 {
			s.w *= fp[s.stratum]
		} else {
			s.w *= fn[s.stratum]
		}
	}
}

// domainKey identifies a sample's class and registrable domain, for the cap.
func domainKey(s *sample) string {
	return strconv.Itoa(int(s.y)) + " " + strconv.Itoa(s.bag) + " " + s.domain
}

// report prints, per source, the out-of-fold ROC AUC of the model's logit against
// all benign links, and the share of links the rules, then the rules and the model
// make suspect (score 31 or more).
func report(rep *strings.Builder, samples []sample, oof []float64, sources []source, stacks *[numClasses]stack) {
	var benign []float64
	for i, s := range samples {
		if s.y == 0 {
			benign = append(benign, oof[i])
		}
	}
	sort.Float64s(benign)
	fmt.Fprintf(rep, "out of fold:                  n  model AUC   rules  +model (suspect)\n")
	for si, src := range sources {
		n, rules, both := 0, 0, 0
		auc := 0.0
		for i, s := range samples {
			if s.source != si {
				continue
			}
			n++
			auc += float64(sort.SearchFloat64s(benign, oof[i])) / float64(len(benign))
			if s.risk >= 31 {
				rules++
			}
			if stacks[classOf(s.stratum)].final(s.risk, oof[i]) >= 31 {
				both++
			}
		}
		if n == 0 {
			continue
		}
		aucS := "         "
		if src.label == 1 {
			aucS = fmt.Sprintf("%9.4f", auc/float64(n))
		}
		fmt.Fprintf(rep, "  %-22s %6d %s %6.2f%% %6.2f%%\n", src.name, n, aucS, 100*float64(rules)/float64(n), 100*float64(both)/float64(n))
	}
}

func nonZero(q []int8) int {
	n := 0
	for _, v := range q {
		if v != 0 {
			n++
		}
	}
	return n
}

// column returns the last column of a TSV file, without its header.
func column(name string) []string {
	f, err := os.Open(name)
	if err != nil {
		log.Fatalf("cannot open %s: %v", name, err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for first := true; sc.Scan(); first = false {
		if first {
			continue
		}
		cols := strings.Split(sc.Text(), "\t")
		if v := strings.TrimSuffix(strings.ToLower(strings.TrimSpace(cols[len(cols)-1])), "."); v != "" {
			out = append(out, v)
		}
	}
	if err := sc.Err(); err != nil {
		log.Fatalf("cannot read %s: %v", name, err)
	}
	return out
}

// hostOf returns the host of a link: without scheme, userinfo, port and path.
func hostOf(link string) string {
	h := link
	if i := strings.Index(h, "://"); i >= 0 {
		h = h[i+3:]
	}
	if i := strings.IndexAny(h, "/?#"); i >= 0 {
		h = h[:i]
	}
	if i := strings.LastIndexByte(h, '@'); i >= 0 {
		h = h[i+1:]
	}
	if i := strings.IndexByte(h, ':'); i >= 0 {
		h = h[:i]
	}
	return strings.TrimSuffix(strings.ToLower(h), ".")
}

// registrable returns the registrable domain of a link's host, or the host.
func registrable(link string) string {
	h := hostOf(link)
	if r, err := publicsuffix.EffectiveTLDPlusOne(h); err == nil {
		return r
	}
	return h
}

// foldOf is the validation fold of a registrable domain: FNV-1a mod folds. All the
// links of one domain are in one fold, so that a fold's model never saw the
// domain of a link it scores.
func foldOf(d string) int {
	x := uint32(2166136261)
	for i := 0; i < len(d); i++ {
		x ^= uint32(d[i])
		x *= 16777619
	}
	return int(x % folds)
}

// loadSynthTables reads the tables of the synthetic links from dir (data/phish)
// and the hosts of compromised sites from the benign domain list compFile.
func loadSynthTables(dir, compFile string) *synthTables {
	t := &synthTables{byCat: map[string][]int{}}
	for _, l := range gen.Lines(filepath.Join(dir, "brands.tsv")) {
		f := strings.Split(l, "\t")
		if len(f) < 5 {
			continue
		}
		b := brandRow{key: f[0], cat: f[1], domains: strings.Split(f[3], ","), hash: keyHash(f[0])}
		for _, tok := range strings.Split(f[4], ",") {
			if strings.HasPrefix(tok, "+") || strings.HasPrefix(tok, "~") {
				// Abbreviations, and everyday words: kits named after "apple" or
				// "farmers" would teach the model the word, which the
				// farmers' market's name holds too (the rules judge it).
				continue
			}
			b.tokens = append(b.tokens, strings.TrimLeft(tok, "=~"))
		}
		if len(b.tokens) == 0 {
			continue
		}
		t.byCat[b.cat] = append(t.byCat[b.cat], len(t.brands))
		t.brands = append(t.brands, b)
	}
	for _, l := range gen.Lines(filepath.Join(dir, "tlds.tsv")) {
		f := strings.Split(l, "\t")
		n, _ := strconv.Atoi(f[1])
		for range max(1, n/10) {
			t.tlds = append(t.tlds, f[0])
		}
	}
	for _, l := range gen.Lines(filepath.Join(dir, "hosting.tsv")) {
		f := strings.Split(l, "\t")
		switch f[1] {
		case "hosting":
			t.hosting = append(t.hosting, f[0])
		case "dyndns", "tunnel":
			t.dyn = append(t.dyn, f[0])
		}
	}
	for _, d := range column(compFile) {
		if foldOf(d)%2 == 0 { // half of them: a compromised site is one site among many
			t.compHost = append(t.compHost, d)
		}
	}
	return t
}
