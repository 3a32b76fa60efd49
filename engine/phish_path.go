package engine

import (
	"bytes"
	"strings"
)

// Findings on the path and query of a URL: credential-bait words, a brand's name,
// and the shapes phishing kits leave (WordPress folders, opaque tokens, the
// victim's address).

// checkPath adds credential-bait words and brand names found in the path. On a
// bank's own site (a.ownService) the bait words are its own pages: they score
// nothing, but still let an everyday brand word in the path count.
func (e *Engine) checkPath(u *URL, s *urlScratch, a *urlAcc, brandInHost, shape bool) {
	p := &e.phish
	if len(u.Path) <= 1 || u.carrier && (p.isShortener(u.Host) || p.isShortener(u.Registrable)) {
		return // a mail service's click link: its path is the address it carries, a link of its own
	}
	checkDownload(u, a)
	var hitsBuf [8]acHit
	hits := p.pathWords.appendMatches(hitsBuf[:0], u.Path, len(hitsBuf))
	docs := docsEnd(u.Path)
	if docsPlatform(u) {
		docs = 0 // every page of a documentation platform is an article
	}
	total := 0
	first := int32(-1)
	for _, h := range hits {
		info := p.pathWordInfo[h.pat]
		start := int(h.end) - int(p.pathWords.plens[h.pat])
		if info.whole && !wordBoundary(u.Path, start, int(h.end)) || start >= docs {
			continue
		}
		total += int(info.points)
		if first < 0 {
			first = h.pat
		}
	}
	if total > 0 && !a.ownService {
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
	if shape {
		checkPathShape(u.Path, a, notionPage(u))
	}
	if brandInHost {
		return
	}
	s.hits = p.brandTokens.appendMatches(s.hits[:0], u.Path, maxBrandHitsPerURL)
	for _, h := range s.hits {
		info := p.brandInfo[h.pat]
		start := int(h.end) - int(p.brandTokens.plens[h.pat])
		b := &p.brands[info.idx]
		if !p.pathBrandBoundary(u.Path, start, int(h.end)) || info.abbrev || (info.word || b.cat == catCrypto && !a.userPage) && total == 0 ||
			inKeyRun(u.Path, start, int(h.end)) || len(u.Registrable) == 0 && containsString(u.Host, p.brandTokens.pats[h.pat]) {
			// /booking, /target: everyday words in a path, without a login next to
			// them; /gov/arbitrum, /coins/solana: a crypto project's page on a
			// tracker, an explorer or a governance site, without a claim or a
			// wallet word (a user's page on a platform, sites.google.com/view/
			// trezor-suite-start, is no such site); s3.amazonaws.com/amazoncloudwatch-agent/: a bucket
			// named after the platform's own brand, in the path of the platform's
			// own host (a public suffix, so no registrable domain).
			continue
		}
		if a.brand < 0 {
			a.brand, a.pathBrand = info.idx, true
		}
		a.add(ptsBrandInPath)
		a.detailS("brand in path:", b.display)
		if slugSpellsAddress(u.Path, b.domains) {
			// s4w.in/www-roblox-com-users-1838240486-profile: a link's name
			// written as the brand's address, so that the reader reads the
			// brand's page in it.
			a.add(ptsCombination)
			a.detailS("path spells the address of", b.display)
		}
		if inSystemFolder(u.Path) && !isMediaFile(u.Path) {
			// A brand's page inside a CMS's own folders is a kit a break-in left
			// there (/wp-content/uploads/laposte/suivi/); a logo is only an image.
			a.add(ptsCombination)
			a.detail("brand page inside the site's system folders", nil)
		}
		if a.fr {
			a.end(a.begin().s("🎭 La page cite ").s(b.display).s(" mais n'est pas sur son site (").s(b.domains[0]).s(")"))
		} else {
			a.end(a.begin().s("🎭 The page names ").s(b.display).s(" but is not on its site (").s(b.domains[0]).s(")"))
		}
		return
	}
}

// slugSpellsAddress reports whether the first segment of path writes one of domains
// with hyphens for its dots, after "https-" or "www-" (or "wvw-"), or before an
// account's number: "/www-roblox-com-users-1838240486-profile",
// "/https-www-paypal-com-signin", "/roblox-com-users-352872845461-profile". A
// review's slug ("/amazon-com-promo-codes") names the site without its address.
func slugSpellsAddress(path []byte, domains []string) bool {
	seg := bytes.TrimPrefix(path, []byte("/"))
	if i := bytes.IndexAny(seg, "/?#"); i >= 0 {
		seg = seg[:i]
	}
	n := len(seg)
	for _, p := range [...]string{"https-", "http-"} {
		seg = bytes.TrimPrefix(seg, []byte(p))
	}
	for _, p := range [...]string{"www-", "wvw-", "ww-"} {
		seg = bytes.TrimPrefix(seg, []byte(p))
	}
	if len(seg) == n && !hasDigits(seg, 5) {
		return false
	}
	for _, d := range domains {
		if len(seg) < len(d) || len(seg) > len(d) && seg[len(d)] != '-' {
			continue
		}
		match := true
		for i := 0; i < len(d) && match; i++ {
			c := d[i]
			if c == '.' {
				c = '-'
			}
			match = seg[i] == c
		}
		if match && strings.IndexByte(d, '.') > 0 {
			return true
		}
	}
	return false
}

// hasDigits reports whether b holds a run of at least n digits.
func hasDigits(b []byte, n int) bool {
	for i := 0; i < len(b); i++ {
		if k := digitRun(b[i:]); k >= n {
			return true
		} else if k > 0 {
			i += k
		}
	}
	return false
}

// checkPathShape flags the path shapes of phishing kits: a page inside WordPress
// folders (a compromised site), long opaque tokens (tracking or encoded targets),
// and the victim's e-mail address carried in the link.
// With pageIDs, a run of exactly 32 lower-case hex digits is the platform's page
// identifier, not a token (notionPage).
func checkPathShape(path []byte, a *urlAcc, pageIDs bool) {
	if (bytes.Contains(path, []byte("/wp-content/")) || bytes.Contains(path, []byte("/wp-includes/")) || bytes.Contains(path, []byte("/wp-admin/"))) &&
		(bytes.Contains(path, []byte(".php")) || bytes.Contains(path, []byte(".htm"))) {
		if staticInCode(path) {
			// WordPress runs PHP: a static page among its own code or a plugin's
			// or theme's is a file someone put there, not one the site serves.
			a.add(ptsStaticInCode)
			a.detail("web page among WordPress's code", nil)
		} else {
			a.add(ptsWordPressPage)
			a.detail("page hidden in WordPress folders", nil)
		}
	}
	if hasOpaqueSegment(path, pageIDs) {
		a.add(ptsOpaquePath)
		a.detail("opaque token in path", nil)
	}
	if at := bytes.IndexByte(path, '@'); at > 0 && isWordByte(path[at-1]) || bytes.Contains(path, []byte("email=")) {
		a.add(ptsEmailInLink)
		a.detail("e-mail address in link", nil)
	}
}

// hasOpaqueSegment reports whether the path holds a run of 32+ letters and digits
// mixing both (a hash, a base64 blob), as phishing kits use per victim. With
// pageIDs a run of exactly 32 lower-case hex digits does not count.
func hasOpaqueSegment(path []byte, pageIDs bool) bool {
	run, digits, letters, hex := 0, 0, 0, 0
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
				if isD || c >= 'a' && c <= 'f' {
					hex++
				}
				continue
			}
		}
		if run >= 32 && digits >= 4 && letters >= 4 && !(pageIDs && run == 32 && hex == 32) {
			return true
		}
		run, digits, letters, hex = 0, 0, 0, 0
	}
	return false
}

