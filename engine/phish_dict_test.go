package engine

import (
	"strings"
	"testing"
)

// TestWordCompound: a label whose hyphen parts each split into dictionary words is a
// word compound; letters that make no words, digits, or an empty part are not.
func TestWordCompound(t *testing.T) {
	p := &newTextEngine(t).phish
	for _, s := range []string{
		"brightsmilesortho",
		"smith-family-dentistry",
		"lacocinadelaabuela-recetas", // Spanish: two-letter connectors, a plural
		"birdingnorfolkcoast",
		"maplestreetflorist",
		"yogawithclaire",
		"panaderia-martin",
		"warningnoticemarketstorm", // words all the same
	} {
		if !p.wordCompound([]byte(s)) {
			t.Errorf("wordCompound(%q) = false; want true", s)
		}
	}
	for _, s := range []string{
		"", "xkqzvbw", "trpeiprzak", "sttemcommunnilty", "kruvonexa", "maxavaw745",
		"shop24-berlin", "smith--family", "family-", "b5f-fzjx-x4ax5-446ef-d6vuc",
		strings.Repeat("a", maxCompoundLen+1),
	} {
		if p.wordCompound([]byte(s)) {
			t.Errorf("wordCompound(%q) = true; want false", s)
		}
	}
	label := []byte("smith-family-dentistry")
	if n := testing.AllocsPerRun(100, func() { p.wordCompound(label) }); n != 0 {
		t.Errorf("wordCompound allocates %v times; want 0", n)
	}
}

// TestRandomLookingSparesWords: the consonant runs of words joined together ("rztpr",
// "ghtsm") no longer make a registered name random-looking; machine-made ones still do.
func TestRandomLookingSparesWords(t *testing.T) {
	e := newTextEngine(t)
	f := func(url string, want bool) {
		t.Helper()
		var res Result
		e.Analyze(&Request{Content: []byte(url), Now: 1_800_000_000}, &res)
		got := strings.Contains(string(res.Layers[LayerPhishing].Details), "random-looking name")
		if got != want {
			t.Errorf("%s: random-looking name %v (%s); want %v", url, got, res.Layers[LayerPhishing].Details, want)
		}
	}
	// Today's rule alone fires on all of them.
	for _, s := range []string{"brightsmilesortho", "firstchoiceplumbing", "xkqzvbw", "mkrtzvq-online"} {
		if !randomLooking([]byte(s), false) {
			t.Fatalf("randomLooking(%q) = false; want true", s)
		}
	}
	f("https://www.firstchoiceplumbing.com/contact", false)
	f("https://www.brightsmilesortho.com/login", false)
	f("https://xkqzvbw.com/", true)
	f("https://mkrtzvq-online.com/", true)
	f("https://ab12cd34ef.com/", true) // digits among letters: never a compound
	// A German compound under a German-speaking suffix; the same run elsewhere, and
	// a machine-made name there, stay random-looking.
	f("https://www.zahnarztpraxis-mueller-koeln.de/termin-online", false)
	f("https://www.deutschlandreisen.at/", false)
	f("https://zahnarztpraxis-mueller-koeln.com/", true)
	f("https://xkqzvbwt.de/", true)
}

