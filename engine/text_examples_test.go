package engine

import (
	"fmt"
	"strings"
	"testing"
)

// TestGenuinePatterns checks that genuine notifications, in each of the four
// languages, are safe: one-time codes that say not to share them, bank alerts
// that send the reader to the back of the card or the app, deliveries tracked on
// the carrier's own site, appointment reminders, marketing with an opt-out line.
func TestGenuinePatterns(t *testing.T) {
	e := newFuzzEngine(t)
	var res Result
	f := func(typ ContentType, text string) {
		t.Helper()
		e.Analyze(&Request{Content: []byte(text), Type: typ, Now: fuzzNow}, &res)
		if res.Verdict != VerdictSafe {
			t.Errorf("%q: got %s (score %d); want safe", text, res.Verdict, res.Score)
		}
	}
	// One-time codes.
	f(TypeSMS, "G-482193 is your Google verification code.")
	f(TypeSMS, "Your Uber code is 4521. Never share this code.")
	f(TypeSMS, "Telegram code: 72714. Do not give this code to anyone, even if they say they are from Telegram!")
	f(TypeSMS, "Votre code de connexion est 663201. Ne le communiquez à personne.")
	f(TypeSMS, "Tu código de verificación de WhatsApp es 382-911. No lo compartas con nadie.")
	f(TypeSMS, "Ihr Sparkasse-Code lautet 482913. Geben Sie diesen Code niemals weiter.")
	f(TypeSMS, "Commerzbank: Ihre mobileTAN für die Überweisung von 230,00 EUR an IBAN DE28...4410 lautet: 491827. Geben Sie diese TAN niemals an Dritte weiter.")
	// A son asking his mother for his fees by Bizum: "¿me lo pasas?" passes money,
	// not a code.
	f(TypeSMS, "Mamá, soy Pablo. Me ha llegado la matrícula del máster y hay que pagar 380€ antes del viernes o pierdo la plaza. Papá me dijo que te lo pidiera a ti porque él está liado con lo del coche. ¿Me lo pasas por Bizum? Te lo devuelvo cuando cobre la beca. El domingo voy a comer a casa con Marta 😘")
	// A colleague at "Northwind Traders" asking the team to add their status: no
	// one is added to a group ("add you" is no word of "add your").
	f(TypeEmail, "From: Priya Shah <priya.shah@northwindtraders.com>\nTo: Product Team <product-team@northwindtraders.com>\nSubject: RE: Q3 roadmap review - moved to Thursday\n\nHi all,\n\nQuick update: the Q3 roadmap review is now Thursday 2pm in Harbor room (Teams link unchanged). Before the meeting, please add your status to the tracker sheet on SharePoint.\n\nThanks,\nPriya\n\nPriya Shah | Senior Product Manager\nNorthwind Traders | +1 206 555 0142")
	// A carrier's welcome abroad, with its customer service's number from abroad (a
	// mobile range the carrier publishes).
	f(TypeSMS, "O2: Welcome to France. You can use your allowance here just like at home, up to 25GB of data. Calls and texts to UK numbers are included. Need help? Call +44 7821 202 202")
	// A temping agency's offer, to call back on its office line.
	f(TypeSMS, "Bonjour Karim, ici Julie de Randstad Lyon. Mission de cariste dès lundi, 12,50 €/h + panier repas, 3 mois renouvelables. Si ça vous intéresse, rappelez-moi avant 17h au 04 78 48 29 13 ou répondez OUI.")
	// A radio station's winner, called back from the station's line.
	f(TypeSMS, "Capital: YOU'VE WON! You're our Capital Breakfast caller of the day - 2 tickets to the Summertime Ball. Our team will call you from 020 7766 6000 before 5pm today to confirm your details. If we can't reach you the prize goes to the next caller.")
	// "Pagué" is "I paid", not "pague" (pay): a partner who bought their own ticket.
	f(TypeSMS, "Mi amor, ya tengo el vuelo Bogotá-Madrid para el 18 de diciembre. Lo pagué con mis ahorros, no te preocupes por nada. Cuento los días 🥹")
	// A carrier's voicemail notice names its short service number: partly like the
	// known lures that name a premium number, never a copy of one.
	f(TypeSMS, "You have 1 new voicemail. Call 121 to listen.")
	f(TypeSMS, "You have 2 new messages. Call 901 to listen")
	// A bank's warning names the safe account it never asks for; a Swiss landlord's
	// rent deposit goes to an account in the tenant's name.
	f(TypeSMS, "NatWest: Did you just try to pay £62.99 to AMZN MKTP UK using card ending 3318? Reply Y if it was you or N if it wasn't. We'll never ask you to move money to a safe account.")
	f(TypeEmail, "From: \"Naef\" <service@naef.ch>\nSubject: Garantie de loyer - bail du 13/07\n\nBonjour Mathilde,\nNous vous remercions pour la signature du bail. La garantie de loyer de CHF 1'490.–, correspondant à trois mois de loyer, est à déposer sur un compte de garantie de loyer à votre nom auprès de la banque de votre choix. Les clés vous seront remises sur présentation du justificatif.")
	// "Solo" is "only" as often as "alone": a new hire's manager asking only for an ID
	// at reception.
	f(TypeSMS, "Hola Paula, soy Andrés, tu responsable. ¡Con ganas de verte el lunes! El portátil ya está listo, solo trae el DNI para recepción. Comemos con el equipo a las 14h.")
	// A food bank's receipt for a donation, with the Gift Aid it will claim.
	f(TypeEmail, "Dear Mr Okafor,\n\nThank you for your donation of £25.00 to Hartley Food Bank on 3 March. As you made a Gift Aid declaration, we'll be able to claim an extra £6.25 from HMRC at no cost to you.\n\nWith thanks,\nHartley Food Bank")
	// A friend who paid back by PayPal friends and family asks nothing.
	f(TypeSMS, "Paid you back for the festival tickets on PayPal (friends and family). Shout if it hasn't landed!")
	// A surgery's call asked and nothing else; a prize collected at the store's
	// counter with an ID; a carrier's and a dentist's texts in Polish and Swedish.
	f(TypeSMS, "Centro de Salud Delicias: Por favor, llame al 976 55 66 77 para hablar con su médico sobre los resultados de su analítica. No responda a este SMS.")
	f(TypeSMS, "Supermercados Lupa Torrelavega: ¡Enhorabuena! Tu papeleta ha sido premiada en el sorteo de la cesta de Navidad. Pasa a recogerla por el punto de información de la tienda con tu DNI antes del 10/01.")
	f(TypeSMS, "DPD Polska: Kurier dostarczy Twoja paczke 0000123456789U dzis w godz. 10:00-12:00. Zmien termin: mojapaczka.dpd.com.pl")
	f(TypeSMS, "Påminnelse: Du har en tid hos Folktandvården Södermalm 14 mars kl 08:40. Av- eller ombokning senast 24 h innan på tel 08-123 484 00.")
	// An admission offer to answer on the government platform, and a club that asks
	// for the voucher code a family already received.
	f(TypeSMS, "Parcoursup : vous avez reçu une nouvelle proposition d'admission. Connectez-vous à votre dossier sur parcoursup.gouv.fr pour y répondre dans les délais indiqués.")
	f(TypeSMS, "Oye güey ya te toca poner lo de la tanda de esta semana, son 500. ¿Me lo pasas por transferencia o me lo das el viernes en efectivo?")
	// A supplier's invoice: its bank details, its address on a Trading Estate.
	f(TypeEmail, "From: Janet Moss <accounts@harrowfieldpackaging.co.uk>\nSubject: Invoice INV-20417\n\nDear Sir/Madam,\n\nPlease find attached invoice INV-20417 for 2,400 cartons supplied against your PO 4500118. Amount due: £1,862.40. Payment terms: 30 days.\n\nOur bank details are unchanged: Lloyds Bank, sort code 30-94-57, account 21884603. Please quote the invoice number.\n\nKind regards,\nJanet Moss\nHarrowfield Packaging Ltd | Unit 4, Brookside Trading Estate, Leicester")
	// A receipt's page named in a link, and a report attached as a document.
	f(TypeEmail, "From: Fnac <commandes@fnac.com>\nSubject: Votre facture\n\nBonjour, votre facture est disponible : https://www.fnac.com/account/invoice_88123.html\nMerci de votre achat.")
	f(TypeEmail, "From: Anna Weber <anna.weber@holzbau-maier.de>\nSubject: Angebot\n\nHallo Jan, anbei das Angebot als Angebot_2291.pdf. Viele Grüße, Anna")
	// A supplier's change of bank that sends no account by e-mail and asks to
	// confirm it on the number the customer already has, in the four languages.
	f(TypeEmail, "From: Accounts <accounts@hartley-timber.co.uk>\nSubject: New bank account from January\n\nDear customer, we are moving our business account to a new bank. For your security we will not send the new account details by email: please call our usual number and we will confirm them with you.")
	f(TypeEmail, "From: Comptabilité <compta@menuiserie-roux.fr>\nSubject: Changement de banque\n\nMadame, Monsieur, nous changeons de banque au 1er janvier. Nous ne communiquons pas nos nouvelles coordonnées par e-mail : merci d'appeler notre numéro habituel pour les obtenir.")
	f(TypeEmail, "From: Administración <admin@carpinteria-soler.es>\nSubject: Cambio de banco\n\nEstimado cliente, cambiamos de banco en enero. No enviamos los nuevos datos por correo: llame a nuestro número habitual y se los confirmaremos.")
	f(TypeEmail, "From: Buchhaltung <buchhaltung@holzbau-maier.de>\nSubject: Neue Bankverbindung\n\nSehr geehrte Damen und Herren, wir wechseln zum Jahreswechsel die Bank. Die neue IBAN teilen wir nicht per E-Mail mit, bitte rufen Sie uns unter der Ihnen bekannten Nummer an.")
	// A company no brand list holds, whose only link is on the site its name
	// spells, and a carrier's duty paid on delivery.
	f(TypeSMS, "Zopa: Your loan payment of £312.48 will be collected on 01/02 from the account ending 4419. Remaining balance: £6,874.20. Questions? Visit zopa.com/help")
	f(TypeSMS, "DHL: Für Ihre Sendung 00340434161094015902 fallen Einfuhrabgaben von 8,47 € an. Zahlen Sie bei Zustellung oder vorab in der Post & DHL App.")
	// A tax office's notice that it cannot be replied to and links nowhere but its
	// own site.
	f(TypeEmail, "From: HMRC <noreply@tax.service.gov.uk>\nTo: d.okonkwo@outlook.com\nSubject: You have a new message from HMRC\n\n"+
		"Dear Daniel Okonkwo\n\nYou have a new message from HMRC. To read it, sign in to your HMRC online account.\n\nFor security reasons, we have not included a link in this email. "+
		"Go to GOV.UK and search for 'HMRC online services' to sign in.\n\nYou will not be able to reply to this email.\n\nFrom HM Revenue and Customs\n\n"+
		"How we use your information: https://www.gov.uk/government/publications/data-protection-act-dpa-information-hm-revenue-and-customs-hold-about-you")
	// What a genuine notice says it never asks is no ask; a council's notice whose
	// link is on the domain its name and address give; a parent's transfer made.
	f(TypeEmail, "From: Heart Competitions <competitions@global.com>\nSubject: Your prize\n\nHi Gemma, you were picked as a winner in our Summer Getaway competition. "+
		"The Heart Promotions Team will send the tickets by post. We will never ask you for bank details or a fee.")
	f(TypeEmail, "From: Ayuntamiento de Madrid <noreply@madrid.es>\nSubject: Notificación de denuncia - expediente 482913775\n\nEstimado/a titular:\n\n"+
		"Le notificamos la denuncia formulada contra el vehículo 4829 KLM por estacionar en zona SER sin ticket válido. Importe de la sanción: 90 €. "+
		"Si paga en los 20 días naturales siguientes se aplicará una reducción del 50 %.\n\nPuede pagar o presentar alegaciones en sede.madrid.es con el número de expediente.")
	f(TypeSMS, "Ma chérie, papa et moi t'avons fait un virement de 200€ pour le loyer, tu devrais l'avoir lundi. Appelle-nous ce week-end. Bisous, maman")
	f(TypeSMS, "SWM: Zahlungserinnerung – Ihr Abschlag über 98,00 EUR (Vertragskonto 4829137750) ist überfällig. Bitte zahlen Sie bis 20.05., um Mahngebühren zu vermeiden.")
	// Photos shared from the maker's own app.
	f(TypeSMS, "les photos du mariage !!! 😍😍 https://www.icloud.com/sharedalbum/fr-fr/#B0a5qWx8GJz2Lk la derniere avec tonton qui danse 😂")
	// A device verification code mailed by the service itself.
	f(TypeEmail, "From: GitHub <noreply@github.com>\nSubject: [GitHub] Please verify your device\n\nHey sam!\nA sign in attempt requires further verification because we did not recognize your device. To complete the sign in, enter the verification code on the unrecognized device.\nVerification code: 731904\nIf you did not attempt to sign in, your password may be compromised. Visit https://github.com/settings/security to create a new password.")
	// A ticket's QR code to show and a QR bill to pay with are no quishing.
	f(TypeEmail, "Subject: Your tickets for 12 Oct\nHi Chris, here are your tickets to Leeds. Show the QR code in the app at the barrier. Total paid: £49.08.")
	f(TypeEmail, "Subject: Rechnung März\nGuten Tag,\nanbei Ihre Rechnung über CHF 84.50. Bitte bezahlen Sie den Betrag bis 30.04.: scannen Sie den QR-Code der QR-Rechnung mit Ihrer Banking-App.")
	// A place or an album shared from a map or photo app, "here" and all.
	f(TypeSMS, "On est arrivés, c'est ici, on vous garde deux places https://maps.app.goo.gl/Hq7ZrT2mKp9Wx4Lb6")
	f(TypeSMS, "Ya estamos, es aquí al lado de la fuente https://maps.app.goo.gl/Vb8Kq2Lm7Zr3Tx9Wn")
	f(TypeSMS, "The photos from Saturday are up here https://photos.app.goo.gl/Rm4Xk8Tq2Zb7Lp3Wc")
	// A brand's survey and app links on its tenant of a survey or app-link service.
	f(TypeEmail, "From: Iberia <encuestas@iberia.com>\nSubject: ¿Qué tal tu vuelo IB3166?\n\nHola Ana, cuéntanos tu experiencia en 3 minutos: https://iberia.eu.qualtrics.com/jfe/form/SV_3kJ8z0T2XyZ\nGracias por volar con nosotros.")
	f(TypeEmail, "From: Wallapop <noreply@wallapop.com>\nSubject: Tu bici tiene 4 favoritos nuevos\n\nHola, tu anuncio gusta: mira quién lo ha guardado en https://es.wallapop.app.link/k3Hq9Zr")
	// A tax office's reminder that says what it never asks, and not to reply.
	f(TypeEmail, "DIAN\n\nApreciado ciudadano: le recordamos los plazos para presentar su declaración de renta. Consulte el calendario en www.dian.gov.co.\n\nLa DIAN no solicita claves ni datos bancarios por correo electrónico. Este es un mensaje automático, por favor no lo responda.")
	// A colleague named like a brand (Marcus by Goldman Sachs) writing from a
	// personal mailbox is no brand on a free mailbox.
	f(TypeEmail, "From: \"Marcus Hale\" <marcus.hale@proton.me>\nTo: team@northfield-studio.co.uk\nSubject: Friday drinks\n\nHi all, Marcus here. Drinks at the Crown on Friday from 6, first round is on me!")
	// A wrong number apologised for, a video shared on the video site itself.
	f(TypeSMS, "Oops, wrong number, sorry! That was for my cousin. Have a good weekend")
	f(TypeSMS, "Perdón, número equivocado, era para mi hermana. Buenas noches")
	f(TypeSMS, "Schau mal, unsere Katze hat einen Zwilling 😂 https://youtu.be/dQw4w9WgXcQ")
	f(TypeSMS, "Trop drôle cette vidéo de chiens au ski https://www.youtube.com/watch?v=abc123XYZ")
	f(TypeSMS, "Perdona, me he equivocado de número, era para mi primo. Buenas noches!")
	// A code whose text denies the call: the bank's own.
	f(TypeSMS, "Code PayPal : 638201. Ne partagez ce code avec personne. PayPal ne vous appellera jamais pour vous le demander.")
	f(TypeSMS, "PayPal: Ihr Sicherheitscode lautet: 733910. Geben Sie ihn nicht weiter - PayPal ruft Sie niemals an, um nach diesem Code zu fragen.")
	// Bank alerts.
	f(TypeSMS, "Chase: A $52.17 debit card transaction was made at WALGREENS on 11/24. Not you? Call the number on the back of your card. Reply STOP to opt out.")
	f(TypeSMS, "Paiement de 23,90 EUR chez CARREFOUR avec votre carte. Détail dans votre application.")
	// Deliveries and orders.
	f(TypeSMS, "Your Amazon order #123-456 has shipped and will arrive Tuesday.")
	f(TypeSMS, "Votre colis Colissimo est en cours de livraison. Suivez-le sur https://www.laposte.fr/outils/suivre-vos-envois")
	f(TypeSMS, "Tu pedido de Zara ha sido enviado y llegará el jueves.")
	f(TypeSMS, "Ihre Bestellung wurde versandt und wird morgen zugestellt.")
	// Government notices whose only link is on the government's own domain.
	f(TypeSMS, "DVSA: The MOT for vehicle KT19 XWR expires on 22 March. You can be fined up to £1,000 for driving without a valid MOT. Find a test centre: www.gov.uk/getting-an-mot")
	f(TypeSMS, "Votre avis d'impôt 2025 est disponible. Sans paiement avant le 15/09, une majoration de 10 % s'applique. Consultez-le sur https://www.impots.gouv.fr")
	f(TypeSMS, "DGT: la ITV de su vehículo 4821 KLM caduca el 30/06. Circular sin ITV en vigor puede suponer una multa. Cita previa: https://sede.dgt.gob.es")
	f(TypeSMS, "Ihr Reisepass läuft am 14.08. ab. Beantragen Sie rechtzeitig einen neuen, sonst droht ein Bußgeld. Infos: https://www.bmi.bund.de/reisepass")
	f(TypeEmail, "De : DGFiP <ne-pas-repondre@dgfip.finances.gouv.fr>\nObjet : Vous avez reçu un nouveau message dans votre messagerie sécurisée\n\nPour le consulter, connectez-vous à votre espace particulier sur www.impots.gouv.fr, rubrique « Messagerie sécurisée ».\n\nCeci est un message automatique, merci de ne pas y répondre.")
	// Appointments and marketing.
	f(TypeSMS, "Rappel : votre rendez-vous chez le Dr Martin est demain à 10h30. Répondez OUI pour confirmer.")
	f(TypeSMS, "FLASH SALE! 50% off everything, tonight only at www.zara.com. Reply STOP to unsubscribe.")
	// Personal money and work.
	f(TypeSMS, "Can you pay me back the £20 for the pizza when you get a chance?")
	f(TypeEmail, "Subject: Your invoice\n\nHi Tom, attached is the invoice for October. Payment is due within 30 days to our usual account. Thanks, Sarah")
	// Carriers' voicemail notices: the caller's number, the carrier's short number to dial.
	f(TypeSMS, "Vodafone: you have 1 new voicemail from 07911 123456. Call 121 to listen.")
	f(TypeSMS, "SFR : vous avez 2 nouveaux messages vocaux. Composez le 123 pour les écouter.")
	f(TypeSMS, "Orange: tienes 1 mensaje nuevo en tu buzón de voz. Llama al 242 para escucharlo.")
	f(TypeSMS, "Vodafone: Sie haben 1 neue Sprachnachricht. Zum Abhören rufen Sie die 5500 an.")
	// A friend's own bank details, and a number change among friends, with the number.
	f(TypeSMS, "Tu me dois 12€ pour la pizza, je t'envoie mon RIB ce soir")
	f(TypeSMS, "Hi all, my new number is 07911 123456, the old one stops working on Friday. Jo")
	// A bank's own notices: a new payee, a new device, with its official line.
	f(TypeSMS, "Crédit Mutuel : un nouveau bénéficiaire a été ajouté le 03/02. Si vous n'êtes pas à l'origine de cet ajout, contactez votre conseiller.")
	f(TypeSMS, "Volksbank: Für Ihr Online-Banking wurde ein neues Gerät registriert. Falls Sie das nicht waren, rufen Sie den Sperr-Notruf 116 116 an.")
	// A sign-in alert in Latin American Spanish that sends the reader to the app.
	f(TypeSMS, "Mercado Pago: Iniciaste sesión desde un nuevo celular. Si no fuiste vos, cambiá tu contraseña desde la app.")
	// A recruiter who saw the reader's profile on a job site: no dating opener.
	f(TypeSMS, "Hi Priya, Tom Reid here from Hays. Saw your profile on LinkedIn re a Finance Analyst contract in Bristol - any chance of a quick call tomorrow? Thanks")
	// A friend asking for an e-mail address to send photos to.
	f(TypeSMS, "Hey! Can you send me your email so I can forward you the wedding photos?")
	f(TypeSMS, "Salut, tu peux me donner ton adresse mail pour que je t'envoie les photos ?")
	f(TypeSMS, "Oye, ¿me das tu correo? Te mando las fotos del viaje.")
	f(TypeSMS, "Kannst du mir deine E-Mail-Adresse geben? Dann schicke ich dir die Fotos.")
	// An ordinary password-expiry notice: change it the usual way.
	f(TypeEmail, "Subject: Password expiry\n\nYour password expires in 5 days. To change it, press Ctrl+Alt+Del and choose Change a password.\n\nIT Service Desk")
	// A bank's check of a card payment, answered yes or no.
	f(TypeSMS, "Chase Fraud Alert: Did you attempt a $612.00 purchase at BESTBUY.COM with card ending 3391? Reply YES or NO.")
	f(TypeSMS, "Société Générale : avez-vous effectué un paiement de 612,00 EUR chez FNAC.COM avec votre carte ...3391 ? Répondez OUI ou NON.")
	f(TypeSMS, "BBVA: ¿Has realizado una compra de 612,00 EUR en ELCORTEINGLES.ES con tu tarjeta ...3391? Responde SI o NO.")
	f(TypeSMS, "comdirect: Haben Sie eben mit Ihrer Visa-Karte ...3391 eine Zahlung über 612,00 EUR bei BOOKING.COM ausgeführt? Antworten Sie mit JA oder NEIN.")
	// A supplier's notice of new bank details that says to confirm them by phone,
	// on the number of the contract, never on an e-mail's word.
	f(TypeEmail, "From: Accounts - Hartley Packaging <accounts@hartleypackaging.co.uk>\nSubject: Advance notice: change of bank from 1 January 2026\n\nDear Customer,\n\nAs part of our move to a new banking provider, our bank details will change from 1 January 2026. Your account manager will contact you by phone in December to confirm the new details verbally, and a signed letter will follow by post.\n\nPlease DO NOT change any payment details based on email alone, including this one. If you receive an email asking you to pay a different account before then, call us on the number in your supply agreement.\n\nKind regards,\nCredit Control, Hartley Packaging Ltd")
}