// pathBrandBoundary reports whether a brand token found at path[start:end] stands
// as a word of the path, or, when it is long (6+ letters), starts a run of letters
// that it names: kits name their folders after the brand, glued to another word
// (/netflixclone, /instagramhelp), while "interactivity" is dictionary words
// (inter, activity) that merely start with a brand's name (Interac).
func (p *phishTables) pathBrandBoundary(path []byte, start, end int) bool {
	if wordBoundary(path, start, end) {
		return true
	}
	n := end - start
	if n < 6 || start > 0 && extendsWord(path[start-1], path[start]) {
		return false
	}
	run := path[start:]
	for i, c := range run {
		if !isLetter(c) {
			run = run[:i]
			break
		}
	}
	var ok [maxCompoundLen + 1]bool
	return !p.splits(run, &ok) || ok[n]
}

// inKeyRun reports whether path[start:end] lies in a run of twelve or more letters
// and digits, both mixed: a key or a token ("u001.7kRjQ2mZpL9vXwN3bT5sYcF8"), where
// "bT" between digits names no brand. A run of letters alone is a compound
// ("paypalverification").
func inKeyRun(path []byte, start, end int) bool {
	for start > 0 && isASCIIAlnum(path[start-1]) {
		start--
	}
	for end < len(path) && isASCIIAlnum(path[end]) {
		end++
	}
	if end-start < 12 {
		return false
	}
	for _, c := range path[start:end] {
		if isDigit(c) {
			return true
		}
	}
	return false
}

