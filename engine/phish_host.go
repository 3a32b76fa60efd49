package engine

import "bytes"

// Findings on the host of a URL other than brands and look-alikes: its address
// (scheme, port, userinfo, IP literal), hosting platforms, dynamic DNS and
// tunnels, users' pages and IPFS, shorteners, the lexicon's words in the host
// name, the shapes of throw-away names, and abused TLDs.

// hostingKind is the kind of platform that gives out subdomains.
type hostingKind uint8

const (
	hostingNone hostingKind = iota
	hostingFree
	hostingDynDNS
	hostingTunnel
	hostingPages    // free hosting that also publishes users' pages under its own host's path
	hostingAccounts // pages of a code forge's accounts: the subdomain is the account's unique name
)

// hostingKinds name the kinds in hosting.tsv.
var hostingKinds = map[string]hostingKind{"hosting": hostingFree, "pages": hostingPages, "accounts": hostingAccounts, "dyndns": hostingDynDNS, "tunnel": hostingTunnel}

// hostingOf returns the platform suffix host is a strict subdomain of, if any.
func (p *phishTables) hostingOf(host []byte) ([]byte, hostingKind) {
	if hasPrefixFold(host, "www.") && p.hostingSuffix(host[len("www."):]) {
		return nil, hostingNone // www.weebly.com: the platform's own site, no user's
	}
	if d := p.domains.find(host); d != nil && d.officialHost >= 0 {
		return nil, hostingNone // app.netlify.com: a brand's own host (brands.tsv)
	}
	for i := 0; i < len(host); i++ {
		if host[i] != '.' {
			continue
		}
		if d := p.domains.find(host[i+1:]); d != nil && d.hosting != hostingNone {
			return host[i+1:], d.hosting
		}
		if hasPrefixFold(host[i+1:], "blogspot.") && bytes.IndexByte(host[i+len("blogspot.")+1:], '.') < 0 || hasPrefixFold(host[i+1:], "blogspot.com.") {
			// Blogger on any country domain (blogspot.mk, blogspot.com.tr): not all
			// of them are in the table or the Public Suffix List.
			return host[i+1:], hostingFree
		}
	}
	return nil, hostingNone
}

// hostingSuffix reports whether name is a hosting platform's suffix of hosting.tsv.
func (p *phishTables) hostingSuffix(name []byte) bool {
	d := p.domains.find(name)
	return d != nil && d.hosting != hostingNone
}

// checkAddress looks at the scheme, port, userinfo and IP literal, and returns the
// number of its findings to leave out of the address group: plain http, which is
// no independent signal for checkCombination (old project pages and small sites
// still serve it; it only adds its own points). With httpCounts false plain http
// is no finding at all.
func (e *Engine) checkAddress(u *URL, a *urlAcc, httpCounts bool) int {
	weak := 0
	if httpCounts && string(u.Scheme) == "http" {
		a.add(ptsPlainHTTP)
		a.detail("plain http", nil)
		weak = 1
	}
	if u.Port != 0 && u.Port != 80 && u.Port != 443 {
		a.add(ptsPort)
		a.detail("non-standard port", nil)
	}
	if u.HasUserinfo() {
		ui := u.Userinfo
		if c := bytes.IndexByte(ui, ':'); c >= 0 {
			ui = ui[:c]
		}
		if _, ok := parseIPv4(ui); ok || isDomainToken(ui) {
			a.add(ptsUserinfoHost)
			a.detail("userinfo @ trick: shows", ui)
			if a.fr {
				a.reason("🎭 Le lien affiche ", ui, " mais mène en réalité à ", u.Host, " (les navigateurs ignorent ce qui précède le @)")
			} else {
				a.reason("🎭 The link shows ", ui, " but really goes to ", u.Host, " (text before @ is ignored by browsers)")
			}
		} else {
			a.add(ptsUserinfo)
			a.detail("credentials in URL", nil)
			if a.fr {
				a.reason("🎭 Le lien cache son véritable hôte, ", u.Host, ", derrière un nom d'utilisateur et un @", nil, "")
			} else {
				a.reason("🎭 The link hides its real host ", u.Host, " behind a user name and @", nil, "")
			}
		}
	}
	switch u.IP {
	case IPv4:
		switch {
		case u.IPObfuscated:
			a.add(ptsObfuscatedIP)
			a.detail("obfuscated IP host", u.Host)
			if a.fr {
				a.reason("🔢 L'hôte est une adresse IP déguisée (", u.Host, ")", nil, "")
			} else {
				a.reason("🔢 The host is an IP address written in disguise (", u.Host, ")", nil, "")
			}
		default:
			a.add(ptsIPHost)
			a.detail("IP address host", u.Host)
			a.reasonIPHost(u.Host)
		}
	case IPv6:
		a.add(ptsIPHost)
		a.detail("IP address host", u.Host)
		a.reasonIPHost(u.Host)
	}
	return weak
}

