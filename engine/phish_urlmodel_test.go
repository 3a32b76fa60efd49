package engine

import (
	"bytes"
	"encoding/binary"
	"math"
	"strings"
	"testing"
	"testing/fstest"

	"scamcheck/data"
)

// urlLogit returns the URL model's logit of the first link of content and its
// class, computed as checkURLModel does; ok is false when the model does not apply.
func urlLogit(t *testing.T, e *Engine, content string) (z float32, class int, ok bool) {
	t.Helper()
	var res Result
	e.prepare(&Request{Content: []byte(content), Type: TypeURL}, &res)
	if len(res.s.u.urls) == 0 {
		t.Fatalf("%s: no link found", content)
	}
	u := &res.s.u.urls[0]
	name, _, kind := e.phish.hostName(u)
	v, ok := e.phish.newURLView(u, name, kind)
	if !ok {
		return 0, 0, false
	}
	m := e.phish.urls
	f := urlFeats{w: m.weights, shift: m.shift, skip: e.phish.ruleWords, dict: &e.phish}
	f.extract(&v)
	return m.bias + m.scale*float32(f.sum), v.class(), true
}

// TestURLModelRanksPhishingAboveCounterpart: a link shaped like phishing scores
// higher than its legitimate counterpart of the same class.
func TestURLModelRanksPhishingAboveCounterpart(t *testing.T) {
	e := newTextEngine(t)
	f := func(phish, legit string) {
		t.Helper()
		zp, cp, ok1 := urlLogit(t, e, phish)
		zl, cl, ok2 := urlLogit(t, e, legit)
		if !ok1 || !ok2 || cp != cl {
			t.Fatalf("%s / %s: model applies %v / %v, classes %d / %d; want both, one class", phish, legit, ok1, ok2, cp, cl)
		}
		if zp <= zl {
			t.Fatalf("logit(%s) = %.2f, logit(%s) = %.2f; want the first higher", phish, zp, legit, zl)
		}
	}
	// Registered domains.
	f("nodes-rectify.com", "riverside-bakery.com")
	f("walletconnect-sync-dapp.net", "walkerfamilydentistry.net")
	f("paypa1-account-verify.com", "paulsplumbing.com")
	f("claim-airdrop-rewards.top", "cambridge-rowing-club.org")
	// Paths.
	f("https://smallshop.de/wp-content/plugins/xq7/owa/index.php?email=ann@example.com", "https://smallshop.de/products/garden/chairs")
	f("https://kruvonexa.com/x7/u/index.php", "https://www.cs.example.edu/~smith/teaching/")
	f("https://ab88x.com/h5/#/pages/login/login", "https://github.com/rust-lang/rustup")
	// Hosting.
	f("https://secure-wallet-restore.pages.dev/", "https://rust-lang.github.io/rustup/")
	f("https://b5f-fzjx-x4ax5-446ef-d6vuc.pages.dev/", "https://boulangerie-martin.wixsite.com/accueil")
	f("https://netflix-billing-update.vercel.app/", "https://mozilla.github.io/")
}

// TestURLModelExplains: when the model lifts a link, the details and the reason
// name words of the link.
func TestURLModelExplains(t *testing.T) {
	e := newTextEngine(t)
	f := func(url string, lang Lang, words ...string) {
		t.Helper()
		var res Result
		e.Analyze(&Request{Content: []byte(url), Lang: lang, Now: 1_800_000_000}, &res)
		l := &res.Layers[LayerPhishing]
		if l.RiskScore < 31 {
			t.Fatalf("%s: got phishing risk %d (%s); want the model to make it suspect", url, l.RiskScore, l.Details)
		}
		d := string(l.Details)
		i := strings.Index(d, "URL model:")
		if i < 0 {
			t.Fatalf("%s: got details %q; want a URL model detail", url, d)
		}
		var reason string
		for k := range res.NumReasons() {
			if r := string(res.Reason(k)); strings.HasPrefix(r, "🧪") {
				reason = r
			}
		}
		for _, w := range words {
			if !strings.Contains(d[i:], w) || !strings.Contains(url, w) {
				t.Fatalf("%s: got details %q; want the URL model to name %q", url, d, w)
			}
			q := `"` + w + `"`
			if lang == LangFR {
				q = "« " + w + " »"
			}
			if !strings.Contains(reason, q) {
				t.Fatalf("%s: got reason %q; want it to name %s", url, reason, q)
			}
		}
	}
	f("https://nodes-rectify.com/", LangEN, "nodes", "rectify")
	f("https://nodes-rectify.com/", LangFR, "nodes", "rectify")
	f("https://tokenmigrate-node.pro/", LangEN, "tokenmigrate")
}

