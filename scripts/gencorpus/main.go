// Command gencorpus writes data/text/corpus.tsv, a labelled corpus of modern scam and
// genuine messages (SMS and e-mail) in English, French, Spanish and German, written
// here for ScamCheck. Every message comes from a template family: one scenario with
// several phrasings of its own and slot values (names, brands and their official
// domains, amounts, dates, codes, tracking numbers, scam hosts, phone numbers). The
// families are defined by language and channel (en_sms.go, en_email.go, fr_sms.go...),
// with each language's shared slot values in en.go, fr.go, es.go and de.go.
//
// The output is deterministic: each family draws from its own generator seeded by a
// hash of its id, so adding a family does not change the rows of the others. The split
// (train or test) is assigned by family: in each (lang, label, category) group, about a
// quarter of the families, chosen by a hash of the id, go to test.
//
// Run from the repository root:
//
//	go run ./scripts/gencorpus
package main

import (
	"bytes"
	"flag"
	"fmt"
	"hash/fnv"
	"log"
	"math"
	"math/rand/v2"
	"os"
	"regexp"
	"sort"
	"strings"
)

const header = "label\tcategory\tlang\tchannel\tfamily\tsplit\tprovenance\ttext"

// Categories of the scam rows (the API's scam types) and kinds of the genuine rows.
var (
	scamCats = []string{"phishing_bank", "phishing_other", "fake_delivery", "romance_scam",
		"investment_scam", "tech_support", "lottery", "other"}
	genuineKinds = []string{"otp", "bank_alert", "delivery", "order", "appointment", "marketing",
		"newsletter", "account_security", "personal_money", "personal", "work", "service", "crypto"}
	langs = []string{"en", "fr", "es", "de"}
)

// tab holds a family's own slot tables. A key names one or more columns separated by
// ';' ("bank;dom"); each row gives their values in the same order ("Chase;chase.com").
// Values may hold slots themselves.
type tab map[string][]string

type family struct {
	id, label, cat, lang, ch string
	n                        int    // rows to write, set by rowsFor
	note                     string // provenance note
	tabs                     tab
	texts                    []string
	raw                      float64 // e-mail: share of rows written as a raw message with headers
	cols                     map[string]string
}

var families []*family

func register(label, id, cat string, tabs tab, texts []string) *family {
	parts := strings.SplitN(id, "-", 3)
	if len(parts) != 3 {
		log.Fatalf("family id %q: want lang-channel-name", id)
	}
	f := &family{id: id, label: label, cat: cat, lang: parts[0], ch: parts[1], tabs: tabs,
		texts: texts, raw: 0.5, cols: map[string]string{}}
	keys := make([]string, 0, len(tabs))
	for k := range tabs {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		for _, c := range strings.Split(k, ";") {
			f.cols[c] = k
		}
	}
	families = append(families, f)
	return f
}

// more adds phrasings to a family registered before.
func more(id string, texts ...string) {
	for _, f := range families {
		if f.id == id {
			f.texts = append(f.texts, texts...)
			return
		}
	}
	log.Fatalf("more: no family %s", id)
}

// rowsFor is the number of rows a family gives: four per phrasing, 18 to 30.
func rowsFor(f *family) int { return min(max(4*len(f.texts), 18), 30) }

// scam registers a scam family; genuine a genuine one. The id starts with lang-channel.
func scam(id, cat string, tabs tab, texts ...string) *family {
	return register("scam", id, cat, tabs, texts)
}

func genuine(id, kind string, tabs tab, texts ...string) *family {
	return register("genuine", id, kind, tabs, texts)
}

// ctx fills one message.
type ctx struct {
	f     *family
	r     *rand.Rand
	v     map[string]string
	depth int
}

func (c *ctx) pick(list []string) string { return list[c.r.IntN(len(list))] }

func (c *ctx) chance(p float64) bool { return c.r.Float64() < p }

func (c *ctx) digits(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + c.r.IntN(10))
	}
	return string(b)
}

// num writes a pattern where 'd' is a digit, 'D' a digit 1-9, 'A' an upper-case letter,
// 'a' a lower-case letter or digit, 'X' an upper-case letter or digit.
func (c *ctx) num(pattern string) string {
	const up = "ABCDEFGHJKLMNPQRSTUVWXYZ"
	const lo = "abcdefghijkmnopqrstuvwxyz0123456789"
	const ux = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"
	b := []byte(pattern)
	for i, ch := range b {
		switch ch {
		case 'd':
			b[i] = byte('0' + c.r.IntN(10))
		case 'D':
			b[i] = byte('1' + c.r.IntN(9))
		case 'A':
			b[i] = up[c.r.IntN(len(up))]
		case 'a':
			b[i] = lo[c.r.IntN(len(lo))]
		case 'X':
			b[i] = ux[c.r.IntN(len(ux))]
		}
	}
	return string(b)
}

