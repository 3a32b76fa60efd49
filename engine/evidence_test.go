package engine

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"
	"testing/fstest"
)

// TestEvidenceKinds checks every evidence kind in each of the four languages, from
// testdata/evidence_kinds.tsv.
func TestEvidenceKinds(t *testing.T) {
	e := newFuzzEngine(t)
	f, err := os.Open("testdata/evidence_kinds.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	seen := map[string]bool{}
	var res Result
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		p := strings.Split(line, "\t")
		if len(p) != 3 {
			t.Fatalf("bad line %q", line)
		}
		lang, kind, text := p[0], p[1], p[2]
		k := -1
		for i, n := range evKindNames {
			if n == kind {
				k = i
			}
		}
		if k < 0 {
			t.Fatalf("unknown kind %q", kind)
		}
		seen[lang+" "+kind] = true
		res.Reset()
		e.prepare(&Request{Content: []byte(text), Type: TypeSMS}, &res) // with the numbers, as Analyze
		s := e.text.prepareText(&res)
		if !s.ev.has(evKind(k)) {
			t.Errorf("%s %q: %s not found; found %s", lang, text, kind, kindList(s.ev.kinds))
		}
	}
	for _, lang := range []string{"en", "fr", "es", "de"} {
		for _, kind := range evKindNames {
			if !seen[lang+" "+kind] {
				t.Errorf("no test case for %s in %s", kind, lang)
			}
		}
	}
}

func kindList(set uint64) string {
	var b []string
	for k := evKind(0); k < numEvKinds; k++ {
		if set&(1<<k) != 0 {
			b = append(b, evKindNames[k])
		}
	}
	return strings.Join(b, " ")
}

// TestEvidencePairs checks the "a ~ b" patterns: b must follow a within evMaxGap tokens.
func TestEvidencePairs(t *testing.T) {
	e := newFuzzEngine(t)
	var res Result
	f := func(text string, kind evKind, want bool) {
		t.Helper()
		e.Prepare(&Request{Content: []byte(text), Type: TypeSMS}, &res)
		s := e.text.prepareText(&res)
		if got := s.ev.has(kind); got != want {
			t.Errorf("%q: %s found %v; want %v (found %s)", text, evKindNames[kind], got, want, kindList(s.ev.kinds))
		}
	}
	f("please settle the outstanding balance", evAskPayment, true)
	f("balance to settle", evAskPayment, false) // wrong order
	f("settle one two three four five six seven eight nine balance", evAskPayment, false)
	f("send 300 to my cashapp", evAskTransfer, true)
	f("hey send me £300 asap", evAskTransfer, true)
	// No pair joins words across a blank line: a Jira project named PAY is no
	// payment asked of the link in the next paragraph.
	f("Sprint: PAY Sprint 42\n\nView issue: https://orbitfin.atlassian.net/browse/PAY-1187", evAskPayment, false)
	f("Please pay the balance here: https://orbitfin-billing.top/invoice", evAskPayment, true)
	f("Please pay the balance\nhere: https://orbitfin-billing.top/invoice", evAskPayment, true)
}

// TestStem: the forms a writer chooses share a stem; short words keep theirs.
func TestStem(t *testing.T) {
	same := [][]string{
		{"discreet", "discreetly"},
		{"share", "shared", "sharing", "shares"},
		{"verify", "verified", "verifying", "verifies"},
		{"smash", "smashed"},
		{"rencontre", "rencontres", "rencontree", "rencontrees"},
		{"supprime", "supprimee", "supprimees", "supprimes"},
		{"employee", "employees"},
		{"speicher", "speichere"},
		{"message", "messages"},
		{"code", "codes"},
	}
	for _, g := range same {
		for _, w := range g[1:] {
			if a, b := string(stem([]byte(g[0]))), string(stem([]byte(w))); a != b {
				t.Errorf("stem(%q) = %q, stem(%q) = %q: want one stem", g[0], a, w, b)
			}
		}
	}
	for _, w := range []string{"news", "this", "bonus", "business", "code", "pay", "yes"} {
		if got := string(stem([]byte(w))); got != w {
			t.Errorf("stem(%q) = %q, want the word itself", w, got)
		}
	}
}

// TestPenceHash checks which one-word amounts read as pence: a price per message,
// minute or week does; a time of day, a bare number or another word does not.
func TestPenceHash(t *testing.T) {
	for w, want := range map[string]uint64{
		"150p": hashPence, "25ppm": hashPencePerMin, "10pmin": hashPencePerMin,
		"150pm": hashPencePerMin, "450pw": hashPencePerWk, "150ppmsg": hashPencePerMsg,
		"5pm": 0, "10pm": 0, "1030pm": 0, "12pack": 0, "15000p": 0, "150": 0, "p": 0,
	} {
		h, ok := penceHash([]byte(w))
		if ok != (want != 0) || h != want {
			t.Errorf("penceHash(%q) = %x, %v; want %x", w, h, ok, want)
		}
	}
}

