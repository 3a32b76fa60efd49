package engine_test

import (
	"strings"
	"sync"
	"testing"

	"scamcheck/data"
	"scamcheck/engine"
)

// onceEngine builds an engine once for every test that asks for it.
type onceEngine struct {
	once sync.Once
	e    *engine.Engine
	err  error
}

func (o *onceEngine) get(t *testing.T, opts ...engine.Option) *engine.Engine {
	t.Helper()
	o.once.Do(func() { o.e, o.err = engine.New(data.FS, opts...) })
	if o.err != nil {
		t.Fatalf("cannot build engine: %v", o.err)
	}
	return o.e
}

var testEngine, rulesEngine onceEngine

func newTestEngine(t *testing.T) *engine.Engine { t.Helper(); return testEngine.get(t) }

// newRulesEngine returns an engine without the URL model: the phishing layer's
// rules alone, for the tests of a rule.
func newRulesEngine(t *testing.T) *engine.Engine {
	t.Helper()
	return rulesEngine.get(t, engine.WithoutURLModel())
}

func analyzeURL(t *testing.T, e *engine.Engine, url string) *engine.Result {
	t.Helper()
	var res engine.Result
	e.Analyze(&engine.Request{Content: []byte(url), Now: 1_800_000_000}, &res)
	return &res
}

func TestPhishingOfficialDomainsStaySafe(t *testing.T) {
	e := newTestEngine(t)
	// A government's reserved domain holds only its bodies' names, listed or not:
	// no brand there (the URL model still reads its words).
	if res := analyzeURL(t, e, "https://www.agenziaentrateriscossione.gov.it/it/"); res.Verdict != engine.VerdictSafe || res.Layers[engine.LayerPhishing].Brand != "" {
		t.Fatalf("agenziaentrateriscossione.gov.it: verdict %s, brand %q; want safe, none", res.Verdict, res.Layers[engine.LayerPhishing].Brand)
	}
	f := func(url string) {
		t.Helper()
		res := analyzeURL(t, e, url)
		l := &res.Layers[engine.LayerPhishing]
		if res.Verdict != engine.VerdictSafe || l.RiskScore != 0 {
			t.Fatalf("%s: got verdict %s, phishing risk %d (%s); want safe, 0", url, res.Verdict, l.RiskScore, l.Details)
		}
		if !e.Protected([]byte(url), engine.TypeUnknown) {
			t.Fatalf("%s: got Protected false; want true", url)
		}
	}
	f("https://www.paypal.com/signin")
	f("https://accounts.google.com/ServiceLogin?continue=https://mail.google.com")
	f("https://docs.google.com/forms/d/e/1FAIpQLSf/viewform")
	f("amazon.co.uk")
	f("https://www.amazon.fr/gp/css/order-history")
	f("impots.gouv.fr")
	f("https://www.impots.gouv.fr/accueil")
	f("laposte.fr")
	f("http://www.tesco.ie") // a brand's country site, in a 2002 Tesco newsletter
	f("https://www.gov.uk/log-in-register-hmrc-online-services")
	f("https://login.microsoftonline.com/common/oauth2/authorize")
	// A company's SharePoint, where colleagues share documents: Microsoft's domain.
	f("https://atelierscoste.sharepoint.com/:x:/s/Production/EbK3xQ9")
	// Brands' country sites and the domains their notices come from.
	f("https://www.santander.cl/personas")
	f("https://www.mercadopago.com.mx/activities")
	f("https://www.dropboxmail.com/")
	f("https://www.bbva.com.ar/")
	f("https://sucursalpersonas.transaccionesbancolombia.com/")
	f("https://amzn.eu/d/7xQ2pLm")
	f("https://aka.ms/authenticator") // Microsoft's own shortener: only Microsoft makes its links
	f("https://www.iledefrance-mobilites.fr/titres-et-tarifs")
	f("github.io")
	f("wikipedia.org")  // a popular benign domain
	f("spotifycdn.com") // a brand's CDN, once taken for Spotify plus noise
	// Crypto projects on their own domains, bait words and new TLDs included.
	f("https://pancakeswap.finance/")
	f("https://airdrop.jito.network/")
	f("https://app.aave.com/")
	f("https://layerzeroscan.com/")                                               // LayerZero's explorer, on its own domain
	f("https://claim.eigenfoundation.org/")                                       // the Eigen Foundation's claims, EigenLayer's
	f("https://api-3f9a21c7.duosecurity.com/portal/enroll?code=a81f02c6d9e4b7c3") // Duo's enrolment link
	f("https://dash.cloudflare.com/?to=/:account/domains")
	f("https://secure.actblue.com/donate/ms_web") // a political donation platform
	f("https://www.haspa.de/")
	f("https://onba.zkb.ch/")
	f("https://www.pv.at/") // Austria's pension insurance
	f("https://www.raiffeisen.at/")
	f("https://manage.kmail-lists.com/subscriptions/unsubscribe?a=XyZ12a&c=01J8K4M2N6P9Q3R5S7T1V0W2X4") // Klaviyo's list pages
	f("https://ethereum.org/en/wallets/")                                                               // a wallet page on Ethereum's own site
	f("https://pump.fun/board")
	f("https://world.org/")
	f("https://app.safe.global/welcome")
	// Energy suppliers.
	f("https://www.enedis.fr/coupure-et-interventions")
	f("https://www.iberdrola.es/clientes")
	// Toll operators.
	f("https://www.sanef.com/")
	f("https://www.aprr.fr/")
}