// reasonIPHost adds the reason for a link to a bare IP address.
func (a *urlAcc) reasonIPHost(host []byte) {
	if a.fr {
		a.reason("🔢 Le lien mène à une adresse IP brute (", host, ") au lieu d'un nom de domaine", nil, "")
		return
	}
	a.reason("🔢 The link points to a bare IP address (", host, ") instead of a domain name", nil, "")
}

// checkHosting adds the findings on where the site is hosted: a subdomain of a
// free hosting, dynamic-DNS or tunnel platform (platform, of the given kind), of a
// private suffix of the Public Suffix List, or IPFS content.
func checkHosting(u *URL, a *urlAcc, platform []byte, kind hostingKind) {
	switch kind {
	case hostingFree, hostingPages, hostingAccounts:
		// Anyone may publish there, a bakery as well as a phisher: the platform alone
		// stays below suspect, and what the page shows decides.
		a.add(ptsFreeHosting)
		a.detail("free hosting", platform)
		if a.fr {
			a.reason("☁️ Hébergé sur ", platform, ", une plateforme gratuite où n'importe qui peut publier une page", nil, "")
		} else {
			a.reason("☁️ Hosted on ", platform, ", a free platform where anyone can publish a page", nil, "")
		}
	case hostingDynDNS, hostingTunnel:
		a.add(ptsDynDNS)
		a.detail("dynamic DNS or tunnel", platform)
		if a.fr {
			a.reason("☁️ Passe par ", platform, ", un service de DNS dynamique ou de tunnel qui cache qui gère le site", nil, "")
		} else {
			a.reason("☁️ Uses ", platform, ", a dynamic-DNS or tunnel service that hides who runs the site", nil, "")
		}
	case hostingNone:
		if !u.ICANN && bytes.IndexByte(u.Suffix, '.') > 0 {
			// A private suffix of the Public Suffix List (blogspot.com.ar, a cloud
			// or site-builder domain): the name belongs to one of the platform's users.
			a.add(ptsPlatformSub)
			a.detail("user subdomain of platform", u.Suffix)
		}
	}
	if isIPFS(u) {
		a.add(ptsIPFS)
		a.detail("IPFS content", nil)
		a.reasonIPFS(u.Host)
	}
}

// checkHostedName adds the marks of a throw-away site in a name on a hosting
// platform: several digits (maxavaw745, my-site-100695), a generated suffix
// (shiny-meadow-7f3a), or a long run of letters that is not words joined together
// (qoxrivemutlepsanxibw) or that joins scam words in bulk (warningnoticemarketstorm).
// Projects, shops and clubs that publish there rarely show them: their long names
// join ordinary words (maplestreetflorist).
func (p *phishTables) checkHostedName(a *urlAcc, name []byte) {
	if !p.throwawayName(name) {
		return
	}
	a.add(ptsHostedThrowaway)
	a.detail("throw-away name on hosting", nil)
}

