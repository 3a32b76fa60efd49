package engine

import (
	"bytes"
	"strings"
)

// Brand impersonation: the name of a protected brand (brands.tsv) in a host that
// is not one of the brand's domains: in a subdomain, on a hosting platform, on
// another TLD, joined to a bait word, or with one character more. Brand names
// spelt with look-alike characters are in phish_idn.go.

// checkBrands finds brand tokens in the host name (and their look-alike
// spellings, checkBrandHomoglyphs) and reports whether a brand was found.
func (e *Engine) checkBrands(u *URL, s *urlScratch, a *urlAcc, name, label, platform []byte, kind hostingKind) bool {
	// A government's reserved domain (sede.seg-social.gob.es) is no one's copy:
	// only its bodies can hold a name there.
	gov := u.IP == IPNone && govHost(u.Host)
	if t, ok := e.phish.bestBrandToken(u, s, name, label, platform, kind); ok {
		if gov {
			return false
		}
		e.phish.addBrandFinding(u, a, t, name, label)
		return true
	}
	if b, ok := e.phish.dashedDomain(name); ok && !gov {
		e.phish.addDashedDomain(u, a, b)
		return true
	}
	if t, ok := e.phish.bestSplitBrandToken(u, name, label, platform, kind); ok {
		if gov {
			return false
		}
		e.phish.addBrandFinding(u, a, t, name, label)
		return true
	}
	return e.checkBrandHomoglyphs(u, s, a, name)
}

// dashedDomain returns the brand one of whose official domains a label of name
// writes with hyphens for its dots, alone or before more words
// (safe-global.app, gmx-io-claim.com: dashedDomains).
func (p *phishTables) dashedDomain(name []byte) (int32, bool) {
	for label := range bytes.SplitSeq(name, []byte(".")) {
		first := bytes.IndexByte(label, '-')
		if first <= 0 {
			continue // every key holds a hyphen
		}
		// The whole label, then each prefix that ends before a later hyphen.
		if b, ok := p.dashedDomains[string(label)]; ok {
			return b, true
		}
		for k := first + 1; k < len(label); k++ {
			if label[k] != '-' {
				continue
			}
			if b, ok := p.dashedDomains[string(label[:k])]; ok {
				return b, true
			}
		}
	}
	return -1, false
}

// addDashedDomain adds the finding of brand b's domain written with hyphens for
// its dots in u's host.
func (p *phishTables) addDashedDomain(u *URL, a *urlAcc, b int32) {
	br := &p.brands[b]
	a.brand = b
	a.add(ptsDashedDomain)
	a.detailS("brand impersonation:", br.display)
	a.detail("brand's domain written with hyphens", nil)
	if a.fr {
		a.end(a.begin().s("🎭 ").b(u.Host).s(" écrit le domaine ").s(frDe(br.display)).s(br.display).s(" avec des tirets à la place des points ; le site officiel est ").s(br.domains[0]))
	} else {
		a.end(a.begin().s("🎭 ").b(u.Host).s(" writes ").s(br.display).s("'s domain with hyphens for its dots; the official site is ").s(br.domains[0]))
	}
}

// brandToken is a brand token found in a host name: where it sits and what it
// weighs.
type brandToken struct {
	brand      int32 // index in brands
	pat        int32 // the token's pattern in brandTokens
	start, end int   // the token in the host name
	where      brandWhere
	pts        int
	baitClass  wordClass // the bait word's, for brandWithBait
}

// bestBrandToken returns the brand token of the host name that weighs the most
// (the first of equals), or false when there is none. platform is the hosting
// platform name is on, of the given kind, if any.
func (p *phishTables) bestBrandToken(u *URL, s *urlScratch, name, label, platform []byte, kind hostingKind) (brandToken, bool) {
	s.hits = p.brandTokens.appendMatches(s.hits[:0], name, maxBrandHitsPerURL)
	var best brandToken
	for _, h := range s.hits {
		p.weighBrandToken(u, name, label, platform, kind, h.pat, int(h.end)-int(p.brandTokens.plens[h.pat]), int(h.end), &best)
	}
	return best, best.pts > 0
}

