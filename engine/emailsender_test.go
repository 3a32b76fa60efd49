package engine

import (
	"fmt"
	"strings"
	"testing"
)

// TestReplyToFreemail: replies sent to a free-mail address on another domain than
// the sender's are the business e-mail compromise's shape; replies to the sender's
// own domain, to a company's other domain, or a free-mail sender answering from
// its own provider are not.
func TestReplyToFreemail(t *testing.T) {
	e := newFuzzEngine(t)
	cases := []struct {
		from, replyTo string
		want          bool
	}{
		{"sarah.ceo@gmail.com", "exec.office@outlook.com", true},
		{"ceo@acme-industries.com", "ceo.acme@hotmail.co.uk", true}, // "hotmail.*"
		{"j.smith@acme-industries.com", "jsmith@yahoo.fr", true},
		{"news@shop.example", "support@shop.example", false},         // same domain
		{"news@mailer.shop.example", "help@shop.example", false},     // same site
		{"news@shop.example", "replies@shop-support.example", false}, // another company domain
		{"anna@gmail.com", "anna@gmail.com", false},                  // no other domain
		{"list@lists.example.org", "", false},                        // no Reply-To
	}
	for _, c := range cases {
		raw := "From: Someone <" + c.from + ">\n"
		if c.replyTo != "" {
			raw += "Reply-To: " + c.replyTo + "\n"
		}
		raw += "Subject: hello\n\nHello, are you there?\n"
		var m Email
		ParseEmail([]byte(raw), &m)
		if got := e.phish.replyToFreemail(&m); got != c.want {
			t.Errorf("From %s, Reply-To %q: replyToFreemail = %v, want %v", c.from, c.replyTo, got, c.want)
		}
	}
	for _, d := range []string{"gmail.com", "web.de", "orange.fr", "x.att.ne.jp"} {
		if !e.phish.isFreemail(d) {
			t.Errorf("isFreemail(%q) = false", d)
		}
	}
	if e.phish.isFreemail("acme-industries.com") || e.phish.isFreemailName("acme-industries.com") {
		t.Error("a company domain taken for a free-mail provider")
	}
}

// TestFreemailAddressIsNoImpersonation: the reader's own address at a free mail
// provider, quoted in a genuine code e-mail, does not impersonate the provider's
// brand; a link to the same domain, or an address on a domain joining the brand to
// a bait word, still counts.
func TestFreemailAddressIsNoImpersonation(t *testing.T) {
	e := newFuzzEngine(t)
	phishing := func(text string, typ ContentType) int {
		var res Result
		e.Analyze(&Request{Content: []byte(text), Type: typ}, &res)
		return res.Layers[LayerPhishing].RiskScore
	}
	if r := phishing("Verwenden Sie den folgenden Sicherheitscode für das Microsoft-Konto ju*****@outlook.de. Sicherheitscode: 604218", TypeEmail); r != 0 {
		t.Errorf("address at outlook.de: phishing risk %d, want 0", r)
	}
	if r := phishing("http://outlook.de/signin", TypeURL); r == 0 {
		t.Error("link to outlook.de: phishing risk 0, want the TLD swap")
	}
	if r := phishing("Your account is locked, reply to security@outlook-verify.com", TypeSMS); r < 50 {
		t.Errorf("address at outlook-verify.com: phishing risk %d, want >= 50", r)
	}
}

// TestSenderImitatesBrand: an e-mail whose sender names a brand and writes from a
// domain spelling that brand is suspect with or without a link; the brand's own
// domain, or another domain that does not spell the brand, is not this finding.
func TestSenderImitatesBrand(t *testing.T) {
	e := newFuzzEngine(t)
	body := "\n\nHR Department sent you a document to review and sign.\n\nREVIEW DOCUMENT\n\nPlease sign before Friday."
	check := func(from string, want int32) {
		t.Helper()
		var res Result
		e.Analyze(&Request{Content: []byte("From: " + from + "\nSubject: Please review and sign" + body), Type: TypeEmail}, &res)
		got := e.phish.senderImitatesBrand(&res.s.u.mail)
		if (got >= 0) != (want >= 0) {
			t.Fatalf("%s: imitated brand %d; want %d", from, got, want)
		}
		if want < 0 {
			return
		}
		if res.Verdict == VerdictSafe {
			t.Errorf("%s: verdict safe (score %d); want suspect at least", from, res.Score)
		}
		if !strings.Contains(string(res.Layers[LayerSemantic].Details), "its sender's domain imitates") {
			t.Errorf("%s: details %q name no imitation", from, res.Layers[LayerSemantic].Details)
		}
		if res.ScamType != ScamPhishingOther {
			t.Errorf("%s: scam type %v; want phishing_other", from, res.ScamType)
		}
	}
	check("HR Department via DocuSign <dse_na4@docusign-review.net>", 1)
	check("Microsoft 365 Security <security-noreply@m365-authreset.com>", 1)
	check("DocuSign <dse@secure-docsign-portal.com>", 1)           // a misspelling of the brand's domain
	check("DocuSign <dse@docusignn.com>", 1)                       // one letter added is no name of the sender's
	check("HR Department via DocuSign <dse_na4@docusign.net>", -1) // the brand's own
	check("Facebook <security@facebookmail.com>", -1)              // the domain Facebook's notices come from
	check("SNCF Connect <noreply@connect.sncf>", -1)               // the brand's own top-level domain
	check("BNP Paribas <noreply@mail.bnpparibas>", -1)             // any name under it
	check("Banco Santander <avisos@gruposantander.es>", -1)        // Santander Spain's group domain
	check("DocuSign <hr@acme-industries.com>", -1)                 // spells no brand: spoof only
	check("Mercado Libre <info@mercadolibre.com.mx>", -1)          // the brand's name on a national ending
	check("DGFiP <ne-pas-repondre@dgfip.finances.gouv.fr>", -1)    // a government's reserved domain
	check("DGFiP <ne-pas-repondre@dgfip.gouv.fr>", -1)             // one the list lacks, reserved all the same
}

// TestBrandOnFreemail: a brand's name over a free mailbox, in a text that speaks
// for that brand, is suspect with a reason naming the mailbox; a person's name on
// one (even one that is also a brand's), or the brand's own domain, is not.
func TestBrandOnFreemail(t *testing.T) {
	e := newFuzzEngine(t)
	body := "\nSubject: Opération suspecte\n\nBonjour,\nUn conseiller BNP Paribas doit vérifier avec vous une opération. Merci de nous contacter au 01 89 70 42 16.\n"
	check := func(from string, want bool) {
		t.Helper()
		wantSenderFinding(t, e, "From: "+from+body, "from a free mailbox", want)
	}
	check("Service Sécurité BNP Paribas <service.securite.bnp@outlook.fr>", true)
	check("BNP Paribas Alertes <bnp.alertes@gmail.com>", true)
	check("Julien Morel <julien.morel@gmail.com>", false)     // a person
	check("BNP Paribas <alertes@bnpparibas.com>", false)      // the brand's own
	check("tim.one@comcast.net (Tim Peters)", false)          // a person bearing a brand's name (TIM)
	check("PayPal Service <paypal.service@gmail.com>", false) // the text speaks for another brand
}

// wantSenderFinding analyses the e-mail mail and checks that the semantic layer's
// details name the sender finding detail when want, and not otherwise, and that
// the finding makes the mail suspect at least.
func wantSenderFinding(t *testing.T, e *Engine, mail, detail string, want bool) {
	t.Helper()
	var res Result
	e.Analyze(&Request{Content: []byte(mail), Type: TypeEmail}, &res)
	details := string(res.Layers[LayerSemantic].Details)
	if got := strings.Contains(details, detail); got != want {
		t.Fatalf("%.80q: finding %q %v (details %q); want %v", mail, detail, got, details, want)
	}
	if want && res.Verdict == VerdictSafe {
		t.Errorf("%.80q: verdict safe (score %d); want suspect at least", mail, res.Score)
	}
}

