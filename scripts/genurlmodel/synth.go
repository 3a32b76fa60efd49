package main

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// Synthetic phishing links, written from the patterns that phishing kits and
// smishing campaigns are publicly documented to use (APWG's Phishing Activity
// Trends reports, Interisle's Phishing Landscape studies, Spamhaus' TLD and
// free-hosting reports, the write-ups of toll and parcel smishing waves and of
// Microsoft 365 adversary-in-the-middle kits): a brand and a bait word on a cheap
// TLD, a brand's domain in front of a foreign domain, a page on free hosting named
// after a brand or with a throw-away name and a login path, a typo of a brand's
// domain, toll and parcel fee pages, Microsoft 365 and webmail pages on hosting
// and storage, kits in the folders of a compromised site, counterfeit shops and
// investment platforms. Brands, their domains and tokens come from
// data/phish/brands.tsv, platforms from hosting.tsv, TLDs from tlds.tsv; the word
// lists below are written here. No link of any evaluation set is used.
//
// Every template draws from one seeded generator, so the same tables give the
// same links, in the same order.

// brandRow is one brand of brands.tsv.
type brandRow struct {
	key, cat string
	domains  []string
	tokens   []string // without their markers; abbreviations left out
	hash     uint64   // of key, for brandDraw
}

// synthTables are the tables the templates draw from.
type synthTables struct {
	brands   []brandRow
	byCat    map[string][]int // brand indexes by category
	tlds     []string         // abused TLDs, each repeated by its points / 10
	hosting  []string         // free hosting platforms (kind hosting)
	dyn      []string         // dynamic DNS and tunnels
	compHost []string         // hosts of compromised sites: benign train domains
}

