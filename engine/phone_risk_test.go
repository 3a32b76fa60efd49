package engine

import (
	"strings"
	"testing"
)

// findingNames are the findings' names in test failures.
var findingNames = [numPhoneFindings]string{
	findPremium: "premium", findPremiumBait: "premium-bait", findCallback: "callback",
	findLocal: "local", findInvalid: "invalid", findUnassigned: "unassigned", findShared: "shared",
	findVoIP: "voip", findPersonal: "personal", findPager: "pager", findForeign: "foreign",
}

func findingList(r *phoneRisk) string {
	var s []string
	for f := phoneFinding(0); f < numPhoneFindings; f++ {
		if r.has(f) {
			s = append(s, findingNames[f])
		}
	}
	return strings.Join(s, ",")
}

// assessWritten parses a number as written and assesses it.
func assessWritten(t *testing.T, written string, ctx phoneContext) (*Phone, phoneRisk) {
	t.Helper()
	var s urlScratch
	p, ok := s.parsePhone([]byte(written))
	if !ok {
		t.Fatalf("parsePhone(%q): got no number; want one", written)
	}
	return p, assessPhone(p, ctx)
}

// TestPhoneFindings: one line per finding kind, the number as written, its type,
// the findings (comma-separated) and the risk.
func TestPhoneFindings(t *testing.T) {
	bare := phoneContext{bare: true}
	f := func(written string, ctx phoneContext, wantType phoneType, wantFindings string, wantRisk int) {
		t.Helper()
		_, r := assessWritten(t, written, ctx)
		if r.class.typ != wantType || findingList(&r) != wantFindings || r.risk != wantRisk {
			t.Fatalf("assessPhone(%q) = %s, [%s], risk %d; want %s, [%s], risk %d", written,
				phoneTypeNames[r.class.typ], findingList(&r), r.risk, phoneTypeNames[wantType], wantFindings, wantRisk)
		}
	}
	// Premium rate: suspect alone, in every served country.
	f("0899 23 45 67", bare, phonePremium, "premium", 60)   // FR
	f("09061701461", bare, phonePremium, "premium", 60)     // GB
	f("+1 900 234 5678", bare, phonePremium, "premium", 60) // US 1-900
	f("+49 900 1234567", bare, phonePremium, "premium", 60) // DE
	f("+31 900 1234567", bare, phonePremium, "premium", 60) // NL
	f("+34 806 123 456", bare, phonePremium, "premium", 60) // ES
	f("+34 807 123 456", bare, phonePremium, "premium", 60)
	f("+34 905 123 456", bare, phonePremium, "premium", 60) // ES mass calling, not in the metadata
	f("905 12 34 56", bare, phonePremium, "premium", 60)
	f("+979 1 234 5678", bare, phonePremium, "premium", 60) // the international premium-rate code, one digit short
	// In a prize or urgent text.
	f("09061701461", phoneContext{bait: true}, phonePremium, "premium,premium-bait", 78)
	// Call-back (Wangiri) countries.
	f("+225 07 12 34 56 78", bare, phoneMobile, "callback", 55)
	f("+216 20 123 456", bare, phoneMobile, "callback", 55)
	f("+1 876 555 0123", bare, phoneMobile, "callback", 55)
	f("+1 473 403 1234", bare, phoneMobile, "callback", 55)
	f("+1 809 234 5678", bare, phoneFixedOrMobile, "callback", 55)
	f("+252 61 1234567", bare, phoneMobile, "callback", 55)
	f("+371 2123 4567", bare, phoneMobile, "callback", 55)
	f("+1 664 491 2345", bare, phoneFixed, "callback", 55)      // Montserrat
	f("+881 6 1234 5678", bare, phoneMobile, "callback", 55)    // satellite (Iridium)
	f("+232 76 123 456", bare, phoneMobile, "callback", 55)     // Sierra Leone
	f("+682 55 123", bare, phoneMobile, "callback", 55)         // Cook Islands
	f("+670 7723 4567", bare, phoneMobile, "callback", 55)      // Timor-Leste
	f("+690 7291", bare, phoneMobile, "callback", 55)           // Tokelau
	f("0900 43 217", bare, phonePremium, "premium,local", 70)   // Belgian, no default region reads it
	f("+355 69 123 4567", bare, phoneMobile, "callback", 55)    // Albania
	f("+235 66 12 34 56", bare, phoneMobile, "callback", 55)    // Chad
	f("+592 609 1234", bare, phoneMobile, "callback", 55)       // Guyana
	f("+229 01 97 42 18 83", bare, phoneMobile, "callback", 55) // Benin
	f("+237 677 41 82 93", bare, phoneMobile, "callback", 55)   // Cameroon
	f("+373 68 418 229", bare, phoneMobile, "callback", 55)     // Moldova
	f("+261 34 12 345 67", bare, phoneMobile, "callback", 55)   // Madagascar
	f("+247 62345", bare, phoneFixed, "callback", 55)           // Ascension Island
	f("+383 44 418 229", bare, phoneMobile, "callback", 55)     // Kosovo
	f("+960 741 8229", bare, phoneMobile, "callback", 55)       // the Maldives
	f("+44 7624 318552", bare, phoneMobile, "callback", 55)     // an Isle of Man mobile
	f("+44 7911 123456", bare, phoneMobile, "", 0)              // Guernsey's: the example British mobile
	// A German personal number written nationally (twelve digits from 0).
	f("0700 41822937", bare, phonePersonal, "personal", 35)
	// Premium rate in a call-back country: still only suspect alone.
	f("+371 9000 0000", bare, phonePremium, "premium,callback", 70)
	// International numbers written as local ones.
	f("876 555 0123", bare, phoneMobile, "callback,local", 69)
	f("225 07 12 34 56 78", bare, phoneMobile, "callback,local", 69)
	// Invalid and unassigned: cannot be called; weaker still in a text.
	f("+999 1234 5678", bare, phoneInvalid, "invalid", 30)
	f("+44 7700 900123", bare, phoneInvalid, "unassigned", 25) // Ofcom's drama range
	f("+44 7700 900123", phoneContext{}, phoneInvalid, "unassigned", 10)
	// Mild: shared cost, VoIP, personal, pager.
	f("0845 464 7000", bare, phoneShared, "shared", 15) // GB 084: premium in the metadata
	f("0810 12 34 56", bare, phoneShared, "shared", 15) // FR
	f("09 12 34 56 78", bare, phoneVoIP, "voip", 20)    // FR 09
	f("+44 56 1234 5678", bare, phoneVoIP, "voip", 20)
	f("+44 70 1234 5678", bare, phonePersonal, "personal", 35)
	f("+44 7640 123456", bare, phonePager, "pager", 15)
	// The number's country against the text's language.
	f("+225 07 12 34 56 78", phoneContext{lang: langFR}, phoneMobile, "callback,foreign", 64)
	f("+44 7400 123456", phoneContext{lang: langFR}, phoneMobile, "foreign", 20)
}