// throwawayName reports whether a hosted name looks made in bulk: three or more
// digits (a year aside), a last hyphen part of hex digits mixing letters and digits, or a run of
// 18 or more letters that is not mostly dictionary words (wordyRun).
func (p *phishTables) throwawayName(name []byte) bool {
	digits, run, drun := 0, 0, 0
	long := false
	for i, c := range name {
		if c >= '0' && c <= '9' {
			digits++
			drun++
			if i == len(name)-1 || name[i+1] < '0' || name[i+1] > '9' {
				// The end of a run of digits: a year, 1950-2039, that ends a
				// word (emmaandjoel2026, campus-lostfound-2025), is an event's
				// or a person's, not a batch's; 2025x is noise.
				year := drun == 4 && (i == len(name)-1 || !isLetter(name[i+1]))
				if y := name[i+1-drun : i+1]; year && (y[0] == '1' && y[1] == '9' && y[2] >= '5' || y[0] == '2' && y[1] == '0' && y[2] <= '3') {
					digits -= 4
				}
				drun = 0
			}
		}
		if isLetter(c) {
			run++
		}
		if run > 0 && (i == len(name)-1 || !isLetter(name[i+1])) {
			// The end of a run of letters: name[i+1-run : i+1].
			long = long || run >= 18 && !p.wordyRun(name[i+1-run:i+1])
			run = 0
		}
	}
	if digits >= 3 || long {
		return true
	}
	last := name[lastIndexByte(name, '-')+1:]
	if len(last) < 4 || len(last) > 10 || len(last) == len(name) {
		return false
	}
	hexLetters := 0
	for _, c := range last {
		switch {
		case c >= 'a' && c <= 'f':
			hexLetters++
		case c < '0' || c > '9':
			return false
		}
	}
	return hexLetters > 0 && digits > 0
}

// checkUserPage scores a page that users publish under the path of a protected
// platform's own host (ipfs.io/ipfs/…, sites.google.com/view/…): the platform is not
// the author, so its protection does not cover the page. It reports whether u is one.
func (e *Engine) checkUserPage(u *URL, s *urlScratch, a *urlAcc) bool {
	d := e.phish.domains.find(u.Host)
	ipfs := isIPFS(u)
	if !ipfs && ((d == nil || d.hosting != hostingPages) && !pathStyleBucket(u) || !hasUserPath(u.Path)) {
		return false
	}
	n := a.findings
	n += e.checkAddress(u, a, true)
	n = a.mark(n, groupAddress)
	if ipfs {
		a.add(ptsIPFS)
		a.detail("IPFS content", nil)
		a.reasonIPFS(u.Host)
	} else {
		a.add(ptsFreeHosting)
		a.detail("user page on", u.Host)
		if a.fr {
			a.reason("☁️ Page publiée par un utilisateur de ", u.Host, ", une plateforme gratuite où n'importe qui peut publier une page", nil, "")
		} else {
			a.reason("☁️ A page published by a user of ", u.Host, ", a free platform where anyone can publish a page", nil, "")
		}
	}
	n = a.mark(n, groupHosting)
	if storagePage(u) {
		a.addStoragePage(u.Host)
	}
	a.userPage = true
	e.checkPath(u, s, a, false, true)
	a.mark(n, groupPath)
	return true
}

// hasUserPath reports whether a path names a page below the site's root: at least
// one segment of two or more characters.
func hasUserPath(path []byte) bool {
	n := 0
	for _, c := range path {
		if c == '?' || c == '#' {
			break
		}
		if c != '/' {
			n++
		}
	}
	return n >= 2
}