func TestPhishingFindings(t *testing.T) {
	e := newTestEngine(t)
	// f analyzes url and checks the verdict is at least minVerdict, the phishing
	// details contain detail and, when brand is not empty, the brand.
	f := func(url string, minVerdict engine.Verdict, detail, brand string) {
		t.Helper()
		res := analyzeURL(t, e, url)
		l := &res.Layers[engine.LayerPhishing]
		if res.Verdict < minVerdict {
			t.Fatalf("%s: got verdict %s (score %d, phishing %d: %s); want at least %s", url, res.Verdict, res.Score, l.RiskScore, l.Details, minVerdict)
		}
		if !strings.Contains(string(l.Details), detail) {
			t.Fatalf("%s: got details %q; want them to contain %q", url, l.Details, detail)
		}
		if brand != "" && res.Brand != brand {
			t.Fatalf("%s: got brand %q; want %q", url, res.Brand, brand)
		}
		if res.NumReasons() == 0 {
			t.Fatalf("%s: got no reason; want at least one", url)
		}
	}
	// Brand placement.
	f("paypal.com.secure-login.xyz", engine.VerdictScam, "brand impersonation: PayPal", "PayPal")
	f("https://paypal-secure-login.com/webscr", engine.VerdictScam, "suspicious word in host: secure", "PayPal")
	f("https://netflix-billing.vercel.app/update", engine.VerdictScam, "free hosting vercel.app", "Netflix")
	f("https://www.chase.com.account-verify.info/login", engine.VerdictScam, "brand impersonation: Chase", "Chase")
	f("https://pumpfun-claim.xyz/", engine.VerdictScam, "brand joined to bait word", "Pump.fun")
	f("https://claim.eigenfoundation.io/", engine.VerdictSuspect, "TLD swap", "EigenLayer")
	f("https://actblue-donate-refund.com", engine.VerdictSuspect, "brand joined to bait word", "ActBlue")
	// A family's member that holds a bait word ("Freischaltung", activation) is no member.
	f("volksbank-freischaltung-online.de", engine.VerdictScam, "brand joined to bait word", "Volksbank")
	f("https://haspa-legitimation.com/kunde", engine.VerdictSuspect, "brand joined to bait word", "Hamburger Sparkasse (Haspa)")
	// A brand's name written as words with hyphens between them, beside a bait word
	// or before another domain; as the whole label it is a typosquat (pay-pal.com).
	f("https://wells-fargo-verify.com", engine.VerdictScam, "brand joined to bait word", "Wells Fargo")
	f("https://la-banque-postale-secure.com/", engine.VerdictSuspect, "brand joined to bait word", "La Banque Postale")
	f("https://financni-sprava-preplatek.cz.mojedane.info", engine.VerdictScam, "brand impersonation: Finanční správa", "Finanční správa")
	f("https://pump-fun-launch.top/token", engine.VerdictScam, "brand's domain written with hyphens", "Pump.fun")
	f("https://worldcoin-claim.app/verify", engine.VerdictScam, "brand joined to bait word", "World (Worldcoin)")
	// A misspelt brand in a subdomain of a domain the kit holds.
	f("https://find.icioud.vxazs.cn/mim/8yp80.html", engine.VerdictSuspect, "typosquatting", "")
	f("https://paypai.secure-check.com/", engine.VerdictSuspect, "typosquatting (replacement) of paypal.com", "PayPal")
	// Scam storefronts, named for what they sell.
	f("tramadol-overnight-noprescription.com", engine.VerdictSuspect, "suspicious word in host: noprescription", "")
	f("windows-keygen-activator.net", engine.VerdictSuspect, "suspicious word in host: keygen", "")
	// The closing-down sale of fake shops, in the languages they sell in.
	f("gartengeraete-ausverkauf.shop/rasenmaeher", engine.VerdictSuspect, "suspicious word in host: ausverkauf", "")
	f("canape-destockage-usine.store", engine.VerdictSuspect, "suspicious word in host: destockage", "")
	f("cierre-tienda-liquidacion.online", engine.VerdictSuspect, "suspicious word in host: liquidacion", "")
	// Homoglyphs, IDN and mixed scripts.
	f("аррӏе.com", engine.VerdictScam, "homoglyph of Apple", "Apple")
	f("https://xn--80ak6aa92e.com/", engine.VerdictScam, "homoglyph of Apple", "Apple")
	f("https://paypa1.com/signin", engine.VerdictScam, "homoglyph of PayPal", "PayPal")
	f("https://www.gооgle.com/", engine.VerdictScam, "homoglyph of Google", "Google") // Cyrillic о
	f("https://bаnk-login.com/", engine.VerdictSuspect, "mixed scripts in host", "")  // Latin + Cyrillic а
	// Address tricks.
	f("http://192.168.0.1@bank.example", engine.VerdictScam, "userinfo @ trick", "")
	f("https://paypal.com@evil.xyz/", engine.VerdictScam, "userinfo @ trick: shows paypal.com", "")
	f("http://3232235521/login", engine.VerdictScam, "obfuscated IP host 192.168.0.1", "")
	f("http://0xC0A80001/verify", engine.VerdictScam, "obfuscated IP host 192.168.0.1", "")
	f("http://0300.0250.0.1/", engine.VerdictSuspect, "obfuscated IP host 192.168.0.1", "")
	f("http://45.133.1.20/secure/login.php", engine.VerdictSuspect, "IP address host 45.133.1.20", "")
	// Hosting, TLDs and paths.
	f("https://b5f-fzjx-x4ax5-446ef-d6vuc.pages.dev/", engine.VerdictSuspect, "free hosting pages.dev", "")
	f("https://global-accelerationr3que5f-dpojca32e2u6.edgeone.dev/index.html", engine.VerdictSuspect, "free hosting edgeone.dev", "")
	f("https://form.jotform.com/mailadmin365/microsoft-365-mailbox-verification", engine.VerdictSuspect, "user page on form.jotform.com", "Microsoft")
	f("https://www.jotform.com/form/HSBCOnlineBanking-SecureVerify", engine.VerdictSuspect, "user page on www.jotform.com", "")
	f("https://wallet-sync.duckdns.org/", engine.VerdictSuspect, "dynamic DNS or tunnel duckdns.org", "")
	f("https://claim-airdrop-rewards.top/", engine.VerdictSuspect, "suspicious TLD .top", "")
	f("https://kleine-gaertnerei-am-see.de/wp-content/plugins/x/login.php?email=a@b.c", engine.VerdictSuspect, "credential-bait path: login", "")
	// A crypto project's name joined to a bait word off its domains.
	f("https://pancakeswap-airdrop.xyz/claim", engine.VerdictScam, "brand joined to bait word", "PancakeSwap")
	f("https://aave-claim-rewards.com/", engine.VerdictSuspect, "brand joined to bait word", "Aave")
	f("https://ethereum-wallet-connect.xyz/", engine.VerdictScam, "brand joined to bait word", "Ethereum")
	// Energy suppliers; an abbreviation (EDF, PG&E) only next to a bait word.
	f("https://edf-facture-paiement.com/", engine.VerdictSuspect, "brand joined to bait word", "EDF")
	f("https://pge-billing-update.top/", engine.VerdictScam, "brand joined to bait word", "PG&E")
	f("https://enedis-coupure.info/", engine.VerdictSuspect, "brand impersonation: Enedis", "Enedis")
	// Toll, fine and parcel kits in French, Spanish and German.
	f("https://sanef-peage-regularisation.com/", engine.VerdictSuspect, "brand joined to bait word", "Sanef")
	f("https://aprr-impaye.info/payer", engine.VerdictSuspect, "brand joined to bait word", "APRR")
	f("https://gls-zustellung-fehlgeschlagen.com/", engine.VerdictSuspect, "brand joined to bait word", "GLS")
	f("https://peages-impayes-regularisation.fr/", engine.VerdictSuspect, "suspicious word in host: peages", "")
	// A Dutch bank kit's sign-in, an Italian tax office's hyphenated name.
	f("https://ing-nl-inloggen.com/verificatie", engine.VerdictSuspect, "brand joined to bait word", "ING")
	f("https://agenzia-entrate-rimborso.com/", engine.VerdictSuspect, "Agenzia delle Entrate", "Agenzia delle Entrate")
	// Counterfeit shops named after the brand they fake.
	f("oakleysunglass-sale.com", engine.VerdictSuspect, "brand joined to bait word", "Oakley")
	f("https://www.levis-jeans-sale.com/", engine.VerdictSuspect, "brand joined to bait word", "Levi's")
	f("lego-clearance.com", engine.VerdictSuspect, "brand impersonation: LEGO", "LEGO")
	// A brand's page inside a CMS's folders: a kit on a broken-into site.
	f("https://hobbykeller-neumann.de/wp-content/uploads/2025/03/dhl/sendung/", engine.VerdictSuspect, "brand page inside the site's system folders", "DHL")
}