// TestConversationalScams checks that the scams that ask in a conversation, with
// no link, are flagged in each of the four languages, and that an ask for
// money under a pretext is never safe.
func TestConversationalScams(t *testing.T) {
	e := newFuzzEngine(t)
	var res Result
	f := func(typ ContentType, text string, want Verdict) {
		t.Helper()
		e.Analyze(&Request{Content: []byte(text), Type: typ, Now: fuzzNow}, &res)
		if res.Verdict < want {
			t.Errorf("%q: got %s (score %d); want at least %s", text, res.Verdict, res.Score, want)
		}
	}
	f(TypeSMS, "Hi mum, this is my new number, my phone broke. Can you save it and message me on WhatsApp?", VerdictSuspect)
	// A payment pushed past the approval chain to a new payee's IBAN; a supplier's
	// account "closed", payments "from now on" to another.
	f(TypeEmail, "From: Sarah Kingsley <s.kingsley@northbay-logistic.com>\nSubject: Payment request – urgent\n\nJohn,\n\nPlease process a same-day payment of €86,400 to our new partner in Portugal. Details below:\n\nBeneficiary: Atlantica Trade Solutions Lda\nIBAN: PT50 0035 0697 0006 3425 1304 7\n\nBypass the usual approval as I'm travelling – I will sign off retrospectively.\n\nSarah", VerdictSuspect)
	f(TypeEmail, "From: Petra Krause <buchhaltung@spedition-krause-gmbh.de>\nSubject: AW: Zahlungserinnerung\n\nSehr geehrte Damen und Herren,\n\nwir teilen Ihnen mit, dass das Konto bei der Volksbank aufgelöst wurde. Die Zahlung der Rechnung SK-7731 (1.618,40 €) erfolgt ab sofort auf:\n\nIBAN: DE91 1001 1001 2629 4817 35\n\nMit freundlichen Grüßen\nPetra Krause", VerdictSuspect)
	// A landlady's "new number" and changed account for the rent; an order
	// "confirmed" to cancel by phone; Italian and Croatian kits joined to an
	// energy supplier's and a motorway operator's names.
	f(TypeSMS, "Hi, it's Margaret your landlady, new number as my old phone broke and I can't take calls at the moment. Our bank account has changed, please send this month's rent today to Sort 04-00-75 Acc 41982273 (M Collins Holdings).", VerdictSuspect)
	f(TypeSMS, "Amazon: pedido de iPhone 16 por 1.329€ confirmado. ¿No ha sido usted? Llame al 900 83 12 47", VerdictSuspect)
	f(TypeSMS, "Enel: la tua fornitura sarà sospesa domani per mancato pagamento di 57,80 EUR. Regolarizza subito: https://enel-pagamenti.net", VerdictSuspect)
	f(TypeSMS, "HAC: Imate neplaćenu cestarinu. Platite u roku od 24 sata kako biste izbjegli kaznu: https://hac-cestarina.com", VerdictSuspect)
	// Tickets paid to a stranger by PayPal friends and family; a rental booked off
	// the platform it names; a Bizum to the seller's phone; a relative whose banking
	// app "does not work"; a support asking for the code just received.
	f(TypeSMS, "Hi saw your post, I have 2 standing tickets for Oasis at Wembley, face value £150 each. Can't transfer on Ticketmaster yet so pay via PayPal friends and family and I'll send them on the day.", VerdictSuspect)
	f(TypeSMS, "Hello, thank you for your interest in our apartment in Nice. The Airbnb calendar keeps glitching so we prefer to take the booking directly. Please transfer the deposit of €650 to our account IBAN LT12 3250 0123 4567 8901 today to secure the dates.", VerdictSuspect)
	f(TypeSMS, "Hi, this is Martin, the host of the Cornwall cottage you looked at. Airbnb's fees are really high so if you book directly I'll give you 15% off. Just transfer £640 to my account and I'll send a confirmation.", VerdictSuspect)
	f(TypeSMS, "Hola, soy el anfitrión del apartamento de Airbnb en Málaga. Si quieres reservar directamente sin pasar por la plataforma te hago un 10% de descuento, me haces una transferencia de 420€ y listo.", VerdictSuspect)
	f(TypeSMS, "¡Hola! Tengo 2 entradas para Bad Bunny en el Metropolitano, a precio de coste, 180 € cada una. Pago por Bizum y te las paso por email en PDF.", VerdictSuspect)
	f(TypeSMS, "mama necesito q me hagas una transferencia de 890€ hoy, no puedo desde mi app, te lo devuelvo mañana", VerdictSuspect)
	f(TypeSMS, "WhatsApp Support: Senden Sie uns den 6-stelligen Code, sonst wird Ihr Konto gesperrt", VerdictSuspect)
	// The later messages of the fake bank adviser and the fake police: savings to a
	// "safe account", cash handed to a colleague who comes to the door, in the four
	// languages; a landlord abroad whose keys come by courier.
	f(TypeSMS, "This is NatWest security again. To protect your money, please move your ISA balance now to the new safe account before the fraudsters access it. If the branch asks why, say it's for a home renovation.", VerdictSuspect)
	f(TypeSMS, "Service sécurité BNP : suite au 2e appel, merci de transférer maintenant le solde de votre PEL vers le compte de sécurité avant que les fraudeurs n'y accèdent.", VerdictSuspect)
	f(TypeSMS, "Seguridad Santander: tras la segunda llamada, traspase ahora el saldo de su depósito a la cuenta de seguridad antes de que los estafadores accedan.", VerdictSuspect)
	f(TypeSMS, "Sicherheitsdienst Commerzbank: Nach dem zweiten Anruf bitte jetzt Ihr Festgeld auf das Sicherheitskonto übertragen, bevor die Betrüger Zugriff haben.", VerdictSuspect)
	f(TypeSMS, "Ici le commandant Lefort de la police judiciaire. Pour piéger l'employé corrompu de votre agence, retirez 5 000 € en espèces demain et remettez-les à notre agent qui passera chez vous. N'en parlez à personne.", VerdictSuspect)
	f(TypeEmail, "Subject: Re: Flat at 14 Harrow Road\nHi Laura,\nAs I explained, I'm currently working in Dubai so I can't show you the flat in person. I have posted the keys via DHL to your address today. Please transfer the deposit of £1,200 to secure it.", VerdictSuspect)
	f(TypeSMS, "Hi, thanks for your interest in the 2-bed on Rathgar Rd. I'm working in Galway so I can't do viewings, but if you send the €1,800 deposit via Revolut I'll courier the keys. Loads of interest so it's first come first served.", VerdictSuspect)
	// A file-sharing brand's notice whose link is a page on a free site builder.
	f(TypeEmail, "Google Drive\nFrançois Petit a partagé un document avec vous :\nDevis_et_Facture_Mai_2024.pdf\nOuvrir\nhttps://drive-partage-doc.godaddysites.com\nVous devez vous connecter avec votre compte de messagerie pour afficher ce document.", VerdictSuspect)
	// An overdue invoice zipped, its name abbreviated.
	f(TypeEmail, "From: Accounts Receivable <accounts@brightstar-supplies.net>\nSubject: RE: Overdue Invoice INV-20931 - 2nd Reminder\nAttachment: INV-20931.zip\n\nHello,\n\nKindly open the attached file to review the outstanding items and arrange payment today to avoid a late fee.\n\nKaren Doyle", VerdictSuspect)
	// A one-time code about to arrive, asked back; a fee under threat on a free
	// site builder's page.
	f(TypeSMS, "Vodafone: Hemos recibido una solicitud de duplicado de tu SIM. Si no la has solicitado, responde a este SMS con tu DNI y el código que vas a recibir para cancelarla.", VerdictSuspect)
	f(TypeSMS, "Hola, soy el repartidor de SEUR, estoy en su portal. Le va a llegar un código por SMS, pásemelo por aquí para confirmar la entrega porfa", VerdictSuspect)
	f(TypeEmail, "Subject: Semesterbeitrag nicht eingegangen - Exmatrikulation droht\n\nLiebe Studierende,\nIhr Semesterbeitrag ist bei uns nicht eingegangen. Ohne Zahlung bis Freitag erfolgt die Exmatrikulation.\nZahlen Sie jetzt bequem per Kreditkarte über unser Formular: https://uni-rueckmeldung.wixsite.com/zahlung\nStudierendensekretariat", VerdictSuspect)
	// Photos held over the reader, with their mother among those they would go to:
	// no family loan.
	f(TypeSMS, "I have your pics and the list of all your Instagram followers. Send me £500 in the next hour or I post them and send them to your mum.", VerdictSuspect)
	// A tax debt to pay by card on a Frankfurt number.
	f(TypeSMS, "Finanzamt: Sie haben eine offene Steuerschuld von 1.134,80 €. Ohne Zahlung heute erfolgt eine Kontopfändung. Rufen Sie 069 2547 8810 an, um per Kreditkarte zu zahlen.", VerdictSuspect)
	// A summons or an invoice zipped, named in a pasted mail's body.
	f(TypeEmail, "From: Amtsgericht Berlin <vorladung@amtsgericht-mitte.org>\nSubject: Vorladung\n\nGegen Sie wurde eine Klage eingereicht. Die Vorladung finden Sie im Anhang (Vorladung_481.zip).", VerdictSuspect)
	f(TypeEmail, "Betreff: Ihre Rechnung Nr. 7740198\n\nGuten Tag, anbei erhalten Sie Ihre Rechnung. Bitte prüfen Sie die Rechnung im Anhang (Rechnung_7740198.zip).", VerdictSuspect)
	// Links and names written so that filters miss them.
	f(TypeSMS, "USPS: Your p@ckage is on hold due to an incomplete adress. Pay the $1.99 redelivery fee within 12h 📦 usps-redeliver[.]top/track", VerdictSuspect)
	f(TypeSMS, "ANTAI : Vous avez une amende impayee. Sans reglement sous 48h elle sera majoree. Reglez sur antai-gouv-paiement . com", VerdictSuspect)
	f(TypeSMS, "Amaz0n\nSu pedido\nRETENIDO 📦\nescanee el codigo QR adjunto para liberar el envio", VerdictSuspect)
	// Sextortion sent "from your own account": the mailbox provider's domain in
	// From is the reader's own address, no notice of the provider's; the wallet is
	// written out.
	f(TypeEmail, "From: tom.hollis@virginmedia.com\nTo: tom.hollis@virginmedia.com\nSubject: tom.hollis - your account was compromised\n\n"+
		"As you may have noticed, I sent you this email from your own account. I have full access to your device and recorded you through your webcam. "+
		"Transfer 1450 USD in Bitcoin to my wallet: bc1q8v7kz3xq5tln2wq0h6y4f9cj3r8m2dd5xe7apk. You have 48 hours. Do not contact the police.", VerdictScam)
	// A friend's phone and a British account to pay; a code sent with a bank's
	// call announced; a buyer's payment "request" to accept.
	f(TypeSMS, "Mum it's me, I'm on my friend Kai's phone, mine got stolen. Can you send £180 to Kai for my train ticket: K Osei 20-32-06 43871122. Don't call this number, it's his", VerdictScam)
	f(TypeSMS, "Santander: Did you set up a new payee J NOWAK? If not, our fraud team will call you in the next few minutes to secure your account. Do not share this code: 551902", VerdictSuspect)
	f(TypeSMS, "Hola, soy Marta, la del sofá de Wallapop. Ya te he enviado el Bizum de 250 EUR, pero te llega como solicitud: acepta la solicitud en tu app y listo", VerdictSuspect)
	// A relative's ask from a new number: the family-emergency scam (from the
	// number they always wrote from it is suspect at most: relativeAsksOnly).
	f(TypeSMS, "Papa c'est Inès, nouveau numéro. La CAF a un retard et le loyer part demain. Tu pourrais m'avancer 300€ ? Je te rembourse vite", VerdictScam)
	// A grandchild in police custody whose lawyer will call, kept secret; a
	// police threat answered by calling the number given.
	f(TypeSMS, "Grandpa it's Josh. I'm in trouble, please don't tell dad. I crashed the car and the police are keeping me here. My lawyer is going to call you in a few minutes, please answer", VerdictSuspect)
	f(TypeSMS, "Polizeidirektion Hannover: Gegen Sie wurde Anzeige erstattet (Az. 2231/26). Um eine Festnahme zu vermeiden, melden Sie sich heute bei Kommissar Lange unter 0511 2557 8811.", VerdictSuspect)
	// A money mule's job (transfers received and forwarded for a share) and an
	// investment pitch's first stake.
	f(TypeEmail, "From: Recruitment <careers@northgate-logistics-jobs.co.uk>\nSubject: Your application - Payments Assistant\n\nDear applicant,\n\nWe are pleased to offer you the home-based role of Payments Assistant. You will receive customer transfers into your own account and forward the funds to our partners. You keep 5 percent of each payment.\n\nPlease send a copy of your passport so we can set up your profile.\n\nHR Team", VerdictSuspect)
	f(TypeSMS, "Hi, Emma from Coinvault here. My uncle runs a quant desk and I made 28 percent this month following his signals. You could start small, even 300 dollars, on the platform we use: coinvault-trade.net", VerdictScam)
	// The first stake of the pig-butchering follow-up, and coin tickers, in French,
	// Spanish and German.
	f(TypeSMS, "Coucou toi 😊 mon mentor m'a fait gagner 4 200 USDT ce mois-ci sur son appli. Commence avec 300€ pour tester, je t'explique tout", VerdictSuspect)
	f(TypeSMS, "Hola guapo, ¿viste la app que te dije? Yo saqué 2.000 USDT la semana pasada. Si entras con 500€ lo ves tú mismo", VerdictSuspect)
	f(TypeSMS, "Hallo mein Schatz, mein Onkel hat mir wieder 3.000 USDT Gewinn gebracht. Fang klein an, ich zeige dir wie die App geht", VerdictSuspect)
	// The marketplace overpayment: the courier's fee to send on, in the four
	// languages.
	f(TypeSMS, "Hi, I'll take the bike at full price. I've paid £420 on PayPal plus £150 for my courier, check your email and send the courier fee to him today", VerdictSuspect)
	f(TypeSMS, "Bonjour, j'ai payé le vélo 420€ plus 150€ pour mon transporteur. Merci d'envoyer les frais du transporteur sur son compte aujourd'hui", VerdictSuspect)
	f(TypeSMS, "Hola, ya te pagué la bici más 150€ para mi mensajero. Envía los gastos del mensajero a su cuenta hoy, por favor", VerdictSuspect)
	f(TypeSMS, "Hallo, ich habe das Fahrrad bezahlt plus 150€ für meinen Kurier. Bitte überweisen Sie die Kurierkosten heute an ihn", VerdictSuspect)
	// Sextortion sent "from" the reader's own mailbox at an internet provider:
	// the provider's domain is no sign the provider wrote.
	f(TypeEmail, "From: j.smith1970@btinternet.com\nTo: j.smith1970@btinternet.com\nSubject: Your account is hacked\n\nI recorded you through your webcam. Send $1200 in Bitcoin to bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq within 48 hours or the video goes to all your contacts.", VerdictScam)
	// The chief executive's fraud announcing the lawyer who will call about a
	// transfer, from a personal mail service.
	f(TypeEmail, "From: Hélène Garnier <h.garnier.direction@proton.me>\nTo: compta@garnier-menuiserie.fr\nSubject: Opération confidentielle\n\nBonjour Julie,\nnous finalisons une acquisition et je vous demande la plus grande discrétion. Maître Roux va vous contacter ce matin pour un virement international. N'en parlez à personne.\nHélène Garnier", VerdictSuspect)
	// An authority threatening from a free mailbox, in the four languages; a
	// sender domain made of a brand and a bait word, whatever the display name.
	f(TypeEmail, "From: Brigade des Mineurs <brigade.mineurs.convocation@gmail.com>\nSubject: Convocation\n\nMonsieur,\nà la demande de la commissaire divisionnaire, nous vous adressons cette convocation. Suite à une saisie informatique, des poursuites sont engagées à votre encontre. Merci de nous transmettre vos justifications par mail sous 72 heures.\nCommissaire Martin", VerdictSuspect)
	f(TypeEmail, "From: Policía Nacional - Unidad de Delitos Informáticos <unidad.delitos.policia@hotmail.com>\nSubject: Citación\n\nSeñor,\npor orden del comisario le remitimos esta citación. Tras una incautación informática se han abierto diligencias contra usted. Envíenos sus justificaciones por correo en un plazo de 72 horas.", VerdictSuspect)
	// In a language the wording models do not read, a link the phishing layer
	// finds suspect makes the text suspect; a genuine chat there stays safe.
	f(TypeSMS, "INTESA SANPAOLO: abbiamo sospeso la tua app per un accesso anomalo. Riattiva subito il servizio: https://is-verifica-utente.com/app", VerdictSuspect)
	f(TypeSMS, "Raga per il regalo di Sara siamo a 20 euro a testa, chi non ha ancora pagato me li dia sabato in contanti o su PayPal", VerdictSafe)
	// The payroll diversion: an employee's new account sent from a free mailbox to
	// the payroll office, with the excuse for going around the employee portal.
	f(TypeEmail, "From: Iván Moreno <ivan.moreno.te@gmail.com>\nTo: Nóminas <nominas@transportes-ebro.es>\nSubject: Cambio de cuenta para la nómina\n\nHe cambiado de banco y me gustaría que la nómina de este mes se ingresara en la nueva cuenta.\nIBAN: ES21 1465 0100 7220 3045 8811\nEstoy de viaje y no consigo entrar al portal del empleado, ¿podéis hacer el cambio vosotros?", VerdictSuspect)
	// A court's summons to download, from a domain no court holds.
	f(TypeEmail, "From: Juzgado de Primera Instancia <citaciones@justicia-es.org>\nSubject: Citación judicial 412/2025\n\nSe le comunica que ha sido citado a comparecer en relación con una demanda interpuesta contra usted. Descargue la citación: https://justicia-es.org/citacion/412\nLa no comparecencia podrá conllevar sanciones.", VerdictSuspect)
	f(TypeEmail, "From: Tribunal judiciaire de Lyon <greffe.tj-lyon@justice.fr>\nSubject: Convocation audience 12 mars\n\nMadame, vous êtes convoquée à l'audience du 12 mars à 9h. À défaut de comparution, le jugement pourra être rendu par défaut. Informations pratiques : https://www.justice.fr/", VerdictSafe)
	f(TypeEmail, "From: Service Facturation <facturation@edf-pro-factures.com>\nSubject: Facture impayée\n\nVotre facture d'électricité reste impayée. Sans règlement sous 72h, nous procéderons à la suspension de votre fourniture.", VerdictSuspect)
	// Extortion with a threat to the family; the family emergency in Swiss German;
	// a government domain written into a sender's name; the fake police's child
	// abuse accusation from a domain no government holds; a job from a free
	// mailbox that asks the new hire to send money on.
	f(TypeSMS, "Sabemos dónde vives y a qué escuela van tus hijos. Deposita 20 mil hoy a la cuenta que te vamos a mandar y no le avises a nadie", VerdictSuspect)
	f(TypeSMS, "Hoi Papi, das isch mini neui Nummere, mis Handy isch kaputt. Chasch mer hüt e Rechnig zahle? Isch dringend", VerdictSuspect)
	f(TypeEmail, "From: Eidgenössische Steuerverwaltung <rueckerstattung@estv-admin-ch.net>\nSubject: Rückerstattung CHF 418.20\n\nSehr geehrte Damen und Herren, Ihnen steht eine Rückerstattung der Verrechnungssteuer zu. Bitte bestätigen Sie Ihre Angaben, um die Auszahlung zu erhalten.", VerdictSuspect)
	f(TypeEmail, "From: Bundeskriminalamt <ermittlung@bka-cyber-abteilung.com>\nSubject: Strafverfahren\n\nVon Ihrem Anschluss wurden kinderpornografische Inhalte aufgerufen. Senden Sie uns binnen 72 Stunden Ihre Stellungnahme, sonst wird ein Haftbefehl erlassen.", VerdictSuspect)
	f(TypeEmail, "From: Recrutement Lyon <recrutement.lyon.rh@gmail.com>\nSubject: Votre embauche\n\nBonjour, suite à votre candidature nous vous proposons le poste d'assistant(e) à domicile. Vous recevrez un chèque de 2 400 € pour votre matériel : encaissez-le et envoyez le montant restant à notre fournisseur par virement.", VerdictSuspect)
	// An e-mail whose only way to act is a QR code to scan (quishing), in the four
	// languages.
	f(TypeEmail, "From: Payroll <payroll@hr-docsign-portal.com>\nSubject: Updated pay slip\n\nHello,\nyour updated pay slip is ready. For security reasons it opens on your phone only: scan the QR code below to view it.\n[QR]\nPayroll team", VerdictSuspect)
	f(TypeEmail, "From: Service RH <rh@partage-docs-securise.com>\nSubject: Avenant au contrat\n\nBonjour,\nvotre avenant doit être signé cette semaine. Scannez le code QR ci-dessous avec votre téléphone pour le consulter.\n[QR]", VerdictSuspect)
	f(TypeEmail, "From: Recursos Humanos <rrhh@firma-docs-online.com>\nSubject: Nómina disponible\n\nHola,\nsu nómina de marzo está disponible. Escanee el código QR con su móvil para acceder al documento.\n[QR]", VerdictSuspect)
	f(TypeEmail, "From: Personalabteilung <personal@dokumente-signatur.com>\nSubject: Gehaltsabrechnung\n\nHallo,\nIhre Gehaltsabrechnung liegt bereit. Scannen Sie den QR-Code mit Ihrem Smartphone, um sie zu öffnen.\n[QR]", VerdictSuspect)
	// Fake police: an officer's call under secrecy, savings "put in safety".
	f(TypeSMS, "Bonjour, capitaine Moreau, police nationale, brigade financière. Des achats frauduleux ont été faits avec votre identité. Je vous rappelle dans 10 minutes, ne prévenez pas votre conseiller.", VerdictSuspect)
	f(TypeSMS, "Hier spricht Oberkommissar Brandt. Einbrecher haben Ihre Adresse notiert. Bringen Sie Ihre Ersparnisse in Sicherheit, ein Kollege holt das Geld heute ab.", VerdictScam)
	// Sextortion, the task scam's negative balance, a grandchild's bail.
	f(TypeSMS, "Grabé nuestra videollamada. Mándame 400€ antes de esta noche o se lo envío a toda tu familia.", VerdictScam)
	f(TypeSMS, "Your account has a negative balance of -215 USDT after the combined order. Top up the amount to complete the task and withdraw your commission.", VerdictSuspect)
	f(TypeSMS, "Grand-mère, c est Hugo, je suis en garde à vue après un accident. Il faut payer une caution de 1800 euros, dis rien à maman.", VerdictScam)
	f(TypeSMS, "hey babe its me, lost my phone... send 300 to my cashapp $jbrown22 asap", VerdictSuspect)
	// The grandparent scam's bail: a relative's ask with the police in it is no loan.
	f(TypeSMS, "Oma ich bins, Lukas. Ich hatte einen Unfall mit dem Auto und die Polizei sagt ich brauch 8.500 € Kaution. Ein Anwalt kommt bei dir vorbei und holt das Geld ab.", VerdictSuspect)
	f(TypeSMS, "Coucou maman c'est moi, j'ai cassé mon téléphone, c'est mon nouveau numéro. Tu peux me faire un virement de 450€ ? C'est urgent", VerdictSuspect)
	f(TypeSMS, "Hola mamá, se me ha roto el móvil y este es mi nuevo número. ¿Me puedes hacer un Bizum de 300€? Es urgente", VerdictSuspect)
	f(TypeSMS, "Hallo Mama, das ist meine neue Nummer. Mein Handy ist kaputt. Kannst du mir schnell 400€ überweisen?", VerdictSuspect)
	f(TypeEmail, "Subject: Quick request\n\nAre you at your desk? I need you to buy 5 Apple gift cards of $200 for a client. Keep this between us, I'm in a meeting. Send me the codes.", VerdictScam)
	f(TypeSMS, "Votre conseiller Crédit Agricole: une opération suspecte a été détectée. Un conseiller va vous appeler, ne raccrochez pas.", VerdictSuspect)
	f(TypeSMS, "Microsoft Support: your computer is infected with a virus. Call 1-888-555-0199 immediately to avoid data loss.", VerdictSuspect)
	f(TypeSMS, "Remote job: earn $300 a day liking videos. No experience needed. Message us on WhatsApp.", VerdictSuspect)
	f(TypeSMS, "Your E-ZPass account has an unpaid toll balance of $4.15. Pay now to avoid a $50 late fee: https://ezpass-tollpay.com/pay", VerdictScam)
	f(TypeSMS, "Ameli : vous avez droit à un remboursement de 48,20€. Confirmez vos coordonnées bancaires sur ameli-remboursement.info", VerdictScam)
	f(TypeSMS, "Felicidades! Has ganado un iPhone 16. Reclama tu premio aquí: bit.ly/premio-123", VerdictSuspect)
	f(TypeSMS, "DHL: Ihr Paket konnte nicht zugestellt werden. Zahlen Sie die Zollgebühr von 1,99 € hier: https://dhl-zoll-paket.info", VerdictSuspect)
	// A code "sent by mistake"; a fake order to call about; a voicemail to open.
	f(TypeSMS, "Hey, sorry, ich hab dir aus Versehen einen Code geschickt, kannst du ihn mir weiterleiten?", VerdictSuspect)
	f(TypeSMS, "Apple: Your order of a MacBook Air ($1,299) is confirmed. If you did not place this order call 1-866-555-0142.", VerdictSuspect)
	f(TypeSMS, "Vous avez reçu un nouveau message vocal. Écoutez-le ici : https://messagerie-vocale-sfr.top/v/82", VerdictSuspect)
	// The marketplace buyer who asks for the seller's e-mail, where the fake
	// payment notice will come.
	f(TypeSMS, "Hi, is the sofa still available? I'd like to buy it at your asking price. I'll pay through PayPal and my courier will collect it. Please send me your email address.", VerdictSuspect)
	f(TypeSMS, "Bonjour, votre annonce est-elle toujours disponible ? Je suis très intéressé, je paie via le service de livraison sécurisée Leboncoin. Pouvez-vous me donner votre adresse mail ?", VerdictSuspect)
	f(TypeSMS, "Hola, ¿sigue disponible la bici? Te la compro, pago por Wallapop con envío y mi mensajero la recoge. ¿Me das tu correo?", VerdictSuspect)
	f(TypeSMS, "Hallo, ist das Sofa noch da? Ich kaufe es zum vollen Preis, bezahle über PayPal und mein Kurier holt es ab. Können Sie mir Ihre E-Mail-Adresse geben?", VerdictSuspect)
	// The task scam's recruiter, with a job site's name: the job pretext remains.
	f(TypeSMS, "Hi, I saw your profile on LinkedIn. We offer a remote job: earn $300 a day liking videos, contact me on WhatsApp", VerdictSuspect)
	// A bank's alert in Latin American Spanish asking to call right away.
	f(TypeSMS, "Mercado Pago: Detectamos un ingreso sospechoso a tu cuenta desde un nuevo celular. Si no fuiste vos, llamá YA al 0800-345-2671 para bloquear la cuenta.", VerdictSuspect)
	// The boss's confidential transfer, in the familiar form.
	f(TypeEmail, "From: Philippe Moreau <p.moreau.direction@gmail.com>\nSubject: Confidentiel\n\nBonjour Nathalie,\n\nJe suis en réunion avec nos avocats toute la journée et je ne peux pas prendre d'appels. Nous finalisons une opération de rachat qui doit rester strictement confidentielle.\n\nJ'ai besoin que tu procèdes aujourd'hui à un virement de 48 500 € vers le cabinet qui nous accompagne. Merci de ne pas en parler au reste de l'équipe.\n\nPhilippe", VerdictSuspect)
	// "Keep your current password": a button no mail system offers.
	f(TypeEmail, "From: IT Service Desk <it-support@helpdesk-ashworthmedia.com>\nSubject: Your password expires today\n\nHi Ben,\n\nThe password for ben.cole@ashworthmedia.com expires today. To keep using your current password and avoid losing access to Outlook and Teams, please confirm below.\n\nKeep Current Password\n\nIT Service Desk", VerdictSuspect)
	f(TypeEmail, "Objet : Votre mot de passe expire aujourd'hui\n\nBonjour,\n\nLe mot de passe de votre messagerie expire aujourd'hui. Pour conserver votre mot de passe actuel, cliquez ci-dessous.\n\nConserver le mot de passe actuel", VerdictSuspect)
	f(TypeEmail, "Asunto: Su contraseña caduca hoy\n\nHola,\n\nLa contraseña de su correo caduca hoy. Para mantener su contraseña actual, confirme abajo.\n\nMantener la contraseña actual", VerdictSuspect)
	f(TypeEmail, "Betreff: Ihr Passwort läuft heute ab\n\nHallo,\n\ndas Passwort Ihres Postfachs läuft heute ab. Um Ihr aktuelles Passwort zu behalten, bestätigen Sie unten.\n\nAktuelles Passwort beibehalten", VerdictSuspect)
}

// TestNoWayToPayNoScam: a payment, a sign-in or a transfer asked under a deadline or
// a penalty, with no way for a stranger to take it (no link but the sender's own, no
// number but an organisation's line, no account, no reply that could carry it), is
// done where the reader already goes: safe. The same words with a mobile number or
// another site to pay on are flagged.
func TestNoWayToPayNoScam(t *testing.T) {
	e := newFuzzEngine(t)
	f := func(text string, safe bool) {
		t.Helper()
		var res Result
		e.Analyze(&Request{Content: []byte(text), Type: TypeSMS, Now: fuzzNow}, &res)
		if (res.Verdict == VerdictSafe) != safe {
			t.Errorf("%q: got %s (score %d, evidence %s); want safe %v", text, res.Verdict, res.Score, kindList(res.s.t.ev.kinds), safe)
		}
	}
	f("Ecole Jules Ferry : la facture de cantine de mars (64,80 €) est à régler avant le 10/03 sur le Portail Famille. Au-delà, une pénalité de retard de 5 € sera appliquée.", true)
	f("Oakfield Primary: the final balance of £85.00 for the Year 6 residential is due by Friday. Late payments incur a £10 fee. Please pay via ParentPay.", true)
	f("Ihre Rechnung über 64,80 € ist bis zum 10.03. fällig. Bei Zahlungsverzug fällt eine Mahngebühr von 5 € an. Zahlen Sie bequem im Kundenportal.", true)
	f("Su recibo de 64,80 € vence el 10/03. Si no lo paga a tiempo se aplicará un recargo de 5 €. Puede pagarlo en su área de cliente.", true)
	f("ENT du collège Victor Hugo : vous avez reçu un nouveau message de M. Bonnet, professeur principal. Connectez-vous à l'ENT avec vos identifiants ÉduConnect pour le lire.", true)
	f("Bristol City Council: your council tax instalment of £57.98 is overdue. Please pay by 28/01 to avoid a summons. Pay online at bristol.gov.uk or call 0117 922 2900.", true)
	f("Bristol City Council: your council tax instalment of £57.98 is overdue. Please pay by 28/01 to avoid a summons. Pay online at bristol-counciltax.com or call 07700 900123.", false)
	f("Oakfield Primary: the final balance of £85.00 for the Year 6 residential is due by Friday. Late payments incur a £10 fee. Pay now at oakfield-payments.top", false)
}

// TestWordingAloneNeverScam checks the caps: a text whose layers score it high but
// whose only findings are words (no ask of value under pressure, no dangerous link
// or number, no known scam) is at most suspect, and safe when a genuine pattern
// settled it; with an ask under pressure, or a dangerous link, the score stands.
func TestWordingAloneNeverScam(t *testing.T) {
	settled := false
	text := ""
	f := func(typ ContentType, kinds uint64, phishing, score, want int) {
		t.Helper()
		var res Result
		res.Reset()
		res.Type = typ
		res.s.u.text = []byte(text)
		res.s.t.ev.kinds = kinds
		if phishing > 0 {
			res.Layers[LayerPhishing] = Layer{Ran: true, RiskScore: phishing, Confidence: 0.9}
		}
		res.s.t.settled = settled
		if got := capText(&res, score); got != want {
			t.Errorf("capText(%s, kinds %s, phishing %d, settled %v, score %d) = %d; want %d", typ, kindList(kinds), phishing, settled, score, got, want)
		}
	}
	f(TypeSMS, 1<<evPreReward|1<<evPreUrgency, 0, 95, vocabularyCap)
	f(TypeEmail, 1<<evAskClick|1<<evPreThreat, 0, 80, vocabularyCap)               // a click is not an ask of value
	f(TypeEmail, 1<<evAskCard|1<<evPreThreat, 0, 95, 95)                           // an e-mail can be answered
	f(TypeEmail, 1<<evAskPayment|1<<evPreThreat, 0, 95, vocabularyCap)             // a payment needs more than a reply
	f(TypeSMS, 1<<evAskTransfer|1<<evPreNewNumber|1<<evPreRelationship, 0, 95, 95) // a person's ask: answered to them
	// A relative's ask from the number they always wrote from: the reader can call
	// them back (relativeAsksOnly).
	f(TypeSMS, 1<<evAskTransfer|1<<evPreRelationship|1<<evPreUrgency, 0, 95, vocabularyCap)
	// A transfer asked in a notice goes to the account the reader already pays,
	// unless the text writes one out.
	f(TypeSMS, 1<<evAskTransfer|1<<evPreUrgency, 0, 95, vocabularyCap)
	text = "Pay the balance today to IBAN DE89 3704 0044 0532 0130 00 or the order is cancelled."
	f(TypeSMS, 1<<evAskTransfer|1<<evPreUrgency, 0, 95, 95)
	text = "Deposita hoy a la tarjeta 4152 3138 2291 0746."
	f(TypeSMS, 1<<evAskTransfer|1<<evPreUrgency, 0, 95, 95)
	text = ""
	// A charity's appeal for a donation is every charity's mailing; asked in
	// crypto, or to an account written out, it is evidence.
	f(TypeEmail, 1<<evAskTransfer|1<<evPreCharity, 0, 95, vocabularyCap)
	f(TypeEmail, 1<<evAskCrypto|1<<evPreCharity, 0, 95, 95)
	text = "Wire your gift to IBAN GB33 BUKB 2020 1555 5555 55 today."
	f(TypeEmail, 1<<evAskTransfer|1<<evPreCharity, 0, 95, 95)
	text = ""
	// An ask under pressure with no way to hand anything over (no link, number,
	// account or reply) is no scam (layerEvidence settles it: TestNoWayToPayNoScam);
	// card details can be sent back by a reply.
	f(TypeSMS, 1<<evAskCard|1<<evPreThreat, 0, 95, 95)
	f(TypeSMS, 1<<evAskPayment|1<<evPreThreat, 0, 95, vocabularyCap)
	f(TypeSMS, 1<<evPreDelivery, 85, 90, 90) // a dangerous link
	f(TypeSMS, 0, 40, 60, 60)                // below the cap: unchanged
	f(TypeURL, 0, 0, 95, 95)                 // not a text
	// A charity's appeal with a link to give on is no scam by itself, though the
	// link is a way to give (collects).
	var res Result
	res.Reset()
	res.Type = TypeEmail
	res.s.t.ev.kinds = 1<<evAskTransfer | 1<<evPreCharity
	res.s.u.urls = append(res.s.u.urls, URL{Host: []byte("www.msf.fr"), Registrable: []byte("msf.fr")})
	if !collects(&res) || capText(&res, 95) != vocabularyCap {
		t.Errorf("charity appeal with a link: collects %v, capText %d; want true, %d", collects(&res), capText(&res, 95), vocabularyCap)
	}
	// A text a genuine pattern settled stays safe, unless a link is dangerous.
	settled = true
	f(TypeSMS, 1<<evPreRelationship|1<<evAskTransfer, 0, 45, settledCap)
	f(TypeSMS, 1<<evPreDelivery, 85, 90, 90)
}

// TestEveryFeatureHasLabel: deep_ai's reason names the features that drove it, so
// every feature after the kinds has a label in English and French, never its
// identifier.
func TestEveryFeatureHasLabel(t *testing.T) {
	for i := int(numEvKinds); i < int(numEvFeatures); i++ {
		l, ok := evFeatureLabels[i]
		if !ok || l[0] == "" || l[1] == "" {
			t.Errorf("evidence feature %s has no English and French label", evFeatureNames[i])
		}
	}
}

// TestLinkOrNumberContradictsBrand: a message that names a brand and links to an
// imitation of that brand's address is a scam, whatever its genuine markers say;
// the same message on the brand's own domain is safe. A brand asking to be called
// on a mobile number of another country than its message's language is suspect;
// on a line of its own country it is not.
func TestLinkOrNumberContradictsBrand(t *testing.T) {
	e := newFuzzEngine(t)
	var res Result
	f := func(text string, want Verdict) {
		t.Helper()
		e.Analyze(&Request{Content: []byte(text), Type: TypeSMS, Now: fuzzNow}, &res)
		if res.Verdict != want {
			t.Errorf("%q: got %s (score %d); want %s", text, res.Verdict, res.Score, want)
		}
	}
	f("587540 es tu código de Bankinter. No lo compartas. Si no lo has solicitado, cancela la solicitud en http://banklnter.com", VerdictScam)
	f("587540 es tu código de Bankinter. No lo compartas. Si no lo has solicitado, entra en https://www.bankinter.com", VerdictSafe)
	f("PayPal: a new device logged in. Not you? Secure your account at paypa1-support.com", VerdictScam)
	f("Unicaja: 020978 es tu código de acceso. ¿Cuenta en riesgo? Llama al +86 137 9660 3872.", VerdictSuspect)
	f("Unicaja: para cualquier duda sobre tu tarjeta llama al 901 246 246.", VerdictSafe)
	// A bare TLD swap is what a brand's own other domains look like: it imitates
	// only when the link is a threat on its own.
	f("GitHub: your monthly Copilot roundup is out. Read it on https://github.blog/changelog/", VerdictSafe)
	f("GitHub: your account will be suspended, verify now at https://github.top/login", VerdictScam)
}

// TestThreatLinkAskedToOpen: a text asking to open a link that the phishing layer
// sees as a threat on its own, because it uses a brand's name off the brand's
// domains or is a bare public address, is suspect in the semantic layer whatever
// its wording; a link to an ordinary site, a home router's address or a bare TLD
// swap below the threat are not.
func TestThreatLinkAskedToOpen(t *testing.T) {
	f := func(typ ContentType, text string, want bool) { t.Helper(); checkSemanticFloor(t, typ, text, want) }
	f(TypeEmail, "Subject: Aisha shared \"Q3 Invoice.pdf\" with you\n\nAisha Hughes has shared a file with you.\n\nOpen: https://outlook-service.site/7a9ro", true)
	f(TypeEmail, "Subject: Aisha shared \"Q3 Invoice.pdf\" with you\n\nAisha Hughes has shared a file with you.\n\nOpen: https://www.dropbox.com/s/7a9ro/q3.pdf", false)
	f(TypeSMS, "Your photos are ready, click here to view them: http://218.5.77.248/album", true)
	f(TypeSMS, "To change the wifi password, open http://192.168.1.1 and click Wireless.", false)
	f(TypeEmail, "Subject: news\n\nToday's links: click http://www.uber.nu/2002/10/03 for the story.", false)
	// A threat by the rules alone (dynamic DNS, a port): the evidence model's call.
	f(TypeEmail, "Subject: pics\n\nThe photos from the meetup: click http://pudge.servebeer.com:8080/pics/", false)
}

// TestStrangerOpeners: the first message of a wrong-number, dating or
// business-compromise scam asks for nothing yet; its opener is the evidence.
func TestStrangerOpeners(t *testing.T) {
	e := newFuzzEngine(t)
	var res Result
	f := func(typ ContentType, text string) {
		t.Helper()
		e.Analyze(&Request{Content: []byte(text), Type: typ, Now: fuzzNow}, &res)
		if res.Verdict == VerdictSafe {
			t.Errorf("%q: got safe (score %d); want flagged", text, res.Score)
		}
	}
	f(TypeSMS, "Hola, ¿eres Marta? Me dio tu número una amiga.")
	f(TypeSMS, "Entschuldigung, wer ist da? Deine Nummer ist bei mir als Lisa gespeichert.")
	f(TypeSMS, "Coucou, c'est bien Julie ? On s'est rencontrés au salon la semaine dernière.")
	f(TypeSMS, "Hallo, ist das noch die Nummer von Frau Keller? Ich wollte wegen der Wohnungsbesichtigung am Samstag nachfragen")
	f(TypeSMS, "Hola, ¿es usted el Sr. Ramírez? Soy Elena, de la clínica. Le escribo para confirmar la revisión de mañana a las 10")
	f(TypeSMS, "Hi, is this still the number for Mrs Patel? I wanted to ask about the flat viewing on Saturday.")
	f(TypeSMS, "Bonjour, c'est toujours le numéro de Mme Lambert ? C'était pour la visite de l'appartement samedi.")
	// An opener asks for nothing yet: suspect, never a scam by itself.
	for _, text := range []string{
		"Bonjour, c'est bien Julie ? On s'est rencontrés au salon la semaine dernière.",
		"Coucou maman, c'est moi, j'ai cassé mon téléphone. C'est mon nouveau numéro, tu peux m'écrire sur WhatsApp ?",
		"Hello, sorry to bother you, is this David? My assistant gave me this number.",
	} {
		e.Analyze(&Request{Content: []byte(text), Type: TypeSMS, Now: fuzzNow}, &res)
		if res.Verdict == VerdictScam {
			t.Errorf("%q: got scam (score %d); an opener alone is at most suspect", text, res.Score)
		}
	}
	f(TypeEmail, "From: \"Laura Grant\" <laura.grant.ceo@gmail.com>\nReply-To: l.grant.office@outlook.com\nSubject: Payroll update\n\nHello, I changed banks and would like my salary paid into my new account from this month. Can you update it before the payroll run? Thanks, Laura")
}

// TestCodeAndAdviserCopies: a one-time code that names its bank and links off the
// bank's domains, and a bank's call announced under pressure, are suspect in the
// semantic layer whatever their wording; the real code, linking nowhere or to the
// bank's site, and a friend's "I will call you later" are not.
func TestCodeAndAdviserCopies(t *testing.T) {
	f := func(text string, want bool) { t.Helper(); checkSemanticFloor(t, TypeSMS, text, want) }
	f("157026 est votre code Caisse d'Epargne. Ne le partagez pas. Si vous n'avez rien demandé, annulez la demande sur ow.ly/x7Kq2", true)
	f("157026 est votre code Caisse d'Epargne. Ne le partagez pas.", false)
	f("comdirect: Um die betrügerische Überweisung über 701,45 EUR zu stoppen, warten Sie auf unseren Anruf. Sprechen Sie mit niemandem darüber.", true)
	f("I will call you later, I don't have network.", false)
}

// TestFamilyLoan: a relative asking for a small loan from the number the reader
// knows is family life; the same ask after a new number, or with urgency, or
// with a link, is the family-emergency scam.
func TestFamilyLoan(t *testing.T) {
	e := newFuzzEngine(t)
	f := func(text string, wantFlagged bool) { t.Helper(); checkFlagged(t, e, TypeSMS, text, wantFlagged) }
	f("Mum can you lend me £50 till Friday? Got paid late this month, I'll give it back on Saturday", false)
	f("Mamá me puedes prestar 50€ hasta el viernes? Me pagan el lunes y te lo devuelvo, porfa", false)
	f("Mum it's me, this is my new number. Can you lend me £950 today? I'll pay you back tomorrow", true)
	f("Papá, número nuevo. ¿Puedes hacer una transferencia de 1.391,56 € a un amigo? Te lo devuelvo mañana", true)
	f("Mama, ich brauche dringend 900 Euro, kannst du mir das sofort leihen? Überweise es hier: bit.ly/3xKq", true)
	// The police on the road and "don't tell mum": the grandparent scam, no loan
	// (a card to pay into alone is how relatives pay each other).
	f("Tía soy yo, tuve un problema con una patrulla en la carretera y me quieren llevar, necesito que me deposites $5,000 en OXXO a esta tarjeta 4152 3138 2271 9904. Porfa no le digas a mi mamá, luego te explico", true)
	f("Tía soy yo, ¿me puedes prestar 500 pesos hasta el viernes? Te los devuelvo en cuanto me paguen", false)
	f("Tía, ¿me puedes prestar 500 pesos? Pásamelos a mi tarjeta 4152 3138 2271 9904 y te los devuelvo el viernes", false)
}

// checkSemanticFloor analyses text and checks whether the semantic layer scores it
// at the openers' suspect floor or above (want) or below.
func checkSemanticFloor(t *testing.T, typ ContentType, text string, want bool) {
	t.Helper()
	var res Result
	newFuzzEngine(t).Analyze(&Request{Content: []byte(text), Type: typ, Now: fuzzNow}, &res)
	if l := &res.Layers[LayerSemantic]; (l.RiskScore >= openerRisk) != want {
		t.Errorf("%q: semantic %d (%s); want >= %d: %v", text, l.RiskScore, l.Details, openerRisk, want)
	}
}

// TestOfficialOnly: a notice whose only way to act is the site of the brand it
// names stays safe, whatever it asks (a customs fee, a sign-in); the same text
// with a link elsewhere, a number to call or a reply asked is flagged.
func TestOfficialOnly(t *testing.T) {
	e := newFuzzEngine(t)
	f := flagger(t, e)
	es := "Subject: Envío retenido en aduanas\nSu envío procedente de China está retenido en la aduana. Para continuar con la entrega debe abonar 8,47 € de IVA. " +
		"Puede realizar el pago en la web de Correos: %s. Si no se recibe el pago en el plazo indicado, el envío será devuelto al remitente.\nCorreos"
	f(TypeEmail, strings.Replace(es, "%s", "https://www.correos.es", 1), false)
	f(TypeEmail, strings.Replace(es, "%s", "https://correos-aduanas.com/pago", 1), true)
	en := "DHL: your parcel 1234567890 is held at customs. Import duty of £18.42 is payable before delivery, pay within 7 days at %s"
	f(TypeSMS, strings.Replace(en, "%s", "https://del.dhl.com/", 1), false)
	f(TypeSMS, strings.Replace(en, "%s", "https://dhl-customs-fee.top/pay", 1), true)
	f(TypeSMS, strings.Replace(en, "%s", "https://del.dhl.com/ or call 07700 123456 with your card details", 1), true)
	fr := "La Poste : votre colis est bloqué en douane. Réglez 4,90 € de frais sous 48h sur %s, sinon il sera retourné."
	f(TypeSMS, strings.Replace(fr, "%s", "https://www.laposte.fr/douane", 1), false)
	f(TypeSMS, strings.Replace(fr, "%s", "laposte-douane-frais.info", 1), true)
	de := "Sparkasse: Ihr Online-Banking wurde gesperrt. Bitte melden Sie sich innerhalb von 24 Stunden unter %s an, um es zu entsperren."
	f(TypeSMS, strings.Replace(de, "%s", "https://www.sparkasse.de", 1), false)
	f(TypeSMS, strings.Replace(de, "%s", "https://sparkasse-entsperren.com/login", 1), true)
	// A streaming service's site carries only its own pages.
	nf := "From: Netflix <info@account.netflix.com>\nSubject: Your account is on hold\n\nWe're having some trouble with your current billing information. " +
		"Please update your payment details to avoid losing access: %s\n\n-The Netflix team"
	f(TypeEmail, strings.Replace(nf, "%s", "https://www.netflix.com/YourAccount", 1), false)
	f(TypeEmail, strings.Replace(nf, "%s", "https://netflix-billing-update.com/account", 1), true)
	for _, c := range []struct {
		link string
		want bool
	}{{"https://www.netflix.com/YourAccount", true}, {"https://netflix-billing-update.com/account", false}} {
		var res Result
		e.Analyze(&Request{Content: []byte(strings.Replace(nf, "%s", c.link, 1)), Type: TypeEmail, Now: fuzzNow}, &res)
		if got := e.officialOnly(&res, &res.s.t); got != c.want {
			t.Errorf("Netflix notice linking to %s: officialOnly %v; want %v", c.link, got, c.want)
		}
	}
	// A brand named by an everyday word (Chase) with a link to its own site; a
	// brand's domain written as its name ("Booking.com") is no link to its site.
	f(TypeEmail, "Your statement is ready\n\nYour Chase Sapphire Preferred statement for the account ending in 3391 is now available online.\n\nStatement balance: $2,947.55\nMinimum payment due: $40.00\nPayment due date: 12/11/2026\n\nPay on time to avoid a late fee of up to $40 and a Penalty APR. To view your statement, sign in at chase.com or the Chase Mobile app and go to Statements & documents.\n\nSecurely access your accounts at chase.com. Please don't reply to this automated message.\n\nThis service email was sent to you because you're enrolled in paperless statements. JPMorgan Chase Bank, N.A. Member FDIC. © 2026 JPMorgan Chase & Co.", false)
	f(TypeEmail, "Hallo, vielen Dank für Ihre Anfrage für unsere Ferienwohnung auf Mallorca. Da Booking.com gerade technische Probleme hat, bitten wir Sie, die Anzahlung von 700 € direkt auf unser Konto IBAN LT45 3250 0112 2334 4556 zu überweisen. Die Buchungsbestätigung erhalten Sie danach. Es gibt weitere Interessenten.", true)
	// A platform's domain carries its users' pages: a group invitation is the
	// stranger's voice, not WhatsApp's.
	f(TypeSMS, "Mit unserer KI-Trading-Strategie haben Mitglieder im Februar 27 % Gewinn gemacht. Treten Sie unserer kostenlosen WhatsApp-Gruppe bei: chat.whatsapp.com/Gq7LmP2tXk9RbN4wZs", true)
}