// isIPFS reports whether u reaches IPFS content through a gateway: a path
// /ipfs/<cid> or /ipns/<name>, or a subdomain gateway host <cid>.ipfs.<gateway>
// or <name>.ipns.<gateway>. The label before ".ipfs." must be a content
// identifier (bafybei…, dozens of characters), and the one before ".ipns." a key
// or a DNSLink name written with hyphens for its dots (en-wikipedia--on--ipfs-org):
// docs.ipfs.tech is the IPFS project's own site.
func isIPFS(u *URL) bool {
	if (hasPrefixFold(u.Path, "/ipfs/") || hasPrefixFold(u.Path, "/ipns/")) && len(u.Path) > len("/ipfs/")+8 {
		return true
	}
	for _, gw := range [...]string{".ipfs.", ".ipns."} {
		i := bytes.Index(u.Host, []byte(gw))
		if i < 0 {
			continue
		}
		label := u.Host[lastIndexByte(u.Host[:i], '.')+1 : i]
		if len(label) >= minCIDLen || gw == ".ipns." && bytes.IndexByte(label, '-') > 0 {
			return true
		}
	}
	return false
}

// minCIDLen is the shortest an IPFS content identifier or IPNS key is written in a
// host label: a CIDv1 in base32 has 59 characters, a base36 key 62.
const minCIDLen = 32

// reasonIPFS adds the reason for a page served from IPFS through host.
func (a *urlAcc) reasonIPFS(host []byte) {
	if a.fr {
		a.reason("☁️ La page est servie depuis IPFS (", host, "), un réseau de fichiers où n'importe qui publie des pages impossibles à faire retirer", nil, "")
		return
	}
	a.reason("☁️ The page is served from IPFS (", host, "), a file network where anyone publishes pages that cannot be taken down", nil, "")
}

// fileShareSites are file-sharing services whose links carry the shared file's name.
var fileShareSites = [...]string{"dropbox.com", "dropboxusercontent.com", "sharepoint.com", "box.com", "mediafire.com", "wetransfer.com"}

// webPageExts are the file name endings of a web page a browser runs when opened.
var webPageExts = [...]string{".html", ".htm", ".shtml", ".xhtml", ".svg", ".mht", ".mhtml"}

// sharedWebPage reports whether u is a web page shared as a file on a file-sharing
// service (dropbox.com/scl/fi/.../Facture_2026-0211.html): opened, it is a form that
// sends what it asks anywhere, outside any site, as an HTML attachment does. People
// share documents there, PDFs and spreadsheets, not web pages.
func sharedWebPage(u *URL) bool {
	site := false
	for _, d := range fileShareSites {
		site = site || string(u.Registrable) == d
	}
	if !site {
		return false
	}
	return webPageFile(u.Path)
}

// addStoragePage adds the finding of a web page kept in a storage bucket on host
// (storagePage).
func (a *urlAcc) addStoragePage(host []byte) {
	a.add(ptsStoragePage)
	a.detail("web page in a storage bucket on", host)
	if a.fr {
		a.reason("📄 Le lien ouvre une page web rangée comme fichier dans un espace de stockage (", host, ") : elle peut demander vos identifiants hors de tout site", nil, "")
		return
	}
	a.reason("📄 The link opens a web page kept as a file in a storage bucket (", host, "): it can ask for your credentials outside any site", nil, "")
}

// reasonSharedPage adds the reason of a web page shared as a file on site.
func (a *urlAcc) reasonSharedPage(site []byte) {
	if a.fr {
		a.reason("📄 Le lien ouvre une page web partagée comme fichier sur ", site, " : une fois ouverte, elle peut demander vos identifiants hors de tout site", nil, "")
		return
	}
	a.reason("📄 The link opens a web page shared as a file on ", site, ": once opened, it can ask for your credentials outside any site", nil, "")
}

// isShortener reports whether name is a link shortener (shorteners.txt).
func (p *phishTables) isShortener(name []byte) bool {
	d := p.domains.find(name)
	return d != nil && d.shortener
}

// checkShortener adds the finding of a link shortener's host and reports whether
// there was one.
func (e *Engine) checkShortener(u *URL, a *urlAcc) bool {
	p := &e.phish
	if !(p.isShortener(u.Host) || len(u.Registrable) > 0 && p.isShortener(u.Registrable)) {
		return false
	}
	a.add(ptsShortener)
	a.detail("URL shortener", u.Host)
	if a.fr {
		a.reason("🔗 Un raccourcisseur de liens (", u.Host, ") cache la vraie destination", nil, "")
	} else {
		a.reason("🔗 A link shortener (", u.Host, ") hides the real destination", nil, "")
	}
	return true
}