// TestTyposquatting has one real-world-shaped example of each dnstwist kind.
func TestTyposquatting(t *testing.T) {
	e := newTestEngine(t)
	f := func(url, detail, brand string) {
		t.Helper()
		res := analyzeURL(t, e, url)
		l := &res.Layers[engine.LayerPhishing]
		if !strings.Contains(string(l.Details), detail) {
			t.Fatalf("%s: got details %q; want them to contain %q", url, l.Details, detail)
		}
		if l.Brand != brand {
			t.Fatalf("%s: got brand %q; want %q", url, l.Brand, brand)
		}
		if res.Verdict == engine.VerdictSafe {
			t.Fatalf("%s: got verdict safe (score %d); want suspect or scam", url, res.Score)
		}
	}
	f("paypala.com", "typosquatting (addition) of paypal.com", "PayPal")
	f("facebooc.com", "typosquatting (bitsquatting) of facebook.com", "Facebook")
	// A longer official label holding the brand's token: its typo hides the token.
	f("https://www.bancosantamder.es/particulares/acceso", "typosquatting (replacement) of santander.co.uk", "Santander")
	f("paypa1.com", "homoglyph of PayPal", "PayPal")
	f("pay-pal.com", "typosquatting (hyphenation) of paypal.com", "PayPal")
	f("paypqal.com", "typosquatting (insertion) of paypal.com", "PayPal")
	f("netflx.com", "typosquatting (omission) of netflix.com", "Netflix")
	f("paypall.com", "typosquatting (repetition) of paypal.com", "PayPal")
	f("paypai.com", "typosquatting (replacement) of paypal.com", "PayPal")
	f("pay.pal.com", "typosquatting (subdomain) of paypal.com", "PayPal")
	f("paypla.com", "typosquatting (transposition) of paypal.com", "PayPal")
	f("paypel.com", "typosquatting (vowel swap) of paypal.com", "PayPal")
	f("paypal.xyz", "TLD swap", "PayPal")
	f("paypal-verify.com", "suspicious word in host: verify", "PayPal") // dictionary
	f("westernunoin.com", "typosquatting (transposition) of westernunion.com", "Western Union")
	f("bankofamerca-secure.com", "typosquatting (omission) of bankofamerica.com", "Bank of America")
	// A brand label that is an everyday word, misspelt under its own suffix.
	f("phanton.app", "typosquatting (replacement) of phantom.app", "Phantom")
	f("ledgerr.com", "typosquatting (repetition) of ledger.com", "Ledger")
	// A brand cut short, then keys struck at random, under a cheap generic TLD.
	f("telegadfp.wang", "typosquatting (truncation) of telegram.org", "Telegram")
	f("www.telegwpyrsi.design", "typosquatting (truncation) of telegram.org", "Telegram")
	f("coinbgetw.pro", "typosquatting (truncation) of coinbase.com", "Coinbase")
	// "tele" and "got" are words; the label is not.
	f("telegotyw.fit", "typosquatting (truncation) of telegram.org", "Telegram")
}

// TestTruncationCounterparts: names that start like a brand and go on with a word's
// letters, too few letters, or under a country's or an old TLD are names of their own.
func TestTruncationCounterparts(t *testing.T) {
	e := newTestEngine(t)
	for _, url := range []string{
		"telegraph.co.uk", "telegraaf.nl", "telegraf.app", // a word's letters, or too few
		"telegbale.fit",                    // two vowels: a word's letters
		"telegraphs.app", "telegraphx.app", // a word runs past the kept letters
		"bitstring.software",                            // words joined (bit, string), not Bitstamp cut short
		"microstaxx.de", "opensmtpd.org", "revolsys.fr", // a country's TLD, or an old one
		"coinbgetw.com",
	} {
		res := analyzeURL(t, e, url)
		if l := &res.Layers[engine.LayerPhishing]; strings.Contains(string(l.Details), "truncation") {
			t.Errorf("%s: got details %q; want no truncation", url, l.Details)
		}
	}
}

// TestWordBrandTypoCounterparts: misspellings of a brand label that is an everyday
// word are words and names of their own, or another suffix's names.
func TestWordBrandTypoCounterparts(t *testing.T) {
	e := newTestEngine(t)
	// Words of the dictionary one letter from a brand are words: channel (Chanel),
	// apply (Apple), finance (Binance).
	for _, url := range []string{"lodger.com", "ledgerr.net", "ledger.com", "phantom.app", "phantoms.org",
		"channel.com", "apply.com", "finance.pub"} {
		res := analyzeURL(t, e, url)
		if l := &res.Layers[engine.LayerPhishing]; strings.Contains(string(l.Details), "typosquatting") {
			t.Errorf("%s: got details %q; want no typosquatting", url, l.Details)
		}
	}
}

// TestGovernmentDomainsHoldGovWords: "gouv" and "gov" in a government's reserved
// domain are its by right; in anyone else's they still weigh.
func TestGovernmentDomainsHoldGovWords(t *testing.T) {
	e := newTestEngine(t)
	for _, url := range []string{"https://saaq.gouv.qc.ca/permis-conduire", "https://www2.gov.bc.ca/gov/content/home"} {
		res := analyzeURL(t, e, url)
		if l := &res.Layers[engine.LayerPhishing]; res.Verdict != engine.VerdictSafe || strings.Contains(string(l.Details), "word in host") {
			t.Errorf("%s: got %s, phishing %d (%s); want safe, no host word", url, res.Verdict, l.RiskScore, l.Details)
		}
	}
	if res := analyzeURL(t, e, "https://gouv-amendes.fr/payer"); res.Verdict == engine.VerdictSafe {
		t.Errorf("gouv-amendes.fr: got safe (score %d); want the word to weigh", res.Score)
	}
}

// TestBrandNameElsewhere: where a brand's name alone on another domain is enough to
// look at, and where it is not.
func TestBrandNameElsewhere(t *testing.T) {
	e := newTestEngine(t)
	f := func(url string, want engine.Verdict) {
		t.Helper()
		res := analyzeURL(t, e, url)
		if res.Verdict != want {
			t.Fatalf("%s: got %s (score %d, %s); want %s", url, res.Verdict, res.Score, res.Layers[engine.LayerPhishing].Details, want)
		}
	}
	// roblox.com with ".mu" added: Roblox keeps no country sites.
	f("https://www.roblox.com.mu/users/924463560115/profile", engine.VerdictSuspect)
	// Brands with country sites may own more than the table lists.
	f("amazon.com.mx", engine.VerdictSafe)
	f("nintendo.ca", engine.VerdictSafe)
	f("google.com.bi", engine.VerdictSafe)
	// A crypto project's name joined to anything: the wallet drainers' domains.
	f("raydium-io.net", engine.VerdictSuspect)
	f("hyperliquid-hype.net", engine.VerdictSuspect)
	// A project named by an everyday word, joined to a points or mint lure; the
	// project's own domain.
	f("https://sonic-points.framer.website/", engine.VerdictSuspect)
	f("base-mint.org", engine.VerdictSuspect)
	f("dymension.xyz", engine.VerdictSafe)
	// Any other brand so joined is no more than a name: a fan site, a tool.
	f("netflix-party.com", engine.VerdictSafe)
	f("ethereum-magicians.org", engine.VerdictSafe) // "ethereum" is a word too
}

