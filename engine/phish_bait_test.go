package engine_test

import (
	"testing"

	"scamcheck/engine"
)

// TestBrandNextToBaitWord: a brand joined to a bait word in the registered
// domain is an impersonation (suspect), and a scam with an abused TLD or a login
// path; the brands' own domains and an abbreviation alone stay safe.
func TestBrandNextToBaitWord(t *testing.T) {
	e := newTestEngine(t)
	f := func(url string, want engine.Verdict, brand string) {
		t.Helper()
		wantBrandVerdict(t, e, url, want, brand)
	}
	// Tolls and parking.
	f("https://e-zpass-unpaid-tolls.com", engine.VerdictScam, "E-ZPass")
	f("https://txtag.org-paytoll.cc", engine.VerdictScam, "TxTag")
	f("https://thetollroads-invoice.info", engine.VerdictScam, "The Toll Roads")
	f("https://parkmobile-pay.com/zone/4821", engine.VerdictSuspect, "ParkMobile")
	f("https://sunpass-tolls.top/pay", engine.VerdictScam, "SunPass")
	f("https://www.e-zpassny.com/vector/violations/", engine.VerdictSafe, "")
	f("https://www.sunpass.com/en/home/index.shtml", engine.VerdictSafe, "")
	f("https://www.txtag.org/en/home/index.shtml", engine.VerdictSafe, "")
	f("https://app.parkmobile.io/login", engine.VerdictSafe, "")
	f("https://www.paybyphone.com/", engine.VerdictSafe, "")
	f("https://www.bipandgo.com/", engine.VerdictSafe, "")
	f("https://www.ulys.com/fr", engine.VerdictSafe, "")
	f("https://paturnpike-tollbyplate.info/pay", engine.VerdictSuspect, "PA Turnpike")
	f("https://ringgo-penalty.co/", engine.VerdictSuspect, "RingGo")
	f("https://www.paturnpike.com/toll-by-plate", engine.VerdictSafe, "")
	f("https://myringgo.co.uk/", engine.VerdictSafe, "")
	f("https://ezdrive-tollpay.com", engine.VerdictSuspect, "EZDriveMA")
	f("https://www.ezdrivema.com/PayToll", engine.VerdictSafe, "")
	f("https://walletconnect.network/", engine.VerdictSafe, "")
	f("https://zoll-abgaben-online.com/zahlen", engine.VerdictSuspect, "Zoll (German customs)")
	f("https://www.zoll.de/DE/Privatpersonen/Post-Internet/post-internet_node.html", engine.VerdictSafe, "")
	// Bait words in French, Spanish and German: update, renew, unblock, refund.
	f("https://agenciatributaria-devolucion.com/", engine.VerdictScam, "Agencia Tributaria")
	f("https://ameli-renouvellement-cartevitale.com/", engine.VerdictSuspect, "Ameli (Assurance Maladie)")
	f("https://sparkasse-pushtan-aktualisierung.com/", engine.VerdictSuspect, "Sparkasse")
	f("https://commerzbank-entsperren.net/", engine.VerdictScam, "Commerzbank")
	f("https://ing.ingdirect.es/app-login/", engine.VerdictSafe, "")
	f("https://www.sparkasse.de/service/pushtan.html", engine.VerdictSafe, "")
	// Bait words of security, customer areas, buyer protection, jobs and vouchers.
	f("https://nationwide-fraud-team.co.uk/", engine.VerdictSuspect, "Nationwide")
	f("https://boursorama-banque-clients.com/", engine.VerdictSuspect, "Boursorama Banque")
	f("https://francetravail-actualisation.com/", engine.VerdictSuspect, "France Travail")
	f("https://careers-amazon-jobs.net/apply", engine.VerdictSuspect, "Amazon")
	f("https://aws-console-signin.com/", engine.VerdictSuspect, "Amazon")
	f("https://tk-krankenkasse-erstattung.com/", engine.VerdictSuspect, "Techniker Krankenkasse")
	f("https://deutschebank-sicherheit.com/", engine.VerdictSuspect, "Deutsche Bank")
	f("https://www.amazon.jobs/en/", engine.VerdictSafe, "")
	f("https://aws.amazon.com/console/", engine.VerdictSafe, "")
	f("https://www.tk.de/techniker", engine.VerdictSafe, "")
	f("https://www.kleinanzeigen.de/s-anzeige/123", engine.VerdictSafe, "")
	f("https://www.techniker-schule.de/", engine.VerdictSafe, "")
	// Bait words in Spanish and Portuguese (secure, points, redeem, parcel, refund,
	// pending) and Latin American and Portuguese brands.
	f("https://bancolombia-personas-seguro.com/", engine.VerdictSuspect, "Bancolombia")
	f("https://movistar-puntos-canje.com/", engine.VerdictSuspect, "Movistar")
	f("https://tmobile-points-redeem.com/", engine.VerdictSuspect, "T-Mobile")
	f("https://chilexpress-despacho-pendiente.com/", engine.VerdictSuspect, "Chilexpress")
	f("https://ctt-pt-encomenda.online/", engine.VerdictSuspect, "CTT Correios de Portugal")
	f("https://receita-federal-restituicao.site/", engine.VerdictScam, "Receita Federal")
	f("https://www.chilexpress.cl/seguimiento", engine.VerdictSafe, "")
	f("https://www.viabcp.com/canales/banca-por-internet", engine.VerdictSafe, "")
	f("https://www.gov.br/receitafederal/pt-br", engine.VerdictSafe, "")
	f("https://www.ctt.pt/particulares/", engine.VerdictSafe, "")
	f("https://www.mitelcel.com/mitelcel/login", engine.VerdictSafe, "")
	f("https://www.seguros-bolivar.com/", engine.VerdictSafe, "")
	// A family of member institutions' domains: every savings bank's own
	// sparkasse-<region>.de, none with a bait word.
	f("https://www.sparkasse-koelnbonn.de/de/home.html", engine.VerdictSafe, "")
	f("https://www.ksk-koeln.de/", engine.VerdictSafe, "")
	f("https://www.volksbank-mittelhessen.de/banking", engine.VerdictSafe, "")
	f("https://sparkasse-sicherheit.de/login", engine.VerdictScam, "Sparkasse")
	f("https://volksbank-verifizierung.de/", engine.VerdictScam, "Volksbank")
	// French banks and carriers.
	f("https://labanquepostale-certicode-plus.fr/authentification", engine.VerdictScam, "La Banque Postale")
	f("https://chronopost-reprogrammation.fr", engine.VerdictSuspect, "Chronopost")
	// Abbreviations count only next to a bait word.
	f("ca-securisation-compte.com", engine.VerdictSuspect, "Crédit Agricole")
	f("https://www.ca-paris.fr/", engine.VerdictSafe, "")
	f("https://ca-immobilier.com/", engine.VerdictSafe, "")
	f("https://sg-events.com/", engine.VerdictSafe, "")
	f("https://example.com/lbp/notes", engine.VerdictSafe, "")
	// A name that must stand alone (bbva, hmrc, amex) glued to a bait word, before or
	// after it; not glued to other letters, nor as a bank's own name (metabank).
	f("https://es-bbvacliente-movil.com/", engine.VerdictSuspect, "BBVA")
	f("https://securebbva.com/", engine.VerdictSuspect, "BBVA")
	f("https://hmrcrefund.com/", engine.VerdictSuspect, "HMRC")
	f("https://amexverify.net/", engine.VerdictSuspect, "American Express")
	f("https://metabank.com/", engine.VerdictSafe, "")
	f("https://www.bbva.es/personas.html", engine.VerdictSafe, "")
	f("https://citibank.com/", engine.VerdictSafe, "")
	f("https://hmrcstudies.org/", engine.VerdictSafe, "")
}