// Bait words of registered labels and subdomains, by theme.
var (
	baitCred = []string{
		"login", "signin", "sign-in", "logon", "verify", "verification", "secure", "security",
		"account", "accounts", "update", "unlock", "auth", "authentication", "validate",
		"validation", "confirm", "confirmation", "recovery", "restore", "access", "id",
		"portal", "online", "web", "mobile", "app", "service", "services", "support",
		"help", "helpdesk", "center", "centre", "customer", "client", "care", "team",
		"alert", "alerts", "notice", "case", "review", "check", "limited", "locked",
		"suspended", "unusual", "activity", "protect", "protection", "safety", "safe",
		"official", "info", "my", "member", "members", "user", "session", "identity",
		"billing", "payment", "pay", "invoice", "refund", "rewards", "reward", "bonus",
		"gift", "claim", "wallet", "connect", "sync", "resolve", "resolution", "appeal",
		"form", "docs", "document", "file", "share", "mail", "webmail", "inbox",
		// French, Spanish, German, Italian, Portuguese.
		"connexion", "compte", "securite", "client", "espace", "paiement", "remboursement",
		"cuenta", "acceso", "seguridad", "verificacion", "clientes", "banca", "pago",
		"konto", "sicherheit", "anmelden", "kunden", "bestaetigung", "zahlung",
		"accesso", "conto", "pagamento", "conta", "acesso", "atendimento", "seguranca",
	}
	baitDelivery = []string{
		"delivery", "parcel", "package", "tracking", "track", "trace", "redelivery",
		"reschedule", "customs", "shipment", "post", "postal", "fee", "fees", "pay",
		"livraison", "colis", "envio", "paquete", "paket", "sendung", "entrega", "pacco",
	}
	baitToll = []string{
		"toll", "tolls", "paytoll", "pay-toll", "unpaid", "unpaidtoll", "invoice", "bill",
		"fee", "fine", "violation", "notice", "balance", "due", "overdue", "pay", "payment",
		"service", "account", "penalty", "parking", "ticket", "citation", "amende",
	}
	baitShop   = []string{"outlet", "outlets", "sale", "sales", "store", "shop", "shops", "official", "discount", "deals", "clearance", "mall", "online", "factory", "uk", "us", "de", "fr", "au", "ca", "jp", "2024", "2025", "2026"}
	investPre  = []string{"crypto", "bit", "coin", "block", "trade", "fx", "forex", "invest", "profit", "quantum", "ai", "smart", "global", "prime", "elite", "capital", "gold", "asset", "wealth", "yield", "stake", "mining", "token", "defi", "meta", "nova", "alpha", "apex", "first", "royal"}
	investPost = []string{"trade", "trading", "trader", "invest", "investment", "capital", "markets", "market", "fx", "pro", "hub", "ai", "x", "exchange", "ex", "finance", "fund", "funds", "profit", "profits", "assets", "bank", "mine", "pool", "option", "options", "wealth", "group", "global", "io"}
	// Ordinary words for generated subdomains and throw-away names (the
	// adjective-noun names some platforms give by default).
	words = []string{
		"blue", "green", "red", "silver", "golden", "bright", "quiet", "shiny", "happy",
		"sunny", "cool", "little", "brave", "calm", "wild", "fancy", "lucky", "rapid",
		"meadow", "river", "forest", "cloud", "star", "moon", "ocean", "stone", "field",
		"garden", "bird", "fox", "tiger", "lake", "hill", "wave", "leaf", "snow", "fire",
		"dream", "light", "spark", "pixel", "nova", "orbit", "echo", "delta", "alpha",
		"home", "page", "site", "web", "online", "world", "zone", "space", "hub", "link",
		"best", "top", "new", "my", "free", "easy", "smart", "fast", "plus", "pro", "max",
		"shop", "store", "market", "media", "net", "tech", "digital", "group", "global",
	}
	// Kit paths: folders, pages and the steps of a credential or card form.
	pathCred = []string{
		"login", "signin", "sign-in", "logon", "verify", "verification", "auth", "account",
		"accounts", "secure", "security", "update", "billing", "payment", "card", "confirm",
		"validate", "unlock", "recovery", "restore", "session", "sso", "mfa", "otp", "2fa",
		"kyc", "identity", "id", "profile", "wallet", "connect", "claim", "sync", "support",
		"webscr", "signon", "online-banking", "onlinebanking", "banking", "ebanking",
		"customer", "client", "member", "portal", "access", "user", "password", "reset",
		"step", "next", "success", "loading", "captcha", "challenge", "check", "review",
		"compte", "connexion", "cuenta", "acceso", "konto", "anmelden", "conta", "acesso",
	}
	pathFile   = []string{"index.html", "index.php", "login.php", "verify.php", "signin.html", "auth.php", "next.php", "post.php", "billing.php", "card.php", "otp.php", "sms.php", "success.php", "loading.html", "login.html", "index.htm", "default.aspx", "logon.aspx", "main.php", "home.php", "process.php", "submit.php", "confirm.php", "update.php", "info.php", "details.php"}
	pathLangs  = []string{"en", "us", "en-us", "uk", "fr", "de", "es", "it", "au", "ca", "mx", "br", "jp", "nl"}
	pathToll   = []string{"pay", "paytoll", "toll", "tolls", "i", "us", "invoice", "notice", "violation", "payment", "bill", "account", "pay-now", "balance", "service", "e-zpass", "parking", "ticket", "citation"}
	pathParcel = []string{"track", "tracking", "parcel", "redelivery", "reschedule", "customs", "fee", "pay", "delivery", "shipment", "package", "update", "address", "confirm", "i", "us", "en"}
	pathM365   = []string{"office", "office365", "o365", "m365", "microsoft", "outlook", "owa", "sharepoint", "onedrive", "excel", "word", "docs", "doc", "pdf", "document", "file", "files", "share", "shared", "adobe", "docusign", "dropbox", "wetransfer", "mail", "webmail", "mailbox", "voicemail", "fax", "invoice", "payroll", "hr", "secure-doc", "viewer", "preview"}
	compDirs   = []string{"wp-content/plugins", "wp-content/themes", "wp-content/uploads", "wp-includes", "wp-admin", ".well-known", ".well-known/pki-validation", "cgi-bin", "images", "img", "css", "js", "assets", "files", "media", "tmp", "old", "backup", "admin", "includes", "modules", "vendor", "public", "css/js", "upload", "uploads", "docs", "cache"}
	queryKeys  = []string{"email", "id", "token", "session", "ref", "cmd", "lang", "step", "uid", "sid", "auth", "redirect", "continue", "next", "user", "login", "client", "code", "hash", "key", "rid", "track", "c", "e", "u", "s", "t", "q"}
	mailDoms   = []string{"gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "company.com", "corp.net", "example.org", "aol.com", "icloud.com", "mail.com", "gmx.de", "orange.fr", "live.com", "comcast.net"}
	commonTLD  = []string{"com", "com", "com", "com", "net", "org", "info", "co", "us", "online", "site", "app", "io", "me", "cc", "biz", "live", "xyz", "top", "shop", "support", "help", "services", "center", "click", "link", "ru", "cn", "in", "br", "de", "fr", "uk", "es", "it", "nl", "pl", "au", "ca", "mx"}
)

// synthTemplate is one family of synthetic phishing links and its share of them.
type synthTemplate struct {
	name  string
	share float64
	fn    func(*rand.Rand) string
}

// templates lists the families, their shares fixed.
func (t *synthTables) templates() []synthTemplate {
	return []synthTemplate{
		{"brand+bait", 0.14, t.brandBait},
		{"brand domain in front", 0.07, t.brandDomainInFront},
		{"brand on hosting", 0.11, t.brandHosted},
		{"throw-away on hosting", 0.14, t.throwawayHosted},
		{"typo", 0.07, t.typoOfBrand},
		{"toll/parcel", 0.08, t.tollParcel},
		{"M365 on hosting", 0.05, t.m365Hosted},
		{"compromised site", 0.08, t.compromised},
		{"counterfeit shop", 0.04, t.counterfeitShop},
		{"investment", 0.04, t.investPlatform},
		{"throw-away registered", 0.08, t.throwawayRegistered},
		{"fake exchange", 0.04, t.fakeExchange},
		{"brand in path", 0.06, t.brandInPath},
		{"per-victim link", 0.06, t.perVictim},
		{"account appeal", 0.04, t.accountAppeal},
		{"scam storefront", 0.03, t.scamStorefront},
	}
}

// synth writes n synthetic phishing links from the templates.
func (t *synthTables) synth(rng *rand.Rand, n int) []string {
	var out []string
	for _, tp := range t.templates() {
		k := int(tp.share*float64(n) + 0.5)
		for range k {
			out = append(out, tp.fn(rng))
		}
	}
	return out
}

func pick(rng *rand.Rand, s []string) string { return s[rng.IntN(len(s))] }

func chance(rng *rand.Rand, p float64) bool { return rng.Float64() < p }

// brandToken returns a token of brand b.
func (t *synthTables) brandToken(rng *rand.Rand, b int) string { return pick(rng, t.brands[b].tokens) }

// anyBrand returns a brand index, or one of category cat when cat is not empty.
// The draw is a rendezvous (highest random weight) over the brands' keys: one
// random number, and the brand whose key mixed with it weighs most. A brand added
// to the table takes only the draws it wins, about one in the table's size, and
// leaves every other link as it was: the model changes by what the new brand
// brings, not by a new deal of all the brands (with an index drawn below the
// table's length, every brand after the insertion point moved).
func (t *synthTables) anyBrand(rng *rand.Rand, cat string) int {
	r := rng.Uint64()
	if cat != "" {
		return t.brandDraw(r, t.byCat[cat])
	}
	best, bestW := 0, uint64(0)
	for i := range t.brands {
		if w := mix(r ^ t.brands[i].hash); w >= bestW {
			best, bestW = i, w
		}
	}
	return best
}

// brandDraw is anyBrand's rendezvous among the brand indexes of idx.
func (t *synthTables) brandDraw(r uint64, idx []int) int {
	best, bestW := idx[0], uint64(0)
	for _, i := range idx {
		if w := mix(r ^ t.brands[i].hash); w >= bestW {
			best, bestW = i, w
		}
	}
	return best
}

// mix is a 64-bit finaliser (SplitMix64's): every bit of x moves every bit out.
func mix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ x>>31
}

