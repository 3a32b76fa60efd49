package engine_test

import (
	"fmt"
	"strings"
	"testing"
	"unicode"

	"scamcheck/engine"
)

// langNow is the time of the analyses of the language tests; the community reports
// are an hour older.
const langNow = 1_800_000_000

// langEngine returns an engine with a known scam host, a known scam text and a URL
// reported by five accounts, for the reasons of the cache and community layers.
func langEngine(t *testing.T) *engine.Engine {
	t.Helper()
	e := newEngine(t)
	e.AddKnownScam(engine.KnownScam{Content: []byte("http://known-bad-host-example.xyz/pay"), Type: engine.TypeURL,
		ScamType: engine.ScamPhishingOther, WholeHost: true, Source: "operator"})
	e.AddKnownScam(engine.KnownScam{Content: []byte(knownText), Type: engine.TypeSMS, ScamType: engine.ScamFakeDelivery, Source: "community"})
	for i := range 5 {
		e.AddReport(engine.Report{Content: []byte(reportedURL), Type: engine.TypeURL, ScamType: engine.ScamOther,
			Account: fmt.Sprint("acct", i), At: langNow - 3600})
	}
	return e
}

const (
	knownText   = "Hello, your parcel is waiting at the depot, reply YES to book a new slot"
	reportedURL = "http://reported-shop-example.com/order"
)

