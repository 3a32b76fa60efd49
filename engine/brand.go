package engine

import (
	"bufio"
	"fmt"
	"io/fs"
	"slices"
	"strconv"
	"strings"
)

// brandCategory is the sector of a protected brand; it decides the scam type.
type brandCategory uint8

const (
	catOther brandCategory = iota
	catBank
	catPayment
	catTax
	catGov
	catDelivery
	catTelecom
	catUtility // energy and water suppliers
	catTech
	catStreaming
	catRetail
	catCrypto
	catSocial
	catTravel
	catCharity
	catInsurance
	catDating // dating apps: their impersonation is the romance scam's
)

var categoryNames = map[string]brandCategory{
	"bank": catBank, "payment": catPayment, "tax": catTax, "gov": catGov,
	"delivery": catDelivery, "telecom": catTelecom, "utility": catUtility, "tech": catTech,
	"streaming": catStreaming, "retail": catRetail, "crypto": catCrypto,
	"social": catSocial, "travel": catTravel, "charity": catCharity,
	"insurance": catInsurance, "dating": catDating,
}

// public reports whether brands of category c are government bodies, tax offices
// or charities: organisations whose sites no company sends its customers to
// for its own gain.
func (c brandCategory) public() bool { return c == catGov || c == catTax || c == catCharity }

// scamType is the scam type of impersonating a brand of category c.
func (c brandCategory) scamType() ScamType {
	switch c {
	case catBank, catPayment, catTax:
		return ScamPhishingBank
	case catDelivery:
		return ScamFakeDelivery
	case catDating:
		return ScamRomance
	}
	return ScamPhishingOther
}

// brand is one protected brand (data/phish/brands.tsv).
type brand struct {
	key     string
	display string
	cat     brandCategory
	domains []string // official domains; the first is shown in reasons
}

// tokenInfo describes one pattern of a tokenMatcher built from a data file.
type tokenInfo struct {
	idx    int32 // brand index or word index
	whole  bool  // must stand alone between separators
	word   bool  // a brand token that is also an everyday word ("~" in brands.tsv)
	abbrev bool  // a brand abbreviation, only next to a bait word ("+" in brands.tsv)
	points int8  // risk points (words)
	class  wordClass
}

// wordClass groups lexicon words by the scam they point to.
type wordClass uint8

const (
	wordCred wordClass = iota
	wordInvest
	wordDelivery
	wordMoney
	wordShop
	wordSupport
	// wordPlain: an everyday word that holds a scam word ("accountant" holds
	// "account"): as the longest match it hides the shorter one, and scores nothing.
	wordPlain
)

var wordClassNames = map[string]wordClass{
	"cred": wordCred, "invest": wordInvest, "delivery": wordDelivery,
	"money": wordMoney, "shop": wordShop, "support": wordSupport, "plain": wordPlain,
}

