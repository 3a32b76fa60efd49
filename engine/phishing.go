package engine

import (
	"bytes"
	"fmt"
	"io/fs"
	"math/bits"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The phishing layer looks at the URLs, bare domains and e-mail address domains of
// the content: brand impersonation over the protected brands (brands.tsv), homoglyph
// skeletons and mixed scripts, typosquatting, free hosting and dynamic DNS, abused
// TLDs, IP hosts, userinfo tricks, shorteners, plain http, and credential-bait words
// in the host and path. Each finding adds risk points; points combine as independent
// evidence (noisy OR: 1 - Π(1 - p)), so one weak signal stays weak and agreeing
// signals add up. The URL with the highest risk speaks for the content.
//
// A brand's official domains and the popular benign domains are never flagged.

type phishTables struct {
	brands []brand
	// brandNames maps a brand's key and display name, lower-cased letters and
	// digits only, to its index: brands named by an e-mail sender (emailsender.go).
	brandNames map[string]int32
	brandSeqs  seqIndex[int32] // the same names as token sequences, for texts
	// domains are the official domains and hosts of the brands, the popular
	// domains, the hosting platforms, the shorteners and the abused TLDs.
	domains          domainTable
	officialSuffixes []officialSuffix // official domains that are public suffixes (gov.uk)

	brandTokens  *tokenMatcher // brand tokens
	brandSkel    *tokenMatcher // their homoglyph skeletons, same indexes
	brandInfo    []tokenInfo
	hostWords    *tokenMatcher
	hostWordInfo []tokenInfo
	pathWords    *tokenMatcher
	pathWordInfo []tokenInfo

	names *nameModel // host-name model, phish_namemodel.go

	baitWords []baitWord // words joined to a brand name in a registered label

	typoLabels   []string // official domain labels typosquatters imitate
	typoBrand    []int32
	typoIndex    keyIndex         // deletion-variant hash -> its labels in typoCands
	typoCands    []int32          // lists of typoLabels indexes, each after its length
	typoLabelIdx map[string]int32 // typoLabels index by label
	maxTypoLen   int              // longest label in typoLabels
	longMasks    []uint64         // letter sets of the labels allowed two edits
}

// baitWord is a word that, joined to a brand name in the label its owner registered
// (barclays-banking, tiktokshopes, rakuten-paiments), makes an impersonation: it
// matches the start of a word of the label's rest, so that plurals and misspelt
// endings count.
type baitWord struct {
	w      string
	points int8
}

type officialSuffix struct {
	suffix string
	brand  int32
}

// hostingKind is the kind of platform that gives out subdomains.
type hostingKind uint8

const (
	hostingNone hostingKind = iota
	hostingFree
	hostingDynDNS
	hostingTunnel
	hostingPages // free hosting that also publishes users' pages under its own host's path
)

var hostingKinds = map[string]hostingKind{"hosting": hostingFree, "pages": hostingPages, "dyndns": hostingDynDNS, "tunnel": hostingTunnel}

func (p *phishTables) load(fsys fs.FS) error {
	if err := p.loadBrands(fsys); err != nil {
		return err
	}
	if err := p.loadWords(fsys); err != nil {
		return err
	}
	err := readTSV(fsys, "phish/hosting.tsv", 2, func(f []string) error {
		k, ok := hostingKinds[f[1]]
		if !ok {
			return fmt.Errorf("unknown hosting kind %q", f[1])
		}
		p.domains.add(f[0]).hosting = k
		return nil
	})
	if err != nil {
		return err
	}
	err = readTSV(fsys, "phish/tlds.tsv", 2, func(f []string) error {
		n, err := strconv.Atoi(f[1])
		if err != nil || n < 0 || n > 100 {
			return fmt.Errorf("points %q: want 0-100", f[1])
		}
		d := p.domains.add(f[0])
		d.isTLD, d.tldPoints = true, int8(n)
		return nil
	})
	if err != nil {
		return err
	}
	if err := readTSV(fsys, "phish/shorteners.txt", 1, func(f []string) error {
		p.domains.add(f[0]).shortener = true
		return nil
	}); err != nil {
		return err
	}
	if p.names, err = loadNameModel(fsys, "phish/namemodel.bin"); err != nil {
		return err
	}
	err = readTSV(fsys, "phish/popular.txt", 1, func(f []string) error {
		// A shortener's popularity says nothing of where its links lead: it
		// stays a shortener (ow.ly and t.co are among the most visited domains).
		if d := p.domains.add(f[0]); !d.shortener {
			d.popular = true
		}
		return nil
	})
	if err != nil {
		return err
	}
	return p.domains.build()
}

// hostingOf returns the platform suffix host is a strict subdomain of, if any.
func (p *phishTables) hostingOf(host []byte) ([]byte, hostingKind) {
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

// protected reports whether host is a brand's official domain or a popular benign
// domain. A user subdomain of a hosting platform is never protected.
func (p *phishTables) protected(host, registrable []byte) bool {
	if len(host) == 0 {
		return false
	}
	if _, k := p.hostingOf(host); k != hostingNone {
		return false
	}
	hd := p.domains.find(host)
	if hd != nil && hd.hosting != hostingNone {
		return true // the platform's own site
	}
	rd := hd
	if len(registrable) != len(host) {
		rd = p.domains.find(registrable)
	}
	if p.brandOf(host, hd, rd) >= 0 {
		return true
	}
	return len(registrable) > 0 && rd != nil && rd.popular
}

// protectedURL is protected(u.Host, u.Registrable), computed once per parsed URL:
// the cache, phishing and community layers all ask.
func (p *phishTables) protectedURL(u *URL) bool {
	if u.protection == 0 {
		u.protection = 1
		if p.protected(u.Host, u.Registrable) {
			u.protection = 2
		}
	}
	return u.protection == 2
}

// urlAcc accumulates the findings on one URL. With render set it also writes the
// layer details and the reasons; without, it only scores (to pick the worst URL).
type urlAcc struct {
	keep      float64 // Π(1 - p) over the findings
	brand     int32   // impersonated brand, or -1
	classes   [wordSupport + 1]int
	render    bool
	fr        bool // reasons in French
	l         *Layer
	res       *Result
	nReasons  int
	findings  int
	strongest int
	groups    int // groupAddress | groupHosting | … that found something
}

func (a *urlAcc) add(points int) {
	if points <= 0 {
		return
	}
	a.keep *= 1 - float64(min(points, 99))/100
	a.findings++
	a.strongest = max(a.strongest, points)
}

func (a *urlAcc) risk() int { return int(100*(1-a.keep) + 0.5) }

// detailS is detail with a string argument.
func (a *urlAcc) detailS(what, arg string) {
	if !a.render {
		return
	}
	b := a.l.StartDetail()
	b = append(b, what...)
	b = append(b, ' ')
	a.l.Details = append(b, arg...)
}

// detail appends "what" and, when arg is not empty, " arg" to the layer details.
func (a *urlAcc) detail(what string, arg []byte) {
	if !a.render {
		return
	}
	b := a.l.StartDetail()
	b = append(b, what...)
	if len(arg) > 0 {
		b = append(b, ' ')
		b = append(b, arg...)
	}
	a.l.Details = b
}

// reason adds a reason made of parts s1 b1 s2 b2 s3 (any may be empty), at most
// four per URL. Callers pass the English or the French parts as a.fr says.
func (a *urlAcc) reason(s1 string, b1 []byte, s2 string, b2 []byte, s3 string) {
	if !a.render || a.nReasons >= 4 {
		return
	}
	a.nReasons++
	rb := a.res.ReasonBuf()
	rb = append(rb, s1...)
	rb = append(rb, b1...)
	rb = append(rb, s2...)
	rb = append(rb, b2...)
	rb = append(rb, s3...)
	a.res.CommitReason(rb)
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

// reasonBuf builds one reason from parts without allocating; it is a no-op when the
// accumulator does not render.
type reasonBuf struct {
	buf []byte
	ok  bool
}

func (r reasonBuf) s(x string) reasonBuf {
	if r.ok {
		r.buf = append(r.buf, x...)
	}
	return r
}

func (r reasonBuf) b(x []byte) reasonBuf {
	if r.ok {
		r.buf = append(r.buf, x...)
	}
	return r
}

// begin starts a reason (at most four per URL); end commits it.
func (a *urlAcc) begin() reasonBuf {
	if !a.render || a.nReasons >= 4 {
		return reasonBuf{}
	}
	return reasonBuf{buf: a.res.ReasonBuf(), ok: true}
}

func (a *urlAcc) end(r reasonBuf) {
	if r.ok {
		a.nReasons++
		a.res.CommitReason(r.buf)
	}
}

// frDe is the French "de" before name: "d'" before a vowel (le nom d'Amazon).
func frDe(name string) string {
	if r, _ := utf8.DecodeRuneInString(name); strings.ContainsRune("AEIOUYÉÈÊaeiouyéèê", r) {
		return "d'"
	}
	return "de "
}

// reasonTypo adds "host imitates Brand (brand.com): kind typosquatting".
func (a *urlAcc) reasonTypo(host []byte, b *brand, kind typoKind) {
	if a.fr {
		a.end(a.begin().s("🎭 ").b(host).s(" imite ").s(b.display).s(" (").s(b.domains[0]).s(") : typosquatting par ").s(kind.french()))
		return
	}
	a.end(a.begin().s("🎭 ").b(host).s(" imitates ").s(b.display).s(" (").s(b.domains[0]).s("): ").s(kind.String()).s(" typosquatting"))
}

// reasonIPFS adds the reason for a page served from IPFS through host.
func (a *urlAcc) reasonIPFS(host []byte) {
	if a.fr {
		a.reason("☁️ La page est servie depuis IPFS (", host, "), un réseau de fichiers où n'importe qui publie des pages impossibles à faire retirer", nil, "")
		return
	}
	a.reason("☁️ The page is served from IPFS (", host, "), a file network where anyone publishes pages that cannot be taken down", nil, "")
}

// reasonIPHost adds the reason for a link to a bare IP address.
func (a *urlAcc) reasonIPHost(host []byte) {
	if a.fr {
		a.reason("🔢 Le lien mène à une adresse IP brute (", host, ") au lieu d'un nom de domaine", nil, "")
		return
	}
	a.reason("🔢 The link points to a bare IP address (", host, ") instead of a domain name", nil, "")
}

func (e *Engine) layerPhishing(res *Result, l *Layer) {
	defer e.phoneFindings(res, l) // phone_risk.go: the phone numbers, after the links
	urls := res.s.u.urls
	if len(urls) == 0 {
		return
	}
	l.Ran = true
	worst, worstRisk := -1, 0
	if len(urls) > 1 {
		for i := range urls {
			a := urlAcc{keep: 1, brand: -1}
			e.analyzeURL(&urls[i], &res.s.u, &a)
			if r := a.risk(); r > worstRisk {
				worst, worstRisk = i, r
			}
		}
		if worst < 0 {
			l.AddDetail(noLinkRisk)
			return
		}
	} else {
		worst = 0
	}
	a := urlAcc{keep: 1, brand: -1, render: true, fr: res.s.lang == LangFR, l: l, res: res}
	e.analyzeURL(&urls[worst], &res.s.u, &a)
	r := a.risk()
	if r == 0 {
		if len(l.Details) == 0 {
			l.AddDetail(noLinkRisk)
		}
		return
	}
	conf := 0.5
	if r >= 31 {
		conf = 0.7 + 0.25*float64(r-31)/69
	}
	if isText(res.Type) && r < 71 && conf > textLinkConf {
		// In a message, a link that is only doubtful is one piece of evidence among
		// others (the evidence model weighs it with what the message asks): it
		// does not set the message's floor. A dangerous link does.
		conf = textLinkConf
	}
	l.flag(r, conf)
	switch {
	case a.brand >= 0:
		b := &e.phish.brands[a.brand]
		l.Brand = b.display
		l.ScamType = b.cat.scamType()
	case a.classes[wordInvest] > 0 && a.classes[wordInvest] >= a.classes[wordCred]:
		l.ScamType = ScamInvestment
	case a.classes[wordDelivery] > 0:
		l.ScamType = ScamFakeDelivery
	case a.classes[wordSupport] > 0:
		l.ScamType = ScamTechSupport
	case a.classes[wordShop] > 0 && a.classes[wordCred] == 0:
		l.ScamType = ScamOther
	default:
		l.ScamType = ScamPhishingOther
	}
}

// noLinkRisk is the phishing layer's detail when no link of the content shows a
// risk (its numbers, if any, add their own).
const noLinkRisk = "no link risk found: no brand impersonation, look-alike or risky address"

// textLinkConf is the phishing layer's confidence on a message whose worst link is
// doubtful but not dangerous: below a floor's (confidentLayer).
const textLinkConf = 0.6

// Risk points of the findings.
const (
	ptsHomoglyphIDN    = 92
	ptsBrandDomainSub  = 90 // paypal.com.evil.xyz
	ptsObfuscatedIP    = 80
	ptsUserinfoHost    = 80
	ptsHomoglyphASCII  = 80
	ptsBrandSub        = 72 // brand in a subdomain of an unrelated domain
	ptsBrandHosted     = 70 // brand in a free-hosting subdomain
	ptsTypoLong        = 48
	ptsTypoShort       = 45
	ptsMixedScript     = 70
	ptsIPHost          = 55
	ptsBrandInDomain   = 30 // brand token plus other words in the domain
	ptsTLDSwap         = 25 // the brand's label on another TLD
	ptsBrandHyphenated = 30 // brand joined to other words by hyphens
	ptsUserinfo        = 45
	ptsDynDNS          = 45
	ptsWholeScript     = 45
	ptsFreeHosting     = 33
	ptsIPFS            = 40
	ptsPlatformSub     = 20
	ptsCombination     = 14
	ptsBrandBaitShort  = 35 // a short or common-word brand token joined to a bait word
	ptsBrandInPath     = 25
	ptsShortener       = 20
	ptsPrivateIP       = 10
	ptsIDN             = 15
	ptsPort            = 15
	ptsManyHyphens     = 15
	ptsDeepSubdomains  = 12
	ptsRandomLabel     = 12
	ptsNumericLabel    = 25
	ptsWordPressPage   = 20
	ptsOpaquePath      = 12
	ptsEmailInLink     = 15
	ptsLongHost        = 10
	ptsPlainHTTP       = 15
	maxHostWordPoints  = 45
	maxPathWordPoints  = 35
	maxBrandHitsPerURL = 8
)

// analyzeURL scores one URL into a.
func (e *Engine) analyzeURL(u *URL, s *urlScratch, a *urlAcc) {
	p := &e.phish
	if p.protectedURL(u) {
		if e.checkUserPage(u, s, a) {
			e.checkCombination(a)
		}
		return
	}
	defer e.checkCombination(a)
	n := a.findings
	e.checkAddress(u, a)
	n = a.mark(n, groupAddress)
	if u.IP != IPNone || len(u.Registrable) == 0 {
		// An IP, or a host that is itself a public suffix (a platform's apex): no
		// name to look at.
		e.checkPath(u, s, a, false)
		a.mark(n, groupPath)
		return
	}

	// name: the host without its public suffix or hosting platform; label: its last
	// label (what the owner registered); subs: the labels before it.
	platform, kind := p.hostingOf(u.Host)
	name := u.Host
	if kind != hostingNone {
		name = u.Host[:len(u.Host)-len(platform)-1]
	} else if len(u.Suffix) < len(u.Host) {
		name = u.Host[:len(u.Host)-len(u.Suffix)-1]
	}
	label, subs := name, name[:0]
	if dot := lastIndexByte(name, '.'); dot >= 0 {
		label, subs = name[dot+1:], name[:dot]
	}
	switch kind {
	case hostingFree, hostingPages:
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
	n = a.mark(n, groupHosting)

	brandFound := e.checkBrands(u, s, a, name, label, kind != hostingNone)
	if !brandFound {
		e.checkTypos(u, s, a, name, label, subs)
	}
	if u.IDN {
		e.checkIDN(u, s, a)
	}
	e.checkHostWords(a, name)
	e.checkName(a, name)
	e.checkStructure(u, a, label, subs)
	n = a.mark(n, groupName)
	if kind == hostingNone {
		e.checkTLD(u, a)
	}
	n = a.mark(n, groupTLD)
	if p.isShortener(u.Host) || len(u.Registrable) > 0 && p.isShortener(u.Registrable) {
		// Not a group of its own: a shortener alone never makes a verdict.
		a.add(ptsShortener)
		a.detail("URL shortener", u.Host)
		if a.fr {
			a.reason("🔗 Un raccourcisseur de liens (", u.Host, ") cache la vraie destination", nil, "")
		} else {
			a.reason("🔗 A link shortener (", u.Host, ") hides the real destination", nil, "")
		}
		n = a.findings
	}
	e.checkPath(u, s, a, brandFound)
	a.mark(n, groupPath)
}

// Groups of findings that are independent of each other, for checkCombination.
const (
	groupAddress = 1 << iota // scheme, port, userinfo, IP host
	groupHosting             // free hosting, dynamic DNS, platform subdomain, IPFS
	groupName                // the host name: brands, typos, words, name model, shape
	groupTLD
	groupPath
)

// mark records group g when findings were added since n, and returns the count now.
func (a *urlAcc) mark(n, g int) int {
	if a.findings > n {
		a.groups |= g
	}
	return a.findings
}

// checkUserPage scores a page that users publish under the path of a protected
// platform's own host (ipfs.io/ipfs/…, sites.google.com/view/…): the platform is not
// the author, so its protection does not cover the page. It reports whether u is one.
func (e *Engine) checkUserPage(u *URL, s *urlScratch, a *urlAcc) bool {
	d := e.phish.domains.find(u.Host)
	ipfs := isIPFS(u)
	if !ipfs && (d == nil || d.hosting != hostingPages || !hasUserPath(u.Path)) {
		return false
	}
	n := a.findings
	e.checkAddress(u, a)
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
	e.checkPath(u, s, a, false)
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
// /ipfs/<cid> or /ipns/<name>, or a subdomain gateway host <cid>.ipfs.<gateway>.
func isIPFS(u *URL) bool {
	if (hasPrefixFold(u.Path, "/ipfs/") || hasPrefixFold(u.Path, "/ipns/")) && len(u.Path) > len("/ipfs/")+8 {
		return true
	}
	return bytes.Contains(u.Host, []byte(".ipfs.")) || bytes.Contains(u.Host, []byte(".ipns."))
}

// checkCombination adds the weight of several independent findings together: each
// may be weak (plain http, a random-looking name, an opaque path), but a page that
// shows two or more of them deserves a look.
//
// It needs findings in two or more groups, one of them about the link itself (its
// address or path): a bare domain name is judged by its name signals alone.
func (e *Engine) checkCombination(a *urlAcc) {
	if bits.OnesCount(uint(a.groups)) < 2 || a.groups&(groupAddress|groupPath) == 0 {
		return
	}
	a.add(ptsCombination)
	a.detail("several independent signals", nil)
}

func (p *phishTables) isShortener(name []byte) bool {
	d := p.domains.find(name)
	return d != nil && d.shortener
}

// checkAddress looks at the scheme, port, userinfo and IP literal.
func (e *Engine) checkAddress(u *URL, a *urlAcc) {
	if string(u.Scheme) == "http" {
		a.add(ptsPlainHTTP)
		a.detail("plain http", nil)
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
		case isPrivateIPv4(u.Host):
			a.add(ptsPrivateIP)
			a.detail("private IP host", u.Host)
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

// wordBoundary reports whether s[start:end] stands alone: no letter right before or after.
func wordBoundary(s []byte, start, end int) bool {
	return (start == 0 || !isLetter(s[start-1])) && (end == len(s) || !isLetter(s[end]))
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' }

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

// checkTypos compares the registered label (and its hyphen parts, its join with the
// subdomain, its skeleton) with the brands' domain labels.
func (e *Engine) checkTypos(u *URL, s *urlScratch, a *urlAcc, name, label, subs []byte) {
	p := &e.phish
	try := func(c []byte, forced typoKind) bool {
		var m typoMatch
		m, s.tmp = p.findTypo(c, s.tmp)
		if m.label < 0 {
			return false
		}
		kind := m.kind
		if forced != typoNone {
			kind = forced
		}
		bi := p.typoBrand[m.label]
		b := &p.brands[bi]
		a.brand = bi
		pts := ptsTypoShort
		if len(p.typoLabels[m.label]) >= 7 {
			pts = ptsTypoLong
		}
		a.add(pts)
		a.typoDetail(kind, b)
		a.reasonTypo(u.Host, b, kind)
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
			part := rest
			if h := bytes.IndexByte(rest, '-'); h >= 0 {
				part, rest = rest[:h], rest[h+1:]
			} else {
				rest = nil
			}
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
		if p.exactBrandLabel(sk, a, u, typoHomoglyph) {
			return
		}
		try(sk, typoNone)
	}
}

// exactBrandLabel reports (and records) a label equal to a brand domain label after a
// transformation of the given kind.
func (p *phishTables) exactBrandLabel(c []byte, a *urlAcc, u *URL, kind typoKind) bool {
	i, ok := p.typoLabelIdx[string(c)]
	if !ok {
		return false
	}
	bi := p.typoBrand[i]
	b := &p.brands[bi]
	a.brand = bi
	a.add(ptsTypoLong)
	a.typoDetail(kind, b)
	a.reasonTypo(u.Host, b, kind)
	return true
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
		a.add(ptsIDN)
		a.detail("internationalized host", u.Unicode)
	}
}

// checkHostWords adds the lexicon words found in the host name. Of overlapping
// matches ("invest" in "investment") only the longest counts.
func (e *Engine) checkHostWords(a *urlAcc, name []byte) {
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
		total += int(info.points)
		a.classes[info.class]++
		a.detailS("suspicious word in host:", p.hostWords.pats[h.pat])
	}
	if total > 0 {
		a.add(min(total, maxHostWordPoints))
	}
}

// checkStructure flags the shapes of throw-away host names.
func (e *Engine) checkStructure(u *URL, a *urlAcc, label, subs []byte) {
	if hasPunycodeLabel(label) {
		label = nil // punycode hyphens and letters say nothing about the name
	}
	hyphens := 0
	for _, c := range label {
		if c == '-' {
			hyphens++
		}
	}
	if hyphens >= 3 {
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
	if depth >= 4 {
		a.add(ptsDeepSubdomains)
		a.detail("deeply nested subdomains", nil)
	}
	if len(u.Host) > 50 {
		a.add(ptsLongHost)
		a.detail("very long host name", nil)
	}
	switch {
	case numericLooking(label):
		a.add(ptsNumericLabel)
		a.detail("numeric domain name", nil)
	case randomLooking(label):
		a.add(ptsRandomLabel)
		a.detail("random-looking name", nil)
	}
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
// or digits mixed among letters.
func randomLooking(label []byte) bool {
	run, maxRun, digits, letters, switches := 0, 0, 0, 0, 0
	prevDigit := false
	for i, c := range label {
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
	return maxRun >= 5 || letters > 0 && digits >= 3 && switches >= 3
}

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
		if pts >= 25 {
			if a.fr {
				a.reason("🌐 L'extension de domaine .", tld, " est parmi les plus utilisées par les arnaques", nil, "")
			} else {
				a.reason("🌐 The domain ending .", tld, " is among the most abused by scams", nil, "")
			}
		}
	}
}

// checkPath adds credential-bait words and brand names found in the path.
func (e *Engine) checkPath(u *URL, s *urlScratch, a *urlAcc, brandInHost bool) {
	if len(u.Path) <= 1 {
		return
	}
	p := &e.phish
	var hitsBuf [8]acHit
	hits := p.pathWords.appendMatches(hitsBuf[:0], u.Path, len(hitsBuf))
	total := 0
	first := int32(-1)
	for _, h := range hits {
		info := p.pathWordInfo[h.pat]
		start := int(h.end) - int(p.pathWords.plens[h.pat])
		if info.whole && !wordBoundary(u.Path, start, int(h.end)) {
			continue
		}
		total += int(info.points)
		if first < 0 {
			first = h.pat
		}
	}
	if total > 0 {
		a.add(min(total, maxPathWordPoints))
		if a.render {
			a.detailS("credential-bait path:", p.pathWords.pats[first])
		}
		if a.fr {
			a.reason("🔑 Le lien mène à une page qui demande des identifiants ou un paiement (« ", nil, p.pathWords.pats[first], nil, " » dans son adresse)")
		} else {
			a.reason("🔑 The link leads to a page that asks for credentials or payment (\"", nil, p.pathWords.pats[first], nil, "\" in its address)")
		}
	}
	checkPathShape(u.Path, a)
	if brandInHost {
		return
	}
	s.hits = p.brandTokens.appendMatches(s.hits[:0], u.Path, maxBrandHitsPerURL)
	for _, h := range s.hits {
		info := p.brandInfo[h.pat]
		start := int(h.end) - int(p.brandTokens.plens[h.pat])
		if !wordBoundary(u.Path, start, int(h.end)) {
			continue
		}
		b := &p.brands[info.idx]
		if a.brand < 0 {
			a.brand = info.idx
		}
		a.add(ptsBrandInPath)
		a.detailS("brand in path:", b.display)
		if a.fr {
			a.end(a.begin().s("🎭 La page cite ").s(b.display).s(" mais n'est pas sur son site (").s(b.domains[0]).s(")"))
		} else {
			a.end(a.begin().s("🎭 The page names ").s(b.display).s(" but is not on its site (").s(b.domains[0]).s(")"))
		}
		return
	}
}

// checkPathShape flags the path shapes of phishing kits: a page inside WordPress
// folders (a compromised site), long opaque tokens (tracking or encoded targets),
// and the victim's e-mail address carried in the link.
func checkPathShape(path []byte, a *urlAcc) {
	if (bytes.Contains(path, []byte("/wp-content/")) || bytes.Contains(path, []byte("/wp-includes/")) || bytes.Contains(path, []byte("/wp-admin/"))) &&
		(bytes.Contains(path, []byte(".php")) || bytes.Contains(path, []byte(".htm"))) {
		a.add(ptsWordPressPage)
		a.detail("page hidden in WordPress folders", nil)
	}
	if hasOpaqueSegment(path) {
		a.add(ptsOpaquePath)
		a.detail("opaque token in path", nil)
	}
	if at := bytes.IndexByte(path, '@'); at > 0 && isWordByte(path[at-1]) || bytes.Contains(path, []byte("email=")) {
		a.add(ptsEmailInLink)
		a.detail("e-mail address in link", nil)
	}
}

// hasOpaqueSegment reports whether the path holds a run of 32+ letters and digits
// mixing both (a hash, a base64 blob), as phishing kits use per victim.
func hasOpaqueSegment(path []byte) bool {
	run, digits, letters := 0, 0, 0
	for i := 0; i <= len(path); i++ {
		if i < len(path) {
			c := path[i]
			isD := c >= '0' && c <= '9'
			if isD || isLetter(c) || c == '=' || c == '_' {
				run++
				if isD {
					digits++
				} else {
					letters++
				}
				continue
			}
		}
		if run >= 32 && digits >= 4 && letters >= 4 {
			return true
		}
		run, digits, letters = 0, 0, 0
	}
	return false
}
