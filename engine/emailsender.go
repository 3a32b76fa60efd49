package engine

import (
	"bytes"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The sender of an e-mail against the brands: a display name that names a brand
// ("PayPal Service") on an address outside the brand's official domains
// (alerts@pp-secure-mail.ru) is impersonation. Mail services send for brands from
// subdomains of the brand's own domains (mailer.netflix.com), which count as its own.

// brandInName returns the brand that a display name names, or -1: a word or two
// adjacent words of the name, lower-cased and joined, equal to a brand's key or
// display name.
func (p *phishTables) brandInName(name string) int32 {
	if name == "" || p.brandNames == nil {
		return -1
	}
	words := strings.FieldsFunc(foldLatin(name), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '&')
	})
	for i, w := range words {
		if b, ok := p.brandNames[w]; ok {
			return b
		}
		if i+1 < len(words) {
			if b, ok := p.brandNames[w+words[i+1]]; ok {
				return b
			}
		}
	}
	return -1
}

// brandTag returns the brand a text message opens with as its sender's tag, or
// -1: the words before a colon in its first 24 bytes, lower-cased and joined, a
// brand's key or display name ("Chase: A new device signed in", "Orange : votre
// facture"). Tagged so, a brand whose name is an everyday word, which
// brandInText leaves out, is named. ASCII names only: the others are no everyday
// words, and brandInText finds them.
func (p *phishTables) brandTag(text []byte) int32 {
	var buf [24]byte
	n := 0
	for i := 0; i < len(text) && i < len(buf); i++ {
		c := text[i]
		switch {
		case c == ':':
			if n < 3 {
				return -1
			}
			if b, ok := p.brandNames[string(buf[:n])]; ok {
				return b
			}
			return -1
		case c >= 'A' && c <= 'Z':
			buf[n] = c + 'a' - 'A'
			n++
		case c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '&':
			buf[n] = c
			n++
		case c != ' ' && c != '-':
			return -1
		}
	}
	return -1
}

// buildBrandNames fills p.brandNames from the brands' keys and display names.
// Names of two letters or fewer are left out: as a word of a person's name ("Ed")
// they would say nothing.
func (p *phishTables) buildBrandNames() {
	p.brandNames = make(map[string]int32, 2*len(p.brands))
	add := func(n string, b int32) {
		n = strings.Map(func(r rune) rune {
			if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '&' {
				return r
			}
			return -1
		}, foldLatin(n))
		if len(n) >= 3 {
			if _, dup := p.brandNames[n]; !dup {
				p.brandNames[n] = b
			}
		}
	}
	for i := range p.brands {
		add(p.brands[i].key, int32(i))
		add(p.brands[i].display, int32(i))
	}
	// A brand's product or service names among its tokens ("Outlook", "OneDrive",
	// "SharePoint" are Microsoft's), unless the token is an everyday word or an
	// abbreviation, or shorter than six letters.
	for k, t := range p.brandTokens.pats {
		if info := &p.brandInfo[k]; !info.word && !info.abbrev && len(t) >= 6 {
			add(t, info.idx)
		}
	}
	p.buildBrandSeqs()
}

// senderSpoofsBrand reports whether the message's From display name names a brand
// whose official domains do not include the From address's domain.
func (p *phishTables) senderSpoofsBrand(m *Email) (int32, bool) {
	b := p.brandInName(m.SenderName())
	if b < 0 || m.FromDomain == "" {
		return -1, false
	}
	var u URL
	if !parseURLSyntax(&u, []byte(m.FromDomain)) {
		return b, true
	}
	u.setRegistrable()
	return b, p.urlBrand(&u) != b
}

// brandOverOthersMail reports whether an e-mail's display name names a brand
// (senderSpoofsBrand) over an address whose domain is neither a government's nor
// holds the name of one of the brand's domains: "Outlook Web Access
// <postmaster@aldercresthealth-mail.org>", not "Free Mobile
// <freemobile@free-mobile.fr>", a brand's other domain the list lacks.
func (p *phishTables) brandOverOthersMail(m *Email) bool {
	b, spoof := p.senderSpoofsBrand(m)
	if !spoof || b < 0 || govHost([]byte(m.FromDomain)) {
		return false
	}
	for _, d := range p.brands[b].domains {
		if label, _, _ := strings.Cut(d, "."); len(label) >= 3 && strings.Contains(m.FromDomain, label) {
			return false
		}
	}
	return true
}

