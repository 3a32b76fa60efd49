package engine

import "bytes"

// Look-alike characters and internationalized hosts: brand names spelt with
// look-alikes, labels that mix scripts, and labels written entirely in look-alike
// letters of another alphabet (homoglyph.go gives the skeletons).

// checkBrandHomoglyphs finds brand names spelt with look-alike characters: the
// skeleton of the host name (its Unicode form for an IDN) matched against the
// brands' skeletons. It reports whether a brand was found.
func (e *Engine) checkBrandHomoglyphs(u *URL, s *urlScratch, a *urlAcc, name []byte) bool {
	p := &e.phish
	if u.IDN {
		name = unicodeName(u.Unicode, labelCount(u.Host[len(name):]))
	}
	s.skel = appendSkeleton(s.skel[:0], name)
	if string(s.skel) == string(name) {
		return false
	}
	s.hits = p.brandSkel.appendMatches(s.hits[:0], s.skel, maxBrandHitsPerURL)
	for _, h := range s.hits {
		info := p.brandInfo[h.pat]
		plen := int(p.brandSkel.plens[h.pat])
		start := int(h.end) - plen
		if plen < 4 || info.abbrev || info.whole && !wordBoundary(s.skel, start, int(h.end)) {
			continue
		}
		if bytes.Contains(name, s.skel[start:h.end]) {
			// The brand is spelt plainly, the look-alikes are elsewhere
			// (bahn-gutschein-50jahre): the plain checks have judged it.
			continue
		}
		b := &p.brands[info.idx]
		a.brand = info.idx
		pts := ptsHomoglyphASCII
		if u.IDN {
			pts = ptsHomoglyphIDN
		}
		a.add(pts)
		a.detailS("homoglyph of", b.display)
		if a.fr {
			a.end(a.begin().s("🎭 ").b(u.Unicode).s(" imite ").s(b.display).s(" avec des caractères sosies (se lit « ").b(s.skel).s(" ») ; le site officiel est ").s(b.domains[0]))
		} else {
			a.end(a.begin().s("🎭 ").b(u.Unicode).s(" imitates ").s(b.display).s(" with look-alike characters (reads as ").b(s.skel).s("); the official site is ").s(b.domains[0]))
		}
		return true
	}
	return false
}

// labelCount counts the labels of a suffix such as ".co.uk" (2).
func labelCount(suffix []byte) int {
	n := 0
	for _, c := range suffix {
		if c == '.' {
			n++
		}
	}
	return n
}

// unicodeName drops the last n labels of a Unicode host.
func unicodeName(host []byte, n int) []byte {
	end := len(host)
	for ; n > 0 && end > 0; n-- {
		end = lastIndexByte(host[:end], '.')
		if end < 0 {
			return host[:0]
		}
	}
	return host[:end]
}

// checkIDN flags mixed-script labels and whole-script look-alikes in IDN hosts.
func (e *Engine) checkIDN(u *URL, s *urlScratch, a *urlAcc) {
	mixed, whole := mixedScriptLabel(u.Unicode)
	if whole {
		// Only a label made entirely of look-alike letters is a homograph.
		s.skel = appendSkeleton(s.skel[:0], u.Unicode)
		whole = bytes.IndexByte(s.skel, '*') < 0
	}
	switch {
	case mixed:
		a.add(ptsMixedScript)
		a.detail("mixed scripts in host", u.Unicode)
		if a.fr {
			a.reason("🔤 ", u.Unicode, " mélange des lettres latines et des lettres d'un autre alphabet qui leur ressemblent", nil, "")
		} else {
			a.reason("🔤 ", u.Unicode, " mixes Latin letters with look-alike letters of another alphabet", nil, "")
		}
	case whole && a.brand < 0:
		a.add(ptsWholeScript)
		a.detail("look-alike alphabet in host", u.Unicode)
		if a.fr {
			a.reason("🔤 ", u.Unicode, " est écrit avec les lettres d'un autre alphabet, qui ressemblent à des lettres latines (se lit « ", s.skel, " »)")
		} else {
			a.reason("🔤 ", u.Unicode, " is written in letters of another alphabet that look Latin (reads as ", s.skel, ")")
		}
	default:
		// A name in its own script or with its language's accents (президент.рф,
		// 日本語.jp, räksmörgås.se) imitates no Latin name: under a country's code it
		// is that country's own writing, and weighs nothing; under a generic
		// ending it stays a weak sign.
		if !countryCodeTLD(u.Host) {
			a.add(ptsIDN)
		}
		a.detail("internationalized host", u.Unicode)
	}
}

// countryCodeTLD reports whether host ends in a country-code top-level domain: two
// ASCII letters, or an internationalized one (xn--p1ai, .рф).
func countryCodeTLD(host []byte) bool {
	tld := host[lastIndexByte(host, '.')+1:]
	return len(tld) == 2 && isLetter(tld[0]) && isLetter(tld[1]) || bytes.HasPrefix(tld, []byte("xn--"))
}