// readTSV calls fn with the tab-separated fields of each non-comment line of name.
func readTSV(fsys fs.FS, name string, minFields int, fn func(f []string) error) error {
	f, err := fsys.Open(name)
	if err != nil {
		return fmt.Errorf("cannot open %s: %w", name, err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	line := 0
	for sc.Scan() {
		line++
		t := strings.TrimSpace(sc.Text())
		if t == "" || t[0] == '#' {
			continue
		}
		fields := strings.Split(t, "\t")
		if len(fields) < minFields {
			return fmt.Errorf("cannot parse %s:%d: want %d fields, got %d", name, line, minFields, len(fields))
		}
		if err := fn(fields); err != nil {
			return fmt.Errorf("cannot parse %s:%d: %w", name, line, err)
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("cannot read %s: %w", name, err)
	}
	return nil
}

// loadBrands reads brands.tsv: key, category, display name, domains, tokens.
func (p *phishTables) loadBrands(fsys fs.FS) error {
	var pats []string
	var infos []tokenInfo
	typoSeen := map[string]bool{}
	err := readTSV(fsys, "phish/brands.tsv", 5, func(f []string) error {
		cat, ok := categoryNames[f[1]]
		if !ok {
			return fmt.Errorf("unknown category %q", f[1])
		}
		b := brand{key: f[0], display: f[2], cat: cat}
		bi := int32(len(p.brands))
		var labels, suffixes []string
		for _, d := range strings.Split(f[3], ",") {
			d = strings.ToLower(strings.TrimSpace(d))
			if d == "" {
				continue
			}
			if prefix, tld, ok := strings.Cut(d, "*"); ok {
				var suffix string
				if prefix == "" {
					// *-name.tld: the name last (berliner-volksbank.de)
					dot := strings.LastIndexByte(tld, '.')
					if dot <= 0 {
						return fmt.Errorf("brand %s: domain family %q: want name-*.tld or *-name.tld", f[0], d)
					}
					suffix, tld = tld[:dot], tld[dot:]
				}
				if !strings.HasPrefix(tld, ".") || strings.Count(tld, ".") != 1 || strings.ContainsAny(prefix+suffix, ".*") || prefix == "" && suffix == "" {
					return fmt.Errorf("brand %s: domain family %q: want name-*.tld or *-name.tld", f[0], d)
				}
				p.families = append(p.families, domainFamily{prefix: prefix, suffix: suffix, tld: tld, brand: bi})
				continue
			}
			b.domains = append(b.domains, d)
			var u URL
			u.Host = []byte(d)
			u.setRegistrable()
			reg := string(u.Registrable)
			if reg == "" {
				// A public suffix itself (gov.uk): everything under it is official.
				p.officialSuffixes = append(p.officialSuffixes, officialSuffix{suffix: d, brand: bi})
				continue
			}
			if reg != d {
				// A host inside a shared domain (aws.amazon.com): official as a host.
				p.domains.add(d).officialHost = bi
				continue
			}
			od := p.domains.add(reg)
			if od.official < 0 {
				od.official = bi
			}
			od.ownPages = od.ownPages || !userPages(cat)
			labels = append(labels, strings.TrimSuffix(reg, "."+string(u.Suffix)))
			suffixes = append(suffixes, string(u.Suffix))
		}
		if len(b.domains) == 0 {
			return fmt.Errorf("brand %s has no domain", b.key)
		}
		firstPat := len(pats)
		for _, t := range strings.Split(f[4], ",") {
			t = strings.TrimSpace(t)
			word := strings.HasPrefix(t, "~")
			whole := word || strings.HasPrefix(t, "=")
			abbrev := strings.HasPrefix(t, "+")
			t = strings.TrimLeft(t, "=~+")
			if t == "" {
				continue
			}
			if !isTokenPattern(t) {
				return fmt.Errorf("token %q: want a-z, 0-9, '-'", t)
			}
			pats = append(pats, t)
			infos = append(infos, tokenInfo{idx: bi, whole: whole || abbrev || len(t) < 6, word: word, abbrev: abbrev})
			// What typosquatters imitate: an official domain label that is also a
			// distinctive token (not a common word such as "target"). An everyday
			// word's label is imitated too (phanton.app, ledgerr.com), but only under
			// the official domain's own suffix (typoWordSuffix).
			if i := slices.Index(labels, t); i >= 0 && (!whole || word) && !abbrev && len(t) >= minTypoLen && !typoSeen[t] {
				typoSeen[t] = true
				p.typoLabels = append(p.typoLabels, t)
				p.typoBrand = append(p.typoBrand, bi)
				if word {
					p.typoWordSuffix = append(p.typoWordSuffix, suffixes[i])
				} else {
					p.typoWordSuffix = append(p.typoWordSuffix, "")
				}
			}
		}
		// A longer official label that holds one of the brand's distinctive tokens
		// is imitated too (bancosantamder.es for bancosantander.es): a typo there
		// hides the token from the automaton.
		for _, l := range labels {
			if len(l) < minTypoCompound || len(l) > maxTypoCompound || typoSeen[l] || !holdsDistinctToken(l, pats[firstPat:], infos[firstPat:]) {
				continue
			}
			typoSeen[l] = true
			p.typoLabels = append(p.typoLabels, l)
			p.typoBrand = append(p.typoBrand, bi)
			p.typoWordSuffix = append(p.typoWordSuffix, "")
		}
		p.brands = append(p.brands, b)
		return nil
	})
	if err != nil {
		return err
	}
	if p.brandTokens, err = newTokenMatcher(pats); err != nil {
		return fmt.Errorf("cannot build brand tokens: %w", err)
	}
	p.brandInfo = infos
	p.splitTokens = make(map[string]int32)
	for i, t := range pats {
		if in := infos[i]; !in.word && !in.abbrev && len(t) >= minSplitToken && len(t) <= maxSplitToken && strings.IndexByte(t, '-') < 0 {
			p.splitTokens[t] = int32(i)
		}
	}
	// The skeleton automaton finds brands written with look-alike characters.
	skel := make([]string, len(pats))
	for i, t := range pats {
		skel[i] = string(appendSkeleton(nil, []byte(t)))
	}
	if p.brandSkel, err = newTokenMatcher(skel); err != nil {
		return fmt.Errorf("cannot build brand skeletons: %w", err)
	}
	p.buildTypoIndex()
	p.buildBrandNames()
	p.buildDashedDomains()
	return nil
}

// An official label of minTypoCompound to maxTypoCompound letters that holds one of
// its brand's tokens among other letters (bancosantander) is imitated by typos too.
// Longer ones would make every long host name a candidate for the typo search.
const (
	minTypoCompound = 10
	maxTypoCompound = 18
)

// holdsDistinctToken reports whether label holds one of tokens that is neither an
// everyday word nor an abbreviation, six letters or more, and is not that token
// alone (a label equal to a token is indexed with the token).
func holdsDistinctToken(label string, tokens []string, infos []tokenInfo) bool {
	for i, t := range tokens {
		if in := infos[i]; !in.word && !in.abbrev && len(t) >= minTypoLen && label != t && strings.Contains(label, t) {
			return true
		}
	}
	return false
}

// buildDashedDomains indexes every brand's official domains with their dots
// written as hyphens (safe.global: "safe-global", paypal.com: "paypal-com"), the
// label kits register to show the address (safe-global.app, revoke-cash.io). Domains
// whose first label has fewer than three characters are left out.
func (p *phishTables) buildDashedDomains() {
	p.dashedDomains = make(map[string]int32)
	for i := range p.brands {
		for _, d := range p.brands[i].domains {
			if dot := strings.IndexByte(d, '.'); dot >= 3 {
				k := strings.ReplaceAll(d, ".", "-")
				if _, dup := p.dashedDomains[k]; !dup {
					p.dashedDomains[k] = int32(i)
				}
			}
		}
	}
}

// loadWords reads words.tsv into the host and path lexicons and the bait words.
func (p *phishTables) loadWords(fsys fs.FS) error {
	var hostPats, pathPats []string
	var hostInfo, pathInfo []tokenInfo
	err := readTSV(fsys, "phish/words.tsv", 4, func(f []string) error {
		w := f[1]
		whole := strings.HasPrefix(w, "=")
		w = strings.TrimPrefix(w, "=")
		if !isTokenPattern(w) {
			return fmt.Errorf("word %q: want a-z, 0-9, '-'", w)
		}
		pts, err := strconv.Atoi(f[2])
		if err != nil || pts < 0 || pts > 100 {
			return fmt.Errorf("points %q: want 0-100", f[2])
		}
		cl, ok := wordClassNames[f[3]]
		if !ok {
			return fmt.Errorf("unknown class %q", f[3])
		}
		ti := tokenInfo{whole: whole || len(w) < 5, points: int8(pts), class: cl}
		if cl == wordPlain {
			if f[0] != "host" || pts != 0 {
				return fmt.Errorf("plain word %q: want a host word of 0 points", w)
			}
			ti.idx = int32(len(hostPats))
			hostPats, hostInfo = append(hostPats, w), append(hostInfo, ti)
			return nil
		}
		if p.ruleWords == nil {
			p.ruleWords = map[string]struct{}{}
		}
		if f[0] != "bait" {
			// A bait word scores only next to a brand, where the rules find the
			// link suspect without the URL model: the model still reads it
			// elsewhere (movementlabs-drop.com).
			p.ruleWords[w] = struct{}{}
		}
		if len(w) >= 5 && cl != wordShop && !slices.Contains(p.baitSubstrings, w) {
			p.baitSubstrings = append(p.baitSubstrings, w)
		}
		switch f[0] {
		case "host":
			ti.idx = int32(len(hostPats))
			hostPats, hostInfo = append(hostPats, w), append(hostInfo, ti)
		case "path":
			ti.idx = int32(len(pathPats))
			pathPats, pathInfo = append(pathPats, w), append(pathInfo, ti)
		case "bait":
			p.baitWords = append(p.baitWords, baitWord{w: w, points: int8(pts), class: cl})
		default:
			return fmt.Errorf("unknown place %q", f[0])
		}
		return nil
	})
	if err != nil {
		return err
	}
	if p.hostWords, err = newTokenMatcher(hostPats); err != nil {
		return fmt.Errorf("cannot build host words: %w", err)
	}
	if p.pathWords, err = newTokenMatcher(pathPats); err != nil {
		return fmt.Errorf("cannot build path words: %w", err)
	}
	p.hostWordInfo, p.pathWordInfo = hostInfo, pathInfo
	return nil
}

func isTokenPattern(s string) bool {
	for i := 0; i < len(s); i++ {
		if acClass[s[i]] < 0 {
			return false
		}
	}
	return s != ""
}

// urlBrand returns the brand whose official domains hold u's host, or -1
// (brandOf with the host's and the registrable domain's entries looked up).
func (p *phishTables) urlBrand(u *URL) int32 {
	hd := p.domains.find(u.Host)
	rd := hd
	if len(u.Registrable) != len(u.Host) {
		rd = p.domains.find(u.Registrable)
	}
	return p.brandOf(u.Host, hd, rd)
}

// brandOf returns the brand owning the host, or -1: a registrable domain, host or
// public-suffix domain listed as official (but not a user's page on a hosting
// platform the brand owns: x.blogspot.com is not Google's). hd and rd are the entries of the host
// and of its registrable domain in p.domains, nil when absent.
func (p *phishTables) brandOf(host []byte, hd, rd *domainInfo) int32 {
	if rd != nil && rd.official >= 0 {
		return rd.official
	}
	if hd != nil && hd.officialHost >= 0 {
		return hd.officialHost
	}
	for i := range p.officialSuffixes {
		os := &p.officialSuffixes[i]
		if hasDomainSuffix(host, os.suffix) && (!os.hosting || len(host) == len(os.suffix)) {
			return os.brand
		}
	}
	return p.familyBrand(host)
}

// familyBrand returns the brand of the domain family host's registered domain
// belongs to (domainFamily), or -1.
func (p *phishTables) familyBrand(host []byte) int32 {
	for i := range p.families {
		f := &p.families[i]
		if len(host) <= len(f.tld) || string(host[len(host)-len(f.tld):]) != f.tld {
			continue
		}
		label := host[:len(host)-len(f.tld)]
		if dot := lastIndexByte(label, '.'); dot >= 0 {
			label = label[dot+1:]
		}
		if f.suffix != "" {
			if len(label) > len(f.suffix) && string(label[len(label)-len(f.suffix):]) == f.suffix &&
				p.bait(nil, label[:len(label)-len(f.suffix)]) == 0 {
				return f.brand
			}
			continue
		}
		if len(label) > len(f.prefix) && string(label[:len(f.prefix)]) == f.prefix &&
			p.bait(nil, label[len(f.prefix):]) == 0 {
			return f.brand
		}
	}
	return -1
}

// hasDomainSuffix reports whether host is domain d or a subdomain of it.
func hasDomainSuffix(host []byte, d string) bool {
	if len(host) == len(d) {
		return string(host) == d
	}
	return len(host) > len(d) && host[len(host)-len(d)-1] == '.' && string(host[len(host)-len(d):]) == d
}