// repliesToBrand reports whether an e-mail's Reply-To address is on one of brand
// b's own domains.
func (p *phishTables) repliesToBrand(m *Email, b int32) bool {
	if m.ReplyToDomain == "" || len(m.ReplyToDomain) > 253 {
		return false
	}
	var buf [253]byte
	var u URL
	if !parseURLSyntax(&u, buf[:copy(buf[:], m.ReplyToDomain)]) {
		return false
	}
	u.setRegistrable()
	return p.urlBrand(&u) == b
}

// senderImitatesBrand returns the brand an e-mail's sender imitates, or -1: the
// From display name names a brand and the address's domain, not one of the
// brand's, spells one of that brand's tokens ("HR via DocuSign
// <dse@docusign-review.net>", "Microsoft 365 Security <noreply@m365-authreset.com>")
// or misspells its domain ("DocuSign <dse@secure-docsign-portal.com>").
// A domain registered to look like the brand's, under the brand's name: what a
// mail service sending for the brand never uses (it sends from the brand's own
// domains), and no stranger who merely mentions the brand does. The brand's own
// name on another ending (mercadolibre.com.mx, hdfcbank.net) is the brand's
// national or older site more often than a copy: not this finding.
func (p *phishTables) senderImitatesBrand(m *Email) int32 {
	b, spoof := p.senderSpoofsBrand(m)
	if !spoof || b < 0 || len(m.FromDomain) > 64 || govHost([]byte(m.FromDomain)) {
		return -1 // a government's reserved domain imitates nothing
	}
	if p.internalMail(m) {
		return -1 // "Sandrine Leclerc" to a colleague: a surname, on their own domain
	}
	var buf [64]byte
	host := buf[:len(m.FromDomain)]
	for i := range host {
		c := m.FromDomain[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		host[i] = c
	}
	var u URL
	if parseURLSyntax(&u, host) {
		u.setRegistrable()
	}
	var label []byte
	if len(u.Registrable) > len(u.Suffix)+1 {
		label = u.Registrable[:len(u.Registrable)-len(u.Suffix)-1]
		for _, d := range p.brands[b].domains {
			if l, _, _ := strings.Cut(d, "."); l == string(label) {
				return -1 // the brand's name on another ending: its national site (mercadolibre.com.mx)
			}
		}
	}
	var hits [8]acHit
	for _, h := range p.brandTokens.appendMatches(hits[:0], host, len(hits)) {
		info := &p.brandInfo[h.pat]
		start := int(h.end) - len(p.brandTokens.pats[h.pat])
		if info.idx != b || info.whole && !wordBoundary(host, start, int(h.end)) {
			continue
		}
		if info.word && start < len(host)-len(u.Registrable) {
			// "United Airlines <united@united.rsc01.com>": an everyday word
			// before a mail service's domain is the client's name there.
			continue
		}
		if p.spellsOwnName(label, p.brandTokens.pats[h.pat], m.SenderName()) {
			return -1
		}
		return b
	}
	if p.labelMisspellsBrand(label, b) {
		return b
	}
	return -1
}

// senderHostImitates returns the brand an e-mail's sender domain imitates by the
// link rules alone, or -1: a domain that would be a threat as a link's host and
// uses a brand's name or spelling ("Facturación <facturas@docusign-envios.net>"),
// whatever the display name says. The URL model is left out: an address is not a
// link, and its words say less than a kit's. s is the message's scratch.
func (e *Engine) senderHostImitates(m *Email, s *urlScratch) int32 {
	if m.FromDomain == "" || len(m.FromDomain) > 253 {
		return -1
	}
	var buf [253]byte
	u := &s.sender
	if !parseURLSyntax(u, buf[:copy(buf[:], m.FromDomain)]) || u.IP != IPNone || govHost(u.Host) {
		return -1
	}
	u.setRegistrable()
	a := urlAcc{keep: 1, brand: -1}
	e.analyzeRules(u, s, &a)
	if a.brand < 0 || a.pathBrand || a.tldSwap || a.risk() < threatScore || e.phish.internalMail(m) {
		return -1
	}
	return a.brand
}

// internalMail reports whether an e-mail goes from one address of an
// organisation's domain to another of the same (not a free mailbox's): a colleague's
// mail, whose domain is the reader's own and imitates no one the reader would not
// know.
func (p *phishTables) internalMail(m *Email) bool {
	var from, to URL
	return parseMailDomains(m, &from, &to) && string(from.Registrable) == string(to.Registrable) &&
		!p.freemailAddress(from.Registrable)
}

// freemailToCompany reports whether an e-mail comes from a free mailbox, under a
// name that names no brand, to an address on an organisation's own domain (not a
// free one).
func (p *phishTables) freemailToCompany(m *Email) bool {
	var from, to URL
	return p.brandInName(m.SenderName()) < 0 && parseMailDomains(m, &from, &to) &&
		p.freemailAddress(from.Registrable) && !p.freemailAddress(to.Registrable)
}

// fromFreemail reports whether an e-mail is sent from a free mailbox.
func (p *phishTables) fromFreemail(m *Email) bool {
	var from URL
	return m.FromDomain != "" && len(m.FromDomain) <= 253 && parseURL(&from, []byte(m.FromDomain)) &&
		len(from.Registrable) > 0 && p.freemailAddress(from.Registrable)
}

// parseMailDomains parses the domains of an e-mail's From and To addresses into
// from and to, and reports whether both have a registrable domain. (It allocates:
// for the rare messages a finding has already singled out.)
func parseMailDomains(m *Email, from, to *URL) bool {
	return m.FromDomain != "" && m.ToDomain != "" && len(m.FromDomain) <= 253 && len(m.ToDomain) <= 253 &&
		parseURL(from, []byte(m.FromDomain)) && parseURL(to, []byte(m.ToDomain)) &&
		len(from.Registrable) > 0 && len(to.Registrable) > 0
}

// labelMisspellsBrand reports whether a registered label, or one of its hyphenated
// parts, misspells one of brand b's domain labels by the typo check of links
// ("DocuSign <dse@secure-docsign-portal.com>", "PayPal <service@paypall.com>").
func (p *phishTables) labelMisspellsBrand(label []byte, b int32) bool {
	var buf [64]byte
	tmp := buf[:0]
	misspells := func(c []byte) bool {
		var m typoMatch
		m, tmp = p.findTypo(c, tmp)
		return m.label >= 0 && p.typoBrand[m.label] == b
	}
	if misspells(label) {
		return true
	}
	if bytes.IndexByte(label, '-') < 0 {
		return false
	}
	for part := range bytes.SplitSeq(label, hyphen) {
		if misspells(part) {
			return true
		}
	}
	return false
}

// spellsOwnName reports whether a sender's registered label is the sender's own
// name, which merely holds a brand's token: besides the token, the label's words
// are words of the display name, and none is a bait word ("Outlook India
// <newsletter@outlookindia.com>", "Telegram Books <info@telegrambooks.com>"). A
// copy adds what the name does not say ("Outlook
// <no-reply@outlook-stockage-service.com>", "SharePoint Online
// <no-reply@sharepointonline-docs.com>"), or a bait word ("Outlook Service
// <x@outlookservice.com>").
func (p *phishTables) spellsOwnName(label []byte, token, name string) bool {
	i := bytes.Index(label, []byte(token))
	if i < 0 {
		return false
	}
	var buf [64]byte
	folded := foldName(buf[:0], name)
	rest := false
	for _, part := range [2][]byte{label[:i], label[i+len(token):]} {
		for _, w := range bytes.FieldsFunc(part, func(r rune) bool { return r < 'a' || r > 'z' }) {
			if len(w) < 3 || !bytes.Contains(folded, w) {
				return false // a letter or two added is a typo: paypall
			}
			rest = true
		}
	}
	if !rest {
		return false
	}
	var hits [8]acHit
	for _, h := range p.hostWords.appendMatches(hits[:0], label, len(hits)) {
		info := &p.hostWordInfo[h.pat]
		start := int(h.end) - int(p.hostWords.plens[h.pat])
		if info.class != wordPlain && (!info.whole || wordBoundary(label, start, int(h.end))) {
			return false
		}
	}
	return true
}

// brandOnFreemail returns the brand an e-mail's sender claims to be from a free
// mailbox, or -1: the From display name names a brand and the address is on a
// free e-mail service that is not one of the brand's own domains ("Service
// Sécurité BNP Paribas <service.securite.bnp@outlook.fr>"). Banks, carriers and
// shops write from their own domains or their mail services'; a free mailbox is
// anyone's.
func (p *phishTables) brandOnFreemail(m *Email) int32 {
	b, spoof := p.senderSpoofsBrand(m)
	if !spoof || b < 0 {
		return -1
	}
	var u URL
	if !parseURLSyntax(&u, []byte(m.FromDomain)) {
		return -1
	}
	u.setRegistrable()
	if !p.freemailAddress(u.Registrable) {
		return -1
	}
	return b
}

// senderImitatesRecipient reports whether an e-mail's sender poses as the
// recipient's own organisation from another domain: the address's registered name
// is the recipient's with a word added between hyphens ("IT-Support <it-support@
// weber-logistik-sicherheit.de>" to k.hoffmann@weber-logistik.de; not
// linuxmafia.com to linux.ie), or the display name carries the recipient's
// organisation over a foreign address ("Harbourline IT Security
// <notify@secure-mfa-portal.com>" to james@harbourline.co.uk), or the address
// writes the recipient's domain in front of another's
// (kestrelmfg.com.eu-mail.co), or on ".co" for its ".com". A company's IT, payroll
// and HR write from its own domain; the fake "internal" notice, from one made to
// look like it. Not: free mailboxes on either side, the organisation's own name
// on another ending (weber-logistik.com), a brand's or a popular domain sending
// for it (a DocuSign envelope), names of fewer than five letters.
func (p *phishTables) senderImitatesRecipient(m *Email) bool {
	if m.ToDomain == "" || m.FromDomain == "" || emailSameSite(m.ToDomain, m.FromDomain) {
		return false
	}
	to, from := emailSite(m.ToDomain), emailSite(m.FromDomain)
	toLabel, toSuffix, _ := strings.Cut(to, ".")
	fromLabel, fromSuffix, _ := strings.Cut(from, ".")
	if len(toLabel) < 5 || p.freemailAddress([]byte(to)) {
		return false
	}
	if strings.HasPrefix(m.FromDomain, to+".") || strings.Contains(m.FromDomain, "."+to+".") {
		// "martin.keller@kestrelmfg.com.eu-mail.co" to priya@kestrelmfg.com: the
		// reader's own domain in front of another.
		return true
	}
	if toLabel == fromLabel {
		// The organisation's own name on another ending is its other domain
		// (weber-logistik.com and .de), but not on ".co" or ".cm" for ".com":
		// the ending a look-alike drops a letter of.
		return toSuffix == "com" && comTypos(fromSuffix)
	}
	// A word added to the name (not linuxmafia.com for linux.ie), or the name as a
	// word of the display name over an address that does not spell it ("Example
	// Bank <notice@examplebank.com>" to customer@example.net is another company);
	// then the exceptions, which cost more to check.
	named := strings.HasPrefix(fromLabel, toLabel+"-") || strings.HasSuffix(fromLabel, "-"+toLabel) ||
		strings.Contains(fromLabel, "-"+toLabel+"-") ||
		!strings.Contains(fromLabel, strings.ReplaceAll(toLabel, "-", "")) &&
			(containsWordFold(m.FromName, toLabel) ||
				strings.Contains(toLabel, "-") && containsWordFold(m.FromName, strings.ReplaceAll(toLabel, "-", " "))) ||
		misspelt(fromLabel, toLabel)
	if !named || p.freemailAddress([]byte(from)) {
		return false
	}
	var u URL
	if parseURLSyntax(&u, []byte(m.FromDomain)) {
		u.setRegistrable()
		if p.protectedURL(&u) {
			return false
		}
	}
	return true
}

// comTypos reports whether a public suffix is ".com" with a letter dropped,
// changed or added: co, cm, om, con, comm.
func comTypos(suffix string) bool {
	switch suffix {
	case "co", "cm", "om", "con", "comm":
		return true
	}
	return false
}

// misspelt reports whether the registered label from is the label to written with
// a hyphen more or less, or one letter changed, added, dropped or swapped
// (fernley-consulting for fernleyconsulting, northbay-logistic for
// northbaylogistics): the look-alike of the reader's own domain that a business
// e-mail compromise writes from. Labels of eight letters or more only.
func misspelt(from, to string) bool {
	f, t := strings.ReplaceAll(from, "-", ""), strings.ReplaceAll(to, "-", "")
	if len(t) < 8 {
		return false
	}
	return f == t || osaDistance([]byte(f), t, 1) == 1
}

// containsWordFold reports whether sub is within s as a whole word (no letter or
// digit on either side) under case folding, without allocating.
func containsWordFold(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if (i == 0 || !isASCIIAlnum(s[i-1])) && (i+len(sub) == len(s) || !isASCIIAlnum(s[i+len(sub)])) &&
			strings.EqualFold(s[i:i+len(sub)], sub) {
			return true
		}
	}
	return false
}