// expand replaces every {slot} of s. {a|b|c} picks one alternative.
func (c *ctx) expand(s string) string {
	if !strings.Contains(s, "{") {
		return s
	}
	c.depth++
	if c.depth > 30 {
		log.Fatalf("family %s: slots nest too deep in %q", c.f.id, s)
	}
	var b strings.Builder
	for {
		i := strings.IndexByte(s, '{')
		if i < 0 {
			b.WriteString(s)
			break
		}
		j, depth := -1, 0
		for k := i; k < len(s); k++ {
			if s[k] == '{' {
				depth++
			} else if s[k] == '}' {
				depth--
				if depth == 0 {
					j = k - i
					break
				}
			}
		}
		if j < 0 {
			log.Fatalf("family %s: unclosed slot in %q", c.f.id, s)
		}
		b.WriteString(s[:i])
		b.WriteString(c.slot(s[i+1 : i+j]))
		s = s[i+j+1:]
	}
	c.depth--
	return b.String()
}

// slot returns the value of one slot, fixed for the whole message once drawn.
func (c *ctx) slot(key string) string {
	if k, val, ok := strings.Cut(key, "="); ok {
		// {key=value} fixes a slot (and the matching row of its table) and writes nothing.
		c.v[k] = c.expand(val)
		return ""
	}
	if strings.Contains(key, "|") {
		alts := strings.Split(key, "|")
		return c.expand(alts[c.r.IntN(len(alts))])
	}
	if v, ok := c.v[key]; ok {
		return v
	}
	if tk, ok := c.f.cols[key]; ok {
		names := strings.Split(tk, ";")
		var rows []string
		for _, r := range c.f.tabs[tk] {
			cols := strings.Split(r, ";")
			fits := len(cols) == len(names)
			for i := 0; fits && i < len(names); i++ {
				if v, ok := c.v[names[i]]; ok && v != cols[i] {
					fits = false
				}
			}
			if fits {
				rows = append(rows, r)
			}
		}
		if len(rows) == 0 {
			log.Fatalf("family %s: no row of %q fits %v", c.f.id, tk, c.v)
		}
		row := strings.Split(c.pick(rows), ";")
		if len(row) != len(names) {
			log.Fatalf("family %s: row %q does not match columns %q", c.f.id, row, tk)
		}
		for i, name := range names {
			c.v[name] = c.expand(row[i])
		}
		return c.v[key]
	}
	fn := langSlots[c.f.lang][key]
	if fn == nil {
		fn = commonSlots[key]
	}
	if fn == nil {
		log.Fatalf("family %s: unknown slot {%s}", c.f.id, key)
	}
	v := fn(c)
	c.v[key] = v
	return v
}

type row struct {
	f     *family
	split string
	text  string
}

func seedOf(s string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(s))
	return h.Sum64()
}

// assignSplits puts about 25% of the families of each (lang, label, category) group in
// test, at least one where the group has two or more, chosen by a hash of the id.
func assignSplits() map[string]string {
	groups := map[string][]*family{}
	for _, f := range families {
		k := f.lang + "/" + f.label + "/" + f.cat
		groups[k] = append(groups[k], f)
	}
	split := map[string]string{}
	for _, g := range groups {
		sort.Slice(g, func(i, j int) bool {
			hi, hj := seedOf("split:"+g[i].id), seedOf("split:"+g[j].id)
			if hi != hj {
				return hi < hj
			}
			return g[i].id < g[j].id
		})
		k := int(math.Round(0.25 * float64(len(g))))
		if len(g) >= 2 && k == 0 {
			k = 1
		}
		for i, f := range g {
			if i < k {
				split[f.id] = "test"
			} else {
				split[f.id] = "train"
			}
		}
	}
	return split
}

// generate returns the corpus rows, sorted by family id.
func generate() []row {
	sort.Slice(families, func(i, j int) bool { return families[i].id < families[j].id })
	split := assignSplits()
	seen := map[string]bool{}
	var out []row
	for i, f := range families {
		if i > 0 && families[i-1].id == f.id {
			log.Fatalf("family %s defined twice", f.id)
		}
		f.n = rowsFor(f)
		r := rand.New(rand.NewPCG(seedOf(f.id), 0x5ca3c4ec0))
		start := r.IntN(len(f.texts))
		made, tries := 0, 0
		for made < f.n && tries < f.n*12 {
			t := f.texts[(start+tries)%len(f.texts)]
			tries++
			c := &ctx{f: f, r: r, v: map[string]string{}}
			text := c.expand(t)
			if f.ch == "email" {
				text = c.email(text)
			}
			text = tidy(text)
			if seen[text] {
				continue
			}
			seen[text] = true
			out = append(out, row{f: f, split: split[f.id], text: text})
			made++
		}
	}
	return out
}