// TestInvestmentGroupInvite: returns promised to whoever joins a chat group, by its
// link or by being added, are suspect however mild the wording; a club's group, a
// friend added to a group, or an investment notice that invites to no group, is
// not.
func TestInvestmentGroupInvite(t *testing.T) {
	e := newFuzzEngine(t)
	for text, want := range map[string]bool{
		"Willkommen in der Aktien-Community! Kostenlose Aktien-Tipps mit bis zu 300% Gewinnpotenzial. Jetzt der WhatsApp-Gruppe beitreten: chat.whatsapp.com/H8sK2pLq4Tz":  true,
		"Free stock tips with up to 300% profit potential every week. Join our Telegram group: https://t.me/+Xk3v9QpLm2":                                                   true,
		"Conseils boursiers gratuits, potentiel de gain jusqu'à 300 %. Rejoignez le groupe : chat.whatsapp.com/Lq8Zt4Rw2Pm":                                                true,
		"Buenos días, soy asistente del profesor Ramírez. Este mes compartimos en nuestro grupo 5 valores con subidas de más del 20%. La entrada es gratuita, ¿le agrego?": true,
		"Hi, our members got in on NVTR at 0.84 last week, it closed at 1.31 yesterday. Next pick is shared Monday in our private group: t.me/+aXr9Klm2":                   true,
		"Hola a todos, el sábado entrenamos a las 10. Uníos al grupo del club: chat.whatsapp.com/K2mZq8Lw3Rt":                                                              false,
		"Hola Marta, te agrego al grupo de la cena de antiguos alumnos, ¿vale?":                                                                                            false,
		"Your quarterly portfolio statement is ready. View it in the app or at https://www.vanguard.co.uk":                                                                 false,
	} {
		checkFlagged(t, e, TypeSMS, text, want)
	}
}

// checkFlagged analyses text and checks whether its verdict is suspect or scam
// (wantFlagged) or safe.
// flagger returns checkFlagged bound to t and e, for tables of texts.
func flagger(t *testing.T, e *Engine) func(typ ContentType, text string, wantFlagged bool) {
	return func(typ ContentType, text string, wantFlagged bool) {
		t.Helper()
		checkFlagged(t, e, typ, text, wantFlagged)
	}
}

func checkFlagged(t *testing.T, e *Engine, typ ContentType, text string, wantFlagged bool) {
	t.Helper()
	var res Result
	e.Analyze(&Request{Content: []byte(text), Type: typ, Now: fuzzNow}, &res)
	if got := res.Verdict != VerdictSafe; got != wantFlagged {
		t.Errorf("%q: got %s (score %d; semantic %s); want flagged %v", text, res.Verdict, res.Score,
			res.Layers[LayerSemantic].Details, wantFlagged)
	}
}

// TestPremiumCharges checks the paid-service evidence in each of the four
// languages: a subscription or a call charged by the message or the minute and
// sold with a lure is flagged; a carrier's roaming tariff, which quotes prices per
// minute and per text too but gives no number to text or call, asks nothing and is
// safe.
func TestPremiumCharges(t *testing.T) {
	e := newFuzzEngine(t)
	f := func(text string, scam bool) {
		t.Helper()
		checkFlagged(t, e, TypeSMS, text, scam)
		var res Result
		e.prepare(&Request{Content: []byte(text), Type: TypeSMS}, &res)
		if got := e.text.prepareText(&res).ev.has(evAskPremium); got != scam {
			t.Errorf("%q: paid-service evidence %v; want %v (a price is an ask only with a number to text or call)", text, got, scam)
		}
	}
	f("Your weekly love test results are ready! To get them txt LOVE to 82277, 150p/msg, 3 msgs per week. 16+", true)
	f("Vous avez un message vocal en attente. Pour l'écouter, appelez le 08 99 23 45 67 (2,99 €/min).", true)
	f("Has ganado un vale de 300 €. Para canjearlo llama al 806 512 334, 1,21 € por minuto.", true)
	f("Jemand hat dir eine Liebesbotschaft geschickt! Lies sie: sende HERZ an 81234, 1,99 € pro SMS.", true)
	f("Three: welcome to Greece! Calls back to the UK are 20p/min and texts 8p each; data is £2 a day. Have a great trip.", false)
	f("Bouygues Telecom : bienvenue en Espagne ! Vos appels vers la France : 0,00 €/min, SMS et internet inclus dans votre forfait.", false)
	f("Orange: bienvenido a Portugal. Tus llamadas a España cuestan 0,00 €/min según tu tarifa.", false)
	f("congstar: Willkommen in Italien! Anrufe nach Deutschland kosten 0,00 €/Min laut Ihrem Tarif.", false)
}

// TestCallerNumberIsNoCallTarget: a number the text gives as a caller's ("a
// voicemail from 0176 ...", "appel manqué du 06 ...") is not a number it asks to
// call; a number given to call is one, in each language.
func TestCallerNumberIsNoCallTarget(t *testing.T) {
	e := newFuzzEngine(t)
	var res Result
	f := func(text string, want bool) {
		t.Helper()
		e.Analyze(&Request{Content: []byte(text), Type: TypeSMS, Now: fuzzNow}, &res)
		if got := res.s.t.evX[efCallPhone] == 1; got != want {
			t.Errorf("%q: call&phone %v; want %v", text, got, want)
		}
	}
	f("Telekom: Sie haben 1 neue Sprachnachricht von 0176 99385145. Zum Abhören rufen Sie die 3311 an.", false)
	f("EE: You have 1 new voicemail from 07700 900123. Call 123 to listen.", false)
	f("Orange : vous avez 1 nouveau message vocal du 06 12 34 56 78. Appelez le 888 pour l'écouter.", false)
	f("Movistar: tiene 1 mensaje nuevo en su buzón de voz de 630145005. Llame al 242 para escucharlo.", false)
	f("Ihr Konto ist gesperrt. Rufen Sie uns unter 0176 99385145 an.", true)
	f("Your account is locked. Call us on 07700 900123 now.", true)
	f("Votre compte est bloqué. Appelez le 06 12 34 56 78.", true)
	f("Su cuenta está bloqueada. Llame al 630 145 005.", true)
}

// TestCollects: whether a text gives a stranger a way to take what it asks for. An
// ask whose links are all the government's or the brand's own, with an
// organisation's line beside them, collects nothing a stranger gets; a mobile or an
// unknown domain beside the same words does. A transfer asked in a notice with no
// account written out goes where the reader already pays; a relative's, or one to
// an IBAN, is collected.
func TestCollects(t *testing.T) {
	e := newFuzzEngine(t)
	var res Result
	for _, c := range []struct {
		text string
		want bool
	}{
		{"Bristol City Council: your council tax instalment of £57.98 is overdue. Please pay by 28/01 to avoid a summons. Pay online at bristol.gov.uk or call 0117 922 2900.", false},
		{"Bristol City Council: your council tax instalment of £57.98 is overdue. Please pay by 28/01 to avoid a summons. Pay online at bristol.gov.uk or call 07911 123456.", true},
		{"Bristol City Council: your council tax instalment of £57.98 is overdue. Please pay by 28/01 to avoid a summons. Pay online at bristol-counciltax.com or call 0117 922 2900.", true},
		{"Virgin Media: final reminder. Your account is £74.99 in arrears. Please pay by 17/02 to avoid a late fee: log in at virginmedia.com or call 0345 454 1111.", false},
		{"E.ON: Ihr Abschlag über 98,00 € konnte nicht eingezogen werden. Bitte überweisen Sie den Betrag bis 20.06., um Mahngebühren zu vermeiden.", false},
		{"Ihr Abschlag über 98,00 € ist offen. Bitte überweisen Sie den Betrag bis 20.06. auf DE89 3704 0044 0532 0130 00, um Mahngebühren zu vermeiden.", true},
		{"Mama, kannst du mir heute noch 400 € überweisen? Es ist dringend.", true},
		// The account promised for the next message collects as one written out.
		{"¿Me transferís 85 mil al alias que te paso? Mañana temprano te lo devuelvo.", true},
		{"¿Me transferís 85 mil? Mañana temprano te lo devuelvo.", false},
		// A wallet written out is somewhere to send money; a transaction hash is not.
		{"Please settle the release fee of 350 € by Friday: bc1q8v7kz3xq5tln2wq0h6y4f9cj3r8m2dd5xe7apk", true},
		{"Please settle the release fee of 350 € by Friday: 0x52908400098527886E0F7030069857D2E4169EE7", true},
		{"Your withdrawal is on hold. To release it, complete verification by depositing 0.15 ETH to the wallet below.\nWallet: 0x7a3F9c21B08e44dE51f0a6C2b93D7e10f4a8b2C6", true},
		// An unknown company's notice whose links are all on the site its name
		// spells leads where the reader already goes; a name with more added does not.
		{"Aguas Andinas: su factura por $62.024 vence el 19/02. Evite la suspensión del servicio. Pague en aguasandinas.cl o en puntos de pago autorizados.", false},
		{"Aguas Andinas: su factura por $62.024 vence hoy. Evite la suspensión del servicio. Pague en aguasandinas-pago.com", true},
		// A government's page beside the company's own site is no one's but the government's.
		{"Aguas Andinas: su factura por $62.024 vence el 19/02. Pague en aguasandinas.cl. Subsidio de agua potable: www.chileatiende.gob.cl", false},
		{"Aguas Andinas: su factura por $62.024 vence hoy. Pague en aguasandinas-pago.com. Subsidio de agua potable: www.chileatiende.gob.cl", true},
		// A company's group prefix glued to its name is its domain; with a hyphen
		// and a bait word it is not.
		{"Vanti: Estimado cliente, su factura por $343.571 vence el 26/09. Evite la suspensión del servicio. Pague en grupovanti.com o en puntos de pago autorizados.", false},
		{"Vanti: Estimado cliente, su factura por $343.571 vence hoy. Evite la suspensión del servicio. Pague en grupo-vanti-pagos.com", true},
		{"IndiGo: 6E 2134 DEL-BLR on 21 Nov is cancelled. Choose an alternate flight or request a full refund at goindigo.in/plan-b.html", false},
		{"IndiGo: 6E 2134 DEL-BLR on 21 Nov is cancelled. Choose an alternate flight or request a full refund at goindigo-refunds.in/claim", true},
		// A person writing "I" or "my" is answered by a reply; a customer area
		// named "Mein ELSTER" is no person.
		{"Cielo, la aduana no suelta mi paquete si no pago 662 €. Te lo devuelvo en cuanto aterrice.", true},
		{"Ihr Bescheid liegt in Ihrem Postfach auf Mein ELSTER bereit. Bitte zahlen Sie den Betrag bis 20.06., um Säumniszuschläge zu vermeiden.", false},
		{"o2: Für Ihre Rechnung ist noch ein Betrag von 29,99 € offen. Bitte überweisen Sie bis 20.05., um eine Sperre zu vermeiden. Details in der Mein o2 App.", false},
		{"Orange : votre facture de 42,99 EUR est impayée. Pour éviter une suspension, réglez-la depuis l'app Orange et moi.", false},
		{"Orange : votre facture de 42,99 EUR est impayée. Pour éviter une suspension, envoie-moi le paiement aujourd'hui.", true},
		{"I need you to pay the £85 deposit today or I give the room to someone else.", true},
		{"My phone died, the landlord wants the £85 deposit paid today or the room goes to someone else.", true},
		{"Su factura del mes de marzo vence el 10/04. Evite recargos: pague en su área de cliente.", false},
		// An organisation's line given for questions is its contact; asked to be
		// called, or a mobile, it reaches whoever wrote.
		{"Der fällige Betrag von 76,63 € ist nicht eingegangen. Bitte zahlen Sie innerhalb einer Woche, sonst fällt eine Mahngebühr an. Fragen beantworten wir unter 0711 216-10470.", false},
		{"Your Norton subscription was renewed for $399 today. To cancel and get a refund, call 0117 922 2900 now.", true},
		{"Der fällige Betrag von 76,63 € ist nicht eingegangen. Bitte zahlen Sie innerhalb einer Woche, sonst fällt eine Mahngebühr an. Fragen unter 0176 12345678.", true},
		// A number no range holds reaches no one.
		{"Birmingham City Council: your council tax instalment of £36.82 is overdue. Please pay by 4 July to avoid a summons. Pay online at birmingham.gov.uk or call 0121 993 9233.", false},
	} {
		e.Analyze(&Request{Content: []byte(c.text), Type: TypeSMS, Now: fuzzNow}, &res)
		if got := collects(&res); got != c.want {
			t.Errorf("%q: collects = %v; want %v (evidence %s)", c.text, got, c.want, kindList(res.s.t.ev.kinds))
		}
	}
	// A number no range holds may be a line of a country whose plan it was not
	// read in (a Nigerian mobile read as British): it makes no scam verdict, and
	// settles nothing safe either.
	for _, text := range []string{
		"Birmingham City Council: your council tax instalment of £36.82 is overdue. Please pay by 4 July to avoid a summons. Pay online at birmingham.gov.uk or call 0121 993 9233.",
		"DUE TO THE CENTRAL BANK DIRECTIVE ON BVN UPDATE, YOUR ATM CARD HAS BEEN DE-ACTIVATED. TO RE-ACTIVATE CALL CUSTOMER CARE ON 08125000070",
	} {
		e.Analyze(&Request{Content: []byte(text), Type: TypeSMS, Now: fuzzNow}, &res)
		if !collectsWith(&res, true) || res.s.t.settled || res.Verdict == VerdictScam {
			t.Errorf("%q: collects with unknown lines %v, settled %v, verdict %s; want true, false, not scam",
				text, collectsWith(&res, true), res.s.t.settled, res.Verdict)
		}
	}
	// By the asks alone, with no link, number or account: a paid text's charge,
	// card details or personal data sent back by any reply, credentials or a prize
	// claim by an e-mail's; a payment by neither.
	for _, c := range []struct {
		typ   ContentType
		kinds uint64
		want  bool
	}{
		{TypeSMS, 1<<evAskPremium | 1<<evPreReward, true},
		{TypeSMS, 1<<evAskPersonal | 1<<evPreUrgency, true},
		{TypeSMS, 1<<evAskCredentials | 1<<evPreThreat, false},
		{TypeEmail, 1<<evAskCredentials | 1<<evPreThreat, true},
		{TypeEmail, 1<<evAskPayment | 1<<evPreReward, true},
		{TypeEmail, 1<<evAskPayment | 1<<evPreThreat, false},
	} {
		res.Reset()
		res.Type = c.typ
		res.s.t.ev.kinds = c.kinds
		if got := collects(&res); got != c.want {
			t.Errorf("%s with %s: collects = %v; want %v", c.typ, kindList(c.kinds), got, c.want)
		}
	}
}

// TestUnservedLanguages: a text in Italian, Portuguese or Dutch is read for its
// links, numbers and sender alone: the wording layers, which know the four served
// languages, do not run, so a genuine notice is not flagged for its wording, a
// national number is read in the language's country, and a link that joins a
// brand to a bait word of that language still makes a scam suspect. A text in a
// served language keeps every layer.
func TestUnservedLanguages(t *testing.T) {
	e := newFuzzEngine(t)
	for _, c := range []struct {
		text    string
		lang    textLang
		flagged bool
	}{
		{"Hoi allemaal! Hier het Tikkie voor het cadeau van Lisa (€8 p.p.): https://tikkie.me/pay/Familie/8f2k3m9x Graag voor vrijdag", langNL, false},
		{"Rabobank: Er is een nieuw apparaat gekoppeld aan uw Rabo App. Heeft u dit niet zelf gedaan? Bel dan direct 088 722 6767.", langNL, false},
		{"Belastingdienst: U heeft recht op een teruggave van €412,80. Vraag uw teruggave aan voor 31 maart via https://belastingdienst-teruggave.online", langNL, true},
		{"Ciao! Grazie per il tuo ordine, questa è la conferma della spedizione. Anche il secondo pacco arriva domani.", langIT, false},
		{"Olá! Obrigado pela sua compra, você tem uma entrega agendada para amanhã. Isso não requer nenhuma ação.", langPT, false},
		{"Your parcel could not be delivered. Pay the redelivery fee now: https://royalmail-redelivery-fee.com", langEN, true},
		// More languages read for their links and numbers alone, each number in its
		// country: a Stockholm line is no French premium-rate one.
		{"Påminnelse: Du har en tid på Vårdcentralen Kungsholmen 12 mars kl 14:20 hos distriktssköterska. Av- och omboka via 1177 eller ring 08-123 456 00.", langSV, false},
		{"PostNord: Ditt paket kunde inte levereras på grund av ofullständig adress. Betala 19 kr i omleveransavgift inom 24 timmar: https://postnord-se.leverans-info.com", langSV, true},
		{"FAN Courier: Coletul cu AWB 2345671890 de la eMAG va fi livrat azi intre 12:00-16:00. Curier: Andrei, tel. 0722123456. Urmarire: https://www.fancourier.ro/awb-tracking/", langRO, false},
		{"Yurtiçi Kargo: Gönderiniz adres bilgisi eksik olduğu için dağıtıma çıkarılamadı. Adres güncelleme ücretini ödeyin: https://yurtici-kargo-teslimat.com/tr", langTR, true},
		// Formal Polish and Hungarian, whose letters open with their salutations.
		{"Szanowny Podatniku, po weryfikacji zeznania rocznego przysługuje Ci zwrot w kwocie 1 284,00 zł. Aby otrzymać środki, potwierdź dane karty w ciągu 48 godzin: https://podatki-gov-zwrot.pl-e-urzad.com", langPL, true},
		{"Tisztelt Ügyfelünk! Az Ön csomagja holnap érkezik. Kérjük, legyen otthon 9 és 17 óra között.", langHU, false},
		{"Påminnelse: Du har en tid hos Folktandvården Södermalm 14 mars kl 08:40. Av- eller ombokning senast 24 h innan på tel 08-123 484 00.", langSV, false},
	} {
		var res Result
		e.Analyze(&Request{Content: []byte(c.text), Type: TypeSMS, Now: fuzzNow}, &res)
		if res.s.t.lang != c.lang {
			t.Errorf("%.50q: language %v; want %v", c.text, res.s.t.lang, c.lang)
		}
		served := c.lang >= langEN && c.lang <= langES
		if ran := res.Layers[LayerFraud].Ran; ran != served {
			t.Errorf("%.50q: fraud layer ran %v; want %v", c.text, ran, served)
		}
		if got := res.Verdict != VerdictSafe; got != c.flagged {
			t.Errorf("%.50q: flagged %v (score %d); want %v", c.text, got, res.Score, c.flagged)
		}
		want := map[textLang]string{langNL: "+31", langSV: "+46", langRO: "+40"}[c.lang]
		for i := range res.s.u.phones {
			if p := res.s.u.phones[i].E164; want != "" && !strings.HasPrefix(string(p), want) {
				t.Errorf("%.50q: number read as %s; want one starting %s", c.text, p, want)
			}
		}
	}
}

// TestLaPosteIsNoJob: "La Poste" is the post office, not a job ("un poste"): a
// Colissimo customs notice from Colissimo's own domain, whose fee is paid on La
// Poste's site, is no stranger's ask and stays safe; the same notice from a
// look-alike domain linking elsewhere is a scam's.
func TestLaPosteIsNoJob(t *testing.T) {
	e := newFuzzEngine(t)
	const body = "\nSubject: Votre colis est soumis à des droits et taxes\n\nBonjour,\n\nVotre colis CB123456789US est soumis à des frais de dédouanement de 16,40 EUR.\n\nPour recevoir votre colis, réglez ces frais sur %s en saisissant votre numéro de colis. Sans paiement sous 21 jours, le colis sera retourné à l'expéditeur.\n\nColissimo, La Poste"
	checkFlagged(t, e, TypeEmail, "From: Colissimo <noreply@notif-colissimo-laposte.info>"+fmt.Sprintf(body, "laposte.fr/outils/suivre-vos-envois"), false)
	checkFlagged(t, e, TypeEmail, "From: Colissimo <noreply@colissimo-frais-douane.com>"+fmt.Sprintf(body, "https://colissimo-frais-douane.com/paiement"), true)
	var res Result
	e.Analyze(&Request{Content: []byte("Votre colis vous attend au bureau de La Poste le plus proche."), Type: TypeSMS}, &res)
	if res.s.t.ev.has(evPreJob) {
		t.Errorf("\"La Poste\" read as a job offer")
	}
}

// TestAskedLinkFloor: a text that asks for something of value under a pretext, beside
// a link the phishing layer finds suspect, scores at least what the link scores,
// however little its wording weighs; a text with a genuine marker is left to the mean.
func TestAskedLinkFloor(t *testing.T) {
	e := newFuzzEngine(t)
	var res Result
	// The link is a threat by the rules alone (a bare address), whatever the URL
	// model's weights.
	text := "From: Wien Energie <kundenservice@wienenergie-bonus.at>\nSubject: Ihr Energiekostenbonus wartet auf Sie\n\n" +
		"Sehr geehrte Kundin, sehr geehrter Kunde,\n\nSie haben Anspruch auf den Energiekostenbonus 2026 in Höhe von 200 €. " +
		"Die Gutschrift erfolgt nach Bestätigung Ihrer Bankdaten direkt auf Ihr Konto.\n\nJetzt Bonus beantragen: http://185.22.14.9/wienenergie/antrag"
	e.Analyze(&Request{Content: []byte(text), Type: TypeEmail, Now: fuzzNow}, &res)
	link := res.Layers[LayerPhishing].RiskScore
	if link < threatScore || res.Score < link || res.Verdict == VerdictSafe {
		t.Fatalf("bank details asked beside a suspect link (risk %d): got %s (score %d); want at least the link's", link, res.Verdict, res.Score)
	}
	if e.askedLinkFloor(&res) != link {
		t.Fatalf("askedLinkFloor = %d; want the link's risk %d", e.askedLinkFloor(&res), link)
	}
	// The sender's own domain made of a kit's words counts as such a link.
	qr := "From: IT Service Desk <servicedesk@mailbox-verify-update.com>\nTo: j.doe@example.org\nSubject: Password expiry notice\n\n" +
		"Hello,\n\nYour mailbox password expires today. To keep access, scan the QR code below with your phone and confirm your password. " +
		"Mailboxes not confirmed within 24 hours will be suspended.\n\n[QR code]\n\nIT Service Desk"
	e.Analyze(&Request{Content: []byte(qr), Type: TypeEmail, Now: fuzzNow}, &res)
	if r, _ := e.senderRisk(&res); r < 31 || res.Score < r {
		t.Fatalf("quishing mail from a bait-word domain (sender risk %d): got score %d; want at least the sender's risk", r, res.Score)
	}
	// The same ask with an opt-out line: the floor does not apply.
	e.Analyze(&Request{Content: []byte(text + "\n\nAbmelden: wienenergie-bonus.at/abmelden"), Type: TypeEmail, Now: fuzzNow}, &res)
	if res.s.t.ev.kinds&evGenuine == 0 || e.askedLinkFloor(&res) != 0 {
		t.Fatalf("with an opt-out line (genuine markers %b): askedLinkFloor = %d; want 0", res.s.t.ev.kinds&evGenuine, e.askedLinkFloor(&res))
	}
}

// TestDangerousAttachment: an e-mail that attaches, or names, a web page or a
// program sent as a document, or an invoice zipped, is suspect whatever its
// wording; another archive or a plain document is not evidence.
func TestDangerousAttachment(t *testing.T) {
	e := newFuzzEngine(t)
	var res Result
	mime := func(name string) string {
		return "From: Buchhaltung <rechnung@dienstleistungen-mueller24.de>\nSubject: Rechnung 2026-0347\nMIME-Version: 1.0\n" +
			"Content-Type: multipart/mixed; boundary=\"b1\"\n\n--b1\nContent-Type: text/plain; charset=utf-8\n\n" +
			"Guten Tag, anbei die Rechnung. Bitte um Ausgleich innerhalb von 7 Tagen.\n--b1\n" +
			"Content-Type: application/octet-stream; name=\"" + name + "\"\nContent-Disposition: attachment; filename=\"" + name + "\"\n\nx\n--b1--\n"
	}
	for text, want := range map[string]bool{
		mime("Rechnung_2026-0347.pdf.html"): true,
		mime("Rechnung_2026-0347.htm"):      true,
		mime("Rechnung_2026-0347.pdf"):      false,
		mime("Fotos_Sommerfest.zip"):        false,
		mime("Rechnung_2026-0347.zip"):      true,
		mime("Invoice-0347.rar"):            true,
		"From: Buchhaltung <rechnung@dienstleistungen-mueller24.de>\nSubject: Rechnung\n\nDie Rechnung finden Sie im Anhang.\n\nAnhang: Rechnung_2026-0347.pdf.html": true,
		"From: Buchhaltung <rechnung@dienstleistungen-mueller24.de>\nSubject: Rechnung\n\nDie Rechnung finden Sie im Anhang.\n\nAnhang: Rechnung_2026-0347.pdf":      false,
	} {
		e.Analyze(&Request{Content: []byte(text), Type: TypeEmail, Now: fuzzNow}, &res)
		if got := res.Layers[LayerSemantic].RiskScore >= openerRisk; got != want {
			t.Errorf("%.200q: semantic %d (%s); want >= %d: %v", text, res.Layers[LayerSemantic].RiskScore, res.Layers[LayerSemantic].Details, openerRisk, want)
		}
	}
}