// bestSplitBrandToken is bestBrandToken for the brand tokens the host name writes
// as words with hyphens between them (splitBrandTokens), but not as its whole
// registered label: pay-pal.com is a typosquat's (phish_typos.go).
func (p *phishTables) bestSplitBrandToken(u *URL, name, label, platform []byte, kind hostingKind) (brandToken, bool) {
	var best brandToken
	if bytes.IndexByte(name, '-') < 0 {
		return best, false
	}
	labelStart := len(name) - len(label)
	p.splitBrandTokens(name, func(pat int32, start, end int) {
		if start != labelStart || end != len(name) {
			p.weighBrandToken(u, name, label, platform, kind, pat, start, end, &best)
		}
	})
	return best, best.pts > 0
}

// weighBrandToken places the token of pattern pat found at name[start:end] and
// keeps it in best when it weighs more.
func (p *phishTables) weighBrandToken(u *URL, name, label, platform []byte, kind hostingKind, pat int32, start, end int, best *brandToken) {
	info := p.brandInfo[pat]
	t := brandToken{brand: info.idx, pat: pat, start: start, end: end}
	if info.whole && !wordBoundary(name, t.start, t.end) && !p.gluedToBait(name, info, t.start, t.end) {
		return
	}
	if kind != hostingNone && containsString(platform, p.brandTokens.pats[pat]) {
		return // the platform's own brand (docs.github.io)
	}
	if p.placeBrandToken(u, &t, info, name, label, platform, kind) && t.pts > best.pts {
		*best = t
	}
}

// minSplitToken is the length of the shortest brand token splitBrandTokens looks
// for: shorter ones are too often two short words of a name (brand.go).
const minSplitToken = 6

// maxSplitToken is the length of the longest brand token splitBrandTokens looks for.
const maxSplitToken = 32

// splitBrandTokens calls found for each brand token that name writes as two to four
// whole words of a label with hyphens between them (wells-fargo-verify,
// la-banque-postale-secure, whats-app), with the span of those words: the kits'
// way to write a brand the automaton of joined tokens does not see.
func (p *phishTables) splitBrandTokens(name []byte, found func(pat int32, start, end int)) {
	const maxWords = 4
	var words [24][2]int // the current label's words: start, end
	n := 0
	var buf [maxSplitToken]byte
	flush := func() {
		for i := 0; i < n; i++ {
			joined := 0
			for j := i; j < n && j < i+maxWords; j++ {
				w := name[words[j][0]:words[j][1]]
				if joined+len(w) > maxSplitToken {
					break
				}
				joined += copy(buf[joined:], w)
				if j == i || joined < minSplitToken {
					continue
				}
				if pat, ok := p.splitTokens[string(buf[:joined])]; ok {
					found(pat, words[i][0], words[j][1])
				}
			}
		}
		n = 0
	}
	start := 0
	for i := 0; i <= len(name); i++ {
		if i < len(name) && name[i] != '-' && name[i] != '.' {
			continue
		}
		if i > start && n < len(words) {
			words[n] = [2]int{start, i}
			n++
		}
		if i == len(name) || name[i] == '.' {
			flush()
		}
		start = i + 1
	}
}

// gluedToBait reports whether the brand token at name[start:end], which must stand
// alone, is written glued to a bait word of credentials, money or delivery instead:
// bbvacliente, securebbva, hmrcrefund (not "bank": metabank is a bank's own name).
// The bait word is the whole run of letters on that side, so that the token is not
// one inside a longer word; everyday words and abbreviations, which only name the
// brand beside a separate bait word, never count.
func (p *phishTables) gluedToBait(name []byte, info tokenInfo, start, end int) bool {
	if info.word || info.abbrev || end-start < 4 {
		return false
	}
	before, after := start > 0 && isLetter(name[start-1]), end < len(name) && isLetter(name[end])
	if before == after {
		return false // a separator on both sides was wordBoundary's; letters on both are a longer word
	}
	i, j := start, end // the run of letters glued to the token, on its glued side
	if before {
		for i > 0 && isLetter(name[i-1]) {
			i--
		}
		j = start
	} else {
		for j < len(name) && isLetter(name[j]) {
			j++
		}
		i = end
	}
	run := name[i:j]
	for k := range p.baitWords {
		bw := &p.baitWords[k]
		if bw.class != wordCred && bw.class != wordMoney && bw.class != wordDelivery {
			continue
		}
		if bw.w == "bank" {
			continue // metabank, citibank: banks are named so
		}
		if len(run) >= len(bw.w) && len(run) <= len(bw.w)+4 && string(run[:len(bw.w)]) == bw.w {
			return true
		}
	}
	return false
}