// systemFolders are the folders of a content-management system that hold its code
// and uploads, never a page of the site's own: WordPress's, Joomla's, a web
// server's.
var systemFolders = [...]string{"/wp-content/", "/wp-includes/", "/wp-admin/", "/administrator/", "/components/com_", "/cgi-bin/", "/.well-known/"}

// inSystemFolder reports whether path lies inside one of systemFolders.
func inSystemFolder(path []byte) bool {
	for _, f := range systemFolders {
		if bytes.Contains(path, []byte(f)) {
			return true
		}
	}
	return false
}

// mediaExts are the extensions of files a site shows rather than pages it serves.
var mediaExts = [...]string{".png", ".jpg", ".jpeg", ".gif", ".svg", ".webp", ".ico", ".pdf", ".mp4", ".webm", ".mp3", ".css", ".js", ".woff", ".woff2"}

// isMediaFile reports whether path ends in a media file's name (a logo, a
// document, a style sheet).
func isMediaFile(path []byte) bool {
	if q := bytes.IndexAny(path, "?#"); q >= 0 {
		path = path[:q]
	}
	for _, x := range mediaExts {
		if len(path) > len(x) && bytes.EqualFold(path[len(path)-len(x):], []byte(x)) {
			return true
		}
	}
	return false
}

// bankSelfNames are what a bank or a credit union calls itself in its domain
// ("banc" stands for banco and banca).
var bankSelfNames = [...]string{"bank", "banque", "banc", "creditunion", "sparkasse", "caisse", "savings"}

// bankNamed reports whether the registered label of name (the host without its
// public suffix) names a bank or a credit union: a bank word in it
// (farmersstatebank-ia), or a name of six letters or more ending in "cu"
// (lakesidecu, lakeside-cu: the credit unions' usual domains).
func bankNamed(name []byte) bool {
	if dot := lastIndexByte(name, '.'); dot >= 0 {
		name = name[dot+1:]
	}
	for i, c := range name {
		if c != 'b' && c != 'c' && c != 's' {
			continue // one pass; the words start with these letters
		}
		for _, w := range bankSelfNames {
			if w[0] == c && len(name)-i >= len(w) && string(name[i:i+len(w)]) == w {
				return true
			}
		}
	}
	return len(name) >= 6 && bytes.HasSuffix(name, []byte("cu")) && (isLetter(name[len(name)-3]) || name[len(name)-3] == '-')
}