func TestSenderImitatesRecipient(t *testing.T) {
	e := newFuzzEngine(t)
	body := "\nSubject: Action required: MFA re-enrolment\n\nYour multi-factor authentication must be renewed before Friday. Scan the QR code below with your phone.\n"
	check := func(from, to string, want bool) {
		t.Helper()
		wantSenderFinding(t, e, "From: "+from+"\nTo: "+to+body, "recipient's organisation", want)
	}
	check("IT-Support <it-support@weber-logistik-sicherheit.de>", "Katrin Hoffmann <k.hoffmann@weber-logistik.de>", true)
	check("Harbourline IT Security <notify@secure-mfa-portal.com>", "james.whitfield@harbourline.co.uk", true)
	check("IT-Support <it@weber-logistik.de>", "k.hoffmann@weber-logistik.de", false)                // its own
	check("IT-Support <it@weber-logistik.com>", "k.hoffmann@weber-logistik.de", false)               // its name on another ending
	check("Example Bank <notice@examplebank.com>", "customer@example.net", false)                    // another company, named so
	check("Harbourline Fans <news@harbourlinefans.org>", "james.whitfield@harbourline.co.uk", false) // likewise
	check("Rick Moen <rick@linuxmafia.com>", "ilug@linux.ie", false)                                 // a list member
	check("Harbourline IT <harbourline.it@gmail.com>", "james.whitfield@harbourline.co.uk", false)   // a free mailbox: small organisations write from them
	check("Harbourline via DocuSign <dse@docusign.net>", "james.whitfield@harbourline.co.uk", false) // a brand sending for it
	// The reader's own domain with a hyphen more, or a letter fewer.
	check("Catherine Moore <c.moore@fernley-consulting.com>", "James Patel <james.patel@fernleyconsulting.com>", true)
	check("Sarah Kingsley <s.kingsley@northbay-logistic.com>", "john@northbaylogistics.com", true)
	check("Anna Reyes <anna@acmeco.com>", "bob@acmecorp.com", false) // short labels: other companies' names
	// The reader's domain in front of another's, or on .co for its .com.
	check("Martin Keller <martin.keller@kestrelmfg.com.eu-mail.co>", "priya.raman@kestrelmfg.com", true)
	check("Priya Raman <priya.raman@kestrelmfg.co>", "sofia@kestrelmfg.com", true)
	check("Priya Raman <priya.raman@kestrelmfg.co.uk>", "sofia@kestrelmfg.com", false) // a British subsidiary's
}

// TestDisguisedGovSender: a sender's domain that writes a government's ending into
// its registered name is disguised; a government's own domain, or a company's name
// that merely begins like one, is not.
func TestDisguisedGovSender(t *testing.T) {
	for domain, want := range map[string]bool{
		"gendarmerie-interieur-gouv.fr": true,
		"sat-gob-mx.com":                true,
		"mail.interieur.gouv.fr":        false,
		"sat.gob.mx":                    false,
		"govtech-solutions.com":         false,
		"example.com":                   false,
		"estv-admin-ch.com":             true,
		"cra-gc-ca-refund.com":          true,
		"admin-chalets.ch":              false,
	} {
		if got := disguisedGovSender(&Email{FromDomain: domain}); got != want {
			t.Errorf("%s: disguised %v; want %v", domain, got, want)
		}
	}
	e := newFuzzEngine(t)
	var res Result
	e.Analyze(&Request{Content: []byte("From: Gendarmerie Nationale <convocation@gendarmerie-interieur-gouv.fr>\nSubject: CONVOCATION\n\n" +
		"Vous faites l'objet de poursuites judiciaires. Vous disposez de 72 heures pour nous faire parvenir vos justifications par e-mail."), Type: TypeEmail, Now: fuzzNow}, &res)
	if res.Verdict == VerdictSafe {
		t.Errorf("convocation from a disguised government domain: safe (score %d)", res.Score)
	}
}

// TestSenderNamesFolded: a display name is read with its accents folded
// ("Société Générale") and with a brand's product names ("Outlook",
// "SharePoint"); a sender imitating a brand is suspect even where a genuine
// pattern would settle the text (an ask of value with no link: the button of a
// pasted mail), and a tech brand's imitator phishes unless the text speaks of a
// problem, remote access or a call.
func TestSenderNamesFolded(t *testing.T) {
	e := newFuzzEngine(t)
	for _, c := range []struct {
		from, body string
		want       ScamType
	}{
		{"Société Générale <securite@sg-clients-alerte.fr>",
			"Cher client,\n\nL'activation de votre Sécur'Pass est obligatoire avant le 15 novembre. Sans activation, vos paiements seront bloqués.\n\nActiver Sécur'Pass\n", ScamPhishingBank},
		{"Outlook <no-reply@outlook-stockage-service.com>",
			"Bonjour,\n\nVotre boîte mail a atteint 99 % de sa capacité. Cliquez ci-dessous pour obtenir 50 Go supplémentaires.\n\nAugmenter mon stockage\n", ScamPhishingOther},
		{"British Gas <billing@britishgas-accounts.co.uk>",
			"Dear Customer,\n\nWe have been unable to collect your last Direct Debit payment of £186.42. Unless payment is received within 24 hours, we will disconnect your energy supply.\n\nPay now to avoid disruption\n", ScamPhishingOther},
	} {
		var res Result
		e.Analyze(&Request{Content: []byte("From: " + c.from + "\nSubject: Important\n\n" + c.body), Type: TypeEmail}, &res)
		if e.phish.senderImitatesBrand(&res.s.u.mail) < 0 {
			t.Errorf("%s: no imitated brand", c.from)
		}
		if res.Verdict == VerdictSafe || res.ScamType != c.want {
			t.Errorf("%s: %v %d %v; want suspect at least, %v", c.from, res.Verdict, res.Score, res.ScamType, c.want)
		}
	}
	if b := e.phish.brandInName("Jean Dupont"); b >= 0 {
		t.Errorf("brandInName(Jean Dupont) = %d", b)
	}
	if b := e.phish.brandInName("Société Générale"); b < 0 || e.phish.brands[b].display != "Société Générale" {
		t.Errorf("brandInName(Société Générale) = %d", b)
	}
}

// TestSenderOwnName: a registered label that is the sender's own name, which
// merely holds a brand's token ("Outlook India <newsletter@outlookindia.com>"),
// imitates no brand; one that adds words the name does not say, or a bait word,
// does.
func TestSenderOwnName(t *testing.T) {
	e := newFuzzEngine(t)
	for from, want := range map[string]bool{
		"Outlook India <newsletter@outlookindia.com>":                 false,
		"Business Outlook Weekly <editor@businessoutlook-weekly.com>": false,
		"Telegram Books <info@telegrambooks.com>":                     false,
		"Solana Beach Chamber <info@solanabeachchamber.com>":          false,
		"Outlook Service <x@outlookservice.com>":                      true,
		"SharePoint Online <no-reply@sharepointonline-docs.com>":      true,
		"Outlook <no-reply@outlook-stockage-service.com>":             true,
	} {
		var m Email
		ParseEmail([]byte("From: "+from+"\nSubject: This week\n\nHello, here is this week's newsletter.\n"), &m)
		if got := e.phish.senderImitatesBrand(&m) >= 0; got != want {
			t.Errorf("%s: imitates a brand %v; want %v", from, got, want)
		}
	}
}