// checkHostWords adds the lexicon words found in the host name. Of overlapping
// matches ("invest" in "investment") only the longest counts. A credential word
// that is a whole subdomain label (secure.lakesidecu.org, login.example.net) is
// how sites name their own services: it does not count. labelStart is where the
// registered label starts in name.
func (e *Engine) checkHostWords(a *urlAcc, name []byte, labelStart int) {
	p := &e.phish
	var hitsBuf [12]acHit
	hits := p.hostWords.appendMatches(hitsBuf[:0], name, len(hitsBuf))
	var kept [12]acHit
	nk := 0
	for _, h := range hits {
		info := p.hostWordInfo[h.pat]
		plen := int(p.hostWords.plens[h.pat])
		start := int(h.end) - plen
		if info.whole && !wordBoundary(name, start, int(h.end)) {
			continue
		}
		// Matches arrive by end offset: a new match overlaps the last kept one when it
		// starts before that one's end.
		if nk > 0 {
			last := kept[nk-1]
			lastStart := int(last.end) - int(p.hostWords.plens[last.pat])
			if start < int(last.end) {
				if plen > int(last.end)-lastStart {
					kept[nk-1] = h
				}
				continue
			}
		}
		kept[nk] = h
		nk++
	}
	total := 0
	for i, h := range kept[:nk] {
		dup := false
		for _, x := range kept[:i] {
			dup = dup || x.pat == h.pat
		}
		if dup {
			continue
		}
		info := p.hostWordInfo[h.pat]
		if info.class == wordPlain {
			continue
		}
		start := int(h.end) - int(p.hostWords.plens[h.pat])
		if info.class == wordCred && int(h.end) < labelStart && name[h.end] == '.' && (start == 0 || name[start-1] == '.') {
			continue
		}
		total += int(info.points)
		a.classes[info.class]++
		a.detailS("suspicious word in host:", p.hostWords.pats[h.pat])
	}
	if total > 0 {
		a.add(min(total, maxHostWordPoints))
	}
}

// doubleHyphen is what kits write for a dot inside a name (paypal--com-login).
var doubleHyphen = []byte("--")

// checkStructure flags the shapes of throw-away host names. Three hyphens count in
// a registered label; on a hosting platform, where the name is a project's and
// projects are named in words joined by hyphens (gatsby-starter-blog-demo), it
// takes four, or a double hyphen, which kits write for a dot
// (uphold--com-cdn.webflow.io).
//
// hostLen is the host's length without what the platform writes into it (userName).
func (e *Engine) checkStructure(u *URL, a *urlAcc, label, subs []byte, kind hostingKind, hostLen int) {
	if hasPunycodeLabel(label) {
		label = nil // punycode hyphens and letters say nothing about the name
	}
	hyphens := 0
	for _, c := range label {
		if c == '-' {
			hyphens++
		}
	}
	if hyphens >= 3 && (kind == hostingNone || hyphens >= 4 || bytes.Contains(label, doubleHyphen)) {
		a.add(ptsManyHyphens)
		a.detail("many hyphens in domain", nil)
	}
	depth := 0
	for _, c := range subs {
		if c == '.' {
			depth++
		}
	}
	if len(subs) > 0 {
		depth++
	}
	if len(subs) > 0 && disguisedDomain(label, subs, u.Suffix) {
		// kleinanzeigen.de-sicher-bezahlen.com: the reader sees a domain in
		// "kleinanzeigen.de"; the site is de-sicher-bezahlen.com.
		shown := u.Host[:len(subs)+1+tldPrefixLen(label)] // "kleinanzeigen.de"
		a.add(ptsDisguisedDomain)
		a.detail("address disguised as another domain:", shown)
		if a.fr {
			a.reason("🎭 L'adresse commence comme le site ", shown, " mais mène au domaine ", u.Registrable, "")
		} else {
			a.reason("🎭 The address starts like the site ", shown, " but leads to the domain ", u.Registrable, "")
		}
	}
	if depth >= 4 {
		a.add(ptsDeepSubdomains)
		a.detail("deeply nested subdomains", nil)
	}
	if hostLen > 50 {
		a.add(ptsLongHost)
		a.detail("very long host name", nil)
	}
	switch {
	case numericLooking(label):
		a.add(ptsNumericLabel)
		a.detail("numeric domain name", nil)
	case randomLooking(label, germanSuffix(u.Suffix)) && !e.phish.wordCompound(label):
		a.add(ptsRandomLabel)
		a.detail("random-looking name", nil)
	}
	first := subs
	if i := bytes.IndexByte(subs, '.'); i >= 0 {
		first = subs[:i]
	}
	if kind == hostingNone && hashLabel(first) {
		// 1ec4cf.example.cl: a kit's wildcard name, one per victim or per mail.
		a.add(ptsRandomLabel)
		a.detail("random-looking subdomain", nil)
	}
}