// TestCodeLibraryOnForge: a library named after a brand's API, on a code forge or
// a documentation platform, is no impersonation; a login page there, or a "clone"
// on an app host, still is. A company's tenant on its SaaS vendor's domain, and a
// credit union's own login, are official.
func TestCodeLibraryOnForge(t *testing.T) {
	e := newTestEngine(t)
	f := func(url string, impersonation bool) {
		t.Helper()
		res := analyzeURL(t, e, url)
		l := &res.Layers[engine.LayerPhishing]
		got := strings.Contains(string(l.Details), "brand impersonation:")
		if got != impersonation || (!impersonation && res.Verdict != engine.VerdictSafe) {
			t.Errorf("%s: got %s %d (%s); want impersonation %v", url, res.Verdict, res.Score, l.Details, impersonation)
		}
	}
	f("https://python-telegram-bot.readthedocs.io/en/stable/", false)
	f("https://stripe-sdk.github.io/", false)
	f("https://telegram-login.readthedocs.io/", true)
	f("https://instagram-clone-js.vercel.app/", true)
	f("https://northwind.service-now.com/sp", false)
	f("https://wd5.myworkday.com/acme/d/home.htmld", false)
	f("https://digitalbanking.becu.org/login", false)
	f("samsungotn.net", false) // Samsung's firmware service
	// A brand's whole name under the country code of a market it serves is its
	// country site; under a code sold cheaply worldwide it is a TLD swap.
	f("https://www.ikea.fr/fr/offres", false)
	f("https://www.netflix.de/", false)
	f("https://www.roblox.ly/users/3670776404/profile", true)
}

// TestWeakSignalsStaySafe: a lone weak signal never makes a verdict.
func TestWeakSignalsStaySafe(t *testing.T) {
	e := newTestEngine(t)
	f := func(url string) {
		t.Helper()
		res := analyzeURL(t, e, url)
		if res.Verdict != engine.VerdictSafe {
			t.Fatalf("%s: got verdict %s (score %d, %s); want safe", url, res.Verdict, res.Score, res.Layers[engine.LayerPhishing].Details)
		}
	}
	f("https://bit.ly/3xYz12")
	f("http://example.org/")
	f("https://tinyurl.com/abc123")
	f("https://www.example-shop.de/products/garden/chairs?id=42")
	f("https://en.wikipedia.org/wiki/Phishing")
	f("http://192.168.1.1/")
	f("http://192.168.1.1/login")                          // a router's page
	f("http://localhost:8080/login?redirect=%2Fdashboard") // a developer's server
	f("http://127.0.0.1:8000/admin/login/?next=/admin/")
}

func TestScamTypeByCategory(t *testing.T) {
	e := newTestEngine(t)
	f := func(url string, want engine.ScamType) {
		t.Helper()
		res := analyzeURL(t, e, url)
		if got := res.Layers[engine.LayerPhishing].ScamType; got != want {
			t.Fatalf("%s: got scam type %s; want %s", url, got, want)
		}
	}
	f("paypal.com.secure-login.xyz", engine.ScamPhishingBank)
	f("https://royalmail-redelivery.top/pay", engine.ScamFakeDelivery)
	f("https://netflix-billing.vercel.app/update", engine.ScamPhishingOther)
	f("https://hmrc-tax-refund.com/claim", engine.ScamPhishingBank)
	f("https://mapfre-pagos.com/", engine.ScamPhishingOther) // an insurer
	f("https://unicef-donation-gaza.org/", engine.ScamPhishingOther)
}

func TestPhishingWeakSignalsAndUserPages(t *testing.T) {
	e := newTestEngine(t)
	f := func(url string, want engine.Verdict, detail string) {
		t.Helper()
		res := analyzeURL(t, e, url)
		l := &res.Layers[engine.LayerPhishing]
		if res.Verdict != want || !strings.Contains(string(l.Details), detail) {
			t.Fatalf("%s: got verdict %s, phishing %d (%s); want %s with %q", url, res.Verdict, l.RiskScore, l.Details, want, detail)
		}
	}
	// Pages users publish on a protected platform's own host.
	f("http://ipfs.io/ipfs/bafkreiamlhoenjimt4axrnuwpyfmdrbllg635gyvlwj2iic5kqrc5st4xy", engine.VerdictSuspect, "IPFS content")
	f("https://gateway.example-ipfs.net/ipfs/QmNsY8X3nNugUZ8JyT1JRqvKmQqmm14uXiJb5rJDAFQkDG", engine.VerdictSuspect, "IPFS content")
	f("https://sites.google.com/view/secure-update-account/home", engine.VerdictSuspect, "user page on sites.google.com")
	f("https://sites.google.com/", engine.VerdictSafe, "")
	// A crypto wallet's name on a user's page needs no bait word beside it; on a
	// tracker's own site it is the coin's page.
	f("https://sites.google.com/view/trezor-suite-start-io", engine.VerdictSuspect, "brand in path: Trezor")
	f("https://coinmarketcap.com/currencies/solana/", engine.VerdictSafe, "")
	// Blogger on a country domain, whatever the Public Suffix List says.
	f("https://metamask-wallett.blogspot.com.tr/", engine.VerdictScam, "free hosting blogspot.com.tr")
	// A distinctive brand joined to a bait word; a short brand token stays weak.
	f("barclays-banking.net", engine.VerdictSuspect, "brand joined to bait word")
	f("tiktokshopes.net", engine.VerdictSuspect, "brand joined to bait word")
	f("rakuten-paiments.com", engine.VerdictSuspect, "brand joined to bait word")
	f("http://barclays-banking.net/login", engine.VerdictScam, "brand joined to bait word")
	f("visa-shop.net", engine.VerdictSuspect, "brand joined to bait word")
	// Several independent weak signals about a link, none enough alone.
	f("https://xkwqvbzrt7.com/x/aGVsbG8gd29ybGQgaGVsbG8gd29ybGQgMTIzNDU2Nzg5", engine.VerdictSuspect, "several independent signals")
	f("https://shop.example.top/x/aGVsbG8gd29ybGQgaGVsbG8gd29ybGQgMTIzNDU2Nzg5", engine.VerdictSuspect, "several independent signals")
	f("https://xyd48.cc/", engine.VerdictSafe, "")
	f("http://quickstayreserve.com/abc", engine.VerdictSafe, "")
	// A shortener alone never makes a verdict, nor does a mail service's
	// click-tracking redirector: its path is a key by design, no opaque token of a
	// kit. Letters of a key ("bT" in u001.7kRjQ2mZpL9vXwN3bT5s) name no brand.
	f("https://bit.ly/3xYzAbC", engine.VerdictSafe, "URL shortener")
	f("https://u2847591.ct.sendgrid.net/ls/click?upn=u001.Zx8kP3dQm7TnVbW1yLr0aGqH4cJfE2sIo9uYtXeKpMzA-2BvN6wB5dR3fS7gT1hU0jC8k-3D-3DAbC1_xYz", engine.VerdictSafe, "URL shortener")
	f("https://trk.klclick.com/ls/click?upn=u001.7kRjQ2mZpL9vXwN3bT5sYcF8hG1dE6aU4oI0qK-2Fw-3D-3D", engine.VerdictSafe, "URL shortener")
	f("https://d2v8tf04.na1.hubspotlinks.com/Ctc/5F+113/d2v8tf04/VWkL8c5Lq2dHW8gZk1R3Xq9gNW1bQ2Tq5fN3xRN7Hk3p83q3n5V1", engine.VerdictSafe, "URL shortener")
	f("https://sibforms.r.sp1-brevo.net/mk/cl/f/sh/WqxPrV3kZ8mN2tL7yB4cF9dH1jK6sA0gE5uI", engine.VerdictSafe, "URL shortener")
	f("https://click.convertkit-mail2.com/v8u7q2n0lmh7hq9x5kfz/wnh2hghqxzq6r8cr/aHR0cHM6Ly93d3cuZXhhbXBsZS5jb20vYmxvZw==", engine.VerdictSafe, "URL shortener")
	// A shortener's path chosen by its user still speaks.
	f("https://bit.ly/paypal-login-verify", engine.VerdictSuspect, "URL shortener")
}