// brandAccount reports whether name, given out by an account platform, is a
// brand's account: one of the brands' tokens is its whole name (accountName).
func (p *phishTables) brandAccount(s *urlScratch, name []byte) bool {
	s.hits = p.brandTokens.appendMatches(s.hits[:0], name, maxBrandHitsPerURL)
	for _, h := range s.hits {
		end := int(h.end)
		if accountName(name, end-int(p.brandTokens.plens[h.pat]), end) {
			return true
		}
	}
	return false
}

// placeBrandToken sets where t sits in the host name and what it weighs. info
// is the token's; kind, the hosting platform's the name is on. It reports false
// for a token that says nothing.
func (p *phishTables) placeBrandToken(u *URL, t *brandToken, info tokenInfo, name, label, platform []byte, kind hostingKind) bool {
	labelStart := len(name) - len(label)
	whole := info.whole
	t.pts, t.where = ptsBrandInDomain, brandInDomain
	switch {
	case kind == hostingAccounts && accountName(name, t.start, t.end):
		return false // the brand's own account on a code forge (google.github.io) or its tenant (iberia.eu.qualtrics.com)
	case kind != hostingNone && ownPlatform(&p.brands[t.brand], platform) &&
		p.bait(name[:t.start], name[t.end:]) == 0:
		return false // googleprojectzero.blogspot.com: a Google team's blog on Google's Blogger
	case kind != hostingNone:
		if info.word && wordAmongWords(p, name, t.start, t.end) {
			return false // apple-orchard.github.io: a word among words, no bait
		}
		if kind == hostingAccounts && codeProject(name, t.start, t.end) {
			return false // stripe-sdk.github.io: a library for the brand's API
		}
		t.pts, t.where = ptsBrandHosted, brandHosted
		if info.word || kind == hostingAccounts || t.end-t.start <= 2 {
			// orange.wixsite.com (a word alone), adobe-type-tools.github.io (an
			// organisation's account), eclipse-ee4j (two letters): a brand is
			// less sure there.
			t.pts = ptsBrandHostedWord
		}
	case t.start < labelStart:
		t.pts, t.where = ptsBrandSub, brandInSubdomain
		if looksLikeBrandDomain(p, t.brand, name, t.end) {
			t.pts, t.where = ptsBrandDomainSub, brandDomainInSubdomain
		} else if institutional(u.Suffix) {
			// www.ee.ed.ac.uk, citi.umich.edu: a department of a university or
			// an administration, whose domains no scammer can register.
			return false
		} else if info.word && wordAmongWords(p, name, t.start, t.end) {
			return false // ruby-zoom.rubyforge.org: a word among words, no bait
		}
	case t.start == labelStart && t.end == len(name):
		if whole && info.word {
			return false // eclipse.org, orange.ch: a word is many sites' name
		}
		if marketCountrySuffix(u.Suffix) && bytes.IndexByte(label, '-') < 0 {
			return false // ikea.fr, zalando.at: the brand's own country site
		}
		t.pts, t.where = ptsTLDSwap, brandTLDSwap // the whole label is the brand: another TLD
		if officialPlusCountry(&p.brands[t.brand], label, u.Suffix) {
			t.pts = ptsTLDSwapCountry
		}
	case !u.ICANN && codeProject(name, t.start, t.end):
		return false // python-telegram-bot.readthedocs.io: a library's documentation
	case t.start > 0 && name[t.start-1] == '-' || t.end < len(name) && name[t.end] == '-':
		t.pts = ptsBrandHyphenated // paypal-secure, wwv-roblox
		if p.brands[t.brand].cat == catCrypto && !info.word {
			t.pts = ptsCryptoHyphenated // raydium-io, hyperliquid-hype
		}
	case t.start == labelStart && t.end+1 == len(name) || t.start == labelStart+1 && t.end == len(name):
		t.pts, t.where = ptsTypoLong, brandOneExtra // paypall, paypala, xpaypal
	}
	if t.where == brandInDomain && t.start >= labelStart {
		if bait, class := p.baitOf(label[:t.start-labelStart], label[t.end-labelStart:]); bait > 0 {
			if whole {
				bait = min(bait, ptsBrandBaitShort) // visa-secure: visa is also a word
			}
			t.pts, t.where, t.baitClass = max(t.pts, bait), brandWithBait, class
		}
	}
	if t.where == brandInDomain && info.word {
		return false // apple-orchard-farm.com: a word among words, no bait
	}
	if t.where == brandInDomain && t.start >= labelStart && !info.abbrev &&
		throwawayAffix(label[:t.start-labelStart], label[t.end-labelStart:], t.end-t.start) {
		t.pts, t.where = ptsBrandAffix, brandWithAffix // amazon-606, telegramnj, binance-com
	}
	// An abbreviation (ca, sg) names the brand only next to a bait word.
	return !info.abbrev || t.where == brandWithBait
}