// TestPhoneLegitimate: the counterparts that must stay without findings.
func TestPhoneLegitimate(t *testing.T) {
	f := func(written string, ctx phoneContext, wantType phoneType) {
		t.Helper()
		_, r := assessWritten(t, written, ctx)
		if r.class.typ != wantType || r.findings != 0 || r.risk != 0 {
			t.Fatalf("assessPhone(%q) = %s, [%s], risk %d; want %s without findings", written,
				phoneTypeNames[r.class.typ], findingList(&r), r.risk, phoneTypeNames[wantType])
		}
	}
	bare := phoneContext{bare: true}
	f("0800 123 4567", bare, phoneTollFree)        // GB freephone
	f("0800 12 34 56", bare, phoneTollFree)        // FR numéro vert
	f("+49 800 1234567", bare, phoneTollFree)      // DE
	f("+1 800 555 0199", bare, phoneTollFree)      // US 1-800
	f("+34 900 123 456", bare, phoneTollFree)      // ES: 900 is toll-free there
	f("07400 123456", bare, phoneMobile)           // GB mobile
	f("06 12 34 56 78", bare, phoneMobile)         // FR mobile
	f("01 23 45 67 89", bare, phoneFixed)          // FR landline
	f("+49 1512 3456789", bare, phoneMobile)       // DE mobile
	f("+34 612 345 678", bare, phoneMobile)        // ES mobile
	f("(415) 555-2671", bare, phoneFixedOrMobile)  // US
	f("+1 416 555 0123", bare, phoneFixedOrMobile) // CA: North American shape, domestic
	f("+44 20 7946 0958", bare, phoneFixed)        // London
	// The language goes with the country.
	f("06 12 34 56 78", phoneContext{lang: langFR}, phoneMobile)
	f("07400 123456", phoneContext{lang: langEN}, phoneMobile)
	f("+49 1512 3456789", phoneContext{lang: langDE}, phoneMobile)
	f("+34 612 345 678", phoneContext{lang: langES}, phoneMobile)
}