// TestEvidenceEdges checks phrases that sit next to an evidence pattern without
// being one, and their counterparts that are: a debt repaid is no loan asked; an
// appointment's "N to cancel. Call" is no subscription scam; a supplier's new
// account is an ask for a transfer in each language.
func TestEvidenceEdges(t *testing.T) {
	e := newFuzzEngine(t)
	f := func(text string, k evKind, want bool) {
		t.Helper()
		var res Result
		e.prepare(&Request{Content: []byte(text), Type: TypeSMS}, &res)
		if got := e.text.prepareText(&res).ev.has(k); got != want {
			t.Errorf("%q: %s %v; want %v", text, evKindNames[k], got, want)
		}
	}
	f("Nicolas, je te rembourse l'essence vendredi quand j'ai ma paie, ça te va ?", evAskTransfer, false)
	// A payment said not to be needed is no ask; one the reader is told the cost
	// of skipping is.
	f("You've won a £150 skincare bundle. You don't need to pay anything to receive your prize.", evAskPayment, false)
	f("Votre lot vous sera envoyé par la poste : vous n'avez rien à payer.", evAskPayment, false)
	f("Tu premio llegará por correo. No tienes que pagar nada.", evAskPayment, false)
	f("If you don't pay the fee of £2.99 now, your parcel will be returned.", evAskPayment, true)
	f("Tienes que pagar la tasa de aduana hoy.", evAskPayment, true)
	// The reader's account asked for by a writer who will pay into it is no ask
	// of bank details; the account of a payee to be paid is.
	f("Merci pour les places ! Tu m'envoies ton RIB ? Je te fais le virement ce soir", evAskCard, false)
	f("Gracias por las entradas!! Pásame tu IBAN que no tengo Bizum en este banco y te hago la transferencia", evAskCard, false)
	f("Danke fürs Auslegen! Schick mir mal deine IBAN, dann überweis ich dir die 95€", evAskCard, false)
	f("Thanks for the tickets! Send me your IBAN and I'll transfer you the money tonight", evAskCard, false)
	f("Maman tu peux faire le virement pour moi ? Je te rembourse demain, je t'envoie le RIB", evAskCard, true)
	f("Envoyez-nous votre RIB pour finaliser votre dossier.", evAskCard, true)
	// A transfer the writer makes to the reader is no ask; one asked under a
	// threat is.
	f("Coucou, je te fais le virement ce soir pour le resto", evAskTransfer, false)
	f("Tu prends encore des commandes pour juin ? Je peux te verser un acompte si besoin", evAskTransfer, false)
	f("Pour réserver, pouvez-vous verser un acompte de 200 € ?", evAskTransfer, true)
	// A reminder is no call asked; a call back to a number is.
	f("Bonsoir Mme Martin, je me permets de vous rappeler les 3 soirées de la semaine dernière.", evAskCall, false)
	f("Merci de nous rappeler au 01 23 45 67 89 avant vendredi.", evAskCall, true)
	f("Tenemos a tu hijo, no cuelgues porque te estamos vigilando. Deposita $50,000 en OXXO antes de las 5.", evAskTransfer, true)
	// The caller who keeps the reader on the line; money sent by accident.
	f("To reverse it send the same amount to yourself. Our agent will stay on the line with you.", evPreAdviser, true)
	f("Ne raccrochez pas, le conseiller vous guide pour annuler le virement.", evPreAdviser, true)
	f("So sorry, I accidentally sent you $250 on Venmo. Can you please send it back?", evPreRental, true)
	f("So sorry, I accidentally sent you $250 on Venmo. Can you please send it back?", evAskTransfer, true)
	// A mail's confidentiality footer is no secrecy and no money sent by mistake; a
	// secret asked of the reader, or money sent by accident, is.
	f("Ce message est confidentiel et couvert par le secret professionnel. Si vous l'avez reçu par erreur, merci d'en informer l'expéditeur.", evPreSecrecy, false)
	f("Ce message est confidentiel et couvert par le secret professionnel. Si vous l'avez reçu par erreur, merci d'en informer l'expéditeur.", evPreRental, false)
	f("This email is confidential. If you have received it in error, please delete it.", evPreSecrecy, false)
	f("Please keep this confidential until the acquisition is announced.", evPreSecrecy, true)
	f("Je vous ai envoyé 200 € par erreur, pouvez-vous me les renvoyer ?", evPreRental, true)
	// A fake buyer's payment "held" until the seller ships, a confirmation mail named
	// beside it, is no footer.
	f("Ya le hice el pago, le debió llegar un correo de confirmación. Dice que para liberar el dinero tiene que enviar primero el producto.", evPreRental, true)
	f("You should get an email from PayPal. They will release the payment once you send the tracking number.", evPreRental, true)
	// A pair denied between its parts is no evidence.
	f("Die Bankverbindung hat sich nicht geändert.", evAskTransfer, false)
	f("Unsere Bankverbindung hat sich geändert: bitte künftig auf das neue Konto.", evAskTransfer, true)
	// The later messages of the task, investment and bank-caller scams.
	f("Your withdrawal is pending because your credit score dropped to 80. To restore it you need to recharge 300 USDT.", evAskCrypto, true)
	f("Su retiro está congelado porque su puntuación de crédito bajó a 80.", evPreInvestment, true)
	// A lender's reminder that a missed payment harms the reader's credit score
	// is no trading platform's score.
	f("Your EMI of Rs 6,742 is unpaid. Pay now to avoid penal charges and impact on your credit score.", evPreInvestment, false)
	f("Votre score de crédit peut être affecté par un retard de paiement.", evPreInvestment, false)
	f("Bitte geben Sie diese frei - es handelt sich um die Stornierung, nicht um eine Zahlung.", evPreAdviser, true)
	f("Our blockchain forensic team has traced your 2.4 BTC. We can recover the full amount within 7 days for a fee.", evPreInvestment, true)
	// The old acquaintance's opener: a long time, then where the reader lives or a
	// trip just ended; a long time alone is no opener.
	f("Hey! long time no see, are you still in Chicago? I just got back from Singapore last week", evPreWrongNumber, true)
	f("Hola! Cuánto tiempo 😊 ¿sigues viviendo en Valencia? Acabo de volver de Dubái", evPreWrongNumber, true)
	f("Long time no see! Drinks on Friday with the old team?", evPreWrongNumber, false)
	// A stranger asking who the reader is, in French and German.
	f("Bonsoir, vous êtes Monsieur Girard ? Je suis l'assistante de Mme Chen.", evPreWrongNumber, true)
	f("Guten Abend, ist da Herr Weber? Ich bin die Assistentin von Frau Lin.", evPreWrongNumber, true)
	f("Bist du schon zu Hause? Ich bin gleich da.", evPreWrongNumber, false)
	// A stranger's answer to a post, selling tickets; a code asked back.
	f("Hola, vi tu comentario en Instagram. Tengo 2 entradas para el Clásico, me haces transferencia y te las envío.", evPreRental, true)
	f("Hallo, habe deinen Post gesehen. Ich habe 2 Plätze für den Klassiker, je 130€.", evPreRental, true)
	f("Te va a llegar un código de Google, ¿me lo puedes decir?", evAskCode, true)
	f("Falls Sie dies nicht veranlasst haben, nennen Sie uns den zugesandten Code unter 030 5567 2190.", evAskCode, true)
	// A voucher to win is a prize, not an ask; a survey answered is no reply.
	f("Répondez au questionnaire et tentez de gagner 500€ de bons d'achat", evAskGiftcard, false)
	f("Envoyez-moi les codes des bons d'achat", evAskGiftcard, true)
	f("Responde a nuestra encuesta de 3 minutos y participa en el sorteo", evAskReply, false)
	f("Responde a este mensaje con tu nombre completo", evAskReply, true)
	// A number written in groups counts as one token between a pair's parts.
	f("Bitte rufen Sie uns unter 069 95 82 41 77 zurück.", evAskCall, true)
	f("Rappelez-nous au 01 23 45 67 89 dès que possible, merci de nous rappeler.", evAskCall, true)
	// The writer's haste to repay is no urgency; a call back asked urgently is.
	f("Papa, kannst du mir 70€ leihen? Bekommst du dann sofort zurück", evPreUrgency, false)
	f("Can you lend me £40? I'll pay you back asap", evPreUrgency, false)
	f("Please call me back urgently on 0906 661 4420", evPreUrgency, true)
	// "Free" after a word that makes a compound of it is no reward, "toll" before
	// "free" no toll road; on its own, each is.
	f("Feel free to call the leasing office with any questions.", evPreReward, false)
	f("Call our toll-free number for help.", evPreReward, false)
	f("Call our toll-free number for help.", evPreToll, false)
	f("Service et appel gratuits : composez le 3230.", evPreReward, false)
	f("Pour toute question, contactez-nous au 09 72 67 50 44 (service gratuit + prix appel).", evPreReward, false)
	f("Para averías llame gratis al 900 17 11 71.", evPreReward, false)
	f("Enhorabuena, te llevas un viaje gratis a Cancún.", evPreReward, true)
	f("Congratulations! You won a FREE iPhone 16.", evPreReward, true)
	f("You have an unpaid toll of $4.15.", evPreToll, true)
	// Money received is no ask; a Bizum asked for is.
	f("CaixaBank: Has recibido un Bizum de 15,00 EUR de LAURA GARCIA. Concepto: regalo profe Ana", evAskTransfer, false)
	f("CaixaBank: Has recibido un Bizum de 15,00 EUR de LAURA GARCIA. Concepto: regalo profe Ana", evPreReward, false)
	f("Mamá, ¿me haces un Bizum de 300 €? Te lo devuelvo mañana.", evAskTransfer, true)
	// A train cancelled is no threat; photos to be deleted are.
	f("CFF : votre correspondance de 18h12 est supprimée suite à une panne technique.", evPreThreat, false)
	f("Votre stockage est plein : vos photos seront supprimées le 13 août.", evPreThreat, true)
	// Confidential advice is no secrecy; a confidential task is.
	f("Falls die Finanzierung schwierig ist, sprechen Sie mich bitte vertraulich an.", evPreSecrecy, false)
	f("Ich brauche Sie für eine vertrauliche Angelegenheit, bitte antworten Sie sofort.", evPreSecrecy, true)
	// A code the sender says they sent, asked back; "don't tell mum"; the fake
	// police summons for child abuse images.
	f("Hola vecina! Te he mandado un código de 6 números por error, es para el grupo de la comunidad. ¿Me lo pasas?", evAskCode, true)
	f("Before we go further I need to make sure you're a real person. I'm sending you a code from Google now, just tell me the 6 digits you get", evAskCode, true)
	f("Oma ich bins. Bitte nicht anrufen, ich kann grad nicht reden. Bitte sag Mama nix.", evPreSecrecy, true)
	f("Sag Bescheid, wenn du nichts mehr brauchst.", evPreSecrecy, false)
	f("Nous vous adressons cette convocation suite à une saisie pour pédopornographie.", evPreSextortion, true)
	// A password compromised is no compromising video.
	f("If you did not attempt to sign in, your password may be compromised.", evPreSextortion, false)
	f("I have compromising videos of you from your webcam.", evPreSextortion, true)
	// The emergency room is a place, not urgency; a person stuck somewhere is no
	// account blocked, one stuck on an app is.
	f("Je suis bloquée aux urgences avec Noé, rien de grave.", evPreUrgency, false)
	f("Je suis bloquée aux urgences avec Noé, rien de grave.", evPreThreat, false)
	f("Estoy en urgencias con la niña, luego te llamo.", evPreUrgency, false)
	f("Je suis bloqué sur WhatsApp, envoie-moi le code reçu.", evPreThreat, true)
	f("C'est urgent, réponds-moi.", evPreUrgency, true)
	// The keys a remote landlord sends are a rental pretext; keys alone are not.
	f("Je n'aurai pas le temps de récupérer les clés chez le serrurier.", evPreRental, false)
	f("Dès réception du dépôt, je vous envoie les clés par courrier.", evPreRental, true)
	// "Ab sofort" is a start date, not urgency.
	f("Hallo ihr Lieben, ab sofort bin ich unter dieser Nummer zu erreichen.", evPreUrgency, false)
	f("Bitte melden Sie sich sofort, sonst wird Ihr Konto gesperrt.", evPreUrgency, true)
	// A reply denied is no reply asked.
	f("Ceci est un message automatique, merci de ne pas y répondre.", evAskReply, false)
	f("Diese E-Mail wurde automatisch erzeugt. Bitte antworten Sie nicht auf diese E-Mail.", evAskReply, false)
	f("This mailbox is not monitored, please don't reply to this message.", evAskReply, false)
	f("Por favor, no responda a este mensaje.", evAskReply, false)
	f("We have sent you a letter. You do not need to reply to this message.", evAskReply, false)
	f("Vous n'avez pas besoin de répondre à ce message.", evAskReply, false)
	f("No hace falta responder a este mensaje.", evAskReply, false)
	f("Do not reply to this email. You cannot reply to this address.", evAskReply, false)
	f("This inbox is unattended, so you can't reply to this message.", evAskReply, false)
	f("Ne répondez pas à ce message, il est envoyé automatiquement.", evAskReply, false)
	f("You can reply to this message with your questions.", evAskReply, true)
	f("You do need to reply to this message by Friday.", evAskReply, true)
	f("Antworten Sie bitte schnell, ich brauche Ihre Hilfe.", evAskReply, true)
	f("Répondez OUI pour ne plus manquer nos offres.", evAskReply, true)
	// The opt-out keyword texted back is the opt-out line (gen_optout), no ask.
	f("Répondez STOP pour ne plus recevoir nos offres.", evAskReply, false)
	// A receipt's funding source and a co-ownership's call for funds for a lot are
	// no inheritance and no prize; funds to release and a lot won are.
	f("You sent £45.00 to Hannah Reid. Funding source: Monzo Bank Ltd, Current Account x4719", evPreInheritance, false)
	f("Appel de fonds du 2e trimestre 2026, lot 12 (appartement) et 31 (cave)", evPreInheritance, false)
	f("Appel de fonds du 2e trimestre 2026, lot 12 (appartement) et 31 (cave)", evPreReward, false)
	f("To release the funds of the late Mr Harris we need your details", evPreInheritance, true)
	f("Félicitations, vous avez gagné un lot !", evPreReward, true)
	// A keyword in capitals to send back is a reply asked; not in a text all in
	// capitals, nor an opt-out keyword.
	f("85233 FREE>Ringtone!Reply REAL", evAskReply, true)
	f("HI DARLIN I FINISH AT 3 DO U WANT 2 MEET? SEND NEWS", evAskReply, false)
	f("Your order has shipped. Send STOP to opt out", evAskReply, false)
	// A transfer the sender makes to the reader, or the reader's bank details asked
	// to pay into, is no transfer asked of them.
	f("Die Kaution überweise ich Ihnen in den nächsten 2 Wochen zurück. Bitte schicken Sie mir Ihre IBAN.", evAskTransfer, false)
	f("Te devuelvo la fianza esta semana. Mándame tu IBAN otra vez porfa", evAskTransfer, false)
	f("Kannst du mir bis Freitag 200 € überweisen?", evAskTransfer, true)
	f("Mándame 300 euros hoy, es urgente", evAskTransfer, true)
	// A sheriff's deputy threatening arrest claims an authority.
	f("This is the Harris County Sheriff's Office: a warrant has been issued for missed jury duty.", evPreAuthority, true)
	f("Finn, ich zahl dir das Essen am Freitag zurück, wenn mein Gehalt da ist, okay?", evAskTransfer, false)
	f("Cielo, la aduana no suelta mi paquete si no pago 662 €. Te lo devuelvo en cuanto aterrice.", evAskTransfer, true)
	f("Can you lend me £200 until Friday? I'll pay you back on payday.", evAskTransfer, true)
	f("Reminder: Smile Dental Friday 8 August 11.10. Reply Y to confirm, N to cancel. Call 020 6124 3411 to rearrange.", evPreTech, false)
	f("Your Norton subscription was renewed for $399. To cancel the renewal call 1-888-555-0143.", evPreTech, true)
	f("Please note the change of bank details for invoice 2291: pay to sort code 20-45-77.", evAskTransfer, true)
	f("Changement de RIB : merci de régler la facture F-3318 sur notre nouveau compte.", evAskTransfer, true)
	f("Cambio de cuenta bancaria: realice el pago de la factura a la nueva cuenta.", evAskTransfer, true)
	f("Änderung der Bankverbindung: bitte überweisen Sie die Rechnung auf das neue Konto.", evAskTransfer, true)
	// "Tell no one" is secrecy; "share this code with no one" is a genuine code's warning.
	f("Un avocat va te contacter pour les détails du virement. Merci de n'en parler à personne.", evGenNoShare, false)
	f("Un avocat va te contacter pour les détails du virement. Merci de n'en parler à personne.", evPreSecrecy, true)
	f("Un avocat va te contacter pour les détails du virement. Merci de n'en parler à personne.", evAskTransfer, true)
	f("Please keep this between us and don't discuss it with anyone until the deal is announced.", evGenNoShare, false)
	f("Votre code : 482913. Ne donnez ce code à personne.", evGenNoShare, true)
	f("Tu código es 482913. No lo compartas con nadie.", evGenNoShare, true)
	f("Ihr Code lautet 482913. Geben Sie diesen Code an niemanden weiter.", evGenNoShare, true)
	f("Your code is 482913. Never share it with anyone.", evGenNoShare, true)
	// A wallet is crypto only as a crypto wallet: Wallapop's and Apple's are not.
	f("Wallapop: ¡Venta completada! Ya tienes 55,00 € en tu monedero de Wallapop.", evAskCrypto, false)
	f("Conecta tu billetera para reclamar el airdrop antes de mañana.", evAskCrypto, true)
	f("Ihre Karte wurde zu Apple Wallet hinzugefügt.", evAskCrypto, false)
	f("Bitte verbinden Sie Ihre Wallet, um die Auszahlung zu erhalten.", evAskCrypto, true)
	// A period within which a refund arrives is not urgency; a deadline in hours is.
	f("Recibirás el reembolso en tu cuenta en un plazo de 5 a 7 días hábiles.", evPreUrgency, false)
	f("Debe pagar la multa en un plazo de 24 horas o se iniciará el embargo.", evPreUrgency, true)
	// A price after a currency sign is not a number to call.
	f("Vodafone: you're now roaming in the USA. Calls £1.20 per minute, texts 35p per text.", evAskCall, false)
	f("Your parcel is held. Call 0161 496 0123 today to release it.", evAskCall, true)
	// A dating match who wants the reader "verified" on a site before meeting.
	f("Hey cutie, it's Mia from Bumble. Before we meet I need you to verify you're not a catfish: https://account-secure.live/app", evPreRomance, true)
	f("Coucou c'est Claire de Happn. Avant de se voir, je dois vérifier que tu n'es pas un faux profil : https://service-online.co/k", evPreRomance, true)
	f("Hallo, bist du Mehmet? Ich bin Sabine, wir haben uns letzte Woche beim Yoga kennengelernt", evPreWrongNumber, true)
	// An attachment to fill in, and access to restore.
	f("To restore full access please download the attached form and complete all the requested fields.", evAskCredentials, true)
	f("To restore full access please download the attached form and complete all the requested fields.", evAskPersonal, true)
	f("We need some people to trial our products. I need your address and dob asap.", evAskPersonal, true)
	// A stranger who says someone passed on the reader's number; friends who met.
	f("Hi, is this Kate? Tom passed me your number about the flat share.", evPreWrongNumber, true)
	f("Bonjour, c'est bien Julie ? Vous m'aviez laissé votre numéro au salon de l'auto.", evPreWrongNumber, true)
	f("Hola, ¿eres Elena? Marcos me pasó tu número para lo del piso.", evPreWrongNumber, true)
	f("Hallo, ist das Frau Berger? Hier ist Jana vom Chor.", evPreWrongNumber, true)
	f("On s'est croisés hier au marché, tu avais l'air en forme !", evPreWrongNumber, false)
	// A sign-in notice that asks nothing of the reader who signed in.
	f("New sign-in to your account from Chrome on Windows. If you recently signed in, all is well.", evGenNoAction, true)
	f("Nouvelle connexion à votre compte. Si vous vous êtes connecté récemment, vous pouvez fermer cet avis.", evGenNoAction, true)
	f("Se ha usado tu cuenta para iniciar sesión. Si has iniciado sesión recientemente, no es necesario que hagas nada.", evGenNoAction, true)
	f("Neue Anmeldung bei Ihrem Konto. Falls Sie das waren, ist alles in Ordnung.", evGenNoAction, true)
	f("Si no has iniciado sesión tú, confirma tu identidad en el enlace.", evGenNoAction, false)
	// Urgency denied is none; a threat around it stays one.
	f("Ceux qui me doivent des sous, vous pouvez me faire un virement quand vous pouvez, pas d'urgence.", evPreUrgency, false)
	f("No rush, not urgent at all: pay me back whenever.", evPreUrgency, false)
	f("No es urgente, devuélvemelo cuando puedas.", evPreUrgency, false)
	f("Ist nicht dringend, zahl es mir zurück, wann du kannst.", evPreUrgency, false)
	f("If you do not act immediately your account will be closed.", evPreUrgency, true)
	f("URGENT: your account is suspended.", evPreUrgency, true)
	// An order the reader did not place, and a loan approved before any check.
	f("Amazon: Your order of iPhone 16 Pro ($1,199) is confirmed. If you did not place this order call +1 (805) 419-2277.", evPreThreat, true)
	f("You've been PRE-APPROVED for up to £5,000. No credit checks, money in your account today.", evPreReward, true)
	f("Ihr Kredit ist vorab genehmigt, ohne Schufa.", evPreReward, true)
	// A code not to type in; likes paid for.
	f("CaixaBank: Código para confirmar tu Bizum de 25,00 EUR a LAURA G.: 302918. Si no estás haciendo esta operación, no lo introduzcas.", evGenNoShare, true)
	f("Bonjour, nous cherchons des personnes pour liker des vidéos YouTube, 3€ par like.", evPreJob, true)
	// A club's or a school's request for money is a relationship the reader has.
	f("Chers adhérents, la cotisation de 53€ est à régler avant le 30/09.", evGenOrder, true)
	f("Liebe Eltern der 7b, bitte überweisen Sie die Restzahlung für die Klassenfahrt.", evGenOrder, true)
	// The sender's own bank details, given to be paid, are no ask for the reader's.
	f("T'as pu faire le virement pour le resto ? C'est 15€ chacun, je te renvoie mon RIB si besoin", evAskCard, false)
	f("Send me the £20 for the tickets, I'll text you my bank details", evAskCard, false)
	f("Pásame los 20 € de la cena, te mando mis datos bancarios", evAskCard, false)
	f("Schick mir die 20 € fürs Essen, ich schicke dir meine Bankverbindung", evAskCard, false)
	f("Ergibt sich eine Nachzahlung, überweisen Sie bitte nur an die im Bescheid genannte Bankverbindung Ihres Finanzamts.", evAskCard, false)
	f("Bitte bestätigen Sie Ihre Bankverbindung in unserem Kundenportal.", evAskCard, true)
	f("ENT du collège : vous avez reçu un message de M. Bonnet, professeur principal.", evPreInvestment, false)
	f("Le professeur partage ses conseils de bourse dans notre groupe WhatsApp.", evPreInvestment, true)
	f("Merci de confirmer votre RIB sur notre espace sécurisé", evAskCard, true)
	f("Please confirm your bank details to receive the refund", evAskCard, true)
	// A present for a friend is no reward; a gift waiting to be claimed is.
	f("On se cotise pour le cadeau de Julie ? 10€ chacun", evPreReward, false)
	f("Félicitations ! Un cadeau vous attend, récupérez-le ici", evPreReward, true)
	// A bank's new payee ("bénéficiaire") is no heir; the sole beneficiary of a fund is.
	f("La Banque Postale : un nouveau bénéficiaire a été ajouté à votre liste le 12/03.", evPreInheritance, false)
	f("BBVA: se ha añadido un nuevo beneficiario a tus transferencias.", evPreInheritance, false)
	f("A new beneficiary was added to your online banking profile.", evPreInheritance, false)
	f("Vous êtes le seul bénéficiaire de la succession de feu M. Laurent.", evPreInheritance, true)
	f("Usted es el único beneficiario de los fondos de mi difunto cliente.", evPreInheritance, true)
	f("You have been named as the sole beneficiary of his estate.", evPreInheritance, true)
	// A pushTAN named in a bank's notice asks nothing; one to release does.
	f("Sparkasse: Für Ihr Online-Banking wurde ein neues Gerät für S-pushTAN registriert.", evAskCredentials, false)
	f("Bitte geben Sie die pushTAN frei, um die Sperrung aufzuheben.", evAskCredentials, true)
	// A code "sent by mistake", the code named before or after.
	f("Hallo, sorry, ich hab dir aus Versehen einen 6-stelligen Code geschickt. Kannst du mir den bitte weiterleiten?", evAskCode, true)
	f("Hi sorry, I accidentally sent a 6 digit code to your phone, can you send it back to me?", evAskCode, true)
	f("Coucou, je t'ai envoyé par erreur un code à 6 chiffres, tu peux me le renvoyer ?", evAskCode, true)
	f("Hola, te he enviado por error un código de 6 dígitos, ¿me lo reenvías?", evAskCode, true)
	// A purchase the reader did not make, in the feminine.
	f("Amazon: se ha confirmado su pedido. Si no ha realizado esta compra llame al 900 000 000.", evPreThreat, true)
	// The marketplace buyer who has "paid" and sent a courier.
	f("I've arranged a courier and already paid through Facebook, you just need to confirm to receive the money.", evPreRental, true)
	f("He contratado un mensajero y ya he pagado por Wallapop, solo tienes que confirmar para recibir el pago.", evPreRental, true)
	// A payment made in the club's or the school's own app is the official channel.
	f("Harpenden Hawks U11s subs for the spring term (£65) are now due. Please pay via the Spond app - the payment request is under the group.", evGenOfficial, true)
	f("La cotisation annuelle (120 €) est à régler via l'application du club avant le 15.", evGenOfficial, true)
	f("La cuota del trimestre (90 €) se paga a través de la app del colegio antes del viernes.", evGenOfficial, true)
	f("Der Mitgliedsbeitrag (60 €) wird über die Vereins-App bezahlt, bitte bis Freitag.", evGenOfficial, true)
	// A call announced from the bank, in each language; screenshots of a video call
	// held over the reader.
	f("En unos minutos recibirá la llamada de nuestro departamento de fraude.", evPreAdviser, true)
	f("You will receive a call from our security team in the next few minutes.", evPreAdviser, true)
	f("Vous recevrez un appel de notre service sécurité dans quelques minutes.", evPreAdviser, true)
	f("In wenigen Minuten erhalten Sie einen Anruf von unserer Sicherheitsabteilung.", evPreAdviser, true)
	f("Tengo las capturas de la videollamada de anoche.", evPreSextortion, true)
	f("If I don't get the payment, your video goes to everyone in your contact list.", evPreSextortion, true)
	f("To make sure our emails arrive, please add noreply@wetransfer.com to your contacts.", evPreSextortion, false)
	f("I have screenshots of our video call, I'll send them to your followers.", evPreSextortion, true)
	// A collector's letter's number, points already credited, a prize with nothing to pay.
	f("Please call us on the number in our letter or log in to your account.", evGenOfficial, true)
	f("Merci de nous contacter au numéro indiqué sur notre courrier.", evGenOfficial, true)
	f("Contacte con nosotros en el teléfono que figura en la carta enviada.", evGenOfficial, true)
	f("Bitte rufen Sie uns unter der Nummer in unserem Schreiben an.", evGenOfficial, true)
	f("Die Punkte wurden Ihrem Punktekonto bereits gutgeschrieben.", evGenNoAction, true)
	f("The points have already been credited to your account.", evGenNoAction, true)
	f("You won 2 tickets. You will never be asked to pay anything.", evGenNoShare, true)
	f("Vous avez gagné 2 places. Aucun frais ne vous sera demandé.", evGenNoShare, true)
	// The German banks' official blocking line.
	f("Falls Sie das nicht waren, rufen Sie bitte sofort den Sperr-Notruf 116 116 an.", evGenOfficial, true)
	// A carrier's short service number to call is the official channel; the first
	// group of a longer number is not one.
	f("EE: You have 1 new voicemail. Call 123 to listen.", evGenOfficial, true)
	f("Orange : vous avez 1 nouveau message vocal. Composez le 888 pour l'écouter.", evGenOfficial, true)
	f("Yoigo: tiene 1 mensaje nuevo en su buzón de voz. Llame al 633 para escucharlo.", evGenOfficial, true)
	f("Telekom: Sie haben 1 neue Sprachnachricht von 0176 99385145. Zum Abhören rufen Sie die 3311 an.", evGenOfficial, true)
	f("You have a new voicemail. Call 0906 170 1461 to listen.", evGenOfficial, false)
	f("Vous avez un message vocal. Appelez le 08 99 23 45 67 pour l'écouter.", evGenOfficial, false)
	f("Tiene un mensaje de voz. Llame al 806 412 210 para escucharlo.", evGenOfficial, false)
	f("Sie haben eine Sprachnachricht. Rufen Sie die 0137 013 4449 an.", evGenOfficial, false)
	// Marketplaces: paying off the platform, a received code passed on, accepting a
	// request to receive money; a seller's last price is no prize, a court booked
	// for a game no authority.
	f("Si pagamos fuera de Booking le hago un 20% de descuento.", evPreRental, true)
	f("Wegen der hohen Airbnb-Gebühren bitte die Zahlung direkt per Überweisung.", evPreRental, true)
	f("Vous allez recevoir un code par SMS, pouvez-vous me le transmettre ?", evAskCode, true)
	f("Te llegará una notificación, solo tienes que aceptarla para recibir el dinero.", evAskPayment, true)
	f("Hallo, ja ist noch da. 170 € wäre mein letzter Preis.", evPreReward, false)
	f("Sie haben einen Preis gewonnen!", evPreReward, true)
	f("I paid the court booking, it's £6 each.", evPreAuthority, false)
	f("You will be taken to court if this fine is not paid.", evPreAuthority, true)
	// A relative's urgent ask: help to pay a bill, "I'll explain later"; a
	// recruiter's opener asks for a reply, a job alert's "if you are interested" not.
	f("Mama ich hab ein Problem, muss heute dringend eine Rechnung zahlen, kannst du mir helfen?", evAskPayment, true)
	f("Mamá, necesito que me hagas un bizum de 480€ ahora, luego te explico", evAskTransfer, true)
	f("Mamá, necesito que me hagas un bizum de 480€ ahora, luego te explico", evPreSecrecy, true)
	f("Hallo, Ihr Profil passt zu einem Teilzeitjob. Haben Sie Interesse?", evAskReply, true)
	f("Bei Interesse bewerben Sie sich direkt auf stepstone.de.", evAskReply, false)
	f("Si te interesa, puedes aplicar directamente en nuestra web de empleo.", evAskReply, false)
	// An employer who would like to meet a candidate is no romance, confirming an
	// interview's date no login; a lover's and a link's are.
	f("Wir möchten Sie gern persönlich kennenlernen und laden Sie zu einem Gespräch ein.", evPreRomance, false)
	f("Bitte bestätigen Sie den Termin über Ihr Kandidatenprofil.", evAskCredentials, false)
	f("Ich würde dich so gern besser kennenlernen, mein Schatz.", evPreRomance, true)
	f("Bitte bestätigen Sie Ihre Daten: https://sparkasse-verifizierung.com/login", evAskCredentials, true)
	// Gift cards won or held are no ask, bought for someone are; points earned per
	// stay are no job, money earned per day is.
	f("Participez et tentez de gagner 50 cartes cadeaux de 100 €.", evAskGiftcard, false)
	f("Achetez 4 cartes cadeaux Google Play et envoyez-moi les codes.", evAskGiftcard, true)
	f("Register by 15 March and earn 2,000 bonus points for each eligible stay.", evPreJob, false)
	f("Work from your phone and earn $300 per day, no experience needed.", evPreJob, true)
	// Papers brought to the office in person, money to the usual account, duties
	// paid to the driver: the official channel. A landlord who cannot show the flat
	// in person names no channel; a sender who cannot be called back locks the check.
	f("Pásate mañana por la oficina con tu DNI y tu número de cuenta para firmar el contrato.", evGenOfficial, true)
	f("Tu pourrais me dépanner de 150 € ? Tu peux virer sur mon compte habituel.", evGenOfficial, true)
	f("Vivo en Londres por trabajo y no puedo enseñarlo en persona.", evGenOfficial, false)
	f("Le loyer devra être versé sur notre nouveau compte. Notre standard est actuellement injoignable.", evPreSecrecy, true)
	// A Colombian deposit; the fake officer who collects cash and jewellery.
	f("Si no quiere problemas consigne 2 millones a este Nequi antes de las 6pm.", evAskTransfer, true)
	f("Ein Kollege in Zivil holt heute Ihr Bargeld und Ihren Schmuck zur Sicherheit ab.", evAskPayment, true)
	// A crypto signals group to join before it closes.
	f("Alter ich hab aus 500€ 3.800 gemacht mit dieser Krypto Signalgruppe 🚀 komm rein bevor sie zumachen", evPreInvestment, true)
	f("Alter ich hab aus 500€ 3.800 gemacht mit dieser Krypto Signalgruppe 🚀 komm rein bevor sie zumachen", evAskReply, true)
}