// universityNamed reports whether the registered label of name names a university
// or a school of higher education as their domains do: "uni-heidelberg",
// "univ-lyon1", "tum", "tu-berlin", "fh-aachen", "universidadeuropea", "hslu".
func universityNamed(name []byte) bool {
	if dot := lastIndexByte(name, '.'); dot >= 0 {
		name = name[dot+1:]
	}
	for _, p := range [...]string{"uni-", "univ-", "tu-", "th-", "fh-", "hs-", "ucl", "tum"} {
		if hasPrefixFold(name, p) && (p[len(p)-1] == '-' || len(name) == len(p)) {
			return true
		}
	}
	for _, w := range [...]string{"universit", "universidad", "hochschule", "college", "polytechn"} {
		if bytes.Contains(name, []byte(w)) {
			return true
		}
	}
	return false
}

// notionPage reports whether u is a page published on Notion (team.notion.site,
// notion.so): its path ends in the page's 32-hex identifier
// (/Team-Handbook-8f3c2a1b9d4e4f6a8b7c5d2e1f0a9b3c) by the platform's design.
func notionPage(u *URL) bool {
	return bytes.Equal(u.Registrable, []byte("notion.so")) || bytes.HasSuffix(u.Host, []byte(".notion.site"))
}

// codeFolders are WordPress's folders of code: its own, and its plugins' and
// themes'.
var codeFolders = [...]string{"/wp-includes/", "/wp-content/plugins/", "/wp-content/themes/"}

// staticInCode reports whether path names an .html or .htm page inside one of
// codeFolders.
func staticInCode(path []byte) bool {
	if q := bytes.IndexAny(path, "?#"); q >= 0 {
		path = path[:q]
	}
	if !bytes.HasSuffix(path, []byte(".html")) && !bytes.HasSuffix(path, []byte(".htm")) {
		return false
	}
	for _, f := range codeFolders {
		if bytes.Contains(path, []byte(f)) {
			return true
		}
	}
	return false
}

// docsFolders are the folders of a site's documentation, help centre or blog: a
// page below one is an article, whatever its title says (/docs/wallet/connect,
// /hc/en-us/articles/2201-resetting-your-password, /guides/login-flow/).
var docsFolders = [...]string{"docs", "doc", "documentation", "guide", "guides", "tutorial", "tutorials",
	"handbook", "manual", "reference", "api-reference", "user-guide", "wiki", "learn", "articles", "blog", "posts", "hc", "kb", "faq"}

// scriptExts are the endings of the pages a server runs: a kit's form, wherever it
// sits (/docs/docusign/Mac/visit.php).
var scriptExts = [...]string{".php", ".asp", ".aspx", ".jsp", ".cgi"}

// formLure reports whether u is a Google form whose link prefills an answer
// (entry.N=...) with credential-bait words ("Mailbox Storage Full - Verify
// Account"): the form's own title cannot be read from the link, but a lure
// written into it can.
func (p *phishTables) formLure(u *URL) bool {
	if string(u.Host) != "docs.google.com" || !bytes.HasPrefix(u.Path, []byte("/forms/")) {
		return false
	}
	q := bytes.IndexByte(u.Path, '?')
	if q < 0 || !bytes.Contains(u.Path[q:], []byte("entry.")) {
		return false
	}
	query := u.Path[q:]
	var hitsBuf [8]acHit
	for _, h := range p.pathWords.appendMatches(hitsBuf[:0], query, len(hitsBuf)) {
		info := p.pathWordInfo[h.pat]
		start := int(h.end) - int(p.pathWords.plens[h.pat])
		if info.points > 0 && (!info.whole || wordBoundary(query, start, int(h.end))) {
			return true
		}
	}
	return false
}

// docsPlatforms are the public suffixes of the documentation platforms that
// build a software project's documentation from its repository: every page is an
// article, and a project's name says what the library does (flask-login).
var docsPlatforms = [...]string{"readthedocs.io", "readthedocs-hosted.com"}

// docsPlatform reports whether u is a project's documentation on docsPlatforms.
func docsPlatform(u *URL) bool {
	for _, d := range docsPlatforms {
		if string(u.Suffix) == d {
			return true
		}
	}
	return false
}