// Plain http adds its own points but is no independent signal: with one weak
// finding on the name it stays safe, and on a code forge's pages (which the forge
// serves over https) it counts for nothing. Elsewhere on hosting it still counts.
func TestPlainHTTPWeight(t *testing.T) {
	e := newTestEngine(t)
	f := func(url string, want engine.Verdict, has, hasNot string) {
		t.Helper()
		res := analyzeURL(t, e, url)
		d := string(res.Layers[engine.LayerPhishing].Details)
		if res.Verdict != want || has != "" && !strings.Contains(d, has) || strings.Contains(d, hasNot) {
			t.Fatalf("%s: got verdict %s (%s); want %s with %q, without %q", url, res.Verdict, d, want, has, hasNot)
		}
	}
	f("http://xkwqvbzrt7.com/", engine.VerdictSafe, "plain http", "several independent signals")
	f("http://www.lcdtoolz.info/", engine.VerdictSafe, "plain http", "several independent signals")
	f("http://planets.example-ddns.org.ru/", engine.VerdictSafe, "", "several independent signals")
	f("http://someproject.github.io/docs/", engine.VerdictSafe, "free hosting github.io", "plain http")
	f("http://someproject.gitlab.io/", engine.VerdictSafe, "free hosting gitlab.io", "plain http")
	f("https://someproject.github.io/", engine.VerdictSafe, "free hosting github.io", "plain http")
	// Other free hosting: plain http still counts there.
	f("http://someproject.vercel.app/", engine.VerdictSuspect, "plain http", "several independent signals")
	// A brand's name on a forge's pages is still impersonation, http or not.
	f("http://paypal-account-verify.github.io/", engine.VerdictScam, "brand", "plain http")
}

// .xyz and .trade carry some abuse but many legitimate projects: the TLD alone
// makes no verdict, the most abused ones still do.
func TestTLDAlone(t *testing.T) {
	e := newTestEngine(t)
	f := func(url string, want engine.Verdict) {
		t.Helper()
		res := analyzeURL(t, e, url)
		if res.Verdict != want || !strings.Contains(string(res.Layers[engine.LayerPhishing].Details), "suspicious TLD") {
			t.Fatalf("%s: got verdict %s (%s); want %s with a suspicious TLD", url, res.Verdict, res.Layers[engine.LayerPhishing].Details, want)
		}
	}
	f("https://www.klogtools.xyz/", engine.VerdictSafe)
	f("https://gardenlogic.trade/", engine.VerdictSafe)
	f("https://klogtools.top/", engine.VerdictSuspect)
	f("https://gardenlogic.icu/", engine.VerdictSuspect)
}

// TestOpaquePathTokens: a shortener's or a click-tracker's path is a key by
// design, so neither its shape nor the URL model counts there, while the same path
// on an ordinary host is an opaque token; a page on Notion ends in its 32-hex
// identifier by design, while that run elsewhere, or a longer mixed token on
// Notion, is opaque.
func TestOpaquePathTokens(t *testing.T) {
	e := newTestEngine(t)
	const path = "/ls/click?upn=u001.Zx8kP3dQm7TnVbW1yLr0aGqH4cJfE2sIo9uYtXeKpMzA-2BvN6wB5dR3fS7gT1hU0jC8k-3D-3DAbC1_xYz"
	for _, c := range []struct {
		url    string
		opaque bool
	}{
		{"https://u2847591.ct.sendgrid.net" + path, false},
		{"https://u2847591.ct.example-mailer.net" + path, true},
		{"https://cozyreads.notion.site/Reading-List-2025-4e2b8a1c7d9f4c3a9b6e5d4c3b2a1f0e", false},
		{"https://www.notion.so/acme/Onboarding-4e2b8a1c7d9f4c3a9b6e5d4c3b2a1f0e", false},
		{"https://cozyreads.notion.site/Reading-4E2B8A1C7D9F4C3A9B6E5D4C3B2A1F0E9xZq", true},
		{"https://x7fk2q9.pages.dev/Reading-4e2b8a1c7d9f4c3a9b6e5d4c3b2a1f0e", true},
	} {
		res := analyzeURL(t, e, c.url)
		d := string(res.Layers[engine.LayerPhishing].Details)
		if strings.Contains(d, "opaque token in path") != c.opaque || strings.Contains(c.url, "sendgrid") && strings.Contains(d, "URL model") {
			t.Errorf("%s: details %q; want opaque token %v, no URL model on a shortener", c.url, d, c.opaque)
		}
	}
}

// TestBankOwnLoginPages: a clean host that names itself a bank or a credit union
// serves its own online banking; its login paths are not bait and the URL model
// does not speak there. The same paths count on a host with findings of its own,
// and a brand's name in the path still counts.
func TestBankOwnLoginPages(t *testing.T) {
	e := newTestEngine(t)
	for _, c := range []struct {
		url     string
		flagged bool
	}{
		{"https://secure.lakesidecu.org/online-banking/login", false},
		{"https://lakeside-cu.org/login", false},
		{"https://www.pinevalleybank.com/personal/online-banking/login", false},
		{"https://www.farmersstatebank-ia.com/online-banking-login", false},
		{"https://secure-pinevalleybank-login.com/online-banking/login", true},
		{"https://pinevalleybank.xyz/online-banking/login", true},
		{"https://www.pinevalleybank.com/paypal/login", false}, // below suspect, but named
	} {
		res := analyzeURL(t, e, c.url)
		d := string(res.Layers[engine.LayerPhishing].Details)
		if got := res.Verdict != engine.VerdictSafe; got != c.flagged {
			t.Errorf("%s: %v %d (%s); want flagged %v", c.url, res.Verdict, res.Score, d, c.flagged)
		}
		if !c.flagged && (strings.Contains(d, "credential-bait path") || strings.Contains(d, "URL model")) {
			t.Errorf("%s: details %q; want no path bait, no URL model on the bank's own site", c.url, d)
		}
	}
	res := analyzeURL(t, e, "https://www.pinevalleybank.com/paypal/login")
	if d := string(res.Layers[engine.LayerPhishing].Details); !strings.Contains(d, "brand in path: PayPal") {
		t.Errorf("pinevalleybank.com/paypal/login: details %q; want the brand in the path", d)
	}
	// A bucket named after the platform's own brand, on its own platform, names no
	// brand in its path; another brand's does.
	for _, c := range []struct {
		url   string
		brand bool
	}{
		{"https://s3.amazonaws.com/amazoncloudwatch-agent/ubuntu/amd64/latest/amazon-cloudwatch-agent.deb", false},
		{"https://s3.amazonaws.com/paypal-verify/login.html", true},
	} {
		res := analyzeURL(t, e, c.url)
		if d := string(res.Layers[engine.LayerPhishing].Details); strings.Contains(d, "brand in path") != c.brand {
			t.Errorf("%s: details %q; want brand in path %v", c.url, d, c.brand)
		}
	}
}