// TestOrganisationAndBuyerAsks: a utility that threatens a cut-off and gives only a
// mobile to call, a buyer who never sees the item and asks for the seller's PayPal
// address, a job offered from a free mailbox that asks for identity papers: each
// is suspect, and the same message with a published line, a buyer who comes, or
// an employer's own domain is not.
func TestOrganisationAndBuyerAsks(t *testing.T) {
	f := flagger(t, newFuzzEngine(t))
	cut := "Stadtwerke: Ihr Kundenkonto weist einen Rückstand von 243,18 € auf. Die Stromsperre ist für morgen, 8:00 Uhr, angesetzt. " +
		"Um die Sperre abzuwenden, rufen Sie umgehend unsere Forderungsabteilung unter %s an."
	f(TypeSMS, strings.Replace(cut, "%s", "0157 3829 4410", 1), true)
	f(TypeSMS, strings.Replace(cut, "%s", "0221 178 4410", 1), false)
	f(TypeSMS, "Final notice: your electricity will be shut off today at 4pm for an unpaid balance of $312.40. Call our billing department now on +1 917 555 0148.", true)
	f(TypeSMS, "Hi it's Dave the electrician, I'm running late for the meter job, be there by 10. Call me on 07700 900123 if that's a problem.", false)
	f(TypeSMS, "Hi, is the dining table still available? I'd like to buy it for the asking price. I'm working away so I'll arrange a courier to collect, "+
		"and I'll pay via PayPal including the shipping agent's fee, they handle everything. Please send me your PayPal email.", true)
	f(TypeSMS, "Hi, is the bike still available? I can pay by PayPal, what's your paypal email? I can come and see it Saturday.", false)
	f(TypeSMS, "Hola! Me interesa la bici, te la compro por lo que pides. Yo pago por Wallapop Envíos y mi mensajero la recoge mañana. Te llegará un enlace para confirmar la venta y recibir el dinero, me pasas tu email?", true)
	// A buyer who never comes says the money is sent and points to the forged notice.
	f(TypeSMS, "Hola, me interesa tu sofá, pago el precio completo. Vivo fuera y enviaré un transportista de mi confianza a recogerlo. Ya te he pagado por PayPal, revisa tu correo", true)
	// The buyer whose son collects, who has "already paid" and sends the seller to
	// the platform's mail in the spam folder; the same buyer paying cash on pick-up.
	f(TypeSMS, "Bonjour, j'ai réservé votre vélo sur leboncoin, mon fils passera le récupérer. J'ai déjà réglé, vous avez dû recevoir un mail de leboncoin pour valider le paiement, regardez dans vos spams svp", true)
	f(TypeSMS, "Bonjour, j'ai réservé votre vélo sur leboncoin, mon fils passera le récupérer samedi vers 10h. Je paierai en espèces sur place, merci !", false)
	f(TypeSMS, "Hi is the bike still for sale? I'll pay full asking price, my courier will collect tomorrow. I've sent the payment through PayPal already, check your email for confirmation", true)
	f(TypeSMS, "Hi, I'm interested in your oak dining table on Marketplace. I'll pay full price plus courier pick-up. I've paid through the SafePay option, please check your email to confirm and receive the funds.", true)
	f(TypeSMS, "Hi, I've already paid you via PayPal for the lamp, check your email. I'll come and collect it at 6 tonight", false)
	job := "From: Service Recrutement <%s>\nSubject: Suite à votre candidature - Assistant(e) administratif(ve) en télétravail\n\nBonjour,\n" +
		"Suite à votre candidature sur Indeed, votre profil a été retenu pour un poste d'assistant(e) administratif(ve) en télétravail (1 450 € net/mois, 25h/semaine).\n" +
		"Merci de nous envoyer votre adresse postale et une copie de votre pièce d'identité.\nBienvenue dans l'équipe,\nMme Fabre, Ressources humaines"
	f(TypeEmail, strings.Replace(job, "%s", "recrutement.teletravail@outlook.fr", 1), true)
	f(TypeEmail, strings.Replace(job, "%s", "recrutement@groupe-fabre.fr", 1), false)
	// The fake cheque, in a hiring "confirmation" (an order's word) from a free mailbox.
	f(TypeEmail, "From: Service Recrutement <recrutement.lvmh.emploi@gmail.com>\nSubject: Confirmation de votre embauche – Assistante administrative en télétravail\nBonjour,\nSuite à notre échange sur Telegram, nous avons le plaisir de confirmer votre embauche. Vous allez recevoir un chèque de 2 300 € pour l'achat de votre matériel informatique. Après encaissement, merci de virer 1 900 € à notre fournisseur agréé qui vous livrera l'ordinateur.\nBienvenue dans l'équipe !", true)
	// The task scam's recruiter, on a mobile.
	f(TypeSMS, "Bonjour, ici Julie de l'agence Nova. Mission télétravail, 150 € par jour, quelques tâches simples sur votre téléphone. Si ça vous intéresse, rappelez-moi au 06 78 48 29 13 ou répondez OUI.", true)
	// A bank's "adviser" announced from a landline, asking for the code: still a scam's call.
	f(TypeSMS, "Banque Populaire : suite à une opération suspecte, un conseiller va vous appeler depuis le 01 46 09 49 49 pour sécuriser votre compte. Communiquez-lui le code reçu par SMS.", true)
	// A flat let unseen by a landlord abroad, deposit first, keys by post, in each
	// language; a landlord who shows the flat is no such let.
	f(TypeEmail, "From: Anna Whitfield <anna.whitfield1961@gmail.com>\nSubject: Re: 2-bed flat on Chorlton Road\n\nHi, thank you for your interest. The flat is still available for £850 pcm, bills included. I am currently working abroad in Dubai so I can't show it in person, but I will send you the keys through Airbnb once you pay the first month and deposit (£1,700) through their secure payment system. Let me know and I'll send the booking link.", true)
	f(TypeEmail, "From: Marie Lefort <marie.lefort75@gmail.com>\nSubject: Re: Appartement T2 Paris 11e\n\nBonjour,\nMerci pour votre intérêt. L'appartement est toujours disponible à 890 € charges comprises. Je suis actuellement en mission à Londres et ne peux pas faire de visite, mais je peux vous envoyer les clés via Airbnb après le paiement de la caution et du premier mois (1 780 €). Envoyez-moi vos coordonnées pour que je lance la réservation.", true)
	f(TypeEmail, "Subject: Re: Piso en alquiler calle Alcalá\n\nHola, gracias por su interés. El piso sigue disponible por 650 €/mes. Actualmente vivo en Londres por trabajo y no puedo enseñarlo en persona, pero lo gestiono a través de Airbnb: usted paga la fianza y el primer mes (1.300 €) y le envían las llaves. Si no le gusta, Airbnb le devuelve el dinero. Le paso el enlace de reserva cuando me confirme.\n\nUn saludo, Marta", true)
	f(TypeEmail, "Subject: Re: Ihre Anfrage zur 2-Zimmer-Wohnung in Berlin-Friedrichshain\n\nHallo, vielen Dank für Ihr Interesse. Die Wohnung ist noch frei, Warmmiete 690 €. Ich lebe derzeit beruflich in Spanien und kann sie leider nicht persönlich zeigen. Wenn Sie die Kaution von 1.380 € über Airbnb hinterlegen, schicke ich Ihnen die Schlüssel per Post. Falls sie Ihnen nicht gefällt, bekommen Sie alles zurück.\n\nViele Grüße\nClaudia Hartmann", true)
	f(TypeEmail, "Subject: Re: 2-bed flat on Chorlton Road\n\nHi, thanks for your interest. The flat is still available for £850 pcm. I can show it on Saturday at 11; if you like it, the deposit is five weeks' rent and I'll hand you the keys on the day you move in.\n\nBest, Anna", false)
	f(TypeEmail, "From: Anne Mitchell <anne.mitchell.rentals@gmail.com>\nSubject: Re: 2BR apartment on Maple Street\n\nHi,\n\nThank you for your interest in the apartment. It is still available. I am currently working abroad with a medical mission, so I can't show it in person, but I can send more photos.\n\nThe rent is $1,150/month, utilities included. To hold the apartment, I ask for the first month and the security deposit ($2,300 in total) via Zelle or wire. Once I receive it, I will mail you the keys and the lease by FedEx.\n\nPlease let me know soon, as several people have asked about it.\n\nBest regards,\nAnne", true)
	f(TypeEmail, "Hola, el piso sigue disponible. Estoy trabajando en Londres, por eso no puedo enseñártelo en persona. Para reservarlo necesito el primer mes y la fianza (1.500 €) por transferencia. Una vez recibido el pago, te envío las llaves y el contrato por mensajería.", true)
	// The owner out of town, the keys handed over by a doorman once paid, no account
	// yet (it comes in the next message); the owner who shows the flat is no such let.
	f(TypeSMS, "Buenas, sí el apartamento en Laureles está disponible. Estoy fuera de Medellín, pero si me consigna el primer mes y el depósito ($2.800.000) le mando el contrato y el portero le entrega las llaves", true)
	f(TypeSMS, "Buenas, sí el apartamento en Laureles está disponible. Se lo muestro el sábado a las 10; si le gusta, firmamos el contrato, paga el primer mes y el depósito y el portero le entrega las llaves", false)
	// An appeal for a disaster's victims paid in bitcoin or by PayPal between
	// friends; a charity's receipt for a card gift is not.
	f(TypeEmail, "Dear friend,\n\nThe recent earthquake has left thousands of families without shelter as winter arrives. Our volunteers are on the ground distributing blankets, food and heaters, but we need more support.\n\nA gift of $50 provides a family with a winter kit for a week. Because of banking restrictions in the region, we are currently only able to accept donations by Bitcoin or through PayPal Friends and Family to relief.aid.fund2026@gmail.com.\n\nEvery donation makes a difference. Thank you for your kindness.\n\nWith gratitude,\nGlobal Hope Relief Foundation", true)
	f(TypeSMS, "Inondations dans le Sud : des centaines de familles ont tout perdu. Aidez-les dès maintenant, envoyez votre don par PayPal entre proches à aide.sinistres@gmail.com. Merci pour eux.", true)
	// A loan granted whose fee is asked before the money comes: the advance fee,
	// with no way to pay written out (it comes next).
	f(TypeSMS, "Enhorabuena, su préstamo de 6.000€ ha sido aprobado. Para realizar el ingreso necesitamos que abone 149€ del seguro de impago. Una vez recibido tendrá el dinero en 24h", true)
	f(TypeSMS, "Assam flood relief: thousands of families have lost their homes. Donate any amount via UPI to assamrelief.jst@okaxis and get your 80G tax exemption receipt instantly. Jan Sahayata Trust", true)
	f(TypeEmail, "Thank you for your donation of £25 to our earthquake appeal, paid by card on 3 November. Your receipt number is BRC-448120. You can manage your Gift Aid declaration in your account.", false)
	// The bank's "adviser" who asks for the code about to arrive, in each language;
	// the bank's own code, to type in its app, is not asked of anyone.
	f(TypeSMS, "Hola, le escribe Marcos, gestor de seguridad de Banco Santander. Hemos bloqueado un intento de transferencia de 2.480€. Para anularlo necesito que me confirme el código que le va a llegar por SMS ahora.", true)
	f(TypeSMS, "Hallo, hier ist Markus vom Sicherheitsteam der Sparkasse. Wir haben eine Überweisung über 2.480 € blockiert. Um sie zu stornieren, müssen Sie mir den Code bestätigen, den Sie gleich per SMS erhalten.", true)
	f(TypeSMS, "Bonjour, ici Marc du service sécurité de la Société Générale. Pour annuler le virement suspect, j'ai besoin que vous me confirmiez le code que vous allez recevoir par SMS.", true)
	f(TypeSMS, "Hi, this is Mark from the Barclays fraud team. To stop the payment I need you to confirm the code you're about to receive by text.", true)
	f(TypeSMS, "Santander: para confirmar la operación introduce el código 482913 en la app. No lo compartas con nadie.", false)
	// A payment request passed off as the way to receive money (accepting it pays);
	// a friend's ordinary request to be paid is not.
	f(TypeSMS, "Te he enviado una solicitud de Bizum para que recibas el dinero de la mesa, acéptala en la app y ya te llega 👍", true)
	f(TypeSMS, "Hi, I've sent you a Venmo request so you can receive the money for the table, just accept it in the app", true)
	f(TypeSMS, "Je t'ai envoyé une demande Lydia pour recevoir l'argent de la table, accepte-la dans l'appli", true)
	f(TypeSMS, "Ich habe dir eine PayPal-Anfrage geschickt, um das Geld für den Tisch zu erhalten, nimm sie einfach an", true)
	f(TypeSMS, "Hola! Te he mandado una solicitud de Bizum de 20 € por la cena, cuando puedas me la aceptas 😊", false)
	f(TypeSMS, "Hi! I sent you a Venmo request for $25 for the concert tickets, pay when you can", false)
	// The chief executive's opener: is the reader there, from someone who cannot be
	// called; someone in a meeting till six, or who offers a call, is not.
	f(TypeSMS, "Hi, are you available? I need you to handle a quick task for me. I'm in a meeting and can't talk. - David", true)
	f(TypeSMS, "Bonjour, tu es dispo ? J'ai besoin que tu me rendes un petit service, je suis en réunion et je ne peux pas téléphoner. Philippe", true)
	f(TypeSMS, "Hola, ¿estás disponible? Necesito que me hagas un favor, estoy en una reunión y no puedo hablar. Carlos", true)
	f(TypeSMS, "Hallo, bist du gerade da? Ich brauche kurz einen Gefallen, bin in einer Besprechung und kann nicht telefonieren. Thomas", true)
	f(TypeEmail, "From: Michael Brennan <m.brennan.office@outlook.com>\nSubject: Are you at your desk?\n\nHi Jessica,\n\nAre you at your desk right now? I need you to take care of a task for me quickly and discreetly. I'm heading into a board meeting and can't take calls, so just reply here.\n\nThanks,\nMichael Brennan\nCEO", true)
	f(TypeSMS, "Can you do me a favour and pick up milk on the way home? I'm in a meeting till 6 x", false)
	f(TypeSMS, "Are you free for a call at 3? Quick task to go over the budget. I'm in a meeting until then.", false)
	// A charity's urgent appeal on its own site is its mailing, no scam.
	charity := func(text string, wantScam bool) {
		t.Helper()
		var res Result
		e := newFuzzEngine(t)
		e.Analyze(&Request{Content: []byte(text), Type: TypeSMS}, &res)
		if got := res.Verdict == VerdictScam; got != wantScam {
			t.Errorf("%.70q: verdict %v (score %d); want scam %v", text, res.Verdict, res.Score, wantScam)
		}
	}
	charity("Aktion Deutschland Hilft: Nach dem Erdbeben brauchen die Menschen dringend Hilfe. Bitte spenden Sie unter aktion-deutschland-hilft.de. Danke!", false)
	// Pets given or sold unseen, for a transport fee or a deposit and a courier;
	// a litter to meet and pay on collection is not.
	f(TypeSMS, "Our French Bulldog puppies are ready for their new homes, vaccinated and KC registered. A £350 deposit secures yours and we deliver by pet courier as we've recently moved to Scotland.", true)
	f(TypeSMS, "Bonjour, nous donnons nos chatons Maine Coon contre bons soins, il reste juste 250€ de frais de transport par transporteur animalier agréé.", true)
	f(TypeSMS, "Tenemos cachorros de Yorkshire vacunados y con pedigrí. Los regalamos a una buena familia, solo hay que pagar el transporte de 280€. Estamos en Portugal.", true)
	f(TypeSMS, "Wir haben süße Malteser Welpen abzugeben, geimpft und gechipt. Nur 300€ Transportgebühr, wir liefern nach ganz Deutschland.", true)
	f(TypeSMS, "Our Labrador had puppies! Come and meet them on Saturday, £800 each, paid when you collect. Mum and dad can be seen.", false)
	// Tickets paid only by PayPal between friends, or in Paysafecard.
	f(TypeSMS, "Got 2 Oasis tickets for Saturday but can't go anymore :( £120 each which is face value. PayPal friends & family only cos I don't want the fees.", true)
	f(TypeSMS, "Hey, hab noch 2 Tickets für Taylor Swift in München übrig, 150€ pro Stück. Zahlung nur per PayPal Freunde, schick dir die Tickets dann per Mail.", true)
	f(TypeSMS, "Salut, je revends 2 places pour PSG-OM au Parc, 150€ les deux. Paiement par Paysafecard ou virement, je t'envoie les billets en PDF dès réception.", true)
	// Instagram's own short domain; the "is this you in this photo?" lure behind a shortener.
	f(TypeSMS, "Tap to reset your Instagram password: https://ig.me/1Kx7PqZtR3mWvA2", false)
	f(TypeSMS, "omg is this you in this photo?? lol cutt.ly/photo-you", true)
	// A bank's "fraud department" announcing its call from the bank's own number,
	// which the scam displays; a cut-off paid on a look-alike of the utility's site.
	f(TypeSMS, "SANTANDER: Hemos retenido una transferencia de 1.480,00 EUR. Si no la reconoce, en unos minutos recibirá la llamada de nuestro dpto. de fraude desde el 915 123 123 para proteger su dinero.", true)
	f(TypeSMS, "Stadtwerke: Ihre Stromrechnung ist überfällig. Ohne Zahlung von 89,40 EUR erfolgt morgen die Stromsperre. Zahlung: stadtwerke-zahlung-online.de", true)
	f(TypeSMS, "Tengo las capturas de la videollamada de anoche. Si no me pagas 500€ en 24h se las mando a todos tus seguidores de Instagram y a tu familia. No es broma.", true)
	// German customs' duty asked on a look-alike of zoll.de.
	f(TypeSMS, "Zoll: Für Ihre Sendung LX482019DE fallen Einfuhrabgaben von 2,99 EUR an. Zahlung bis heute 23:59 Uhr, sonst Rücksendung: https://zoll-abgaben-online.com/zahlen", true)
	// A "register" invoicing an entry never ordered, to a foreign account; a real
	// supplier's invoice to the account the reader knows is not this.
	f(TypeEmail, "From: Buchhaltung <rechnung@firmenregister-deutschland-online.de>\nSubject: Rechnung Nr. 2026-88412 – Eintrag Branchenverzeichnis\n\nSehr geehrte Damen und Herren,\n\nfür die Eintragung Ihres Unternehmens in das Verzeichnis „Firmenregister Deutschland Online“ stellen wir Ihnen für das Jahr 2026 den Betrag von 498,00 € zzgl. MwSt. in Rechnung. Bitte überweisen Sie den Betrag innerhalb von 7 Tagen.\n\nIBAN: LT72 3250 0247 1563 9823\nVerwendungszweck: 2026-88412\n\nMit freundlichen Grüßen\nBuchhaltung", true)
	// A gas "inspector" who takes cash at the door, under threat of a cut-off; the
	// supplier's visit with nothing to pay.
	f(TypeSMS, "Aviso Naturgy: Revisión obligatoria de gas en su vivienda mañana por la mañana. El técnico cobrará 85€ en efectivo. Si no permite el acceso se procederá al corte del suministro.", true)
	f(TypeSMS, "Naturgy: le confirmamos la revisión de gas en su vivienda el martes entre las 9:00 y las 13:00. La revisión no tiene coste para usted.", false)
	// An admirer not met yet who works out of reach (an oil rig, a peacekeeping
	// mission, the UN), the romance scammer's persona, and a tipster's trading signals
	// offered to the reader (the pig-butchering pitch); a partner back on the rig who
	// is coming home, and an uncle who could show a friend a pension, are not.
	f(TypeSMS, "Good morning beautiful, I hope you slept well. I'm back on the rig now and the internet is very poor out here. I keep thinking about when I finally come to meet you in Bristol. Can I ask you something important later? It's hard for me to ask.", true)
	f(TypeSMS, "Bonjour ma chérie, je suis sur la plateforme pétrolière pour encore trois semaines, le réseau est très mauvais. J'ai tellement hâte de te rencontrer enfin.", true)
	f(TypeSMS, "Buenos días mi amor, sigo en la misión de paz y aquí casi no hay internet. Sueño con conocerte en persona cuando termine.", true)
	f(TypeSMS, "Guten Morgen mein Schatz, ich bin noch auf der Bohrinsel und das Internet ist schlecht. Ich kann es kaum erwarten, dich endlich kennenlernen zu dürfen.", true)
	f(TypeSMS, "Guten Abend, ich bin Anna, wir sind beide in der Facebook-Wandergruppe 🙂 Ich bin Ärztin bei der UN im Jemen und würde dich gern besser kennenlernen. Hast du Telegram?", true)
	f(TypeEmail, "From: Daniel Keller <daniel.keller.md@gmail.com>\nSubject: Thinking of you\n\nGood morning my dear Susan,\n\nI hope you slept well. Here on the rig the internet is very poor, so I am writing while I have a connection. Talking with you these past weeks has been the brightest part of my day.\n\nI have some difficult news. My contract ends next month, but the company is holding my final payment until I pay a clearance fee of $2,800 for my flight home. My accounts are frozen while I am offshore, and I have nobody else to ask. I promise I will pay you back the moment I land, and then finally we can meet.\n\nIf you can help, I will send the details of my agent. I understand if you can't, my feelings for you will not change.\n\nWith all my love,\nDaniel", true)
	f(TypeSMS, "Morning babe, back on the rig now, internet is rubbish. Miss you loads, see you on the 14th when I'm home x", false)
	f(TypeSMS, "Haha sorry, I was talking to my uncle, he works at an investment fund in Hong Kong and gives me tips on crypto contracts. Last week I made 18% just following his signals. Do you ever invest? I could show you how it works, it's very simple.", true)
	f(TypeSMS, "Salut ! Mon oncle travaille dans un fonds d'investissement à Singapour, il me donne des signaux sur le trading crypto. J'ai fait 15 % la semaine dernière. Tu investis ? Je peux te montrer, c'est simple.", true)
	f(TypeSMS, "Hola, mi tío trabaja en un fondo de inversión en Dubái y me pasa señales de trading de criptomonedas. Gané un 20 % este mes. ¿Inviertes? Puedo enseñarte cómo funciona.", true)
	f(TypeSMS, "Hallo, mein Onkel arbeitet bei einem Investmentfonds in Hongkong und gibt mir Signale für Krypto-Trading. Letzte Woche habe ich 18 % gemacht. Investierst du auch? Ich kann es dir zeigen.", true)
	f(TypeSMS, "Mate my uncle works at Vanguard, he could show you how to set up a pension, want his number?", false)
	// The follow-ups: a relative's strategy on gold or bitcoin contracts, "I'll show
	// you" written as the writer says it.
	f(TypeSMS, "Good morning dear ☀️ just finished my yoga. My uncle's analyst sent another signal today on the gold contract, I made 32% in 2 days. I can show you how, you only need to open an account on the platform he uses, I'll guide you step by step so you don't lose anything 😊", true)
	f(TypeSMS, "Bonsoir 🌙 Aujourd'hui j'ai encore fait +18% sur l'or avec la stratégie de ma tante. Je sais que tu es prudent, c'est bien. Tu peux commencer avec 500 € seulement, je te montre comment ouvrir le compte sur la plateforme, tu gardes le contrôle de ton argent 😊", true)
	f(TypeSMS, "Guten Morgen ☕ Ich habe gestern mit der Strategie meines Onkels wieder 23 % mit Bitcoin-Kontrakten gemacht. Du musst nicht viel einsetzen, fang mit 300 € an und schau, ob es dir gefällt. Ich zeige dir die App, du kannst jederzeit auszahlen 😊", true)
	f(TypeSMS, "Mamie, je te montre dimanche comment ouvrir ton compte sur l'appli de la banque, mon oncle dit que c'est simple.", false)
	f(TypeSMS, "Do you invest at all? My uncle says index funds are the way, he could show you how if you want", false)
}

// TestAdvanceAndCallerAsks: a loan that costs a fee before it is paid out, a cheque
// for more than the price, a pet held in transit for a fee, an approval asked by
// a caller from the bank or the police, a code read back to a caller; and their
// genuine counterparts.
func TestAdvanceAndCallerAsks(t *testing.T) {
	f := flagger(t, newFuzzEngine(t))
	// Loans: a fee before the funds; a lender's own schedule deducts nothing first.
	f(TypeEmail, "Subject: Loan approved\n\nDear Applicant,\n\nYour personal loan of £8,000 has been approved. Before funds can be disbursed, a refundable processing fee of £245 must be paid by bank transfer today.\n\nLoans Team", true)
	// A loan's "opening insurance" or "credit study" paid before the money, in Latin America.
	f(TypeSMS, "Prestamo aprobado! Hasta $50,000 sin buro de credito ni aval. Solo paga $890 de seguro de apertura y recibe el dinero hoy. Escribenos al WhatsApp +52 55 3982 1144", true)
	f(TypeSMS, "Felicitaciones Juan, tu credito de $ 3.000.000 fue preaprobado. Para el desembolso consigna $180.000 por estudio de credito a la cuenta Nequi 3124471180. Financiera Confianza", true)
	f(TypeSMS, "Bancolombia: Tu credito de libre inversion por $12.000.000 fue desembolsado en tu cuenta de ahorros. Consulta el detalle en la App Bancolombia.", false)
	// Mobile money "sent by mistake" to send back to the sender's number.
	f(TypeSMS, "Bonsoir, excusez moi je me suis trompé de numéro en envoyant 50 000 F, c'était pour payer l'hôpital de ma mère. Svp renvoyez-les moi sur ce même numéro, Dieu vous bénisse", true)
	// The voice-clone call's follow-up: money by Zelle to "my friend", the police as the threat, mum kept out.
	f(TypeSMS, "Dad its Josh I called you a min ago. im ok but I rear ended someone and he says I have to pay for his car now or he calls the cops. can u Zelle $2000 to my friend Marcus 917-555-0133? ill explain everything pls dont tell mom", true)
	f(TypeSMS, "Zelle me the $20 for pizza, or send it to my friend Sam who paid", false)
	// Money demanded under a threat of harm: the account comes in the next message.
	f(TypeSMS, "Somos del cartel. Sabemos donde esta tu negocio y a que hora cierras. A partir de esta semana pagas $3,000 de piso cada viernes o te quemamos el local. Esperamos tu respuesta.", true)
	f(TypeSMS, "Ya te tenemos ubicado a ti y a tu familia. Esto no es broma. Tienes hasta manana para depositar 2,500 soles a la cuenta que te indique o atente a las consecuencias.", true)
	f(TypeSMS, "Hola! Ya sabemos donde vives, mañana pasamos con la tarta jaja", false)
	f(TypeSMS, "Bonjour, votre prêt de 15 000€ est accepté. Il reste à régler 290€ de frais de dossier avant le déblocage des fonds, par virement aujourd'hui.", true)
	f(TypeSMS, "Zopa: Your loan of £8,000 has been paid into your account ending 4471. Your first repayment of £247.12 will be collected on 1 March.", false)
	// A cheque for more than the price, the rest sent on; a buyer paying by cheque.
	f(TypeEmail, "Subject: Re: Sofa\n\nHello, thanks for the reply, the price of $900 is ok. My secretary will mail you a check for $2,400. Deduct your money and send the rest to the shipper.", true)
	f(TypeSMS, "Hi, I'll take the sofa, I can pay by check when I collect it on Saturday if that's ok?", false)
	// A puppy held in transit for a crate or a quarantine; a vet's bill for a crate.
	f(TypeSMS, "PetWings Logistics: your kitten is at the Madrid transit hub. Her crate does not meet airline rules, you must pay €650 today for a new one or she goes to quarantine.", true)
	f(TypeSMS, "Happy Paws: Max's puppy crate training class is on Thursday at 6pm. The course is £45, payable at reception.", false)
	// A caller from the bank or the police asking for an approval in the app; the
	// bank's own notice of a payment to approve.
	f(TypeSMS, "Guten Tag, hier spricht Frau Klein von der Sicherheitsabteilung Ihrer Sparkasse. Wir haben eine verdächtige Überweisung über 1.940 € festgestellt. Um sie zu stornieren, bestätigen Sie bitte die Freigabe in Ihrer App.", true)
	f(TypeSMS, "Sparkasse: Bitte geben Sie Ihren Online-Einkauf bei OTTO über 89,99 EUR in der S-pushTAN-App frei. Nicht Sie? Lehnen Sie den Auftrag ab.", false)
	f(TypeSMS, "Guten Abend, hier ist Kommissar Braun von der Kriminalpolizei. Bei festgenommenen Einbrechern fanden wir Ihre Adresse. Ein Kollege in Zivil holt heute Ihr Bargeld und Ihren Schmuck ab. Sprechen Sie mit niemandem darüber.", true)
	// A code the caller will have read back; the code's own text.
	f(TypeSMS, "Hi this is Amazon fraud prevention. To cancel the order we need to verify you. You'll receive a verification code now, please read it back to me.", true)
	f(TypeSMS, "Buenas tardes, le llamamos de Movistar por su oferta. Le acaba de llegar un código por SMS, dígamelo para aplicar el descuento.", true)
	f(TypeSMS, "Movistar: tu código de verificación es 482913. No lo compartas con nadie, ni siquiera con un empleado de Movistar.", false)
	// A flat handed over "through Airbnb" by a landlord abroad; a flat shown in person.
	f(TypeSMS, "Hola, el piso sigue disponible. Vivo en Londres, así que la entrega se hace a través de Airbnb: usted paga la fianza de 900€ y le mandan las llaves.", true)
	f(TypeSMS, "Hola, el piso sigue disponible. Puedo enseñártelo el sábado a las 11, la fianza son dos meses y firmamos el contrato ese día.", false)
	// Handed over "through Airbnb" by a landlord who cannot show it, with no keys named sent.
	f(TypeEmail, "Hola Daniel,\n\nGracias por tu interés en el piso de la calle Ruzafa. Te cuento: el piso está disponible desde el 1 de diciembre, 780 €/mes con gastos incluidos.\n\nYo estoy trabajando en Dublín como médica y por eso no puedo enseñártelo en persona. Para hacerlo seguro para los dos, lo gestionamos a través de Airbnb: tú haces el pago de la fianza y la primera mensualidad (1.560 €) y Airbnb lo retiene hasta que recibas las llaves y veas el piso. Si no te gusta, te devuelven el dinero.\n\nSi estás de acuerdo, envíame tu nombre completo y dirección y Airbnb te enviará las instrucciones de pago por email.\n\nUn saludo,\nElena", true)
	// The account in the school's letter, asked by a child; the same from a new number.
	f(TypeSMS, "Hi Mama, kannst du mir die 80 € für die Klassenfahrt überweisen? Frau Schneider will das Geld bis Freitag, die Kontodaten stehen im Elternbrief auf dem Küchentisch", false)
	f(TypeSMS, "Hallo Mama, das ist meine neue Nummer. Kannst du mir 450 € überweisen? Meine IBAN hast du ja", true)
	// An employee's salary to a new account asked by mail; HR's reminder of its portal.
	f(TypeEmail, "Subject: Payroll update\n\nHi Karen, I changed banks last week and need to update my direct deposit before the next payroll. What do you need from me? I'm on the road so email works best.\n\nThanks, Mike", true)
	f(TypeEmail, "Subject: Payroll cut-off\n\nHi all, a reminder that changes to your direct deposit for this month's payroll must be made in Workday by the 15th.\n\nPeople Team", false)
	// The new account written out in the follow-up, and "changed banks" with a word between.
	f(TypeEmail, "From: Jessica Albright <jessica.albright.work@gmail.com>\nSubject: RE: Direct deposit update\n\nThank you so much. Here are the new details:\n\nBank: Green Dot Bank\nRouting: 124303120\nAccount: 7720418866530\n\nPlease confirm once it's updated for Friday's payroll.\n\nJessica", true)
	f(TypeEmail, "From: Jessica Albright <jessica.albright.work@gmail.com>\nSubject: Direct deposit update\n\nHi,\n\nI recently changed banks and want to update my direct deposit before the next payroll run. Can you please let me know what information you need from me?\n\nThanks,\nJessica", true)
	// A match met online, stranded, who asks for money; a friend's own trip news.
	f(TypeSMS, "We only matched last week but I feel so close to you already. I'm stuck at the airport in Lagos and my card was declined. Could you help with the taxi and hotel, just $180? I'll pay you back as soon as I land x", true)
	f(TypeSMS, "Stuck at the airport, flight delayed 3 hours 🙄 will text when I land x", false)
	// A buyer who has the seller pay to "receive" the money.
	f(TypeSMS, "Hi, I want your lamp. I've paid through Marketplace Shipping, check your email. You need to upgrade to a business account for $120 to receive it, it's refunded with the payment.", true)
	// Money released once a fee or a tax is paid first; a broker's payout notice.
	f(TypeSMS, "Glückwunsch, Ihr Konto steht bei 31.400 €! Damit die Auszahlung erfolgen kann, muss vorher die Kapitalertragsteuer von 7.850 € überwiesen werden. Ihr Betreuer meldet sich.", true)
	f(TypeEmail, "Objet : Votre indemnisation\n\nBonjour, notre cabinet a récupéré 12 600 € perdus sur une plateforme frauduleuse. Pour débloquer votre indemnisation, des frais de dossier de 940 € sont à régler.\n\nMaître Girard", true)
	f(TypeSMS, "Trade Republic: Ihre Auszahlung über 1.250,00 € wurde veranlasst und ist in 1-2 Werktagen auf Ihrem Referenzkonto.", false)
	// A stranger who vouches for a "recoverer" of lost money; a warning against them.
	f(TypeSMS, "Hi, I saw your comment about losing money to that crypto site. I was scammed too and an ethical hacker got all my money back in 3 days, 100% legit. He's on Telegram @recover_funds_now. Tell him I sent you 🙏", true)
	f(TypeSMS, "So relieved, my bank got my money back after the card fraud, the fraud team was great. Talk later x", false)
	// Tickets paid only by transfer; a friend's tickets paid back by transfer.
	f(TypeSMS, "got 2 spare tickets for the Coldplay gig friday, £95 each, bank transfer only, will send them as soon as it lands. lots of people asking", true)
	f(TypeSMS, "Hola! Tengo 2 entradas para Rosalía el sábado, 90€ cada una. Me haces bizum y te las mando en PDF al momento, que hay mucha gente interesada", true)
	f(TypeSMS, "Thanks for the tickets Jess! Just sent you the £95 by bank transfer x", false)
	// A charity's appeal paid to a person's phone by Zelle.
	f(TypeEmail, "Subject: Urgent: families who lost everything in the floods need you\n\nDear friend,\n\nThousands of families are sleeping in shelters tonight. Our volunteers are running out of food and blankets. Just $30 feeds a family for a week.\n\nPlease give now: send Zelle directly to our field coordinator at 704-555-0183.\n\nGod bless you.\nHope Relief Team", true)
	// A partner stranded abroad who asks for money; a partner's trip news.
	f(TypeSMS, "My darling im so sorry to ask this of you. My bag was stolen at the hotel here in Lisbon with my wallet and passport inside and the manager says I can't leave untill the bill is paid. I only need $1,600 and I will pay you back the moment I land. Can you send by Western Union to the hotel manager? Please hurry baby", true)
	f(TypeSMS, "My love the flight is delayed, I'm stuck at the airport for two more hours, miss you, see you tonight", false)
	// Tickets by PayPal between friends, or by Bizum to a stranger who saw the
	// reader's post; a recovery firm's fee written in EUR.
	f(TypeSMS, "Hey, saw your post looking for Oasis tickets. I've got 2 standing for Wembley, can't go anymore. £190 each. Can only do bank transfer as Ticketmaster won't let me resell.", true)
	f(TypeSMS, "Hola! Vi que buscabas entradas para Rosalía en el WiZink. Tengo 2 de pista, no puedo ir. Te las dejo a 95 € cada una. Pago por Bizum al 632 018 745 y te las transfiero en la app.", true)
	f(TypeSMS, "Hola Marta! Al final no puedo ir al concierto, te paso mi entrada por los 45 € que me costó, me haces un bizum cuando puedas 😊", false)
	f(TypeEmail, "Sehr geehrte Frau Yilmaz, wir sind eine Kanzlei, spezialisiert auf die Rückholung von Geldern aus Online-Anlagebetrug. Wir können bis zu 85 % Ihrer Einlagen zurückholen. Für die Eröffnung des Verfahrens ist eine Vorabgebühr von 1.500 EUR zu entrichten.", true)
}

// TestAppointmentsAndInvoices: an appointment to confirm by a reply or a call, and
// a supplier's invoice with its tax and account, are genuine; the same invoice
// announcing a new account, or an appointment with a link to pay, is not.
func TestAppointmentsAndInvoices(t *testing.T) {
	f := flagger(t, newFuzzEngine(t))
	f(TypeSMS, "Hi Sarah, reminder of your appointment at Riverside Dental Care on Thu 20 Mar at 09:15 with Dr Patel. Please reply C to confirm or call 01632 960482 to rearrange. Appointments missed or cancelled with less than 24hrs notice are charged £35.", false)
	f(TypeSMS, "Rappel : rendez-vous chez le Dr Martin le mardi 14 à 10h30. Répondez OUI pour confirmer ou appelez le 04 72 00 00 00. Tout rendez-vous non honoré sera facturé 25 €.", false)
	f(TypeSMS, "Your appointment is confirmed for Monday. To avoid a £35 missed appointment fee, pay the deposit now: https://dental-deposit-pay.com/a8", true)
	invoice := "Asunto: Factura 2025-047\n\nBuenos días, Sr. Herrera:\n\nLe adjunto la factura por el cambio del cuadro eléctrico: 612,26 € (IVA incluido). %sPuede pagarla por transferencia a ES76 0049 1500 0512 3456 7892 indicando el número de factura, o por Bizum al 612 345 678.\n\nJavier Gómez\nInstalaciones Gómez"
	f(TypeEmail, strings.Replace(invoice, "%s", "", 1), false)
	f(TypeEmail, strings.Replace(invoice, "%s", "Hemos cambiado de banco: la nueva cuenta es la siguiente. ", 1), true)
}

// TestFamilyAndAppealWording: a relative's ask with the payment it is for, a
// mother's "Schatz", a charity's "millions of people", a hotel block; against a
// relative on a borrowed phone whose banking app "won't let" them.
func TestFamilyAndAppealWording(t *testing.T) {
	f := flagger(t, newFuzzEngine(t))
	f(TypeSMS, "Papá, me piden 45 € para la matrícula del curso de socorrismo y el plazo acaba mañana. ¿Me lo puedes pasar por Bizum? Te reenvío el email de la inscripción", false)
	f(TypeSMS, "Hallo Schatz, denkst du noch an die 80 € für die Konzertkarten, die ich ausgelegt hab? Kannst es mir einfach überweisen wenn's passt. Kuss, Mama", false)
	f(TypeEmail, "Betreff: Nothilfe im Sudan\n\nLiebe Frau Schulz,\n\nim Sudan sind Millionen Menschen auf der Flucht. Mit 40 € ermöglichen Sie therapeutische Nahrung für ein Kind. Bitte spenden Sie sicher online unter www.aerzte-ohne-grenzen.de/spenden.\n\nIhre Ärzte ohne Grenzen e.V.", false)
	// A bank's TAN for the transfer it names; a buyer who never comes and has
	// "paid too much", or pays through a "secure payment" link.
	f(TypeSMS, "Ihre mobileTAN für die Überweisung von 1.200,00 EUR an IBAN DE...4471 lautet 839201. Bitte prüfen Sie die Auftragsdaten. Ihre Volksbank", false)
	f(TypeSMS, "Hi is the sofa still available? I'll take it for your asking price. I'm working offshore so my mover will collect. I've paid £850 via PayPal by mistake instead of £450, please check your email for the confirmation and send the extra £400 to my mover's account so he can pick it up today", true)
	f(TypeSMS, "Bonjour, l'article est toujours disponible ? Je ne peux pas me déplacer, je vais payer via le paiement sécurisé Leboncoin et un transporteur viendra le chercher. Merci de me donner votre e-mail.", true)
	// The writer's own call on WhatsApp is no ask to write there.
	f(TypeSMS, "So relieved, my bank got my money back after the card fraud! Call you on WhatsApp later x", false)
	f(TypeSMS, "Dad it's me, using Kayla's old phone till mine gets fixed. I've got a bill that has to go out today and my banking app won't let me log in. Could you pay it for me? I'll pay you back Friday", true)
	f(TypeEmail, "Subject: Withdrawal blocked - tax due\n\nDear client, your account balance of £8,864 is ready for withdrawal, but the tax of £640 must be settled first. Reply to receive the payment details.", true)
}

// TestWarningsAndProof: a scam told to friends as a warning quotes its asks
// without making them, never a scam verdict; a relative's new number with a call
// offered to check who writes is settled; "Auslandseinsatz" of a bank card is no
// soldier's deployment.
func TestWarningsAndProof(t *testing.T) {
	e := newFuzzEngine(t)
	var res Result
	for _, c := range []struct {
		text string
		want Verdict // the highest verdict allowed
	}{
		{"Bin heute fast auf was reingefallen: SMS von 'DHL', Paket kann nicht zugestellt werden, bitte 1,99€ Gebühr zahlen. Hab schon Kartendaten eingetippt und dann gemerkt, dass ich gar nix bestellt hab. Karte sofort sperren lassen. Passt auf!", VerdictSuspect},
		{"Meine Mutter hat gestern eine WhatsApp bekommen: 'Hallo Mama, mein Handy ist kaputt, das ist meine neue Nummer', dann sollte sie eine Rechnung über 1.800€ bezahlen. Sie hat zum Glück mich auf der alten Nummer angerufen. Warnt eure Eltern bitte!", VerdictSuspect},
		{"Mama, alles gut hier in Kroatien, aber meine Karte wird nirgends angenommen, glaube die Bank hat den Auslandseinsatz gesperrt. Kannst du mir 80€ aufs Tagesgeldkonto überweisen, da komm ich per App ran? Ich ruf dich gleich per Video an, dann siehst du mich", VerdictSuspect},
		{"Hola tía, soy Lucía. Me he cambiado de Movistar a Digi y tengo número nuevo, el viejo deja de funcionar el lunes. Si quieres comprobar que soy yo llámame ahora, ¡un beso!", VerdictSafe},
		{"Hi Auntie Jen, it's Priya. Switched from EE to Giffgaff so this is my new number, old one stops working Friday. Ring me on it if you want to check it's really me x", VerdictSafe},
	} {
		e.Analyze(&Request{Content: []byte(c.text), Type: TypeSMS}, &res)
		if res.Verdict > c.want {
			t.Errorf("%.70q: verdict %v (score %d); want at most %v", c.text, res.Verdict, res.Score, c.want)
		}
	}
	// The scam itself, and the family-emergency scam without the call, still are.
	f := flagger(t, e)
	f(TypeSMS, "Hallo Mama, mein Handy ist kaputt, das ist meine neue Nummer. Kannst du eine Rechnung über 1.800€ für mich bezahlen? Ist dringend", true)
}