// keyHash is a brand key's hash (FNV-1a, 64 bits).
func keyHash(key string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(key); i++ {
		h ^= uint64(key[i])
		h *= 1099511628211
	}
	return h
}

// tld returns an abused TLD most of the time, else a common one.
func (t *synthTables) tld(rng *rand.Rand) string {
	if chance(rng, 0.6) {
		return pick(rng, t.tlds)
	}
	return pick(rng, commonTLD)
}

// join joins words with a hyphen, or with nothing, or with a mix.
func join(rng *rand.Rand, parts ...string) string {
	sep := "-"
	if chance(rng, 0.45) {
		sep = ""
	}
	return strings.Join(parts, sep)
}

// digits returns k random digits.
func digits(rng *rand.Rand, k int) string {
	var b strings.Builder
	for range k {
		b.WriteByte(byte('0' + rng.IntN(10)))
	}
	return b.String()
}

// randLetters returns k random letters.
func randLetters(rng *rand.Rand, k int) string { return randFrom(rng, "abcdefghijklmnopqrstuvwxyz", k) }

// randAlnum returns k random letters and digits.
func randAlnum(rng *rand.Rand, k int) string {
	return randFrom(rng, "abcdefghijklmnopqrstuvwxyz0123456789", k)
}

// hex returns k random hex digits.
func hex(rng *rand.Rand, k int) string { return randFrom(rng, "0123456789abcdef", k) }

// randFrom returns k bytes drawn at random from set.
func randFrom(rng *rand.Rand, set string, k int) string {
	var b strings.Builder
	for range k {
		b.WriteByte(set[rng.IntN(len(set))])
	}
	return b.String()
}

// syllables returns a pronounceable made-up word of k syllables (kucien, jibach).
func syllables(rng *rand.Rand, k int) string {
	const cons, vow = "bcdfghjklmnprstvwxyzbcdklmnprst", "aeiouaeiouy"
	var b strings.Builder
	for range k {
		b.WriteByte(cons[rng.IntN(len(cons))])
		b.WriteByte(vow[rng.IntN(len(vow))])
		if chance(rng, 0.35) {
			b.WriteByte(cons[rng.IntN(len(cons))])
		}
	}
	return b.String()
}

// throwaway returns a made-up name as kits and platforms generate them.
func throwaway(rng *rand.Rand) string {
	switch rng.IntN(9) {
	case 0:
		return randLetters(rng, 5+rng.IntN(9))
	case 1:
		return syllables(rng, 2+rng.IntN(3))
	case 2:
		return pick(rng, words) + "-" + pick(rng, words) + "-" + hex(rng, 4+rng.IntN(3))
	case 3:
		return hex(rng, 8+rng.IntN(24))
	case 4:
		return pick(rng, words) + digits(rng, 3+rng.IntN(4))
	case 5:
		return syllables(rng, 2+rng.IntN(2)) + digits(rng, 1+rng.IntN(4))
	case 6:
		return randAlnum(rng, 3) + "-" + randAlnum(rng, 4) + "-" + randAlnum(rng, 5)
	case 7:
		return pick(rng, words) + pick(rng, words) + pick(rng, words)
	default:
		return randAlnum(rng, 6+rng.IntN(10))
	}
}