// TestPlainWordsHideBaitWords: an everyday word that holds a bait word
// (accountants, investigation, accessories, nonprofit, cryptography) names a
// trade; the bait word alone still counts.
func TestPlainWordsHideBaitWords(t *testing.T) {
	e := newTestEngine(t)
	for _, c := range []struct {
		host string
		word string // the host word expected in the details, "" for none
	}{
		{"hartley-accountants.co.uk", ""},
		{"smith-accounting.com", ""},
		{"privateinvestigator-london.co.uk", ""},
		{"phone-accessories.co.uk", ""},
		{"visitconnecticut.com", ""},
		{"nonprofitquarterly.org", ""},
		{"cryptography.io", ""},
		{"account-review-center.com", "account"},
		{"invest-profit-daily.com", "invest"},
		{"crypto-bonus-drop.com", "crypto"},
	} {
		res := analyzeURL(t, e, "https://"+c.host+"/")
		d := string(res.Layers[engine.LayerPhishing].Details)
		if got := strings.Contains(d, "suspicious word in host: "+c.word); c.word != "" && !got || c.word == "" && strings.Contains(d, "suspicious word in host") {
			t.Errorf("%s: details %q; want host word %q", c.host, d, c.word)
		}
	}
}

// TestPrinterSupportSites: a printer brand next to a support or setup word is a
// tech-support call-back site; HP, an abbreviation, names no brand alone (a
// homepage's "hp." subdomain, a tuning shop).
func TestPrinterSupportSites(t *testing.T) {
	e := newTestEngine(t)
	for _, c := range []struct {
		url  string
		want engine.ScamType // ScamNone: safe
	}{
		{"https://www.123-hp-printersetup.com/", engine.ScamTechSupport},
		{"https://canon-printer-support.com/", engine.ScamTechSupport},
		{"https://microsoft-helpdesk-support.com/", engine.ScamTechSupport},
		{"https://123.hp.com/setup", engine.ScamNone},
		{"http://hp.vector.co.jp/authors/VA012337/soft/fd/", engine.ScamNone},
		{"https://www.hp-tuners.com/", engine.ScamNone},
		{"https://brotherhood-church.org/", engine.ScamNone},
	} {
		res := analyzeURL(t, e, c.url)
		if res.ScamType != c.want || (c.want == engine.ScamNone) != (res.Verdict == engine.VerdictSafe) {
			t.Errorf("%s: %v %d %v; want %v", c.url, res.Verdict, res.Score, res.ScamType, c.want)
		}
	}
}

// TestStaticPageInWordPressCode: an .html page among WordPress's code is suspect
// alone; a PHP endpoint or an upload there is only a weak sign.
func TestStaticPageInWordPressCode(t *testing.T) {
	e := newTestEngine(t)
	for _, c := range []struct {
		url     string
		flagged bool
	}{
		{"https://qandbindustries.com/wp-content/plugins/fyuuoargri/lu/ok/index.html", true},
		{"https://impressionsofayan.com/wp-includes/prmP4irMeCp.html", true},
		{"https://example-bakery.com/wp-content/uploads/2024/05/menu.pdf", false},
		{"https://example-bakery.com/wp-content/plugins/contact-form/send.php", false},
	} {
		res := analyzeURL(t, e, c.url)
		if got := res.Verdict != engine.VerdictSafe; got != c.flagged {
			t.Errorf("%s: %v %d (%s); want flagged %v", c.url, res.Verdict, res.Score, res.Layers[engine.LayerPhishing].Details, c.flagged)
		}
	}
}

// TestNewBrandsAndGovernmentHosts: a crypto project's name joined to a claim word
// (allocation, whitelist, staking), or a service's name joined to a fee word
// (Doctolib, the Gendarmerie), is impersonation; the brand's own domain, its name
// among ordinary words (a manta ray, a ripple effect), and a host on a
// government's reserved domain (sede.seg-social.gob.es, www.elster.bund.de, off
// the brand's list) are not. A counterfeit shop named after a fashion brand and a
// sale word is impersonation too.
func TestNewBrandsAndGovernmentHosts(t *testing.T) {
	e := newTestEngine(t)
	for _, c := range []struct {
		url   string
		brand string // "" for safe
	}{
		{"https://manta-allocation.com/", "Manta Network"},
		{"https://pudgypenguins-whitelist.com/", "Pudgy Penguins"},
		{"https://fixedfloat-staking.com/", "FixedFloat"},
		{"https://doctolib-rdv-confirmation.fr/", "Doctolib"},
		{"https://esta-usa-application.com/", "ESTA (U.S. Customs and Border Protection)"},
		{"https://etias-europa-application.com/", "ETIAS (European Union)"},
		{"https://flashplayer-install.net/", "Adobe"},
		{"https://ozempicdirect-online.com/", "Novo Nordisk (Ozempic, Wegovy)"},
		{"https://esta.cbp.dhs.gov/", ""},
		{"https://www.ozempic.com/", ""},
		{"https://esta-noche-bar.com/", ""},
		{"https://gendarmerie-amende-paiement.fr/", "Gendarmerie nationale"},
		{"https://www.manta.network/", ""},
		{"https://app.optimism.io/bridge", ""},
		{"https://manta-ray-diving.com/", ""},
		{"https://ripple-effect-consulting.com/", ""},
		{"https://www.doctolib.fr/", ""},
		{"https://www.gendarmerie.interieur.gouv.fr/", ""},
		{"https://sede.seg-social.gob.es/wps/portal/sede", ""},
		{"https://www.elster.bund.de/", ""},
		// A project's name in a path: a tracker's or a governance site's page,
		// unless a claim or wallet word stands there too.
		{"https://www.tally.xyz/gov/arbitrum", ""},
		{"https://defillama.com/protocol/uniswap", ""},
		{"https://kuyt.xyz/uniswap/wallet", "Uniswap"},
		// Insurers and charities, a renewal, a payment or a donation joined to
		// their names; their own sites, and the everyday words some of them
		// are named after, elsewhere.
		{"https://admiral-renewal-uk.com/", "Admiral"},
		{"https://mapfre-pagos.com/", "MAPFRE"},
		{"https://unicef-donation-gaza.org/", "UNICEF"},
		{"https://redcross-emergencyappeal.org/", "American Red Cross"},
		{"https://www.admiral.com/", ""},
		{"https://www.redcross.org.uk/donate", ""},
		{"https://www.redcross.ca/", ""},
		{"https://www.croixrouge.ca/faire-un-don", ""}, // the Canadian Red Cross in French, no typo of croix-rouge.fr
		{"https://www.mapfre.es/particulares/", ""},
		{"https://www.zurich-airport.com/", ""},
		{"https://www.progressive-rock.net/", ""},
		{"https://www.macmillan.com/", ""},
		// A documentation platform's subdomain is its account's unique name: a
		// project's own docs, unless a bait word is joined to its name.
		{"https://hyperliquid.gitbook.io/hyperliquid-docs", ""},
		{"https://hyperliquid-airdrop.gitbook.io/", "Hyperliquid"},
		{"https://iberia-refund.eu.qualtrics.com/jfe/form/SV_9x", "Iberia"},
		// Counterfeit shops named after fashion and luxury brands with a sale
		// word; the brands' own shops are not.
		{"https://chanel-paris-soldes.com/", "Chanel"},
		{"https://www.lv-bags-sale.store/", "Louis Vuitton"},
		{"https://nike-liquidacion.store/", "Nike"},
		{"https://northface-outletstore.com/", "The North Face"},
		{"https://www.chanel.com/fr/mode/sacs/", ""},
		{"https://www.nike.com/de/w/sale", ""},
		{"https://www.lv.com/", ""},
		// Sign-in pages of banks and payment services on their own domains, a
		// company's tenant on an identity provider; a bank's name joined to a
		// bait word elsewhere.
		{"https://internet-banking.dbs.com.sg/IB/Welcome", ""},
		{"https://secure.worldpay.com/wcc/purchase?instId=1234567&cartId=ORD-1", ""},
		{"https://northwind.us.auth0.com/authorize?response_type=code&client_id=Xq7pL2mN9vB4cR8t", ""},
		{"https://dbs-secure-login.com/", "DBS Bank"},
	} {
		res := analyzeURL(t, e, c.url)
		if res.Brand != c.brand || (c.brand == "") != (res.Verdict == engine.VerdictSafe) {
			t.Errorf("%s: %v %d brand %q; want brand %q", c.url, res.Verdict, res.Score, res.Brand, c.brand)
		}
	}
}