// TestSenderDomainImitatesBrand: a sender domain that the link rules take for a
// brand's imitation on their own is one, whatever the display name says, with a
// reason that names the domain and not the name; a stranger's domain, the brand's
// own or a government's is not.
func TestSenderDomainImitatesBrand(t *testing.T) {
	e := newFuzzEngine(t)
	const body = "\nSubject: Factura pendiente\n\nSe le ha enviado un documento para revisar y firmar: Factura_7731.pdf\n"
	for from, want := range map[string]bool{
		"Facturación <facturas@docusign-envios.net>":            true,
		"Facturación <facturas@acme-industrias.com>":            false,
		"Facturación <facturas@docusign.net>":                   false,
		"Comunidad <hola@paypal-community.com>":                 false,
		"Notificaciones <avisos@sede.agenciatributaria.gob.es>": false,
	} {
		var res Result
		e.Analyze(&Request{Content: []byte("From: " + from + body), Type: TypeEmail}, &res)
		got := e.senderHostImitates(&res.s.u.mail, &res.s.u) >= 0
		if got != want {
			t.Errorf("%s: sender domain imitates a brand %v; want %v", from, got, want)
			continue
		}
		if !want {
			continue
		}
		if res.Verdict == VerdictSafe {
			t.Errorf("%s: verdict safe (score %d); want suspect at least", from, res.Score)
		}
		if r := string(res.reasons); !strings.Contains(r, "The sender writes from docusign-envios.net, a domain made to look like one of DocuSign's") {
			t.Errorf("%s: reasons %q; want the domain named as DocuSign's look-alike", from, r)
		}
	}
}

// TestImitatorRewardLure: a sender imitating a brand makes a message phishing,
// unless the message is a prize or loyalty-reward lure, which stays one.
func TestImitatorRewardLure(t *testing.T) {
	e := newFuzzEngine(t)
	for text, want := range map[string]ScamType{
		"From: \"Lidl\" <support879@1idl.info>\nSubject: Letzte Chance: Treuebonus\n\nLieber Kunde, Ihre Punkte verfallen heute. Tauschen Sie sie jetzt gegen einen Lidl-Gutschein im Wert von 50 EUR: https://1idl.info/bonus": ScamLottery,
		"From: \"Lidl\" <support879@1idl.info>\nSubject: Ihr Konto wurde gesperrt\n\nLieber Kunde, Ihr Konto wurde gesperrt. Bestätigen Sie jetzt Ihre Identität mit Ihren Kartendaten: https://1idl.info/konto":                ScamPhishingOther,
	} {
		var res Result
		e.Analyze(&Request{Content: []byte(text), Type: TypeEmail}, &res)
		if res.Verdict == VerdictSafe || res.ScamType != want {
			t.Errorf("%.60q: verdict %v, scam type %v; want flagged, %v", text, res.Verdict, res.ScamType, want)
		}
	}
}

// TestInternalMailImitatesNoBrand: a colleague whose surname is a brand's name,
// writing from the organisation's domain to an address of the same, imitates no
// brand; the same domain written to someone else does.
func TestInternalMailImitatesNoBrand(t *testing.T) {
	e := newFuzzEngine(t)
	const body = "\nSubject: Liasse fiscale - relecture avant dépôt\n\nBonjour Julie,\n\npeux-tu relire la liasse avant le dépôt de vendredi ?\n\nSandrine\n"
	for to, want := range map[string]bool{
		"Julie Martin <j.martin@cabinet-leclerc-expertise.fr>": false,
		"Julie Martin <j.martin@atelier-martin.fr>":            true,
	} {
		var res Result
		e.Analyze(&Request{Content: []byte("From: Sandrine Leclerc <s.leclerc@cabinet-leclerc-expertise.fr>\nTo: " + to + body), Type: TypeEmail}, &res)
		if got := e.phish.senderImitatesBrand(&res.s.u.mail) >= 0; got != want {
			t.Errorf("to %s: sender imitates a brand %v; want %v", to, got, want)
		}
		if !want && res.Verdict != VerdictSafe {
			t.Errorf("to %s: verdict %v (score %d); want safe", to, res.Verdict, res.Score)
		}
	}
}

// TestBossOnFreemail: money or gift cards asked of a company's address from a
// free mailbox under secrecy, urgency or an excuse for the mailbox are suspect; a
// freelancer's invoice from a free mailbox, or the same ask from the company's own
// domain, is not this finding.
func TestBossOnFreemail(t *testing.T) {
	e := newFuzzEngine(t)
	for text, want := range map[string]bool{
		"From: Henri Vasseur <h.vasseur.president@gmail.com>\nTo: comptabilite@vasseur-industrie.fr\nSubject: Dossier confidentiel\n\nBonjour Claire,\n\nÊtes-vous disponible ce matin ? Nous finalisons le rachat d'une société à Lyon. Notre avocat, Maître Roux, vous écrira dans l'heure avec les coordonnées bancaires. Le virement de 64 000 € doit partir aujourd'hui avant 16h.\n\nLe dossier reste strictement confidentiel jusqu'à l'annonce : n'en parlez à personne. Je suis en rendez-vous toute la journée, échangeons uniquement par mail.\n\nHenri Vasseur\nPrésident": true,
		"From: David Kim <dkim.mailbox@outlook.com>\nTo: payroll@summitrehabclinic.com\nSubject: Direct deposit update\n\nHi,\n\nI changed my bank and need to update my direct deposit before the next payroll. I'm emailing from my personal account because I can't log into my work email.\n\nDavid":                                                                                                                                                                                                                                                                               true,
		"From: Philippe Garnier <p.garnier@groupe-garnier-btp.fr>\nTo: comptabilite@groupe-garnier-btp.fr\nSubject: Virement fournisseur\n\nBonjour Sylvie,\n\nUn virement de 8 750 € au fournisseur Dumas devra être effectué aujourd'hui, comme convenu en réunion.\n\nPhilippe":                                                                                                                                                                                                                                                                                                     false,
		"From: Lucas Bernard <lucas.bernard.photo@gmail.com>\nTo: compta@agence-rivage.fr\nSubject: Facture shooting mars\n\nBonjour,\n\nVeuillez trouver ma facture n°2025-014 pour le shooting du 12 mars, 650 € à régler par virement sous 30 jours.\n\nBien cordialement,\nLucas Bernard":                                                                                                                                                                                                                                                                                          false,
	} {
		var res Result
		e.Analyze(&Request{Content: []byte(text), Type: TypeEmail}, &res)
		if got := res.Verdict != VerdictSafe; got != want {
			t.Errorf("%.70q: flagged %v (score %d); want %v", text, got, res.Score, want)
		}
	}
}

// TestOfficialSender: a brand's own notice from the brand's own domain, with
// nothing to act on elsewhere, is settled safe however its wording reads, its own
// line to call beside; a number in a payment app's mail, a risky number, a link
// elsewhere, a free mailbox on the brand's domain or a brand whose domains carry
// its users' content is not settled by the sender.
func TestOfficialSender(t *testing.T) {
	e := newFuzzEngine(t)
	const receipt = "Subject: You sent a payment of £45.00 GBP to Emma Clarke\n\nHello Ben,\n\nYou sent a payment of £45.00 GBP to Emma Clarke (emma.clarke@gmail.com).\nIt may take a few moments for this transaction to appear in your account.\n\nTransaction ID: 7KT42519HM0334902\n\nPayPal"
	for text, want := range map[string]bool{
		"From: service@paypal.co.uk\n" + receipt: true,
		"From: PayPal <service@paypal.fr>\nSubject: Vous avez envoyé un paiement de 45,00 € EUR à Romain Faure\n\nBonjour Nicolas,\n\nVous avez envoyé un paiement de 45,00 € EUR à Romain Faure.\nCette transaction peut mettre quelques instants à apparaître sur votre compte.\n\nNuméro de transaction : 3RB61827XK5530714\n\nPayPal": true,
		"From: service@paypal.co.uk\n" + receipt + "\nNot you? Call us on +1 808 301 6455":                                                                                            false,
		"From: service@paypal.co.uk\n" + receipt + "\nReview it at https://paypal-resolution-centre.com":                                                                              false,
		"From: Google <drive-shares-dm-noreply@google.com>\nSubject: Invoice shared with you\n\nBilling shared a form with you: https://docs.google.com/forms/d/e/1FAIpQLSf/viewform": false,
		// A streaming service's or a bank's own mail may give its own line to call;
		// a payment app's mail carries what its users write, their numbers among it.
		"From: Netflix <info@account.netflix.com>\nSubject: Your account is on hold\n\nHi Dan,\n\nWe're having some trouble with your current billing information. Update your payment details: https://www.netflix.com/YourAccountPayment\n\nQuestions? Call 0800 096 6379":    true,
		"From: Netflix <info@account.netflix.com>\nSubject: Your account is on hold\n\nHi Dan,\n\nWe're having some trouble with your current billing information. Update your payment details: https://www.netflix.com/YourAccountPayment\n\nQuestions? Call +44 906 123 4567": false,
		// A crypto exchange's own withdrawal notice: its mail relays no user's content.
		"From: Kraken <noreply@kraken.com>\nSubject: Withdrawal completed\n\nYour withdrawal of 0.2500 ETH to 0x52908400098527886E0F7030069857D2E4169EE7 is complete.\nIf you did not request it, sign in at kraken.com immediately and lock your account.": true,
	} {
		checkRule(t, e, TypeEmail, text, want, "officialSender", func(res *Result) bool { return e.officialSender(res, &res.s.t) }, safeWhenTrue)
	}
}