// credPath returns a kit's path: folders of credential words, a page, sometimes
// a language folder, a victim's address or a token.
func credPath(rng *rand.Rand) string {
	var b strings.Builder
	if chance(rng, 0.2) {
		b.WriteString("/" + pick(rng, pathLangs))
	}
	for range rng.IntN(3) {
		switch rng.IntN(4) {
		case 0:
			b.WriteString("/" + randAlnum(rng, 4+rng.IntN(12)))
		default:
			b.WriteString("/" + pick(rng, pathCred))
		}
	}
	switch rng.IntN(4) {
	case 0:
		b.WriteString("/" + pick(rng, pathFile))
	case 1:
		b.WriteString("/" + pick(rng, pathCred) + "/")
	case 2:
		b.WriteString("/" + pick(rng, pathCred))
	default:
		b.WriteString("/" + pick(rng, pathCred) + "." + pick(rng, []string{"php", "html", "htm", "aspx", "jsp"}))
	}
	b.WriteString(query(rng))
	return b.String()
}

// query returns nothing most of the time, else a kit's query or fragment.
func query(rng *rand.Rand) string {
	switch rng.IntN(10) {
	case 0:
		return "?email=" + randLetters(rng, 4+rng.IntN(6)) + "@" + pick(rng, mailDoms)
	case 1:
		return "?" + pick(rng, queryKeys) + "=" + randAlnum(rng, 8+rng.IntN(40))
	case 2:
		return "?" + pick(rng, queryKeys) + "=" + digits(rng, 4+rng.IntN(8)) + "&" + pick(rng, queryKeys) + "=" + randAlnum(rng, 6+rng.IntN(20))
	case 3:
		return "#" + randLetters(rng, 4+rng.IntN(6)) + "@" + pick(rng, mailDoms)
	}
	return ""
}

// maybePath returns a path with probability p, else "/" or nothing.
func maybePath(rng *rand.Rand, p float64, path func(*rand.Rand) string) string {
	if chance(rng, p) {
		return path(rng)
	}
	if chance(rng, 0.5) {
		return "/"
	}
	return ""
}

// scheme returns https:// mostly, http:// sometimes, nothing (a bare link in a
// message) sometimes.
func scheme(rng *rand.Rand) string {
	switch rng.IntN(10) {
	case 0, 1:
		return "http://"
	case 2:
		return ""
	}
	return "https://"
}

// brandBait: a brand and a bait word in the registered label
// (paypal-secure-login.top, secure-chase-alert.com, netflixbilling24.xyz).
func (t *synthTables) brandBait(rng *rand.Rand) string {
	tok := t.brandToken(rng, t.anyBrand(rng, ""))
	parts := []string{tok, pick(rng, baitCred)}
	if chance(rng, 0.4) {
		parts = append(parts, pick(rng, baitCred))
	}
	if chance(rng, 0.35) {
		parts[0], parts[1] = parts[1], parts[0]
	}
	label := join(rng, parts...)
	if chance(rng, 0.2) {
		label += digits(rng, 1+rng.IntN(4))
	}
	host := label + "." + t.tld(rng)
	if chance(rng, 0.25) {
		host = pick(rng, []string{"www", "secure", "login", "account", "app", "my", "portal", randAlnum(rng, 4)}) + "." + host
	}
	return scheme(rng) + host + maybePath(rng, 0.55, credPath)
}

// brandDomainInFront: a brand's domain before a foreign one
// (paypal.com.secure-check.xyz, www.chase.com-verify.info, apple.id.randomname.com).
func (t *synthTables) brandDomainInFront(rng *rand.Rand) string {
	b := t.anyBrand(rng, "")
	dom := pick(rng, t.brands[b].domains)
	var host string
	switch rng.IntN(4) {
	case 0: // brand.com-bait.tld
		host = dom + "-" + join(rng, pick(rng, baitCred), pick(rng, baitCred)) + "." + t.tld(rng)
	case 1: // brand.com.throwaway.tld
		host = dom + "." + throwaway(rng) + "." + t.tld(rng)
	case 2: // brand.com.bait-word.tld
		host = dom + "." + join(rng, pick(rng, baitCred), pick(rng, words)) + "." + t.tld(rng)
	default: // bait.brand.throwaway.tld
		host = pick(rng, baitCred) + "." + t.brandToken(rng, b) + "." + throwaway(rng) + "." + pick(rng, commonTLD)
	}
	if chance(rng, 0.3) {
		host = "www." + host
	}
	return scheme(rng) + host + maybePath(rng, 0.6, credPath)
}

// brandHosted: a page on free hosting named after a brand
// (netflix-billing.vercel.app, metamask-wallet-restore.pages.dev, att-105645.weeblysite.com).
func (t *synthTables) brandHosted(rng *rand.Rand) string {
	tok := t.brandToken(rng, t.anyBrand(rng, ""))
	var name string
	switch rng.IntN(5) {
	case 0:
		name = join(rng, tok, pick(rng, baitCred))
	case 1:
		name = tok + "-" + digits(rng, 3+rng.IntN(4))
	case 2:
		name = join(rng, pick(rng, baitCred), tok, pick(rng, baitCred))
	case 3:
		name = tok + "-" + throwaway(rng)
	default:
		name = join(rng, tok, pick(rng, words)) + digits(rng, rng.IntN(3))
	}
	platform := pick(rng, t.hosting)
	if chance(rng, 0.1) {
		platform = pick(rng, t.dyn)
	}
	return scheme(rng) + name + "." + platform + maybePath(rng, 0.5, credPath)
}