// TestDownloadLinks: an app installed outside the stores, a script or shortcut to
// run, an installer on a doubtful domain; the same files from a software forge
// or a publisher's own site.
func TestDownloadLinks(t *testing.T) {
	e := newRulesEngine(t)
	for url, want := range map[string]engine.Verdict{
		"https://suivi-colis-app.com/Colis.apk":                                      engine.VerdictSuspect,
		"https://docs-share-portal.net/files/Invoice_2291.pdf.lnk":                   engine.VerdictSuspect,
		"https://stream-hd-live.online/download/player.exe":                          engine.VerdictSuspect,
		"https://f-droid.org/F-Droid.apk":                                            engine.VerdictSafe,
		"https://github.com/termux/termux-app/releases/download/v0.118.1/termux.apk": engine.VerdictSafe,
		"https://www.7-zip.org/a/7z2408-x64.exe":                                     engine.VerdictSafe,
	} {
		res := analyzeURL(t, e, url)
		if got := res.Verdict; got == engine.VerdictSafe != (want == engine.VerdictSafe) {
			t.Errorf("%s: got %v (score %d, %s); want %v", url, got, res.Score, res.Layers[engine.LayerPhishing].Details, want)
		}
	}
}

// TestPagesOnGooglesDomains: a web page kept in a Firebase bucket and a Google form
// prefilled with a credential lure, against an image in a bucket and a club's
// prefilled form; a documentation platform's pages about signing in.
func TestPagesOnGooglesDomains(t *testing.T) {
	e := newRulesEngine(t)
	for url, wantFlagged := range map[string]bool{
		"https://firebasestorage.googleapis.com/v0/b/onedrv-share-c1a9e.appspot.com/o/view.html?alt=media&token=4b7e2f91":                                   true,
		"https://firebasestorage.googleapis.com/v0/b/myapp.appspot.com/o/images%2Flogo.png?alt=media":                                                       false,
		"https://docs.google.com/forms/d/e/1FAIpQLSeR7xK2mQpV9tYwZ3bNc4LdH8fJ6g/viewform?usp=pp_url&entry.1284905621=Mailbox+Storage+Full+-+Verify+Account": true,
		"https://docs.google.com/forms/d/e/1FAIpQLSd4kP9nR2tY6vB8mC1xZ4qL7hJ0g/viewform?usp=pp_url&entry.111=Chess+Club+Spring+Tournament":                  false,
		"https://requests.readthedocs.io/en/latest/user/authentication/":                                                                                    false,
		"https://flask-login.readthedocs.io/en/latest/":                                                                                                     false,
		"https://paypal-login.readthedocs.io/en/latest/":                                                                                                    true,
	} {
		res := analyzeURL(t, e, url)
		if got := res.Verdict != engine.VerdictSafe; got != wantFlagged {
			t.Errorf("%s: got %v (score %d, %s); want flagged %v", url, res.Verdict, res.Score, res.Layers[engine.LayerPhishing].Details, wantFlagged)
		}
	}
}

// TestFlixBusOwnDomains: FlixBus's own booking pages are its own, a look-alike is not.
func TestFlixBusOwnDomains(t *testing.T) {
	e := newTestEngine(t)
	for url, wantFlagged := range map[string]bool{
		"https://shop.flixbus.de/rebooking/login":           false,
		"https://flixbus-ticket-refund.top/rebooking/login": true,
	} {
		res := analyzeURL(t, e, url)
		if got := res.Verdict != engine.VerdictSafe; got != wantFlagged {
			t.Errorf("%s: got %v (score %d, %s); want flagged %v", url, res.Verdict, res.Score, res.Layers[engine.LayerPhishing].Details, wantFlagged)
		}
	}
}

// TestIPFSNeedsContent: a gateway's subdomain form holds a content identifier
// (or an IPNS key or DNSLink name) before ".ipfs." or ".ipns."; the IPFS project's
// own sites (docs.ipfs.tech, blog.ipfs.tech) hold a plain word there and serve no
// one's content.
func TestIPFSNeedsContent(t *testing.T) {
	e := newTestEngine(t)
	const ipfs = "IPFS content"
	checkFinding(t, e, "https://bafybeihs36fbluauydrnkud564pe2tpwgr2ywdc3dpcsqckwnkkykol6ci.ipfs.dweb.link/", ipfs, true)
	checkFinding(t, e, "http://accountlivesupport-net.ipns.dweb.link/", ipfs, true)
	checkFinding(t, e, "https://docs.ipfs.tech/concepts/ipfs-gateway/", ipfs, false)
	checkFinding(t, e, "https://blog.ipfs.tech/", ipfs, false)
}

// checkFinding analyzes url and checks that its phishing layer's details name
// detail when want, then with a verdict above safe, and otherwise do not, with a
// safe verdict.
func checkFinding(t *testing.T, e *engine.Engine, url, detail string, want bool) {
	t.Helper()
	res := analyzeURL(t, e, url)
	d := string(res.Layers[engine.LayerPhishing].Details)
	if got := strings.Contains(d, detail); got != want || want == (res.Verdict == engine.VerdictSafe) {
		t.Fatalf("%s: got verdict %s (%s); want %q %v", url, res.Verdict, d, detail, want)
	}
}

// TestOrganisationAccounts: an organisation's account on a code forge, its name and
// a word organisations add (solana-labs.github.io), is the brand's; the same name
// elsewhere, or the brand with a bait word on the forge, is not.
func TestOrganisationAccounts(t *testing.T) {
	e := newTestEngine(t)
	f := func(url string, want engine.Verdict) {
		t.Helper()
		if res := analyzeURL(t, e, url); res.Verdict != want {
			t.Fatalf("%s: got verdict %s (%s); want %s", url, res.Verdict, res.Layers[engine.LayerPhishing].Details, want)
		}
	}
	f("https://solana-labs.github.io/solana-web3.js/", engine.VerdictSafe)
	f("https://uniswap-labs.github.io/", engine.VerdictSafe)
	f("https://solana-labs.vercel.app/", engine.VerdictScam)
	f("https://metamask-support-team.github.io/", engine.VerdictScam)
	f("https://solana-airdrop.github.io/", engine.VerdictScam)
}