// hashLabel reports whether a host label is a run of hex digits cut from a hash
// (1ec4cf, b3dc9): 5 to 12 of them, two digits or more, letters and digits mixed
// back and forth, as no one names a site (cafe12, dc3dd are names).
func hashLabel(l []byte) bool {
	if len(l) < 5 || len(l) > 12 {
		return false
	}
	digits, letters, switches := 0, 0, 0
	for i, c := range l {
		isD := c >= '0' && c <= '9'
		switch {
		case isD:
			digits++
		case c >= 'a' && c <= 'f':
			letters++
		default:
			return false
		}
		if i > 0 && isD != (l[i-1] >= '0' && l[i-1] <= '9') {
			switches++
		}
	}
	return digits >= 2 && letters >= 1 && switches >= 2
}

// disguisedTLDs are the endings a registered label starts with when it continues a
// domain written in the subdomain (usps.com-track.top): the TLDs of the sites
// kits imitate. "it-", "net-" and "co-" are words too (it-zukunft-schule.de).
var disguisedTLDs = [...]string{"com-", "org-", "gov-", "gouv-", "de-", "fr-", "es-", "uk-", "pl-", "ro-", "nl-", "pt-", "ch-", "ca-", "au-"}

// tldPrefixLen is the length of the TLD that label starts with (disguisedTLDs),
// without its hyphen, or 0.
func tldPrefixLen(label []byte) int {
	for _, t := range disguisedTLDs {
		if len(label) > len(t) && string(label[:len(t)]) == t {
			return len(t) - 1
		}
	}
	return 0
}

// disguisedDomain reports whether a registered label under the subdomains subs
// starts with a TLD and a hyphen, so that the host reads as the subdomain's
// domain. "de", "fr" and "es" are words too, a French or Dutch name's particle
// (www.de-la-tour.fr, shop.de-vries.com), and a country's code a shop's
// (www.uk-fashion.com): a country code counts under a generic TLD only, after a
// name of five letters or more (a site's name, not www, shop or blog) or a
// government's label (gov.uk-dwp.bond).
func disguisedDomain(label, subs, suffix []byte) bool {
	n := tldPrefixLen(label)
	if n == 0 {
		return false
	}
	if n == 2 {
		last := subs
		if dot := lastIndexByte(subs, '.'); dot >= 0 {
			last = subs[dot+1:]
		}
		gov := string(last) == "gov" || string(last) == "gouv" || string(last) == "gob"
		return len(suffix) > 2 && bytes.IndexByte(suffix, '.') < 0 && (len(last) >= 5 || gov)
	}
	return true
}