func TestParsePhoneCallback(t *testing.T) {
	f := func(in, want string, local bool) {
		t.Helper()
		var s urlScratch
		p, ok := s.parsePhone([]byte(in))
		got, gotLocal := "", false
		if ok {
			got, gotLocal = string(p.E164), p.Local
		}
		if got != want || gotLocal != local {
			t.Fatalf("parsePhone(%q) = %q, local %v; want %q, local %v", in, got, gotLocal, want, local)
		}
	}
	f("225 07 12 34 56 78", "+2250712345678", true)
	f("+225 07 12 34 56 78", "+2250712345678", false)
	f("00225 07 12 34 56 78", "+2250712345678", false)
	f("216 20 123 456", "+21620123456", true)
	f("225 99 99 99 99 99", "", false)      // not a valid Ivorian number
	f("269 321 2345", "+12693212345", true) // the North American shape comes first
	f("06 12 34 56 78", "+33612345678", true)
}

func TestGuessLang(t *testing.T) {
	e := newTextEngine(t)
	f := func(text string, want textLang) {
		t.Helper()
		var res Result
		e.Prepare(&Request{Content: []byte(text), Type: TypeSMS}, &res)
		if got := guessLang(e.text.prepareText(&res)); got != want {
			t.Fatalf("guessLang(%q) = %d; want %d", text, got, want)
		}
	}
	f("Votre colis est en attente, appelez le service client pour la livraison", langFR)
	f("Your parcel is waiting, please call the depot now", langEN)
	f("Ihr Paket wartet, bitte rufen Sie uns an", langDE)
	f("Su paquete esta retenido, llame al centro para la entrega", langES)
	f("OK 0612345678", langUnknown)
	f("ok merci", langUnknown)
	// Spanish function words Italian writes too count for Italian once the text
	// has Italian words of its own; a short Spanish alert stays Spanish.
	f("Raga per il regalo di Sara siamo a 20 euro a testa, chi non ha ancora pagato me li dia sabato in contanti o su PayPal", langIT)
	f("Gentile paziente, le ricordiamo l'appuntamento presso lo Studio Dentistico Bianchi il 18/11 alle 15:30. Per disdire chiami lo 011 4567890.", langIT)
	f("BancoEstado: Se realizó una transferencia de $85.000 a la cuenta de Ignacio Rojas. Si no fuiste tú, llama al 600 200 7000.", langES)
	f("Hoi, ik heb het pakket vandaag nog niet ontvangen, weet jij waar het is?", langNL)
	f("Olá, hoje não posso, mas amanhã estou livre. Obrigado!", langPT)
	// "je" is French and Dutch: a Dutch bank alert names the account and says "bel".
	f("Rabobank: Er is €250,00 afgeschreven van je rekening NL..1234 via iDEAL naar bol.com. Herken je dit niet? Bel 088 722 67 67.", langNL)
}