// docsEnd returns the offset in path where the first documentation folder
// (docsFolders) ends, so that the words after it are an article's title, not a
// form's: len(path) when there is none, or when the path runs a server script or
// lies in a CMS's system folders.
func docsEnd(path []byte) int {
	p := path
	if i := bytes.IndexAny(p, "?#"); i >= 0 {
		p = p[:i]
	}
	if inSystemFolder(p) {
		return len(path) // a CMS's own folders hold no articles: a kit a break-in left
	}
	for _, ext := range scriptExts {
		if bytes.Contains(p, []byte(ext)) {
			return len(path)
		}
	}
	for i := 0; i < len(p); {
		if p[i] != '/' {
			i++
			continue
		}
		j := i + 1
		for j < len(p) && p[j] != '/' {
			j++
		}
		if j < len(p) { // a folder, not the page itself
			for _, f := range docsFolders {
				if j-i-1 == len(f) && hasPrefixFold(p[i+1:j], f) {
					return j
				}
			}
		}
		i = j
	}
	return len(path)
}

// Files a link can make the reader download and run, by what running them does.
var (
	// sideloadExts install an app outside the app stores: how banking trojans
	// reach phones ("install the new app: …/secure.apk").
	sideloadExts = [...]string{".apk", ".apks", ".xapk"}
	// runnableExts run code at a double click, and no site offers them to its users:
	// screen savers, HTML applications, scripts, shortcuts.
	runnableExts = [...]string{".scr", ".hta", ".vbs", ".vbe", ".wsf", ".lnk", ".ps1", ".bat", ".cmd"}
	// installerExts are installers and disk images: every software site has them,
	// so one only adds to the link's other signs.
	installerExts = [...]string{".exe", ".msi", ".dmg", ".pkg", ".jar", ".iso", ".img"}
)

// softwareForges publish other people's apps and programs, each file under its
// author's account or project: a download from them is no sideload by a stranger.
var softwareForges = [...]string{"github.com", "gitlab.com", "codeberg.org", "sourceforge.net", "f-droid.org"}

// checkDownload adds the points of a link to a file that installs or runs code.
func checkDownload(u *URL, a *urlAcc) {
	path := u.Path
	if q := bytes.IndexAny(path, "?#"); q >= 0 {
		path = path[:q]
	}
	dot := lastIndexByte(path, '.')
	if dot < 0 || len(path)-dot > 5 || bytes.IndexByte(path[dot:], '/') >= 0 {
		return
	}
	ext := path[dot:]
	switch {
	case extAmong(ext, sideloadExts[:]):
		if onForge(u) {
			return
		}
		a.add(ptsSideload)
		a.detail("app to install outside the app stores", nil)
		if a.fr {
			a.reason("📲 Le lien télécharge une application (", ext, ") à installer hors des magasins d'applications : c'est ainsi que les chevaux de Troie bancaires arrivent sur les téléphones", nil, "")
		} else {
			a.reason("📲 The link downloads an app (", ext, ") to install outside the app stores: this is how banking trojans reach phones", nil, "")
		}
	case extAmong(ext, runnableExts[:]):
		a.add(ptsScriptFile)
		a.detail("file that runs code when opened:", ext)
		if a.fr {
			a.reason("⚠️ Le lien télécharge un fichier (", ext, ") qui exécute du code à son ouverture ; aucun site n'en propose à ses visiteurs", nil, "")
		} else {
			a.reason("⚠️ The link downloads a file (", ext, ") that runs code when opened; no site offers these to its visitors", nil, "")
		}
	case extAmong(ext, installerExts[:]) && !onForge(u):
		a.add(ptsInstaller)
		a.detail("program to install:", ext)
	}
}

// onForge reports whether u is on one of softwareForges.
func onForge(u *URL) bool {
	for _, f := range softwareForges {
		if string(u.Registrable) == f {
			return true
		}
	}
	return false
}

// extAmong reports whether ext (with its dot) is one of exts, in any case.
func extAmong(ext []byte, exts []string) bool {
	for _, x := range exts {
		if bytes.EqualFold(ext, []byte(x)) {
			return true
		}
	}
	return false
}