var (
	spaces   = regexp.MustCompile(`[ ]{2,}`)
	dateDots = regexp.MustCompile(`(\d\.)\.([\s<]|$)`)
)

// tidy removes doubled spaces left by empty alternatives and spaces before punctuation
// that an empty alternative left behind.
func tidy(s string) string {
	s = spaces.ReplaceAllString(s, " ")
	s = dateDots.ReplaceAllString(s, "$1$2")
	s = strings.ReplaceAll(s, " \n", "\n")
	s = strings.ReplaceAll(s, "\n ", "\n")
	s = strings.ReplaceAll(s, " ,", ",")
	s = strings.ReplaceAll(s, " .", ".")
	return strings.TrimSpace(s)
}

var urlRe = regexp.MustCompile(`(https?://[^\s<>"]+|\b(?:[a-z0-9-]+\.)+[a-z]{2,}/[^\s<>"]*)`)

// email turns a pasted body ("Subject: ...\n...") into a raw message with headers for a
// share of the rows, some of them as HTML with links.
func (c *ctx) email(body string) string {
	if !strings.HasPrefix(body, "Subject: ") || !c.chance(c.f.raw) {
		return body
	}
	nl := strings.IndexByte(body, '\n')
	subject, rest := body[len("Subject: "):nl], strings.TrimLeft(body[nl+1:], "\n")
	var h strings.Builder
	fmt.Fprintf(&h, "From: %s\nTo: %s\nSubject: %s\nDate: %s", c.slot("from"), c.slot("to"), subject, c.slot("rfcdate"))
	if c.f.label == "scam" && c.chance(0.35) {
		fmt.Fprintf(&h, "\nReply-To: %s", c.slot("replyto"))
	}
	if c.chance(0.4) {
		h.WriteString("\nMIME-Version: 1.0\nContent-Type: text/html; charset=UTF-8")
		rest = c.html(rest)
	} else if c.chance(0.3) {
		h.WriteString("\nContent-Type: text/plain; charset=UTF-8")
	}
	return h.String() + "\n\n" + rest
}

func (c *ctx) html(body string) string {
	var b strings.Builder
	b.WriteString("<html><body>")
	for _, line := range strings.Split(body, "\n") {
		if line == "" {
			continue
		}
		line = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;").Replace(line)
		line = urlRe.ReplaceAllStringFunc(line, func(u string) string {
			trail := ""
			for strings.HasSuffix(u, ".") || strings.HasSuffix(u, ",") || strings.HasSuffix(u, ")") {
				trail = u[len(u)-1:] + trail
				u = u[:len(u)-1]
			}
			href := u
			if !strings.HasPrefix(href, "http") {
				href = "https://" + href
			}
			text := u
			if c.f.label == "scam" && c.v["dom"] != "" && c.chance(0.5) {
				text = "https://www." + c.v["dom"] + "/"
			} else if c.chance(0.5) {
				text = c.pick(ctaWords[c.f.lang])
			}
			return fmt.Sprintf(`<a href="%s">%s</a>%s`, href, text, trail)
		})
		b.WriteString("\n<p>" + line + "</p>")
	}
	b.WriteString("\n</body></html>")
	return b.String()
}

var ctaWords = map[string][]string{
	"en": {"Click here", "View details", "Sign in", "Open", "Continue", "Learn more"},
	"fr": {"Cliquez ici", "Voir le détail", "Accéder", "Continuer", "En savoir plus"},
	"es": {"Haz clic aquí", "Ver detalles", "Acceder", "Continuar", "Más información"},
	"de": {"Hier klicken", "Details ansehen", "Anmelden", "Weiter", "Mehr erfahren"},
}

// render writes the TSV.
func render(rows []row) []byte {
	var b bytes.Buffer
	b.WriteString(header + "\n")
	for _, r := range rows {
		prov := "written here"
		if r.f.note != "" {
			prov += "; " + r.f.note
		}
		text := strings.ReplaceAll(r.text, "\r", "")
		text = strings.ReplaceAll(text, "\n", `\n`)
		text = strings.ReplaceAll(text, "\t", " ")
		fmt.Fprintf(&b, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", r.f.label, r.f.cat, r.f.lang, r.f.ch, r.f.id, r.split, prov, text)
	}
	return b.Bytes()
}

func main() {
	out := flag.String("out", "data/text/corpus.tsv", "file to write")
	flag.Parse()
	rows := generate()
	if err := os.WriteFile(*out, render(rows), 0o644); err != nil {
		log.Fatal(err)
	}
	log.Printf("%d rows, %d families -> %s", len(rows), len(families), *out)
}