// TestBrandLinkOnOwnPlatform: a link to a user's page on a platform the named brand
// owns (x.blogspot.com for Google) is not a link on the brand's domains; a link to
// the brand's own site is.
func TestBrandLinkOnOwnPlatform(t *testing.T) {
	e := newFuzzEngine(t)
	for _, c := range []struct {
		text           string
		own, elsewhere float32
	}{
		{"Google alert: unusual sign-in. Secure your account: https://gacc-review.blogspot.com", 0, 1},
		{"Google alert: unusual sign-in. Review it at https://myaccount.google.com/notifications", 1, 0},
	} {
		var res Result
		e.prepare(&Request{Content: []byte(c.text), Type: TypeSMS}, &res)
		s := e.text.prepareText(&res)
		e.evidenceFeatures(&res, s)
		if x := &s.evX; x[efBrandLinkOwn] != c.own || x[efBrandLinkElsewhere] != c.elsewhere {
			t.Errorf("%q: brand link own %v, elsewhere %v; want %v, %v", c.text, x[efBrandLinkOwn], x[efBrandLinkElsewhere], c.own, c.elsewhere)
		}
	}
}

// TestGovernmentLinksOfficial: a link on a government's domain counts among the
// official links of the evidence features, like a brand's (a federal portal of
// Austria that no brand list names); a look-alike does not.
func TestGovernmentLinksOfficial(t *testing.T) {
	e := newFuzzEngine(t)
	for text, want := range map[string]float32{
		"Ihre Abgabe ist fällig. Zahlen Sie über www.oesterreich.gv.at/abgaben":       1,
		"Ihre Abgabe ist fällig. Zahlen Sie über www.oesterreich-abgaben.com/zahlen":  0,
		"SUNAT: Ingrese a sunat.gob.pe con su Clave SOL para revisar su notificación": 1,
		"Your ITR refund is processed. Check status on incometax.gov.in":              1,
		"Your ITR refund is processed. Check status on incometax-gov-in.com":          0,
	} {
		var res Result
		e.prepare(&Request{Content: []byte(text), Type: TypeSMS}, &res)
		s := e.text.prepareText(&res)
		e.evidenceFeatures(&res, s)
		if got := s.evX[efURLOfficial]; got != want {
			t.Errorf("%q: url_official %v; want %v", text, got, want)
		}
	}
}