// Words of the social-account appeal kits: a page, an ad account or a creator
// "violated" a policy or a copyright and must appeal, or may get a verified badge.
var (
	appealWho  = []string{"meta", "fb", "business", "ads", "page", "pages", "account", "creator", "influencer", "brand", "partner", "media", "community", "profile", "ig", "insta"}
	appealWhat = []string{"violation", "violations", "policy", "policies", "copyright", "complaint", "complaints", "appeal", "appeals", "review", "guidelines", "rules", "restriction", "restricted", "disabled", "suspended", "verify", "verified", "verification", "badge", "blue-badge", "support", "help", "center", "case", "ticket", "standards", "integrity", "infringement", "notice", "warning", "request", "form", "insight", "insights"}
	appealPath = []string{"/get_help", "/help", "/appeal", "/appeals", "/case", "/support", "/review", "/form", "/contact", "/checkpoint", "/verify", "/confirm", "/next"}
)

// accountAppeal: the social-account appeal kits, on hosting or a registered name
// (violationcomplaintinsight.vercel.app/get_help, case-id-1000228.example.co.uk,
// meta-business-appeal-center.com/case/123456).
func (t *synthTables) accountAppeal(rng *rand.Rand) string {
	parts := []string{pick(rng, appealWho), pick(rng, appealWhat)}
	if chance(rng, 0.6) {
		parts = append(parts, pick(rng, appealWhat))
	}
	if chance(rng, 0.3) {
		parts[0], parts[1] = parts[1], parts[0]
	}
	name := join(rng, parts...)
	path := ""
	if chance(rng, 0.6) {
		path = pick(rng, appealPath)
		if chance(rng, 0.4) {
			path += "/" + digits(rng, 10+rng.IntN(6))
		}
	}
	switch rng.IntN(3) {
	case 0:
		return scheme(rng) + name + "." + pick(rng, t.hosting) + path
	case 1:
		// A case number as the subdomain of a compromised or throw-away domain.
		sub := pick(rng, []string{"case-id-", "case-", "ticket-", "appeal-", "policy-violation-", "review-"}) + digits(rng, 8+rng.IntN(6))
		return scheme(rng) + sub + "." + pick(rng, t.compHost) + path
	}
	return scheme(rng) + name + "." + t.tld(rng) + path
}

// throwawayHosted: a throw-away name on free hosting or dynamic DNS with a login
// or wallet path (shiny-meadow-7f3a.pages.dev/verify, zgwsnjezbv.duckdns.org/en/).
func (t *synthTables) throwawayHosted(rng *rand.Rand) string {
	platform := pick(rng, t.hosting)
	if chance(rng, 0.15) {
		platform = pick(rng, t.dyn)
	}
	name := throwaway(rng)
	if chance(rng, 0.15) {
		name = throwaway(rng) + "." + name
	}
	return scheme(rng) + name + "." + platform + maybePath(rng, 0.7, credPath)
}

// typoOfBrand: one or two edits of a brand's registered label (paypa1-login.com,
// micros0ft.com, steamcommunlty.com), on its TLD or another.
func (t *synthTables) typoOfBrand(rng *rand.Rand) string {
	b := t.anyBrand(rng, "")
	dom := pick(rng, t.brands[b].domains)
	label, suffix, _ := strings.Cut(dom, ".")
	if len(label) < 4 {
		label = t.brandToken(rng, b)
	}
	edits := 1 + rng.IntN(2)
	for range edits {
		label = typo(rng, label)
	}
	if chance(rng, 0.25) {
		label = join(rng, label, pick(rng, baitCred))
	}
	if chance(rng, 0.5) {
		suffix = t.tld(rng)
	}
	return scheme(rng) + label + "." + suffix + maybePath(rng, 0.5, credPath)
}

// typo applies one edit a typosquatter would: a look-alike character, an omission,
// a repetition, a swap or an insertion.
func typo(rng *rand.Rand, s string) string {
	if len(s) < 3 {
		return s
	}
	i := 1 + rng.IntN(len(s)-2)
	look := map[byte]string{'o': "0", 'l': "1", 'i': "1l", 'e': "3", 'a': "4e", 's': "5z", 'm': "rn", 'w': "vv", 'g': "q", 'u': "v", 'n': "m"}
	switch rng.IntN(6) {
	case 0:
		if r, ok := look[s[i]]; ok {
			return s[:i] + string(r[rng.IntN(len(r))]) + s[i+1:]
		}
		return s[:i] + s[i+1:]
	case 1:
		return s[:i] + s[i+1:]
	case 2:
		return s[:i] + s[i:i+1] + s[i:]
	case 3:
		return s[:i] + s[i+1:i+2] + s[i:i+1] + s[i+2:]
	case 4:
		return s[:i] + string(byte('a'+rng.IntN(26))) + s[i:]
	default:
		return s[:i] + string(byte('a'+rng.IntN(26))) + s[i+1:]
	}
}