// TestBrandNextToThrowawayAffix: a brand's name with only digits or a few letters of
// noise added (amazon-606, telegramnj) is an impersonation; a brand with a country
// code, a short token with digits, a token that letters joined in front turn into
// another name, and the brand's own domain stay below suspect.
func TestBrandNextToThrowawayAffix(t *testing.T) {
	e := newTestEngine(t)
	for _, c := range []struct {
		url   string
		want  engine.Verdict
		brand string
	}{
		{"https://amazon-606.com/", engine.VerdictSuspect, "Amazon"},
		{"https://telegramnj.com/", engine.VerdictSuspect, "Telegram"},
		{"https://whatsapp-qaw.com/", engine.VerdictSuspect, "WhatsApp"},
		{"https://binance-com.ru/", engine.VerdictSuspect, "Binance"},
		{"https://usa-trezor.com/", engine.VerdictSuspect, "Trezor"},
		{"https://ebay-us.com/", engine.VerdictSafe, ""},      // a country code
		{"https://irs01.net/", engine.VerdictSafe, ""},        // a three-letter token
		{"https://tctmobile.com/", engine.VerdictSafe, ""},    // TCT Mobile, not T-Mobile
		{"https://www.whatsapp.com/", engine.VerdictSafe, ""}, // the brand's own
		{"https://youtubeinmp3.com/", engine.VerdictSafe, ""}, // words, not noise
	} {
		wantBrandVerdict(t, e, c.url, c.want, c.brand)
	}
}

// TestEverydayBrandWordInLoginPath: a brand token that is also an everyday word
// (chase, orange) names the brand in a path only next to a login word.
func TestEverydayBrandWordInLoginPath(t *testing.T) {
	e := newTestEngine(t)
	for _, c := range []struct {
		url  string
		want engine.Verdict
	}{
		{"https://kitchenworld.com/chase/login.php", engine.VerdictSuspect},
		{"https://kitchenworld.com/chase/", engine.VerdictSafe},
		{"https://kitchenworld.com/recipes/orange-cake", engine.VerdictSafe},
	} {
		res := analyzeURL(t, e, c.url)
		if res.Verdict != c.want {
			t.Errorf("%s: got %s (score %d, %s); want %s", c.url, res.Verdict, res.Score, res.Layers[engine.LayerPhishing].Details, c.want)
		}
	}
}

// wantBrandVerdict fails t unless url gets verdict want and, when brand is not
// empty, names that brand.
func wantBrandVerdict(t *testing.T, e *engine.Engine, url string, want engine.Verdict, brand string) {
	t.Helper()
	res := analyzeURL(t, e, url)
	if res.Verdict != want || brand != "" && res.Brand != brand {
		t.Fatalf("%s: got verdict %s, brand %q (score %d, %s); want %s, %q", url, res.Verdict, res.Brand, res.Score, res.Layers[engine.LayerPhishing].Details, want, brand)
	}
}
