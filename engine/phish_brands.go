package engine

// Brand impersonation: the name of a protected brand (brands.tsv) in a host that
// is not one of the brand's domains: in a subdomain, on a hosting platform, on
// another TLD, joined to a bait word, or with one character more.

// checkBrands finds brand tokens in the host name (and their look-alike spellings)
// and reports whether a brand was found.
func (e *Engine) checkBrands(u *URL, s *urlScratch, a *urlAcc, name, label []byte, hosted bool) bool {
	p := &e.phish
	s.hits = p.brandTokens.appendMatches(s.hits[:0], name, maxBrandHitsPerURL)
	labelStart := len(name) - len(label)
	best, bestPts, bestWhere, bestPat := int32(-1), 0, brandWhere(0), int32(0)
	bestStart, bestEnd := 0, 0
	for _, h := range s.hits {
		info := p.brandInfo[h.pat]
		start := int(h.end) - int(p.brandTokens.plens[h.pat])
		if info.whole && !wordBoundary(name, start, int(h.end)) {
			continue
		}
		pts, where := ptsBrandInDomain, brandInDomain
		switch {
		case hosted:
			pts, where = ptsBrandHosted, brandHosted
		case start < labelStart:
			pts, where = ptsBrandSub, brandInSubdomain
			if looksLikeBrandDomain(p, info.idx, name, int(h.end)) {
				pts, where = ptsBrandDomainSub, brandDomainInSubdomain
			} else if institutional(u.Suffix) {
				// www.ee.ed.ac.uk, citi.umich.edu: a department of a university or
				// an administration, whose domains no scammer can register.
				continue
			}
		case start == labelStart && int(h.end) == len(name):
			pts, where = ptsTLDSwap, brandTLDSwap // the whole label is the brand: another TLD
		case start > 0 && name[start-1] == '-' || int(h.end) < len(name) && name[h.end] == '-':
			pts = ptsBrandHyphenated // paypal-secure, wwv-roblox
		case start == labelStart && int(h.end)+1 == len(name) || start == labelStart+1 && int(h.end) == len(name):
			pts, where = ptsTypoLong, brandOneExtra // paypall, paypala, xpaypal
		}
		if where == brandInDomain && start >= labelStart {
			if bait := p.bait(label[:start-labelStart], label[int(h.end)-labelStart:]); bait > 0 {
				if info.whole {
					bait = min(bait, ptsBrandBaitShort) // visa-secure: visa is also a word
				}
				pts, where = max(pts, bait), brandWithBait
			}
		}
		if pts > bestPts {
			best, bestPts, bestWhere, bestPat = info.idx, pts, where, h.pat
			bestStart, bestEnd = start, int(h.end)
		}
	}
	if best >= 0 {
		b := &p.brands[best]
		a.brand = best
		a.add(bestPts)
		if bestWhere != brandOneExtra {
			a.detailS("brand impersonation:", b.display)
		}
		if bestWhere == brandWithBait {
			a.detail("brand joined to bait word", nil)
			rest := baitRest(name, labelStart, bestStart, bestEnd)
			if a.fr {
				a.end(a.begin().s("🎭 ").b(u.Host).s(" accole le nom ").s(frDe(b.display)).s(b.display).s(" à « ").b(rest).s(" » ; le site officiel est ").s(b.domains[0]))
			} else {
				a.end(a.begin().s("🎭 ").b(u.Host).s(" joins the name of ").s(b.display).s(" to \"").b(rest).s("\"; the official site is ").s(b.domains[0]))
			}
			return true
		}
		switch bestWhere {
		case brandDomainInSubdomain:
			if a.fr {
				a.end(a.begin().s("🎭 ").b(u.Host).s(" place le domaine ").s(frDe(b.display)).s(b.display).s(" devant un domaine sans rapport (").b(u.Registrable).s(") ; le site officiel est ").s(b.domains[0]))
			} else {
				a.end(a.begin().s("🎭 ").b(u.Host).s(" puts ").s(b.display).s("'s domain in front of an unrelated domain (").b(u.Registrable).s("); the official site is ").s(b.domains[0]))
			}
		case brandOneExtra:
			// One character more than the brand: at the end (addition, or repetition
			// of the last letter), or at the start (insertion).
			kind := typoInsertion
			if string(label[:len(label)-1]) == p.brandTokens.pats[bestPat] {
				kind = typoAddition
				if label[len(label)-1] == label[len(label)-2] {
					kind = typoRepetition
				}
			}
			a.typoDetail(kind, b)
			a.reasonTypo(u.Host, b, kind)
		case brandTLDSwap:
			a.detail("TLD swap", nil)
			if a.fr {
				a.end(a.begin().s("🎭 ").b(u.Host).s(" reprend le nom ").s(frDe(b.display)).s(b.display).s(" avec une autre extension ; le site officiel est ").s(b.domains[0]))
			} else {
				a.end(a.begin().s("🎭 ").b(u.Host).s(" uses the name of ").s(b.display).s(" on another domain ending; the official site is ").s(b.domains[0]))
			}
		default:
			if a.fr {
				a.end(a.begin().s("🎭 ").b(u.Host).s(" reprend le nom ").s(frDe(b.display)).s(b.display).s(" mais n'est pas l'un de ses domaines (officiel : ").s(b.domains[0]).s(")"))
			} else {
				a.end(a.begin().s("🎭 ").b(u.Host).s(" uses the name of ").s(b.display).s(" but is not one of its domains (official: ").s(b.domains[0]).s(")"))
			}
		}
		return true
	}
	// Look-alike spellings: the skeleton of the host matched against brand skeletons.
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
		if plen < 4 || info.whole && !wordBoundary(s.skel, start, int(h.end)) {
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

// brandWhere tells where a brand token sits in a host.
type brandWhere uint8

const (
	brandInDomain brandWhere = iota + 1
	brandTLDSwap
	brandInSubdomain
	brandDomainInSubdomain
	brandHosted
	brandOneExtra
	brandWithBait
)

// looksLikeBrandDomain reports whether the brand token ending at end in name is
// followed by the rest of one of the brand's domains ("paypal" + ".com").
func looksLikeBrandDomain(p *phishTables, bi int32, name []byte, end int) bool {
	if end >= len(name) || name[end] != '.' {
		return false
	}
	labelStart := end
	for labelStart > 0 && name[labelStart-1] != '.' {
		labelStart--
	}
	for _, d := range p.brands[bi].domains {
		n := len(d)
		if labelStart+n <= len(name) && string(name[labelStart:labelStart+n]) == d &&
			(labelStart+n == len(name) || name[labelStart+n] == '.') {
			return true
		}
	}
	return false
}

// institutional reports whether a public suffix is reserved for universities,
// schools or administrations (edu, ac.uk, gov, gouv.fr, ...).
func institutional(suffix []byte) bool {
	for _, p := range [...]string{"edu", "gov", "mil", "int", "gouv", "ac", "gob", "gv", "bund"} {
		if string(suffix) == p || hasPrefixFold(suffix, p+".") || hasDomainSuffix(suffix, p) {
			return true
		}
	}
	return false
}

// baitWord is a word that, joined to a brand name in the label its owner registered
// (barclays-banking, tiktokshopes, rakuten-paiments), makes an impersonation: it
// matches the start of a word of the label's rest, so that plurals and misspelt
// endings count.
type baitWord struct {
	w      string
	points int8
}

// bait returns the points of the first bait word that starts a word of the rest of a
// registered label around a brand token (before, after), or 0.
func (p *phishTables) bait(before, after []byte) int {
	for _, part := range [2][]byte{before, after} {
		for len(part) > 0 {
			i := 0
			for i < len(part) && !isLetter(part[i]) {
				i++
			}
			j := i
			for j < len(part) && isLetter(part[j]) {
				j++
			}
			w := part[i:j]
			for k := range p.baitWords {
				bw := &p.baitWords[k]
				if len(w) >= len(bw.w) && string(w[:len(bw.w)]) == bw.w {
					return int(bw.points)
				}
			}
			part = part[j:]
		}
	}
	return 0
}

// baitRest returns the rest of the registered label around the brand token at
// name[start:end], for the reason: the word after the brand if any, else before.
func baitRest(name []byte, labelStart, start, end int) []byte {
	rest := name[end:]
	if len(rest) == 0 || rest[0] == '.' {
		rest = name[labelStart:start]
	}
	for len(rest) > 0 && !isLetter(rest[0]) {
		rest = rest[1:]
	}
	for len(rest) > 0 && !isLetter(rest[len(rest)-1]) {
		rest = rest[:len(rest)-1]
	}
	return rest
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