// disguisedGovSender reports whether an e-mail's address is on a domain that
// writes a government's ending into its registered name, as a word between
// hyphens ("gendarmerie-interieur-gouv.fr", "sat-gob-mx.com"): governments write
// to citizens from their restricted domains (interieur.gouv.fr, sat.gob.mx), never
// from one anyone can register.
func disguisedGovSender(m *Email) bool {
	if m.FromDomain == "" || len(m.FromDomain) > 64 || govHost([]byte(m.FromDomain)) {
		return false
	}
	var u URL
	if !parseURLSyntax(&u, []byte(strings.ToLower(m.FromDomain))) {
		return false
	}
	u.setRegistrable()
	if len(u.Registrable) <= len(u.Suffix)+1 {
		return false
	}
	label := string(u.Registrable[:len(u.Registrable)-len(u.Suffix)-1])
	if !strings.Contains(label, "-") {
		return false
	}
	prev := ""
	for part := range strings.SplitSeq(label, "-") {
		switch part {
		case "gouv", "gov", "gob", "govt":
			return true
		}
		switch prev + "." + part {
		case "admin.ch", "gc.ca", "gv.at", "bund.de", "europa.eu":
			// estv-admin-ch.com: a government domain (admin.ch) written into the
			// name, its dot a hyphen.
			return true
		}
		prev = part
	}
	return false
}