// TestPhoneAnalyze runs whole analyses of phone numbers and texts with numbers.
func TestPhoneAnalyze(t *testing.T) {
	e := newTextEngine(t)
	f := func(content string, typ ContentType, want Verdict, wantDetail string) {
		t.Helper()
		var res Result
		e.Analyze(&Request{Content: []byte(content), Type: typ}, &res)
		l := &res.Layers[LayerPhishing]
		if res.Verdict != want || !strings.Contains(string(l.Details), wantDetail) {
			t.Fatalf("Analyze(%q) = %s (score %d), phishing details %q; want %s and %q",
				content, res.Verdict, res.Score, l.Details, want, wantDetail)
		}
		if want == VerdictSuspect && (res.Score < 31 || res.Score > 70) {
			t.Fatalf("Analyze(%q): got score %d; want 31-70", content, res.Score)
		}
	}
	f("+225 07 12 34 56 78", TypePhone, VerdictSuspect, "Ivorian mobile number: country known for call-back (Wangiri) fraud")
	f("09061701461", TypePhone, VerdictSuspect, "UK premium-rate number: calls cost up to £3.60/min")
	f("0899 23 45 67", TypePhone, VerdictSuspect, "French premium-rate number: calls cost up to €3/min")
	f("+1 876 555 0123", TypePhone, VerdictSuspect, "Jamaican mobile number: country known for call-back (Wangiri) fraud")
	f("+675 7123 4567", TypePhone, VerdictSuspect, "Papua New Guinean mobile number: country known for call-back (Wangiri) fraud")
	f("+44 7700 900123", TypePhone, VerdictSafe, "UK number in an unassigned number range")
	f("+44 7400 123456", TypePhone, VerdictSafe, "UK mobile number, no risk found")
	f("0800 123 4567", TypePhone, VerdictSafe, "UK toll-free number, no risk found")
	f("+1 800 555 0199", TypePhone, VerdictSafe, "US toll-free number, no risk found")
	f("+34 900 123 456", TypePhone, VerdictSafe, "Spanish toll-free number, no risk found")
	f("+371 9000 0000", TypePhone, VerdictSuspect, "Latvian premium-rate number")
	f("+44 70 1234 5678", TypePhone, VerdictSuspect, "UK personal number")
	f("+999 1234 5678", TypePhone, VerdictSafe, "not a valid phone number")
	// A premium-rate number asked to be called in a prize text makes a scam.
	f("Congratulations! You have won a £1000 prize. Call 09061701461 now to claim", TypeSMS,
		VerdictScam, "+449061701461: UK premium-rate number: calls cost up to £3.60/min; asked to call in a prize or urgent message")
	f("Votre colis est en attente. Appelez le 225 07 12 34 56 78 pour la livraison", TypeSMS,
		VerdictScam, "+2250712345678: Ivorian mobile number: country known for call-back (Wangiri) fraud; international number written as a local one; foreign to a message in French")
}