// numericLooking reports whether a label is mostly digits (195120, bet938m, 5510005g),
// the throw-away names of gambling and scam networks.
func numericLooking(label []byte) bool {
	digits := 0
	for _, c := range label {
		if c >= '0' && c <= '9' {
			digits++
		}
	}
	return digits >= 4 && digits*2 >= len(label)
}

// randomLooking reports whether a label looks machine-made: a long run of consonants
// or digits mixed among letters. checkStructure asks it first, then clears a label
// joined from dictionary words (wordCompound: "rstch" in firstchoiceplumbing, "ghtsm"
// in brightsmilesortho). Under a German-speaking country's suffix (german), where a
// name is often one compound the dictionary lacks ("rztpr" in zahnarztpraxis,
// "tschl" in deutschland), "sch" counts as one consonant and a run takes six.
func randomLooking(label []byte, german bool) bool {
	run, maxRun, digits, letters, switches := 0, 0, 0, 0, 0
	prevDigit := false
	minRun := 5
	if german {
		minRun = 6
	}
	for i, c := range label {
		if german && c == 'c' && i > 0 && label[i-1] == 's' && i+1 < len(label) && label[i+1] == 'h' {
			continue // "sch": its s counted, c and h follow as one
		}
		if german && c == 'h' && i > 1 && label[i-1] == 'c' && label[i-2] == 's' {
			continue
		}
		isD := c >= '0' && c <= '9'
		switch {
		case isD:
			digits++
		case isLetter(c):
			letters++
		}
		if isLetter(c) && !isVowel(c) {
			run++
			maxRun = max(maxRun, run)
		} else {
			run = 0
		}
		if i > 0 && isD != prevDigit && c != '-' {
			switches++
		}
		prevDigit = isD
	}
	return maxRun >= minRun || letters > 0 && digits >= 3 && switches >= 3
}

// germanSuffix reports whether a public suffix is Germany's, Austria's,
// Switzerland's or Liechtenstein's (or one of their second-level registries).
func germanSuffix(suffix []byte) bool {
	tld := suffix[lastIndexByte(suffix, '.')+1:]
	switch string(tld) {
	case "de", "at", "ch", "li":
		return true
	}
	return false
}

// checkTLD adds the points of an abused TLD or second-level registry (tlds.tsv).
func (e *Engine) checkTLD(u *URL, a *urlAcc) {
	// A second-level registry (sa.com) first, then the top-level domain.
	tld := u.Suffix
	d := e.phish.domains.find(tld)
	if d == nil || !d.isTLD {
		tld = u.Host[lastIndexByte(u.Host, '.')+1:]
		d = e.phish.domains.find(tld)
	}
	if d != nil && d.isTLD {
		pts := d.tldPoints
		a.add(int(pts))
		if a.render {
			b := a.l.StartDetail()
			b = append(b, "suspicious TLD ."...)
			a.l.Details = append(b, tld...)
		}
		if a.baitBrand {
			// txtag-paytoll.cc: a brand and a bait word registered where
			// registration is cheap and unchecked.
			a.add(ptsBaitAbusedTLD)
			a.detail("brand and bait word on an abused TLD", nil)
		}
		if pts >= 25 {
			if a.fr {
				a.reason("🌐 L'extension de domaine .", tld, " est parmi les plus utilisées par les arnaques", nil, "")
			} else {
				a.reason("🌐 The domain ending .", tld, " is among the most abused by scams", nil, "")
			}
		}
	}
}