// TestBlindRoundAsks: a task's balance topped up, a puppy's rehoming fee and its
// shipping, a Bizum request to "receive" the money, WhatsApp's code asked back;
// a breeder's collection in person.
func TestBlindRoundAsks(t *testing.T) {
	f := flagger(t, newFuzzEngine(t))
	f(TypeSMS, "Your account has received a combination task 🎉 This means 6x commission! To unlock it your balance needs to be topped up with 150 USDT. Once you finish the remaining 12 tasks you can withdraw everything including the top-up.", true)
	f(TypeSMS, "Hello, yes our French Bulldog puppy Bella is still available! She's 12 weeks, vet checked and AKC registered. Rehoming fee is $650 and we ship with Pet Air Transport to your nearest airport.", true)
	f(TypeSMS, "Our Lab had puppies! Rehoming fee is £800, collection only from our home in Leeds, come and meet mum and dad", false)
	f(TypeSMS, "Hola, me quedo la chaqueta. Te acabo de mandar una solicitud de Bizum para confirmar la compra, acéptala y te llega el dinero al momento 👍", true)
	f(TypeSMS, "WhatsApp Soporte: Su cuenta será suspendida en 24 horas. Para evitarlo, verifique su número enviándonos el código de 6 dígitos que acaba de recibir.", true)
	f(TypeSMS, "Holaa perdona, ¿te ha llegado un código por SMS? Es que lo he puesto mal y se ha enviado a tu número, ¿me lo pasas porfa? 😅", true)
}

// TestAnonymousTracking: a shipping notice that names no shop or carrier and
// tracks on a doubtful site; a shop's notice tracking on its carrier's.
func TestAnonymousTracking(t *testing.T) {
	f := flagger(t, newFuzzEngine(t))
	f(TypeSMS, "Your order #AB-40921 has shipped! Track it here: parcelstatus-track.com/AB40921 Thanks for shopping with us.", true)
	f(TypeSMS, "Ihre Bestellung #DE-30017 wurde versendet. Sendung verfolgen: paket-verfolgung-live.de/DE30017. Vielen Dank für Ihren Einkauf!", true)
	f(TypeSMS, "Your order #4471 from Oak & Thread has shipped with Royal Mail. Track it: https://www.royalmail.com/track-your-item#/tracking-results/QX123456785GB", false)
}

// TestOfficialNoticesOnTheirSites: the tax office's notice pointing to its own
// site and the state's notification portal; a club's debit announced with its
// creditor identifier, asking only that changed bank details be reported.
func TestOfficialNoticesOnTheirSites(t *testing.T) {
	f := flagger(t, newFuzzEngine(t))
	f(TypeEmail, "Agencia Tributaria - Aviso de comunicación en su Dirección Electrónica Habilitada\n\nLe informamos de que tiene a su disposición una notificación de la Agencia Estatal de Administración Tributaria en la Dirección Electrónica Habilitada única (DEHú).\n\nPara acceder a su contenido, identifíquese en la sede electrónica https://sede.agenciatributaria.gob.es o en https://dehu.redsara.es con certificado electrónico, DNIe o Cl@ve.\n\nDispone de un plazo de diez días naturales desde su puesta a disposición para acceder; transcurrido dicho plazo, la notificación se entenderá rechazada y el trámite seguirá su curso.\n\nEste aviso no contiene el texto de la notificación. La Agencia Tributaria nunca le solicitará por correo electrónico datos bancarios ni el número de su tarjeta.", false)
	f(TypeEmail, "Liebe Mitglieder des TSV Eintracht,\n\nwie in der Jahreshauptversammlung beschlossen, wird der Jahresbeitrag 2025 (Erwachsene 96 €, Kinder 60 €) am 15. März per Lastschrift eingezogen. Unsere Gläubiger-ID lautet DE12ZZZ00000123456, als Mandatsreferenz dient eure Mitgliedsnummer.\n\nWer seine Bankverbindung geändert hat, meldet sich bitte bis zum 10. März bei mir, damit keine Rücklastschriftgebühren entstehen.\n\nSportliche Grüße\nMonika Brandt\nKassenwartin", false)
	f(TypeSMS, "Deutsche Bank: Jemand in München hat versucht, Ihre Karte zu nutzen. Unser Mitarbeiter Maximilian Schulz meldet sich in 10 Minuten.", true)
}

// TestCallerFollowUps: a caller's follow-up by text (an approval, a code for
// "our security team"), and a room let by someone working offshore whose keys come
// by courier.
func TestCallerFollowUps(t *testing.T) {
	f := flagger(t, newFuzzEngine(t))
	f(TypeEmail, "Subject: Re: Double room in Shoreditch - available\n\nHi,\n\nThanks for your interest in the room on SpareRoom. I'm currently working offshore in Aberdeen so I can't do viewings myself, but I've arranged everything through a secure agent. Rent is £750/month bills included. To reserve the room and receive the keys by courier please transfer the first month plus deposit (£1,500) to the account below. It is fully refundable if you don't like the room.\n\nBest, Daniel", true)
	f(TypeSMS, "Société Générale : suite à l'appel de votre conseiller, validez l'annulation des opérations frauduleuses dans votre application dans les 5 minutes. Communiquez ensuite le code reçu uniquement à notre agent.", true)
	f(TypeSMS, "o2: Ihr eSIM-Profil wird gerade auf ein neues Gerät übertragen. Bestätigungscode: 557204. Geben Sie den Code nur an unser Sicherheitsteam weiter, das Sie in Kürze anruft.", true)
	f(TypeSMS, "Commerzbank: Wie mit unserem Mitarbeiter besprochen, bestätigen Sie bitte die Stornierung in Ihrer photoTAN-App. Danach ist Ihr Konto wieder geschützt.", true)
	f(TypeSMS, "o2: Ihr Bestätigungscode lautet 557204. Geben Sie diesen Code niemals weiter, auch nicht an Mitarbeiter von o2.", false)
}

// TestOptOutIsNoReply: "Text STOP to 60777" and "responde BAJA" are the opt-out
// line, not an ask to write back; "Txt WIN to 87121" still asks a paid reply.
func TestOptOutIsNoReply(t *testing.T) {
	e := newFuzzEngine(t)
	var res Result
	for text, wantReply := range map[string]bool{
		"Shop now. Text STOP to 60777 to opt out":                                      false,
		"Para no recibir más SMS responde BAJA":                                        false,
		"FREE entry! Txt WIN to 87121 to receive the entry question":                   true,
		"El Corte Inglés: hasta un 50% en moda. Responde BAJA para no recibir más SMS": false,
	} {
		e.Analyze(&Request{Content: []byte(text), Type: TypeSMS}, &res)
		if got := res.s.t.ev.has(evAskReply); got != wantReply {
			t.Errorf("%q: ask_reply %v; want %v", text, got, wantReply)
		}
	}
}

// TestPaymentsConfirmedAndKiosks: a tax payment's receipt is genuine; cash fed to
// a Bitcoin kiosk for an "agent", and bail collected by courier under a gag
// order, are not.
func TestPaymentsConfirmedAndKiosks(t *testing.T) {
	f := flagger(t, newFuzzEngine(t))
	f(TypeEmail, "IRS Direct Pay Payment Confirmation\n\nThank you for your payment. Please keep this confirmation for your records.\n\nConfirmation Number: 60413812297\nPayment Amount: $1,240.00\nReason for Payment: Balance Due\nApply Payment To: Form 1040\nTax Period: 2025\nPayment Date: 04/14/2026\n\nThis email was sent from an unmonitored mailbox. Do not reply.", false)
	f(TypeSMS, "Kiosk locator: Bitcoin Depot at 2210 Main St. Deposit $9,000 using the wallet QR below. Send me a photo of the receipt when done so I can confirm your refund.", true)
	f(TypeSMS, "This is Officer Daniels with the county public defender's office regarding your grandson Tyler. The judge set bail at $12,000 and there is a gag order on the case, so please don't discuss it with family. A courier will come to your home at 4pm to collect the cash bond in a sealed envelope.", true)
}

// TestLastRoundAsks: a Bizum "notification" to accept to be paid, a support
// call that installs AnyDesk, a card collected at the door with its PIN, a
// recovery firm's fee before it starts, cash collected by a plain-clothes officer.
func TestLastRoundAsks(t *testing.T) {
	f := flagger(t, newFuzzEngine(t))
	f(TypeSMS, "Bonjour, vous avez perdu de l'argent sur une plateforme crypto ? Notre cabinet d'avocats spécialisé récupère 90 % des fonds. Des frais de dossier de 490 € sont à régler avant le lancement de la procédure.", true)
	f(TypeSMS, "Ya te he hecho el Bizum por la bici 👍 Te tiene que llegar una notificación, dale a aceptar y se te ingresan los 180 €", true)
	f(TypeSMS, "Guten Tag Frau Schneider, hier Kriminalhauptkommissar Weber, wir haben eben telefoniert. Ein ziviler Kollege kommt in 30 Minuten vorbei und nimmt Ihr Bargeld und den Schmuck zur Sicherheit mit. Er nennt das Codewort „Rose\". Ihre Bank dürfen Sie nicht informieren, dort arbeitet ein Komplize.", true)
	f(TypeSMS, "Volksbank: Ihre Karte wurde wegen Missbrauchsverdacht gesperrt. Ein Mitarbeiter holt sie heute zwischen 16 und 18 Uhr bei Ihnen ab. Bitte PIN auf einem Zettel beilegen, damit wir die Karte entwerten können.", true)
	f(TypeSMS, "Hallo, hier ist der technische Support von Microsoft. Wir erhalten seit Tagen Fehlermeldungen von Ihrem PC. Damit wir das Problem beheben können, installieren Sie bitte AnyDesk und nennen Sie mir die 9-stellige Nummer.", true)
	f(TypeSMS, "Hola! Te acabo de hacer el Bizum de la cena, 23 € 👍", false)
}

// TestReceiptsAndCallBacks: a crypto exchange's withdrawal receipt names the
// network and the address it paid, and asks nothing; a "security department"
// reporting unusual transfers asks for a call back to its adviser's number. "Meet
// you at the park" is a plan, no romance.
func TestReceiptsAndCallBacks(t *testing.T) {
	f := flagger(t, newFuzzEngine(t))
	f(TypeEmail, "Subject: [Binance] Withdrawal Successful\nYou have successfully withdrawn 250 USDT from your account.\nWithdrawal address: TQx8...k9Pd (TRC20)\nIf you did not make this withdrawal, please disable your account immediately in the Binance app or at binance.com.\nBinance Team", false)
	f(TypeEmail, "Asunto: [Binance] Retirada completada\nHas retirado correctamente 250 USDT desde tu cuenta.\nDirección: TQx8...k9Pd (red TRC20)\nSi no has realizado esta operación, desactiva tu cuenta inmediatamente desde la app de Binance o en binance.com.\nEquipo de Binance", false)
	f(TypeEmail, "Betreff: [Binance] Auszahlung erfolgreich\nSie haben erfolgreich 250 USDT von Ihrem Konto abgehoben.\nAdresse: TQx8...k9Pd (TRC20)\nWenn Sie diese Auszahlung nicht veranlasst haben, deaktivieren Sie Ihr Konto sofort in der Binance-App oder auf binance.com.\nIhr Binance-Team", false)
	f(TypeSMS, "Binance: para desbloquear tu cuenta envía 50 USDT a la dirección TQx8k9PdAb3 (TRC20) antes de 24h.", true)
	f(TypeSMS, "Commerzbank Sicherheitsabteilung: Auf Ihrem Konto wurden ungewöhnliche Überweisungen festgestellt. Ihr Berater Herr Becker bittet um dringenden Rückruf unter 069 5480 2291. Ref: SEC-4471", true)
	f(TypeSMS, "Praxis Dr. Müller: Wir bitten um Rückruf unter 0211 123456 wegen Ihres Termins am Donnerstag.", false)
	f(TypeSMS, "Sparkasse: Wir haben eine ungewöhnliche Zahlung mit Ihrer Karte bemerkt. Waren Sie das? Antworten Sie mit JA oder NEIN. Wir fragen nie nach PIN oder TAN.", false)
	f(TypeEmail, "Subject: 14 Albert Road\nHi Tom,\nLovely to meet you and Priya at the viewing on Saturday. The landlord is happy to accept your offer. Referencing forms will follow from Goodlord.\nBest,\nJess", false)
}

// TestHelpOfferedAndDenials: a service's "if you have any questions, reply to this
// email" offers help and asks nothing; a school's "you do not need to send cash or
// bank details" denies both asks, which stand when no one denies them.
func TestHelpOfferedAndDenials(t *testing.T) {
	e := newFuzzEngine(t)
	f := flagger(t, e)
	f(TypeEmail, "Dear Helen,\n\nThank you so much for your donation of £50.00 to Macmillan Cancer Support on 8 March 2026.\n\nBecause you told us you're a UK taxpayer, we can claim Gift Aid on your gift, which adds an extra £12.50 at no cost to you.\n\nDonation reference: MAC-26-0391847\nPayment method: Visa debit ending 4417\n\nYour support means we can be there for people living with cancer, from our nurses and support line to grants that help with energy bills.\n\nIf you have any questions about your donation, just reply to this email and our Supporter Care team will help.\n\nWith thanks,\nSupporter Care\nMacmillan Cancer Support", false)
	f(TypeEmail, "Dear Parents and Carers,\n\nYear 5 will be visiting the Natural History Museum on Thursday 23 April 2026 as part of our Evolution and Inheritance topic. The coach will leave school at 8:45am and return by 3:15pm.\n\nThe voluntary contribution for the trip is £18.50 per child. Please pay and give consent through ParentPay by Friday 10 April. The trip has already been added to your child's ParentPay account - you do not need to send cash or bank details to school.\n\nMany thanks,\nMr J. Whitmore\nYear 5 Lead", false)
	f(TypeEmail, "Congratulations, you have won £5,000! Reply to this email with your bank details to claim your prize today.", true)
	checkKinds(t, e, TypeEmail, []kindCase{
		{"Questions? Reply to this email.", evAskReply, false},
		{"¿Dudas? Responde a este correo y te ayudamos.", evAskReply, false},
		{"Reply to this email to confirm your address.", evAskReply, true},
		{"You do not need to send cash to school.", evAskTransfer, false},
		{"You need to send cash to school.", evAskTransfer, true},
		{"You do not need to send bank details to school.", evAskCard, false},
		{"Send your bank details to school.", evAskCard, true},
		{"Rien à payer avant la signature du bail.", evAskPayment, false},
		{"Vous avez 45 euros à payer avant ce soir.", evAskPayment, true},
	})
}

// kindCase is a text and whether the evidence of the given kind is found in it.
type kindCase struct {
	text string
	kind evKind
	want bool
}

// checkKinds analyzes each case's text as typ and checks that its evidence holds
// the case's kind, or not.
func checkKinds(t *testing.T, e *Engine, typ ContentType, cases []kindCase) {
	t.Helper()
	var res Result
	for _, c := range cases {
		e.Analyze(&Request{Content: []byte(c.text), Type: typ, Now: fuzzNow}, &res)
		if got := res.s.t.ev.has(c.kind); got != c.want {
			t.Errorf("%q: kind %d found %v; want %v", c.text, c.kind, got, c.want)
		}
	}
}

// TestLandlordsAndRents: a landlord's rent indexation, paid to the same account
// or with the calculation sent by e-mail, asks nothing new; a let offered by a
// landlord living abroad who mails the keys once the deposit is paid, or a
// "viewing" that first wants a screenshot of the reader's online banking, is
// suspect at least.
func TestLandlordsAndRents(t *testing.T) {
	f := flagger(t, newFuzzEngine(t))
	f(TypeSMS, "Bonjour Camille, c'est Jean-Marc. J'espère que tout va bien. Comme prévu avec l'indexation IRL, le loyer passe à 712€ charges comprises à partir du 1er juillet. Merci de modifier le virement permanent, même RIB. Appelle-moi si besoin, amitiés à tes parents", false)
	f(TypeSMS, "Hola Lucía, te recuerdo que desde enero el alquiler se actualiza con el índice, quedaría en 812 €. Te mando el cálculo por email. Un saludo, Ramón", false)
	f(TypeEmail, "Subject: Depto en alquiler - Belgrano\nHola Adrián, el depto sigue disponible. Estoy viviendo en el exterior, así que para reservarlo necesito que transfieras el depósito de USD 600 a mi cuenta. Apenas lo recibo te mando las llaves y el contrato firmado por correo.\nMarta", true)
	f(TypeEmail, "Subject: Solicitud de alquiler\nHola Carmen:\nPara poder organizar la visita necesito una copia de tu DNI, tus tres últimas nóminas y una captura de tu banca online donde se vea que tienes al menos 3.000 € disponibles. Después te mando la dirección exacta.\nMarta González", true)
}

// TestPastedThreads: conversations pasted whole. A "security department" asks for
// the code the reader quotes as not to be shared, or for a TAN read out; an
// admirer has the reader deposit money on a platform; a seller wants a deposit by
// bank transfer only; a landlord abroad has "Airbnb" send the keys; a friend wants
// a reset code as a screenshot. A class collection that buys a gift card, and a
// landlord with nothing to pay before the lease, ask nothing of the kind.
func TestPastedThreads(t *testing.T) {
	f := flagger(t, newFuzzEngine(t))
	f(TypeUnknown, "BBVA Seguridad: Hola, le escribimos del departamento de seguridad de BBVA. Hemos detectado un cargo de 1.230 € en Amazon\nYo: Yo no he hecho eso\nBBVA Seguridad: Tranquilo, lo anulamos. Le llegará un SMS con un código, dígamelo para bloquear la operación\nYo: El SMS dice que no lo comparta con nadie\nBBVA Seguridad: Eso es para terceros, nosotros somos el banco. Tiene 2 minutos o el cargo se confirma", true)
	f(TypeUnknown, "Sparkasse Sicherheitsteam: Guten Tag, hier ist das Sicherheitsteam Ihrer Sparkasse. Wir haben eine verdächtige Überweisung über 2.150 € festgestellt\nIch: Die war nicht von mir\nSparkasse Sicherheitsteam: Wir stornieren sie. Sie bekommen jetzt eine pushTAN-Anfrage, bitte freigeben und mir die TAN nennen\nIch: In der App steht aber 'Auftrag: Überweisung 2.150 €'\nSparkasse Sicherheitsteam: Das ist die Rückbuchung, das ist technisch so. Schnell bitte, sonst ist das Geld weg", true)
	f(TypeUnknown, "Daniel: Good morning beautiful, did you sleep well?\nMe: Morning! Yes thanks, you?\nDaniel: Barely, I was too happy. I made £2,400 yesterday on the BTC contract platform my uncle taught me\nDaniel: I want you to have the same security. Open an account on coinvexa-pro.com and deposit £500, I'll guide you step by step\nMe: I don't really know anything about crypto\nDaniel: That's why I'm here my love. Trust me, we are building our future together", true)
	f(TypeUnknown, "Me: Hi, is the PS5 still available? Could I see it in Croydon?\nSeller: Yes but I'm working offshore at the moment, my brother will post it\nMe: I'd really rather collect and pay cash\nSeller: Not possible sorry. Send £150 deposit by bank transfer and I ship tomorrow, rest on delivery\nMe: Could you do PayPal goods and services?\nSeller: No PayPal, bank transfer only. Lots of people asking, I need the deposit within the hour", true)
	f(TypeUnknown, "Yo: Hola, ¿sigue disponible el piso en Malasaña por 700 € al mes?\nPropietario: Sí. Vivo en Londres por trabajo y no puedo enseñarlo\nPropietario: Envíe fianza y primer mes, 1.400 €, por transferencia y Airbnb le manda las llaves, si no le gusta le devuelven el dinero\nYo: ¿Puede enseñármelo alguien?\nPropietario: No tengo a nadie en Madrid. Hay muchos interesados, necesito respuesta hoy", true)
	f(TypeUnknown, "Maddie: omg hiii can you help me with something super quick\nMe: sure what\nMaddie: I'm in an ambassador contest and they need to send a code to a friend's number, I'm sending it to yours\nMe: I got a text saying it's an Instagram password reset code?\nMaddie: yeah that's just how their system works lol, screenshot it for me pls\nMaddie: hurry it expires in 5 min", true)
	f(TypeUnknown, "Megan (room parent): Hi 2nd grade families! Collecting for Ms. Johnson's end-of-year gift. $10 suggested, any amount is fine, no pressure\nMegan (room parent): Venmo @Megan-Liu-Oak or cash in an envelope in your kid's take-home folder\nMe: Sent $15 on Venmo from Ava's mom!\nMegan (room parent): Thank you! I'll post the receipt in the group once we buy the Target gift card", false)
	f(TypeSMS, "Bonjour, la visite est possible jeudi à 18h30. Rien à payer avant la signature du bail.", false)
	// The code asked back, though the reader quotes the warning not to share it.
	f(TypeUnknown, "BBVA: Hemos detectado un cargo de 1.230 € en Amazon\nYo: Yo no he hecho eso\nBBVA: Tranquilo, lo anulamos. Le llegará un SMS con un código, dígamelo para bloquear la operación\nYo: El SMS dice que no lo comparta con nadie\nBBVA: Eso es para terceros, nosotros somos el banco.", true)
}

// TestReversedAndFriendsFamily: a Bizum "sent" that arrives as a request to
// accept, and a seller who will only post the item, paid by PayPal friends and
// family; a friend's spare ticket paid the same way among friends is no such ask.
func TestReversedAndFriendsFamily(t *testing.T) {
	f := flagger(t, newFuzzEngine(t))
	f(TypeSMS, "Hola! Te he enviado el Bizum de 60€ de la reserva de la casa rural, si te sale como solicitud solo tienes que aceptarlo para que te entre", true)
	f(TypeSMS, "Hi, die PS5 ist noch da 🙂 Ich wohne aber mittlerweile in Österreich und kann sie dir nur schicken. Am einfachsten per PayPal Freunde & Familie, dann verschicke ich sie noch heute mit DHL und schicke dir die Sendungsnummer.", true)
	f(TypeSMS, "Hey, ich hab noch ne Karte für Die Ärzte in der Waldbühne am Samstag übrig, Jonas ist krank. Willst du die? 79€, genau was ich bezahlt hab. Ich schick sie dir über die Eventim-App, zahl einfach per PayPal Freunde.", false)
	f(TypeSMS, "Tu peux régler l'addition de midi pour nous deux ? Je t'envoie ma part par Wero dès que je suis rentré, 16€ je crois avec le café", false)
	// A buyer's TWINT "payment" received by scanning a QR code and entering a code;
	// a task job's first deposit.
	f(TypeUnknown, "Bonjour, je suis intéressé par votre canapé sur Anibis. Je vous envoie le paiement par TWINT, scannez ce QR code et entrez votre code pour recevoir les CHF 450", true)
	f(TypeUnknown, "¡Hola! Trabajo part time desde casa para tienda online, ganancias de S/ 150 a S/ 600 diarios completando pedidos. Depósito inicial mínimo de S/ 100 que se devuelve con tu comisión. ¿Te interesa?", true)
}

// TestWritersOwnPaymentsAndServices: a buyer who pays cash when he sees the bike,
// a shop's newsletter signed by its team above its postal address, a bank's
// notice that sends the reader to its app, a debt buyer's "free, independent debt
// advice": no ask of the reader's money and no prize. A boss's gift cards whose
// codes are to be texted back, and a stock group's minimum deposit, are.
func TestWritersOwnPaymentsAndServices(t *testing.T) {
	e := newFuzzEngine(t)
	f := flagger(t, e)
	f(TypeUnknown, "Hallo, ich hätte Interesse an dem Fahrrad. Kann ich es morgen Abend in Ehrenfeld anschauen? Bei Gefallen zahle ich die 220 € bar vor Ort.", false)
	f(TypeEmail, "Hi Olivia,\n\nThis is it: your 50% off Grammarly Pro ends tonight at 11:59 p.m. PT.\n\nUpgrade today and get:\n- Full-sentence rewrites and tone adjustments\n- Plagiarism detection\n\nAnnual plan: $72/year for your first year (regularly $144)\n\nClaim your discount: https://links.grammarly.com/ls/click?upn=cm25_50off_ov&utm_campaign=cyber_monday\n\nThis exclusive offer applies to new Pro subscriptions only.\n\nKeep writing,\nThe Grammarly Team\n\nGrammarly, Inc., 548 Market St. #35410, San Francisco, CA 94104", false)
	f(TypeSMS, "Capital One: Your payment of $350.00 was returned by your bank. A returned payment fee may apply. Please sign in to the Capital One app to make a new payment.", false)
	f(TypeSMS, "Hi it's Mark from the office, lost my phone so this is my new number. Are you free? Need a quick favour, I'm stuck in a meeting and need some Apple gift cards for a client. Can you grab 4 x £100 and text me the codes? I'll pay you back today", true)
	f(TypeUnknown, "Willkommen in der Gruppe \"Aktien Insider DE\". Prof. Hartmann teilt heute die nächste Empfehlung mit +40% Potenzial. Registrieren Sie sich bei unserer Partnerplattform und zahlen Sie mindestens 250 € ein, um teilzunehmen.", true)
	var res Result
	e.Analyze(&Request{Content: []byte("Subject: Your account with Lowell - reference 10982274\n\nDear Mr Shah,\n\nWe've bought your Vodafone account and you now owe the balance of £643.12 to Lowell. We understand things can be difficult, and we'll work with you to find an affordable way to pay.\n\nYou can log in to your account at lowell.co.uk using your reference number to see your balance and set up a plan. For free, independent debt advice you can contact MoneyHelper.\n\nLowell Financial Ltd is authorised and regulated by the Financial Conduct Authority."), Type: TypeEmail, Now: fuzzNow}, &res)
	if res.Verdict == VerdictScam {
		t.Errorf("a debt buyer's notice: got scam (score %d; semantic %s); want no scam verdict", res.Score, res.Layers[LayerSemantic].Details)
	}
	checkKinds(t, e, TypeSMS, []kindCase{
		{"For free, independent debt advice you can contact MoneyHelper.", evPreReward, false},
		{"Free delivery on all orders this week.", evPreReward, false},
		{"Claim your free iPhone today.", evPreReward, true},
		{"Bei Gefallen zahle ich die 220 € bar vor Ort.", evAskPayment, false},
		{"Bitte zahl die 220 € heute noch.", evAskPayment, true},
		{"I need a wire of £17,262 sent today.", evAskTransfer, true},
	})
}

// TestRecruitersAndResales: a recruiter who came across the reader's profile
// names the role, on the company's own careers site; a stranger who saw the
// reader's post sells tickets against a transfer or PayPal friends and family.
func TestRecruitersAndResales(t *testing.T) {
	f := flagger(t, newFuzzEngine(t))
	f(TypeUnknown, "Hi Amir, I'm a Talent Partner at Ocado Technology in Hatfield. I came across your profile and think you'd be a strong fit for our Senior Data Engineer role (hybrid, 3 days in the office). Would you be open to a 20-minute call this week? Happy to send the job spec first - it's also on our careers page.", false)
	f(TypeUnknown, "Hi Priya - I'm a technical recruiter at Capital One. Your experience with Kafka and AWS caught my eye for a Senior Software Engineer opening on our Card Tech team in McLean (hybrid). Do you have 15 minutes Thursday or Friday for an intro call? The posting is on capitalonecareers.com if you'd like to look first.", false)
	f(TypeUnknown, "Hi, I came across your profile and you seem really nice. Where are you from?", true)
	f(TypeUnknown, "Hey, hab deinen Post gesehen - ich hab noch 2 Stehplätze für Linkin Park in Hamburg, je 140 €. Überweisung oder PayPal Freunde, danach schick ich dir die Tickets über Eventim weiter.", true)
}

// TestFamilyAndFinanceRound: the family-emergency scam's wider family and its
// excuses (no voice notes, a nurse's phone, a new number with an aunt's gift
// card), and a new number given with a memory to prove it; gift card codes to
// photograph and send; a supplier's "updated invoice" with the new account on
// it, against one that asks to confirm the change by phone; remote access asked
// by a "technician" under a threat.
func TestFamilyAndFinanceRound(t *testing.T) {
	f := flagger(t, newFuzzEngine(t))
	f(TypeSMS, "Mum I can't send voice notes on this phone, the mic's gone as well. I'll explain everything later just text for now. Are you busy?", true)
	f(TypeSMS, "Nan it's Ruby, I'm at the hospital, someone went into the back of my car. This is the nurse's phone. They need £900 today for the scan or I wait 3 weeks. Please", true)
	f(TypeSMS, "Hallo Schätzchen, hier ist Tante Renate mit neuer Nummer. Ich möchte deiner Cousine zum Geburtstag Apple-Guthaben schenken, komme aber nicht aus dem Haus. Kannst du das für mich kaufen?", true)
	f(TypeSMS, "¡Hola abuela! Soy Lucía con el número nuevo. Para que veas que soy yo: el verano de Benidorm cuando el abuelo perdió la dentadura en la piscina 😂 Llámame cuando quieras a este", false)
	f(TypeSMS, "Hi Grandpa! It's Maddie, new number. So you know it's really me: you still owe me a checkers rematch from Thanksgiving and you totally cheated with that double jump 😂 Call me anytime on this one", false)
	f(TypeEmail, "Hi Tom,\n\nI need you to handle something for me quickly. I want to surprise some of the staff with gifts for their hard work this quarter. Can you pick up 8 Amazon gift cards at £100 each from a shop near you?\nOnce you have them, scratch the back, take a clear picture of each code and email them to me.\n\nThanks,\nRichard", true)
	f(TypeEmail, "From: \"Rachel Moore\" <rachel.moore@brightwel-packaging.com>\nTo: \"Accounts Payable\" <ap@hollis-foods.co.uk>\nSubject: RE: Invoice BP-20931 / PO 7781204\n\nHi Steve,\n\nFollowing up on the thread below - as mentioned, our remittance details changed this quarter. Please use the account on the attached updated invoice for BP-20931 (£18,460.00). We'd really appreciate payment this week as our quarter closes Friday. Just reply here once it's scheduled.\n\nMany thanks,\nRachel Moore", true)
	f(TypeEmail, "From: \"Mark Edwards\" <mark.edwards@kelvinlogistics.com>\nTo: \"Accounts Payable\" <ap@brightfield-foods.com>\nSubject: Change of our bank details from 1 May 2026 - please verify by phone\n\nDear colleagues,\n\nKelvin Logistics Ltd will move its receivables account from NatWest to Barclays with effect from 1 May 2026. A formal letter signed by our Finance Director has been sent to you by post.\n\nPlease do not update your records based on this email alone. Call me on our usual number 0141 496 0388 (or your account manager, Fiona Grant) so we can confirm the new details verbally.\n\nBest regards,\nMark Edwards", false)
	f(TypeSMS, "Hi this is Jake from the Virgin Media technical team. We've detected your router is sending out hacked traffic and your broadband will be cut off today. I need you to download TeamViewer QuickSupport on your phone so I can fix the router settings remotely. Are you near your laptop?", true)
	f(TypeSMS, "Hola, soy técnico de Digi. Estamos detectando que su router tiene un virus y están usando su conexión para actividades ilegales. Necesito que instale RustDesk en el ordenador para limpiar la configuración. ¿Está delante del ordenador ahora?", true)
}

// TestMixedRoundAsks: a CEO's urgent payment to a new supplier kept between us,
// a "recruiter" paying a daily wage who moves to Telegram; a new number whose
// writer says no money is wanted ("ich brauch kein Geld") asks nothing.
func TestMixedRoundAsks(t *testing.T) {
	f := flagger(t, newFuzzEngine(t))
	f(TypeEmail, "Subject: Quick one\nHi Priya,\nAre you at your desk? I'm tied up in back-to-back meetings with the auditors and need you to process an urgent payment to a new supplier today before 3pm. I'll send over the details. Please keep this between us for now, it's a sensitive acquisition.\nSent from my iPhone\nMark Ellison\nManaging Director", true)
	f(TypeUnknown, "Hi! I'm Kayla with the Amazon Talent Acquisition team. We came across your resume on Indeed and you're a great fit for our remote Product Optimization Assistant role: 1 hr/day, $200-$500 daily, training provided. Can I add you on Telegram to go over the details?", true)
	f(TypeUnknown, "Hallo Papa, hier ist Jonas 🙈 Neues Handy, neue Nummer, die alte ist ab Montag weg. Kannst du mich in der Familiengruppe neu hinzufügen? Und nein, ich brauch kein Geld 😂 Bis Ostern!", false)
	f(TypeUnknown, "Hi Mum it's Ellie, dropped my phone in the bath 🙄 so I'm on Jake's old one till the insurance sorts it. Not after money I promise lol, just save this number. Still on for Sunday lunch?", false)
}

// TestCalmScams: scams written calmly. A buyer whose courier collects and whose
// "secure" payment comes by e-mail for the seller to receive; a boss who can only
// message; a trading group's 250 € to start with and an offer to add the reader;
// a bank's security department that will call, the banking app at hand.
func TestCalmScams(t *testing.T) {
	f := flagger(t, newFuzzEngine(t))
	f(TypeUnknown, "Hi, is the grey corner sofa still available? I'm happy to pay the full £350. I'm away for work so my courier will collect it. I'll pay through Evri Secure so we're both protected, you'll get an email from them to confirm and receive the funds.", true)
	f(TypeUnknown, "Hi! Is the Trek bike still available? I'll take it for $450, no haggling. I'll pay with Zelle, but since my account is a business account you'll get an email from Zelle asking you to upgrade to receive it. My son will pick it up tomorrow.", true)
	f(TypeUnknown, "Hola, me interesa tu bici. Te la compro por el precio que pides, pero estoy en Valencia, así que la pago por Wallapop con envío. Te llegará un correo de Wallapop para confirmar el cobro, solo tienes que poner los datos de tu tarjeta para recibirlo.", true)
	f(TypeUnknown, "Hi Priya, it's Richard. I'm stuck in back-to-back board meetings today and can only message. Are you at your desk? I need a small task handled discreetly before 2pm, I'll explain properly later. Thanks", true)
	f(TypeUnknown, "Bonsoir Isabelle, merci pour votre message sur le groupe. Comme promis, je vous explique tranquillement notre méthode : nous suivons les signaux de M. Dubreuil sur le Bitcoin et l'or, et les membres font en moyenne 8 à 12 % par mois. Vous pouvez commencer avec 250 €, sans aucune obligation. Souhaitez-vous que je vous ajoute ?", true)
	f(TypeEmail, "Betreff: Sicherheitshinweis zu Ihrem Konto\n\nSehr geehrter Herr Krüger,\n\nunser Sicherheitssystem hat am 09.03.2026 um 21:47 Uhr einen Anmeldeversuch von einem unbekannten Gerät festgestellt. Zu Ihrem Schutz haben wir Überweisungen vorübergehend eingeschränkt.\n\nEin Mitarbeiter unserer Sicherheitsabteilung wird Sie in Kürze telefonisch kontaktieren, um die Freischaltung gemeinsam mit Ihnen vorzunehmen. Bitte halten Sie Ihre Banking-App bereit.\n\nMit freundlichen Grüßen\nIhre Deutsche Bank", true)
	// A buyer who comes, sees and pays cash.
	f(TypeUnknown, "Hi, is the grey corner sofa still available? I'm happy to pay the full £350. Could I come and see it Saturday morning? I'll bring cash.", false)
}

// TestBullionAndDoorstep: gold sold below spot price or by a savings plan whose
// first payment is to be wired by Friday, and a gas inspection paid in cash to the
// "technician" at the door.
func TestBullionAndDoorstep(t *testing.T) {
	f := flagger(t, newFuzzEngine(t))
	f(TypeSMS, "Hi Brian, following your enquiry about physical gold, our 2026 allocation of Britannia coins below spot price closes Friday. Can I give you a ring at 11 to go through it? James, Sterling Bullion Reserve", true)
	f(TypeSMS, "Guten Tag Herr Krüger, wie telefonisch besprochen: Ihr Goldsparplan mit 4 % Preisvorteil ist reserviert. Die Erstzahlung von 5.000 € bitte bis Freitag anweisen. Ihr Berater M. Stein, Deutsche Edelmetall Treuhand", true)
	f(TypeSMS, "Aviso: revisión obligatoria de su instalación de gas. Nuestro técnico pasará por su domicilio el martes por la mañana. El importe de 89 € se abona en efectivo al técnico.", true)
}