// TestMerchantName: a bare domain in capitals is a merchant's name in a card alert,
// official in the features, not a link elsewhere; the same domain in lower case,
// or with a path, is a link; a risky one in capitals still counts as one.
func TestMerchantName(t *testing.T) {
	e := newFuzzEngine(t)
	const otp = "Barclays: Your one-time passcode is 771402 to approve a payment of £249.99 to %s. Never share this code with anyone, not even us."
	for link, want := range map[string]bool{
		"CURRYS.CO.UK":               true,
		"AMAZON.CO.UK":               true,
		"currys.co.uk":               false,
		"CURRYS.CO.UK/PAY":           false,
		"BARCLAYS-SECURE-VERIFY.TOP": false, // the phishing layer finds it risky
	} {
		var res Result
		text := fmt.Sprintf(otp, link)
		e.Analyze(&Request{Content: []byte(text), Type: TypeSMS}, &res)
		x := &res.s.t.evX
		if got := x[efURLUnofficial] == 0 && x[efBrandLinkElsewhere] == 0; got != want {
			t.Errorf("%q: merchant name %v (url_unofficial %v, brand&link_elsewhere %v); want %v",
				link, got, x[efURLUnofficial], x[efBrandLinkElsewhere], want)
		}
	}
}

// TestAccountGiven: an IBAN, a card number, a $cashtag or a British sort code and
// account number ("20-32-06 43871122", "Sort code: 04-00-75\nAccount: 31882046") is
// somewhere to send money; a code, a date, an amount or a phone number is not, nor
// a date followed by other words and a number.
func TestAccountGiven(t *testing.T) {
	for text, want := range map[string]bool{
		"IBAN: DE89 3704 0044 0532 0130 00, Verwendungszweck Miete":     true,
		"sur le compte FR7630006000011234567890189 avant ce soir":       true,
		"deposita a la tarjeta 4152 3138 2291 0746 antes de las 6pm":    true,
		"sort code 20-45-77, account 43218765":                          true,
		"Sort code: 04-00-75\nAccount: 31882046":                        true,
		"booked 12-03-26, call me on 43218765":                          false,
		"send it to Kai: K Osei 20-32-06 43871122 today":                true,
		"booked for 12-03-26 at 10:30, ref 1234567":                     false,
		"call 0117 922 2900 or 07700 900123 today":                      false,
		"send it to my cashapp $jdoe22":                                 true,
		"GB12 is the reference of your booking":                         false,
		"Pay £64.80 by 10/03/2026 to avoid a £5 fee":                    false,
		"Ihr Abschlag über 98,00 € konnte nicht eingezogen werden":      false,
		"Your code is 482193. Price: $5.99 for 12 months, see DE12 ABC": false,
		// An American account: its routing number named, nine digits.
		"Bank: Truist Bank\nABA: 061000104\nAccount: 1000248861937": true,
		"Routing number 061000104, account 1000248861937":           true,
		"Routing (ACH): 084106768\nAccount: 9801552367":             true,
		"Order 061000104 ships today":                               false,
		// A SEPA creditor identifier says who debits, not where to pay.
		"Unsere Gläubiger-ID lautet DE12ZZZ00000123456, Mandatsreferenz ist eure Mitgliedsnummer": false,
	} {
		if got := accountGiven([]byte(text)); got != want {
			t.Errorf("accountGiven(%q) = %v; want %v", text, got, want)
		}
	}
}