// TestRepliesHome: a prize draw's notice that asks the winner to reply with a
// postal address to the domain the sender's name names is settled safe, in the four
// languages; the same ask from a domain that spells more than the name, with a
// fee, from a free mailbox or with replies sent elsewhere is not settled by it.
func TestRepliesHome(t *testing.T) {
	e := newFuzzEngine(t)
	const en = "Subject: You've won our competition!\n\nHi Rosa,\n\nCongratulations! You've been picked as one of three winners of our competition. So that we can post your prize, please reply to this email with your full name and postal address within 14 days."
	for text, want := range map[string]bool{
		"From: Penguin Books UK <competitions@penguin.co.uk>\n" + en: true,
		"From: Fnac <jeux@fnac.com>\nSubject: Vous avez gagné !\n\nBravo Julien, vous faites partie des gagnants de notre jeu-concours. Pour recevoir votre lot, répondez à cet e-mail avec votre adresse postale complète avant le 20 mars.":      true,
		"From: Cadena SER <concursos@cadenaser.com>\nSubject: Eres el ganador\n\n¡Enhorabuena! Has resultado ganador del concurso. Para gestionar el premio necesitamos que respondas a este correo con tu nombre completo y tu dirección postal.": true,
		"From: MediaMarkt <gewinnspiel@mediamarkt.de>\nSubject: Ihr Gewinn\n\nHerzlichen Glückwunsch, Sie haben gewonnen! Damit wir Ihnen den Gewinn zusenden können, antworten Sie bitte auf diese E-Mail mit Ihrer vollständigen Postanschrift.": true,
		"From: Penguin Books UK <competitions@penguin-prizes.co.uk>\n" + en:                                                                  false,
		"From: Penguin Books UK <penguin.competitions@gmail.com>\n" + en:                                                                     false,
		"From: Penguin Books UK <competitions@penguin.co.uk>\nReply-To: prizes@winners-desk.com\n" + en:                                      false,
		"From: Penguin Books UK <competitions@penguin.co.uk>\n" + en + " A delivery fee of £4.99 must be paid by card to release the prize.": false,
	} {
		checkRule(t, e, TypeEmail, text, want, "repliesHome", func(res *Result) bool { return e.repliesHome(res, &res.s.t) }, safeWhenTrue)
	}
}

// TestNewNumberCalled: a relative's new number with a call the writer offers to
// make, and nothing asked, is settled safe in the four languages; the same opener
// that asks for money, cannot call, or only asks leave to call later is not.
func TestNewNumberCalled(t *testing.T) {
	e := newFuzzEngine(t)
	for text, want := range map[string]bool{
		"Hi Mum, it's Tom. I've switched to Giffgaff so this is my new number, the old one stops working on Friday. Ring you tonight after footie 😂":        true,
		"Coucou mamie, c'est Hugo ! J'ai changé d'opérateur, voici mon nouveau numéro. Je t'appelle dimanche comme d'habitude":                              true,
		"Hola tía, soy Pablo! Me he cambiado a Digi y tengo número nuevo, el de antes deja de funcionar el lunes. Te llamo luego para que sepas que soy yo": true,
		"Hi Oma, hier ist Lukas! Ich hab eine neue Nummer, die alte geht ab nächster Woche nicht mehr. Ich ruf dich Sonntag an":                             true,
		"Hallo Mama, das ist meine neue Nummer, die alte kannst du löschen. Hab jetzt einen Vertrag bei o2. Kommst du Sonntag zum Essen? LG Tim":            true,
		"Hola tía, soy Lucía, este es mi número nuevo porque el otro se me rompió. Guárdalo. El domingo nos vemos en casa de la abuela 😘":                   true,
		"Hi it's Jess, new number, my old phone went in the lake at Dad's lol. Save this one. Still on for lunch Saturday?":                                 true,
		"Hi Mama, das ist meine neue Nummer, hab jetzt den Vertrag bei O2 🙈 Die alte geht ab Freitag nicht mehr. Kannst du sie bei Papa auch ändern? Jonas": true,
		"Coucou maman c'est Léa ! Nouveau numéro, tu peux l'enregistrer. L'ancien reste actif jusqu'à fin décembre.":                                        true,
		"Hola mamá, soy Dani, este es mi número nuevo. El antiguo sigue activo hasta el viernes, guárdate este.":                                            true,
		"Hi Mum, new number! The old one still works till Sunday, then it's just this one. Love, Amy":                                                       true,
		"Hijo ya tengo el móvil nuevo, el número es el mismo. Me lo ha configurado tu prima. Mándame otra vez las fotos del bebé":                           true,
		"Salut mamie c'est Jules, nouveau numéro ! J'ai pris un abonnement Salt. Enregistre celui-ci stp. Je passe dimanche à Fribourg avec maman":          true,
		"Mum this is my new number!! Save it. Also I'm in a bit of a situation, can I call you later or can you help now?":                                  false,
		"Hi Mum, it's me, this is my new number. I'll call you later, but can you pay a bill for me today? It's urgent":                                     false,
		"Papa c'est Léa, nouveau numéro, le mien est tombé dans la Seine. Je peux pas appeler là, tu peux m'avancer 650€ par virement ?":                    false,
	} {
		checkRule(t, e, TypeSMS, text, want, "newNumberCalled", func(res *Result) bool { return newNumberCalled(res, &res.s.t) }, safeIffTrue)
	}
}

