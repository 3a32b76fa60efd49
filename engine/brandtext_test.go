package engine

import "testing"

// TestBrandInTextNeedsAName: a text names a brand by its name, never by an everyday
// word that a brand's key or display name also is ("safe", "gate"); the tag a text
// message opens with ("Chase: ...") names its brand, an everyday word's name too
// (brandTag).
func TestBrandInTextNeedsAName(t *testing.T) {
	e := newFuzzEngine(t)
	check := func(text, want string, tag bool) {
		t.Helper()
		var res Result
		e.prepare(&Request{Content: []byte(text), Type: TypeSMS}, &res)
		b := e.phish.brandTag([]byte(text))
		if !tag {
			b = e.phish.brandInText(e.text.prepareText(&res))
		}
		got := ""
		if b >= 0 {
			got = e.phish.brands[b].display
		}
		if got != want {
			t.Errorf("%q (tag %v): brand %q; want %q", text, tag, got, want)
		}
	}
	f := func(text, want string) { t.Helper(); check(text, want, false) }
	f("Stay safe, see you at the gate at 6.", "")
	f("Your wise choice: the orange one, next week.", "")
	f("Hi, it's Max. Tim and Otto say the ledger is in my boots.", "")
	f("Sei anni fa, a near miss: le ton de sa voix, the base of the curve.", "")
	f("Your GMX mailbox is full.", "GMX") // the mail provider, not the crypto exchange of that name
	f("PayPal: your account is limited.", "PayPal")
	f("Claim your Hyperliquid airdrop now.", "Hyperliquid")
	f("Connect your Safe (Gnosis Safe) to claim.", "Safe (Gnosis Safe)")
	// A brand whose name is written as a domain ("GOV.UK", "Booking.com") is
	// not named by every link.
	f("Visit the Help Centre at help.example.com or www.acme.org.", "")
	f("Netflix: update your payment at netflix.com/account", "Netflix")
	// Tags.
	check("Chase: A new device signed in to your account.", "Chase", true)
	check("Orange : votre facture est disponible", "Orange", true)
	check("Bank of America: Did you use your card?", "Bank of America", true)
	check("Re: lunch tomorrow", "", true)
	check("Hi Mum: this is my new number", "", true)
	check("Chase the dog: he ran off again", "", true)
	check("A new device signed in. Chase", "", true)
}

// TestFreeMailboxIsNoBrandLink: an address at a mail provider's domain is anyone's
// mailbox there, not the provider's own link; the provider's notice that links its
// own site is its own.
func TestFreeMailboxIsNoBrandLink(t *testing.T) {
	f := flagger(t, newFuzzEngine(t))
	f(TypeEmail, "Subject: Programa de compensación a víctimas\nHola, figura como víctima de un fraude de inversión. Le corresponden 28.550 €. Envíe su DNI y su cuenta bancaria a compensacion.victimas@gmx.es para recibir el pago.", true)
	f(TypeEmail, "Subject: Su indemnización\nEl fondo de compensación a víctimas de fraude ha aprobado 44.095 euros a su favor. Contacte con el banco pagador en ck7a.6dr1g823@gmx.com.", true)
	f(TypeSMS, "Ihr Passwort für Ihr GMX Konto wurde am 18.11.2026 geändert. Waren Sie das nicht? Ändern Sie Ihr Passwort sofort unter https://www.gmx.net", false)
	f(TypeSMS, "GMX: Ihr Konto wurde gesperrt. Bestätigen Sie Ihre Daten unter https://gmx-konto-sicher.de", true)
}