// TestBrandCallNoLine: a brand asking to be called on a mobile, or on a number no
// range holds, is what a copy of its notice does; its own fixed line is not.
func TestBrandCallNoLine(t *testing.T) {
	e := newFuzzEngine(t)
	f := func(text string, want bool) {
		t.Helper()
		var res Result
		e.Analyze(&Request{Content: []byte(text), Type: TypeSMS, Now: fuzzNow}, &res)
		if got := res.s.t.evX[efBrandCallMobile] != 0; got != want {
			t.Errorf("%q: brand&call_mobile %v; want %v", text, got, want)
		}
	}
	f("DPD: Ihre Sendung liegt im Lager. Rufen Sie bis 18 Uhr +49 151 9568361 an, um Ihre Adresse zu bestätigen.", true) // no range holds it
	f("DPD: Ihre Sendung liegt im Lager. Rufen Sie bis 18 Uhr 0176 12345678 an, um Ihre Adresse zu bestätigen.", true)   // a mobile
	f("DPD: Ihre Sendung liegt im Lager. Rufen Sie bis 18 Uhr 0711 216 10470 an, um Ihre Adresse zu bestätigen.", false) // a fixed line
}

// TestMaskedAccount: the masked account or card numbers of bank alerts, and not
// USSD codes, footnotes or words with digits.
func TestMaskedAccount(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"Sent Rs.2450.00 From HDFC Bank A/C *4821 To SWIGGY", true},
		{"INR 2,500.00 debited from A/c XX4521 on 12-03-25", true},
		{"from cheq a/c..452101 using card..8830. 14Mar 13:02", true},
		{"Acct: 01****5678 Amt: NGN25,000.00 DR", true},
		{"con tu Tarjeta Visa ****3321 en PLAZA VEA", true},
		{"Dial *312# to renew early", false},
		{"Get *50% off everything today", false},
		{"Maxx1234 says hello", false},
		{"Total 12.50 EUR", false},
		{"Order 123456 has shipped", false},
	} {
		if got := maskedAccount([]byte(c.text)); got != c.want {
			t.Errorf("%q: masked account %v; want %v", c.text, got, c.want)
		}
	}
}