// brandInText returns the first brand the text names, or -1: a run of tokens equal
// to a brand's key or display name ("paypal", "bank of america"), matched by the
// tokens' hashes as the lexicon is (no string is built).
func (p *phishTables) brandInText(s *textScratch) int32 {
	if p.brandSeqs.empty() {
		return -1
	}
	for i := range s.toks {
		for b := range p.brandSeqs.at(s.toks, i) {
			if *b >= 0 && !(s.lang == langDE && germanWordBrand(p.brands[*b].key)) {
				return *b
			}
		}
	}
	return -1
}

// namesBrand reports whether the text names brand b anywhere (its key or display
// name, as brandInText reads them).
func (p *phishTables) namesBrand(s *textScratch, b int32) bool {
	if p.brandSeqs.empty() {
		return false
	}
	for i := range s.toks {
		for v := range p.brandSeqs.at(s.toks, i) {
			if *v == b {
				return true
			}
		}
	}
	return false
}

// germanWordBrand reports whether a brand's key is, once folded, a German word:
// "über" is "uber" to the tokenizer, and names no Uber in a German text.
func germanWordBrand(key string) bool { return key == "uber" }

// buildBrandSeqs indexes every brand's key and display name as token sequences,
// except names that are everyday words (commonWordBrand), names of two letters or
// fewer and names written as a domain ("GOV.UK", "Booking.com"), which the
// tokenizer reads as a link: as a sequence they would name every link. A
// sequence's value is the brand it names, -1 when it only begins a name.
func (p *phishTables) buildBrandSeqs() {
	var s textScratch
	add := func(name string, b int32) {
		s.tokenizePattern(strings.ToLower(name))
		joined := ""
		for _, tk := range s.toks {
			if tk.kind != tokWord {
				return // "GOV.UK", "Booking.com": a link, which the phishing layer judges
			}
			joined += string(s.folded[tk.start:tk.end])
		}
		if len(joined) < 3 || commonWordBrand[joined] || len(s.toks) == 0 {
			return
		}
		if v := p.brandSeqs.add(s.toks, -1); *v < 0 {
			*v = b
		}
	}
	for i := range p.brands {
		add(p.brands[i].key, int32(i))
		add(p.brands[i].display, int32(i))
	}
	p.brandSeqs.finish()
}