// TestURLFeaturesMatchScoring: the hashes AppendURLFeatures gives the generator
// index the weights the engine sums, in training and in serving alike.
func TestURLFeaturesMatchScoring(t *testing.T) {
	e := newTextEngine(t)
	m := e.phish.urls
	for _, url := range []string{
		"nodes-rectify.com", "https://www.example-shop.de/products/garden/chairs?id=42",
		"http://paypal.com.secure-login.xyz/webscr/verify?cmd=login", "https://b5f-fzjx-x4ax5-446ef-d6vuc.pages.dev/",
		"https://secure.lakesidecu.org/online-banking/login", "https://xn--80ak6aa92e.com/",
		"https://a.b.c.d.example.co.uk/x/y/z.php?email=a@b.c&token=" + strings.Repeat("ab12", 20) + "#frag",
		"https://" + strings.Repeat("x", 60) + ".com/" + strings.Repeat("word/", 40),
	} {
		hashes, stratum := e.AppendURLFeatures(nil, []byte(url))
		z, class, ok := urlLogit(t, e, url)
		if !ok || stratum < 0 || min(stratum/2, 2) != class {
			t.Fatalf("%s: stratum %d, class %d, applies %v; want matching ones", url, stratum, class, ok)
		}
		sum := int32(0)
		for _, h := range hashes {
			sum += int32(m.weights[h>>m.shift])
		}
		if got := m.bias + m.scale*float32(sum); math.Float32bits(got) != math.Float32bits(z) {
			t.Fatalf("%s: logit from the generator's features %v; want the engine's %v", url, got, z)
		}
	}
	if _, stratum := e.AppendURLFeatures(nil, []byte("http://45.33.12.7/login.php")); stratum != -1 {
		t.Fatalf("IP host: got stratum %d; want -1", stratum)
	}
}

// TestLoadURLModelRejectsBadFiles: a truncated file, a bad header or knots out of
// order are errors, not a silently different model.
func TestLoadURLModelRejectsBadFiles(t *testing.T) {
	good, err := data.FS.ReadFile("phish/urlmodel.bin")
	if err != nil {
		t.Fatal(err)
	}
	f := func(what string, b []byte, wantErr bool) {
		t.Helper()
		_, err := loadURLModel(fstest.MapFS{"m.bin": {Data: b}}, "m.bin")
		if (err != nil) != wantErr {
			t.Fatalf("%s: got error %v; want error %v", what, err, wantErr)
		}
	}
	f("the embedded model", good, false)
	f("truncated", good[:len(good)-1], true)
	f("one byte more", append(bytes.Clone(good), 0), true)
	bad := bytes.Clone(good)
	copy(bad, "SCNM")
	f("bad magic", bad, true)
	// The first class's second knot moved below its first.
	bad = bytes.Clone(good)
	knot0 := 20 + 12 + 4 // bits, bias, scale; ruleW, modelW, bias; the knot count
	binary.LittleEndian.PutUint32(bad[knot0+8:], math.Float32bits(math.Float32frombits(binary.LittleEndian.Uint32(bad[knot0:]))-1))
	f("knots out of order", bad, true)
}

// BenchmarkURLModel times the URL model alone on a link: features and weights.
func BenchmarkURLModel(b *testing.B) {
	e := newTextEngine(b)
	var res Result
	e.prepare(&Request{Content: []byte("https://secure-wallet-restore.pages.dev/x7/u/index.php?email=a@b.c"), Type: TypeURL}, &res)
	u := &res.s.u.urls[0]
	name, _, kind := e.phish.hostName(u)
	v, _ := e.phish.newURLView(u, name, kind)
	m := e.phish.urls
	b.ReportAllocs()
	for b.Loop() {
		f := urlFeats{w: m.weights, shift: m.shift, skip: e.phish.ruleWords, dict: &e.phish}
		f.extract(&v)
		_ = m.points(v.class(), 22, m.bias+m.scale*float32(f.sum))
	}
}

// TestRuleWordsLeaveBaitToModel: the URL model skips the host and path words the
// rules score, but reads the bait words, which the rules score only next to a
// brand ("drop" in movementlabs-drop.com); a plain word is no rule word either.
func TestRuleWordsLeaveBaitToModel(t *testing.T) {
	e := newTextEngine(t)
	for w, want := range map[string]bool{"login": true, "tracking": true, "drop": false, "printer": false, "accountant": false} {
		if _, got := e.phish.ruleWords[w]; got != want {
			t.Errorf("ruleWords[%q] = %v; want %v", w, got, want)
		}
	}
}