// TestKeywordReply: a keyword in capitals asked back is a sign-up; the opt-out and
// help keywords, a single letter and a word that only starts in capitals are not.
func TestKeywordReply(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"85233 FREE>Ringtone!Reply REAL", true},
		{"Text WIN to 80086 for your chance", true},
		{"Envoyez JEU au 71010 pour participer", true},
		{"Reply STOP to opt out", false},
		{"Send STOP to 62468", false},
		{"Reply C to cancel your appointment", false},
		{"Reply Yes to confirm", false},
		{"Text HELPDESK2 to us", false},
		{"Reply SONY 4 mre film offers", true},
		{"Please send CVs to hr@example.com", false}, // "CVs": not a keyword
		{"send PDF files only", false},               // a format, not a keyword
	} {
		if got := keywordReply([]byte(c.text)); got != c.want {
			t.Errorf("%q: keyword reply %v; want %v", c.text, got, c.want)
		}
	}
}

// TestSenderSiteOfficial: a text message's link to the site its opening name
// spells ("PELAYO: ... pelayo.com", an insurer the brand list does not hold)
// counts as an official link in the evidence features; one that spells more than
// the name, or the same link in an e-mail from that display name, does not.
func TestSenderSiteOfficial(t *testing.T) {
	e := newFuzzEngine(t)
	for _, c := range []struct {
		typ  ContentType
		text string
		want bool
	}{
		{TypeSMS, "PELAYO: Su póliza de hogar se renovará el 01/06 por 312,40 EUR. Consulte condiciones en pelayo.com", true},
		{TypeSMS, "PELAYO: Su póliza ha sido suspendida. Pague 12,40 EUR en pelayo-pagos.com", false},
		{TypeEmail, "From: Pelayo <info@pelayo.com>\nSubject: Su póliza\n\nSu póliza se renovará el 01/06. Consulte condiciones en pelayo.com", false},
	} {
		var res Result
		e.Analyze(&Request{Content: []byte(c.text), Type: c.typ}, &res)
		if got := res.s.t.evX[efURLOfficial] != 0; got != c.want {
			t.Errorf("%q: url_official %v; want %v", c.text, got, c.want)
		}
	}
}