// commonWordBrand are brand names that are also everyday words ("free delivery",
// "next week", "the target"): named in a text, they say nothing of a brand.
var commonWordBrand = map[string]bool{
	"free": true, "orange": true, "target": true, "next": true, "shell": true,
	"discover": true, "wise": true, "square": true, "sky": true, "three": true,
	"post": true, "mint": true, "chime": true, "current": true, "ally": true,
	"booking": true, "steam": true, "visa": true, "bing": true, "chase": true,
	"line": true, "signal": true, "zoom": true, "ring": true, "nest": true, "bolt": true,
	"boots": true, "meta": true, "gemini": true, "ledger": true, "phantom": true,
	"exodus": true, "kraken": true, "spectrum": true, "fidelity": true, "vanguard": true,
	"ants": true, "lido": true, "caf": true,
	// crypto projects named after words: "a near miss", "le ton", "sei anni"
	"base": true, "scroll": true, "polygon": true, "mantle": true, "near": true,
	"ton": true, "cosmos": true, "sonic": true, "monad": true, "eclipse": true,
	"immutable": true, "abstract": true, "shiba": true, "pepe": true, "bonk": true,
	"across": true, "orbiter": true, "jumper": true, "renzo": true, "puffer": true,
	"swell": true, "symbiotic": true, "babylon": true, "marinade": true, "sanctum": true,
	"jupiter": true, "curve": true, "balancer": true, "aerodrome": true, "orca": true,
	"meteora": true, "matcha": true, "drift": true, "apex": true, "gains": true,
	"lighter": true, "compound": true, "morpho": true, "usual": true, "tether": true,
	"circle": true, "maestro": true, "photon": true, "axiom": true, "tensor": true,
	"azuki": true, "backpack": true, "rainbow": true, "argent": true, "keystone": true,
	"leather": true, "revoke": true, "zapper": true, "grass": true, "kaito": true,
	"taiko": true, "zora": true, "sui": true, "sei": true, "tron": true,
	"avalanche": true, "ondo": true, "virtuals": true, "arkham": true, "ens": true,
	"aptos": true, "nexo": true,
	"sii": true, // Italian "be", Chile's tax service
	// airlines named after a place or a word: "the Niger Delta", "the United
	// States", "the United Arab Emirates", "the Southwest"
	"delta": true, "united": true, "emirates": true, "southwest": true,
	// "my brother" (not the printers), "en línea" (not Línea Directa)
	"brother": true, "linea": true,
	// first names: "Hi, it's Max", "Tim says hi", "Marcus Khan <...@proton.me>"
	"max": true, "tim": true, "otto": true, "marcus": true, "sofi": true,
}