// addBrandFinding adds the points of brand token t and writes its detail and
// reason.
func (p *phishTables) addBrandFinding(u *URL, a *urlAcc, t brandToken, name, label []byte) {
	b := &p.brands[t.brand]
	a.brand = t.brand
	a.add(t.pts)
	if t.where != brandOneExtra {
		a.detailS("brand impersonation:", b.display)
	}
	switch t.where {
	case brandWithBait:
		a.baitBrand = true
		a.supportBait = t.baitClass == wordSupport
		a.detail("brand joined to bait word", nil)
		rest := baitRest(name, len(name)-len(label), t.start, t.end)
		if a.fr {
			a.end(a.begin().s("🎭 ").b(u.Host).s(" accole le nom ").s(frDe(b.display)).s(b.display).s(" à « ").b(rest).s(" » ; le site officiel est ").s(b.domains[0]))
		} else {
			a.end(a.begin().s("🎭 ").b(u.Host).s(" joins the name of ").s(b.display).s(" to \"").b(rest).s("\"; the official site is ").s(b.domains[0]))
		}
	case brandDomainInSubdomain:
		if a.fr {
			a.end(a.begin().s("🎭 ").b(u.Host).s(" place le domaine ").s(frDe(b.display)).s(b.display).s(" devant un domaine sans rapport (").b(u.Registrable).s(") ; le site officiel est ").s(b.domains[0]))
		} else {
			a.end(a.begin().s("🎭 ").b(u.Host).s(" puts ").s(b.display).s("'s domain in front of an unrelated domain (").b(u.Registrable).s("); the official site is ").s(b.domains[0]))
		}
	case brandOneExtra:
		kind := oneExtraKind(label, p.brandTokens.pats[t.pat])
		a.typoDetail(kind, b)
		a.reasonTypo(u.Host, b, kind)
	case brandWithAffix:
		a.detail("brand joined to throw-away affix", nil)
		labelStart := len(name) - len(label)
		rest := bytes.Trim(name[t.end:], "-")
		if len(rest) == 0 {
			rest = bytes.Trim(name[labelStart:t.start], "-")
		}
		if a.fr {
			a.end(a.begin().s("🎭 ").b(u.Host).s(" accole le nom ").s(frDe(b.display)).s(b.display).s(" à « ").b(rest).s(" », un ajout sans sens ; le site officiel est ").s(b.domains[0]))
		} else {
			a.end(a.begin().s("🎭 ").b(u.Host).s(" joins the name of ").s(b.display).s(" to a meaningless \"").b(rest).s("\"; the official site is ").s(b.domains[0]))
		}
	case brandTLDSwap:
		a.tldSwap = true
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
}

// oneExtraKind tells the typo of a label one character longer than the brand token
// tok: one more at the end (addition, or repetition of the last letter), or at the
// start (insertion).
func oneExtraKind(label []byte, tok string) typoKind {
	kind := typoInsertion
	if string(label[:len(label)-1]) == tok {
		kind = typoAddition
		if label[len(label)-1] == label[len(label)-2] {
			kind = typoRepetition
		}
	}
	return kind
}

// officialPlusCountry reports whether a host whose registered label is the brand's
// reads as the brand's official domain with a country code added (roblox.com.mu:
// roblox.com, then ".mu") for a brand with no domain on any country code: a brand
// that keeps country sites may own that one too (amazon.com.mx), one without them
// does not.
func officialPlusCountry(b *brand, label, suffix []byte) bool {
	dot := bytes.IndexByte(suffix, '.')
	if dot < 0 {
		return false
	}
	generic := suffix[:dot] // "com" of "com.mu"
	official := false
	for _, d := range b.domains {
		if i := strings.LastIndexByte(d, '.'); len(d)-i-1 == 2 {
			return false // a country site: amazon.fr, apple.co
		}
		official = official || len(d) == len(label)+1+len(generic) &&
			d[:len(label)] == string(label) && d[len(label)] == '.' && d[len(label)+1:] == string(generic)
	}
	return official
}

// marketCountrySuffix reports whether a public suffix is the country code of one of
// the markets a brand serves under its own name, whose registries hand a brand's
// name to the brand (presence rules, dispute procedures that act): a brand's whole
// name there is its country site (ikea.fr, netflix.de), which no phishing list
// holds. The codes sold cheaply worldwide (.co, .io, .ly, .me, .us...) stay a
// TLD swap (roblox.ly).
func marketCountrySuffix(suffix []byte) bool {
	switch string(suffix) {
	case "fr", "de", "es", "it", "nl", "be", "at", "ch", "lu", "ie", "pt", "se", "dk", "no", "fi",
		"uk", "co.uk", "ca", "au", "com.au", "nz", "co.nz", "jp", "co.jp", "com.mx", "com.ar", "cl":
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
	brandWithAffix
)

// throwawayAffix reports whether the rest of a registered label around a brand
// token of n letters (before, after) is only a throw-away affix, next to a token of
// four letters or more: digits alone (amazon-606, paypal24), or one run of at most
// three letters with at most three digits, after the token or hyphenated before it
// (telegramnj, whatsapp-qaw, binance-com, usa-trezor). A business that puts a
// brand's name in its own domain adds words to it (youtubeinmp3,
// mcafeefamilyprotection), or a country code (ebay-us); letters joined in front
// may spell another name (tctmobile is not t-mobile).
func throwawayAffix(before, after []byte, n int) bool {
	if n < 4 {
		return false // irs01, ing24: a short token is too often part of another name
	}
	letters, digits, runs := 0, 0, 0
	var run []byte
	for k, part := range [2][]byte{before, after} {
		for i, c := range part {
			switch {
			case isLetter(c):
				letters++
				if i == 0 || !isLetter(part[i-1]) {
					runs++
					j := i
					for j < len(part) && isLetter(part[j]) {
						j++
					}
					run = part[i:j]
					if k == 0 && (j == len(part) || part[j] != '-') {
						return false // joined in front: tctmobile
					}
				}
			case isDigit(c):
				digits++
			}
		}
	}
	switch {
	case letters == 0:
		return digits > 0 && digits <= 6
	case runs == 1 && letters <= 3 && digits <= 3:
		sl, icann := publicSuffix(run)
		return !(len(run) == 2 && icann && sl == 2) // a country code: ebay-us
	}
	return false
}

// ownPlatform reports whether the hosting platform is one of brand b's own domains
// (blogspot.com is Google's): there a page named after the brand without a bait
// word is the brand's own. Platforms where anyone makes an app (web.app,
// azurewebsites.net) are not listed as their owners' domains, since phishing pages
// named after the owner are common there.
func ownPlatform(b *brand, platform []byte) bool {
	for _, d := range b.domains {
		if d == string(platform) {
			return true
		}
	}
	return false
}

// wordAmongWords reports whether the token name[start:end] shares its label with
// other words and none of them is a bait word: an everyday-word brand token (zoom,
// orange) there names no brand, as in a registered label.
func wordAmongWords(p *phishTables, name []byte, start, end int) bool {
	ls := lastIndexByte(name[:start], '.') + 1
	le := end
	for le < len(name) && name[le] != '.' {
		le++
	}
	return (ls < start || le > end) && p.bait(name[ls:start], name[end:le]) == 0
}

// codeWords name a programming language or a kind of code package. Next to a
// brand in the name of a project on a code forge or a documentation platform (an
// accounts platform of hosting.tsv, or a private suffix of the Public Suffix List
// such as readthedocs.io), they make it a library for the brand's service
// (python-telegram-bot.readthedocs.io, stripe-sdk.github.io). Not on the other
// hosts, where "instagram-clone-js" is a login page's copy, nor words that are
// colours or places in generated names (ruby, java).
var codeWords = [...]string{"python", "py", "nodejs", "sdk", "golang", "php", "dotnet", "npm", "wrapper"}

// codeProject reports whether the label of name holding the brand token at
// [start, end) has a hyphen-separated word of codeWords.
func codeProject(name []byte, start, end int) bool {
	ls := lastIndexByte(name[:start], '.') + 1
	le := end
	for le < len(name) && name[le] != '.' {
		le++
	}
	for part := range bytes.SplitSeq(name[ls:le], hyphen) {
		for _, w := range codeWords {
			if string(part) == w {
				return true
			}
		}
	}
	return false
}

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
	class  wordClass
}

// bait returns the points of the first bait word that starts a word of the rest of a
// registered label around a brand token (before, after), or 0.
func (p *phishTables) bait(before, after []byte) int {
	pts, _ := p.baitOf(before, after)
	return pts
}

// baitOf is bait, with the bait word's class.
func (p *phishTables) baitOf(before, after []byte) (int, wordClass) {
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
					return int(bw.points), bw.class
				}
			}
			part = part[j:]
		}
	}
	return 0, wordCred
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