// TestMaskedValueIsNoAsk: a notice that prints the reader's number masked shows it;
// the same words asking for the number ask.
func TestMaskedValueIsNoAsk(t *testing.T) {
	e := newFuzzEngine(t)
	checkKinds(t, e, TypeEmail, []kindCase{
		{"Notice CP14\nSocial Security number XXX-XX-4417\nTo contact us: 800-829-0922", evAskPersonal, false},
		{"Card number xxxx xxxx xxxx 4417 was used at TESCO.", evAskCard, false},
		{"Please reply with your Social Security number to verify your refund.", evAskPersonal, true},
	})
}

// TestGovSiteAsked: a mail that asks the reader to verify on a government's own
// site, and nowhere else, gives no stranger the details; the same ask by reply, or
// on another site, does.
func TestGovSiteAsked(t *testing.T) {
	f := flagger(t, newFuzzEngine(t))
	const letter = "Internal Revenue Service\nLetter 5071C\n\nWe received a federal income tax return for tax year 2025 with your name and taxpayer identification number. To protect you from identity theft, we need to verify your identity before we process the return. "
	f(TypeEmail, letter+"Go to idverify.irs.gov or call 800-830-5084. If you don't contact us, we can't process your return and any refund will be delayed.", false)
	f(TypeEmail, letter+"Reply to this email with a copy of your passport and your SSN. If you don't contact us, any refund will be delayed.", true)
	f(TypeEmail, letter+"Go to idverify-irs-refund.com or call 800-830-5084. If you don't contact us, any refund will be delayed.", true)
}