// isFreemail reports whether d, a lower-case domain, is a free e-mail provider's
// (freemail.txt, mailboxes.txt): listed itself or under a listed "*.domain".
func (p *phishTables) isFreemail(d string) bool {
	if d == "" {
		return false
	}
	if di := p.domains.find([]byte(d)); di != nil && di.freemail {
		return true
	}
	for i := strings.IndexByte(d, '.'); i >= 0; i = strings.IndexByte(d, '.') {
		d = d[i+1:]
		if di := p.domains.find([]byte(d)); di != nil && di.freemailSubs {
			return true
		}
	}
	return false
}

// freemailAddress reports whether an e-mail address's registrable domain is a
// free mail provider's, listed or as "name.*".
func (p *phishTables) freemailAddress(registrable []byte) bool {
	return p.isFreemail(string(registrable)) || p.isFreemailName(string(registrable))
}

// isFreemailName reports whether the first label of a registrable domain is a
// free e-mail provider's under any public suffix (a "name.*" line).
func (p *phishTables) isFreemailName(site string) bool {
	label, _, ok := strings.Cut(site, ".")
	if !ok {
		return false
	}
	var buf [72]byte
	b := append(append(buf[:0], label...), ".*"...)
	di := p.domains.find(b)
	return di != nil && di.freemail
}

// replyToFreemail reports whether an e-mail's replies go to a free-mail address on
// another domain than its sender's: the shape of a business e-mail compromise
// ("From: CEO name <...>", "Reply-To: ...@outlook.com").
func (p *phishTables) replyToFreemail(m *Email) bool {
	return m.Has(EmailReplyToDiffers) &&
		(p.isFreemail(m.ReplyToDomain) || p.isFreemailName(emailSite(m.ReplyToDomain)))
}

// foldLatin returns s lower-cased with Latin accents folded ("Société Générale"
// is "societe generale"), so that a display name's words match the brands'.
func foldLatin(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		if r >= utf8.RuneSelf {
			if f := latinFold(r); f != "" {
				b.WriteString(f)
				continue
			}
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}