// TestAccountChanged: a payee's new bank account written into the message that
// announces it is suspect in the four languages; an invoice with the payee's usual
// account, or a change announced without the account, is not.
func TestAccountChanged(t *testing.T) {
	e := newFuzzEngine(t)
	for text, want := range map[string]bool{
		"From: Service Comptabilité - Lefèvre Emballages <comptabilite@lefevre-emballage.com>\nSubject: Changement de coordonnées bancaires\n\nBonjour,\n\nNous vous informons que, suite à un changement de banque, nos coordonnées bancaires ont été modifiées. Merci de bien vouloir mettre à jour votre fichier fournisseurs et d'effectuer désormais tous vos règlements sur le compte suivant :\n\nTitulaire : LEFEVRE EMBALLAGES SAS\nIBAN : LT62 3250 0718 4426 9013\nBIC : REVOLT21\n\nLe paiement des factures FA-2025-0931 et FA-2025-0957 (total 23 845,60 € TTC), échues, est à effectuer sur ce nouveau compte dans les meilleurs délais. Vous trouverez notre nouveau RIB en pièce jointe.\n\nMerci de nous confirmer la bonne prise en compte par retour d'e-mail.\n\nCordialement,\nSandrine Petit\nService Comptabilité": true,
		"From: Accounts <accounts@hartley-timber.co.uk>\nSubject: New bank details\n\nDear customer, please note our bank details have changed. Please pay all future invoices to:\nIBAN: GB29 NWBK 6016 1331 9268 19\nThank you":                                                                                                          true,
		"From: Administración <admin@carpinteria-soler.es>\nSubject: Cambio de banco\n\nEstimado cliente, por un cambio de banco les rogamos que a partir de hoy realicen los pagos de las facturas pendientes a nuestra nueva cuenta bancaria, titular Carpintería Soler S.L.,\nIBAN: ES91 2100 0418 4502 0005 1332\nAtentamente":         true,
		"Bonjour,\n\nNous vous informons que notre société a changé d'établissement bancaire. Merci d'effectuer le règlement de nos prochaines factures sur le compte suivant :\nIBAN : IT60 X054 2811 1010 0000 0123 456\nLa facture n° TG-2026-0871 de 14 280,00 € est arrivée à échéance, merci de nous confirmer la date du virement.": true,
		"Estimado cliente:\n\nPor motivos de auditoría interna, nuestra cuenta habitual se encuentra temporalmente bloqueada. Le rogamos que los pagos de las facturas pendientes se realicen a la siguiente cuenta:\nIBAN: ES91 2100 0418 4502 0005 1332\nNo realice pagos a la cuenta anterior.":                                         true,
		"From: Buchhaltung <buchhaltung@holzbau-maier.de>\nSubject: Neue Bankverbindung\n\nSehr geehrte Damen und Herren, bitte überweisen Sie künftig auf unsere neue Bankverbindung:\nIBAN: DE89 3704 0044 0532 0130 00\nMit freundlichen Grüßen":                                                                                        true,
		"De : Sandrine Meyer <compta@transports-meyer.fr.com>\nObjet : RE: Facture 2026-1147\n\nBonjour,\nSuite à un audit interne, nos coordonnées bancaires ont été modifiées. Merci d'effectuer le règlement de la facture 2026-1147 (8 460,00 €) sur notre nouveau compte ci-joint et de ne plus utiliser l'ancien RIB.\nCordialement": true,
		"From: Buchhaltung <buchhaltung@holzbau-maier.de>\nSubject: Rechnung 2025-114\n\nSehr geehrte Damen und Herren, anbei unsere Rechnung. Bitte überweisen Sie den Betrag bis 30.04. auf unser Konto:\nIBAN: DE89 3704 0044 0532 0130 00\nMit freundlichen Grüßen":                                                                    false,
		// The payment run and the attached letter; the details "have changed" with a
		// sort code written out; "hemos cambiado de entidad bancaria ... realicen las
		// transferencias".
		"From: Lakeside Print Accounts <accounts@lakeside-printco.com>\nSubject: RE: Invoice INV-2026-1187 - updated remittance details\n\nHi Jen,\nFollowing our year-end audit our business banking has moved to a new provider. Please update our details before this week's payment run and use the account in the attached letter for INV-2026-1187 ($4,860.00). The old account will no longer accept incoming transfers from Dec 1.\nKind regards,\nMichelle Ortiz": true,
		"Subject: Invoice INV-20461 – October supplies\n\nHi Sarah,\n\nPlease find attached invoice INV-20461 (£2,846.40 inc. VAT).\n\nJust a heads-up that following our annual review we've moved our business banking to Starling, so our details have changed:\nAccount name: Brightwell Facilities Ltd\nSort code: 60-83-71\nAccount no: 41930288\n\nCould you update your records before your next payment run?\n\nMany thanks,\nDan Hollis":                         true,
		"Asunto: Factura FV-26/0932 – cambio de cuenta\n\nBuenos días Elena:\n\nAdjuntamos la factura FV-26/0932 por importe de 3.418,60 € (IVA incluido).\n\nLes informamos de que hemos cambiado de entidad bancaria. A partir de este pago, les rogamos realicen las transferencias a la siguiente cuenta:\nES21 1465 0100 9417 2203 8816\n\nUn saludo,\nDpto. Administración":                                                                                          true,
		"From: Comptabilité <compta@menuiserie-roux.fr>\nSubject: Changement de banque\n\nMadame, Monsieur, nous changeons de banque au 1er janvier. Nous ne communiquons pas nos nouvelles coordonnées par e-mail : merci d'appeler notre numéro habituel pour les obtenir.":                                                                                                                                                                                              false,
	} {
		checkRule(t, e, TypeEmail, text, want, "accountChanged", func(res *Result) bool { return accountChanged(res, &res.s.t) }, flaggedIffTrue)
	}
}

// TestUsualAccount: money asked to the account the reader already pays is settled
// safe in the four languages; the same ask with a new account written out, or with
// a change of account announced, is not.
func TestUsualAccount(t *testing.T) {
	e := newFuzzEngine(t)
	for text, want := range map[string]bool{
		"Hi Tom, could you transfer March's rent (£950) to the usual account by the 1st? Thanks, Sue":                                                         true,
		"Bonjour M. Dubois, petit rappel pour le loyer de mars (750€ charges comprises) à virer sur le compte habituel avant le 5. Bonne journée, Mme Perrin": true,
		"Hola Pablo, ¿puedes transferir los 650 € del alquiler a la cuenta de siempre antes del día 5? Gracias, Carmen":                                       true,
		"Oma wird am Sonntag 80! Jeder legt 30 € fürs Geschenk zusammen, bitte an mich überweisen, die IBAN kennt ihr ja":                                     true,
		"Hi Tom, March's rent (£950) is due on the 1st. Not to the usual account: my bank changed, please pay to my new account 40918277, sort code 20-45-77": false,
		"Bonjour M. Dubois, le loyer de mars est à virer sur le compte habituel, IBAN FR76 3000 6000 0112 3456 7890 189. Mme Perrin":                          false,
		// An account written out that the writer says is unchanged; the account the
		// reader gave, for a refund; unless a payment to it failed.
		"Please find attached invoice INV-20431 for £4,362.00. Our bank details are unchanged: Lloyds Bank, sort code 30-94-57, account 01287734.":                                                              true,
		"Votre dépôt de garantie de 950 € vous sera restitué par virement sur le RIB que vous nous avez transmis à la signature.":                                                                               true,
		"Le virement de votre dépôt de garantie sur le RIB que vous nous avez transmis a échoué : renvoyez votre RIB et votre code.":                                                                            false,
		"Stromabrechnung ist da: 126 € Nachzahlung, hab ich schon bezahlt. Macht 42 € pro Nase, gleiche IBAN wie immer":                                                                                         true,
		"Suite à la signature du bail, merci de régler le dépôt de garantie (1 850 €) par virement sur le compte indiqué en annexe 2 du bail. En cas de doute sur les coordonnées bancaires, appelez l'agence.": true,
		"Papa kannst du mir 80€ überweisen? Die Klassenfahrt muss bis Freitag bezahlt sein, hab's voll vergessen 🙈 IBAN hast du ja":                                                                             true,
		"Mama kannst du mir 800€ überweisen? Ist dringend, IBAN hast du ja nicht, schick ich dir gleich":                                                                                                        false,
	} {
		checkRule(t, e, TypeSMS, text, want, "usualAccount", func(res *Result) bool { return usualAccount(res, &res.s.t) }, safeWhenTrue)
	}
}