// TestGivenDetailsAreNoAsk: bank details someone has already been given are not
// asked; the same words with a request, or details still to come, are.
func TestGivenDetailsAreNoAsk(t *testing.T) {
	e := newFuzzEngine(t)
	checkKinds(t, e, TypeSMS, []kindCase{
		{"Opa: Mama hat uns deine IBAN gegeben, wir überweisen 500€ von der Volksbank", evAskCard, false},
		{"Bitte senden Sie uns Ihre IBAN und Ihre Bankverbindung, dann überweisen wir den Betrag.", evAskCard, true},
	})
	flagger(t, e)(TypeEmail, "From: Dr. Thomas Rieger <t.rieger.gf@gmx.net>\nSubject: Vertrauliche Angelegenheit\n\nHallo Frau Lindner,\n\nich benötige kurzfristig Ihre Unterstützung bei einer vertraulichen Transaktion. Heute muss noch eine Anzahlung von 84.500 € überwiesen werden. Die Kontodaten erhalten Sie von unserem Anwalt.\n\nIch bin den ganzen Tag in Besprechungen und nur per E-Mail erreichbar.\n\nThomas Rieger\nGeschäftsführer", true)
}

// TestEvidenceLoadRejects: a line the loader cannot read as written is an error,
// not a pattern that matches something else.
func TestEvidenceLoadRejects(t *testing.T) {
	for _, line := range []string{
		"ask_code\ten\tread ~ code ~ to me", // two pairs in one line
		"ask_nothing\ten\tcode",             // no such kind
		"ask_code\ten\tcode ~ ",             // an empty part
	} {
		fsys := fstest.MapFS{"text/evidence.tsv": {Data: []byte(line + "\n")}}
		if err := (&evidenceTables{}).load(fsys); err == nil {
			t.Errorf("%q loaded; want an error", line)
		}
	}
	fsys := fstest.MapFS{"text/evidence.tsv": {Data: []byte("ask_code\ten\tread ~ code to me|the code\n")}}
	if err := (&evidenceTables{}).load(fsys); err != nil {
		t.Errorf("a pair with alternatives: %v", err)
	}
}