// TestPhoneReasons checks the reasons of the findings in English and French.
func TestPhoneReasons(t *testing.T) {
	e := newTextEngine(t)
	f := func(content string, typ ContentType, lang Lang, want ...string) {
		t.Helper()
		var res Result
		e.Analyze(&Request{Content: []byte(content), Type: typ, Lang: lang}, &res)
		var got []string
		for i := 0; i < res.NumReasons(); i++ {
			if r := string(res.Reason(i)); strings.HasPrefix(r, "📞") {
				got = append(got, r)
			}
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Fatalf("Analyze(%q) phone reasons:\n%s\nwant:\n%s", content, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
	f("0899 23 45 67", TypePhone, LangEN, "📞 Premium-rate number +33899234567: calls cost up to €3/min")
	f("0899 23 45 67", TypePhone, LangFR, "📞 Numéro surtaxé +33899234567 : les appels coûtent jusqu'à 3 €/min")
	f("876 555 0123", TypePhone, LangEN,
		"📞 Jamaican number +18765550123: a country known for call-back (Wangiri) fraud, where calling back costs a lot",
		"📞 Jamaican number +18765550123 written as a local one: calling it is an international call")
	f("876 555 0123", TypePhone, LangFR,
		"📞 Numéro jamaïcain +18765550123 : un pays connu pour la fraude au rappel (Wangiri), où rappeler coûte cher",
		"📞 Numéro jamaïcain +18765550123 écrit comme un numéro local : l'appel sera facturé à l'international")
	f("+44 70 1234 5678", TypePhone, LangEN,
		"📞 UK personal number +447012345678: it looks like a mobile but forwards calls anywhere, even abroad, at a high rate")
	f("+44 70 1234 5678", TypePhone, LangFR,
		"📞 Numéro personnel britannique +447012345678 : il ressemble à un mobile mais renvoie les appels n'importe où, même à l'étranger, à un tarif élevé")
	f("Votre colis est en attente. Appelez le +225 07 12 34 56 78 pour la livraison", TypeSMS, LangFR,
		"📞 Numéro ivoirien +2250712345678 : un pays connu pour la fraude au rappel (Wangiri), où rappeler coûte cher",
		"📞 Numéro ivoirien +2250712345678 dans un message en français : l'expéditeur n'est pas là où le message le prétend")
	f("Congratulations! You have won a prize. Call 09061701461 now to claim", TypeSMS, LangEN,
		"📞 Premium-rate number +449061701461: calls cost up to £3.60/min",
		"📞 The message uses a prize or an urgency to make you call a premium-rate number: the call itself pays the scammer")
	// A safe verdict keeps only its summary reason.
	f("0800 123 4567", TypePhone, LangEN)
	f("+44 7700 900123", TypePhone, LangFR)
}

// A number written without a prefix is read in the country of the text's
// language when its shape alone puts it elsewhere: no "foreign" or "written as a
// local one" finding for a British 0800 number in English or a German one in
// German.
func TestLocalNumberInTextLanguage(t *testing.T) {
	e := newFuzzEngine(t)
	for _, c := range []struct{ text, e164 string }{
		{"Order flowers for christmas: call 0800 505060 to place your order", "+44800505060"},
		{"Wir freuen uns auf Sie heute um 17:30 Uhr. Verspätung? Rufen Sie uns an: 0221 172213.", "+49221172213"},
		{"Appelez le 01 23 45 67 89 pour votre rendez-vous", "+33123456789"},
		{"Contacta con nosotros en el 916 216 825 para tu cita", "+34916216825"},
		// A British shape in an unassigned British range is read in the text's
		// language too, and German without a language: the German mobile and Cologne
		// numbers are no unassigned British ones.
		{"Ihr Termin beim Bürgeramt ist am 12.05. Rückfragen: 0221 4578123", "+492214578123"},
		{"Bitte ruf mich an: 0171 2345678", "+491712345678"},
		{"0171 2345678", "+491712345678"},
		// Ten digits without "+1" in Spanish: Mexico or Colombia, not the United
		// States; in English they stay North American.
		{"BBVA México: si no reconoces el cargo llama al 55 5226 2663", "+525552262663"},
		{"Hola, soy Carlos, llámame al 310 555 1234 cuando puedas", "+573105551234"},
		{"Your appointment is confirmed. Call us at (212) 555 0143 to reschedule", "+12125550143"},
		// No British number: another country of the language that writes a trunk
		// 0, before the French premium-rate line the shape reads.
		{"AIB: A payment of €1,250.00 to J MURPHY was made from your account ending 3344. If you don't recognise this, call 0818 724 724.", "+353818724724"},
	} {
		var res Result
		e.Analyze(&Request{Content: []byte(c.text), Type: TypeSMS}, &res)
		if len(res.s.u.phones) != 1 {
			t.Fatalf("%q: %d numbers found; want 1", c.text, len(res.s.u.phones))
		}
		p := &res.s.u.phones[0]
		if string(p.E164) != c.e164 || p.risk.has(findForeign) || p.risk.has(findLocal) {
			t.Errorf("%q: %s foreign %v local %v; want %s, neither", c.text, p.E164, p.risk.has(findForeign), p.risk.has(findLocal), c.e164)
		}
	}
}