// TestThrowawayNameSparesPlainCompounds: a long name on free hosting joined from plain
// words is a blog's or a shop's; random letters, digits, a hex suffix or a compound
// of scam words stay throw-away.
func TestThrowawayNameSparesPlainCompounds(t *testing.T) {
	p := &newTextEngine(t).phish
	for _, s := range []string{
		"lacocinadelaabuela-recetas", "birdingnorfolkcoast", "maplestreetflorist",
		"yogawithclaire", "panaderia-martin", "chessclub-leeds",
		"emmaandjoel2026", "campus-lostfound-2025", // a year
	} {
		if p.throwawayName([]byte(s)) {
			t.Errorf("throwawayName(%q) = true; want false", s)
		}
	}
	for _, s := range []string{
		"warningnoticemarketstorm",    // words, but "notice" is a scam word
		"walletconnectionsupportdesk", // words, with "wallet", "support"
		"qoxrivemutlepsanxibw",        // 18+ letters that make no words
		"maxavaw745", "my-site-100695", "shiny-meadow-7f3a",
		"birdingnorfolkcoast-2025x",           // a plain compound, but digits
		"geteinoppemme-2060", "club-2025-104", // no year, or more digits
	} {
		if !p.throwawayName([]byte(s)) {
			t.Errorf("throwawayName(%q) = false; want true", s)
		}
	}
	name := []byte("lacocinadelaabuela-recetas")
	if n := testing.AllocsPerRun(100, func() { p.throwawayName(name) }); n != 0 {
		t.Errorf("throwawayName allocates %v times; want 0", n)
	}
}

// TestDictionaryPrefixIndex: the ranges indexed by first letter and by first two
// letters are those narrow finds by searching.
func TestDictionaryPrefixIndex(t *testing.T) {
	d := &newTextEngine(t).phish.dict
	for c0 := byte('a'); c0 <= 'z'; c0++ {
		lo, hi := d.narrow(0, len(d.ends), 0, c0)
		if got := d.first[c0-'a']; lo < hi && (int(got[0]) != lo || int(got[1]) != hi) || lo >= hi && got[1] != 0 {
			t.Fatalf("first[%c] = %v; narrow gives [%d, %d)", c0, got, lo, hi)
		}
		for c1 := byte('a'); c1 <= 'z'; c1++ {
			l2, h2 := d.narrow(lo, hi, 1, c1)
			got := d.pair[c0-'a'][c1-'a']
			if l2 < h2 && (int(got[0]) != l2 || int(got[1]) != h2) || l2 >= h2 && got[1] != 0 {
				t.Fatalf("pair[%c%c] = %v; narrow gives [%d, %d)", c0, c1, got, l2, h2)
			}
		}
	}
}

// TestHashSubdomain: a run of hex digits cut from a hash as the first label of an
// unlisted domain is a kit's wildcard name; a word-like label, a short one, and the
// same label on a hosting platform (judged by checkHostedName) are not flagged here.
func TestHashSubdomain(t *testing.T) {
	e := newTextEngine(t)
	f := func(url string, want bool) {
		t.Helper()
		var res Result
		e.Analyze(&Request{Content: []byte(url), Now: 1_800_000_000}, &res)
		got := strings.Contains(string(res.Layers[LayerPhishing].Details), "random-looking subdomain")
		if got != want {
			t.Errorf("%s: random-looking subdomain %v (%s); want %v", url, got, res.Layers[LayerPhishing].Details, want)
		}
	}
	f("https://1ec4cf.lanterngrove.cl/", true)
	f("https://2358e0.lanterngrove.cl/", true)
	f("https://b3dc9.mail.lanterngrove.net/en-nz/", true)
	f("https://cafe12.lanterngrove.com/", false) // one switch: a word and a number
	f("https://www2.lanterngrove.com/", false)
	f("https://de4a.lanterngrove.com/", false) // too short to be a hash
	f("https://123456.lanterngrove.com/", false)
	f("https://mail.1ec4cf.com/", false) // the registered name is judged as a name
	f("https://1ec4cf.pages.dev/", false)
	for _, s := range []string{"1ec4cf", "07b779", "0a2991", "b3dc9", "c8cf9d10"} {
		if !hashLabel([]byte(s)) {
			t.Errorf("hashLabel(%q) = false; want true", s)
		}
	}
	for _, s := range []string{"", "cafe12", "beef", "abcdef", "1234567", "a1b2c3d4e5f6a", "dc3dd", "g1a2b3"} {
		if hashLabel([]byte(s)) {
			t.Errorf("hashLabel(%q) = true; want false", s)
		}
	}
}