// containsString reports whether b holds s.
func containsString(b []byte, s string) bool { return indexString(b, s) >= 0 }

// indexString is bytes.Index for a string, without converting it: the index of the
// first s in b, or -1.
func indexString(b []byte, s string) int {
	if len(s) == 0 {
		return 0
	}
	for i := 0; i+len(s) <= len(b); i++ {
		j := bytes.IndexByte(b[i:len(b)-len(s)+1], s[0]) // the first byte's candidates, at the speed of IndexByte
		if j < 0 {
			return -1
		}
		i += j
		if string(b[i:i+len(s)]) == s {
			return i
		}
	}
	return -1
}

// orgSuffixes are the words an organisation adds to its name for an account
// (solana-labs, rust-lang, python-foundation): none of them is a bait word, and a
// name on an account platform is given out once.
var orgSuffixes = [...]string{"labs", "foundation", "hq", "org", "oss", "lang", "project"}

// accountName reports whether name[start:end], a brand token in the name an
// account platform gives out, is the account's whole name: all of the name, or one
// of its dot-separated labels when every other label is a region or locale code of
// three characters at most (iberia.eu on qualtrics.com, es.wallapop on app.link).
// The name of an organisation's account counts as whole: the token and one of
// orgSuffixes (solana-labs.github.io, the Solana team's).
func accountName(name []byte, start, end int) bool {
	if start == 0 && end < len(name) && name[end] == '-' {
		for _, w := range orgSuffixes {
			if string(name[end+1:]) == w {
				return true
			}
		}
	}
	if (start > 0 && name[start-1] != '.') || (end < len(name) && name[end] != '.') {
		return false
	}
	for i := 0; i < len(name); {
		j := i
		for j < len(name) && name[j] != '.' {
			j++
		}
		if i != start && j-i > 3 {
			return false
		}
		i = j + 1
	}
	return true
}
