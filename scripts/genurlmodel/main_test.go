package main

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"scamcheck/engine"
)

// testTables reads the synthetic links' tables from the repository's data/phish,
// with a few made-up hosts for the compromised sites.
func testTables(t *testing.T) *synthTables {
	t.Helper()
	comp := filepath.Join(t.TempDir(), "hosts.tsv")
	var b strings.Builder
	b.WriteString("domain\n")
	for i := range 50 {
		fmt.Fprintf(&b, "garden-centre-%d.co.uk\nkleinbaeckerei%d.de\n", i, i)
	}
	if err := os.WriteFile(comp, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return loadSynthTables("../../data/phish", comp)
}

// oneSeed returns the links gen writes from one seed, after checking that it
// writes the same ones from that seed again.
func oneSeed(t *testing.T, gen func(*rand.Rand) []string) []string {
	t.Helper()
	a := gen(rand.New(rand.NewPCG(1, 2)))
	if b := gen(rand.New(rand.NewPCG(1, 2))); strings.Join(a, "\n") != strings.Join(b, "\n") {
		t.Fatal("got two different lists from one seed; want the same")
	}
	return a
}

// TestSynthDeterministic: one seed gives the same links, nearly all of them links
// the model reads (a platform whose every name is a public suffix is not) and few
// of them a brand's own (the generator drops both).
func TestSynthDeterministic(t *testing.T) {
	tb := testTables(t)
	a := oneSeed(t, func(rng *rand.Rand) []string { return tb.synth(rng, 2000) })
	if len(a) < 1990 {
		t.Fatalf("got %d links; want about 2000", len(a))
	}
	e, err := engine.New(os.DirFS("../../data"), engine.WithoutURLModel())
	if err != nil {
		t.Fatal(err)
	}
	protected, unread := 0, 0
	for _, l := range a {
		if _, stratum := e.AppendURLFeatures(nil, []byte(l)); stratum < 0 {
			unread++
		}
		if e.Protected([]byte(l), engine.TypeURL) {
			protected++
		}
	}
	if protected > len(a)/50 || unread > len(a)/50 {
		t.Fatalf("of %d synthetic links, %d are a brand's own and %d unread by the model; want at most 2%% each", len(a), protected, unread)
	}
}

// TestBuildDeterministic: training twice on the same links writes the same model
// file, and the engine loads it.
func TestBuildDeterministic(t *testing.T) {
	tb := testTables(t)
	e, err := engine.New(os.DirFS("../../data"), engine.WithoutURLModel())
	if err != nil {
		t.Fatal(err)
	}
	bare, err := engine.New(withoutPopular("../../data"), engine.WithoutURLModel())
	if err != nil {
		t.Fatal(err)
	}
	var benign []string
	for i := range 300 {
		benign = append(benign,
			fmt.Sprintf("riverside-%d-bakery.com", i),
			fmt.Sprintf("https://www.cs.univ%d.edu/~smith/project%d/", i, i),
			fmt.Sprintf("https://tools-%d.github.io/docs/", i))
	}
	// Two draws of synthetic links, one model each, averaged.
	var synth []string
	var bag []int
	for k := range 2 {
		links := tb.synth(rand.New(rand.NewPCG(3+uint64(k), 4)), 750)
		synth = append(synth, links...)
		for range links {
			bag = append(bag, k)
		}
	}
	sources := []source{
		{name: "synthetic", label: 1, weight: 1, links: synth, bag: bag, bags: 2},
		{name: "benign", label: 0, weight: 1, links: benign},
	}
	m1, _ := build(e, bare, sources, 2, -1, "")
	m2, _ := build(e, bare, sources, 2, -1, "")
	if !bytes.Equal(m1, m2) {
		t.Fatal("got two different model files from the same links; want the same")
	}
	files := withoutPopular("../../data").(fstest.MapFS)
	files["phish/urlmodel.bin"] = &fstest.MapFile{Data: m1}
	if _, err := engine.New(files); err != nil {
		t.Fatalf("the engine cannot read the model written: %v", err)
	}

	// Two identical draws are one draw: each draw's model, the weights, the
	// out-of-fold logits and the combination fitted on them must come out as
	// with the draw alone, byte for byte.
	one := synth[:len(synth)/2]
	var twice []string
	var twiceBag []int
	for k := range 2 {
		twice = append(twice, one...)
		for range one {
			twiceBag = append(twiceBag, k)
		}
	}
	single, _ := build(e, bare, []source{
		{name: "synthetic", label: 1, weight: 1, links: one},
		{name: "benign", label: 0, weight: 1, links: benign},
	}, 1, -1, "")
	doubled, _ := build(e, bare, []source{
		{name: "synthetic", label: 1, weight: 1, links: twice, bag: twiceBag, bags: 2},
		{name: "benign", label: 0, weight: 1, links: benign},
	}, 2, -1, "")
	if !bytes.Equal(single, doubled) {
		t.Fatal("two identical draws wrote another model than the draw alone; want the same")
	}
}

// TestBenignHostedPlain: the legitimate hosted pages are the same for one seed,
// those the model reads are on a hosting platform, and the rules see no brand in
// them: they must teach the model what people publish there, not pages named
// after brands.
func TestBenignHostedPlain(t *testing.T) {
	tb := testTables(t)
	a := oneSeed(t, func(rng *rand.Rand) []string { return tb.benignHosted(rng, 1000) })
	e, err := engine.New(os.DirFS("../../data"), engine.WithoutURLModel())
	if err != nil {
		t.Fatal(err)
	}
	var res engine.Result
	unread := 0
	for _, l := range a {
		switch _, stratum := e.AppendURLFeatures(nil, []byte(l)); {
		case stratum < 0:
			unread++ // a platform whose every name is a public suffix: dropped
		case stratum < 4:
			t.Errorf("%s: stratum %d; want a page on hosting (4 or 5)", l, stratum)
		}
		e.Analyze(&engine.Request{Content: []byte(l), Type: engine.TypeURL}, &res)
		if res.Brand != "" {
			t.Errorf("%s: the rules see the brand %s", l, res.Brand)
		}
	}
	if unread > len(a)/50 {
		t.Errorf("%d of %d links unread by the model; want at most 2%%", unread, len(a))
	}
}

// TestBrandDrawStable: a brand appended to the table takes only the draws it wins;
// every other draw names the brand it named before.
func TestBrandDrawStable(t *testing.T) {
	tb := testTables(t)
	const n = 20000
	draw := func() []int {
		rng := rand.New(rand.NewPCG(7, 8))
		out := make([]int, n)
		for i := range out {
			out[i] = tb.anyBrand(rng, "")
		}
		return out
	}
	before := draw()
	added := len(tb.brands)
	tb.brands = append(tb.brands, brandRow{key: "newbrand", cat: "retail", tokens: []string{"newbrand"}, hash: keyHash("newbrand")})
	after := draw()
	moved := 0
	for i := range before {
		if before[i] != after[i] {
			moved++
			if after[i] != added {
				t.Fatalf("draw %d moved from brand %d to %d; want only to the added brand", i, before[i], after[i])
			}
		}
	}
	// One brand among len(tb.brands) wins about n/len of the draws.
	if want := n / len(tb.brands); moved == 0 || moved > 3*want {
		t.Errorf("%d of %d draws moved to the added brand; want about %d", moved, n, want)
	}
}