// TestBusinessScams: one-star reviews threatened unless paid in crypto, a résumé
// sent zipped.
func TestBusinessScams(t *testing.T) {
	f := flagger(t, newFuzzEngine(t))
	f(TypeUnknown, "Hi, we have 30 accounts ready to leave 1 star reviews on Hartley's Bakehouse Google page this week. To stop this send £250 in USDT or Amazon gift cards.", true)
	f(TypeEmail, "Subject: Resume - Front Desk Coordinator\nHello,\nI am writing to express interest in your front desk role. Please see my resume attached (Resume_Megan_Hill.zip), the password is 2026.\nBest regards,\nMegan Hill", true)
	f(TypeEmail, "Subject: Resume - Front Desk Coordinator\nHello,\nI am writing to express interest in your front desk role. Please see my resume attached (Resume_Megan_Hill.pdf).\nBest regards,\nMegan Hill", false)
}

// TestDepositsOffPlatform: a removal firm's deposit by Venmo, a holiday let whose
// host skips Airbnb's fee for a transfer; a sibling's Zelle for a flat's deposit,
// agreed between them, is no such ask.
func TestDepositsOffPlatform(t *testing.T) {
	f := flagger(t, newFuzzEngine(t))
	f(TypeUnknown, "Hey this is Mike w/ Nationwide Moving Solutions. Your quote for the 2BR move LA to Phoenix is $1,150 flat rate. We need a 40% deposit by Venmo or Cash App to lock in the truck for the 28th, price goes up tomorrow.", true)
	f(TypeUnknown, "Hola! Soy el anfitrión de la casa en Ibiza. Airbnb me cobra mucha comisión, si me pagas por transferencia te hago un 15% de descuento. Cancela la solicitud y te paso los datos por aquí 😉", true)
	f(TypeUnknown, "Hi hun, yes the cottage in St Ives is still free 8-15 Aug, £650 for the week as it's a cancellation. I don't use Airbnb for repeat guests as they take 15% so just bank transfer the £300 deposit to hold it, name on the account is M Kowalski. Someone else is asking so let me know today x", true)
	f(TypeUnknown, "Ryan: hey sis can I borrow $600 for the security deposit on my new place? I'll pay back $200/mo starting next month\nMe: yeah of course. Zelle to your Chase number?\nRyan: yep same as always, thank you!!", false)
}

// TestSecretsAskedBack: a password, a PIN or a security answer asked back by a
// reply is suspect however calm the words around it; the notices that say never
// to send one, or that the bank never asks, ask nothing. A pattern's alternatives
// ("reply with|text back ~ password|pin") each match.
func TestSecretsAskedBack(t *testing.T) {
	e := newFuzzEngine(t)
	checkKinds(t, e, TypeSMS, []kindCase{
		{"Dear customer, someone tried to access your account. To keep it open reply with your username and passcode today.", evAskCredentials, true},
		{"Please confirm this device by texting back your Microsoft email and password.", evAskCredentials, true},
		{"Pour débloquer l'accès, envoyez-nous votre identifiant et votre mot de passe.", evAskCredentials, true},
		{"Para reactivar el servicio, responda con su clave de acceso.", evAskCredentials, true},
		{"Bitte antworten Sie mit Ihrem Passwort, damit wir das Konto entsperren.", evAskCredentials, true},
		{"We will never ask you to send us your password or PIN.", evAskCredentials, false},
		{"Do not reply with your password to anyone.", evAskCredentials, false},
		{"Please reply with your username so we can find your ticket.", evAskCredentials, false},
	})
	f := flagger(t, e)
	f(TypeSMS, "Hi, it's Chris from Chase. Just a quick check after the changes made to your online profile today - could you reply with the answer to your security question (mother's maiden name) so we can complete the verification? No rush, anytime today is fine.", true)
	f(TypeSMS, "Chase: we will never ask you to reply with your password, PIN or the answer to a security question. If someone does, call the number on the back of your card.", false)
}

// TestPeopleAndTheirCalls: a friend who says the reader's son "will call you back"
// is no adviser announcing a call; a romance's "we will never have to worry
// again" is no bank's promise; sextortion's threat to send the recording to the
// reader's family, and money sent on to a cousin's account, are read.
func TestPeopleAndTheirCalls(t *testing.T) {
	e := newFuzzEngine(t)
	checkKinds(t, e, TypeSMS, []kindCase{
		{"Bonjour madame, c'est Inès, la copine de Lucas. Il a perdu son portable, il vous écrit avec le mien. Il vous rappellera demain.", evPreAdviser, false},
		{"Bonjour, un conseiller vous rappellera dans la journée pour sécuriser votre compte.", evPreAdviser, true},
		{"After that we will never have to worry again, I will come to you in Ohio.", evGenOfficial, false},
		{"We will never send you a link to sign in.", evGenOfficial, true},
		{"Pay £800 by tonight or I send it to your wife and your colleagues.", evPreSextortion, true},
		{"I'll send the wedding photos to your wife tonight.", evPreSextortion, false},
		{"It is £640. You can send it to my cousin's account, he is helping me with the booking.", evAskTransfer, true},
	})
}

// TestMoneyAsksInStories: the asks that romance, task and reversal scams make
// without naming a transfer ("even part of it", "top up the £412 and you can
// withdraw", "par erreur ... renvoie-les"), and an alert's "si no reconoces este
// movimiento" with its number to call; a ticket (a flight's, a support desk's) is
// no toll or fine.
func TestMoneyAsksInStories(t *testing.T) {
	e := newFuzzEngine(t)
	checkKinds(t, e, TypeSMS, []kindCase{
		{"They will not start the surgery until a deposit of $2,400 is paid. Please tell me you can help, even part of it.", evAskTransfer, true},
		{"Your account shows a negative balance of -£412. Just top up the £412 and you can withdraw everything tonight.", evAskPayment, true},
		{"Je t'ai envoyé 50.000 FCFA par Orange Money par erreur, c'était pour ma tante. Stp renvoie-les sur ce numéro.", evAskTransfer, true},
		{"BBVA: Se registró un cargo por $8,499.00. Si no reconoces este movimiento llama de inmediato al 55 8124 3390.", evPreThreat, true},
		{"BBVA: Se registró un cargo por $8,499.00. Si no reconoces este movimiento llama de inmediato al 55 8124 3390.", evAskCall, true},
		{"Vous ne reconnaissez pas cette opération ? Appelez-nous.", evPreThreat, true},
		{"The agency needs the rest of the ticket paid by tonight.", evPreToll, false},
		{"Following up on your recovery ticket #CB-40918.", evPreToll, false},
		{"You have an unpaid ticket for parking on Elm St.", evPreToll, true},
		{"Juan se llama mi hermano.", evAskCall, false},
	})
}

// TestDeniedAsksAndMisspeltLinks: "The Court does not ask for ... Social
// Security numbers" asks for none, but "If you didn't ask for this, reply with
// your account PIN" still asks for the PIN; "Portfolio Recovery Associates" names a
// company, no investment; a text that names Halifax and links to hallifax.info
// imitates it, though the link rules let a town's name misspelt pass alone.
func TestDeniedAsksAndMisspeltLinks(t *testing.T) {
	e := newFuzzEngine(t)
	checkKinds(t, e, TypeEmail, []kindCase{
		{"The Court does not ask for payment, Social Security numbers or credit card information by phone or email.", evAskPersonal, false},
		{"SARS will never SMS you a link to update banking details.", evAskCard, false},
		{"Please SMS us your banking details to receive the refund.", evAskCard, true},
		{"We do not ask you for your card number by e-mail.", evAskCard, false},
		{"Portfolio Recovery Associates, LLC is a debt collector.", evPreInvestment, false},
		{"My mentor helped me grow my portfolio by 40% in a month.", evPreInvestment, true},
	})
	checkKinds(t, e, TypeSMS, []kindCase{
		{"Verizon: A request to move your number to a new SIM was received. If you didn't ask for this, reply with your account PIN and we'll cancel it.", evAskCredentials, true},
	})
	var res Result
	for _, c := range []struct {
		text      string
		imitation bool
	}{
		{"Halifax: the card ending 4412 was frozen after a login from Leeds. Unfreeze it at hallifax.info/card", true},
		{"FedEx: Your package cannot be delivered. Reschedule: fedx-ship.cc/r", true},
		{"Halifax: your statement is ready. View it at halifax.co.uk", false},
		{"Halifax Town FC: tickets for Saturday are on sale at halifaxtownfc.co.uk", false},
		// A city's name spelt as domains spell its umlaut is its own; without the
		// umlaut in the text the same spelling imitates the insurer.
		{"Stadt Zürich: Ihre Ordnungsbusse Nr. 26-884172 (CHF 40.–) ist noch offen. Zahlung bis 10.12. online unter stadt-zuerich.ch/bussen.", false},
		{"Zurich Versicherung: Ihre Police ist abgelaufen. Erneuern Sie jetzt unter zuerich-police.com", true},
	} {
		e.Analyze(&Request{Content: []byte(c.text), Type: TypeSMS, Now: fuzzNow}, &res)
		if res.s.t.imitation != c.imitation || c.imitation && res.Verdict != VerdictScam {
			t.Errorf("%q: imitation %v, verdict %s; want imitation %v", c.text, res.s.t.imitation, res.Verdict, c.imitation)
		}
	}
}

// TestContactsHandedOnAndCash: a recovery "expert" vouched for with a handle, a
// Discord contact handed on, an account threatened with a ban, a "brand
// ambassador" programme's paid starter kit, cash and jewellery handed to a
// "colleague in plain clothes", and an archive sent with its password.
func TestContactsHandedOnAndCash(t *testing.T) {
	e := newFuzzEngine(t)
	checkKinds(t, e, TypeSMS, []kindCase{
		{"i talked to a steam admin, add him on discord: valve_support_mike", evAskReply, true},
		{"He said ur account will get banned unless you verify it", evPreThreat, true},
		{"Nous aimerions t'intégrer à notre programme d'ambassadrices", evPreJob, true},
		{"Pour débuter, il suffit de commander ton kit de démarrage à 39 €", evAskPayment, true},
		{"Bitte heben Sie 8.000 € ab und übergeben Sie das Bargeld einem Kollegen in Zivil.", evAskTransfer, true},
		{"Bitte heben Sie 8.000 € ab und übergeben Sie das Bargeld einem Kollegen in Zivil.", evPreAdviser, true},
		{"Ich habe Ihre Anfrage einem Kollegen weitergeleitet.", evPreAdviser, false},
	})
	f := flagger(t, e)
	f(TypeSMS, "Same happened to me last year. I got 3.2 BTC back with help from a licensed blockchain recovery expert, @TraceChainRecovery on Telegram. They only charge a small tracing fee upfront. Worth a message, honestly.", true)
	f(TypeEmail, "Subject: Paid partnership proposal\nHi Ella,\n\nPlease review the campaign brief in the attached file (NordicActive_Brief_2026.zip, password: NA2026) and let us know by Thursday.\n\nJonas", true)
	f(TypeEmail, "Subject: Photos from Saturday\nHi Ella,\n\nAll the photos are in the attached file (Saturday_photos.zip). Enjoy!\n\nJonas", false)
}

// TestAlertConditionals: an account alert's "If not you call ..." and "Did you
// authorise ...?" are its pretext: with a number the brand does not publish the
// text is suspect; with the brand's own line it is the alert it copies.
func TestAlertConditionals(t *testing.T) {
	e := newFuzzEngine(t)
	checkKinds(t, e, TypeSMS, []kindCase{
		{"Barclays: New payee added. If not you call 0161 850 3327 now", evPreAccount, true},
		{"Did you authorise £1,249 at Argos? If not call 0203 769 4412", evPreAccount, true},
		{"Crédit Mutuel : nouveau bénéficiaire ajouté. Si ce n'est pas vous, appelez-nous.", evPreAccount, true},
	})
	f := flagger(t, e)
	f(TypeSMS, "Barclays: New payee added. If not you call 0161 850 3327 now", true)
	f(TypeSMS, "Barclays: A new payee was added to your account. If this was not you, call 0345 734 5345.", false)
}

// TestSenderContactIsNoAction: a remittance advice that asks nothing and gives an
// address on its own From domain for queries gives the reader nothing to do; an
// address on another domain is a way to reach a stranger.
func TestSenderContactIsNoAction(t *testing.T) {
	e := newFuzzEngine(t)
	const body = "Subject: Remittance Advice - Payment 0049217\n\nPayer: Kestrel Logistics Ltd\nPayment date: 12/03/2026\nInvoice HR-1182 £1,250.00\nFunds should reach your account within 2 working days. Please contact %s with any queries regarding this payment.\n"
	var res Result
	for _, c := range []struct {
		from, contact string
		noAction      bool
	}{
		{"ap-noreply@kestrel-logistics.com", "ap@kestrel-logistics.com", true},
		{"ap-noreply@mail.kestrel-logistics.com", "ap@kestrel-logistics.com", true},
		{"ap-noreply@kestrel-logistics.com", "kestrel.payables@gmail.com", false},
	} {
		text := "From: Payables <" + c.from + ">\n" + fmt.Sprintf(body, c.contact)
		e.Analyze(&Request{Content: []byte(text), Type: TypeEmail, Now: fuzzNow}, &res)
		if got := res.s.t.evX[efNoAction] == 1; got != c.noAction {
			t.Errorf("from %s, contact %s: no action %v; want %v", c.from, c.contact, got, c.noAction)
		}
		if c.noAction && res.Verdict != VerdictSafe {
			t.Errorf("from %s, contact %s: verdict %s (score %d); want safe", c.from, c.contact, res.Verdict, res.Score)
		}
	}
}

// TestWiresAndSettlements: a deposit "wired before close of business" and
// compensation to be paid under a copyright threat are asks of money.
func TestWiresAndSettlements(t *testing.T) {
	e := newFuzzEngine(t)
	checkKinds(t, e, TypeEmail, []kindCase{
		{"We are acquiring a competitor and the lawyers need a deposit wired before close of business.", evAskTransfer, true},
		{"The deposit you wired last week has arrived, thank you.", evAskTransfer, false},
		{"You have 5 days to remove the images and pay compensation, otherwise my lawyer will take you to court.", evAskPayment, true},
		{"Vous avez 8 jours pour retirer les photos et payer une indemnité.", evAskPayment, true},
	})
}

// TestDeviceCodesAndPrompts: a sign-in code sent to be entered at a device-login
// page (microsoft.com/devicelogin) signs the sender in, and is a scam on its own;
// an IT notice that tells the reader to type the code their own display shows
// sends none. A sign-in prompt to approve that the reader did not start is asked
// for as a code is.
func TestDeviceCodesAndPrompts(t *testing.T) {
	e := newFuzzEngine(t)
	var res Result
	for _, c := range []struct {
		typ  ContentType
		text string
		code string
	}{
		{TypeSMS, `You have 1 shared file waiting: "Invoice_0326.xlsx". To open it enter code RJTW-8KMN at microsoft.com/devicelogin. Code expires in 15 min.`, "RJTW-8KMN"},
		{TypeEmail, "Subject: Geteilte Datei\nUm sie zu öffnen, gehen Sie auf https://microsoft.com/devicelogin und geben Sie den Code FJ9KLQ8ZP ein.", "FJ9KLQ8ZP"},
		{TypeEmail, "Subject: Re: Conference room 3B display setup\nHi Priya,\nThe new Teams Room display in 3B is showing a sign-in code on screen now. From your laptop go to microsoft.com/devicelogin, type the code exactly as it appears on the display and sign in.", ""},
		{TypeSMS, "Your order ABCD-1234 has shipped. Track it at https://www.microsoft.com/en-gb/store/orders", ""},
	} {
		e.Analyze(&Request{Content: []byte(c.text), Type: c.typ, Now: fuzzNow}, &res)
		if string(res.s.t.deviceCode) != c.code || c.code != "" && res.Verdict != VerdictScam {
			t.Errorf("%q: device code %q, verdict %s; want %q", c.text, res.s.t.deviceCode, res.Verdict, c.code)
		}
	}
	checkKinds(t, e, TypeSMS, []kindCase{
		{"To stop the alerts, approve the next sign-in request in your Authenticator app.", evAskCode, true},
		{"Para detener las alertas, aprueba la próxima solicitud de inicio de sesión.", evAskCode, true},
		{"To stop these alerts, approve the final verification request you receive in the next 2 minutes.", evAskCode, true},
		{"Please tap Approve on the next one and enter number 47 so we can reset the sync.", evAskCode, true},
		{"Monzo: To approve this payment of £20.00 to Tesco, open the app and tap Approve.", evAskCode, false},
		{"Reclámalo en 24h confirmando tu tarjeta: glovo-reembolsos.com/es", evAskCard, true},
	})
}

// TestPaymentSentToAccept: a payment the writer says they sent by a payment app
// and the reader must accept is a request in disguise; a ticket transfer to
// accept, with a Bizum asked back later, is not.
func TestPaymentSentToAccept(t *testing.T) {
	f := flagger(t, newFuzzEngine(t))
	f(TypeSMS, "Hola, soy el de la reparación del enchufe del otro día. Te he mandado el Bizum de 95 € pero me dice que lo tienes que aceptar tú en la app, dale a aceptar porfa", true)
	f(TypeSMS, `Ya te he mandado la entrada del concierto por la app de Ticketmaster 🎶 te tiene que llegar un correo para aceptar la transferencia y luego te aparece en "Mis entradas". Los 65 € me los pasas por Bizum cuando puedas, sin prisa!`, false)
	// A QR code scanned with the banking app to "receive" money pays.
	f(TypeUnknown, "I sent you a payment request by QR code, just scan it with your banking app and the £85 will go straight into your account. It's the new FB Marketplace system", true)
	f(TypeSMS, "I've paid through Depop Payments 🙂 they said you need to scan the QR code I sent on WhatsApp with your banking app to release the $65 into your account. It expires in 30 min so pls do it soon", true)
	f(TypeSMS, "C'est bon j'ai payé ! leboncoin vous a envoyé un QR code par WhatsApp, il faut juste le scanner avec votre appli bancaire pour recevoir l'argent. Il est valable 20 min.", true)
	f(TypeSMS, "Ya te he pagado! Wallapop te ha mandado un código QR por WhatsApp, escanéalo con la app de tu banco y te llega el dinero al momento. Caduca en 15 minutos", true)
	f(TypeUnknown, "Scannez ce QR code avec votre appli bancaire pour recevoir les 120 €, c'est le nouveau système de paiement leboncoin pour les particuliers. Ça prend 2 min", true)
	f(TypeSMS, "Your parcel locker code is 482913. Scan the QR code at the locker screen to open the door and collect your order.", false)
	// A request to accept so that money is "credited", whatever settled the rest.
	f(TypeSMS, "Hola! Ya te he hecho el Bizum de los 80 € del sofá, pero me dice el banco que como es la primera vez te llega como solicitud. Acéptala en tu app y se te ingresa el dinero, vale? Mañana paso a recogerlo", true)
	f(TypeSMS, "Hallo, hier ist der Kundenservice von Kleinanzeigen. Damit Sie den Kaufbetrag sicher erhalten, haben wir Ihnen eine Wero-Anforderung über 120 € geschickt. Bitte bestätigen Sie diese in Ihrer Banking-App, dann wird das Geld sofort gutgeschrieben.", true)
	f(TypeSMS, "Wero: Lisa hat Ihnen 25,00 € gesendet. Das Geld wurde Ihrem Konto gutgeschrieben.", false)
	// A request "sent by mistake" instead of the payment, to accept.
	f(TypeSMS, "Hola, te he enviado por error una solicitud de Bizum de 150 EUR en lugar de enviartelo. Aceptala y te devuelvo el total mas los 150 de la reserva del piso. Gracias!", true)
	f(TypeSMS, "Perdona, te he enviado por error una solicitud de Bizum, recházala y ahora te lo mando bien.", false)
}

// TestNeighboursAndLending: a neighbour who names her door and asks to borrow a
// ladder lends no money and is no stranger; "lend me 50" asks for money; a
// relative's new number with a call invited so the reader knows who writes is
// settled.
func TestNeighboursAndLending(t *testing.T) {
	e := newFuzzEngine(t)
	checkKinds(t, e, TypeSMS, []kindCase{
		{"Bonsoir, vous auriez une échelle à me prêter demain matin ?", evAskTransfer, false},
		{"Can you lend me your drill tomorrow?", evAskTransfer, false},
		{"Can you lend me 50 till Friday?", evAskTransfer, true},
		{"Tu pourrais me prêter de l'argent jusqu'à vendredi ?", evAskTransfer, true},
	})
	f := flagger(t, e)
	f(TypeSMS, "Bonsoir, c'est Sophie du 3e gauche 🙂 désolée de vous déranger, vous auriez une échelle à me prêter demain matin ? Je dois changer le plafonnier de l'entrée et la mienne est chez mes parents. Je vous la ramène avant midi !", false)
	f(TypeSMS, "Hi Mama, ich bin's, Lena 😊 hab jetzt einen neuen Vertrag und leider auch eine neue Nummer. Die alte geht noch bis Ende des Monats. Ruf mich gern gleich mal an, dann weißt du, dass ich's bin!", false)
}

// TestUSNoticesAndDeadlines: a school's absence notice asking only for a call to
// a North American number (fixed and mobile lines share their ranges there) is an
// organisation's call; a jury-duty "deputy" with a same-day deadline is pressure;
// "Renovar es gratis" is no prize.
func TestUSNoticesAndDeadlines(t *testing.T) {
	e := newFuzzEngine(t)
	f := flagger(t, e)
	f(TypeSMS, "Cy-Fair ISD: Your student SOFIA HERNANDEZ was marked absent for one or more periods today, 03/10/2026. If this is an error, please contact the attendance office at 281-897-4000.", false)
	f(TypeSMS, "Harris County District Clerk: Our records show you did not report for jury service on 03/04/2026. Please contact Deputy R. Hall at (832) 419-2276 before 5pm today to avoid a bench warrant.", true)
	checkKinds(t, e, TypeSMS, []kindCase{
		{"Please contact Deputy R. Hall at (832) 419-2276 before 5pm today.", evPreUrgency, true},
		{"Please contact Deputy R. Hall at (832) 419-2276 before 5pm today.", evPreAuthority, true},
		{"Texas HHS: Es hora de renovar la cobertura de Medicaid de su hogar. Renovar es gratis.", evPreReward, false},
		{"¡Tu regalo es gratis! Solo paga el envío.", evPreReward, true},
	})
}

// TestVirtualKidnapping: "Tenemos a tu hijo ... Deposita $30,000 en OXXO" is a
// threat and an ask; a request to accept sent "so that the money reaches you"
// is a request in disguise.
func TestVirtualKidnapping(t *testing.T) {
	e := newFuzzEngine(t)
	checkKinds(t, e, TypeSMS, []kindCase{
		{"Tenemos a tu hijo. No cuelgues ni llames a nadie. Deposita $30,000 en OXXO a la tarjeta 4152 3138 0000 1234.", evPreThreat, true},
		{"Tenemos a tu hijo. No cuelgues ni llames a nadie. Deposita $30,000 en OXXO a la tarjeta 4152 3138 0000 1234.", evAskTransfer, true},
		{"We have your daughter. Do not call the police.", evPreThreat, true},
	})
	f := flagger(t, e)
	f(TypeSMS, "Hola! Soy el interesado en el sofá del anuncio. Te he mandado una solicitud de Bizum de 150€ para reservarlo, solo tienes que aceptarla en tu app y te llega el dinero.", true)
}

// TestPrizesCollectedInPerson: a shop's prize collected at its own desk, with an
// ID card to bring along, gives no stranger anything; a flatmate's "même IBAN
// que d'habitude" is the usual account.
func TestPrizesCollectedInPerson(t *testing.T) {
	e := newFuzzEngine(t)
	checkKinds(t, e, TypeSMS, []kindCase{
		{"Bitte holen Sie ihn bis zum 30.04. an der Info-Theke Ihres REWE-Markts ab (Personalausweis mitbringen).", evAskPersonal, false},
		{"Senden Sie uns ein Foto Ihres Personalausweises.", evAskPersonal, true},
		{"El martes en la notaría: tienes que llevar el DNI y el certificado de últimas voluntades.", evAskPersonal, false},
		{"Envíanos una foto de tu DNI por WhatsApp.", evAskPersonal, true},
	})
	f := flagger(t, e)
	f(TypeSMS, "REWE: Herzlichen Glückwunsch! Sie haben bei unserem Oster-Gewinnspiel einen Einkaufsgutschein über 50 € gewonnen. Bitte holen Sie ihn bis zum 30.04. an der Info-Theke Ihres REWE-Markts in Hannover-List ab (Personalausweis mitbringen).", false)
	f(TypeSMS, "Carrefour : Félicitations ! Vous faites partie des gagnants du jeu « Noël Gourmand ». Votre lot (panier garni d'une valeur de 80 €) est à retirer à l'accueil de votre magasin avant le 31/12.", false)
	f(TypeSMS, "Tu peux me faire le virement pour ta part du loyer aujourd'hui stp ? C'est un peu urgent, la proprio m'a relancée. Même IBAN que d'habitude", false)
	f(TypeSMS, "Hey, can you transfer the £15 for Jen's leaving present today? Urgent only because I'm ordering the flowers tonight 🙈 my details are pinned in the team chat", false)
}

// TestStateLotteryPrizes: a state lottery's or savings bank's prize notice sent from
// its own domain, sending the reader only to that domain, is its own receipt; the
// same win announced from another domain, or asking for a fee, is the lottery scam.
func TestStateLotteryPrizes(t *testing.T) {
	e := newFuzzEngine(t)
	f := flagger(t, e)
	f(TypeEmail, "From: NS&I <noreply@nsandi.com>\nSubject: Congratulations - you've won a Premium Bonds prize\n\nDear Mrs Okafor,\n\nCongratulations! One of your Premium Bonds has won a £25 prize in the February 2026 draw.\n\nAs you've chosen to have prizes paid directly into your bank account, the money should be with you within a few days.\n\nYou can check your prizes at any time by signing in at nsandi.com or using the prize checker app.\n\nNS&I", false)
	f(TypeEmail, "From: LOTTO Bayern <service@lotto-bayern.de>\nSubject: Ihr Gewinn wurde gutgeschrieben\n\nSehr geehrter Herr Huber,\n\nherzlichen Glückwunsch! Ihr Spielschein für LOTTO 6aus49 vom Samstag, 14.02.2026, hat gewonnen.\n\nIhr Gewinn in Höhe von 11,20 € wurde Ihrem Kundenkonto gutgeschrieben. Details finden Sie nach dem Login unter \"Meine Spielscheine\" auf lotto-bayern.de.\n\nIhr LOTTO Bayern Team", false)
	f(TypeEmail, "From: NS&I Prize Team <prizes@nsandi-claims.com>\nSubject: Congratulations - you've won a Premium Bonds prize\n\nDear customer,\n\nOne of your Premium Bonds has won £25,000. To release it, confirm your bank details and pay the £49.99 processing fee at https://nsandi-claims.com/release within 48 hours.\n\nNS&I", true)
	f(TypeSMS, "The National Lottery: you have an unclaimed prize of £85,000. Claim now at national-lottery-prizes.top/claim before midnight.", true)
}

// TestCardSecretsAndAdvanceFees: a card's security code asked back by a message, a
// login asked by a DM, and a fee asked on the site a sender's name spells for a
// grant it awards, are read; an IBAN asked to pay the reader is no card detail.
func TestCardSecretsAndAdvanceFees(t *testing.T) {
	e := newFuzzEngine(t)
	checkKinds(t, e, TypeSMS, []kindCase{
		{"Pouvez-vous nous renvoyer les 16 chiffres, la date d'expiration et le cryptogramme par SMS ?", evAskReply, true},
		{"Por favor, envíenos el código de seguridad de la tarjeta.", evAskCard, true},
		{"Nous ne vous demanderons jamais votre cryptogramme.", evAskReply, false},
		{"Comme convenu, je vous fais le virement de 180 € ce soir pour la poussette et je passe la chercher jeudi vers 19h. Vous pouvez me renvoyer votre IBAN par message ?", evAskCard, false},
		{"Vous pouvez me renvoyer votre IBAN par message ?", evAskCard, true},
		{"dm me ur username and password and i'll add 5k robux", evAskCredentials, true},
	})
	f := flagger(t, e)
	f(TypeSMS, "Bonsoir, ici la réception de l'hôtel. Nous avons un problème technique avec la carte utilisée pour votre chambre 305. Pouvez-vous nous renvoyer les 16 chiffres, la date d'expiration et le cryptogramme par SMS ? Merci et bonne soirée", true)
	f(TypeSMS, "Hotel Central: for your security, we never ask for your card number or CVV by text. Your booking for 12 May is confirmed.", false)
	f(TypeEmail, "From: Becas Futuro Joven <info@becasfuturojoven.org>\nSubject: ¡Enhorabuena! Has sido seleccionado/a para una beca de 2.000€\n\nHola:\n\nTu perfil ha sido seleccionado para la Beca Futuro Joven 2026 por importe de 2.000 €.\n\nPara formalizar la concesión debes abonar 39 € en concepto de gastos de gestión antes de 48 horas en: https://becasfuturojoven.org/formalizar\n\nSi no se recibe el pago, la beca pasará al siguiente candidato.\n\nFundación Futuro Joven", true)
	f(TypeSMS, "Zopa: Your loan payment of £312.48 will be collected on 01/02. Questions? Visit zopa.com/help", false)
}

// TestArchiveLinksAndAntivirus: a link to an archive with its password after it is
// the encrypted attachment's trap in a message too, and a text asking to turn the
// antivirus off asks to run what it sends.
func TestArchiveLinksAndAntivirus(t *testing.T) {
	e := newFuzzEngine(t)
	checkKinds(t, e, TypeSMS, []kindCase{
		{"u might have to turn off antivirus bc its not signed yet lol", evAskInstall, true},
		{"Bitte deaktivieren Sie kurz den Virenschutz, damit das Programm startet.", evAskInstall, true},
		{"The antivirus update finished overnight, nothing to do.", evAskInstall, false},
	})
	f := flagger(t, e)
	f(TypeUnknown, "hey could u test my game pls? me and my friends made it for a school project, takes like 5 min. heres the download: https://dropgames.xyz/Build_v0.3.rar (pw 1234)", true)
	f(TypeSMS, "here are the photos from saturday https://we.tl/t-8KxP2mQ9 (the zip is big, sorry) x", false)
	if got := riskyFileNamed([]byte("download: https://dropgames.xyz/Build_v0.3.rar (pw 1234) enjoy")); string(got) != "Build_v0.3.rar" {
		t.Errorf("riskyFileNamed on an archive link with its password = %q", got)
	}
	if got := riskyFileNamed([]byte("the release: https://example.org/dl/tool-1.2.zip enjoy")); got != nil {
		t.Errorf("riskyFileNamed on an archive link without a password = %q", got)
	}
}

// TestOverpaymentDifference: the difference of an overpayment asked back is a
// transfer asked, as is "hazme la transferencia"; a shop's promise to refund a
// difference asks nothing.
func TestOverpaymentDifference(t *testing.T) {
	e := newFuzzEngine(t)
	checkKinds(t, e, TypeSMS, []kindCase{
		{"Te he transferido 900€ por error en lugar de 300€ por el sofá. Por favor devuélveme los 600€ de diferencia a la cuenta de mi transportista.", evAskTransfer, true},
		{"I paid £450 instead of £150 by accident, please refund me the difference by bank transfer today.", evAskTransfer, true},
		{"J'ai fait une erreur de montant, pouvez-vous me rembourser la différence par virement ?", evAskTransfer, true},
		{"Garantie prix : si le prix baisse dans les 7 jours, le magasin vous remboursera la différence sur votre carte.", evAskTransfer, false},
		{"Si el precio baja, te devolvemos la diferencia en tu tarjeta.", evAskTransfer, false},
		{"Como vivo en Canarias te lo mando por MRW. Hazme la transferencia del total y te paso el seguimiento.", evAskTransfer, true},
	})
}

// TestOverpaymentToCourier: the excess of a buyer's payment to pass on to the
// buyer's courier is a transfer asked, in four languages; a courier collecting a
// parcel, or a friend's overpaid dinner, asks nothing.
func TestOverpaymentToCourier(t *testing.T) {
	e := newFuzzEngine(t)
	checkKinds(t, e, TypeSMS, []kindCase{
		// Savings moved to a "protected" account; protecting one's account asks nothing.
		{"Met Police Fraud Unit: further to today's call, your savings must be moved to the protected holding account before 4pm.", evAskTransfer, true},
		{"Redfield County uses Duo Security to protect your account. Please enroll your device to continue.", evAskTransfer, false},
		{"Hola, me quedo con el sofá. Te he enviado 450€ de más para el transporte, cuando te lleguen devuélveselos al transportista por transferencia.", evAskTransfer, true},
		{"My bank sent £650 extra for the courier fee, please send that part to the courier by bank transfer once you've got the payment", evAskTransfer, true},
		{"J'ai payé 620€ dont 300€ de frais, merci de reverser les frais au transporteur dès réception.", evAskTransfer, true},
		{"Ich habe 850€ überwiesen, bitte überweisen Sie 350€ an den Fahrer weiter.", evAskTransfer, true},
		{"I've sent £650 by PayPal, that includes £200 for the mover, please forward it to him once you get PayPal's confirmation email.", evAskTransfer, true},
		{"Hola! El mensajero recoge el paquete mañana entre 9 y 14h, déjalo en portería", evAskTransfer, false},
		{"Your parcel arrives today, please have 12.50 ready to pay the courier (cash on delivery)", evAskTransfer, false},
	})
	f := flagger(t, e)
	f(TypeSMS, "Hola, me quedo con el sofá. Estoy fuera por trabajo, te pago ya y un transportista lo recoge. Te he enviado 450€ de más para el transporte, cuando te lleguen devuélveselos al transportista por transferencia.", true)
	f(TypeSMS, "Te he pagado 5€ de más en la cena, no pasa nada, invito yo", false)
}

// TestInsiderDeposit: the pig-butchering chat's relative's analyst and the deposit
// it offers to walk the reader through; a flat's deposit with the agent asks nothing.
func TestInsiderDeposit(t *testing.T) {
	f := flagger(t, newFuzzEngine(t))
	f(TypeSMS, "Morning Dave! Just checked my account, the BTC contract closed at +23% again. My aunt's analyst says the next window opens tonight at 9pm. You said you'd try with £2k, do you still want me to walk you through the deposit? I don't want you to miss it", true)
	f(TypeSMS, "Hi Tom, happy to walk you through the deposit for the flat on Friday, bring your ID", false)
}

// TestSpoofedSignIn: a brand's name over another's address, asking the reader to
// sign in, is suspect at least; the organisation's own mail server's quota warning,
// which asks for no sign-in, is not.
func TestSpoofedSignIn(t *testing.T) {
	f := flagger(t, newFuzzEngine(t))
	f(TypeEmail, "From: Outlook Web Access <postmaster@aldercresthealth-mail.org>\nSubject: Mailbox storage limit reached (99.1 GB of 100 GB)\n\nDear user,\n\nYour mailbox has exceeded its storage limit. 4 incoming messages are currently pending delivery.\n\nTo upgrade your storage for free, sign in to Outlook Web Access and confirm your account:\n\nUpgrade Storage Now\n\nAldercrest Health IT Support", true)
	f(TypeEmail, "From: Microsoft Outlook <postmaster@aldercresthealth.org>\nSubject: Your mailbox is almost full\n\nYour mailbox is almost full. Delete items you don't need from your mailbox and empty your Deleted Items folder, or archive older items.\n\nAldercrest Health IT", false)
}