// TestSignedBy: a registered label is one word of the signature line, or two or
// more of its words in a row written together; not part of a word, nor words
// that spell more or less than the label.
func TestSignedBy(t *testing.T) {
	for _, c := range []struct {
		label, sig string
		want       bool
	}{
		{"rewe", "Dein REWE Team", true},
		{"michaelpage", "Michael Page", true},
		{"harrisonjoinery", "Harrison Joinery Ltd", true},
		{"michaelpage", "Michael Pages", false},
		{"michaelpage", "Michael", false},
		{"page", "Michael Pageant", false},
		{"ewet", "Dein REWE Team", false},
		{"bajajfinserv", "Bajaj Finance Ltd", false},
		{"abc", "abc", false},
	} {
		if got := signedBy([]byte(c.label), []byte(c.sig)); got != c.want {
			t.Errorf("signedBy(%q, %q) = %v; want %v", c.label, c.sig, got, c.want)
		}
	}
	f := flagger(t, newFuzzEngine(t))
	f(TypeEmail, "Bonjour Karim,\n\nJe suis consultante chez Michael Page, division Finance & Comptabilité. Votre profil a retenu mon attention pour un poste de Contrôleur de gestion H/F en CDI chez l'un de nos clients, groupe industriel basé à Nantes.\n\nRémunération : 48-55 K€ + variable\nTélétravail : 2 jours par semaine\n\nSeriez-vous disponible pour un premier échange téléphonique cette semaine ? Vous pouvez également consulter l'annonce sur michaelpage.fr (réf. CG-NT-26114).\n\nBien à vous,\nCamille Roussel\nMichael Page", false)
}

// TestLetterhead: a pasted letter's first line names its sender when it is short
// and no sentence, and the site it spells is the sender's own; a site that spells
// more than the name is not.
func TestLetterhead(t *testing.T) {
	for text, want := range map[string]string{
		"Cleveland Clinic\nPatient Financial Services\nFINAL NOTICE": "Cleveland Clinic",
		"Hi Sam, see below.\nThanks":                                 "",
		"Visit www.example.com\nnow":                                 "",
		"One line only":                                              "",
	} {
		if got := string(letterhead([]byte(text))); got != want {
			t.Errorf("letterhead(%q) = %q; want %q", text, got, want)
		}
	}
	f := flagger(t, newFuzzEngine(t))
	const bill = "Cleveland Clinic\nPatient Financial Services\nFINAL NOTICE\nAccount number: 1009384471\nBalance: $684.25\n\nYour account is seriously past due. If payment in full or an approved payment plan is not received by 12/01/2026, your account may be placed with an outside collection agency. "
	f(TypeEmail, bill+"Pay online at my.clevelandclinic.org/patients/billing-finance or call 216.445.6249.", false)
	f(TypeEmail, bill+"Pay online at clevelandclinic-billing.com/pay or call 216.445.6249.", true)
}

// TestRegionalGovernmentsAndDomainTags: a canton's, a Land's or an autonomous
// community's own site is a government's; a message tagged with its sender's
// domain ("jobcenter.digital: ...") that links that domain links its own site.
func TestRegionalGovernmentsAndDomainTags(t *testing.T) {
	for _, h := range []string{"www.be.ch", "finanzamt.bayern.de", "web.gencat.cat", "zh.ch"} {
		if !govHost([]byte(h)) {
			t.Errorf("govHost(%q) = false; want true", h)
		}
	}
	for _, h := range []string{"bayern-steuer.de", "be-ch.com", "ch.be"} {
		if govHost([]byte(h)) {
			t.Errorf("govHost(%q) = true; want false", h)
		}
	}
	f := flagger(t, newFuzzEngine(t))
	f(TypeSMS, "jobcenter.digital: Sie haben eine neue Nachricht zu Ihrer BG-Nummer 53203//0048817 erhalten (Aufforderung zur Mitwirkung, Frist 10.12.2026). Bitte melden Sie sich unter https://www.jobcenter.digital an, um das Schreiben zu lesen.", false)
	f(TypeSMS, "jobcenter.digital: Sie haben eine neue Nachricht zu Ihrer BG-Nummer 53203//0048817 erhalten (Frist 10.12.2026). Bitte melden Sie sich unter https://jobcenter-digital-login.com an.", true)
	f(TypeEmail, "Steuerverwaltung des Kantons Bern\n\nLetzte Mahnung vor Betreibung\n\nFür die Kantons- und Gemeindesteuern 2025 ist folgender Betrag noch offen: CHF 3'474.05\n\nBitte bezahlen Sie den Betrag innert 10 Tagen mit der beiliegenden QR-Rechnung (QR-IBAN CH44 3199 9123 0008 8901 2). Geht die Zahlung nicht fristgerecht ein, leiten wir die Betreibung ein.\n\nGesuch um Ratenzahlung: www.be.ch/steuern", false)
}