// TestDisguisedCountryDomains: a registered name that starts with a country's code
// and a hyphen continues the domain written in the subdomain
// (allegro.pl-oferta.cfd, gov.uk-dwp.bond); a shop named after its country under
// www, or a country's code inside an ordinary name, is no disguise.
func TestDisguisedCountryDomains(t *testing.T) {
	e := newTestEngine(t)
	const disguised = "address disguised as another domain"
	checkFinding(t, e, "https://pge-platnosc-faktury.pl-oplata.net", disguised, true)
	checkFinding(t, e, "https://eon-plata-factura.ro-online.com", disguised, true)
	checkFinding(t, e, "http://gov.uk-dwpai.bond", disguised, true)
	checkFinding(t, e, "https://www.uk-fashion.com/", disguised, false)
	checkFinding(t, e, "https://shop.pl-imports.com/", disguised, false)
	checkFinding(t, e, "https://bakery.uk-fashion.co.uk/", disguised, false)
}

// TestMarketplacesAndBusinessSoftware: the classified-ads sites whose buyers'
// "safe payment" pages the marketplace scams imitate, and the accounting and
// payroll services whose invoices and logins are imitated, are brands; their own
// pages are not flagged, and a brand token inside another word names no brand.
func TestMarketplacesAndBusinessSoftware(t *testing.T) {
	e := newTestEngine(t)
	checkFinding(t, e, "https://gumtree-safepay.uk/receive?id=5521", "brand impersonation: Gumtree", true)
	checkFinding(t, e, "https://willhaben-sicher-bezahlen.com/empfang/7731", "brand impersonation: willhaben", true)
	checkFinding(t, e, "https://quickbooks-invoice-payment.com/view/88213", "brand impersonation: Intuit QuickBooks", true)
	checkFlaggedURLs(t, e, []urlFlagCase{
		{"https://www.gumtree.com/p/prams-strollers/silver-cross-pram/1489203311", false},
		{"https://login.xero.com/identity/user/login", false},
		{"https://intuitive.com/", false},
	})
}

// TestPeoplesPlatforms: a page on a blog, a site builder or a code forge's
// account with nothing in its name or path but the platform is safe whatever the
// URL model reads in its name; a brand or a bait word on the same platforms is
// still found.
func TestPeoplesPlatforms(t *testing.T) {
	checkFlaggedURLs(t, newTestEngine(t), []urlFlagCase{
		{"https://kai-nakamura.carrd.co/#work", false},
		{"https://receitasdavovo.blogspot.com/2025/12/bolo-de-fuba-cremoso.html", false},
		{"https://fastapi-contrib.github.io/docs/getting-started", false},
		{"https://hilltopdogwalking.wixsite.com/home/booking", false},
		{"https://wildfern-candles.myshopify.com/collections/all", false},
		{"https://www.mintmobile.com/account/login/", false}, // "tmobile" inside a word names no T-Mobile
		{"https://web3py.readthedocs.io/en/stable/", false},
		{"https://uniswap-claim.readthedocs.io/", true},
		{"https://paypal-login-verify.wixsite.com/home", true},
		{"https://netflix-billing-update.blogspot.com/", true},
	})
}

// urlFlagCase is a URL and whether the engine should flag it (suspect or scam).
type urlFlagCase struct {
	url     string
	flagged bool
}

// checkFlaggedURLs analyzes each URL and checks whether it is flagged.
func checkFlaggedURLs(t *testing.T, e *engine.Engine, cases []urlFlagCase) {
	t.Helper()
	for _, c := range cases {
		res := analyzeURL(t, e, c.url)
		if got := res.Verdict != engine.VerdictSafe; got != c.flagged {
			t.Errorf("%s: verdict %s (%s); want flagged %v", c.url, res.Verdict, res.Layers[engine.LayerPhishing].Details, c.flagged)
		}
	}
}

// TestClReadAsD: "cl" reads as "d" in a label that then spells a brand's exactly
// (discorcl.gift); words with the pair stay what they are.
func TestClReadAsD(t *testing.T) {
	checkFlaggedURLs(t, newTestEngine(t), []urlFlagCase{
		{"https://discorcl.gift/AeK7nP9sQ", true},
		{"https://www.club-med.fr/", false},
		{"https://www.cloudflare.com/", false},
		{"https://clinic-declan.ie/book", false},
	})
}

// TestHostingPlatformOwnHosts: a site builder's own sign-in host is its own, while
// a user's page on the same domain named for logging in stays suspect.
func TestHostingPlatformOwnHosts(t *testing.T) {
	checkFlaggedURLs(t, newTestEngine(t), []urlFlagCase{
		{"https://account.squarespace.com/", false},
		{"https://login-verify.squarespace.com/", true},
		{"https://squarespace-billing.squarespace.com/login", true},
	})
}

// TestFamiliesNamedLast: a domain family with the name last (*-volksbank.de) makes
// the regional banks' own domains official; a bait word before the name stays an
// impersonation. Regional organisations whose names read like phishing are theirs.
func TestFamiliesNamedLast(t *testing.T) {
	checkFlaggedURLs(t, newTestEngine(t), []urlFlagCase{
		{"https://www.berliner-volksbank.de/service/online-banking.html", false},
		{"https://www.frankfurter-volksbank.de/service/onlinebanking.html", false},
		{"https://sicherheit-volksbank.de/login", true},
		{"https://www.creditoagricola.pt/particulares", false},
		{"https://www.prestocard.ca/en/account/sign-in", false},
		{"https://coolbiue.nl/mijn-coolblue/bestelling", true},
		{"https://epal-fatura.glitch.me/", true},
	})
}

// TestFormTenants: a form service's account subdomains are its customers' names,
// so a brand joined to a bait word there is impersonation, and a company's own
// tenant is not.
func TestFormTenants(t *testing.T) {
	checkFlaggedURLs(t, newTestEngine(t), []urlFlagCase{
		{"https://chase-verify.typeform.com/to/U3kP9wLz", true},
		{"https://acmecorp.typeform.com/to/feedback", false},
		{"https://www.typeform.com/", false},
	})
}

// TestSupportWordsInOtherLanguages: a tech brand joined to "support" in French,
// Spanish or German is a tech-support site's name; the same words without the
// brand, or the brand's everyday word among others, are not.
func TestSupportWordsInOtherLanguages(t *testing.T) {
	e := newTestEngine(t)
	for url, want := range map[string]bool{
		"assistance-informatique-microsoft.fr": true,
		"soporte-tecnico-windows.es":           true,
		"microsoft-kundendienst.de":            true,
		"assistance-juridique.fr":              false,
		"windows-and-doors.co.uk":              false,
		"soporte-tecnico-lopez.es":             false,
	} {
		res := analyzeURL(t, e, url)
		if got := res.Verdict != engine.VerdictSafe; got != want {
			t.Errorf("%s: flagged %v (score %d, %s); want %v", url, got, res.Score, res.Layers[engine.LayerPhishing].Details, want)
		}
	}
}