// TestSharedBill: a friend's share of a bill paid together is settled safe in the
// four languages, however the ask is worded; a ticket sold at so much each, or a
// trip "per person" paid to an account written out, is not.
func TestSharedBill(t *testing.T) {
	e := newFuzzEngine(t)
	for text, want := range map[string]bool{
		"Hey, war echt ein schöner Abend! 🍕 Die Rechnung waren 156€, also 39€ pro Person. Kannst du mir das per PayPal an lisa.m@web.de schicken? Freunde & Familie bitte 😊":      true,
		"Great night! Bill came to £96, so £24 a head. Can you send me yours on Monzo? monzo.me/jamiek":                                                                           true,
		"Super soirée ! L'addition fait 120 €, soit 30 € par personne, tu peux me faire un Lydia ?":                                                                               true,
		"La cena salió a 25 euros por persona, ¿me lo mandas por Bizum?":                                                                                                          true,
		"Hola, soy Elena, la madre de Hugo de 2ºB. Estamos organizando el regalo para la profe, son 4 € por familia. Se puede dar en efectivo a la salida o por Bizum. ¡Gracias!": true,
		"Right so for Mum's 60th we're doing the spa weekend, it's £312 total so £104 each. Can you both send me yours by the 15th? Sort code 20-45-77 acc 31829406, ref MUM60":   true,
		"Two tickets for Oasis at Wembley, £104 each. Send the money to sort code 20-45-77 acc 31829406 and I'll email them":                                                      false,
		"Ya está pagado el apartamento de Cádiz, salen 187,50 por persona. Pasádmelo por Bizum al 655 21 48 90 🙏":                                                                 true,
		"Ya está pagado el apartamento de Cádiz, salen 187,50 por persona. Escribidme al 655 21 48 90 y os digo cómo pagarlo":                                                     false,
		"¡Hola! Tengo 2 entradas para Bad Bunny en el Metropolitano, a precio de coste, 180 € cada una. Pago por Bizum y te las paso por email en PDF.":                           false,
		"Hola, el viaje a Tenerife sale a 450 € por persona, ingresa la reserva en ES91 2100 0418 4502 0005 1332":                                                                 false,
	} {
		checkRule(t, e, TypeSMS, text, want, "sharedBill", func(res *Result) bool { return sharedBill(res, &res.s.t) }, safeWhenTrue)
	}
}

// TestSenderOwnSite: an e-mail's links on its sender's own domain, over https, are
// the sender's pages (a newsletter's tracked links), when that domain is clean to
// the link rules and the URL model; a phisher's own domain, or a page in clear,
// is judged as any link.
func TestSenderOwnSite(t *testing.T) {
	e := newFuzzEngine(t)
	const newsletter = "From: Le Petit Ballon <bonjour@lepetitballon.com>\nSubject: Les vins de printemps sont arrivés\n\nBonjour Antoine,\n\n" +
		"Ce mois-ci, notre sommelière a sélectionné trois vins légers et fruités.\n\nDécouvrir la box de mars : %s\n\n" +
		"Vous recevez cet email car vous êtes abonné(e) à notre newsletter."
	for _, c := range []struct {
		text string
		own  bool
		link bool // the phishing layer finds a risk in the links
	}{
		{strings.Replace(newsletter, "%s", "https://r.sender.lepetitballon.com/mk/cl/f/sH4kLp9QxZ2mN7vB1cW8tR3yF6jD0gA5eU2oI7nK4sP1wT9qX3zM6bV8hC0f", 1), true, false},
		{strings.Replace(newsletter, "%s", "http://r.sender.lepetitballon.com/mk/cl/f/sH4kLp9QxZ2mN7vB1cW8tR3yF6jD0gA5eU2oI7nK4sP1wT9qX3zM6bV8hC0f", 1), true, true},
		{"From: INSS <atendimento@inss-atualizacao-beneficio.com>\nSubject: Seu benefício será bloqueado\n\nIdentificamos divergências no seu cadastro. " +
			"Seu benefício será bloqueado a partir de amanhã caso não realize a prova de vida digital.\nAtualize seus dados pelo link: https://inss-atualizacao-beneficio.com/prova-de-vida", false, true},
		{"From: Le Petit Ballon <bonjour@gmail.com>\nSubject: Box de mars\n\nDécouvrir : https://gmail.com/mk/cl/f/sH4kLp9QxZ2mN7vB1cW8tR3yF6jD0gA5eU2oI7nK4sP1wT9qX3zM6bV8hC0f", false, false},
	} {
		var res Result
		e.Analyze(&Request{Content: []byte(c.text), Type: TypeEmail, Now: fuzzNow}, &res)
		if got := e.senderOwnSite(&res) != nil; got != c.own {
			t.Errorf("%.60q: senderOwnSite %v; want %v", c.text, got, c.own)
		}
		if got := res.Layers[LayerPhishing].RiskScore > 0; got != c.link {
			t.Errorf("%.60q: phishing risk %d; want a risk %v", c.text, res.Layers[LayerPhishing].RiskScore, c.link)
		}
	}
}

// TestCompanyNamedLikeBrand: a company whose name holds a brand's, writing from and
// linking to its own domain, is not taken for an imitation of the brand; a link
// joining the brand to a bait word is.
func TestCompanyNamedLikeBrand(t *testing.T) {
	e := newFuzzEngine(t)
	const body = "\nSubject: Liquidación de gastos mayo\n\nHola Javier:\n\nHemos revisado tu liquidación de gastos de mayo. Falta el ticket del taxi del día 14. Súbelo al portal de gastos: %s\n\nUn saludo,\nAdministración - Consultora Iberia S.L."
	for text, want := range map[string]bool{
		"From: Administración <administracion@consultoraiberia.es>" + fmt.Sprintf(body, "https://gastos.consultoraiberia.es/"): false,
		"From: Iberia <reembolsos@iberia-reembolsos.com>" + fmt.Sprintf(body, "https://iberia-reembolsos.com/"):                true,
	} {
		checkRule(t, e, TypeEmail, text, want, "linkImitatesNamedBrand", func(res *Result) bool { return e.linkImitatesNamedBrand(res, &res.s.t) }, noVerdict)
	}
}

// verdictCheck is what checkRule asks of the verdict beside the rule's answer.
type verdictCheck int

const (
	noVerdict      verdictCheck = iota // the rule's answer only
	safeWhenTrue                       // safe where the rule holds (a genuine pattern that settles)
	safeIffTrue                        // safe exactly where the rule holds
	flaggedIffTrue                     // suspect or scam exactly where the rule holds (a floor)
)

// checkRule analyses text as typ and checks that rule, named name, reports want,
// and that the verdict agrees as check says.
func checkRule(t *testing.T, e *Engine, typ ContentType, text string, want bool, name string, rule func(*Result) bool, check verdictCheck) {
	t.Helper()
	var res Result
	e.Analyze(&Request{Content: []byte(text), Type: typ}, &res)
	if got := rule(&res); got != want {
		t.Errorf("%.70q: %s %v; want %v", text, name, got, want)
	}
	safe := res.Verdict == VerdictSafe
	switch {
	case check == safeWhenTrue && want && !safe, check == safeIffTrue && safe != want, check == flaggedIffTrue && safe == want:
		t.Errorf("%.70q: verdict %v (score %d) with %s %v", text, res.Verdict, res.Score, name, want)
	}
}

// TestAuthorityAndMailboxSenders: a sender's name that names the police, a court or
// a ministry; mailbox domains of providers and personal mail services read as free
// mail, the providers' own domains not.
func TestAuthorityAndMailboxSenders(t *testing.T) {
	for name, want := range map[string]bool{
		"Brigade de Protection des Mineurs": true,
		"Policía Nacional":                  true,
		"Bundeskriminalamt":                 true,
		"Tribunal judiciaire de Lyon":       true,
		"Marie Dupont":                      false,
		"Gary Lawrence Murphy":              false,
	} {
		if got := authorityName(name); got != want {
			t.Errorf("authorityName(%q) = %v; want %v", name, got, want)
		}
	}
	e := newFuzzEngine(t)
	for domain, want := range map[string]bool{
		"btinternet.com": true, "wanadoo.fr": true, "proton.me": true, "gmail.com": true,
		"bt.com": false, "iberia.com": false,
	} {
		if got := e.phish.fromFreemail(&Email{FromDomain: domain}); got != want {
			t.Errorf("fromFreemail(%s) = %v; want %v", domain, got, want)
		}
	}
}