// userName returns the part of name, a host's labels before the hosting platform,
// that the platform's user chose, without what the platform writes into its hosts
// by design: S3's service and region labels (docs-site.s3-website-us-east-1,
// reports.s3.eu-west-3) and Netlify's deploy previews (deploy-preview-412--site).
// Those say nothing about the owner: their hyphens, length and numbers are the
// platform's. (Vercel's branch previews, project-git-branch-team, end in the
// owner's team, which a branch name of any length comes before: left whole.)
func userName(name, platform []byte) []byte {
	switch string(platform) {
	case "amazonaws.com":
		for i := 0; i+3 <= len(name); i++ {
			if (i == 0 || name[i-1] == '.') && hasPrefixFold(name[i:], "s3") && (i+2 == len(name) || name[i+2] == '.' || name[i+2] == '-') {
				if i == 0 {
					return name // a path-style bucket's host: s3.us-east-1 (pathStyleBucket)
				}
				return name[:i-1]
			}
		}
	case "netlify.app":
		if hasPrefixFold(name, "deploy-preview-") {
			rest := name[len("deploy-preview-"):]
			i := 0
			for i < len(rest) && rest[i] >= '0' && rest[i] <= '9' {
				i++
			}
			if i > 0 && bytes.HasPrefix(rest[i:], doubleHyphen) && len(rest) > i+2 {
				return rest[i+2:]
			}
		}
	}
	return name
}

// generatedName reports whether a hosted name is one the platform generates for
// every bucket (Cloudflare R2's pub-<32 hex digits>.r2.dev): random by design,
// the same for a release download as for a kit, so no name to judge.
func generatedName(name, platform []byte) bool {
	if string(platform) != "r2.dev" || len(name) != len("pub-")+32 || !hasPrefixFold(name, "pub-") {
		return false
	}
	for _, c := range name[len("pub-"):] {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return false
		}
	}
	return true
}

// pathStyleBucket reports whether u addresses an S3 bucket by path
// (s3.amazonaws.com/bucket/..., s3.us-east-1.amazonaws.com/bucket/...): the
// first segment is the bucket, a name its user chose, as a subdomain is on other
// platforms. A website endpoint (s3-website-us-east-1) serves a site, not a path.
func pathStyleBucket(u *URL) bool {
	h := u.Host
	dot := bytes.IndexByte(h, '.')
	if dot < 0 || !bytes.HasSuffix(h, []byte(".amazonaws.com")) {
		return false
	}
	first := h[:dot]
	return string(first) == "s3" || hasPrefixFold(first, "s3-") && !hasPrefixFold(first, "s3-website")
}

// storageHosts are object-storage services: their hosts serve the files of their
// users' buckets (releases, images, backups), not sites.
var storageHosts = [...]string{".r2.dev", ".backblazeb2.com", ".digitaloceanspaces.com", ".linodeobjects.com", ".wasabisys.com", ".blob.core.windows.net"}

// storagePage reports whether u opens a web page kept as a file in an
// object-storage bucket (pub-….r2.dev/index.html, s3.amazonaws.com/bucket/
// playback.html, storage.googleapis.com/bucket/join.html): opened, it is a form
// that sends what it asks anywhere, outside any site, as a page shared on a file
// service is (sharedWebPage). Buckets hold downloads; sites that live in one are
// served through a website endpoint (s3-website) or a domain of their own.
func storagePage(u *URL) bool {
	h := u.Host
	storage := pathStyleBucket(u) || string(h) == "storage.googleapis.com" || string(h) == "firebasestorage.googleapis.com"
	if !storage && bytes.HasSuffix(h, []byte(".amazonaws.com")) {
		// A virtual-hosted bucket: bucket.s3.amazonaws.com, bucket.s3.eu-west-3.amazonaws.com.
		storage = bytes.Contains(h, []byte(".s3.")) || bytes.Contains(h, []byte(".s3-")) && !bytes.Contains(h, []byte(".s3-website"))
	}
	for _, s := range storageHosts {
		storage = storage || bytes.HasSuffix(h, []byte(s))
	}
	return storage && webPageFile(u.Path)
}

// webPageFile reports whether path, without its query and fragment, names a file
// that a browser runs as a page (webPageExts).
func webPageFile(path []byte) bool {
	if i := bytes.IndexAny(path, "?#"); i >= 0 {
		path = path[:i]
	}
	path = bytes.TrimRight(path, "/")
	for _, ext := range webPageExts {
		if len(path) >= len(ext) && hasPrefixFold(path[len(path)-len(ext):], ext) {
			return true
		}
	}
	return false
}