// TestDomainMentioned: a registrar's notice names the customer's domain, written
// bare, and links its own dashboard: the name is no link elsewhere. A bare domain
// the phishing layer finds a risk in still is.
func TestDomainMentioned(t *testing.T) {
	f := flagger(t, newFuzzEngine(t))
	const renewal = "From: Cloudflare <noreply@notify.cloudflare.com>\nSubject: Action required: Auto-renewal for fernhill.dev failed\nMIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\nHello,\n\nWe were unable to auto-renew the following domain because the payment method on file was declined:\n\nDomain: fernhill.dev\nExpiration date: November 20, 2026\nRenewal price: $12.20 USD (1 year)\n\nTo avoid losing this domain, update your payment method and renew manually before the expiration date from the Cloudflare dashboard:\n\nhttps://dash.cloudflare.com/?to=/:account/domains\n\nAfter expiration, the domain enters a redemption period and restoring it will cost significantly more.\n\nIf you have already renewed, you can ignore this message.\n\nThe Cloudflare Team\n"
	f(TypeEmail, renewal, false)
	f(TypeEmail, strings.Replace(renewal, "Domain: fernhill.dev", "Domain: fernhill.dev (pay the renewal at cloudflare-billing-renew.com)", 1), true)
	// The dashboard written without its scheme, as a page's path, is a link too.
	f(TypeEmail, strings.Replace(renewal, "https://dash.cloudflare.com/?to=/:account/domains", "dash.cloudflare.com/domains", 1), false)
}

// TestManagedInstall: IT's notice to install a client from the Company Portal,
// saying it will send no installer, is the official channel; an installer
// linked from a stranger's site is not.
func TestManagedInstall(t *testing.T) {
	e := newFuzzEngine(t)
	checkKinds(t, e, TypeEmail, []kindCase{
		{"Please install it yourself from the Company Portal app on your laptop before Monday.", evGenOfficial, true},
		{"We will NOT email you an installer or a download link.", evGenOfficial, true},
		{"Please install the new VPN client from https://vpn-client-update.net/setup.exe before Monday.", evGenOfficial, false},
	})
	f := flagger(t, e)
	f(TypeEmail, "From: IT Helpdesk <helpdesk@meridianbuildgroup.com>\nSubject: New VPN client - install from Company Portal before 30 November\n\nHello everyone,\n\nWe are retiring the Cisco AnyConnect client and replacing it with GlobalProtect. Please install it yourself from the Company Portal app on your laptop (Start menu > Company Portal > Apps > GlobalProtect VPN) before Monday 30 November. Macs: Self Service > Networking.\n\nWe will NOT email you an installer or a download link, and nobody from IT will phone you asking to install software. If you get a message like that, report it.\n\nThe portal address after install is vpn.meridianbuildgroup.com and you sign in with your normal Okta login.\n\nGuide: https://meridianbuildgroup.sharepoint.com/sites/IT/VPN\n\nThanks,\nIT Helpdesk | ext 2020", false)
}

// TestAvailableAsked: "¿estás disponible?" asks the reader to answer a stranger or
// a "boss"; a bill or an order that "está disponible" asks nothing.
func TestAvailableAsked(t *testing.T) {
	checkKinds(t, newFuzzEngine(t), TypeSMS, []kindCase{
		{"Hola, ¿estás disponible? Necesito que me hagas un favor urgente.", evAskReply, true},
		{"Claro: Tu factura de Claro Hogar por $118.900 esta disponible. Pagala en claro.com.co", evAskReply, false},
		{"Tu pedido ya está disponible ahora para recoger en tienda.", evAskReply, false},
	})
}

// TestLatAmClaims: the Latin American prize ("Ganaste $5.000.000 ... para
// reclamar") and the virtual kidnapping's "tu familiar está con nosotros".
func TestLatAmClaims(t *testing.T) {
	e := newFuzzEngine(t)
	checkKinds(t, e, TypeSMS, []kindCase{
		{"Claro Colombia: Ganaste $5.000.000 en la promocion Navidad Claro. Para reclamar comunicate al 312 845 9021.", evPreReward, true},
		{"Somos del cartel, tu familiar esta con nosotros por un problema de deuda. Responde a este numero, no avises a nadie.", evPreThreat, true},
		{"Tenemos que juntar el dinero para el regalo de la profe, ¿pones 10€?", evPreThreat, false},
	})
	f := flagger(t, e)
	f(TypeSMS, "Claro Colombia: Ganaste $5.000.000 en la promocion Navidad Claro. Para reclamar comunicate al 312 845 9021 y ten a mano tu cedula.", true)
	f(TypeSMS, "Somos del cartel, tu familiar esta con nosotros por un problema de deuda. Tienes 2 horas para juntar el dinero. Responde a este numero, no avises a nadie.", true)
}

// TestGateCode: a delivery driver's gate or door code asked opens no account; a code
// "sent by SMS" to send back does, however far its pronoun.
func TestGateCode(t *testing.T) {
	e := newFuzzEngine(t)
	checkKinds(t, e, TypeSMS, []kindCase{
		{"Bonjour, je suis le livreur Chronopost, je suis devant votre résidence mais il faut un code pour le portail. Vous pouvez me l'envoyer par SMS svp ?", evAskCode, false},
		{"Hallo, hier ist Ihr DHL-Zusteller. Stehe vor der Tiefgarage, das Tor ist zu. Können Sie mir den Code schicken?", evAskCode, false},
		{"Hola, soy el repartidor de SEUR. Estoy en la urbanización pero la puerta está cerrada, ¿me puede decir el código?", evAskCode, false},
		{"Bonjour, c'est le livreur Colissimo. Je vous ai envoyé un code par SMS pour valider la livraison, pouvez-vous me le renvoyer ici ?", evAskCode, true},
		{"Hallo, hier ist der Kundenservice von Kleinanzeigen. Senden Sie uns bitte den 6-stelligen Bestätigungscode, den Sie per SMS erhalten haben.", evAskCode, true},
		{"Können Sie mir den Code schicken, den Sie gerade per SMS bekommen haben?", evAskCode, true},
	})
}

// TestDebtCollectorOwnSite: a debt collector's letter linking its own site, written
// without a scheme, and the free debt advice it must point to is its own notice;
// "confidential debt advice" keeps no secret. A payment site elsewhere is not its own.
func TestDebtCollectorOwnSite(t *testing.T) {
	e := newFuzzEngine(t)
	checkKinds(t, e, TypeEmail, []kindCase{
		{"Free, confidential debt advice is available from MoneyHelper.", evPreSecrecy, false},
		{"This is confidential, do not discuss it with anyone.", evPreSecrecy, true},
	})
	const letter = "From: Lowell <noreply@lowell.co.uk>\nSubject: Your Lowell account 58219473 - your balance of £463.91\n\nDear Mr Patel,\nWe're writing to let you know that Lowell Portfolio I Ltd has bought your EE account (ref 7731020458) and we're now responsible for collecting the balance of £463.91.\nYou haven't made a payment since we got in touch last month. If we don't hear from you by 05 December 2026 we may pass your account to a field agent or consider legal action.\nYou can pay in full, set up an affordable payment plan or tell us if you're struggling at lowell.co.uk/myaccount.\nFree, confidential debt advice is available from MoneyHelper (moneyhelper.org.uk).\nLowell Customer Services"
	f := flagger(t, e)
	f(TypeEmail, letter, false)
	f(TypeEmail, strings.Replace(letter, "at lowell.co.uk/myaccount", "at lowell-payment-portal.net/myaccount", 1), true)
}

// TestSARSRefundNotice: the South African Revenue Service's refund notice, with its
// own site and line and its warning that it never texts a link, is its own.
func TestSARSRefundNotice(t *testing.T) {
	f := flagger(t, newFuzzEngine(t))
	f(TypeSMS, "SARS: Your 2026 ITR12 assessment has been finalised. A refund of R3,412.55 will be paid into your verified bank account within 72 hours. Queries: 0800 00 7277 or sarsefiling.co.za. SARS will never SMS you a link to update banking details.", false)
	f(TypeSMS, "SARS: You have a pending refund of R4,210. Verify your banking details at sars-refund-za.com within 24 hours.", true)
}

// TestDormantWallet: a dormant crypto wallet "found in your name", paid out by
// calling back, is the recovery scam's bait; a wallet app's notice is not.
func TestDormantWallet(t *testing.T) {
	e := newFuzzEngine(t)
	checkKinds(t, e, TypeSMS, []kindCase{
		{"Auf Ihren Namen wurde ein inaktives Bitcoin-Wallet aus 2019 gefunden. Für die Auszahlung rufen Sie uns bitte zurück.", evPreInvestment, true},
		{"We located a dormant wallet linked to your email holding 0.41 BTC. Call our recovery desk to release it.", evPreInvestment, true},
		{"Your wallet app has an update available. Open the store to install it.", evPreInvestment, false},
	})
	f := flagger(t, e)
	f(TypeSMS, "Guten Tag, hier ist Markus Berger von der Krypto-Sicherungsstelle. Auf Ihren Namen wurde ein inaktives Bitcoin-Wallet aus 2019 mit einem Wert von 14.300 € gefunden. Für die Auszahlung rufen Sie uns bitte zurück: 030 56 79 88 210", true)
}

// TestSameNameOtherBrand: Swiss Post, "La Poste" in French, linking post.ch links its
// own site, though "La Poste" also names France's; a link on another carrier's site
// of another name is no own link.
func TestSameNameOtherBrand(t *testing.T) {
	e := newFuzzEngine(t)
	var res Result
	for _, c := range []struct {
		text string
		own  bool
	}{
		{"La Poste : votre colis 99.60.123456.12345678 de Galaxus sera distribué aujourd'hui. Modifier la livraison : post.ch/sendungen", true},
		{"La Poste : votre colis 6A23456789012 sera livré demain. Suivi : dhl.de/sendung", false},
	} {
		e.Analyze(&Request{Content: []byte(c.text), Type: TypeSMS, Now: fuzzNow}, &res)
		if got := res.s.t.evX[efBrandLinkOwn] != 0; got != c.own {
			t.Errorf("%q: brand link own %v; want %v", c.text, got, c.own)
		}
	}
	// The tag a message opens with names its sender before any brand it names
	// later (a phone's maker); a link that imitates a brand of the same kind and a
	// shared name imitates the named one.
	f := flagger(t, e)
	f(TypeSMS, "BoursoBank : un nouvel appareil (Samsung Galaxy S24) a été enregistré sur votre espace client le 18/11 à 22h14. Si vous n'êtes pas à l'origine de cette action, contactez-nous immédiatement via boursobank.com.", false)
	e.Analyze(&Request{Content: []byte("Correos de Mexico: Su paquete MX48291034 esta retenido por direccion incompleta. Actualice sus datos y pague $28.50 de reenvio: https://correosmx-entregas.com/pago"), Type: TypeSMS, Now: fuzzNow}, &res)
	if !res.s.t.imitation || res.Verdict != VerdictScam {
		t.Errorf("Correos de México and correosmx-entregas.com: imitation %v, verdict %s; want true, scam", res.s.t.imitation, res.Verdict)
	}
}

// TestYesNoAndGifts: a bank's check of a payment answered "SI ... NO" is its own
// order; a grandmother's birthday present is no lure, a present "waiting" is.
func TestYesNoAndGifts(t *testing.T) {
	checkKinds(t, newFuzzEngine(t), TypeSMS, []kindCase{
		{"CaixaBank: compra de 1.150,00 EUR pendiente de confirmar. Contesta SI para autorizarla o NO para rechazarla y bloquear la tarjeta.", evGenOrder, true},
		{"Coucou mamie ! Il reste 85€ à payer avant vendredi (c'est ton cadeau d'anniversaire en avance du coup).", evPreReward, false},
		{"Ton cadeau t'attend ! Récupère-le ici avant minuit.", evPreReward, true},
		{"TD Fraud Alert: Did you make a purchase for $1,184.99 at APPLE.COM/CA on Nov 12? Reply Y for yes or N for no.", evGenOrder, true},
		{"Hi Emma, Smile Dental Bondi here confirming your check-up & clean tomorrow at 3:30pm with Dr Nguyen. Reply Y to confirm. Please note we charge a $50 fee for cancellations with less than 24h notice.", evGenOrder, true},
		{"Your Medicare claim is on hold. Call 1-855-310-6624 to confirm your bank details.", evGenOrder, false},
	})
}

// TestAttachedAccountCollects: a deposit asked by transfer to details in the
// attachment has a way to be collected, so the missing link or account no longer
// settles it; a supplier's invoice with its details attached stays safe.
func TestAttachedAccountCollects(t *testing.T) {
	f := flagger(t, newFuzzEngine(t))
	f(TypeEmail, "From: Villa Sol Mallorca <bookings@villasol-mallorca-rentals.com>\nSubject: Booking confirmation Villa Sol - 2 weeks August\n\nDear Mr and Mrs Clarke,\n\nWe are pleased to confirm the availability of Villa Sol (private pool, 4 bedrooms) from 2 to 16 August at the special price of €2,400.\n\nTo secure your booking a 50% deposit (€1,200) must be paid today by bank transfer. Unfortunately we do not accept card payments due to high fees. Payment details are attached.\n\nThis offer is only valid for 24 hours as we have high demand.\n\nKind regards,\nIsabel\nReservations", true)
	f(TypeEmail, "From: Accounts <accounts@harrisonjoinery.co.uk>\nSubject: Invoice INV-2291\n\nHi Sarah,\n\nPlease find attached invoice INV-2291 for the kitchen fitting (£1,840.00 inc. VAT), due within 30 days. Our bank details are attached as usual.\n\nThanks,\nMark\nHarrison Joinery Ltd", false)
}

// TestPlatformLoginElsewhere: a platform's login asked on a site that is no
// brand's is read; an identity app asked to sign in to a government's site is
// what the app is for.
func TestPlatformLoginElsewhere(t *testing.T) {
	f := flagger(t, newFuzzEngine(t))
	f(TypeUnknown, "omg hiii sorry random but my cousin is in a modelling comp and she's like 12 votes behind 😭 could u vote?? u have to sign in with instagram https://ig-modelcontest.net/vote/sofia", true)
	f(TypeUnknown, "new fortnite glitch gives u any skin in the item shop for free!! works on ps5 and xbox. just log in with ur epic acc here fn-skinclaim.com before they patch it", true)
	f(TypeEmail, "From: SPF Finances <noreply@minfin.fed.be>\nObjet : Un nouveau document est disponible dans MyMinfin\n\nBonjour,\n\nUn nouveau document est disponible dans votre dossier MyMinfin : avertissement-extrait de rôle – exercice d'imposition 2025.\n\nConnectez-vous à MyMinfin.be avec itsme ou votre carte d'identité électronique pour le consulter.\n\nCet e-mail est envoyé automatiquement, merci de ne pas y répondre.\n\nSPF Finances", false)
	f(TypeSMS, "Instagram: log in at instagram.com/accounts to review the new sign-in from Chrome on Windows.", false)
}

// TestGermanStrangerOpeners: "wir hatten uns ... unterhalten", "hab ich mich
// vertippt?" open the wrong-number scam; a buyer's "ist das Sofa noch zu haben?"
// does not.
func TestGermanStrangerOpeners(t *testing.T) {
	checkKinds(t, newFuzzEngine(t), TypeSMS, []kindCase{
		{"Hallo, ist das Michael? Hier ist Jenny, wir hatten uns beim Golfclub-Abend unterhalten 😊 oder hab ich mich vertippt?", evPreWrongNumber, true},
		{"Sorry, hab mich vertippt, die Nachricht war für meine Schwester.", evPreWrongNumber, true},
		{"Hallo, ist das Sofa noch zu haben? Würde 200 € geben und könnte Samstag abholen.", evPreWrongNumber, false},
	})
}

// TestGrandparentBailAndThirdPartyPayee: a relative's bail announced with its
// amount and a lawyer's call, and money asked to be sent on to a third party
// ("Zelle it to them"), are read.
func TestGrandparentBailAndThirdPartyPayee(t *testing.T) {
	e := newFuzzEngine(t)
	checkKinds(t, e, TypeSMS, []kindCase{
		{"My public defender Mr Collins is going to call you about the bail, it's $8,500.", evAskPayment, true},
		{"I owe someone $500 and they said today or else. Can you Zelle it to them?", evAskTransfer, true},
		{"Mom please don't say anything to dad ok", evPreSecrecy, true},
		{"The bail hearing was moved to Tuesday, the judge was nice.", evAskPayment, false},
	})
	f := flagger(t, e)
	f(TypeSMS, "Grandpa it's me Tyler. I'm in trouble.\nI got pulled over and they found something in my buddy's car, now I'm in jail.\nMy public defender Mr Collins is going to call you about the bail, it's $8,500.\nPlease don't tell Mom and Dad", true)
	f(TypeSMS, "Mom please don't say anything to dad ok, I'm embarrassed. I owe someone $500 and they said today or else. Can you Zelle it to them? I'll tell you everything this weekend", true)
}

// TestAmountsSetTheNumbersCountry: a text's amounts in a country's currency read
// its local numbers there (a South African bank's 0860 line, a Philippine bank's
// Manila line), and a meter number or a date is no phone number.
func TestAmountsSetTheNumbersCountry(t *testing.T) {
	for _, c := range []struct{ text, region string }{
		{"Purchase of R350.00 at WOOLWORTHS. Available R5,210.40.", "ZA"},
		{"Amt Ksh2500.00", "KE"},
		{"Sent Rs.1200.00 From HDFC Bank", "IN"},
		{"Your transfer of PHP 3,000.00 was successful", "PH"},
		{"R2-D2 is back, room R2 at 10:30", ""},
		{"Your transfer of £3,000.00 was successful", ""},
	} {
		if got := currencyRegion([]byte(c.text)); got != c.region {
			t.Errorf("currencyRegion(%q) = %q, want %q", c.text, got, c.region)
		}
	}
	f := flagger(t, newFuzzEngine(t))
	f(TypeSMS, "Standard Bank: Purchase of R350.00 at WOOLWORTHS SANDTON on card ...8812, 10/03/25 17:45. Available R5,210.40. Not you? Call 0860 123 000.", false)
	f(TypeSMS, "BPI: Your transfer of PHP 3,000.00 to account ending 8812 on 10 Mar 2025 07:33 PM was successful. Ref No. 873211. Not you? Call BPI Contact Center at (02) 889-10000.", false)
	f(TypeSMS, "Mtr:37123456789\nToken:4821-3390-1177-6045-2218\nDate:20250310 19:02\nUnits:98.5\nAmt Ksh2500.00\nTokenAmt:2130.40\nVAT:341.00\nOther:28.60", false)
	f(TypeSMS, "Standard Bank: your card is blocked. Purchase of R9,350.00 pending. Call our fraud desk on 073 555 0192 now or lose access.", true)
}

// TestLoanFeesAndTills: a loan's fee paid to a mobile-money till is an advance fee
// with somewhere to collect it; a shop's till receipt asks nothing.
func TestLoanFeesAndTills(t *testing.T) {
	if !accountGiven([]byte("To disburse pay Ksh 350 saving fee via Till 5123987.")) {
		t.Error("a till number is an account to pay into")
	}
	if accountGiven([]byte("Paid at till 3 on 12/03, thank you for shopping with us.")) {
		t.Error("a till's counter number is no account")
	}
	f := flagger(t, newFuzzEngine(t))
	f(TypeSMS, "Your loan limit has been raised to Ksh 45,000 by Fuliza Plus. To disburse pay Ksh 350 saving fee via Till 5123987. Offer expires today.", true)
	f(TypeSMS, "Confirmed. Ksh350.00 paid to NAIVAS SUPERMARKET via Till 5123987 on 10/3/25 at 6:14 PM. New M-PESA balance is Ksh2,120.00.", false)
}

// TestRentReminders: a landlord's reminder of a late rent that gives no way to pay
// but the usual one is settled; with a new account, or a flat still to let with
// the keys by courier, it is not.
func TestRentReminders(t *testing.T) {
	f := flagger(t, newFuzzEngine(t))
	f(TypeSMS, "Bonjour Mme Girard, dernier rappel pour le loyer de mars (780 €) que je n'ai toujours pas reçu. Merci de régulariser d'ici vendredi, sinon je serai obligé de lancer la procédure via l'agence. Cordialement, M. Benoît", false)
	f(TypeSMS, "Hallo Herr Krüger, hier Petra Lang (Vermieterin). Letzte Erinnerung: die Miete für März (920 €) ist noch nicht eingegangen. Bitte bis Freitag überweisen, sonst muss ich die Hausverwaltung einschalten.", false)
	f(TypeSMS, "Bonjour Mme Girard, rappel pour le loyer de mars (780 €) : attention, nouveau RIB, merci de virer sur FR76 3000 4000 0312 3456 7890 143 aujourd'hui sinon procédure.", true)
	f(TypeSMS, "Hello, reminder about the flat: it's still available, £850 rent. I'm working abroad so I'll send you the keys by courier once you transfer the first month and deposit today.", true)
}

// TestFamilyPapers: a relative asking for a copy of the reader's ID for a form is
// settled; from a new number, or with a link, it is not.
func TestFamilyPapers(t *testing.T) {
	f := flagger(t, newFuzzEngine(t))
	f(TypeSMS, "Papa: Hallo Schatz, ich mach den BAföG-Antrag fertig. Kannst du mir ein Foto von deinem Personalausweis schicken? Das Amt braucht eine Kopie", false)
	f(TypeSMS, "Hola hijo, mándame una foto del DNI por las dos caras, que estoy haciendo la renta y te tengo que meter como hijo a cargo.", false)
	f(TypeSMS, "Hi Mum it's me, this is my new number, my phone broke. Can you send me a photo of your passport for the form? I need it today", true)
}

// TestSenderOwnSiteSpelt: an e-mail whose every link is on the site its sender's
// name spells is the sender's own notice even when it names a brand it writes
// about, and names are spelt as domains spell them (München, muenchen.de;
// Marks & Spencer, marksandspencer.com).
func TestSenderOwnSiteSpelt(t *testing.T) {
	if !domainNamed([]byte("muenchen.de"), "Landeshauptstadt München") || !domainNamed([]byte("marksandspencer.com"), "Marks & Spencer") {
		t.Error("domainNamed does not read umlauts and '&' as domains spell them")
	}
	f := flagger(t, newFuzzEngine(t))
	f(TypeEmail, "From: Intrum <ne-pas-repondre@intrum.fr>\nSubject: Dossier n° 7732918 - SFR\n\nMadame Dupuis,\n\nLa société SFR nous a mandatés pour le recouvrement d'une somme impayée de 289,40 € au titre de votre abonnement box.\n\nNous vous invitons à régler cette somme ou à nous proposer un échéancier en vous connectant à votre espace sur intrum.fr avec votre numéro de dossier. Si vous contestez cette créance, vous pouvez nous adresser vos justificatifs depuis ce même espace.\n\nIntrum", false)
	f(TypeEmail, "From: Landeshauptstadt München <verkehrsueberwachung@muenchen.de>\nSubject: Verwarnung mit Verwarnungsgeld - Kassenzeichen 8104.2279.5511\n\nSehr geehrte Halterin, sehr geehrter Halter,\n\nam 14.02.2025 um 10:32 Uhr wurde Ihr Fahrzeug M-AB 2290 in der Leopoldstraße im eingeschränkten Halteverbot festgestellt.\n\nVerwarnungsgeld: 35,00 €. Bitte zahlen Sie innerhalb einer Woche unter Angabe des Kassenzeichens, online über stadt.muenchen.de oder per Überweisung. Andernfalls wird ein Bußgeldverfahren eingeleitet.", false)
	f(TypeEmail, "From: SFR Recouvrement <recouvrement@sfr-impayes.com>\nSubject: Dernier avis avant poursuites\n\nMadame,\n\nVotre facture SFR de 289,40 € reste impayée. Réglez-la sous 24 heures sur https://sfr-impayes.com/paiement pour éviter la coupure de votre ligne et des poursuites.\n\nSFR", true)
}

// TestFriendsLoansAndTaskTopUps: a friend's loan asked with nothing but a promise
// to pay it back is settled; the task scam's top-up to unlock a balance is a
// payment asked.
func TestFriendsLoansAndTaskTopUps(t *testing.T) {
	e := newFuzzEngine(t)
	checkKinds(t, e, TypeSMS, []kindCase{
		{"That's a combination order, it means higher commission. Just top up £212 to unlock and your balance will be released", evAskPayment, true},
		{"Top up your Oyster card at any station.", evAskPayment, false},
	})
	f := flagger(t, e)
	f(TypeSMS, "Salut Tom, je suis gêné de demander mais tu pourrais m'avancer 80 € ? Ma paie tombe le 3 et je dois régler le véto pour Caramel aujourd'hui. Je te rembourse direct", false)
	f(TypeSMS, "Salut Tom, c'est mon nouveau numéro. Tu pourrais m'avancer 80 € ? C'est urgent, je te rembourse direct", true)
}

// TestDatingApps: a dating app's own receipt or match notice on its domain is its
// own; its name beside a stranger's video-chat "registration" link makes the
// romance scam's type, and a look-alike of its domain is impersonation.
func TestDatingApps(t *testing.T) {
	e := newFuzzEngine(t)
	f := flagger(t, e)
	f(TypeSMS, "Your Bumble Premium receipt\nOrder ID: GPA.3391-2278-5510-44821\nBumble Premium (1 week): £19.99\nBilled via Google Play. To cancel, go to Play Store > Payments & subscriptions. Need help? bumble.com/help", false)
	f(TypeSMS, "Tinder : Vous avez un nouveau match ! Camille et vous vous êtes likés mutuellement. Envoyez-lui un message dès maintenant sur tinder.com", false)
	f(TypeSMS, "Bumble: tu cuenta ha sido marcada como sospechosa. Verifica tu identidad en 24h o será eliminada: bumble-seguridad.com/verificar", true)
	var res Result
	e.Analyze(&Request{Content: []byte("Sophie von Bumble! Ich würde gern videochatten, aber meine Sicherheits-App verlangt erst eine kurze Registrierung https://ow.ly/4kP9xQ"), Type: TypeSMS}, &res)
	if res.Verdict == VerdictSafe || res.ScamType != ScamRomance {
		t.Errorf("dating verification lure: verdict %s, type %s; want flagged romance_scam", res.Verdict, res.ScamType)
	}
}

// TestNumberMatchingAndCredentials: the number an authenticator's prompt shows,
// asked by a caller, is a code asked; "credentials" is a login asked, as
// "identifiants" and "Zugangsdaten" are.
func TestNumberMatchingAndCredentials(t *testing.T) {
	e := newFuzzEngine(t)
	checkKinds(t, e, TypeSMS, []kindCase{
		{"you'll get a couple of Microsoft Authenticator prompts in the next minute - please approve them and text me the number shown", evAskCode, true},
		{"Sie bekommen gleich eine Anfrage in der Authenticator-App, bitte bestätigen Sie diese und nennen Sie mir die angezeigte Zahl.", evAskCode, true},
		{"Enter the number shown on your screen in the Authenticator app to sign in.", evAskCode, false},
		{"Sign in with your corporate credentials.", evAskCredentials, true},
	})
	f := flagger(t, e)
	f(TypeSMS, "Hi, this is Kevin from the IT service desk. We're migrating your account to the new MFA server, you'll get a couple of Microsoft Authenticator prompts in the next minute - please approve them and text me the number shown so I can finish the sync.", true)
}

// TestWarningsToOthers: a warning that retells a scam and gives nothing to act on
// is settled; the same story with a number to call is not.
func TestWarningsToOthers(t *testing.T) {
	f := flagger(t, newFuzzEngine(t))
	f(TypeSMS, "Bin heute fast auf was reingefallen: SMS von 'DHL', Paket kann nicht zugestellt werden, bitte 1,99€ Gebühr zahlen. Hab schon Kartendaten eingetippt und dann gemerkt. Passt auf!", false)
	f(TypeSMS, "A mi madre le escribieron por WhatsApp 'Hola mamá, este es mi nuevo número' y luego le pedían pagar una factura urgente. Ojo con esto, avisad a vuestros padres", false)
	f(TypeSMS, "Heads up: your card was used abroad. Call our fraud line now on 07700 184 223 to block it and confirm your PIN.", true)
	f(TypeSMS, "Ojo familia: a mi suegra le ha llegado un WhatsApp \"Hola mamá, se me ha roto el móvil, este es mi número nuevo\" pidiendo dinero. Es una estafa. Si os llega algo así, llamad al número de siempre.", false)
	f(TypeSMS, "Bancolombia: Transferiste $150.000 desde tu cuenta *4821 a la cuenta *9910 el 12/08/2025 a las 14:32. Si tienes inquietudes llama al 018000912345.", false)
	// Someone else writing in the writer's name, denied; a message in the reader's
	// name, checked with them.
	f(TypeSMS, "Mamá ojo: a mis amigas les está escribiendo un número raro diciendo que soy yo con móvil nuevo. NO soy yo. Si alguien te pide dinero en mi nombre llámame a mí siempre antes, ¿vale?", false)
	// A hacked account's owner telling friends to ignore it, asking nothing; the
	// hacked account asking for the code is no warning.
	f(TypeSMS, "Attention si vous recevez un message de mon compte Insta qui vous demande un code ou de voter pour un concours, c'est PAS moi, je me suis fait pirater. Ignorez et signalez svp 🙏", false)
	f(TypeSMS, "Oye Javi, me llegó un mensaje de un número que dice ser tú pidiendo 200 lucas. ¿Eres tú? Te llamo igual pa cachar, no le voy a transferir nada", false)
	f(TypeSMS, "Mum, someone's texting Dad pretending to be me with a new number asking for money. It's not me! Don't send anything, call me on my usual number", false)
	// A restaurant's deposit shared at so much a head is no trading signal.
	f(TypeSMS, "He reservado en La Tasquita para el sábado a las 21:30, mesa para 8. Piden 10€ por persona de señal, me los pasáis por Bizum y lo pago hoy, que si no nos quitan la mesa", false)
}

// TestWiresAskedAndGuaranteedRates: "I need you to process an urgent wire" asks a
// transfer; a guaranteed capital or rate is an investment's pitch.
func TestWiresAskedAndGuaranteedRates(t *testing.T) {
	checkKinds(t, newFuzzEngine(t), TypeEmail, []kindCase{
		{"I need you to process an urgent wire for the Hollister acquisition before 3pm.", evAskTransfer, true},
		{"Your incoming wire of $2,500.00 was processed on 03/12.", evAskTransfer, false},
		{"compte à terme rémunéré à 6,2% brut annuel, capital garanti", evPreInvestment, true},
	})
}

// TestEquipmentFeesAndSecurityCallbacks: equipment bought through the employer's
// supplier before starting, invoices paid into an account named anew, a bank's
// security team calling back with the TAN app ready, and the police's officer who
// will secure the reader's valuables in secret are read.
func TestEquipmentFeesAndSecurityCallbacks(t *testing.T) {
	e := newFuzzEngine(t)
	checkKinds(t, e, TypeSMS, []kindCase{
		{"Antes de empezar debes adquirir el equipo de trabajo (portátil y software) a través de nuestro proveedor homologado.", evAskPayment, true},
		{"os rogamos que los pagos de las facturas pendientes se realicen a la cuenta ES76 0081 7311 9400 0512 8834", evAskTransfer, true},
		{"erwarten Sie bitte in Kürze den Rückruf unseres Sicherheitsteams. Halten Sie Ihre pushTAN-App bereit.", evAskCode, true},
		{"Ein Beamter meldet sich heute telefonisch zur Sicherung Ihrer Wertsachen. Bitte informieren Sie aus ermittlungstaktischen Gründen niemanden.", evAskTransfer, true},
		{"Ihre Geldbörse wurde bei uns als Fundsache abgegeben. Sie können sie werktags gegen Vorlage eines Ausweises abholen.", evPreAuthority, false},
	})
	f := flagger(t, e)
	f(TypeSMS, "Sparkasse: Wir haben eine Überweisung über 1.950,00 EUR an ein Konto in Litauen vorsorglich angehalten. Falls Sie diese nicht beauftragt haben, erwarten Sie bitte in Kürze den Rückruf unseres Sicherheitsteams. Halten Sie Ihre pushTAN-App bereit.", true)
}

// TestGovernmentPortalsAndAutoReplies: a federal government's own domain
// (canada.ca) and a tax office's published line make its notice its own; a
// mailbox's automatic reply is no ask; a lookalike of the tax office is not.
func TestGovernmentPortalsAndAutoReplies(t *testing.T) {
	if !govHost([]byte("www.canada.ca")) || govHost([]byte("canada-benefits.ca")) {
		t.Error("canada.ca is the federal government's own domain, and only it")
	}
	f := flagger(t, newFuzzEngine(t))
	f(TypeEmail, "Subject: New document in My Service Canada Account\nA new document is available in your My Service Canada Account: 2025 T4A(OAS) Statement of Old Age Security.\nTo view it, sign in at canada.ca/my-service-canada-account. Your Old Age Security and Canada Pension Plan payments will continue to be deposited on the scheduled dates.\nQuestions? Call 1-800-277-9914.\nService Canada", false)
	f(TypeEmail, "Automatic reply: RE: invoice #4471\n\nI'm out of office until Monday 6 Jan with limited access to email. For urgent AP questions please contact the accounts team on ext. 2210.\n\nKind regards,\nTom Whitfield", false)
	f(TypeSMS, "SAT: Su RFC presenta inconsistencias y será suspendido en 48 horas. Descargue su Constancia de Situación Fiscal actualizada aquí: https://sat-gob-mx.constancia-rfc.top/descarga", true)
	f(TypeEmail, "Automatic reply: your mailbox is full. Verify your password within 24 hours at https://mail-quota-verify.top/login to keep receiving mail.", true)
}

// TestDonationsInCryptoAndToAddresses: a donation asked in crypto is a crypto ask;
// an e-mail address to pay is no page shared, so a stranger's appeal with one is
// not settled as a friend's shared link.
func TestDonationsInCryptoAndToAddresses(t *testing.T) {
	e := newFuzzEngine(t)
	checkKinds(t, e, TypeSMS, []kindCase{
		{"Donaciones solo en USDT (red TRC20): TXm4fK9sLq2WvR8jBn6pYc3Zd7HgE1uAoT", evAskCrypto, true},
		{"Thank you for your donation of £25 to the flood appeal.", evAskCrypto, false},
	})
	f := flagger(t, e)
	f(TypeSMS, "Hallo, sorry dass ich einfach schreibe. Mein kleiner Sohn Ben (5) hat einen Hirntumor und die Krankenkasse zahlt die Protonentherapie nicht. Wir brauchen noch 38.000 €. Bitte helft uns, auch 5 € helfen! PayPal an hilfe.fuer.ben@gmx.net (bitte Freunde&Familie, sonst behält PayPal Gebühren)", true)
	f(TypeSMS, "Hallo, sorry dass ich einfach schreibe. Mein kleiner Sohn Ben (5) hat einen Hirntumor und die Krankenkasse zahlt die Protonentherapie nicht. Wir brauchen noch 38.000 €. Jeder Euro zählt! PayPal an hilfe.fuer.ben@gmx.net (bitte Freunde&Familie, sonst behält PayPal Gebühren)", true)
	f(TypeSMS, "Hallo Frau Klein, vielen Dank für heute! Waren 3,5 Stunden, also 42 €. Gern per PayPal an lisa.m.babysitting@gmx.de oder bar beim nächsten Mal 😊 LG Lisa", false)
}