// tollParcel: the toll, parking and parcel fee pages of smishing waves
// (txtag.org-paytoll.cc/pay, ezpass-unpaid.top/us, usps.com-tracking-help.cc/info,
// random short names with /i or /us paths).
func (t *synthTables) tollParcel(rng *rand.Rand) string {
	cat, bait, path := "gov", baitToll, pathToll
	if chance(rng, 0.5) {
		cat, bait, path = "delivery", baitDelivery, pathParcel
	}
	b := t.anyBrand(rng, cat)
	tok := t.brandToken(rng, b)
	var host string
	switch rng.IntN(5) {
	case 0:
		host = join(rng, tok, pick(rng, bait)) + "." + t.tld(rng)
	case 1:
		host = pick(rng, t.brands[b].domains) + "-" + join(rng, pick(rng, bait), pick(rng, bait)) + "." + t.tld(rng)
	case 2:
		host = join(rng, pick(rng, bait), tok) + digits(rng, rng.IntN(3)) + "." + t.tld(rng)
	case 3:
		host = tok + "." + join(rng, pick(rng, bait), randLetters(rng, 2+rng.IntN(4))) + "." + t.tld(rng)
	default:
		host = randLetters(rng, 3+rng.IntN(6)) + digits(rng, rng.IntN(4)) + "." + t.tld(rng)
	}
	p := "/" + pick(rng, path)
	if chance(rng, 0.4) {
		p += "/" + pick(rng, path)
	}
	if chance(rng, 0.3) {
		p += "?" + pick(rng, queryKeys) + "=" + randAlnum(rng, 6+rng.IntN(10))
	}
	if chance(rng, 0.2) {
		p = ""
	}
	return scheme(rng) + host + p
}

// m365Hosted: Microsoft 365, webmail and shared-document pages on hosting and
// storage (x7k2.r2.dev/office365/index.html#victim@company.com).
func (t *synthTables) m365Hosted(rng *rand.Rand) string {
	var host string
	switch rng.IntN(3) {
	case 0:
		host = throwaway(rng) + "." + pick(rng, t.hosting)
	case 1:
		host = join(rng, pick(rng, pathM365), pick(rng, []string{"login", "secure", "portal", "share", "docs", "online", "verify", "auth"})) + "." + pick(rng, t.hosting)
	default:
		host = join(rng, pick(rng, pathM365), throwaway(rng)) + "." + t.tld(rng)
	}
	var b strings.Builder
	for range 1 + rng.IntN(2) {
		b.WriteString("/" + pick(rng, pathM365))
	}
	if chance(rng, 0.6) {
		b.WriteString("/" + pick(rng, pathFile))
	}
	switch rng.IntN(3) {
	case 0:
		b.WriteString("#" + randLetters(rng, 4+rng.IntN(6)) + "@" + pick(rng, mailDoms))
	case 1:
		b.WriteString(query(rng))
	}
	return scheme(rng) + host + b.String()
}

// compromised: a kit in the folders of a compromised site
// (smallbusiness.com/wp-content/plugins/xkq/login/index.php?email=...).
func (t *synthTables) compromised(rng *rand.Rand) string {
	host := pick(rng, t.compHost)
	if chance(rng, 0.3) {
		host = "www." + host
	}
	var b strings.Builder
	b.WriteString("/" + pick(rng, compDirs))
	for range rng.IntN(3) {
		switch rng.IntN(3) {
		case 0:
			b.WriteString("/" + randAlnum(rng, 3+rng.IntN(10)))
		case 1:
			b.WriteString("/" + pick(rng, pathCred))
		default:
			b.WriteString("/" + pick(rng, pathM365))
		}
	}
	switch rng.IntN(3) {
	case 0:
		b.WriteString("/" + pick(rng, pathFile))
	case 1:
		b.WriteString("/" + randAlnum(rng, 20+rng.IntN(30)) + strings.Repeat("=", rng.IntN(3)))
	default:
		b.WriteString("/" + pick(rng, pathCred) + "/")
	}
	b.WriteString(query(rng))
	return scheme(rng) + host + b.String()
}

// counterfeitShop: a shop named after a brand and a sale word
// (nike-outlet-sale.shop, ray-ban-store.top).
func (t *synthTables) counterfeitShop(rng *rand.Rand) string {
	b := t.anyBrand(rng, "retail")
	if chance(rng, 0.3) {
		b = t.anyBrand(rng, "")
	}
	parts := []string{t.brandToken(rng, b), pick(rng, baitShop)}
	if chance(rng, 0.5) {
		parts = append(parts, pick(rng, baitShop))
	}
	if chance(rng, 0.3) {
		parts[0], parts[1] = parts[1], parts[0]
	}
	p := ""
	if chance(rng, 0.3) {
		p = "/" + pick(rng, []string{"products", "collections", "shop", "sale", "cart", "checkout", "product", "category"}) + "/" + randLetters(rng, 4+rng.IntN(8))
	}
	return scheme(rng) + join(rng, parts...) + "." + t.tld(rng) + p
}

