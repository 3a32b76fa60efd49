package engine

import (
	"strings"
	"testing"
	"testing/fstest"
)

// TestBrandPhonesAreNumbers: every published number of phones.tsv is a valid
// number of its country, as the numbering plans know them.
func TestBrandPhonesAreNumbers(t *testing.T) {
	e := newTextEngine(t)
	if len(e.phish.phones) < 100 {
		t.Fatalf("got %d published numbers; want the table's (100 or more)", len(e.phish.phones))
	}
	for num, bp := range e.phish.phones {
		if c := classifyPhone([]byte(num)); c.typ == phoneInvalid {
			t.Errorf("%s (%s): not a valid number", num, bp.brand)
		}
	}
}

// TestLoadBrandPhones: the loader refuses what would make a number unfindable or
// another brand's.
func TestLoadBrandPhones(t *testing.T) {
	f := func(line, wantErr string) {
		t.Helper()
		p := &phishTables{brands: []brand{{key: "chase", display: "Chase"}, {key: "citi", display: "Citi"}}}
		err := p.loadBrandPhones(fstest.MapFS{"phish/phones.tsv": {Data: []byte("#key\tnumber\tline\n" + line)}})
		switch {
		case wantErr == "" && err != nil:
			t.Fatalf("%q: got error %v; want none", line, err)
		case wantErr != "" && (err == nil || !strings.Contains(err.Error(), wantErr)):
			t.Fatalf("%q: got error %v; want one saying %q", line, err, wantErr)
		}
	}
	f("chase\t+18009359935\tservice\tpersonal banking\nchase\t+17132621679\tabroad\n", "")
	f("chase\t1-800-935-9935\tservice\n", "want + and 7 to 15 digits")
	f("chase\t+08009359935\tservice\n", "want + and 7 to 15 digits")
	f("chasebank\t+18009359935\tservice\n", `unknown brand "chasebank"`)
	f("chase\t+18009359935\thelp\n", `line "help"`)
	f("chase\t+18009359935\tservice\nciti\t+18009359935\tcards\n", "listed twice (Chase, citi)")
	f("chase,citi\t+18009359935\tcards\n", "")
	f("chase,chasebank\t+18009359935\tcards\n", `unknown brand "chasebank"`)
}