// TestZippedTaxNotices: a tax assessment or a seizure notice sent zipped is the
// archive trap, as a zipped invoice is.
func TestZippedTaxNotices(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"Pièce jointe : Avis_Rectificatif_2026.zip", true},
		{"Die Pfändungsverfügung finden Sie im Anhang (Pfaendung_21884.zip).", true},
		{"Fotos vom Urlaub: Kroatien_2025.zip", false},
	} {
		if got := riskyFileNamed([]byte(c.text)) != nil; got != c.want {
			t.Errorf("riskyFileNamed(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}

// TestLureFileNamed: a web page named as a message to hear or a document to read
// is the voicemail and shared-file lure; a page named for its content, or an
// archive of holiday photos, is not.
func TestLureFileNamed(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"Attachment: Play_VM_Audio_0047.htm", true},
		{"Open the attached Fax_Received_2291.html to view the document.", true},
		{"The coverage report is attached (coverage.html).", false},
		{"I pushed the fix to index.html, can you review?", false},
		{"Scans of the holiday: Scan_Kroatien.zip", false},
	} {
		if got := riskyFileNamed([]byte(c.text)) != nil; got != c.want {
			t.Errorf("riskyFileNamed(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}

// TestForbiddenPayments: a payment forbidden ("DO NOT wire any funds") is no ask;
// a threat's "if you do not pay" still asks.
func TestForbiddenPayments(t *testing.T) {
	checkKinds(t, newFuzzEngine(t), TypeEmail, []kindCase{
		{"Please DO NOT wire any funds based on email instructions, our title company will call you directly.", evAskTransfer, false},
		{"Never send money to someone you have not met.", evAskTransfer, false},
		{"If you do not pay the fee today, your account will be closed.", evAskPayment, true},
		{"Please wire the funds today.", evAskTransfer, true},
	})
}

// TestGiftsForSomeone: a gift for someone else is no prize for the reader ("Geschenk
// für Jana"); a gift offered to the reader is.
func TestGiftsForSomeone(t *testing.T) {
	e := newFuzzEngine(t)
	checkKinds(t, e, TypeSMS, []kindCase{
		{"Mitteilung von Lisa Wagner: \"Geschenk für Jana\"", evPreReward, false},
		{"Herzlichen Glückwunsch! Ihr Geschenk wartet auf Sie.", evPreReward, true},
	})
	f := flagger(t, e)
	f(TypeEmail, "Betreff: Lisa Wagner hat eine Zahlung über 25,00 € angefordert\n\nLisa Wagner hat eine Zahlung über 25,00 € EUR angefordert.\n\nMitteilung von Lisa Wagner: \"Geschenk für Jana\"\n\nJetzt bezahlen\n\nSie kennen diese Anforderung nicht? Dann zahlen Sie nicht und loggen Sie sich auf paypal.com ein, um sie abzulehnen.", false)
}

// TestAccountsOfOthersAndWires: bank details named as another's ("le RIB du
// bail") are no card asked; "que vous procédiez à un virement" asks a transfer, so
// the chief executive's wire reaches a scam verdict without the bank details.
func TestAccountsOfOthersAndWires(t *testing.T) {
	e := newFuzzEngine(t)
	checkKinds(t, e, TypeSMS, []kindCase{
		{"je vous rends la totalité du dépôt de garantie (1 050€) par virement d'ici vendredi sur le RIB du bail.", evAskCard, false},
		{"Pouvez-vous m'envoyer votre RIB ?", evAskCard, true},
		{"J'ai besoin que vous procédiez aujourd'hui à un virement de 48 600 EUR correspondant à l'acompte.", evAskTransfer, true},
	})
	var res Result
	e.Analyze(&Request{Content: []byte("From: \"Philippe Marchand\" <philippe.marchand.dg@gmail.com>\nSubject: Dossier confidentiel - virement urgent\n\nBonjour Isabelle,\n\nJe vous écris depuis mon adresse personnelle car je suis en réunion chez nos avocats pour une opération d'acquisition qui ne doit pas être rendue publique.\n\nJ'ai besoin que vous procédiez aujourd'hui à un virement de 48 600 EUR correspondant à l'acompte. Maître Delcourt vous transmettra les coordonnées bancaires du cabinet dans la foulée.\n\nCe dossier est strictement confidentiel : merci de n'en parler à personne. Répondez uniquement par mail.\n\nPhilippe Marchand\nPrésident Directeur Général"), Type: TypeEmail}, &res)
	if res.Verdict != VerdictScam {
		t.Errorf("chief executive's wire with the account promised: %s (%d), want scam", res.Verdict, res.Score)
	}
}

// TestCodesAskedBackAndPaymentsAgain: a code just sent, asked back by a reply with
// its pronoun, is a code asked; a fee to pay again and "jetzt nachzahlen" are
// payments asked; a carrier's look-alike domain is impersonation.
func TestCodesAskedBackAndPaymentsAgain(t *testing.T) {
	e := newFuzzEngine(t)
	checkKinds(t, e, TypeSMS, []kindCase{
		{"Nous venons de vous envoyer un code de confirmation par SMS pour la mise a jour de votre ligne. Merci de nous le communiquer en repondant a ce message.", evAskCode, true},
		{"Votre code de confirmation est 482913. Ne le communiquez à personne.", evAskCode, false},
		{"Ihr Mitgliedskonto wurde gesperrt. Jetzt sofort nachzahlen: tv-mitglieder-portal.de/zahlung", evAskPayment, true},
		{"aufgrund eines Systemfehlers muss der Beitrag zur Klassenfahrt (180€) erneut bezahlt werden.", evAskPayment, true},
	})
	f := flagger(t, e)
	f(TypeSMS, "DIGI: Tu SIM debe migrar a eSIM. Escanea el codigo QR en digi-esim.com antes de 12h o perderas el servicio.", true)
}

// TestZippedClaimsAndReinstatedPolicies: a debt collector's claim sent zipped is
// the archive trap; a lapsed policy reinstated by paying on a link is a payment
// asked.
func TestZippedClaimsAndReinstatedPolicies(t *testing.T) {
	if riskyFileNamed([]byte("Die vollständige Forderungsaufstellung finden Sie im Anhang: Forderung_773210.zip")) == nil {
		t.Error("a zipped claim is no risky file")
	}
	checkKinds(t, newFuzzEngine(t), TypeEmail, []kindCase{
		{"Reinstate now with a one-time payment of $89.00: guardianfamily-life.com/reinstate", evAskPayment, true},
		{"Your policy was reinstated on 3 March. No payment is due.", evAskPayment, false},
	})
}

// TestSextortionClaimsInAllLanguages: the hacker's claims that English patterns
// read ("I have access to your", "recorded you") are read in Spanish, German and
// French too.
func TestSextortionClaimsInAllLanguages(t *testing.T) {
	checkKinds(t, newFuzzEngine(t), TypeEmail, []kindCase{
		{"Tengo acceso a tu dispositivo desde hace meses y he grabado lo que haces cuando visitas ciertas páginas.", evPreSextortion, true},
		{"Ich habe Zugriff auf dein Gerät und habe dich gefilmt.", evPreSextortion, true},
		{"Je vous ai filmé pendant que vous regardiez ces sites.", evPreSextortion, true},
		{"Ya tengo las entradas, mañana te las paso.", evPreSextortion, false},
	})
}

// TestNewBalanceIsAReceipt: a wallet's or a bank's notice that states the new
// balance after a credit is its receipt, in four languages; the scam's "money
// sent by mistake" beside it still asks for the money back.
func TestNewBalanceIsAReceipt(t *testing.T) {
	e := newFuzzEngine(t)
	checkKinds(t, e, TypeSMS, []kindCase{
		{"You have received PHP 1,500.00 of GCash from JU**N DE*A C. Your new balance is PHP 2,314.50. Ref. No. 9012345678901.", evGenOrder, true},
		{"Transfert reçu de 15000 FCFA du 0546183207 KOUASSI AYA. Votre nouveau solde est de 22 740 FCFA. ID transaction: 7823419965.", evGenOrder, true},
		{"Has recibido 250,00 MXN de LAURA P. Tu nuevo saldo es 1.320,40 MXN. Folio 88213.", evGenOrder, true},
		{"Gutschrift 120,00 EUR von M. Keller. Ihr neuer Kontostand: 1.834,12 EUR.", evGenOrder, true},
		{"You have received 500 from my account by mistake, please check your balance and send it back to 0803 555 1234", evGenOrder, false},
	})
	f := flagger(t, e)
	f(TypeSMS, "You have received PHP 1,500.00 of GCash from JU**N DE*A C. w/ MSG: pang grocery. Your new balance is PHP 2,314.50. Ref. No. 9012345678901. Go cashless with GCash!", false)
	f(TypeSMS, "You have received PHP 1,500.00 of GCash by mistake. Your new balance is PHP 2,314.50. Please send it back to 0917 555 1234 today or your account will be blocked.", true)
}

// TestMistakenTransferRefund: money "mistakenly transferred" to the reader with an
// account to refund it to is the reversal scam's ask; a bank's own refund notice
// asks for nothing.
func TestMistakenTransferRefund(t *testing.T) {
	e := newFuzzEngine(t)
	checkKinds(t, e, TypeSMS, []kindCase{
		{"Good evening, please I mistakenly transferred N50,000 into your account while paying my supplier. Kindly check your alert and refund to 0123456789 GTBank. God will bless you.", evAskTransfer, true},
		{"Hello, I wrongly sent KSh 3,500 to your M-Pesa, please send it back to 0722 555 123. Thanks", evAskTransfer, true},
		{"Your refund of £42.10 has been issued to the card ending 4471. It can take 3-5 working days to show.", evAskTransfer, false},
	})
	flagger(t, e)(TypeSMS, "Good evening, please I mistakenly transferred N50,000 into your account while paying my supplier. Kindly check your alert and refund to 0123456789 GTBank. God will bless you.", true)
}

// TestLaterMessagesOfTheScript: the later messages of the fake police officer (money
// and jewellery collected at the door), of the CEO after a video call (the
// payment released with the account attached, no questions to accounting) and of
// the stranger "met at a fair", in the languages they came in; their genuine
// neighbours do not match.
func TestLaterMessagesOfTheScript(t *testing.T) {
	e := newFuzzEngine(t)
	checkKinds(t, e, TypeSMS, []kindCase{
		{"Ein Justizbeamter holt das Geld und den Schmuck heute um 17 Uhr bei Ihnen ab.", evAskPayment, true},
		{"Wir haben Ihnen Geld für die neue Küche überwiesen, viel Spaß beim Aussuchen!", evAskPayment, false},
		{"Bitte die drei Teilzahlungen heute noch freigeben (je 148.500 EUR), Kontodaten im Anhang.", evAskTransfer, true},
		{"Die Transaktion unterliegt bis zur Ad-hoc-Mitteilung strenger Geheimhaltung, bitte keine Rückfragen an die Buchhaltung.", evPreSecrecy, true},
		{"Datos: USD 184.500 a la cuenta 0084729103, Banco General (Panamá).", evAskTransfer, true},
		{"No hace falta escalarlo, ya está aprobado por mí.", evPreSecrecy, true},
		{"Te escribo para escalar la incidencia al equipo de soporte.", evPreSecrecy, false},
		{"Bonjour, c'est bien Nathalie ? On s'était croisées au salon Maison & Objet.", evPreWrongNumber, true},
	})
	f := flagger(t, e)
	f(TypeSMS, "Guten Tag Frau Schuster, hier Kriminalhauptkommissar Berger, Polizeipräsidium München. Wie telefonisch besprochen bleibt Ihre Tochter bis zur Zahlung der Kaution in Gewahrsam. Ein Justizbeamter holt das Geld und den Schmuck heute um 17 Uhr bei Ihnen ab. Sprechen Sie mit niemandem darüber, das gefährdet das Verfahren.", true)
	f(TypeEmail, "From: Stefan Roth <s.roth@roth-maschinenbau-gmbh.com>\nSubject: Re: wie eben im Teams-Call besprochen\nHallo Herr Yilmaz,\ndanke für Ihre Teilnahme am Call eben mit Dr. Frey von der Kanzlei. Wie besprochen bitte die drei Teilzahlungen für die Anzahlung Projekt Orion heute noch freigeben (je 148.500 EUR), Kontodaten im Anhang.\nDie Transaktion unterliegt bis zur Ad-hoc-Mitteilung strenger Geheimhaltung, bitte keine Rückfragen an die Buchhaltung oder per Telefon.\nBeste Grüße\nStefan Roth\nCFO", true)
	f(TypeSMS, "Hola, soy Carmen, la propietaria del piso de Malasaña. Ahora estoy en Londres por trabajo, por eso la visita y las llaves las gestiona Airbnb. Si haces la reserva con la fianza de 1.150€ te envían las llaves y, si no te gusta, te devuelven todo. ¿Te paso el enlace?", true)
}

// TestReviewPay: a job paid per review, like or rating is the task scam's opener in
// the four languages; a real job's pay per day, or a shop asking for a review, is
// not.
func TestReviewPay(t *testing.T) {
	f := flagger(t, newFuzzEngine(t))
	f(TypeSMS, "Hola, buenas tardes 😊 Soy Laura, del departamento de selección de una agencia de marketing digital. Ofrecemos trabajo desde casa escribiendo reseñas de restaurantes en Google Maps: 5 € por reseña, entre 60 y 300 € al día, pago diario. ¿Le interesa? Solo necesita un móvil.", true)
	f(TypeSMS, "Bonjour, je suis Laura, recruteuse pour une agence de marketing digital. Nous proposons un travail à domicile : rédiger des avis sur Google Maps, 5 € par avis, entre 60 et 300 € par jour, paiement quotidien. Intéressé(e) ?", true)
	f(TypeSMS, "Hi, I'm Laura from a recruitment team. Remote job: rate hotels online, $5 per review, $60-$300 per day paid daily. Interested?", true)
	f(TypeSMS, "Hallo, ich bin Laura von einer Digitalagentur. Wir bieten Heimarbeit: Google-Maps-Bewertungen schreiben, 5 € pro Bewertung, 60 bis 300 € pro Tag. Interesse?", true)
	f(TypeSMS, "Thanks for shopping at Green Leaf Nursery! We'd love a review on Google if you have a minute. Reply STOP to opt out.", false)
	f(TypeEmail, "From: Jobs <jobs@harrisonjoinery.co.uk>\nSubject: Your application\n\nHi Sam, thanks for applying for the apprentice joiner job. The pay is £95 per day to start. Can you come in on Tuesday at 10 for a chat?\n\nMark", false)
}

// TestPendingMessageLure: a message said to wait behind an ordinary number is the
// call-back lure, in four languages; a carrier's voicemail heard on its short
// service number is not.
func TestPendingMessageLure(t *testing.T) {
	f := flagger(t, newFuzzEngine(t))
	f(TypeSMS, "You have 1 new message. Call 0207-083-6089", true)
	f(TypeSMS, "Vous avez un nouveau message vocal. Rappelez le 01 84 80 32 17 pour l'écouter.", true)
	f(TypeSMS, "Tiene un nuevo mensaje de voz. Llame al 912 345 678 para escucharlo.", true)
	f(TypeSMS, "Sie haben eine neue Sprachnachricht. Rufen Sie 030 2555 8899 an, um sie abzuhören.", true)
	f(TypeSMS, "Vodafone: You have 1 new voicemail from +447256435143. Call 121 to listen.", false)
	f(TypeSMS, "Movistar: tiene 1 mensaje nuevo en su buzón de voz de 630145005. Llame al 22537 para escucharlo.", false)
}

// TestConfirmByPhone: details to "confirm" at a number are a call asked, in four
// languages; a date after "au" or "al" is no number.
func TestConfirmByPhone(t *testing.T) {
	e := newFuzzEngine(t)
	checkKinds(t, e, TypeSMS, []kindCase{
		{"Confirmez vos coordonnées au +33 1 85 74 09 62 avant le 05/12.", evAskCall, true},
		{"Please confirm your details on 020 7946 0321 today.", evAskCall, true},
		{"Confirme sus datos al 912 345 678 antes del viernes.", evAskCall, true},
		{"Bitte bestätigen Sie Ihre Daten telefonisch unter 030 2555 8899.", evAskCall, true},
		{"Merci de confirmer votre présence au 05/12.", evAskCall, false},
	})
	flagger(t, e)(TypeSMS, "DGFIP: un trop-perçu de 324,10€ sur votre impôt 2025 est en attente de remboursement. Confirmez vos coordonnées au +33 1 85 74 09 62 avant le 05/12.", true)
}

// TestFineLinkElsewhere: a fine by text message with a deadline, whose link is no
// government's site, is suspect; the same fine on the authority's portal, or a toll
// operator's receipt that threatens nothing, is not.
func TestFineLinkElsewhere(t *testing.T) {
	e := newFuzzEngine(t)
	checkKinds(t, e, TypeSMS, []kindCase{
		{"Ihr Fahrzeug wurde mit 27 km/h über der zulässigen Geschwindigkeit erfasst. Beweisfoto und Online-Anhörung.", evPreToll, true},
		{"Bußgeldbescheid: bitte zahlen Sie das Verwarnungsgeld bis Freitag.", evPreToll, true},
	})
	f := flagger(t, e)
	f(TypeSMS, "Verkehrsüberwachung: Ihr Fahrzeug wurde am 21.11.2026 um 17:14 Uhr mit 27 km/h über der zulässigen Geschwindigkeit erfasst. Beweisfoto und Online-Anhörung (Frist 7 Tage): https://owi-anhoerung.eu/f?id=K48QZ", true)
	f(TypeSMS, "Verkehrsüberwachung: Ihr Fahrzeug wurde am 21.11.2026 um 17:14 Uhr mit 27 km/h über der zulässigen Geschwindigkeit erfasst. Beweisfoto und Online-Anhörung (Frist 7 Tage): https://www.berlin.de/polizei/bussgeld", false)
	f(TypeSMS, "Bip&Drive: Tu recibo de peajes de febrero (18,60 EUR) ya está disponible en tu área privada de bipandrive.com. Se cargará en tu cuenta en los próximos días.", false)
	f(TypeEmail, "Von: ADAC Mitgliederservice <mitglieder@adac-clubservice.de>\nBetreff: Ihre Mitgliedschaft wird zum 01.12.2026 beendet\n\nLiebes ADAC-Mitglied,\n\nleider konnte Ihr Jahresbeitrag nicht eingezogen werden. Um Ihre Mitgliedschaft und den Pannenschutz zu behalten, bestätigen Sie bitte Ihre Zahlungsdaten.\n\nMitgliedschaft jetzt sichern: https://adac-clubservice.de/verlaengern\n\nIhr ADAC", true)
	f(TypeURL, "https://www.adac.de/mitgliedschaft/", false)
}

// TestWorkplaceFraud: the business e-mail compromise's asks at work: a prompt to
// approve for a "help desk", a supplier's bank "changed" with the details in a
// letter, a confidential same-day wire, all employees' W-2s for a free mailbox, an
// executive who can only reply by e-mail; a supplier's ordinary remittance and an
// executive's request from the company's domain are not.
func TestWorkplaceFraud(t *testing.T) {
	f := flagger(t, newFuzzEngine(t))
	f(TypeSMS, "Hi, Kevin from the IT Service Desk here. We're fixing the Authenticator sync fault that's been sending you all those prompts. Can you accept the one coming through now so I can close ticket INC0052291? Thanks", true)
	f(TypeSMS, "Hi Rachel, Steve Lowther from Pellworth Packaging accounts. Following our group merger our bank has changed - new details are on the letter I've just emailed over. Can you make sure the Dec payment run uses them? Old account closes Friday.", true)
	f(TypeSMS, "It's Catherine. I need a same-day wire processed for an acquisition deposit - confidential, under NDA, please don't discuss with the team. Our outside counsel will email the details shortly. Can you confirm you can handle it before 3pm?", true)
	f(TypeSMS, "Hi Sandra, it's Greg from Jennifer's office. She needs PDFs of all employee 2025 W-2s for a meeting with the auditors this afternoon. Can you email them to greg.exec.office@gmail.com when you get a sec?", true)
	f(TypeEmail, "From: Jeff Ramsay <jramsay.ceo@protonmail.com>\nSubject: Request\n\nHi Sandra,\n\nI need the 2025 W-2 copies (PDF) for all employees for a quick review with our tax advisors before year end. Please send them over by noon today.\n\nThanks,\nJeff", true)
	f(TypeEmail, "From: Daniel Hargreave <daniel.hargreave.office@gmail.com>\nSubject: Quick task\n\nHi Emma,\n\nAre you available? I need you to take care of something for me today. I'm tied up with the board and can only reply by email.\n\nLet me know.\n\nDaniel Hargreave\nChief Executive Officer", true)
	f(TypeEmail, "From: RingCentral <notify@ringcentral-voicemail.com>\nSubject: New Voice Message from ACCTS PAYABLE (0:52)\n\nYou have a new voice message.\n\nListen to message: https://ringcentral-voicemail.com/listen?id=vm55820193\n\nThank you for using RingCentral.", true)
	f(TypeURL, "https://service.ringcentral.com/login", false)
	f(TypeEmail, "From: Accounts <accounts@pellworthpackaging.co.uk>\nSubject: Remittance PO 45519\n\nHi Rachel,\n\nThanks for the payment of £4,820.00 for PO 45519, received today.\n\nKind regards,\nSteve\nPellworth Packaging", false)
}

// TestShopPaidByPersonApps: a shop that pays its customers to pay by Zelle or Cash
// App is a fake shop; a shop that merely lists them, or a buyer's "business
// account upgrade" fee, is judged on its own.
func TestShopPaidByPersonApps(t *testing.T) {
	f := flagger(t, newFuzzEngine(t))
	f(TypeEmail, "From: LEGO Outlet <hello@legostore-blackfriday.com>\nSubject: Black Friday Final Clearance: all sets 70% off\n\nOur warehouse is clearing 2026 stock! LEGO Icons, Technic and Star Wars sets up to 70% off.\n\nFree shipping on all US orders. Deals end Cyber Monday at midnight.\n\nSHOP NOW: https://legostore-blackfriday.com\n\nWe accept Zelle and Cash App for an extra 10% off.", true)
	f(TypeSMS, "Hey it's Mark from Marketplace re: the Trek bike. I sent the $400 through Zelle but it says your account has to be upgraded to business before you can receive it. Check your email, you just need to send $200 for the upgrade and I'll add it back with the payment.", true)
	f(TypeSMS, "Rosie's Bakery: our Black Friday cupcake boxes are in! Free shipping on orders over $40, shop now at rosiesbakery.com. We take cards, Apple Pay and Venmo.", false)
}

// TestCryptoCallBack: a crypto exchange's withdrawal alert that asks to call a
// "support" number is suspect, in French and English; its alert that sends the
// reader to the app is not.
func TestCryptoCallBack(t *testing.T) {
	f := flagger(t, newFuzzEngine(t))
	f(TypeSMS, "Coinbase : retrait de 0,0842 BTC vers une adresse externe en cours de traitement. Si vous n'êtes pas à l'origine de cette demande, appelez le support au 01 89 71 40 55.", true)
	f(TypeSMS, "Kraken: withdrawal of 0.25 ETH requested. If this wasn't you, call our support team at 1-888-555-0143 immediately.", true)
	f(TypeSMS, "Coinbase : retrait de 0,0842 BTC vers une adresse externe en cours de traitement. Si vous n'êtes pas à l'origine de cette demande, verrouillez votre compte dans l'application Coinbase.", false)
}

// TestWordsThatOnlyLookLikeEvidence: a title, a bank's "is it you?", a plea and a
// relative who never asks are no ask, opener or genuine marker; the brand's own
// "never asks you to" is.
func TestWordsThatOnlyLookLikeEvidence(t *testing.T) {
	e := newFuzzEngine(t)
	checkKinds(t, e, TypeSMS, []kindCase{
		{"Ya tenemos cita con la notaria, Doña Elena Ruiz, el martes 20 a las 11:00", evAskTransfer, false},
		{"Dona hoy 10 € a la campaña de Navidad por Bizum", evAskTransfer, true},
		{"BNP Paribas : un paiement de 780,00 EUR a été refusé. Si c'est bien vous, validez-le depuis l'appli", evPreWrongNumber, false},
		{"Bonjour c'est bien vous Sophie ? On s'est croisées au salon", evPreWrongNumber, true},
		{"I would never ask if it wasn't life and death. Send it by Western Union", evGenNoShare, false},
		{"my daughter texted from a new number, she never asks for money. should i pay?", evGenNoShare, false},
		{"PayPal never asks you to share your password by text.", evGenNoShare, true},
		// Cash on delivery is no refund; a refund is.
		{"Correos: Tu envío contra reembolso PK7DB41200012345 será entregado mañana. Importe a abonar al cartero: 34,90 €.", evPreRefund, false},
		{"Agencia Tributaria: tiene un reembolso pendiente de 312,40 €.", evPreRefund, true},
		// A bank's sort code written out is no code asked.
		{"Can you both send me yours by the 15th? Sort code 20-45-77 acc 31829406", evAskCode, false},
		{"Can you send me the code you just got?", evAskCode, true},
		// A new colleague given the number by the team; a stranger given it by "a friend".
		{"Bonjour Claire, je suis Thomas Girard, je rejoins l'équipe compta lundi. Nathalie m'a donné ton numéro au cas où.", evPreWrongNumber, false},
		{"Bonjour, je suis Thomas. Nathalie m'a donné ton numéro, on pourrait faire connaissance ?", evPreWrongNumber, true},
	})
}

// TestAuthorityFeeOffPortal: an authority's fee asked by text message ("abonando la
// tasa") and paid on a site that is no government's is suspect; the same fee on the
// government's portal is not.
func TestAuthorityFeeOffPortal(t *testing.T) {
	e := newFuzzEngine(t)
	f := flagger(t, e)
	const msg = "Cita Previa Extranjería: hay cita disponible para toma de huellas TIE. Resérvela abonando la tasa de gestión de 29€ en %s"
	f(TypeSMS, fmt.Sprintf(msg, "citaprevia-extranjeria.es"), true)
	f(TypeSMS, fmt.Sprintf(msg, "https://sede.administracionespublicas.gob.es/icpplus/"), false)
}

// TestCodeShownAndCurrencyWords: a PIN given to the reader ("Su PIN de Cl@ve es:
// 843") asks for no card details, while one asked back does; an amount written with
// its currency's code or name ("1200 AUD", "Rs 25,000") is money asked as its sign
// would be.
func TestCodeShownAndCurrencyWords(t *testing.T) {
	e := newFuzzEngine(t)
	checkKinds(t, e, TypeSMS, []kindCase{
		{"Su PIN de Cl@ve es: 843 y caduca en 10 minutos. Introdúzcalo junto con los 3 caracteres que se muestran en pantalla.", evAskCard, false},
		{"Your PIN is 8431. It expires in 10 minutes.", evAskCard, false},
		{"Ihre PIN lautet 5521 und ist 10 Minuten gültig.", evAskCard, false},
		{"Please reply with your PIN to confirm the payment.", evAskCard, true},
		{"Responda a este mensaje con su PIN para confirmar.", evAskCard, true},
		{"had a scooter accident in Bali and they won't let me leave. can u send 1200 AUD, I'll explain later", evAskTransfer, true},
		{"Doctor needs Rs 25,000 urgently for the operation. Please send on this GPay", evAskTransfer, true},
		{"Can you send 50 dollars to my account today?", evAskTransfer, true},
		{"Doctor says the operation went well. Please send my love to everyone", evAskTransfer, false},
	})
	f := flagger(t, e)
	f(TypeSMS, "Sir, I am calling from your son's hostel in Pune, he had an accident and is in hospital. Doctor needs Rs 25,000 urgently for operation. Please send on this GPay", true)
	f(TypeSMS, "Su PIN de Cl@ve es: 843 y caduca en 10 minutos. Introdúzcalo junto con los 3 caracteres que se muestran en pantalla.", false)
}

// TestSpanishFamilyAndAuthorityScams: the relative with a borrowed phone and a
// bill, the lawyer of a relative held by the police, the "Fiscalía" that forbids
// telling anyone, the stranded suitor and the deposit asked before any visit are
// flagged; a garage's "soy Luis del taller" that names its bill and a sister's
// loan promised back are not.
func TestSpanishFamilyAndAuthorityScams(t *testing.T) {
	e := newFuzzEngine(t)
	checkKinds(t, e, TypeSMS, []kindCase{
		{"Papá soy yo, me cayó el móvil al agua y estoy con uno prestado.", evPreNewNumber, true},
		{"Está detenida en el MP. Soy el licenciado que la está apoyando.", evPreAuthority, true},
		{"Necesitamos que consigne el dinero por Nequi. No comente esto con nadie.", evPreSecrecy, true},
		{"Me prestarías para pagar la multa? Sos el único en quien confío ❤️", evPreRomance, true},
		{"Hay muchos interesados, si querés te lo reservo con una seña de USD 300.", evAskTransfer, true},
		{"Bei den Tätern wurde eine Liste mit Ihrer Adresse gefunden.", evPreThreat, true},
		// "señal": a trading signal, or a deposit
		{"Hoy he ganado 3.400 USDT con la señal de mi tío en la plataforma.", evPreInvestment, true},
		{"Piden 10€ por persona de señal, me los pasáis por Bizum.", evPreInvestment, false},
		{"¿Quieres que te deje una señal para reservarlo?", evPreInvestment, false},
		{"Para reservar necesitamos la señal del 50% hoy por Bizum.", evPreInvestment, false},
		{"Para reservar necesitamos la señal del 50% hoy por Bizum.", evAskTransfer, true},
	})
	f := flagger(t, e)
	f(TypeSMS, "Papá soy yo, me cayó el móvil al agua y estoy con uno prestado. Tengo que pagar una factura hoy y desde la app nueva no me deja hasta dentro de 24h. ¿Me puedes hacer la transferencia tú y te lo devuelvo mañana? Son 980€", true)
	f(TypeSMS, "Señora, su hija Fernanda tuvo un accidente y atropelló a una persona. Está detenida en el MP. Soy el licenciado que la está apoyando, hay que depositar 35,000 para que no la pasen al reclusorio. Contésteme urgente", true)
	f(TypeSMS, "Buenas tardes, le hablo de la Fiscalía. Su hijo se encuentra retenido por un problema en un retén. Necesitamos que consigne $3.000.000 por Nequi para evitar la judicialización. No comente esto con nadie", true)
	f(TypeSMS, "Hola lindo, perdón que te escriba tarde. Estoy varada en el aeropuerto de Ezeiza, me retuvieron la valija por un tema aduanero. ¿Me prestarías para pagar la multa? Apenas llegue a casa te devuelvo todo, sos el único en quien confío ❤️", true)
	f(TypeSMS, "Hola! El depto de Palermo sigue disponible. Hay muchos interesados, si querés te lo reservo con una seña de USD 300. Te paso el CBU, después coordinamos la visita", true)
	f(TypeSMS, "Polizeipräsidium Frankfurt: In Ihrer Straße wurde gestern eine Einbrecherbande festgenommen. Bei den Tätern wurde eine Liste mit Ihrer Adresse gefunden. Bitte melden Sie sich umgehend bei Kriminalhauptkommissar Wagner: 069 9574 3310", true)
	f(TypeSMS, "Hola Marta, soy Luis del taller. Su coche ya está listo, son 180 euros. Contésteme y le digo a qué hora puede pasar.", false)
	f(TypeSMS, "Hola hermanita, ¿me puedes prestar 50€ hasta el viernes? Te lo devuelvo en cuanto cobre. Un beso", false)
	// Robbed abroad, or stuck where cards are refused, and money asked; a child on a
	// friend's phone who asks for nothing but dinner plans is no such story.
	f(TypeSMS, "Tío, perdona que te escriba así, estoy en Lisboa y me han robado la mochila con la cartera y el móvil, te escribo desde el de un chico del hostal. ¿Me puedes hacer una transferencia de 300€? Te lo devuelvo en cuanto vuelva", true)
	f(TypeSMS, "Wey, estoy en un problema, se me descompuso el carro en la carretera a Cuerna y el de la grúa no acepta tarjeta. ¿Me prestas 2,500? Te paso una cuenta de Mercado Pago, es la de mi cuñado", true)
	f(TypeSMS, "Mamá, se me ha muerto el móvil, te escribo desde el de Marcos. Llego a las 10 en vez de a las 9, no me esperéis para cenar", false)
}

// TestHeirlessEstateAndTaskJobs: a stranger's estate with no will or heir, offered
// to the reader, is suspect in the four languages, while a notary's letter about a
// relative's will is not; a job that pays by the day to rate apps or products is
// the task scam.
func TestHeirlessEstateAndTaskJobs(t *testing.T) {
	e := newFuzzEngine(t)
	f := flagger(t, e)
	f(TypeEmail, "Subject: Estate of the late Mr. Robert Ashworth\nDear Mr. Ashworth,\nPlease forgive this unexpected letter. I am a barrister handling the estate of a former client, Mr. Robert Ashworth, who passed away in Toronto last year without a will or any known next of kin. In the course of our search your name came up.\nKind regards,\nAndrew M. Fairbanks", true)
	f(TypeEmail, "Objet : Succession de feu M. Henri Dubreuil\nMadame Dubreuil,\nJe suis chargé de la succession d'un ancien client, M. Henri Dubreuil, décédé l'an dernier sans testament ni héritier connu. Lors de nos recherches, votre nom est apparu.\nMaître Laurent", true)
	f(TypeEmail, "Asunto: Herencia del difunto Sr. Ernesto Valcárcel\nEstimado Sr. Valcárcel:\nSoy abogado y me ocupo de la herencia de un cliente fallecido sin testamento ni herederos conocidos. Su apellido coincide con el suyo.\nAtentamente", true)
	f(TypeEmail, "Betreff: Nachlassangelegenheit Herr Walter Brückner\nSehr geehrter Herr Brückner,\nich betreue den Nachlass eines Mandanten, der ohne Testament und ohne bekannte Angehörige verstorben ist. Dabei sind wir auf Ihren Namen gestoßen.\nMit freundlichen Grüßen", true)
	f(TypeEmail, "Objet : Succession de Mme Jeanne Martin\nMadame,\nSuite au décès de votre mère, nous avons ouvert son testament en présence des héritiers. Merci de prendre rendez-vous à l'étude pour signer l'acte de notoriété.\nMaître Dupont, notaire", false)
	checkKinds(t, e, TypeSMS, []kindCase{
		{"Pour débloquer le niveau VIP, votre solde doit être rechargé.", evAskPayment, true},
	})
	f(TypeSMS, "Bonjour, je suis Emma de l'agence Hays Belgique. Travail flexible depuis votre téléphone : noter des applications sur Google Play, 60 à 300 € par jour, payé le jour même.", true)
	f(TypeSMS, "Hola, soy Natalia de la consultora Talentia RH. Hemos visto tu perfil en un portal de empleo. Tenemos un puesto de media jornada en remoto valorando productos online, 1 hora al día, entre 60 y 150 € diarios. Sin cuotas y con formación incluida. ¿Te puedo enviar más información?", true)
}
