package engine

import (
	"bytes"
	"fmt"
	"io/fs"
	"math/bits"
	"slices"
	"strconv"
	"strings"
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
//
// This file holds the tables, the layer and the order of the checks (analyzeURL).
// The checks are grouped by finding family: phish_host.go (address, hosting,
// shorteners, words and shape of the host name, TLDs), phish_brands.go (brand
// impersonation), phish_typos.go (typosquatting), phish_idn.go (IDN and
// homoglyphs) and phish_path.go (path and query); phish_urlmodel.go holds the
// learned model of the whole link, which speaks where the rules find no risk.
// phish_acc.go adds up their points and writes details and reasons; phish_dict.go
// holds the dictionary that tells names joined from words from machine-made ones.

type phishTables struct {
	brands []brand
	// brandNames maps a brand's key and display name, lower-cased letters and
	// digits only, to its index: brands named by an e-mail sender (emailsender.go).
	brandNames map[string]int32
	// dashedDomains maps the brands' official domains with hyphens for dots
	// ("safe-global") to the brand (dashedDomain).
	dashedDomains map[string]int32
	brandSeqs     seqIndex[int32] // the same names as token sequences, for texts
	// domains are the official domains and hosts of the brands, the popular
	// domains, the hosting platforms, the shorteners and the abused TLDs.
	domains          domainTable
	officialSuffixes []officialSuffix      // official domains that are public suffixes (gov.uk)
	families         []domainFamily        // official domain families (sparkasse-*.de)
	phones           map[string]brandPhone // brands' published numbers by E.164 (brand_phones.go)
	publishes        []bool                // by brand: phones holds a number of the brand

	brandTokens *tokenMatcher // brand tokens
	brandSkel   *tokenMatcher // their homoglyph skeletons, same indexes
	brandInfo   []tokenInfo
	// splitTokens maps the brand tokens a kit can write as words with hyphens
	// between them (wells-fargo for wellsfargo) to their patterns (splitBrandTokens).
	splitTokens  map[string]int32
	hostWords    *tokenMatcher
	hostWordInfo []tokenInfo
	pathWords    *tokenMatcher
	pathWordInfo []tokenInfo

	urls *urlModel // URL model, phish_urlmodel.go; nil WithoutURLModel
	// noURLModel: New skips the URL model (WithoutURLModel).
	noURLModel bool

	baitWords []baitWord // words joined to a brand name in a registered label
	// ruleWords are the host and path words of words.tsv: the rules score them,
	// the URL model does not read them (urlFeats.addWord). Bait words are left
	// to the model: the rules score them only next to a brand.
	ruleWords map[string]struct{}
	// dict holds the words of dictionary.bin (English and Spanish, folded to a-z),
	// for wordCompound; baitSubstrings the words of words.tsv of five letters or
	// more outside the shop class, for wordyRun.
	dict           dictionary
	baitSubstrings []string

	typoLabels []string // official domain labels typosquatters imitate
	typoBrand  []int32
	// typoWordSuffix is, for a label that is an everyday word (a "~" token:
	// ledger, phantom), the public suffix of its official domain, the only one
	// under which a misspelling of it counts; "" for the other labels.
	typoWordSuffix []string
	typoIndex      keyIndex         // deletion-variant hash -> its labels in typoCands
	typoCands      []int32          // lists of typoLabels indexes, each after its length
	typoLabelIdx   map[string]int32 // typoLabels index by label
	maxTypoLen     int              // longest label in typoLabels
	longMasks      []uint64         // letter sets of the labels allowed two edits
	// truncStarts holds, by their first truncMin letters, the labels of
	// typoLabels a truncation can imitate (truncatedBrand).
	truncStarts map[string][]int32
}

type officialSuffix struct {
	suffix string
	brand  int32
	// hosting: the suffix is a hosting platform the brand owns (blogspot.com): its
	// users' pages under it are not the brand's
	hosting bool
}

// domainFamily is a brand's family of registered domains, one per member
// institution: "sparkasse-*.de" is every sparkasse-<name>.de, the domains of the
// regional savings banks (sparkasse-koelnbonn.de), unless <name> holds a bait word
// (sparkasse-sicherheit.de is no savings bank's).
type domainFamily struct {
	prefix, tld string // "sparkasse-", ".de"
	suffix      string // "-volksbank" of *-volksbank.de (then prefix is "")
	brand       int32
}

func (p *phishTables) load(fsys fs.FS) error {
	if err := p.loadBrands(fsys); err != nil {
		return err
	}
	if err := p.loadBrandPhones(fsys); err != nil {
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
	for _, name := range [...]string{"phish/shorteners.txt", "phish/redirectors.txt"} {
		if err := readTSV(fsys, name, 1, func(f []string) error {
			if !slices.Contains(brandOnlyShorteners[:], f[0]) {
				p.domains.add(f[0]).shortener = true
			}
			return nil
		}); err != nil {
			return err
		}
	}
	for _, name := range [...]string{"phish/freemail.txt", "phish/mailboxes.txt"} {
		if err := readTSV(fsys, name, 1, func(f []string) error {
			if sub, ok := strings.CutPrefix(f[0], "*."); ok {
				p.domains.add(sub).freemailSubs = true
			} else {
				p.domains.add(f[0]).freemail = true
			}
			return nil
		}); err != nil {
			return err
		}
	}
	if !p.noURLModel {
		if p.urls, err = loadURLModel(fsys, "phish/urlmodel.bin"); err != nil {
			return err
		}
	}
	if err := p.loadDictionary(fsys, "phish/dictionary.bin"); err != nil {
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
	if err := p.domains.build(); err != nil {
		return err
	}
	for i := range p.officialSuffixes {
		s := &p.officialSuffixes[i]
		d := p.domains.find([]byte(s.suffix))
		s.hosting = d != nil && d.hosting != hostingNone
	}
	return nil
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

// localHost reports whether u's host is the reader's own machine or network
// (localhost, a name under .localhost, [::1], a loopback, private or link-local
// IPv4 address written plainly): a developer's page or a router's, which no
// stranger's link can serve. An address written in disguise (0xC0A80101) is no
// local one: the disguise is the finding.
func localHost(u *URL) bool {
	h := u.Host
	if string(h) == "localhost" || bytes.HasSuffix(h, []byte(".localhost")) || string(h) == "[::1]" || string(h) == "::1" {
		return true
	}
	return u.IP == IPv4 && !u.IPObfuscated && isPrivateIPv4(h)
}

func (e *Engine) layerPhishing(res *Result, l *Layer) {
	defer e.phoneFindings(res, l) // phone_risk.go: the phone numbers, after the links
	res.s.u.imitated = -1
	urls := res.s.u.urls
	if len(urls) == 0 {
		return
	}
	l.Ran = true
	if isText(res.Type) {
		// For the text rules (senderSite): a link content needs none of it.
		for i := range urls {
			b := e.phish.urlBrand(&urls[i])
			urls[i].public = b >= 0 && e.phish.brands[b].cat.public()
		}
	}
	own := e.senderOwnSite(res)
	worst, worstRisk := -1, 0
	if len(urls) > 1 || own != nil { // a carrier comes with its target: two links
		var memos hostMemos
		for i := range urls {
			if own != nil && string(urls[i].Registrable) == string(own) && (string(urls[i].Scheme) == "https" || urls[i].Bare) {
				continue // the sender's own site, which its domain answers for
			}
			if u := &urls[i]; u.carrier && (e.phish.isShortener(u.Host) || e.phish.isShortener(u.Registrable)) {
				continue // a mail service's click link whose target it carries, judged as a link of its own
			}
			a := urlAcc{keep: 1, brand: -1}
			e.analyzeURLShared(&urls[i], &res.s.u, &a, &memos)
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
	if urls[worst].via && worst > 0 {
		// addRedirect put the address right after the link that carries it.
		via := urls[worst-1].Host
		l.Details = append(append(l.StartDetail(), "reached through a redirect on "...), via...)
		if r >= 31 {
			if a.fr {
				a.reason("↪️ Le lien passe par une redirection de ", via, " vers ", urls[worst].Host, "")
			} else {
				a.reason("↪️ The link goes through a redirect on ", via, " to ", urls[worst].Host, "")
			}
		}
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
	if a.brand >= 0 && !a.pathBrand && (!a.tldSwap || r >= threatScore) {
		// A bare TLD swap is what a brand's own other domains look like too
		// (github.blog, a country domain the list lacks): it imitates only when
		// the link is a threat on its own.
		res.s.u.imitated = a.brand
	}
	switch {
	case a.brand >= 0:
		b := &e.phish.brands[a.brand]
		l.Brand = b.display
		l.ScamType = b.cat.scamType()
		if b.cat == catTech && a.supportBait {
			l.ScamType = ScamTechSupport // hp-printer-setup, microsoft-helpdesk
		}
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

// senderOwnSite returns the registrable domain of an e-mail's sender when its
// links there are the sender's own pages, or nil: a domain someone registered
// (not a free mailbox's), under a display name that names no brand it is not
// one of, with no replies sent elsewhere, no other domain in the name, not sent
// from the reader's own address, and which the link rules and the URL model find
// nothing against. What such a link's address says (a Jira issue of project PAY,
// a tracking token, "customer-portal") the sender chose on its own domain, and
// that domain was judged: "Kevin Osei (Jira) <jira@orbitfin.atlassian.net>"
// linking to orbitfin.atlassian.net/browse/PAY-1187?atlOrigin=eyJ..., "Paddle.com
// <help@paddle.com>" to customer-portal.paddle.com. A phisher's own domain
// shows itself in its name (inss-atualizacao-beneficio.com), which the same
// analysis reads. Only
// links over https, or written without a scheme for the reader to type
// ("lowell.co.uk/myaccount"), are taken so: a page sent in clear is a finding
// whoever owns it.
func (e *Engine) senderOwnSite(res *Result) []byte {
	m := &res.s.u.mail
	if res.Type != TypeEmail || m.FromDomain == "" || len(m.FromDomain) > 253 || m.SelfSent() ||
		m.Has(EmailReplyToDiffers) || m.Has(EmailNameDomain) || e.phish.isFreemail(m.FromDomain) {
		return nil
	}
	var buf [253]byte
	u := &res.s.u.sender
	if !parseURLSyntax(u, buf[:copy(buf[:], m.FromDomain)]) || u.IP != IPNone {
		return nil
	}
	u.setRegistrable()
	if b := e.phish.brandInName(m.SenderName()); b >= 0 && e.phish.urlBrand(u) != b || len(u.Registrable) == 0 {
		return nil
	}
	a := urlAcc{keep: 1, brand: -1}
	if e.analyzeURL(u, &res.s.u, &a); a.risk() != 0 {
		return nil
	}
	return u.Registrable
}

// noLinkRisk is the phishing layer's detail when no link of the content shows a
// risk (its numbers, if any, add their own).
const noLinkRisk = "no link risk found: no brand impersonation, look-alike or risky address"

// textLinkConf is the phishing layer's confidence on a message whose worst link is
// doubtful but not dangerous: below a floor's (confidentLayer).
const textLinkConf = 0.6

// Risk points of the findings.
const (
	ptsHomoglyphIDN     = 92
	ptsBrandDomainSub   = 90 // paypal.com.evil.xyz
	ptsObfuscatedIP     = 80
	ptsUserinfoHost     = 80
	ptsHomoglyphASCII   = 80
	ptsBrandSub         = 72 // brand in a subdomain of an unrelated domain
	ptsBrandHosted      = 70 // brand in a free-hosting subdomain
	ptsBrandHostedWord  = 60 // the same where a brand is less sure (placeBrandToken)
	ptsTypoLong         = 48
	ptsTypoShort        = 45
	ptsMixedScript      = 70
	ptsIPHost           = 55
	ptsBrandInDomain    = 30 // brand token plus other words in the domain
	ptsTLDSwap          = 25 // the brand's label on another TLD
	ptsDashedDomain     = 60 // the brand's domain written with hyphens for dots: safe-global.app
	ptsTLDSwapCountry   = 40 // the brand's domain plus a country code (officialPlusCountry)
	ptsBrandAffix       = 45 // brand token plus digits or a few letters of noise
	ptsBrandHyphenated  = 30 // brand joined to other words by hyphens
	ptsCryptoHyphenated = 36
	ptsUserinfo         = 45
	ptsDynDNS           = 45
	ptsDisguisedDomain  = 45 // kleinanzeigen.de-sicher-bezahlen.com
	ptsWholeScript      = 45
	ptsFreeHosting      = 22 // a page on free hosting, before what it shows
	ptsHostedThrowaway  = 12 // with ptsFreeHosting, just suspect
	ptsIPFS             = 40
	ptsSharedPage       = 40 // Facture.html shared on Dropbox: a sign-in form outside any site
	ptsStoragePage      = 18 // with ptsFreeHosting, a web page kept in a storage bucket: suspect
	ptsPlatformSub      = 18
	ptsCombination      = 14
	ptsBrandBaitShort   = 35 // a short or common-word brand token joined to a bait word
	ptsBaitAbusedTLD    = 20 // with a brand joined to a bait word, on an abused TLD
	ptsBrandInPath      = 25
	ptsShortener        = 20
	ptsIDN              = 15
	ptsPort             = 15
	ptsManyHyphens      = 15
	ptsDeepSubdomains   = 12
	ptsRandomLabel      = 12
	ptsNumericLabel     = 25
	ptsWordPressPage    = 20
	ptsStaticInCode     = 35 // an .html page inside a CMS's code folders
	ptsOpaquePath       = 12
	ptsEmailInLink      = 15
	ptsSideload         = 40 // an Android package outside the app stores
	ptsScriptFile       = 45 // a script, screen saver or shortcut to download
	ptsInstaller        = 15 // an installer: only with the link's other signs
	ptsLongHost         = 10
	ptsPlainHTTP        = 15
	maxHostWordPoints   = 45
	maxPathWordPoints   = 30 // a login page alone is no sign: every site has one
	maxBrandHitsPerURL  = 8
)

// brandOnlyShorteners are the brands' short domains that lead only to the brand's
// own pages (a YouTube video, an Amazon product): they hide no destination, so
// they are the brand's domains, not shorteners. SpamAssassin's list has youtu.be;
// t.co, lnkd.in or goo.gl wrap any address and stay shorteners.
var brandOnlyShorteners = [...]string{"youtu.be", "amzn.to", "amzn.com"}

// analyzeURL scores one URL into a: the rules, then the URL model over the
// rules' risk.
func (e *Engine) analyzeURL(u *URL, s *urlScratch, a *urlAcc) {
	if name, kind := e.analyzeRules(u, s, a); name != nil {
		if v, ok := e.phish.newURLView(u, name, kind); ok {
			e.checkURLModel(a, &v, nil)
		}
	}
}

// hostMemo is the work of analyzeURL on a URL that another URL of the content may
// share: one differing from it in its path alone, as the links of an e-mail mostly
// lead to one site. Everything before the path's checks reads the rest of the URL
// only, but for IPFS content (checkHosting), hence ipfs.
type hostMemo struct {
	u    *URL
	ipfs bool      // isIPFS(u)
	a    urlAcc    // the findings of hostRules
	st   hostStage // where hostRules left analyzeRules
	name modelName // the URL model's weight of the host name, once computed
}

// hostMemos are the memos of the URLs of one content, one for each distinct rest
// of a URL (there are at most maxURLs URLs).
type hostMemos struct {
	m [maxURLs]hostMemo
	n int
}

// analyzeURLShared is analyzeURL without rendering, with the work on the address
// and host of u shared with the URLs before it that differ from u in their path
// alone, through memos. The scores are those of analyzeURL: the same checks in the
// same order, with the findings of the shared part copied instead of found again.
func (e *Engine) analyzeURLShared(u *URL, s *urlScratch, a *urlAcc, memos *hostMemos) {
	ipfs := isIPFS(u)
	var m *hostMemo
	for i := range memos.n {
		if o := &memos.m[i]; o.ipfs == ipfs && o.u.sameButPath(u) {
			m = o
			break
		}
	}
	switch {
	case m != nil:
		*a = m.a
		u.protection = m.u.protection // protectedURL reads the host alone
	case memos.n < len(memos.m):
		m = &memos.m[memos.n]
		memos.n++
		*m = hostMemo{u: u, ipfs: ipfs, st: e.hostRules(u, s, a)}
		m.a = *a
	default:
		e.analyzeURL(u, s, a)
		return
	}
	st := m.st
	if st.name != nil {
		st.name = u.Host[:len(st.name)] // the same bytes, in u's own host
	}
	if name, kind := e.pathRules(u, s, a, &st); name != nil {
		if v, ok := e.phish.newURLView(u, name, kind); ok {
			e.checkURLModel(a, &v, &m.name)
		}
	}
}

// analyzeRules scores one URL into a by the rules, and returns the host without
// its public suffix or hosting platform and the platform's kind when the host has
// a name to look at (nil otherwise, and for a protected host).
func (e *Engine) analyzeRules(u *URL, s *urlScratch, a *urlAcc) (name []byte, kind hostingKind) {
	st := e.hostRules(u, s, a)
	return e.pathRules(u, s, a, &st)
}

// hostStage is where analyzeRules stands after hostRules, before the checks that
// read the path (pathRules).
type hostStage struct {
	protected bool // a protected host: only a user's page under it is scored
	done      bool // nothing more to check (a free mail provider's address)
	// n is the number of findings before the path's checks, brandFound whether the
	// host imitates a brand (the path is then not searched for one).
	n          int
	brandFound bool
	// name is the host without its public suffix or hosting platform, a prefix of
	// the URL's Host, nil when there is no name to look at (an IP, a public
	// suffix); kind is the hosting platform's kind.
	name []byte
	kind hostingKind
	// shortener: a shortener or redirector, whose path is a key by design: its
	// shape and the URL model say nothing, its words and brands still do.
	shortener bool
}

// hostRules is the first part of analyzeRules: the findings on the address and the
// host name.
func (e *Engine) hostRules(u *URL, s *urlScratch, a *urlAcc) hostStage {
	p := &e.phish
	if p.protectedURL(u) || localHost(u) || pathStyleBucket(u) {
		return hostStage{protected: true}
	}
	if u.Email && p.freemailAddress(u.Registrable) {
		// ju*****@outlook.de: an address at a free mail provider says nothing of
		// the provider's brand (the sender's own address is judged in e-mail).
		return hostStage{done: true}
	}
	// name: the host without its public suffix or hosting platform; label: its last
	// label (what the owner registered); subs: the labels before it.
	name, platform, kind := p.hostName(u)
	n := a.findings
	// A code forge serves its accounts' pages over https and redirects plain http:
	// an http link there is an old one copied from a project's metadata.
	n += e.checkAddress(u, a, kind != hostingAccounts)
	n = a.mark(n, groupAddress)
	if u.IP != IPNone || len(u.Registrable) == 0 {
		// An IP, or a host that is itself a public suffix (a platform's apex): no
		// name to look at.
		return hostStage{n: n}
	}

	label, subs := name, name[:0]
	if dot := lastIndexByte(name, '.'); dot >= 0 {
		label, subs = name[dot+1:], name[:dot]
	}
	checkHosting(u, a, platform, kind)
	if kind == hostingFree || kind == hostingPages || kind == hostingAccounts {
		n++ // free hosting is where the page is, not what it does: no combination
	}
	n = a.mark(n, groupHosting)
	if generatedName(name, platform) {
		// pub-<hex>.r2.dev: no name its owner chose, and none for the URL model;
		// what the bucket serves decides (storagePage).
		return hostStage{n: n, kind: kind}
	}

	brandFound := e.checkBrands(u, s, a, name, label, platform, kind)
	if !brandFound {
		e.checkTypos(u, s, a, name, label, subs)
	}
	if u.IDN {
		e.checkIDN(u, s, a)
	}
	if (u.IP != IPNone || !reservedHost(u.Host)) && (brandFound || !docsPlatform(u)) {
		// A government's reserved domain (saaq.gouv.qc.ca, www2.gov.bc.ca) holds
		// "gouv" and "gov" by right: only its bodies can register there; a
		// university's (weblogin.stanford.edu) its own login and services. A
		// documentation platform's project (flask-login.readthedocs.io) is a
		// library named after what it does.
		e.checkHostWords(a, name, len(name)-len(label))
	}
	if kind == hostingFree || kind == hostingPages || kind == hostingAccounts {
		e.phish.checkHostedName(a, name)
	}
	hostLen := len(u.Host)
	if kind != hostingNone {
		hostLen = len(name) + 1 + len(platform) // without the platform's own labels (userName)
	}
	e.checkStructure(u, a, label, subs, kind, hostLen)
	n = a.mark(n, groupName)
	if kind == hostingNone {
		e.checkTLD(u, a)
	}
	n = a.mark(n, groupTLD)
	// A brand's own tenant of a link service (es.wallapop.app.link) leads where
	// the brand sends it: no hidden destination.
	shortener := !(kind == hostingAccounts && !brandFound && e.phish.brandAccount(s, name)) && e.checkShortener(u, a)
	if shortener {
		// Not a group of its own: a shortener alone never makes a verdict.
		n = a.findings
	}
	return hostStage{n: n, brandFound: brandFound, name: name, kind: kind, shortener: shortener}
}

// pathRules completes analyzeRules from st, where hostRules left it: the checks
// that read the path, then the combination of the findings.
func (e *Engine) pathRules(u *URL, s *urlScratch, a *urlAcc, st *hostStage) (name []byte, kind hostingKind) {
	switch {
	case st.protected:
		if e.checkUserPage(u, s, a) {
			e.checkCombination(a)
		} else if e.phish.formLure(u) {
			a.add(ptsSharedPage)
			a.detail("form prefilled with a credential lure on", u.Host)
			if a.fr {
				a.reason("📝 Le lien ouvre un formulaire Google pré-rempli d'un prétexte d'identifiants (boîte pleine, mot de passe à valider) : n'importe qui peut en créer un", nil, "", nil, "")
			} else {
				a.reason("📝 The link opens a Google form prefilled with a credential pretext (a full mailbox, a password to validate): anyone can make one", nil, "", nil, "")
			}
		} else if sharedWebPage(u) || storagePage(u) {
			// Facture.html shared on Dropbox, view.html in a Firebase bucket on
			// Google's domain: a page kept as a file, outside any site.
			a.add(ptsSharedPage)
			a.detail("web page shared as a file on", u.Registrable)
			a.reasonSharedPage(u.Registrable)
		}
		return nil, hostingNone
	case st.done:
		return nil, hostingNone
	}
	// A clean host that names itself a bank or a credit union (pinevalleybank.com,
	// secure.lakesidecu.org): /online-banking/login is its own service. So is a code
	// forge's account named after a brand (ethereum.github.io), or a brand's tenant
	// of a survey or app-link service (iberia.eu.qualtrics.com): an account's name is
	// unique, and the brand holds it. So is a clean host named as a university's
	// (uni-heidelberg.de, univ-lyon1.fr: universityNamed), or one in a registry reserved to
	// governments or universities (eportal.incometax.gov.in/iec/foservices/#/login,
	// idp.ox.ac.uk/idp/profile/SAML2/Redirect/SSO): only the body can publish there.
	a.ownService = st.n == 0 && st.kind == hostingNone && (bankNamed(st.name) || universityNamed(st.name) || u.IP == IPNone && reservedHost(u.Host)) ||
		st.kind == hostingAccounts && !st.brandFound && e.phish.brandAccount(s, st.name)
	if storagePage(u) {
		a.addStoragePage(u.Host)
	}
	e.checkPath(u, s, a, st.brandFound, !st.shortener)
	a.mark(st.n, groupPath)
	e.checkCombination(a)
	if st.shortener {
		return nil, hostingNone
	}
	return st.name, st.kind
}

// hostName returns the host of u without its public suffix or hosting platform,
// the platform it is on, if any, and the platform's kind.
func (p *phishTables) hostName(u *URL) (name, platform []byte, kind hostingKind) {
	platform, kind = p.hostingOf(u.Host)
	name = u.Host
	if kind != hostingNone {
		name = userName(u.Host[:len(u.Host)-len(platform)-1], platform)
	} else if len(u.Suffix) < len(u.Host) {
		name = u.Host[:len(u.Host)-len(u.Suffix)-1]
	}
	return name, platform, kind
}

// WithoutURLModel makes New skip the URL model (data/phish/urlmodel.bin): the
// phishing layer runs on its rules alone. scripts/genurlmodel uses it to compute
// features and measure the rules before a model exists; a served engine never does.
func WithoutURLModel() Option { return func(e *Engine) { e.phish.noURLModel = true } }

// AppendURLFeatures appends the hashes of the URL model's features of the first
// link of content (urlFeats: the model indexes its weights with their top bits),
// and returns the link's stratum, or -1 when the model does not apply (no link, an
// IP host): 0 a registered domain without path, 2 with one, 4 and 5 a name on
// free hosting without and with a path, 6 and 7 the same on dynamic DNS or a
// tunnel. Half the stratum is the class the combination uses (urlRegistered...). It exists for scripts/genurlmodel, so that training
// and serving share one definition of the features.
func (e *Engine) AppendURLFeatures(dst []uint32, content []byte) ([]uint32, int) {
	var res Result
	e.prepare(&Request{Content: content, Type: TypeURL}, &res)
	if len(res.s.u.urls) == 0 {
		return dst, -1
	}
	u := &res.s.u.urls[0]
	name, _, kind := e.phish.hostName(u)
	v, ok := e.phish.newURLView(u, name, kind)
	if !ok {
		return dst, -1
	}
	f := urlFeats{collect: true, out: dst, skip: e.phish.ruleWords, dict: &e.phish}
	f.extract(&v)
	stratum := 2 * v.class()
	if v.kind == hostingDynDNS || v.kind == hostingTunnel {
		stratum = 6
	}
	if len(v.path) > 1 && v.kind != hostingNone {
		stratum++
	}
	return f.out, stratum
}

// Groups of findings that are independent of each other, for checkCombination.
const (
	groupAddress = 1 << iota // scheme, port, userinfo, IP host
	groupHosting             // free hosting, dynamic DNS, platform subdomain, IPFS
	groupName                // the host name: brands, typos, words, shape
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

// wordBoundary reports whether s[start:end] stands alone: no letter right before or
// after, and no digit next to a digit of its own (o2 is not a word of o24x7).
func wordBoundary(s []byte, start, end int) bool {
	return (start == 0 || !extendsWord(s[start-1], s[start])) && (end == len(s) || !extendsWord(s[end], s[end-1]))
}

// extendsWord reports whether c, next to the character edge of a word, continues it:
// a letter always, a digit next to a digit.
func extendsWord(c, edge byte) bool { return isLetter(c) || isDigit(c) && isDigit(edge) }

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' }