// TestPublishedNumberSettlesAlert: an alert that sends the reader to the bank's
// published number (its genuine pattern) is safe, in the four languages; the same
// text with another number is not, and a call announced from the bank's number
// (the fake adviser's) is no such pattern.
func TestPublishedNumberSettlesAlert(t *testing.T) {
	e := newTextEngine(t)
	check := func(text string) (*Result, bool) {
		t.Helper()
		var res Result
		e.Analyze(&Request{Content: []byte(text), Type: TypeSMS}, &res)
		return &res, res.s.t.ev.has(evGenOfficial)
	}
	f := func(published, other string) {
		t.Helper()
		if res, gen := check(published); res.Verdict != VerdictSafe || !gen {
			t.Fatalf("%q: got %s (%d), published number %v; want safe, true", published, res.Verdict, res.Score, gen)
		}
		if res, gen := check(other); res.Verdict == VerdictSafe || gen {
			t.Fatalf("%q: got %s (%d), published number %v; want flagged, false", other, res.Verdict, res.Score, gen)
		}
	}
	f("Chase: A new device signed in to your account on Nov 3. If this wasn't you, call us right away at 1-800-935-9935.",
		"Chase: A new device signed in to your account on Nov 3. If this wasn't you, call us right away at 1-844-935-9935.")
	f("BoursoBank : un nouvel appareil a été enregistré comme appareil de confiance sur votre espace. Si vous n'êtes pas à l'origine de cette action, appelez immédiatement le 01 46 09 49 49.",
		"BoursoBank : un nouvel appareil a été enregistré comme appareil de confiance sur votre espace. Si vous n'êtes pas à l'origine de cette action, appelez immédiatement le 01 46 09 49 50.")
	f("Santander: Se ha añadido un nuevo dispositivo a su banca online. Si no ha sido usted, llame urgentemente al 915 123 123.",
		"Santander: Se ha añadido un nuevo dispositivo a su banca online. Si no ha sido usted, llame urgentemente al 915 123 124.")
	f("Telekom: Für Ihre Rufnummer wurde soeben ein eSIM-Profil auf einem neuen Gerät aktiviert. Wenn Sie das nicht veranlasst haben, rufen Sie bitte sofort kostenlos 0800 33 01000 an.",
		"Telekom: Für Ihre Rufnummer wurde soeben ein eSIM-Profil auf einem neuen Gerät aktiviert. Wenn Sie das nicht veranlasst haben, rufen Sie bitte sofort kostenlos 0800 33 01009 an.")
	// A renewal disowned: the refund call-back's opening.
	f("Amazon: Your Prime annual membership of £95.00 will renew tomorrow. If you did not request this, call us on 0800 279 7234.",
		"Amazon: Your Prime annual membership of £95.00 will renew tomorrow. If you did not request this, call us on 0800 048 6621.")
	// An order disowned: "Not you? Call ... to cancel".
	f("Amazon: Your order #402-8817 for a MacBook Air (£1,099.00) is being processed. Not you? Call 0800 279 7234 to cancel.",
		"Amazon: Your order #402-8817 for a MacBook Air (£1,099.00) is being processed. Not you? Call 0808 157 0412 to cancel.")
	// A purchase "at" a merchant's site the alert names, disowned by a call to a
	// number the brand does not publish: the merchant's name is no way to pay,
	// the call is (unsettled); a bill that links the brand's own site stays settled.
	f("Apple: Your Apple Pay payment of $499.99 at Walmart.com is being processed. If you did not make this purchase, call Apple Support at 1-800-275-2273 immediately.",
		"Apple: Your Apple Pay payment of $499.99 at Walmart.com is being processed. If you did not make this purchase, call Apple Support at 1-844-555-0127 immediately.")
	// A bank's own disclaimer copied with the scammer's line vouches for nothing
	// (the disclaimer is a genuine marker of its own).
	for text, flagged := range map[string]bool{
		"Barclays: A payment of £1,249.00 to APPLE.COM/BILL was attempted on your debit card ending 4417. If you don't recognise this, call our Fraud Team on 0345 734 5345. We will never ask for your PIN.": false,
		"Barclays: A payment of £1,249.00 to APPLE.COM/BILL was attempted on your debit card ending 4417. If you don't recognise this, call our Fraud Team on 0800 048 7132. We will never ask for your PIN.": true,
	} {
		if res, _ := check(text); (res.Verdict != VerdictSafe) != flagged {
			t.Fatalf("%q: got %s (%d); want flagged %v", text, res.Verdict, res.Score, flagged)
		}
	}
	// A carrier's notice that gives its driver's own mobile: a person's line.
	for _, text := range []string{
		"DPD: Your parcel from ASOS is with Tomasz today and will arrive between 10:14 and 11:14. Track him live or change delivery in the DPD app. Need to reach your driver? Call 07384 216 907.",
		"Chronopost : votre colis XW418273651FR sera livré aujourd'hui entre 11h40 et 12h40 par Karim. Absent ? Reprogrammez sur chronopost.fr. Livreur joignable au 06 71 34 88 20 en cas de difficulté d'accès.",
	} {
		if res, _ := check(text); res.Verdict != VerdictSafe {
			t.Fatalf("%q: got %s (%d); want safe", text, res.Verdict, res.Score)
		}
	}
	adviser := "BoursoBank : une opération suspecte de 1 450 EUR est en cours. Votre conseiller va vous appeler depuis le 01 46 09 49 49 pour l'annuler. Communiquez-lui le code reçu."
	if res, gen := check(adviser); res.Verdict == VerdictSafe || gen {
		t.Fatalf("%q: got %s (%d), published number %v; want flagged, false", adviser, res.Verdict, res.Score, gen)
	}
}

// TestPublishedNumberAlone: a published number checked on its own is safe, named
// as the brand's in the layer's details, and its reason warns that a caller can
// display it.
func TestPublishedNumberAlone(t *testing.T) {
	e := newTextEngine(t)
	f := func(lang Lang, want string) {
		t.Helper()
		var res Result
		e.Analyze(&Request{Content: []byte("+33 1 46 09 49 49"), Type: TypePhone, Lang: lang}, &res)
		l := &res.Layers[LayerPhishing]
		if res.Verdict != VerdictSafe || !strings.Contains(string(l.Details), "published by Boursorama Banque (customer service)") {
			t.Fatalf("got %s, details %q; want safe, published by Boursorama Banque", res.Verdict, l.Details)
		}
		var got string
		for i := range res.NumReasons() {
			got += string(res.Reason(i)) + " | "
		}
		if !strings.Contains(got, want) {
			t.Fatalf("reasons %q; want %q in them", got, want)
		}
	}
	f(LangEN, "+33146094949 is a number published by Boursorama Banque (customer service). A caller can display any number")
	f(LangFR, "+33146094949 est un numéro publié par Boursorama Banque (service client). Un appelant peut afficher n'importe quel numéro")
}