// TestReasonsFollowTheLanguage: every reason of a French analysis is French (no
// English word outside the quotes of the content, a French word or accent in it),
// every reason of an English one English, for contents that produce each kind of
// reason: the phishing findings on links, the cache and community layers, phone
// numbers, the text layers and the summaries.
func TestReasonsFollowTheLanguage(t *testing.T) {
	e := langEngine(t)
	cases := []struct {
		content string
		typ     engine.ContentType
		en, fr  string // in one of the reasons
	}{
		{"https://micosoft.com/login", 0, "imitates Microsoft (microsoft.com): omission typosquatting", "imite Microsoft (microsoft.com) : typosquatting par omission"},
		{"https://paypall.com", 0, "repetition typosquatting", "typosquatting par répétition"},
		{"https://pay-pal.com", 0, "hyphenation typosquatting", "typosquatting par trait d'union"},
		{"https://colissimo-relais.xyz", 0, "uses the name of Colissimo but is not one of its domains (official: colissimo.fr)",
			"reprend le nom de Colissimo mais n'est pas l'un de ses domaines (officiel : colissimo.fr)"},
		{"https://paypal-secure-login.com/verify", 0, `joins the name of PayPal to "secure-login"`, "accole le nom de PayPal à « secure-login »"},
		// The URL model names the parts that weighed most, in their weights' order,
		// which each regeneration may change.
		{"https://nodes-rectify.com/", 0, `The address reads like those of phishing links ("`,
			"L'adresse se lit comme celles des liens d'hameçonnage (« "},
		{"http://amazon.com.evil.xyz/signin", 0, "puts Amazon's domain in front of an unrelated domain (evil.xyz)",
			"place le domaine d'Amazon devant un domaine sans rapport (evil.xyz)"},
		{"https://whatsapp-qaw.com/", 0, `joins the name of WhatsApp to a meaningless "qaw"`, "accole le nom de WhatsApp à « qaw », un ajout sans sens"},
		// Quotes show what the message wrote, never a placeholder (#num, #money).
		{"Pay £50 now or your account will be closed within 48 hours: bit.ly/3xYzAbC", engine.TypeSMS, `("pay £50") with urgency ("within 48 hours")`,
			"(« pay £50 ») en invoquant l'urgence (« within 48 hours »)"},
		{"https://paypal.top/login", 0, "uses the name of PayPal on another domain ending", "reprend le nom de PayPal avec une autre extension"},
		{"https://mysite.weebly.com/paypal", 0, "Hosted on weebly.com", "Hébergé sur weebly.com"},
		{"https://mysite.weebly.com/paypal", 0, "The page names PayPal", "La page cite PayPal"},
		{"https://abc.duckdns.org/paypal/login", 0, "Uses duckdns.org, a dynamic-DNS", "Passe par duckdns.org, un service de DNS dynamique"},
		{"https://ipfs.io/ipfs/bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/login.html", 0,
			"served from IPFS (ipfs.io)", "servie depuis IPFS (ipfs.io)"},
		{"https://sites.google.com/view/paypal-login-help", 0, "published by a user of sites.google.com", "publiée par un utilisateur de sites.google.com"},
		{"Your account is blocked, verify your identity now at https://bit.ly/3abcXyz or it will be closed today", engine.TypeSMS,
			"A link shortener (bit.ly)", "Un raccourcisseur de liens (bit.ly)"},
		{"http://45.33.12.7/login.php", 0, "bare IP address (45.33.12.7)", "adresse IP brute (45.33.12.7)"},
		{"http://45.33.12.7/login.php", 0, `("login" in its address)`, "(« login » dans son adresse)"},
		{"http://0x2d210c07/login", 0, "IP address written in disguise (45.33.12.7)", "adresse IP déguisée (45.33.12.7)"},
		{"http://paypal.com@evil.xyz/", 0, "shows paypal.com but really goes to evil.xyz", "affiche paypal.com mais mène en réalité à evil.xyz"},
		{"http://user@paypal.com@evil.com/", 0, "hides its real host evil.com", "cache son véritable hôte, evil.com,"},
		{"https://xn--pypal-4ve.com", 0, "imitates PayPal with look-alike characters (reads as paypal)", "imite PayPal avec des caractères sosies (se lit « paypal »)"},
		{"https://xn--pypal-4ve.com", 0, "mixes Latin letters", "mélange des lettres latines"},
		{"https://соре.com", 0, "letters of another alphabet that look Latin", "lettres d'un autre alphabet, qui ressemblent à des lettres latines"},
		{"https://www.example.top/", 0, "The domain ending .top", "L'extension de domaine .top"},
		{"https://known-bad-host-example.xyz/", 0, "the host known-bad-host-example.xyz is on the known-scam list (operator)",
			"l'hôte known-bad-host-example.xyz figure sur la liste des arnaques connues (opérateur)"},
		{knownText, engine.TypeSMS, "this exact content was confirmed as a scam (community)",
			"ce contenu exact a été confirmé comme une arnaque (signalements de la communauté)"},
		{reportedURL, 0, "Reported by 5 community member(s) for this content", "Signalé par 5 membres de la communauté pour ce contenu"},
		{"+44 9061701461", 0, "Premium-rate number +449061701461", "Numéro surtaxé +449061701461"},
		{"+225 07 12 34 56 78", 0, "call-back (Wangiri) fraud", "fraude au rappel (Wangiri)"},
		{"Congratulations! You have won a £1000 prize. Call 09061701461 to claim.", engine.TypeSMS, "Asks for a call to a number", "Demande d'appeler un numéro"},
		{"Congratulations! You have won a £1000 prize. Call 09061701461 to claim.", engine.TypeSMS, "similar to a known lottery scam message",
			"à un message d'arnaque connu (arnaque à la loterie)"},
		{"Congratulations! You have won a £1000 prize. Call 09061701461 to claim.", engine.TypeSMS, "by the fraud model): prize", "selon le modèle de fraude) : gain « congratulations »"},
		{"Congratulations! You have won a £1000 prize. Call 09061701461 to claim.", engine.TypeSMS, "the call itself pays the scammer", "c'est l'appel lui-même"},
		{"https://www.google.com", 0, "No threat detected (checked: cache, phishing, community)", "Aucune menace détectée (vérifié : cache, hameçonnage, communauté)"},
	}
	for _, c := range cases {
		for _, lang := range []engine.Lang{engine.LangEN, engine.LangFR} {
			var res engine.Result
			e.Analyze(&engine.Request{Content: []byte(c.content), Type: c.typ, Lang: lang, Now: langNow}, &res)
			reasons := make([]string, res.NumReasons())
			for i := range reasons {
				reasons[i] = string(res.Reason(i))
			}
			want := c.en
			if lang == engine.LangFR {
				want = c.fr
			}
			found := false
			for _, r := range reasons {
				found = found || strings.Contains(r, want)
				if lang == engine.LangFR {
					if w := englishWord(r); w != "" {
						t.Errorf("%q in French: reason %q has the English word %q", c.content, r, w)
					}
					if !frenchMarker(r) {
						t.Errorf("%q in French: reason %q has no French word", c.content, r)
					}
				} else if frenchMarker(r) {
					t.Errorf("%q in English: reason %q has French in it", c.content, r)
				}
			}
			if !found {
				t.Errorf("%q in language %d: got reasons %q; want one containing %q", c.content, lang, reasons, want)
			}
		}
	}
}