// investPlatform: an investment or crypto platform's made-up name
// (quantumtradepro.com, bitprofit-ai.online).
func (t *synthTables) investPlatform(rng *rand.Rand) string {
	label := join(rng, pick(rng, investPre), pick(rng, investPost))
	if chance(rng, 0.3) {
		label = join(rng, label, pick(rng, investPost))
	}
	if chance(rng, 0.15) {
		label += digits(rng, 1+rng.IntN(3))
	}
	p := ""
	if chance(rng, 0.35) {
		p = "/" + pick(rng, []string{"login", "register", "signup", "dashboard", "invest", "deposit", "withdraw", "user", "account", "plans", "wallet"})
	}
	return scheme(rng) + label + "." + t.tld(rng) + p
}

// throwawayRegistered: a made-up name registered for the campaign, sometimes with a
// short or credential path (xkqvbe.top/i, lomuvaki.com/en/verify).
func (t *synthTables) throwawayRegistered(rng *rand.Rand) string {
	host := throwaway(rng) + "." + t.tld(rng)
	if chance(rng, 0.25) {
		host = pick(rng, []string{"www", "m", "app", "web", "secure", "login", randAlnum(rng, 3+rng.IntN(5))}) + "." + host
	}
	return scheme(rng) + host + maybePath(rng, 0.5, func(rng *rand.Rand) string {
		if chance(rng, 0.5) {
			return credPath(rng)
		}
		return "/" + pick(rng, []string{"i", "m", "us", "en", "h5", "go", "r", "s", "x", "app", randAlnum(rng, 4+rng.IntN(6))}) + pick(rng, []string{"", "/", "/" + randAlnum(rng, 5+rng.IntN(10))})
	})
}

// fakeExchange: the apps of fake trading and investment platforms, short names of
// letters and digits with single-page-app routes and invitation codes
// (ab88x.com/h5/#/pages/login/login, qx123.vip/#/register?invitecode=482913).
func (t *synthTables) fakeExchange(rng *rand.Rand) string {
	var label string
	switch rng.IntN(3) {
	case 0:
		label = randLetters(rng, 2+rng.IntN(4)) + digits(rng, 2+rng.IntN(3))
	case 1:
		label = pick(rng, investPre) + digits(rng, 2+rng.IntN(3))
	default:
		label = join(rng, pick(rng, investPre), pick(rng, investPost))
	}
	host := label + "." + t.tld(rng)
	if chance(rng, 0.3) {
		host = pick(rng, []string{"www", "m", "h5", "app", "web", "api", "wap"}) + "." + host
	}
	p := pick(rng, []string{"/h5/", "/#/", "/m/", "/mobile/", "/wap/", "/app/", "/index.html#/", "/h5/#/", "/#/pages/"})
	p += pick(rng, []string{"", "login", "register", "pages/login/login", "pages/register/register", "download", "home", "invite", "user/login", "mine"})
	if chance(rng, 0.4) {
		p += "?" + pick(rng, []string{"invitecode", "code", "inviter", "ref", "invite", "agent"}) + "=" + digits(rng, 5+rng.IntN(4))
	}
	return scheme(rng) + host + p
}

// perVictim: the links that kits and their redirectors hand out one per victim or
// per wave, a random subdomain label on a compromised or throw-away host and a
// short random code as the path (x7fk2q9.oldclub.com/Vb3kQ2, zq.shopname.net/?i=a8Kd3,
// hjqzkx.lumotra.com/invite/48213377): the host name is what the kit makes up,
// so it changes with every link.
func (t *synthTables) perVictim(rng *rand.Rand) string {
	host := pick(rng, t.compHost)
	if chance(rng, 0.4) {
		host = throwaway(rng) + "." + pick(rng, commonTLD)
	}
	switch rng.IntN(3) {
	case 0:
		host = randAlnum(rng, 5+rng.IntN(10)) + "." + host
	case 1:
		host = randLetters(rng, 2+rng.IntN(8)) + "." + host
	}
	var p string
	switch rng.IntN(5) {
	case 0:
		p = "/" + randAlnum(rng, 5+rng.IntN(8))
	case 1:
		p = "/?" + pick(rng, queryKeys) + "=" + randAlnum(rng, 4+rng.IntN(8))
	case 2:
		p = "/" + pick(rng, []string{"invite", "i", "r", "s", "go", "c", "l", "v", "t", "a", "app", "share", "link"}) + "/" + pick(rng, []string{digits(rng, 6+rng.IntN(6)), randAlnum(rng, 6+rng.IntN(14))})
	case 3:
		p = "/" + randAlnum(rng, 2+rng.IntN(6)) + "/" + pick(rng, pathFile)
	default:
		p = pick(rng, []string{"/", ""})
	}
	return scheme(rng) + host + p
}

// brandInPath: a kit's folder named after the brand it imitates, on a made-up or
// compromised site (qzkvx.top/paypal/signin/, smallshop.com/chase/login.php).
func (t *synthTables) brandInPath(rng *rand.Rand) string {
	host := throwaway(rng) + "." + t.tld(rng)
	if chance(rng, 0.5) {
		host = pick(rng, t.compHost)
	}
	tok := t.brandToken(rng, t.anyBrand(rng, ""))
	p := "/" + tok
	if chance(rng, 0.3) {
		p = "/" + pick(rng, compDirs) + p
	}
	return scheme(rng) + host + p + credPath(rng)
}

