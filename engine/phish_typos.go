package engine

import "bytes"

// Typosquatting: the registered label of a host against the brands' official
// labels, as written, without its hyphens, joined to its subdomain, and with
// look-alike characters read as letters. The matching itself (deletion variants,
// edit distance) is in typo.go.

// checkTypos compares the registered label (and its hyphen parts, its join with the
// subdomain, its skeleton) with the brands' domain labels.
func (e *Engine) checkTypos(u *URL, s *urlScratch, a *urlAcc, name, label, subs []byte) {
	p := &e.phish
	try := func(c []byte, forced typoKind) bool {
		var m typoMatch
		m, s.tmp = p.findTypo(c, s.tmp)
		if m.label < 0 || !p.wordTypoHolds(m.label, c, label, u.Suffix) {
			return false
		}
		kind := m.kind
		if forced != typoNone {
			kind = forced
		}
		pts := ptsTypoShort
		if len(p.typoLabels[m.label]) >= 7 {
			pts = ptsTypoLong
		}
		p.typoFound(u, a, m.label, pts, kind)
		return true
	}
	// Hyphenation: pay-pal -> paypal, then the label as written, then each
	// hyphen-separated part (max-coinbse -> coinbse).
	if bytes.IndexByte(label, '-') >= 0 {
		j := s.skel[:0]
		for _, c := range label {
			if c != '-' {
				j = append(j, c)
			}
		}
		s.skel = j
		if p.exactBrandLabel(j, a, u, typoHyphenation) || try(label, typoNone) || try(j, typoHyphenation) {
			return
		}
		for rest := label; len(rest) > 0; {
			var part []byte
			part, rest, _ = bytes.Cut(rest, hyphen)
			if len(part) >= minTypoLen && try(part, typoNone) {
				return
			}
		}
	} else if try(label, typoNone) {
		return
	}
	// Subdomain: pay.pal.com -> paypal.
	if len(subs) > 0 {
		last := subs[lastIndexByte(subs, '.')+1:]
		j := append(append(s.skel[:0], last...), label...)
		s.skel = j
		if p.exactBrandLabel(j, a, u, typoSubdomain) {
			return
		}
	}
	// Homoglyph: the skeleton of the label.
	sk := appendSkeleton(s.skel[:0], label)
	s.skel = sk
	if string(sk) != string(label) {
		if p.exactBrandLabel(sk, a, u, typoHomoglyph) || try(sk, typoNone) {
			return
		}
	}
	// "cl" read as "d" (discorcl.gift): only an exact brand label, since the pair
	// is in too many words (club, cloud) for a near match to mean anything.
	if bytes.Contains(sk, []byte("cl")) {
		d := s.skel[:0]
		for i := 0; i < len(sk); i++ {
			if sk[i] == 'c' && i+1 < len(sk) && sk[i+1] == 'l' {
				d = append(d, 'd')
				i++
				continue
			}
			d = append(d, sk[i])
		}
		s.skel = d
		if p.exactBrandLabel(d, a, u, typoHomoglyph) {
			return
		}
	}
	li := int32(-1)
	if cheapTLD(u.Suffix) {
		li = p.truncatedBrand(label)
	}
	if li >= 0 {
		p.typoFound(u, a, li, ptsTypoShort, typoTruncation)
		return
	}
	// A subdomain label that misspells a brand (find.icioud.vxazs.cn): kits put the
	// brand in front of a domain they hold, and a misspelt brand there escapes the
	// brand check as it does in a registered label.
	for rest := subs; len(rest) > 0; {
		var part []byte
		part, rest, _ = bytes.Cut(rest, dot)
		if len(part) < minTypoLen {
			continue
		}
		if try(part, typoNone) {
			return
		}
		if sk := appendSkeleton(s.skel[:0], part); string(sk) != string(part) {
			s.skel = sk
			if p.exactBrandLabel(sk, a, u, typoHomoglyph) || try(sk, typoNone) {
				return
			}
		}
	}
}

// Truncation: the first letters of a brand's label, then letters typed at random,
// under a cheap generic TLD (telegadfp.wang, telegwpyrsi.design for telegram.org):
// the throw-away domains of fake download and login sites, one per campaign day,
// that no edit distance reaches.
const (
	truncMin      = 5 // letters of the brand label kept, at least
	truncDrop     = 3 // letters of the brand label dropped, at most
	minTruncLabel = 7 // shorter brand labels keep too few letters to name the brand
	minTruncTail  = 3 // letters typed after the kept ones, at least
	maxTruncTail  = 8
	maxTruncLen   = 24 // longer labels are not read
)