// TestAccountName: on an account platform, a brand's token is the account's whole
// name, alone or beside region labels of three characters at most.
func TestAccountName(t *testing.T) {
	f := func(name, token string, want bool) {
		t.Helper()
		start := strings.Index(name, token)
		if got := accountName([]byte(name), start, start+len(token)); got != want {
			t.Errorf("accountName(%q, %q) = %v; want %v", name, token, got, want)
		}
	}
	f("google", "google", true)
	f("iberia.eu", "iberia", true)
	f("es.wallapop", "wallapop", true)
	f("iberia-refund.eu", "iberia", false)
	f("docs.paypal", "paypal", false)
	f("paypalsecure", "paypal", false)
}

// TestSafeAccountAsked: savings to move to a "safe account" in the four languages
// are asked for; a bank's warning that it never asks for one is not.
func TestSafeAccountAsked(t *testing.T) {
	e := newFuzzEngine(t)
	for text, want := range map[string]bool{
		"This is NatWest security again. To protect your money, please move your ISA balance now to the new safe account before the fraudsters access it.": true,
		"Service sécurité BNP : merci de transférer maintenant le solde de votre PEL vers le compte de sécurité avant que les fraudeurs n'y accèdent.":     true,
		"Seguridad Santander: traspase ahora el saldo de su depósito a la cuenta de seguridad antes de que los estafadores accedan.":                       true,
		"Sicherheitsdienst Commerzbank: Bitte jetzt Ihr Festgeld auf das Sicherheitskonto übertragen, bevor die Betrüger Zugriff haben.":                   true,
		"NatWest: Did you just try to pay £62.99 to AMZN MKTP UK? Reply Y or N. We'll never ask you to move money to a safe account.":                      false,
		"Sparkasse: Ihr Beratungstermin ist bestätigt. Wir fordern Sie niemals auf, Geld auf ein Sicherheitskonto zu überweisen.":                          false,
	} {
		checkRule(t, e, TypeSMS, text, want, "safeAccountAsked", func(res *Result) bool { return safeAccountAsked(&res.s.t) }, flaggedIffTrue)
	}
}

// TestStrangerFriendsFamily: goods paid to a stranger by PayPal friends and family;
// a friend who paid back that way, or a relative who asks it, is not.
func TestStrangerFriendsFamily(t *testing.T) {
	e := newFuzzEngine(t)
	for text, want := range map[string]bool{
		"Hi saw your post, I have 2 standing tickets for Oasis at Wembley, face value £150 each. Can't transfer on Ticketmaster yet so pay via PayPal friends and family and I'll send them on the day. Have loads of happy buyers!": true,
		"Hey, hab 2 Stehplatztickets für Rammstein in Berlin, Originalpreis 120 € pro Stück. Bezahlung per PayPal Freunde & Familie, Tickets schicke ich als PDF. Viele zufriedene Käufer!":                                          true,
		"Paid you back for the festival tickets on PayPal (friends and family). Shout if it hasn't landed!":                                                                                                                          false,
	} {
		checkRule(t, e, TypeSMS, text, want, "strangerFriendsFamily", func(res *Result) bool { return strangerFriendsFamily(&res.s.t) }, flaggedIffTrue)
	}
}

// TestFakePoliceSummons: the police "summons" mailed in a police body's name from a
// domain that spells it is suspect at least, in German, Spanish and English; the
// bodies' own sites are not flagged.
func TestFakePoliceSummons(t *testing.T) {
	e := newFuzzEngine(t)
	f := flagger(t, e)
	f(TypeEmail, "From: Bundeskriminalamt <vorladung@bka-cybercrime-de.com>\nSubject: VORLADUNG – Az. BKA-CY-2026/18834\nSehr geehrte/r Herr/Frau,\nim Rahmen einer von Europol koordinierten Ermittlung im Bereich Cyberkriminalität wurden Sie als Beschuldigte/r identifiziert. Die Vorladung finden Sie im Anhang.\nSie haben 72 Stunden Zeit, uns Ihre Stellungnahme per E-Mail zukommen zu lassen. Andernfalls wird ein Haftbefehl erlassen.\nKriminaldirektor H. Weiss", true)
	f(TypeEmail, "From: Policía Nacional <citaciones@policia-nacional-denuncias.com>\nSubject: Citación - Expediente 7741/2026\n\nSe le informa de que ha sido objeto de una investigación. Responda en 48 horas con su justificación o se dará traslado a la fiscalía.", true)
	f(TypeEmail, "From: FBI Cyber Division <notice@fbi-cyberdivision.com>\nSubject: Final notice\n\nYour IP address was linked to illegal content. Reply within 24 hours with your statement or a warrant will be issued.", true)
	for _, u := range []string{"https://www.bka.de/DE/KontaktAufnehmen/kontaktaufnehmen_node.html", "https://www.ic3.gov/", "https://www.europol.europa.eu/report-a-crime", "https://www.policia.es/", "https://www.guardiacivil.es/es/servicios/denuncias/"} {
		f(TypeURL, u, false)
	}
}

// TestBankAdviserFromFreeMailbox: a bank's adviser who writes from a free mailbox
// for the customer's payment details is suspect, in French and German; the same
// adviser's note from the bank's domain, or a friend's mail that names a bank, is
// not.
func TestBankAdviserFromFreeMailbox(t *testing.T) {
	f := flagger(t, newFuzzEngine(t))
	const fr = "Objet : Votre nouveau conseiller BNP Paribas\nBonjour Madame,\nJe suis Thomas Mercier, votre nouveau conseiller suite au départ de Mme Roux. Dans le cadre de la migration de votre dossier, une mise à jour de vos moyens de paiement est nécessaire.\nPour gagner du temps, merci de me contacter directement sur WhatsApp au +33 7 44 18 62 09.\nBien cordialement,\nThomas Mercier, BNP Paribas"
	f(TypeEmail, "De : Thomas Mercier <t.mercier.conseiller@gmail.com>\n"+fr, true)
	f(TypeEmail, "Von: Markus Albrecht <m.albrecht.beratung@outlook.de>\nBetreff: Ihr neuer persönlicher Berater bei der Deutschen Bank\nSehr geehrte Frau Neumann,\nmein Name ist Markus Albrecht, ich betreue Sie ab sofort als Ihr persönlicher Berater. Im Rahmen der Umstellung Ihres Kontomodells ist eine kurze Bestätigung Ihrer Zahlungsfreigaben notwendig.\nDamit es schnell geht, schreiben Sie mir bitte direkt per WhatsApp unter +49 176 5530 1827.\nMit freundlichen Grüßen\nMarkus Albrecht, Deutsche Bank", true)
	f(TypeEmail, "From: Julie <julie.martin84@gmail.com>\nSubject: resto samedi\n\nCoucou ! Samedi ça marche, je réserve. Au fait ma conseillère BNP Paribas m'a enfin rappelée pour le prêt, je te raconte. Bisous", false)
}