// Scam storefronts: sites that sell what they never ship or ship what harms, named
// for what they offer, as consumer agencies describe them (the FDA's BeSafeRx on
// rogue pharmacies, the FTC's and the BBB's pet, advance-fee loan, fake escrow and
// shipping, romance, job and task and tech-support scam warnings, the reports of
// malware spread as cracked software). Each family is a list of offers and the
// words its sites put around them.
var storefronts = []struct{ offers, around []string }{
	{ // rogue pharmacies
		[]string{"pharmacy", "pharma", "meds", "pills", "rx", "drugstore", "tramadol", "xanax", "valium", "adderall", "oxycodone", "phentermine", "modafinil", "sildenafil", "tadalafil", "generic-meds", "painkillers"},
		[]string{"online", "discount", "cheap", "noprescription", "no-prescription", "without-prescription", "nopresc", "overnight", "discreet", "express", "247", "24h", "canadian", "india", "generic", "buy", "order", "delivery", "shop", "store"},
	},
	{ // pets that do not exist
		[]string{"frenchbulldog", "french-bulldog", "yorkie", "teacup", "pomeranian", "goldenretriever", "labrador", "dachshund", "husky", "corgi", "maltipoo", "cavapoo", "shihtzu", "sphynx", "mainecoon", "ragdoll", "bengal", "macaw", "cockatoo", "africangrey", "parrots"},
		[]string{"puppies", "pups", "puppy", "kittens", "kitten", "cattery", "breeders", "home", "forsale", "for-sale", "available", "adoption", "rehoming", "nest", "paradise", "haven", "kennel", "family"},
	},
	{ // cracked software
		[]string{"windows", "office", "adobe", "photoshop", "premiere", "autocad", "idm", "winrar", "flstudio", "filmora", "coreldraw", "antivirus", "games", "pc", "soft", "software", "apps", "apk", "mod", "kmspico"},
		[]string{"crack", "cracked", "cracks", "keygen", "serial", "activator", "patch", "fullversion", "full", "free-download", "download", "nulled", "warez", "repack", "license-key", "loader", "free", "pro", "2025", "2026"},
	},
	{ // advance-fee loans
		[]string{"loan", "loans", "cash", "payday", "credit", "lenders", "lending", "funding", "grant", "relief", "debt"},
		[]string{"fast", "quick", "instant", "guaranteed", "easy", "approved", "nocreditcheck", "no-credit-check", "badcredit", "sameday", "online", "direct", "now", "today", "express"},
	},
	{ // dating and romance
		[]string{"dating", "singles", "dates", "brides", "love", "romance", "hookup", "meet", "chat", "lonely", "flirt", "match", "penpals"},
		[]string{"local", "hot", "meet", "now", "online", "find", "real", "russian", "ukrainian", "asian", "latin", "military", "sexy", "secret", "tonight"},
	},
	{ // fake escrow and shipping
		[]string{"escrow", "courier", "couriers", "shipping", "freight", "logistics", "cargo", "transit", "movers"},
		[]string{"trust", "secure", "global", "international", "worldwide", "safe", "fast", "express", "services", "transactions", "line", "agency", "direct"},
	},
	{ // tech support and optimisers
		[]string{"pc", "mac", "driver", "drivers", "registry", "speedup", "cleaner", "optimizer", "repair", "antivirus", "antimalware", "booster", "tuneup", "virus"},
		[]string{"pro", "tool", "tools", "free", "download", "plus", "fix", "fixer", "scan", "scanner", "online", "official", "2025", "2026", "helpline"},
	},
	{ // jobs and tasks
		[]string{"task", "tasks", "job", "jobs", "work", "earn", "remote", "review", "rating", "optimize", "boost", "agent", "likes", "clicks"},
		[]string{"earn", "daily", "online", "from-home", "home", "cash", "money", "pay", "hub", "pro", "app", "now", "easy", "income"},
	},
}

// scamStorefront: a site named for what a scam family sells (adderall-overnight.net,
// frenchbulldogpuppies-home.com, photoshop-crack-2025.org).
func (t *synthTables) scamStorefront(rng *rand.Rand) string {
	f := storefronts[rng.IntN(len(storefronts))]
	parts := []string{pick(rng, f.offers), pick(rng, f.around)}
	if chance(rng, 0.4) {
		parts = append(parts, pick(rng, f.around))
	}
	if chance(rng, 0.35) {
		parts[0], parts[1] = parts[1], parts[0]
	}
	host := join(rng, parts...) + "." + t.tld(rng)
	if chance(rng, 0.15) {
		host = "www." + host
	}
	return scheme(rng) + host + maybePath(rng, 0.4, func(rng *rand.Rand) string {
		return "/" + pick(rng, []string{"shop", "product", "products", "order", "checkout", "cart", "download", "apply", "register", "signup", "contact", "available", "buy", "track"}) +
			pick(rng, []string{"", "/", "/" + pick(rng, f.offers), "/" + randLetters(rng, 4+rng.IntN(8))})
	})
}

// describe lists the templates and their shares, for the report.
func (t *synthTables) describe() string {
	var b strings.Builder
	for i, tp := range t.templates() {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%s %.0f%%", tp.name, 100*tp.share)
	}
	return b.String()
}