// truncatedBrand returns the index in typoLabels of the brand label that label
// truncates, or -1. The label must keep truncMin letters or more of the brand's,
// all but truncDrop at most, and go on with minTruncTail to maxTruncTail letters
// that hold one vowel at most, as keys struck at random do and words do not
// (telegraph, telegraaf and instacart go on with a word's letters or too few);
// nor may one dictionary word read from its start run past the kept letters, nor
// the whole label be words joined (bitstring).
func (p *phishTables) truncatedBrand(label []byte) int32 {
	if len(label) < truncMin+minTruncTail || len(label) > maxTruncLen || !lettersOnly(label) {
		return -1
	}
	for _, li := range p.truncStarts[string(label[:truncMin])] {
		l := p.typoLabels[li]
		k := truncMin
		for k < len(l) && k < len(label) && l[k] == label[k] {
			k++
		}
		tail := label[k:]
		if k == len(l) || k < len(l)-truncDrop || len(tail) < minTruncTail || len(tail) > maxTruncTail {
			continue
		}
		vowels := 0
		for _, c := range tail {
			switch c {
			case 'a', 'e', 'i', 'o', 'u': // y is the keys' consonant: wpyrsi
				vowels++
			}
		}
		if vowels > 1 {
			continue
		}
		if !p.wordPast(label, k) && !p.wordCompound(label) {
			return li
		}
	}
	return -1
}

// cheapTLD reports whether a public suffix is a generic top-level domain other
// than the first ones (com, net, org, edu, gov, mil, int): the new gTLDs (.wang,
// .mba, .baby) and the old open ones (.biz, .info, .mobi) where a name costs a
// dollar, that the campaigns of truncated brands register by the hundred, and
// where the businesses whose names start like a brand's (microstaxx.de,
// opensmtpd.org, interaktiv.co.uk) rarely are.
func cheapTLD(suffix []byte) bool {
	if len(suffix) <= 2 || bytes.IndexByte(suffix, '.') >= 0 {
		return false // a country's
	}
	switch string(suffix) {
	case "com", "net", "org", "edu", "gov", "mil", "int":
		return false
	}
	return true
}

// wordPast reports whether one dictionary word starts label and runs past its
// first k letters (teleport in teleporthq, telegraph in telegraphs): a word, not a
// brand cut short. Words joined up to a point ("tele" and "got" in telegotyw) do
// not count: the truncated brand's first letters often spell a short word.
func (p *phishTables) wordPast(label []byte, k int) bool {
	for i := len(label); i > k; i-- {
		if p.isWord(label[:i]) {
			return true
		}
	}
	return false
}

// lettersOnly reports whether s is made of lower-case ASCII letters only.
func lettersOnly[S ~string | ~[]byte](s S) bool {
	for i := 0; i < len(s); i++ {
		if !isLetter(s[i]) {
			return false
		}
	}
	return true
}

// wordTypoHolds reports whether a typo match of typoLabels[li] in c stands. A label
// that is an everyday word (ledger) is misspelt by words and names of its own
// (lodger, ledgers): its match counts only on the registered label as written, not a
// word or words joined, under the official domain's suffix (ledgerr.com, not
// ledgerr.net).
func (p *phishTables) wordTypoHolds(li int32, c, label, suffix []byte) bool {
	want := p.typoWordSuffix[li]
	if want == "" {
		return true
	}
	return string(c) == string(label) && string(suffix) == want && !p.wordCompound(c)
}

// The separators of a host name's labels and of a label's words.
var hyphen, dot = []byte("-"), []byte(".")

// exactBrandLabel reports (and records) a label equal to a brand domain label after a
// transformation of the given kind.
func (p *phishTables) exactBrandLabel(c []byte, a *urlAcc, u *URL, kind typoKind) bool {
	i, ok := p.typoLabelIdx[string(c)]
	if !ok {
		return false
	}
	p.typoFound(u, a, i, ptsTypoLong, kind)
	return true
}

// typoFound records a typosquat of typoLabels[li], of the given kind, worth pts:
// its brand, points, detail and reason.
func (p *phishTables) typoFound(u *URL, a *urlAcc, li int32, pts int, kind typoKind) {
	bi := p.typoBrand[li]
	b := &p.brands[bi]
	a.brand = bi
	a.add(pts)
	a.typoDetail(kind, b)
	a.reasonTypo(u.Host, b, kind)
}

// typoDetail appends "typosquatting (kind) of domain" to the details.
func (a *urlAcc) typoDetail(kind typoKind, b *brand) {
	if !a.render {
		return
	}
	d := a.l.StartDetail()
	d = append(d, "typosquatting ("...)
	d = append(d, kind.String()...)
	d = append(d, ") of "...)
	a.l.Details = append(d, b.domains[0]...)
}

// reasonTypo adds "host imitates Brand (brand.com): kind typosquatting".
func (a *urlAcc) reasonTypo(host []byte, b *brand, kind typoKind) {
	if a.fr {
		a.end(a.begin().s("🎭 ").b(host).s(" imite ").s(b.display).s(" (").s(b.domains[0]).s(") : typosquatting par ").s(kind.french()))
		return
	}
	a.end(a.begin().s("🎭 ").b(host).s(" imitates ").s(b.display).s(" (").s(b.domains[0]).s("): ").s(kind.String()).s(" typosquatting"))
}