// TestSpoofedSender: a brand's name over another's address with a link made out
// to the reader, or replies taken on a free mailbox, is suspect at least; the brand's own mail, a link on its domain, or
// a link that carries nothing of the reader's is left to the other rules.
func TestSpoofedSender(t *testing.T) {
	e := newFuzzEngine(t)
	const teams = "From: \"Microsoft Teams\" <noreply@teams-chatnotify.com>\nTo: daniel.ortiz@northwind-eng.com\nSubject: You have 3 unread messages from Priya Nair in Teams\nContent-Type: text/html; charset=utf-8\n\n" +
		"<html><body><p>Your teammates are trying to reach you in Microsoft Teams.</p><p>Priya Nair: \"Daniel, can you check the updated payroll sheet before 6?\"</p>" +
		"<p><a href=\"%s\">Reply in Teams</a></p><p>Microsoft Corporation, One Microsoft Way, Redmond, WA 98052</p></body></html>\n"
	for text, want := range map[string]bool{
		fmt.Sprintf(teams, "https://teams-chatnotify.com/l/chat/19:priya.nair/?login_hint=daniel.ortiz@northwind-eng.com"): true,
		fmt.Sprintf(teams, "https://rb.gy/q7x2ke"): true,
		// The link on the brand's own domain; a link that carries nothing of the reader's.
		fmt.Sprintf(teams, "https://teams.microsoft.com/l/chat/19:priya.nair/?login_hint=daniel.ortiz@northwind-eng.com"): false,
		fmt.Sprintf(teams, "https://teams-chatnotify.com/l/chat/19:priya.nair/"):                                          false,
		// A site named in the text is no link to follow.
		strings.Replace(fmt.Sprintf(teams, "https://rb.gy/q7x2ke"), "Microsoft Corporation,", "Visit Microsoft.com. Microsoft Corporation,", 1): true,
		// A link the link rules doubt on their own.
		fmt.Sprintf(teams, "https://northwind-teams.firebaseapp.com/l/chat/19"): true,
		// The brand's own mail.
		strings.Replace(fmt.Sprintf(teams, "https://teams.microsoft.com/l/chat/19:priya.nair/?login_hint=daniel.ortiz@northwind-eng.com"), "teams-chatnotify.com>", "email.teams.microsoft.com>", 1): false,
	} {
		checkRule(t, e, TypeEmail, text, want, "spoofedSender", e.spoofedSender, flaggedIffTrue)
	}
	// No link, but the replies go to a free mailbox: the kit's "Report the user" is
	// a reply. The same notice replying to the brand's own address is not aimed.
	const signin = "From: Microsoft account team <no-reply@access-accsecurity.com>\nReply-To: %s\nSubject: Microsoft account unusual sign-in activity\n\n" +
		"We detected something unusual about a recent sign-in to the Microsoft account ja*****@outlook.com.\nCountry/region: Russia/Moscow\n" +
		"If this wasn't you, please report the user.\nReport The User\nThanks,\nThe Microsoft account team"
	checkRule(t, e, TypeEmail, fmt.Sprintf(signin, "solutionteamrecognizd03@gmail.com"), true, "spoofedSender", e.spoofedSender, flaggedIffTrue)
	checkRule(t, e, TypeEmail, fmt.Sprintf(signin, "account-security-noreply@accountprotection.microsoft.com"), false, "spoofedSender", e.spoofedSender, noVerdict)
	// A person who bears a brand's name (Tim Peters, TIM) and writes of something
	// else spoofs nothing, whatever the links.
	checkRule(t, e, TypeEmail, "From: tim.one@comcast.net (Tim Peters)\nSubject: Re: tokenizer\n\nThe new tokenizer is in CVS: "+
		"http://spambayes.sf.net/cgi-bin/viewcvs.cgi/spambayes/tokenizer.py?login_hint=guido@python.org\n", false, "spoofedSender", e.spoofedSender, noVerdict)
}

// TestSenderNamedByDomain: a sender whose display name is its domain ("LWN.net")
// links to its own site, however short its name; a short name alone does not.
func TestSenderNamedByDomain(t *testing.T) {
	for _, c := range []struct {
		registrable, name string
		want              bool
	}{
		{"lwn.net", "LWN.net", true},
		{"booking.com", " Booking.com ", true},
		{"lwn.net", "LWN", false},
		{"lwn.net", "LWN.net.example.org", false},
	} {
		if got := domainNamed([]byte(c.registrable), c.name); got != c.want {
			t.Errorf("domainNamed(%q, %q) = %v; want %v", c.registrable, c.name, got, c.want)
		}
	}
	e := newFuzzEngine(t)
	const mail = "From: LWN.net <lwn@lwn.net>\nTo: me@example.org\nSubject: LWN.net Weekly Edition for October 15, 2026\n\n" +
		"The LWN.net Weekly Edition for October 15, 2026 is available.\n\n  https://lwn.net/Articles/1041877/\n\n" +
		"This message was sent to you because you are an LWN.net subscriber and have requested weekly edition notifications. " +
		"To change your notification preferences, visit https://lwn.net/MyAccount/\n"
	checkRule(t, e, TypeEmail, mail, true, "senderSite", senderSite, safeWhenTrue)
	// The reader's own address in the footer is no link elsewhere; an address
	// alone is no site.
	checkRule(t, e, TypeEmail, mail+"You are subscribed as me@example.org.\n", true, "senderSite", senderSite, safeWhenTrue)
	checkRule(t, e, TypeEmail, "From: LWN.net <lwn@lwn.net>\nSubject: Weekly Edition\n\nQuestions? Write to me@example.org.\n", false, "senderSite", senderSite, noVerdict)
}

// TestInvoiceNoteCall: an invoice the platform sends for anyone, whose seller's note
// asks the reader to call a number as another brand's, reaches whoever wrote the
// note; the same number given without a call asked, or a card alert naming the
// merchant's site, collects nothing by it.
func TestInvoiceNoteCall(t *testing.T) {
	e := newFuzzEngine(t)
	const invoice = "From: service@paypal.com\nTo: me@example.com\nSubject: You have a new invoice from Norton LifeLock Billing Dept\n\n" +
		"Norton LifeLock Billing Dept sent you an invoice for $599.99 USD\n\nSeller note to customer:\n" +
		"Your Norton 360 Deluxe annual plan has been renewed and $599.99 will be deducted from your account within 24 hrs. %s\n\n" +
		"View and Pay Invoice: https://www.paypal.com/invoice/p/#INV2-7K4Q-9ZQX-2MFT-8WXC\n"
	for text, want := range map[string]bool{
		fmt.Sprintf(invoice, "If you did not authorize this renewal, call our billing desk immediately at +1 (808) 555-0193 to cancel and claim a refund."): true,
		fmt.Sprintf(invoice, "Our billing desk: +1 (808) 555-0193."):                                                                                        false,
	} {
		checkRule(t, e, TypeEmail, text, want, "collectsWith", func(res *Result) bool { return collectsWith(res, true) }, noVerdict)
	}
	checkRule(t, e, TypeSMS, "Caisse d'Epargne : votre carte a été utilisée pour un paiement de 749,90 € chez FNAC.COM. Si ce n'est pas vous, appelez le 01 45 67 89 10",
		false, "collectsWith", func(res *Result) bool { return collectsWith(res, true) }, noVerdict)
}

// TestRepliesToBrand: a mail service sending for a brand from its own domain, whose
// Reply-To is on the brand's domain, imitates nothing; the same sender taking the
// replies itself is the copy.
func TestRepliesToBrand(t *testing.T) {
	e := newFuzzEngine(t)
	united := int32(-1)
	for i := range e.phish.brands {
		if e.phish.brands[i].key == "united" {
			united = int32(i)
		}
	}
	const mail = "From: \"United Airlines\" <united@united.rsc01.com>\n%sTo: mfeldman@comcast.net\nSubject: United E-Fares\n\n" +
		"Weekend travel deals from united.com. Book your E-Fare online at united.com before March 31: http://www.united.com/efares\n\n" +
		"To unsubscribe from E-Fares, visit http://www.united.com/unsubscribe or reply to this message with \"unsubscribe\" in the subject line."
	// An everyday word before a mail service's domain is the client's name there;
	// joined to a bait word in the registered name it spells the brand.
	for from, want := range map[string]int32{
		"United Airlines <united@united.rsc01.com>": -1,
		"United Airlines <info@united-refunds.com>": united,
	} {
		var res Result
		e.Analyze(&Request{Content: []byte("From: " + from + "\nSubject: Your refund\n\nHello"), Type: TypeEmail}, &res)
		if got := e.phish.senderImitatesBrand(&res.s.u.mail); got != want {
			t.Errorf("%s: senderImitatesBrand %d; want %d", from, got, want)
		}
	}
	for text, want := range map[string]bool{
		fmt.Sprintf(mail, "Reply-To: united-e-fares@united.com\n"): true,
		fmt.Sprintf(mail, "Reply-To: e-fares@rsc01.com\n"):         false,
		fmt.Sprintf(mail, ""): false,
	} {
		checkRule(t, e, TypeEmail, text, want, "repliesToBrand", func(res *Result) bool {
			return e.phish.repliesToBrand(&res.s.u.mail, united)
		}, safeIffTrue)
	}
}