// unquoted returns r without the parts it quotes from the content ("…", « … »),
// which stay in the content's language.
func unquoted(r string) string {
	var b strings.Builder
	quote := rune(0)
	for _, c := range r {
		switch {
		case quote == 0 && (c == '"' || c == '«'):
			quote = c
		case quote == '"' && c == '"', quote == '«' && c == '»':
			quote = 0
		case quote == 0:
			b.WriteRune(c)
		}
	}
	return b.String()
}

// words returns the words of r outside its quotes: runs of letters and
// apostrophes. Host names, numbers and identifiers (letters joined by dots,
// hyphens, digits or underscores) are not words.
func words(r string) []string {
	var out []string
	for _, f := range strings.FieldsFunc(unquoted(r), func(c rune) bool {
		return unicode.IsSpace(c) || strings.ContainsRune("()[],;:!?", c)
	}) {
		f = strings.TrimRight(f, ".")
		word := f != ""
		for _, c := range f {
			word = word && (unicode.IsLetter(c) || c == '\'')
		}
		if word {
			out = append(out, strings.ToLower(f))
		}
	}
	return out
}

var englishWords = map[string]bool{
	"the": true, "uses": true, "link": true, "domain": true, "is": true, "and": true, "official": true,
	"with": true, "this": true, "for": true, "by": true, "scam": true, "number": true, "of": true,
}

// englishWord returns an English word of r, or "".
func englishWord(r string) string {
	for _, w := range words(r) {
		if englishWords[w] {
			return w
		}
	}
	return ""
}

var frenchWords = map[string]bool{
	"le": true, "la": true, "les": true, "de": true, "des": true, "du": true, "un": true, "une": true,
	"est": true, "sur": true, "pour": true, "par": true, "ce": true, "au": true, "aux": true, "son": true,
}

// frenchMarker reports whether r, outside its quotes, has a French word, an elided
// article or an accented letter.
func frenchMarker(r string) bool {
	if strings.ContainsAny(r, "«»") || strings.ContainsAny(unquoted(r), "éèêàâçùûîôœ") {
		return true
	}
	for _, w := range words(r) {
		if frenchWords[w] || strings.HasPrefix(w, "l'") || strings.HasPrefix(w, "d'") || strings.HasPrefix(w, "n'") {
			return true
		}
	}
	return false
}

// TestDeepAIReasonFollowsTheLanguage: deep_ai speaks only in the grey zone, which
// moves with each training; of these grey-zone messages, those whose English
// analysis has deep_ai's reason (at least one must) have it in French too.
func TestDeepAIReasonFollowsTheLanguage(t *testing.T) {
	e := langEngine(t)
	texts := []string{
		"URGENT!!! WINNER!!! FREE PRIZE!!! CONGRATULATIONS!!! LOTTERY JACKPOT BONUS!!! Reply WIN now",
		"Local Covid19 Study: Compensation up to $1,220! Qualify Here:1200cash4study1.com/",
		"FreeMsg: you have been selected for a free prize draw, reply WIN to enter",
		"Congratulations, your number was picked! Text CLAIM to 80488 for your reward",
		"Hi dear, our trading group made 30% last week, want me to add you?",
		"Your account has a pending refund of £120, reply YES to receive it",
		"Win a £1000 cash prize or a prize worth £5000",
		"We have new local dates in your area - Lots of new people registered in YOUR AREA. Reply DATE to start",
	}
	reason := func(text string, lang engine.Lang, want string) (string, bool) {
		var res engine.Result
		e.Analyze(&engine.Request{Content: []byte(text), Type: engine.TypeSMS, Lang: lang, Now: langNow}, &res)
		for i := 0; i < res.NumReasons(); i++ {
			if r := string(res.Reason(i)); strings.Contains(r, want) {
				return r, true
			}
		}
		return "", false
	}
	spoke := 0
	for _, text := range texts {
		if _, ok := reason(text, engine.LangEN, "The behavioural model rates this"); !ok {
			continue
		}
		spoke++
		r, ok := reason(text, engine.LangFR, "Le modèle comportemental estime à")
		if !ok {
			t.Errorf("%q: deep_ai's reason in English, none in French", text)
		} else if w := englishWord(r); w != "" {
			t.Errorf("%q in French: reason %q has the English word %q", text, r, w)
		}
	}
	if spoke == 0 {
		t.Fatal("deep_ai gave no reason for any of the grey-zone messages")
	}
}
