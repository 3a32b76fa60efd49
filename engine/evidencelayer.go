package engine

import (
	"bytes"
	"slices"
	"strings"
)

// The evidence part of the semantic layer: the evidence model's opinion, the scam
// type the evidence points to, and a reason that quotes the ask and the pretext.

// evLabels name the kinds in reasons: English, then French.
var evLabels = [numEvKinds][2]string{
	evAskCredentials:  {"your login or identity details", "vos identifiants ou votre identité"},
	evAskCard:         {"card or bank details", "vos coordonnées bancaires"},
	evAskPayment:      {"a payment", "un paiement"},
	evAskGiftcard:     {"gift cards", "des cartes cadeaux"},
	evAskCrypto:       {"crypto-currency", "des cryptomonnaies"},
	evAskTransfer:     {"a money transfer", "un transfert d'argent"},
	evAskPersonal:     {"personal data", "des données personnelles"},
	evAskRemote:       {"remote access to your device", "un accès à distance à votre appareil"},
	evAskInstall:      {"installing an app", "l'installation d'une application"},
	evAskCode:         {"a code you received", "un code que vous avez reçu"},
	evAskCall:         {"a call to a number", "d'appeler un numéro"},
	evAskReply:        {"a reply", "une réponse"},
	evAskClick:        {"a click on a link", "de cliquer sur un lien"},
	evAskPremium:      {"a paid text or call, charged by the message or the minute", "un SMS ou un appel surtaxé, facturé au message ou à la minute"},
	evPreUrgency:      {"urgency", "l'urgence"},
	evPreThreat:       {"a threat", "une menace"},
	evPreReward:       {"a prize or reward", "un gain ou une récompense"},
	evPreRefund:       {"a refund", "un remboursement"},
	evPreRelationship: {"a family tie", "un lien familial"},
	evPreNewNumber:    {"a \"new number\" story", "un « nouveau numéro »"},
	evPreAuthority:    {"an authority", "une autorité"},
	evPreSecrecy:      {"secrecy", "le secret"},
	evPreDelivery:     {"a parcel", "un colis"},
	evPreJob:          {"a job offer", "une offre d'emploi"},
	evPreInvestment:   {"an investment", "un investissement"},
	evPreTech:         {"a technical problem", "un problème technique"},
	evPreSextortion:   {"blackmail", "un chantage"},
	evPreInheritance:  {"an inheritance or large sum", "un héritage ou une grosse somme"},
	evPreAccount:      {"your account", "votre compte"},
	evPreWrongNumber:  {"a stranger's opener", "l'approche d'un inconnu"},
	evPreRomance:      {"romance", "une relation amoureuse"},
	evPreAdviser:      {"an adviser who will call you", "un conseiller qui va vous appeler"},
	evPreToll:         {"a toll or a fine", "un péage ou une amende"},
	evPreTax:          {"tax or benefits", "les impôts ou une aide"},
	evPreUtility:      {"a utility bill", "une facture d'énergie"},
	evPreBank:         {"your bank", "votre banque"},
	evPreCharity:      {"a charity appeal", "un appel aux dons"},
	evPreRental:       {"a deposit, or something sent by mistake", "une caution, ou un envoi par erreur"},
}

// evTypeOrder is the order in which pretexts and asks name the scam type: the most
// specific story first.
var evTypeOrder = [...]struct {
	k  evKind
	st ScamType
}{
	{evPreSextortion, ScamOther},
	{evPreTech, ScamTechSupport},
	{evAskRemote, ScamTechSupport},
	{evPreNewNumber, ScamOther},
	{evPreRelationship, ScamOther},
	{evPreJob, ScamOther},
	{evPreInheritance, ScamOther},
	{evPreRomance, ScamRomance},
	{evPreWrongNumber, ScamRomance},
	{evPreInvestment, ScamInvestment},
	{evAskCrypto, ScamInvestment},
	{evPreReward, ScamLottery},
	{evPreDelivery, ScamFakeDelivery},
	{evPreToll, ScamPhishingOther},
	{evPreTax, ScamPhishingOther},
	{evPreUtility, ScamOther},
	{evPreCharity, ScamOther},
	{evPreRental, ScamOther},
	{evPreAdviser, ScamPhishingBank},
	{evAskCard, ScamPhishingBank},
	{evPreBank, ScamPhishingBank},
	{evAskGiftcard, ScamOther},
	{evAskPremium, ScamOther},
	{evAskCredentials, ScamPhishingOther},
	{evPreAccount, ScamPhishingOther},
}

// scamType is the scam type the evidence points to: the evidence category model's,
// or without it the first kind of evTypeOrder found.
func (t *textTables) scamType(s *textScratch) ScamType {
	if s.evType != ScamNone {
		return s.evType // computed once a call: the semantic and deep_ai layers ask
	}
	if t.evc != nil {
		var wording *[numCategories]float32
		if t.vocabulary(s); t.weights != nil {
			wording = &s.catLogits
		}
		s.evType = t.evc.predict(&s.evX, wording)
	} else {
		s.evType = evidenceType(&s.ev)
	}
	if codeTheft(&s.ev) && !impersonationType(s.evType) {
		// "Telegram sent my code to your number by mistake, can you send it to
		// me?": whatever story comes with it (a new phone, a mistake, a friend),
		// the one-time code asked for opens the reader's account.
		s.evType = ScamPhishingOther
	}
	if s.datingNamed && (s.evType == ScamPhishingOther || s.evType == ScamLottery || s.evType == ScamOther) {
		// "Grace from Hinge ... verify you're not a catfish": the dating app is
		// where the stranger says they met the reader; the link, the prize or
		// the fee is the romance scam's.
		s.evType = ScamRomance
	}
	return s.evType
}

// codeTheft reports whether a text's ask is a one-time code the reader received,
// and no money: not gift card codes, not a transfer, a payment or crypto.
func codeTheft(m *evMatch) bool {
	const money = 1<<evAskGiftcard | 1<<evAskTransfer | 1<<evAskPayment | 1<<evAskCrypto | 1<<evAskCard
	return m.has(evAskCode) && m.kinds&money == 0
}

func evidenceType(m *evMatch) ScamType {
	for _, o := range evTypeOrder {
		if m.has(o.k) {
			return o.st
		}
	}
	return ScamOther
}

// openerRisk and openerConf are the semantic layer's opinion of a known scam
// opener (a relative writing from a new number, a stranger's first message): a
// confident suspect.
const (
	openerRisk = 50
	openerConf = 0.75
)

// imitationRisk and imitationConf are the semantic layer's opinion of a message
// whose link imitates the brand it claims to come from: a confident scam.
const (
	imitationRisk = 80
	imitationConf = 0.85
)

// linkImitatesNamedBrand reports whether the message names a brand and its most
// dangerous link, off that brand's domains, imitates that same brand (a typo of its
// domain, look-alike letters, the brand in a foreign host): the phishing layer
// found the impersonation, the text says whom it impersonates. Needs
// evidenceFeatures.
//
// A company whose name holds a brand's ("Consultora Iberia", consultoraiberia.es)
// names itself, not the brand: a link whose registered label the text spells as
// consecutive words, with no bait word joined to the brand (a risk below the
// suspect threshold), is not taken for the imitation.
//
// A link whose registered label misspells the named brand's own (hallifax.info in
// "135807 is your Halifax verification code ... cancel the request at
// https://hallifax.info/app") imitates it too, even where the link rules let the
// misspelling pass for want of a claim: a brand named by an everyday word
// (Halifax, a town) counts its typos only under its own ending, since "halifaxx"
// alone may be anyone's. The text makes the claim (linkMisspellsBrand).
func (e *Engine) linkImitatesNamedBrand(res *Result, s *textScratch) bool {
	l := &res.Layers[LayerPhishing]
	if s.brand < 0 || s.evX[efBrandLinkElsewhere] == 0 || !l.Ran {
		return false
	}
	if im := res.s.u.imitated; l.RiskScore > 0 && im >= 0 && (e.phish.brands[im].display == e.phish.brands[s.brand].display ||
		e.phish.brands[im].cat == e.phish.brands[s.brand].cat && sameName(&e.phish.brands[im], &e.phish.brands[s.brand])) {
		return l.RiskScore >= 31 || !e.nameSpelled(res, s)
	}
	return e.linkMisspellsBrand(res, s.brand)
}

// umlautSpelt reports whether c is label with one umlaut written as domains write
// it (ü as "ue") where the text writes the umlaut: stadt-zuerich.ch in "Stadt
// Zürich: ...", the city's own name, not a misspelling of zurich.com.
func umlautSpelt(c []byte, label string, text []byte) bool {
	if len(c) != len(label)+1 {
		return false
	}
	for k := 1; k < len(c); k++ {
		if c[k] != 'e' || string(c[:k]) != label[:k] || string(c[k+1:]) != label[k:] {
			continue
		}
		var umlaut string
		switch c[k-1] {
		case 'a':
			umlaut = "ä"
		case 'o':
			umlaut = "ö"
		case 'u':
			umlaut = "ü"
		default:
			return false
		}
		var buf [64]byte
		w := append(append(buf[:0], umlaut...), label[k:]...)
		return bytes.Contains(text, w)
	}
	return false
}

// linkMisspellsBrand reports whether one of a text's links, on no brand's
// domain, has a registered label (or a hyphen-separated part of it) of four
// letters or more, no dictionary word, one edit away from the label of one of
// brand b's official domains ("fedx-ship.cc" for FedEx). The link rules leave
// labels this short to exact matches; the text's claim makes the edit count.
func (e *Engine) linkMisspellsBrand(res *Result, b int32) bool {
	p := &e.phish
	misspelt := func(c []byte) bool {
		if len(c) < 4 || p.isWord(c) {
			return false
		}
		for _, d := range p.brands[b].domains {
			label, _, _ := strings.Cut(d, ".")
			if len(label) >= 4 && label != string(c) && osaDistance(c, label, 1) == 1 && !umlautSpelt(c, label, res.s.u.text) {
				return true
			}
		}
		return false
	}
	for i := range res.s.u.urls {
		u := &res.s.u.urls[i]
		if u.Email || p.urlBrand(u) >= 0 {
			continue
		}
		label, _, _ := bytes.Cut(u.Registrable, []byte("."))
		if misspelt(label) {
			return true
		}
		for rest := label; bytes.IndexByte(label, '-') >= 0 && len(rest) > 0; {
			var part []byte
			part, rest, _ = bytes.Cut(rest, hyphen)
			if misspelt(part) {
				return true
			}
		}
	}
	return false
}

// nameSpelled reports whether the registered label of one of the text's links
// holding a brand's name is spelled in the text as two or more consecutive words:
// "Consultora Iberia" for consultoraiberia.es.
func (e *Engine) nameSpelled(res *Result, s *textScratch) bool {
	for i := range res.s.u.urls {
		u := &res.s.u.urls[i]
		label, _, _ := bytes.Cut(u.Registrable, []byte("."))
		if len(label) >= 6 && e.phish.urlBrand(u) < 0 && wordsSpell(s.toks, s.folded, label) {
			return true
		}
	}
	return false
}

// wordsSpell reports whether label, letters and digits only, is two or more
// consecutive word tokens joined.
func wordsSpell(toks []textToken, folded []byte, label []byte) bool {
	for i := range toks {
		rest, n := label, 0
		for k := i; k < len(toks) && len(rest) > 0 && toks[k].kind == tokWord; k++ {
			w := folded[toks[k].start:toks[k].end]
			if !bytes.HasPrefix(rest, w) {
				break
			}
			rest, n = rest[len(w):], n+1
		}
		if len(rest) == 0 && n >= 2 {
			return true
		}
	}
	return false
}

// layerEvidence sets the semantic layer's opinion from the evidence model.
func (e *Engine) layerEvidence(res *Result, l *Layer, s *textScratch) {
	e.evidenceFeatures(res, s)
	if e.text.evm == nil {
		return
	}
	p := e.text.evm.predict(&s.evX)
	s.pEv = p
	risk := max(e.text.evm.ev.score(p), 1)
	conf := scoreConfidence(risk)
	// These genuine patterns settle a text safe, however the wording scores (the
	// total too, capText, unless a link or the community says otherwise):
	//   - "Mum can you lend me £50 till Friday?": a relative asks for a loan from
	//     the number the reader knows, with no new number or broken phone, no
	//     stranger's account, link or number, no urgency, threat or secrecy.
	//     What the family-emergency scam asks for comes after its new number;
	//     without it this is family life (familyLoan).
	//   - "Su envío está retenido en la aduana: debe abonar 8,47 € ... en la web
	//     de Correos: https://www.correos.es": whatever the text asks, a fee or
	//     a sign-in, can only be done on the site of the brand it names, where a
	//     scammer collects nothing. The way of a genuine notice; the copy sends
	//     the reader elsewhere (officialOnly).
	//   - "Connectez-vous à l'ENT avec vos identifiants pour le lire", "your council
	//     tax instalment is overdue ... pay online at bristol.gov.uk or call 0117 922
	//     2900": an ask of value that gives a stranger no way to take it (collects)
	//     is done where the reader already goes; not money asked before a
	//     prize, a loan, a withdrawal or a job's pay is released (advanceFee):
	//     the scheme's own platform or its next message takes it.
	//   - "Regarde cette vidéo c'est notre prof de maths 😂 https://youtu.be/...":
	//     a text that asks nothing and claims nothing, sharing links that are all a
	//     brand's or a popular site's own (sharesOfficialLinks).
	//   - "MediaMarkt <gewinnspiel@mediamarkt.de>: Sie haben ... gewonnen! ...
	//     antworten Sie bitte ... mit Ihrer vollständigen Postanschrift": a reply
	//     with the reader's details that goes to the company the sender names
	//     (repliesHome).
	//   - "Hi Mum, it's Tom. I've switched to Giffgaff so this is my new number
	//     ... Ring you tonight": a relative's new number, with nothing asked but a
	//     call the writer offers to make (newNumberCalled).
	//   - "petit rappel pour le loyer de mars à virer sur le compte habituel", "die
	//     IBAN kennt ihr ja": money asked to the account the reader already pays,
	//     which no one can divert (usualAccount).
	//   - "Centro de Salud Delicias: Por favor, llame al 976 55 66 77 para hablar con
	//     su médico sobre los resultados de su analítica": a call asked and nothing
	//     else, no pretext, no link, to ordinary lines of organisations (orgCallOnly).
	//   - "Die Rechnung waren 156€, also 39€ pro Person. Kannst du mir das per
	//     PayPal schicken?": a share of a bill paid together, asked with nothing
	//     else (sharedBill).
	//   - "Riverside Dental Care: reminder of your appointment on Thu 20 Mar at
	//     09:15. Please reply C to confirm or call 01632 960482 to rearrange":
	//     an appointment to confirm by a reply or a call, nothing else asked, no
	//     link (appointmentConfirm).
	//   - "Factura 2025-047 ... 612,26 € (IVA incluido). Puede pagarla por
	//     transferencia a ES76 0049 ...": an invoice with its number, its tax and
	//     the account to pay, no change of account, no link, no pressure
	//     (formalInvoice).
	//   - "Automatic reply: RE: invoice #4471 ... I'm out of office": a
	//     mailbox's answer (autoReply).
	//   - "Bin heute fast auf was reingefallen: SMS von 'DHL' ... Passt auf!": a
	//     warning to others that quotes a scam and gives nothing to act on
	//     (warningOnly).
	//   - "Papa: ich mach den BAföG-Antrag fertig. Kannst du mir ein Foto von
	//     deinem Personalausweis schicken?": a relative asking for papers for a
	//     form, and nothing else (familyPapers).
	//   - "dernier rappel pour le loyer de mars (780 €) ... Merci de régulariser
	//     d'ici vendredi": the rent asked with no way to pay it but the usual
	//     one (rentReminder).
	//   - "Sorry, wrong number, that was meant for my sister. Have a nice evening":
	//     a wrong number owned up to, asking nothing, with nothing to click or call
	//     (wrongNumberClosed).
	if familyLoan(res, s) || familyPapers(res, s) || sharedBill(res, s) || appointmentConfirm(res, s) || formalInvoice(res, s) ||
		e.officialOnly(res, s) || e.officialSender(res, s) || e.sharesOfficialLinks(res, s) ||
		wrongNumberClosed(res, s) || e.repliesHome(res, s) || newNumberCalled(res, s) || usualAccount(res, s) || orgCallOnly(res, s) ||
		rentReminder(res, s) || warningOnly(res, s) || autoReply(res, s) ||
		s.ev.kinds&evValueAsks != 0 && !(s.ev.kinds&advanceFee != 0 && s.ev.kinds&evMoneyAsks != 0) && !collectsWith(res, true) {
		s.settled = true
		risk = min(risk, settledRisk)
		conf = scoreConfidence(risk)
	}
	if s.ev.has(evPreRelationship) && s.ev.has(evPreNewNumber) && !s.settled {
		// "Hi mum, this is my new number": the opening of the family-emergency
		// scam, whatever follows. Suspect at least, so that the reader checks on
		// the old number before answering; never a scam by itself.
		risk, conf = atLeastOpener(risk, conf)
	}
	if s.ev.has(evPreWrongNumber) && res.Type != TypeEmail && s.ev.kinds&evGenuine == 0 &&
		!wrongNumberClosed(res, s) && !containsWords(s.folded, vacancyWords[:]) && !containsWords(s.folded, neighbourWords[:]) {
		// "Who is this? Your number is saved as Lisa", "Hi, is this Anna? We met
		// at the conference": a stranger's opener in a text message, the first
		// step of the wrong-number and dating scams. Suspect at least, so that
		// the reader does not engage; never a scam by itself. (In an e-mail,
		// "sorry to bother you" and "we met" are ordinary manners.) An opener
		// asks something or says more: "Sorry, wrong number, that was meant for
		// my sister. Have a nice evening" closes the conversation it opened. A
		// recruiter who "came across your profile" names the vacancy
		// (vacancyWords): a job's pretext, judged as one. A neighbour names the
		// door the reader knows ("c'est Sophie du 3e gauche, désolée de vous
		// déranger"; neighbourWords).
		risk, conf = atLeastOpener(risk, conf)
	}
	if secretAskedBack(s) {
		// "could you reply with the answer to your security question (mother's
		// maiden name)? No rush", "antworten Sie mit Ihrem Passwort": a secret
		// asked back by a reply, which no bank or mailbox does, however calm the
		// words around it. Suspect at least.
		risk, conf = atLeastOpener(risk, conf)
	}
	if e.brandLoginElsewhere(res, s) {
		// "could u vote?? u have to sign in with instagram https://ig-modelcontest.net/vote/sofia":
		// the login of the platform the text names, asked on a site that is
		// no brand's. Suspect at least.
		risk, conf = atLeastOpener(risk, conf)
	}
	if e.spoofedSender(res) {
		// "Microsoft Teams <noreply@teams-chatnotify.com>: Reply in Teams",
		// "Ravi Patel (via Google Drive) <...@docs-gdrive-share.com>: Open": a
		// brand's name over another's address, and a link off the brand's sites
		// made out to the reader, or replies taken on a free mailbox. Suspect at
		// least.
		risk, conf = atLeastOpener(risk, conf)
	}
	imitation := e.linkImitatesNamedBrand(res, s)
	s.imitation = imitation
	if imitation && risk < imitationRisk {
		// "Bankinter: ... cancela en banklnter.com": the message claims a brand and
		// its link imitates that brand's address. Evidence a person accepts.
		risk, conf = imitationRisk, imitationConf
	}
	s.deviceCode = deviceCodeSent(res, s)
	if s.deviceCode != nil && risk < imitationRisk {
		// "To open it enter code RJTW-8KMN at microsoft.com/devicelogin": the
		// sender started a sign-in on their own device and sends its code; the
		// reader who enters it, on the real Microsoft page, signs the sender in
		// to their account. A device shows its own code on its screen: no
		// genuine message carries one.
		risk, conf = imitationRisk, imitationConf
	}
	threatLink := !imitation && s.ev.has(evAskClick) && res.Layers[LayerPhishing].RiskScore >= threatScore &&
		(res.s.u.imitated >= 0 || hasPublicIPLink(res.s.u.urls))
	if threatLink {
		// "Aisha shared a file with you. Open: outlook-service.site/7a9ro", "click
		// http://218.5.77.248/": the message asks to open a link that uses a
		// brand's name off the brand's domains, or a bare address, which the
		// phishing layer sees as a threat on its own. The text cannot vouch for a
		// link it does not explain: suspect at least. (A bare TLD swap, uber.nu in
		// a 2002 news digest, stays below the threat; a mailing list's link to a
		// dynamic-DNS host is not taken as one.)
		risk, conf = atLeastOpener(risk, conf)
	}
	if otherLang(s.lang) && res.Layers[LayerPhishing].RiskScore >= 31 {
		// "INTESA SANPAOLO: abbiamo sospeso la tua app ... Riattiva subito il
		// servizio: https://is-verifica-utente.com/app": in a language the wording
		// models and patterns do not read, the text is judged by its links and
		// numbers, and one the phishing layer finds suspect on its own makes the
		// text suspect. Never a scam by itself: what the text asks is unread.
		risk, conf = atLeastOpener(risk, conf)
	}
	imitator, govDisguise, freemail, insider := int32(-1), false, false, false
	if res.Type == TypeEmail {
		imitator = e.phish.senderImitatesBrand(&res.s.u.mail)
		if imitator < 0 {
			// A brand's name over a free mailbox, and the text speaking for the
			// same brand: "Tim Peters <tim.one@comcast.net>" merely bears a
			// brand's name (TIM).
			if b := e.phish.brandOnFreemail(&res.s.u.mail); b >= 0 && e.phish.brandInText(s) == b {
				imitator, freemail = b, true
			}
		}
		if imitator < 0 {
			imitator = e.senderHostImitates(&res.s.u.mail, &res.s.u)
		}
		if imitator >= 0 && !freemail && e.phish.repliesToBrand(&res.s.u.mail, imitator) {
			// "United Airlines <united@united.rsc01.com>, Reply-To:
			// united-e-fares@united.com": a mail service sending for the brand,
			// whose replies reach the brand itself. A copy takes the replies.
			imitator = -1
		}
		govDisguise = imitator < 0 && disguisedGovSender(&res.s.u.mail)
		insider = imitator < 0 && !govDisguise && e.phish.senderImitatesRecipient(&res.s.u.mail)
	}
	if imitator >= 0 || govDisguise || insider {
		// "HR via DocuSign <dse@docusign-review.net>", "Microsoft 365 Security
		// <noreply@m365-authreset.com>": the sender names a brand and writes from
		// a domain made to spell it; "Gendarmerie Nationale
		// <convocation@gendarmerie-interieur-gouv.fr>": from a domain that writes
		// a government's ending into its name; "Service Sécurité BNP Paribas
		// <service.securite.bnp@outlook.fr>": a brand's name on a free mailbox;
		// "Harbourline IT Security <notify@secure-mfa-portal.com>" to
		// james@harbourline.co.uk: the reader's own organisation from another
		// domain.
		// Suspect at least, link or not (the button of a pasted mail, a QR code,
		// an attachment carry none). Nor does a genuine pattern settle it: a
		// reply goes to the imitator, and the button's link was lost in pasting.
		risk, conf = atLeastOpener(risk, conf)
		s.settled = false
	}
	if res.Type == TypeEmail && s.ev.has(evAskCredentials) && e.phish.brandOverOthersMail(&res.s.u.mail) {
		// "Outlook Web Access <postmaster@aldercresthealth-mail.org>: sign in to
		// Outlook Web Access and confirm your account": a brand's name over
		// another's address, asking the reader to sign in. The mail system's own
		// notices (a quota warning from the organisation's Exchange server) ask
		// for no sign-in. Suspect at least.
		risk, conf = atLeastOpener(risk, conf)
		s.settled = false
	}
	unlistedCall := res.Type != TypeEmail && s.ev.has(evAskCall) && !anyPublished(e.phish.phones, res.s.u.phones) &&
		serviceNumber(s.toks, s.folded) < 0 &&
		s.ev.kinds&(1<<evPreAccount|1<<evPreThreat|1<<evPreRefund|1<<evGenOrder) != 0 && s.brand >= 0 && (e.phish.publishes[s.brand] || e.phish.brands[s.brand].cat == catCrypto) &&
		len(res.s.u.phones) > 0 && !containsWords(s.folded, driverWords[:])
	if unlistedCall {
		// "Chase: A new device signed in to your account. If this wasn't you, call
		// us right away at 1-844-935-9935", "Amazon: Your Prime membership will
		// renew tomorrow. If you did not request this, call 0800 048 6621": an
		// account alert, a renewal, a refund or an order ("Not you? Call ... to
		// cancel") that names its brand and asks to call a number the brand does
		// not publish (with its own
		// number, 1-800-935-9935, the same text is settled: evGenOfficial; so is a
		// carrier's short service number, "call 121 to listen"). A bank's own
		// disclaimer copied with the scammer's line ("We will never ask for your
		// PIN") vouches for nothing. The
		// vishing text copies the alert and gives its own line. Suspect at least.
		// A crypto exchange or wallet counts as publishing its lines even when
		// none is listed: their support answers in the app, and a "support"
		// number in their name is the recovery and withdrawal scams' line.
		// A carrier's notice that gives its driver's number ("Need to reach your
		// driver? Call 07384 216 907"; driverWords) gives a person's line, not
		// the brand's. Without a link on the brand's own site, no settled
		// pattern outweighs it: a payment the text says is made, at a merchant's
		// name ("at Walmart.com"), is no way to pay the caller, but the call is.
		// (A bill that links the brand's site, "log in at verizon.com or call
		// ...", stays settled: the reader pays where they always pay.)
		risk, conf = atLeastOpener(risk, conf)
		if s.evX[efBrandLinkOwn] == 0 {
			s.settled = false
		}
	}
	if res.Type != TypeEmail && s.ev.has(evAskCall) && len(res.s.u.phones) > 0 && serviceNumber(s.toks, s.folded) < 0 &&
		!shortCodeCalled(s.toks, s.folded) && !anyPublished(e.phish.phones, res.s.u.phones) &&
		containsWords(s.folded, pendingMessageWords[:]) {
		// "You have 1 new message. Call 0207-083-6089", "Vous avez un nouveau
		// message vocal, rappelez le 01 84 ...": a message said to wait for the
		// reader behind an ordinary number. A carrier's voicemail is heard on its
		// short service number ("call 121 to listen", "Llame al 22537") or in the
		// phone's app; the lure's number is a paid line or a scammer's. Suspect at
		// least.
		risk, conf = atLeastOpener(risk, conf)
		s.settled = false
	}
	codeElsewhere := res.Type != TypeEmail && s.ev.has(evGenCodeIs) && s.brand >= 0 && s.evX[efBrandLinkElsewhere] != 0
	if codeElsewhere {
		// "157026 est votre code Caisse d'Epargne. Ne le partagez pas. Si vous
		// n'avez rien demandé, annulez sur ow.ly/...": a one-time code that names
		// its brand and links off the brand's domains. A real code links nowhere
		// or to the brand's own site; the copy of a real notice sends the reader
		// to someone else's page. Suspect at least.
		risk, conf = atLeastOpener(risk, conf)
	}
	adviserPressed := s.ev.has(evPreAdviser) && (s.ev.has(evPreBank) || s.evX[efBrandBank] != 0 || s.ev.has(evPreAuthority)) &&
		s.ev.kinds&(1<<evPreThreat|1<<evPreSecrecy|1<<evPreUrgency) != 0
	if adviserPressed {
		// "comdirect: Um die betrügerische Überweisung zu stoppen, warten Sie auf
		// unseren Anruf. Geben Sie niemandem Bescheid": a bank's call announced
		// under a threat, urgency or secrecy, the fake bank adviser's opening; an
		// officer's too ("Ici l'adjudant Lambert de la gendarmerie ... je vous
		// appelle dans 15 minutes. Ne prévenez pas votre banque"), the fake police's.
		// Suspect at least, so that the reader calls the bank's own number. ("I
		// will call you later" between friends names no bank.)
		risk, conf = atLeastOpener(risk, conf)
	}
	codeAndCall := s.ev.has(evPreAdviser) && s.ev.kinds&(1<<evGenCodeIs|1<<evGenNoShare) != 0 &&
		(s.ev.has(evPreBank) || s.evX[efBrandBank] != 0 || s.ev.has(evPreAuthority)) && !saysNever(s.folded)
	if codeAndCall {
		// "Lloyds: Have you requested to add new payee MR A KOWAL? If NOT, our
		// fraud department will call you shortly ... DO NOT share this code:
		// 884213": a code sent with a bank's call announced. The caller is who
		// asks for the code; a bank's own code text says it will never call.
		// Suspect at least.
		risk, conf = atLeastOpener(risk, conf)
	}
	if res.Type != TypeEmail && s.ev.has(evPreRental) && s.ev.kinds&(1<<evAskPayment|1<<evAskCredentials|1<<evAskCard|1<<evAskPersonal) != 0 {
		// "Ya te he enviado el Bizum de 250 EUR, pero te llega como solicitud:
		// acepta la solicitud en tu app": a buyer who has "already paid" and asks
		// the seller to pay, sign in or give a card to receive it. Accepting the
		// request sends the money. Or who will never see the item ("a courier
		// will collect") and asks for the seller's PayPal address, where the
		// forged payment notice will come. Suspect at least.
		risk, conf = atLeastOpener(risk, conf)
	}
	if res.Type != TypeEmail && s.ev.has(evPreRental) &&
		(containsWords(s.folded, alreadyPaidWords[:]) && containsWords(s.folded, checkMailWords[:]) ||
			containsAny(s.folded, mailComingWords[:]) && containsAny(s.folded, receiveFundsWords[:])) {
		// "Pago el precio completo ... enviaré un transportista ... Ya te he
		// pagado por PayPal, revisa tu correo": a buyer who will never come says
		// the money is already sent and points to the mail that "proves" it, a
		// forged payment notice; or announces the mail that will let the seller
		// "receive the funds" ("I'll pay through Evri Secure, you'll get an email
		// from them to confirm and receive the funds"). Suspect at least.
		risk, conf = atLeastOpener(risk, conf)
	}
	if petShipped(s) {
		// "Nous donnons nos chatons Maine Coon contre bons soins, il reste juste
		// 250€ de frais de transport par transporteur animalier": a pet given or
		// sold unseen, its transport or a deposit paid first, the animal to come
		// by courier. The animal does not exist; the fees go on. Suspect at least,
		// even with no account written out: the seller collects in the chat.
		risk, conf = atLeastOpener(risk, conf)
		s.settled = false
	}
	if heirlessEstate(s) {
		// "a former client ... passed away without a will or any known next of
		// kin. In the course of our search your name came up": a stranger's estate
		// with no heir, offered to the reader for a shared surname. The advance-fee
		// inheritance scam's first letter; its fees come later. Suspect at least.
		risk, conf = atLeastOpener(risk, conf)
		s.settled = false
	}
	if absentLandlord(s) {
		// "I am currently working abroad in Dubai so I can't show it in person, but I
		// will send you the keys through Airbnb once you pay the first month and
		// deposit": a flat let unseen, its deposit paid first, the keys to come by
		// post. The flat is someone else's or no one's. Suspect at least, even
		// with no account written out yet: it comes in the next message.
		risk, conf = atLeastOpener(risk, conf)
		s.settled = false
	}
	if advanceAsk(res, s) {
		// An ask that comes before any account is written out: the money, the
		// card or the approval is collected in the next message, so no want of a
		// way to pay settles it (advanceAsk). Suspect at least.
		risk, conf = atLeastOpener(risk, conf)
		s.settled = false
	}
	if orgMobileCall(res, s) {
		// "Stadtwerke: ... Die Stromsperre ist für morgen angesetzt. Rufen Sie
		// umgehend unsere Forderungsabteilung unter 0157 3829 4410 an": a
		// utility, a bank, a tax office or a brand that threatens or hurries, and
		// whose only number to call is a mobile. Organisations answer on their
		// published lines, not on a personal phone. Suspect at least.
		risk, conf = atLeastOpener(risk, conf)
	}
	if s.ev.has(evAskCode) && !s.settled && containsAny(s.folded, codeComingWords[:]) {
		// "Te llegará un código por SMS, mándamelo por aquí", "responde a este
		// SMS con tu DNI y el código que vas a recibir": a one-time code about to
		// arrive, asked back. Whoever sent the message triggered it, and it opens
		// the reader's account, parcel or payment to them; no company asks for
		// its own code back, and a genuine code says not to share it. A pasted
		// conversation quotes that warning ("El SMS dice que no lo comparta") and
		// the caller waves it away: the warning quoted does not cancel the ask.
		// (A voucher code already received, a Pass'Sport for the club, is no such
		// code.) Suspect at least.
		risk, conf = atLeastOpener(risk, conf)
	}
	if remoteSuitor(s) {
		// "Good morning beautiful ... I'm back on the rig now and the internet is
		// very poor out here. I keep thinking about when I finally come to meet
		// you": an admirer the reader has never met, working where no one can
		// check or visit (an oil rig, a peacekeeping mission, a deployment), the
		// persona consumer agencies name as the romance scammer's. The money
		// comes later, for the ticket, the customs, the leave. Suspect at least.
		risk, conf = atLeastOpener(risk, conf)
	}
	if res.Type != TypeEmail && investmentCoach(s) {
		// "I was talking to my uncle, he works at an investment fund in Hong Kong
		// and gives me tips on crypto contracts ... Do you ever invest? I could
		// show you how": the pig-butchering pitch, a tipster's signals offered to
		// the reader in a chat. Suspect at least.
		risk, conf = atLeastOpener(risk, conf)
	}
	if strangerFriendsFamily(s) {
		// "2 standing tickets for Oasis at Wembley ... pay via PayPal friends and
		// family and I'll send them on the day": goods or a booking paid to a
		// stranger by the mode of payment that waives the buyer's protection. A
		// seller who can deliver takes a protected payment. Suspect at least.
		risk, conf = atLeastOpener(risk, conf)
		s.settled = false
	}
	if reverseRequest(s) {
		// "Te he enviado una solicitud de Bizum para que recibas el dinero,
		// acéptala en la app": a payment request presented as the way to receive
		// money, to accept. Accepting a request pays it; money sent to the reader
		// needs no acceptance. Suspect at least, whatever settled it: the
		// request is the way to collect.
		risk, conf = atLeastOpener(risk, conf)
		s.settled = false
	}
	if res.Type != TypeEmail && s.ev.has(evPreToll) && s.ev.kinds&(1<<evPreUrgency|1<<evPreThreat) != 0 &&
		s.ev.kinds&evGenuine == 0 && fineLinkElsewhere(res, s) {
		// "Verkehrsüberwachung: Ihr Fahrzeug wurde ... mit 27 km/h über der
		// zulässigen Geschwindigkeit erfasst. Beweisfoto und Online-Anhörung:
		// https://owi-anhoerung.eu/...": a fine or a toll by text message, with a
		// deadline or a threat, whose link is no government's and no named
		// brand's own site (a toll operator's monthly receipt threatens nothing). Authorities
		// send fines by post or to their own portals; the toll and fine kits of
		// every country send the reader to theirs. Suspect at least.
		risk, conf = atLeastOpener(risk, conf)
	}
	if res.Type == TypeEmail && e.phish.fromFreemail(&res.s.u.mail) && s.brand >= 0 &&
		(e.phish.brands[s.brand].cat == catBank || e.phish.brands[s.brand].cat == catPayment) &&
		s.ev.kinds&(1<<evAskCard|1<<evAskCredentials|1<<evAskCode) != 0 {
		// "De : Thomas Mercier <t.mercier.conseiller@gmail.com> ... votre nouveau
		// conseiller BNP Paribas ... une mise à jour de vos moyens de paiement est
		// nécessaire": a bank's adviser writing from a free mailbox for the
		// customer's card, login or code. A bank's staff write from the bank's
		// domain or its app's messaging. Suspect at least.
		risk, conf = atLeastOpener(risk, conf)
	}
	if s.ev.has(evAskPersonal) && containsWords(s.folded, employeeRecordWords[:]) && e.freeMailboxInvolved(res) {
		// "She needs PDFs of all employee 2025 W-2s ... Can you email them to
		// greg.exec.office@gmail.com", "From: Jeff Ramsay <jramsay.ceo@protonmail.com>:
		// I need the 2025 W-2 copies for all employees": the staff's tax forms
		// asked by or for a free mailbox, the W-2 scam the IRS warns payroll
		// departments of every winter. An executive asks from the company's
		// domain, for its own systems. Suspect at least.
		risk, conf = atLeastOpener(risk, conf)
		s.settled = false
	}
	if s.ev.kinds&evAsks != 0 && containsWords(s.folded, shopOfferWords[:]) && wordsNear(s.folded, personPayApps[:], appDiscountWords[:], 40) {
		// "Black Friday Final Clearance: all sets 70% off ... We accept Zelle and
		// Cash App for an extra 10% off": a shop that pays its customers to pay
		// by an app that sends money to a person, with no buyer's protection,
		// the fake shop's way to be paid. Suspect at least.
		risk, conf = atLeastOpener(risk, conf)
	}
	if reviewPay(s) {
		// "Ofrecemos trabajo desde casa escribiendo reseñas de restaurantes en
		// Google Maps: 5 € por reseña, entre 60 y 300 € al día": a job paid per
		// review, like or rating, the task scam's first message, as consumer
		// agencies describe it; the deposits to "unlock" the tasks come later.
		// Paid reviews are no job a real employer offers. Suspect at least.
		risk, conf = atLeastOpener(risk, conf)
	}
	if e.taskOpener(res, s) {
		// "Are you at your desk right now? I need you to take care of a task for
		// me quickly and discreetly. I'm heading into a board meeting and can't
		// take calls": the chief executive's fraud opens so, from a free mailbox or
		// a number the reader does not know, and the task is gift cards or a wire.
		// A manager who cannot be called cannot be checked. Suspect at least.
		risk, conf = atLeastOpener(risk, conf)
	}
	if charityOffChannel(s) {
		// "Because of banking restrictions in the region, we are currently only
		// able to accept donations by Bitcoin or through PayPal Friends and
		// Family": a disaster appeal paid where no one can trace the money or take
		// it back, as consumer agencies warn after every disaster. Charities take
		// cards and transfers. Suspect at least, and not settled by the lack of
		// an account written out: the app's handle is the collector.
		risk, conf = atLeastOpener(risk, conf)
		s.settled = false
	}
	if safeAccountAsked(s) {
		// "To protect your money, please move your ISA balance now to the new
		// safe account before the fraudsters access it": no bank or police force
		// moves a customer's money to an account of its choosing to protect it;
		// the safe-account scam does (a bank's "we will never ask you to move
		// money to a safe account" is its warning). Suspect at least, and never
		// settled by the lack of an account written out: it comes by the next
		// call.
		risk, conf = atLeastOpener(risk, conf)
		s.settled = false
	}
	if e.offPlatform(res, s) {
		// "The Airbnb calendar keeps glitching so we prefer to take the booking
		// directly. Please transfer the deposit to IBAN LT12 3250 ...": a
		// booking or a marketplace's sale paid outside the platform it names, to
		// an account the message writes out. The platforms take the payment
		// themselves. Suspect at least.
		risk, conf = atLeastOpener(risk, conf)
		s.settled = false
	}
	if e.brandOnHostedPage(res, s) {
		// "Google Drive: François Petit a partagé un document avec vous ...
		// Ouvrir: https://drive-partage-doc.godaddysites.com": a brand's notice
		// whose link is a page anyone can make on a free host. A brand links to
		// its own domains. Suspect at least.
		risk, conf = atLeastOpener(risk, conf)
		s.settled = false
	}
	if e.freeHostedAsk(res, s) {
		// "Ihr Semesterbeitrag ist nicht eingegangen. Ohne Zahlung bis Freitag
		// erfolgt die Exmatrikulation. Zahlen Sie per Kreditkarte über unser
		// Formular: uni-rueckmeldung.wixsite.com/zahlung": a card, a payment or a
		// sign-in asked under a threat or a deadline, on a page anyone can make on
		// a free site builder. An organisation that threatens takes its payments
		// on its own domain or its payment provider's. Suspect at least.
		risk, conf = atLeastOpener(risk, conf)
		s.settled = false
	}
	authorityCallback := res.Type != TypeEmail && s.ev.has(evPreAuthority) && s.ev.has(evPreThreat) &&
		s.ev.has(evAskCall) && len(res.s.u.phones) > 0 && s.ev.kinds&evGenuine == 0
	if authorityCallback {
		// "Polizei Niedersachsen: Gegen Sie liegt eine Strafanzeige vor. Um einen
		// Haftbefehl abzuwenden, melden Sie sich heute bei Kommissar Becker unter
		// 030 ...": an authority's threat in a text message, answered by calling
		// the number it gives. Police and courts summon by letter. Suspect at least.
		risk, conf = atLeastOpener(risk, conf)
	}
	var attached []byte // a dangerous attachment's name, or the one a pasted mail names
	if res.Type == TypeEmail {
		if attached = dangerousAttachment(&res.s.u.mail); attached == nil {
			attached = riskyFileNamed(res.s.u.mail.Text)
		}
	} else if len(res.s.u.urls) > 0 {
		attached = riskyFileNamed(res.s.u.text) // a message's file is a link's: one to download
	}
	if attached != nil {
		// "Anhang: Rechnung_2026-0347.pdf.html": a web page or a program sent
		// as a document, or named in the pasted mail or message
		// ("https://dropgames.xyz/Build_v0.3.rar (pw 1234)"). A person accepts that as
		// a trap whatever the wording, and no genuine pattern of the wording
		// settles it (an invoice to pay "where you always pay" carries the
		// trap with it). Suspect at least.
		risk, conf = atLeastOpener(risk, conf)
		s.settled = false
	}
	if res.Type == TypeEmail && imitator < 0 && !govDisguise && !insider {
		if r, b := e.senderRisk(res); r >= 31 && b >= 0 && !e.phish.repliesToBrand(&res.s.u.mail, b) {
			// "Service Facturation <facturation@edf-pro-factures.com>": a sender
			// domain that the link rules find impersonating a brand (EDF joined
			// to a bait word), whatever the display name says. A brand writes
			// from its own domains. Suspect at least, as the imitator above.
			risk, conf = atLeastOpener(risk, conf)
			s.settled = false
		}
	}
	if e.forgedBrandSender(res) {
		// "DocuSign <dse_na2@docusign.net>" with "dmarc=fail ...
		// header.from=docusign.net" in the receiving server's verdict: the
		// brand's own domain refuses the message. Suspect at least.
		risk, conf = atLeastOpener(risk, conf)
		s.settled = false
	}
	jobCosts := res.Type == TypeEmail && s.ev.has(evPreJob) && s.ev.kinds&(evGenuine&^(1<<evGenOrder)) == 0 &&
		s.ev.kinds&(1<<evAskTransfer|1<<evAskPayment|1<<evAskGiftcard|1<<evAskCrypto|1<<evAskPersonal) != 0 &&
		e.phish.fromFreemail(&res.s.u.mail)
	if jobCosts {
		// "Recrutement Montréal <embauche.montreal.rh@gmail.com>: ... vous recevrez
		// un chèque ... envoyez le montant restant par virement Interac à notre
		// fournisseur": a job offered from a free mailbox that asks the new hire
		// to pay, send money on or buy gift cards or crypto (the fake cheque, the
		// training fee, the money mule's forwarding), or for their identity papers
		// (the identity thief's hiring). An employer pays, and hires from its own
		// domain. Suspect at least.
		risk, conf = atLeastOpener(risk, conf)
	}
	authoritySender := res.Type == TypeEmail && s.ev.kinds&(1<<evPreThreat|1<<evPreSextortion) != 0 &&
		authorityName(res.s.u.mail.SenderName()) &&
		(e.phish.fromFreemail(&res.s.u.mail) || (s.ev.has(evPreSextortion) || len(res.s.u.urls) > 0) && !e.officialAuthority(&res.s.u.mail, &res.s.u))
	if authoritySender {
		// "Brigade de Protection des Mineurs <convocation.justice.gouv@gmail.com>:
		// ... vous faites l'objet de poursuites judiciaires": a sender named as
		// the police, a court or a ministry, threatening from a free mailbox, or
		// accusing the reader of child abuse images from a domain no government
		// holds ("Bundeskriminalamt <vorladung@bka-gv-justiz.com>"), or with a
		// link to the summons ("Tribunal judiciaire de Paris
		// <greffe@tribunal-convocation.fr>: ... Télécharger la convocation"): the fake
		// police summons. Authorities write from their own domains and summon by
		// letter. Suspect at least. (A list member's post about the police is no
		// authority's: its sender's name is a person's.)
		risk, conf = atLeastOpener(risk, conf)
	}
	quishing := res.Type == TypeEmail && len(res.s.u.urls) == 0 && s.ev.kinds&evGenuine == 0 &&
		!s.ev.has(evAskPayment) && asksQRScan(s)
	if quishing {
		// "Pour des raisons de sécurité, le document n'est accessible que depuis
		// votre téléphone. Scannez le code QR ci-dessous": an e-mail whose only
		// way to act is a QR code to scan, which takes the reader to a page no
		// mail filter saw, on a phone. A ticket's code is shown, not scanned,
		// and a bill's QR code is a payment. Suspect at least.
		risk, conf = atLeastOpener(risk, conf)
	}
	foreignCall := res.Type != TypeEmail && s.evX[efBrandCallMobile] != 0 && s.foreignMobile
	if foreignCall {
		// "Unicaja: ... llama al +86 137...": a brand's text message asking to be
		// called on a mobile number of another country than its language's.
		// Brands answer on their lines, not on a stranger's mobile. Suspect at
		// least. (An e-mail's signature is full of numbers: not there.)
		risk, conf = atLeastOpener(risk, conf)
	}
	bossOnFreemail := res.Type == TypeEmail && len(res.s.u.urls) == 0 && s.ev.kinds&evValueAsks != 0 &&
		s.ev.kinds&(1<<evPreSecrecy|1<<evPreUrgency|1<<evPreThreat|1<<evPreNewNumber) != 0 &&
		e.phish.freemailToCompany(&res.s.u.mail)
	if bossOnFreemail {
		// "Philippe Garnier <p.garnier.direction@gmail.com>" to comptabilite@
		// groupe-garnier-btp.fr: "une opération confidentielle ... un premier
		// virement de 87 500 €". Money, bank details or gift cards asked of a
		// company's address by a person writing from a free mailbox, without a
		// link, under secrecy, urgency or a threat, or with an excuse for the
		// mailbox: the chief executive's and the payroll-diversion fraud. A
		// company's managers and staff ask for payments from its own domain; a
		// portal's notices (Yahoo! News) carry links and a brand's name.
		// Suspect at least.
		risk, conf = atLeastOpener(risk, conf)
	}
	if accountChanged(res, s) {
		// "suite à un changement de banque, nos coordonnées bancaires ont été
		// modifiées ... IBAN : LT62 3250 ...": a payee's new account written into
		// the message that announces it, the payment-diversion fraud's whole
		// method. A supplier's real change is confirmed on the number the
		// customer already has, which the message cannot stand for. Suspect at
		// least, so that the reader calls before paying.
		risk, conf = atLeastOpener(risk, conf)
		s.settled = false
	}
	groupInvite := s.ev.has(evPreInvestment) && (hasGroupInvite(res.s.u.urls) || containsWords(s.folded, addToGroupWords[:]))
	if groupInvite {
		// "Kostenlose Aktien-Tipps mit bis zu 300% Gewinnpotenzial. Jetzt der
		// WhatsApp-Gruppe beitreten: chat.whatsapp.com/...", "soy asistente del
		// profesor Ramírez ... ¿le agrego?": returns promised to whoever joins a
		// chat group, by its link or by being added, the opening of the investment
		// club scam that market regulators warn of. Brokers and banks advise on
		// their own sites, not in a stranger's group. Suspect at least.
		risk, conf = atLeastOpener(risk, conf)
	}
	shown := res.s.u.text
	if res.Type == TypeEmail {
		shown = res.s.u.mail.Text // what the reader sees: the decoded parts, not the raw message
	}
	if len(shown) > disguiseWindow {
		shown = shown[:disguiseWindow]
	}
	disguised := e.phish.disguisedName(shown)
	if disguised != nil {
		// "A.m.a.z.o.n: Your order could not be shipped", "Amaz0n", "PаyPal" with
		// a Cyrillic а: a name written so that filters miss it. A company writes
		// its own name plainly. Suspect at least, whatever a genuine pattern says.
		risk, conf = atLeastOpener(risk, conf)
		s.settled = false
	}
	if s.ev.kinds&evValueAsks != 0 && s.ev.kinds&evPressure != 0 && conf < openerConf && !s.settled {
		// An ask for something of value under pressure is evidence a person
		// accepts: the layer's score is a floor for the total.
		conf = openerConf
	}
	l.RiskScore, l.Confidence = risk, conf

	b := l.StartDetail()
	b = append(b, "scam evidence "...)
	b = appendPercent(b, p)
	if s.ev.kinds == 0 {
		b = append(b, ": no ask, pretext or genuine marker found"...)
	} else {
		b = append(b, ':')
		for k := evKind(0); k < numEvKinds; k++ {
			if s.ev.has(k) {
				b = append(b, ' ')
				b = append(b, evKindNames[k]...)
			}
		}
	}
	if foreignCall {
		b = append(b, "; asks to call a mobile number of another country than its language's"...)
	}
	if disguised != nil {
		b = append(b, "; a name written to dodge filters: "...)
		b = append(b, disguised...)
	}
	if imitation {
		b = append(b, "; its link imitates "...)
		b = append(b, e.phish.brands[s.brand].display...)
		b = append(b, ", the brand it names"...)
	}
	if freemail {
		b = append(b, "; its sender calls itself "...)
		b = append(b, e.phish.brands[imitator].display...)
		b = append(b, " from a free mailbox"...)
	} else if imitator >= 0 {
		b = append(b, "; its sender's domain imitates "...)
		b = append(b, e.phish.brands[imitator].display...)
	} else if govDisguise {
		b = append(b, "; its sender's domain imitates a government's"...)
	} else if insider {
		b = append(b, "; its sender poses as the recipient's organisation from another domain"...)
	}
	if attached != nil {
		b = append(b, "; a risky attachment: "...)
		b = append(b, attached...)
	}
	if s.deviceCode != nil {
		b = append(b, "; a sign-in code to enter at a device-login page: "...)
		b = append(b, s.deviceCode...)
	}
	l.Details = b
	if risk < 31 {
		return
	}
	if attached != nil {
		reasonAround(res, attached,
			"📎 Joint « ", " », un fichier qui peut lancer un programme ou afficher une fausse page de connexion : une vraie facture arrive en document PDF",
			"📎 Carries \"", "\", a file that can run a program or show a fake sign-in page: genuine invoices come as PDF documents")
	}
	if imitator >= 0 || govDisguise {
		e.reasonSenderImitates(res, imitator, freemail)
	} else if insider {
		e.reasonSenderInsider(res)
	}
	if s.deviceCode != nil {
		reasonAround(res, s.deviceCode,
			"🔑 Donne le code « ", " » à saisir sur une page de connexion d'appareil : le saisir connecte l'expéditeur à votre compte",
			"🔑 Gives the code \"", "\" to enter at a device sign-in page: entering it signs the sender in to your account")
	}
	if disguised != nil {
		reasonAround(res, disguised,
			"🥸 Écrit « ", " » déguisé pour échapper aux filtres : une entreprise écrit son nom normalement",
			"🥸 Writes \"", "\" disguised to get past filters: a company writes its own name plainly")
	}
	l.ScamType = e.text.scamType(s)
	techless := l.ScamType == ScamTechSupport && s.ev.kinds&(1<<evPreTech|1<<evAskRemote|1<<evAskCall) == 0
	rewardLure := l.ScamType == ScamLottery && s.ev.has(evPreReward)
	if imitator >= 0 && (!impersonationType(l.ScamType) && !rewardLure || techless) {
		// A sender posing as a brand phishes; as a tech brand, it is tech support
		// only when it speaks of a problem, remote access or a call to make. A
		// prize or a loyalty reward it dangles stays the lure it is.
		l.ScamType = e.phish.brands[imitator].cat.scamType()
	}
	if attached != nil && !impersonationType(l.ScamType) {
		// A trap file tells no romance or prize: a page that opens to ask for a
		// password phishes, an archive or a program installs malware.
		l.ScamType = ScamOther
		if ext := attached[bytes.LastIndexByte(attached, '.')+1:]; len(ext) >= 3 && (hasPrefixFold(ext, "htm") || hasPrefixFold(ext, "shtm") ||
			hasPrefixFold(ext, "xhtm") || hasPrefixFold(ext, "svg")) {
			l.ScamType = ScamPhishingOther
		}
	}
	ask, pre := firstKind(s.ev.kinds&evValueAsks), firstKind(s.ev.kinds&evPressure)
	if ask < 0 {
		ask = firstKind(s.ev.kinds & evAsks)
	}
	if pre < 0 {
		pre = firstKind(s.ev.kinds & evPretexts)
	}
	if ask < 0 && pre < 0 {
		return
	}
	fr := res.s.lang == LangFR
	li := 0
	if fr {
		li = 1
	}
	rb := res.ReasonBuf()
	rb = append(rb, "🎯 "...)
	if ask >= 0 {
		if fr {
			rb = append(rb, "Demande "...)
		} else {
			rb = append(rb, "Asks for "...)
		}
		rb = append(rb, evLabels[ask][li]...)
		rb = appendQuote(rb, s.quote(s.ev.first[ask]), fr)
		if pre >= 0 {
			if fr {
				rb = append(rb, " en invoquant "...)
			} else {
				rb = append(rb, " with "...)
			}
		}
	} else if fr {
		rb = append(rb, "Invoque "...)
	} else {
		rb = append(rb, "Uses "...)
	}
	if pre >= 0 {
		rb = append(rb, evLabels[pre][li]...)
		rb = appendQuote(rb, s.quote(s.ev.first[pre]), fr)
	}
	res.CommitReason(rb)
}

// reasonAround adds a reason quoting item between the words of the result's
// language: French when the text is French, English otherwise.
func reasonAround(res *Result, item []byte, frOpen, frClose, enOpen, enClose string) {
	rb := res.ReasonBuf()
	if res.s.lang == LangFR {
		rb = append(append(append(rb, frOpen...), item...), frClose...)
	} else {
		rb = append(append(append(rb, enOpen...), item...), enClose...)
	}
	res.CommitReason(rb)
}

// impersonationType reports whether t is a scam that poses as an organisation:
// phishing, a fake delivery, tech support.
func impersonationType(t ScamType) bool {
	return t == ScamPhishingBank || t == ScamPhishingOther || t == ScamFakeDelivery || t == ScamTechSupport
}

// reasonSenderInsider adds "the sender poses as your own organisation but writes
// from domain".
func (e *Engine) reasonSenderInsider(res *Result) {
	m := &res.s.u.mail
	rb := res.ReasonBuf()
	if res.s.lang == LangFR {
		rb = append(rb, "📧 L'expéditeur se présente comme votre propre organisation ("...)
		rb = append(rb, m.ToDomain...)
		rb = append(rb, ") mais écrit depuis "...)
		rb = append(rb, m.FromDomain...)
		rb = append(rb, ", un autre domaine : vos services internes écrivent depuis le vôtre"...)
	} else {
		rb = append(rb, "📧 The sender poses as your own organisation ("...)
		rb = append(rb, m.ToDomain...)
		rb = append(rb, ") but writes from "...)
		rb = append(rb, m.FromDomain...)
		rb = append(rb, ", another domain: your IT, payroll or HR write from your own"...)
	}
	res.CommitReason(rb)
}

// reasonSenderImitates adds "the sender calls itself Brand but writes from
// domain, made to look like Brand's" (with freemail, "from domain, a free e-mail
// service"; when the display name does not name the brand, "the sender writes from
// domain, made to look like Brand's"), or for bi < 0 "the sender writes from
// domain, made to look like a government's".
func (e *Engine) reasonSenderImitates(res *Result, bi int32, freemail bool) {
	m := &res.s.u.mail
	rb := res.ReasonBuf()
	fr := res.s.lang == LangFR
	writesFrom := func(rb []byte) []byte {
		if fr {
			return append(append(rb, "📧 L'expéditeur écrit depuis "...), m.FromDomain...)
		}
		return append(append(rb, "📧 The sender writes from "...), m.FromDomain...)
	}
	if bi < 0 {
		rb = writesFrom(rb)
		if fr {
			rb = append(rb, ", un domaine fait pour ressembler à celui d'une administration, qui n'écrit que depuis ses domaines réservés"...)
		} else {
			rb = append(rb, ", a domain made to look like a government's; governments write only from their reserved domains"...)
		}
		res.CommitReason(rb)
		return
	}
	b := &e.phish.brands[bi]
	if !freemail && e.phish.brandInName(m.SenderName()) != bi {
		// The domain alone imitates the brand; the name says something else.
		rb = writesFrom(rb)
		if fr {
			rb = append(rb, ", un domaine fait pour ressembler à celui de "...)
		} else {
			rb = append(rb, ", a domain made to look like one of "...)
		}
		rb = append(rb, b.display...)
		if fr {
			rb = append(rb, " (officiel : "...)
		} else {
			rb = append(rb, "'s (official: "...)
		}
		rb = append(rb, b.domains[0]...)
		rb = append(rb, ')')
		res.CommitReason(rb)
		return
	}
	if fr {
		rb = append(rb, "📧 L'expéditeur se présente comme "...)
	} else {
		rb = append(rb, "📧 The sender calls itself "...)
	}
	rb = append(rb, b.display...)
	if fr {
		rb = append(rb, " mais écrit depuis "...)
	} else {
		rb = append(rb, " but writes from "...)
	}
	rb = append(rb, m.FromDomain...)
	switch {
	case freemail && fr:
		rb = append(rb, ", une messagerie gratuite ouverte à tous (officiel : "...)
	case freemail:
		rb = append(rb, ", a free mailbox anyone can open (official: "...)
	case fr:
		rb = append(rb, ", un domaine fait pour ressembler au sien (officiel : "...)
	default:
		rb = append(rb, ", a domain made to look like its own (official: "...)
	}
	rb = append(rb, b.domains[0]...)
	rb = append(rb, ')')
	res.CommitReason(rb)
}

// firstKind returns the lowest kind in set, or -1.
func firstKind(set uint64) int {
	for k := evKind(0); k < numEvKinds; k++ {
		if set&(1<<k) != 0 {
			return int(k)
		}
	}
	return -1
}

// appendQuote appends ` ("q")`, or ` (« q »)` in French; nothing for an empty q.
func appendQuote(b, q []byte, fr bool) []byte {
	if len(q) == 0 {
		return b
	}
	if fr {
		b = append(b, " (« "...)
		b = append(b, q...)
		return append(b, " »)"...)
	}
	b = append(b, " (\""...)
	b = append(b, q...)
	return append(b, "\")"...)
}

// hasPublicIPLink reports whether one of urls is a link to a public IPv4 address
// (not an e-mail address's domain, not a home router's private address).
func hasPublicIPLink(urls []URL) bool {
	for i := range urls {
		if u := &urls[i]; u.IP != IPNone && !u.Email && !isPrivateIPv4(u.Host) {
			return true
		}
	}
	return false
}

// hasGroupInvite reports whether one of urls invites to a messaging group: a
// WhatsApp group (chat.whatsapp.com/...) or a Telegram one (t.me/+..., t.me/joinchat/...).
func hasGroupInvite(urls []URL) bool {
	for i := range urls {
		u := &urls[i]
		switch string(u.Host) {
		case "chat.whatsapp.com":
			if len(u.Path) > 1 {
				return true
			}
		case "t.me", "telegram.me":
			if bytes.HasPrefix(u.Path, []byte("/+")) || bytes.HasPrefix(u.Path, []byte("/joinchat/")) {
				return true
			}
		}
	}
	return false
}

// disguiseWindow is how much of a text disguisedName reads: a sender disguises the
// name it claims where the reader meets it, in the subject and the first lines.
const disguiseWindow = 4096

// settledRisk is the semantic layer's ceiling for a text a genuine pattern
// settles (familyLoan, officialOnly): safe.
const settledRisk = 25

// officialOnly reports whether a text gives the reader no way to act but brands'
// own channels: every link on the domains of the brand it names and none of them
// a risk to the phishing layer, every phone number one a brand publishes
// (brand_phones.go), one of them at least; no reply asked, and for an e-mail no
// impersonated sender and no replies sent elsewhere. Links count only for brands
// other than tech, social and crypto ones, whose domains carry their users' pages
// too: a WhatsApp group invitation (chat.whatsapp.com/...) or a shared form is the
// stranger's voice, not the brand's. A streaming service's, a carrier's or a
// utility's site carries only its own pages ("update your payment details at
// netflix.com/YourAccount"). A number counts only where no call is announced: a
// caller can display the bank's own ("your adviser will call you from 01 46 09 49
// 49").
//
// A text whose every link is on a government's own domain (govLinksOnly) is the
// same case without a brand named: "The MOT for vehicle KT19 XWR expires on 22
// March. Find a test centre: www.gov.uk/getting-an-mot". So is a text of a company
// no brand list holds whose every link is on the site its sender's name spells
// (senderSite): "Zopa: Your loan payment of £312.48 will be collected on 01/02
// ... Questions? Visit zopa.com/help"; in an e-mail, even when it names a brand
// it writes about ("Intrum <ne-pas-repondre@intrum.fr>: La société SFR nous a
// mandatés ... votre espace sur intrum.fr"), as the sender's name is its From's.
func (e *Engine) officialOnly(res *Result, s *textScratch) bool {
	urls, phones := res.s.u.urls, res.s.u.phones
	linksOwn := len(urls) == 0 || s.evX[efBrandLinkOwn] != 0 && s.brand >= 0 && !userPages(e.phish.brands[s.brand].cat) ||
		govLinksOnly(urls) || (s.brand < 0 || res.Type == TypeEmail && !e.phish.fromFreemail(&res.s.u.mail)) && senderSite(res)
	phonesOwn := len(phones) == 0 || !s.ev.has(evPreAdviser) && onlyPublishedNumbers(e.phish.phones, phones)
	return len(urls)+len(phones) > 0 && linksOwn && phonesOwn &&
		res.Layers[LayerPhishing].RiskScore == 0 && !s.ev.has(evAskReply) &&
		s.evX[efMailSpoof] == 0 && s.evX[efMailReplyTo] == 0 && s.evX[efMailReplyFreemail] == 0
}

// officialSender reports whether an e-mail comes from one of its brand's own
// domains (not a free mailbox anyone opens there) and gives the reader no way to
// act elsewhere: every link on the same brand's domains and none a risk, no phone
// number, no reply asked, no replies sent to another domain, no display name that
// names another brand (efMailSpoof). "PayPal <service@paypal.fr>: Vous avez envoyé un paiement de
// 45,00 €": the receipt of the service itself; a forged From of a brand's domain is
// what the brands' published DMARC policies have mail services refuse. Not for
// tech and social brands, whose mail relays their users' content (a shared form's
// notice comes from Google's domain; relaysUsersMail); a crypto exchange's
// withdrawal notice is its own. A number to call, the platform-abuse invoice's
// hook, is a way to act elsewhere where users write the mail (a payment app's
// money request, a marketplace seller's message: writesUsersNumbers); a bank's
// or a streaming service's own mail gives its own line ("Questions? Call 0800
// 096 6379"), and the phishing layer has judged the number. Nor does a message
// sent from the reader's own address (SelfSent): a mailbox provider's domain
// forged on its own customer.
func (e *Engine) officialSender(res *Result, s *textScratch) bool {
	u, ok := e.ownMailSender(res, s)
	if !ok || s.ev.has(evAskReply) {
		return false
	}
	b := e.phish.urlBrand(u)
	if b < 0 || relaysUsersMail(e.phish.brands[b].cat) ||
		len(res.s.u.phones) > 0 && writesUsersNumbers(e.phish.brands[b].cat) {
		return false
	}
	for i := range res.s.u.urls {
		if u := &res.s.u.urls[i]; !u.Email && !domainMentioned(res, u) && e.phish.urlBrand(u) != b {
			return false // a link elsewhere; an address named (the payee's) is no link
		}
	}
	return true
}

// ownMailSender parses an e-mail's From domain into res.s.u.sender and reports
// whether it is a domain someone owns (not a free mailbox), with nothing in the
// mail that sends the reader to anyone else: not sent from the reader's own
// address, no display name of another brand, no replies sent to another domain,
// no link or number the phishing layer finds a risk. Its callers judge the
// numbers the mail gives.
func (e *Engine) ownMailSender(res *Result, s *textScratch) (*URL, bool) {
	m := &res.s.u.mail
	if res.Type != TypeEmail || m.SelfSent() ||
		s.evX[efMailSpoof] != 0 || s.evX[efMailReplyTo] != 0 || s.evX[efMailReplyFreemail] != 0 ||
		res.Layers[LayerPhishing].RiskScore != 0 || m.FromDomain == "" || len(m.FromDomain) > 253 {
		return nil, false
	}
	var buf [253]byte
	u := &res.s.u.sender
	if !parseURL(u, buf[:copy(buf[:], m.FromDomain)]) || e.phish.freemailAddress(u.Registrable) {
		return nil, false
	}
	return u, true
}

// repliesHome reports whether an e-mail asks only for a reply, with at most the
// reader's name, address or other personal details in it, and the reply goes to
// the company the sender's name names: the From domain one of a brand's own (not
// a free mailbox) or one whose registered label is the display name or a word of
// it ("Penguin Books UK <competitions@penguin.co.uk>", "MediaMarkt
// <gewinnspiel@mediamarkt.de>"), no Reply-To elsewhere, no number, every link on
// that domain or the brand's. "Reply with your postal address so we can send your
// prize": a shop's prize draw, which the copy cannot make pay, since what it asks
// for reaches the shop. A copy writes from another domain ("Amazon Rewards
// <winner@amazon-prizes.net>") or asks for a fee, a card or a sign-in.
func (e *Engine) repliesHome(res *Result, s *textScratch) bool {
	const replyAsks = 1<<evAskReply | 1<<evAskPersonal
	if !s.ev.has(evAskReply) || s.ev.kinds&evAsks&^replyAsks != 0 {
		return false
	}
	u, ok := e.ownMailSender(res, s)
	if !ok || len(res.s.u.phones) > 0 {
		return false
	}
	b := e.phish.urlBrand(u)
	if b < 0 && !domainNamed(u.Registrable, res.s.u.mail.FromName) {
		return false
	}
	for i := range res.s.u.urls {
		if l := &res.s.u.urls[i]; !l.Email && !bytes.Equal(l.Registrable, u.Registrable) && (b < 0 || e.phish.urlBrand(l) != b) {
			return false
		}
	}
	return true
}

// officialAuthority reports whether an e-mail's sender domain is a government's (a
// restricted suffix) or an official domain of the brand table (justice.fr, a
// ministry's portal outside gouv.fr).
func (e *Engine) officialAuthority(m *Email, us *urlScratch) bool {
	if m.FromDomain == "" || len(m.FromDomain) > 253 {
		return false
	}
	if govHost([]byte(m.FromDomain)) {
		return true
	}
	var buf [253]byte
	u := &us.sender
	return parseURL(u, buf[:copy(buf[:], m.FromDomain)]) && e.phish.urlBrand(u) >= 0
}

// govSuffixes are the domains only a government's own bodies can hold a name
// under: the registries' restricted second levels (gov.uk, gouv.fr, gob.es) and
// the federal domains whose subdomains are its agencies' (bund.de, admin.ch,
// canada.ca).
var govSuffixes = [...]string{
	"gov", "mil", "gov.uk", "gouv.fr", "gob.es", "bund.de", "admin.ch", "gc.ca", "gouv.qc.ca",
	"gv.at", "gov.au", "govt.nz", "gob.mx", "gov.ie", "europa.eu", "fgov.be", "canada.ca",
	// Latin America, Africa and Asia, where the served languages are spoken too.
	"gob.ar", "gob.cl", "gov.co", "gob.pe", "gob.ec", "gub.uy", "gov.br",
	"gov.in", "gov.sg", "gov.ph", "gov.za", "gov.ng", "go.ke", "gov.gh", "gov.ma",
	"gouv.sn", "gouv.ci",
	// Italy and Portugal; the rest of Latin America.
	"gov.it", "gov.pt", "gob.bo", "gob.gt", "gob.hn", "gob.sv", "gob.do", "gob.pa", "gob.ni", "gob.ve", "gov.py",
	// Canada's provinces and territories.
	"gov.bc.ca", "gov.ab.ca", "gov.sk.ca", "gov.mb.ca", "gov.on.ca", "gov.nl.ca", "gov.ns.ca",
	"gov.pe.ca", "gov.nt.ca", "gov.nu.ca", "gov.yk.ca", "gnb.ca",
	// Switzerland's cantons, Germany's Länder and Spain's autonomous communities:
	// their governments' own domains (be.ch/steuern, finanzamt.bayern.de).
	"ag.ch", "ai.ch", "ar.ch", "be.ch", "bl.ch", "bs.ch", "fr.ch", "ge.ch", "gl.ch", "gr.ch", "ju.ch", "lu.ch",
	"ne.ch", "nw.ch", "ow.ch", "sg.ch", "sh.ch", "so.ch", "sz.ch", "tg.ch", "ti.ch", "ur.ch", "vd.ch", "vs.ch",
	"zg.ch", "zh.ch",
	"baden-wuerttemberg.de", "bayern.de", "berlin.de", "brandenburg.de", "bremen.de", "hamburg.de", "hessen.de",
	"niedersachsen.de", "nrw.de", "rlp.de", "saarland.de", "sachsen.de", "sachsen-anhalt.de",
	"schleswig-holstein.de", "thueringen.de", "regierung-mv.de",
	"gencat.cat", "juntadeandalucia.es", "comunidad.madrid", "euskadi.eus", "xunta.gal", "gva.es", "jcyl.es",
	"carm.es", "aragon.es", "navarra.es", "caib.es", "asturias.es", "cantabria.es", "juntaex.es",
	"castillalamancha.es", "gobiernodecanarias.org", "larioja.org",
}

// relaysUsersMail reports whether the mail of a brand of category c carries its
// users' content from the brand's own domain: tech and social platforms (a shared
// document's, an invitation's, a message's notice).
func relaysUsersMail(c brandCategory) bool { return c == catTech || c == catSocial }

// writesUsersNumbers reports whether the mail of a brand of category c carries
// what its users write, a number to call among it: relaysUsersMail's, a payment
// app's invoice or money request, a marketplace seller's message.
func writesUsersNumbers(c brandCategory) bool {
	return relaysUsersMail(c) || c == catPayment || c == catRetail
}

// userPages reports whether the domains of a brand of category c carry their
// users' pages: tech, social and crypto brands (sites.google.com, a Discord invite).
func userPages(c brandCategory) bool {
	return c == catTech || c == catSocial || c == catCrypto
}

// govLinksOnly reports whether urls has links and every one, or the domain of every
// e-mail address, is on a government domain (govSuffixes).
func govLinksOnly(urls []URL) bool {
	for i := range urls {
		u := &urls[i]
		if u.IP != IPNone || !govHost(u.Host) {
			return false
		}
	}
	return len(urls) > 0
}

// govHost reports whether host is one of govSuffixes or under one.
func govHost(host []byte) bool { return hostUnder(host, govSuffixes[:]) }

// academicSuffixes are the public suffixes whose registries register only
// universities and other accredited schools: .edu in the United States, ac.uk
// and its kind, edu.au and its kind.
var academicSuffixes = [...]string{
	"edu", "ac.uk", "ac.jp", "ac.nz", "ac.za", "ac.in", "ac.il", "ac.kr", "ac.at", "ac.th", "ac.id",
	"edu.au", "edu.sg", "edu.hk", "edu.cn", "edu.tw", "edu.mx", "edu.ar", "edu.co", "edu.pe", "edu.br", "edu.es", "edu.my",
}

// reservedHost reports whether host lies in a registry reserved to governments
// (govHost) or to universities (academicSuffixes).
func reservedHost(host []byte) bool {
	return govHost(host) || hostUnder(host, academicSuffixes[:])
}

// hostUnder reports whether host is one of suffixes or under one.
func hostUnder(host []byte, suffixes []string) bool {
	for _, g := range suffixes {
		if string(host) == g || len(host) > len(g) && host[len(host)-len(g)-1] == '.' && string(host[len(host)-len(g):]) == g {
			return true
		}
	}
	return false
}

// codeComingWords announce a one-time code about to arrive by text message, folded.
var codeComingWords = [...]string{"code by sms", "code by text", "will receive a code", "ll receive a code",
	"going to receive a code", "code par sms", "recevoir un code", "allez recevoir", "vas recevoir",
	"codigo por sms", "vas a recibir", "va a recibir", "te llegara", "le llegara", "va a llegar",
	"code per sms", "sms code", "code erhalten sie gleich", "gleich einen code", "bekommst gleich",
	"receive a verification code", "acaba de llegar", "codigo que le llega"}

// safeAccountWords name the account the safe-account scam moves savings to, folded.
// (A landlord's "compte de garantie de loyer à votre nom" is the tenant's own.)
var safeAccountWords = [...]string{"safe account", "secure account", "protected account", "police monitored account",
	"compte de securite", "compte securise", "compte protege", "cuenta segura", "cuenta de seguridad",
	"cuenta protegida", "sicherheitskonto", "sicheres konto", "geschutztes konto"}

// safeAccountAsked reports whether a text asks for a transfer to a "safe account"
// (safeAccountWords) and does not say it never asks for one.
func safeAccountAsked(s *textScratch) bool {
	return s.ev.has(evAskTransfer) && containsAny(s.folded, safeAccountWords[:]) && !saysNever(s.folded)
}

// strangerFriendsFamily reports whether a text asks, outside the family, to pay by
// PayPal's friends-and-family mode.
func strangerFriendsFamily(s *textScratch) bool {
	return !s.ev.has(evPreRelationship) && containsAny(s.folded, friendsFamilyWords[:]) &&
		containsAny(s.folded, payByPayPalWords[:])
}

// charityOffChannel reports whether an appeal for a charity (pre_charity) asks for
// crypto, gift cards or PayPal's friends-and-family mode, with no genuine marker
// but a gift's thanks, which every appeal says.
func charityOffChannel(s *textScratch) bool {
	return s.ev.has(evPreCharity) && s.ev.kinds&evGenuine&^(1<<evGenOrder) == 0 &&
		(s.ev.kinds&(1<<evAskCrypto|1<<evAskGiftcard) != 0 || containsAny(s.folded, friendsFamilyWords[:]) ||
			containsAny(s.folded, personPayApps[:]))
}

// personPayApps are the payment apps that pay a person, not an organisation, by
// their phone number, folded: a gift sent "by Zelle to our field coordinator";
// and the UPI handles of the person-to-person apps (Google Pay's okaxis, oksbi,
// okhdfcbank and okicici, PhonePe's ybl): "donate via UPI to
// assamrelief.jst@okaxis".
var personPayApps = [...]string{"zelle", "cash app", "cashapp", "venmo", "bizum", "wero", "lydia", "paylib", "twint", "payid",
	"okaxis", "oksbi", "okhdfcbank", "okicici", "ybl"}

// friendsFamilyWords name PayPal's mode of payment between friends and family,
// which waives the buyer's protection, folded; payByPayPalWords ask to pay by
// PayPal ("paid you back on PayPal" asks nothing).
var (
	friendsFamilyWords = [...]string{"friends and family", "friends family", "freunde und familie", "freunde familie",
		"paypal friends", "paypal freunde", "paypal amigos", "paypal amis",
		"amigos y familiares", "amigos y familia", "entre proches", "amis et famille"}
	payByPayPalWords = [...]string{"pay via paypal", "pay by paypal", "pay with paypal", "pay on paypal",
		"send on paypal", "send via paypal", "send by paypal", "send it on paypal", "send it via paypal",
		"friends family only", "friends and family only", "nur per paypal", "solo por paypal", "uniquement par paypal",
		"uniquement paypal",
		"payment via paypal", "payment by paypal", "bezahlung per paypal", "zahlung per paypal", "zahlung uber paypal",
		"bezahlung uber paypal", "pago por paypal", "paga por paypal", "pagar por paypal", "payer par paypal",
		"paiement par paypal", "paiement paypal", "am einfachsten per paypal", "via paypal amis",
		"par paypal amis", "por paypal amigos"}
)

// bypassWords offer to deal outside the platform, folded: "if you book directly
// I'll give you 15% off", with no account written out yet.
var bypassWords = [...]string{"book directly", "booking directly", "book direct", "pay me directly", "outside the app",
	"outside of airbnb", "avoid the fees", "reserver directement", "reservez directement", "en dehors de la plateforme",
	"sans passer par", "don t use airbnb", "they take 15", "me cobra mucha comision", "cancela la solicitud",
	"annule la demande", "me regler directement", "regler directement", "payer directement", "reservar directamente", "reserva directa", "fuera de la plataforma", "sin pasar por",
	"direkt bei mir buchen", "direkt buchen", "ausserhalb der plattform", "ohne die gebuhren"}

// offPlatform reports whether a text names a travel or shopping platform and asks
// for a transfer or a payment to an account it writes out, or offers to deal
// outside the platform (bypassWords), with no genuine marker
// (an order, an opt-out line), no link to the platform's own site and not in the
// platform's own mail: a booking or a sale paid outside the platform.
func (e *Engine) offPlatform(res *Result, s *textScratch) bool {
	if s.brand < 0 || s.ev.kinds&(1<<evAskTransfer|1<<evAskPayment) == 0 || s.ev.kinds&evGenuine != 0 ||
		s.evX[efBrandLinkOwn] != 0 || !accountGiven(res.s.u.text) && !containsWords(s.folded, bypassWords[:]) {
		return false
	}
	if c := e.phish.brands[s.brand].cat; c != catTravel && c != catRetail {
		return false
	}
	if m := &res.s.u.mail; res.Type == TypeEmail && m.FromDomain != "" && len(m.FromDomain) <= 253 {
		// The platform's own mail (a purchase's receipt, a refund to the card).
		var buf [253]byte
		u := &res.s.u.sender
		if parseURL(u, buf[:copy(buf[:], m.FromDomain)]) && e.phish.urlBrand(u) == s.brand {
			return false
		}
	}
	return true
}

// brandOnHostedPage reports whether a text names a brand, asks to click or sign in,
// carries no genuine marker, and one of its links is a user's page on a free host
// (a site builder's subdomain, a code forge's pages, sites.google.com), none on the
// brand's own domains.
func (e *Engine) brandOnHostedPage(res *Result, s *textScratch) bool {
	if s.brand < 0 || s.ev.kinds&(1<<evAskClick|1<<evAskCredentials) == 0 || s.ev.kinds&evGenuine != 0 ||
		s.evX[efBrandLinkOwn] != 0 {
		return false
	}
	for i := range res.s.u.urls {
		if _, k := e.phish.hostingOf(res.s.u.urls[i].Host); k != hostingNone {
			return true
		}
	}
	return false
}

// freeHostedAsk reports whether a text asks for a card, a payment or a sign-in
// under a threat, a deadline or an authority's name, with no genuine marker, and
// one of its links is a user's page on a free host (a site builder, a code forge's
// pages, a dynamic DNS name or a tunnel).
func (e *Engine) freeHostedAsk(res *Result, s *textScratch) bool {
	const asks = 1<<evAskCard | 1<<evAskPayment | 1<<evAskCredentials
	const pressure = 1<<evPreThreat | 1<<evPreUrgency | 1<<evPreAuthority
	if s.ev.kinds&asks == 0 || s.ev.kinds&pressure == 0 || s.ev.kinds&evGenuine != 0 {
		return false
	}
	for i := range res.s.u.urls {
		if _, k := e.phish.hostingOf(res.s.u.urls[i].Host); k != hostingNone {
			return true
		}
	}
	return false
}

// secretAskedBack reports whether a text asks by a reply for the reader's login
// (ask_credentials and ask_reply) and names a secret (secretWords), or for the
// reader's card and names its security code (cardSecretWords), with no warning
// not to share it and no genuine pattern that settled it.
func secretAskedBack(s *textScratch) bool {
	if !s.ev.has(evAskReply) || s.ev.has(evGenNoShare) || s.settled {
		return false
	}
	return s.ev.has(evAskCredentials) && containsWords(s.folded, secretWords[:]) ||
		s.ev.has(evAskCard) && containsWords(s.folded, cardSecretWords[:])
}

// brandLoginElsewhere reports whether a text names a platform whose account
// signs in elsewhere (a social network, a game, a streaming service, a tech
// company, a crypto exchange, a dating app) and asks for a login (ask_credentials) with links,
// none of them on a known brand's domains, a popular site, a government's or a
// university's, or the site the sender's name spells, and no genuine pattern
// settled it: "u have to sign in with instagram https://ig-modelcontest.net/...",
// "log in with ur epic acc here fn-skinclaim.com". The platform's account
// entered on a stranger's page.
func (e *Engine) brandLoginElsewhere(res *Result, s *textScratch) bool {
	urls := res.s.u.urls
	if s.brand < 0 || !s.ev.has(evAskCredentials) || s.ev.has(evGenNoShare) || s.settled || len(urls) == 0 {
		return false
	}
	b := &e.phish.brands[s.brand]
	switch b.cat {
	case catSocial, catTech, catStreaming, catCrypto, catDating:
	default:
		return false
	}
	if slices.Contains(identityProviders[:], b.key) {
		return false // "Connectez-vous à MyMinfin.be avec itsme": signing in elsewhere is what it is for
	}
	for i := range urls {
		u := &urls[i]
		if u.Email || e.phish.protectedURL(u) || reservedHost(u.Host) {
			return false
		}
	}
	return !senderSite(res)
}

// spoofedSender reports whether an e-mail's From display name names a brand its
// address is not one of (senderSpoofsBrand) and the text names it too, every link
// is off that brand's domains, and the mail is aimed at the reader: a link is made
// out to the reader (it carries an e-mail address, as a kit's prefilled login
// does), hides its target behind a shortener or is doubtful to the link rules, or
// the replies go to a free mailbox. A notification of Teams, Drive, Slack or
// DocuSign sent from elsewhere; "Microsoft account team
// <no-reply@access-accsecurity.com>", Reply-To a Gmail address, whose "Report the
// user" is a reply. The brand's own mail service writes from the brand's domains
// and takes its replies there; a colleague's mail on the reader's own domain names
// no brand (internalMail).
func (e *Engine) spoofedSender(res *Result) bool {
	m := &res.s.u.mail
	urls := res.s.u.urls
	if res.Type != TypeEmail || e.phish.internalMail(m) {
		return false
	}
	b, spoof := e.phish.senderSpoofsBrand(m)
	if !spoof || b < 0 || !e.phish.namesBrand(&res.s.t, b) {
		return false // a person who bears a brand's name ("Tim Peters", TIM) writes of something else
	}
	// A link the link rules doubt on their own aims as well as one made out to
	// the reader ("Slack <notification@slackmail-notify.com>" sharing a file on
	// brightwaterfoods-slack.firebaseapp.com).
	aimed := res.Layers[LayerPhishing].RiskScore >= 31 || e.phish.replyToFreemail(m)
	for i := range urls {
		u := &urls[i]
		if u.Email || u.Bare {
			continue // an address, or a site named in the text ("Visit DocuSign.com"): no link to follow
		}
		if e.phish.urlBrand(u) == b {
			return false
		}
		if carriesAddress(u.Path) || e.phish.isShortener(u.Host) {
			aimed = true
		}
	}
	return aimed
}

// carriesAddress reports whether a link's path, query or fragment holds an e-mail
// address (name@domain).
func carriesAddress(path []byte) bool {
	for i := 1; i+1 < len(path); i++ {
		if path[i] == '@' && isWordByte(path[i-1]) && isWordByte(path[i+1]) {
			return true
		}
	}
	return false
}

// forgedBrandSender reports whether an e-mail's From domain is one of a brand's
// own and the receiving server found DMARC failed for it (EmailDMARCFail).
func (e *Engine) forgedBrandSender(res *Result) bool {
	m := &res.s.u.mail
	if res.Type != TypeEmail || !m.Has(EmailDMARCFail) || len(m.FromDomain) > 253 {
		return false
	}
	var buf [253]byte
	u := &res.s.u.sender
	return parseURL(u, buf[:copy(buf[:], m.FromDomain)]) && e.phish.urlBrand(u) >= 0
}

// identityProviders are the brands (data/phish/brands.tsv keys) whose account
// signs the reader in to other sites: "Sign in with Google", "avec itsme".
var identityProviders = [...]string{"itsme", "google", "apple", "microsoft", "facebook", "github"}

// cardSecretWords name a card's security code, which pays without the card in hand, folded.
var cardSecretWords = [...]string{"cvv", "cvc", "cvv2", "security code", "cryptogramme", "code de securite",
	"codigo de seguridad", "prufziffer", "kartenprufnummer", "sicherheitscode"}

// secretWords name what only the reader should know, folded.
var secretWords = [...]string{"password", "passcode", "pin", "memorable word", "memorable information", "security question",
	"security answer", "secret answer", "maiden name", "mot de passe", "code secret", "code confidentiel", "contrasena",
	"clave", "codigo secreto", "passwort", "kennwort", "geheimzahl"}

// deviceCodeSent returns the sign-in code a text gives beside a link to a
// device-login page (deviceLoginLink), nil if it gives none: a code of two groups
// of four capitals or digits ("HK7P-QW3M"), or of eight to ten capitals and
// digits, both kinds, after the word code ("code FJ9KLQ8ZP").
func deviceCodeSent(res *Result, s *textScratch) []byte {
	found := false
	for i := range res.s.u.urls {
		if deviceLoginLink(&res.s.u.urls[i]) {
			found = true
			break
		}
	}
	if !found {
		return nil
	}
	text := res.s.u.text
	if res.Type == TypeEmail {
		text = res.s.u.mail.Text
	}
	for i := 0; i < len(text); {
		if !isCodeChar(text[i]) || i > 0 && (isASCIIAlnum(text[i-1]) || text[i-1] == '-' || text[i-1] == '/') {
			i++
			continue
		}
		j := i
		for j < len(text) && (isCodeChar(text[j]) || text[j] == '-') {
			j++
		}
		w := text[i:j]
		if j < len(text) && (isASCIIAlnum(text[j]) || text[j] == '/' || text[j] == '.' && j+1 < len(text) && isASCIIAlnum(text[j+1])) {
			w = nil // part of a longer word, a path or a domain
		}
		if len(w) == 9 && w[4] == '-' && codeGroup(w[:4]) && codeGroup(w[5:]) && hasUpper(w) ||
			len(w) >= 8 && len(w) <= 10 && bytes.IndexByte(w, '-') < 0 && hasUpper(w) && hasDigit(w) && codeWordBefore(text[:i]) {
			return w
		}
		i = j
	}
	return nil
}

// deviceLoginLink reports whether u is a page where a device's sign-in code is
// entered: microsoft.com/devicelogin (and aka.ms/devicelogin, Entra's
// deviceauth), google.com/device, github.com/login/device.
func deviceLoginLink(u *URL) bool {
	r, path := string(u.Registrable), u.Path
	switch r {
	case "microsoft.com", "aka.ms", "microsoftonline.com", "live.com":
		return bytes.Contains(path, []byte("devicelogin")) || bytes.Contains(path, []byte("deviceauth"))
	case "google.com":
		return bytes.HasPrefix(path, []byte("/device"))
	case "github.com":
		return bytes.HasPrefix(path, []byte("/login/device"))
	}
	return false
}

func isCodeChar(c byte) bool { return c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' }

// codeGroup reports whether g is capitals and digits only.
func codeGroup(g []byte) bool {
	for _, c := range g {
		if !isCodeChar(c) {
			return false
		}
	}
	return true
}

func hasDigit(w []byte) bool {
	for _, c := range w {
		if c >= '0' && c <= '9' {
			return true
		}
	}
	return false
}

// codeWordBefore reports whether the word "code" (or "Code", "código") ends the
// text before a candidate, a space or a colon apart.
func codeWordBefore(before []byte) bool {
	before = bytes.TrimRight(before, " :\t")
	n := len(before)
	return n >= 4 && bytes.EqualFold(before[n-4:], []byte("code")) ||
		n >= 7 && bytes.EqualFold(before[n-7:], []byte("código"))
}

// atLeastOpener returns the semantic layer's risk and confidence once an opener's
// finding holds: suspect at least (openerRisk), with the confidence that makes the
// score a floor of the total (openerConf); a higher risk the model gave stays, made
// as sure. ("Grandma it's Tyler ... please don't tell mom ... My lawyer is going to
// call you": the model's 55 at 0.55 had let the mean fall to 29.)
func atLeastOpener(risk int, conf float64) (int, float64) {
	return max(risk, openerRisk), max(conf, openerConf)
}

// dangerousAttachment returns the name of an e-mail's attachment that opens as a
// web page or runs code (not an archive, which businesses send every day, unless
// named as an invoice or a payment), or that is named like a document with such an
// extension after it (invoice.pdf.html); nil if none is.
func dangerousAttachment(m *Email) []byte {
	for _, name := range m.Attachments {
		if emailAttachmentFindings(name)&EmailDoubleExtension != 0 {
			return []byte(name)
		}
		low := strings.TrimRight(strings.ToLower(name), " .")
		dot := strings.LastIndexByte(low, '.')
		if dot < 0 {
			continue
		}
		if emailExtIn(low[dot+1:], runsOrRenders[:]) ||
			emailExtIn(low[dot+1:], archives[:]) && containsAny([]byte(low[:dot]), billWords[:]) {
			return []byte(name)
		}
	}
	return nil
}

// archives are the archive extensions; billWords name an invoice, a payment, an
// official notice (a tax assessment, a seizure) or a job application in a file name. An invoice zipped is how
// malware reaches accounts departments ("Rechnung_2025-8812.zip"), a summons
// zipped how it reaches anyone ("Vorladung_481.zip", "Citacion_2025_04471.zip"),
// a résumé zipped how it reaches employers ("Resume_Megan_Hill.zip"): suppliers,
// courts and applicants send documents.
var (
	archives  = [...]string{"zip", "rar", "7z", "gz", "tgz", "cab", "arj", "ace"}
	billWords = [...]string{"invoice", "factur", "rechnung", "payment", "paiement", "zahlung", "pago",
		"remittance", "receipt", "quittung", "recibo", "overdue", "mahnung", "impaye", "statement", "inv-", "inv_",
		"notice", "notific", "requerimiento", "citacion", "citation", "vorladung", "bescheid", "summons",
		"subpoena", "court", "tribunal", "juzgado", "gericht", "klage", "amende", "multa", "bussgeld",
		"resume", "cv_", "cv-", "_cv", "curriculum", "lebenslauf", "bewerbung", "candidature",
		"avis", "impot", "imposition", "tax", "steuer", "hacienda", "pfaendung", "pfandung", "vollstreckung",
		"saisie", "embargo", "huissier", "forderung", "inkasso", "recouvrement", "creance", "deuda", "debt"}
)

// lureFileWords name, in a web page's or a program's file name, a message to hear
// or a document to read ("Play_VM_Audio_0047.htm", "Fax_Received.html",
// "Secure_Document.shtml"): the voicemail and shared-file lures. A page a colleague
// sends is named for its content ("coverage.html", "index.html").
var lureFileWords = [...]string{"voicemail", "voice", "audio", "vm_", "_vm", "fax", "scan", "document", "message",
	"play", "listen", "secure", "shared", "payroll", "salary", "bonus"}

// archivePassword reports whether after, the text just after an archive's name,
// gives its password: an archive encrypted so that no mail scanner can open it,
// the way a malware dropper reaches its reader ("NordicActive_Brief_2026.zip,
// password: NA2026").
func archivePassword(after []byte) bool {
	var buf [2 * archivePasswordSpan]byte
	return containsAny(appendLower(buf[:0], after), passwordWords[:])
}

// archivePasswordSpan is how far after an archive's name its password is looked
// for, in bytes.
const archivePasswordSpan = 40

// passwordWords name a password, folded to lower case.
var passwordWords = [...]string{"password", "passwort", "kennwort", "mot de passe", "contrase", "clave:", "pw:", "pwd:", "(pw ", "(pwd "}

// runsOrRenders are the attachment extensions that open as a web page or a disk
// image, or run code: emailRiskyExt less the archives and the macro documents.
var runsOrRenders = [...]string{
	"html", "htm", "shtml", "xhtml", "svg", "iso", "img", "vhd", "exe", "scr", "pif", "js", "jse", "vbs", "vbe",
	"wsf", "wsh", "bat", "cmd", "com", "lnk", "jar", "msi", "hta", "cpl", "ps1", "reg",
}

// riskyFileNamed returns the first file that text names, as a word of its own (not
// inside a link, unless an archive's password follows it), with a double extension (a document's, then one of emailRiskyExt),
// or a bill's file name with an archive's or a web page's or program's extension
// ("Rechnung_7740198.zip", "Invoice_2291.html"): a pasted mail's attachment, as
// dangerousAttachment judges the attached ones. Nil if there is none.
func riskyFileNamed(text []byte) []byte {
	extIn := func(ext []byte, list []string) bool {
		for _, x := range list {
			if len(ext) == len(x) && hasPrefixFold(ext, x) {
				return true
			}
		}
		return false
	}
	for i := 0; i < len(text); {
		if !isASCIIAlnum(text[i]) {
			i++
			continue
		}
		start := i
		end := i
		for end < len(text) && (isASCIIAlnum(text[end]) || text[end] == '.' || text[end] == '_' || text[end] == '-') {
			end++
		}
		w := bytes.TrimRight(text[i:end], ".")
		i = end
		last := bytes.LastIndexByte(w, '.')
		if start > 0 && (text[start-1] == '/' || text[start-1] == '=' || text[start-1] == '@') ||
			end < len(text) && (text[end] == '/' || text[end] == '@') {
			// A link's path or host, or an address; a link's archive with its
			// password after it is the attachment's case ("https://dropgames.xyz/Build_v0.3.rar (pw 1234)").
			if start > 0 && text[start-1] == '/' && last >= 0 && extIn(w[last+1:], archives[:]) &&
				archivePassword(text[end:min(end+archivePasswordSpan, len(text))]) {
				return w
			}
			continue
		}
		if last < 0 || !extIn(w[last+1:], emailRiskyExt[:]) {
			continue
		}
		inner := w[:last]
		if d := bytes.LastIndexByte(inner, '.'); d >= 0 && extIn(inner[d+1:], emailDocExt[:]) {
			return w
		}
		ext := w[last+1:]
		runs := extIn(ext, runsOrRenders[:]) && !(len(ext) == 3 && hasPrefixFold(ext, "com"))
		if (extIn(ext, archives[:]) || runs) && bytes.IndexByte(inner, '.') < 0 &&
			(containsAny(bytes.ToLower(inner), billWords[:]) || runs && containsAny(bytes.ToLower(inner), lureFileWords[:])) {
			return w
		}
		if extIn(ext, archives[:]) && archivePassword(text[end:min(end+archivePasswordSpan, len(text))]) {
			return w // "the attached file (NordicActive_Brief_2026.zip, password: NA2026)"
		}
	}
	return nil
}

// wrongNumberClosed reports whether a text message's only finding is a wrong number
// and it neither asks a question nor gives a link or a number: the apology of
// whoever texted the wrong person ("Oops, wrong number, sorry! That was for my
// cousin"), which closes the conversation the wrong-number scam opens ("Hi, is this
// Anna?", "Sorry, wrong number. But you seem nice, can we be friends?").
func wrongNumberClosed(res *Result, s *textScratch) bool {
	if res.Type == TypeEmail || s.ev.kinds != 1<<evPreWrongNumber || bytes.IndexByte(res.s.u.text, '?') >= 0 ||
		len(res.s.u.urls) > 0 || len(res.s.u.phones) > 0 {
		return false
	}
	// "I found your number in my contacts ... I'm Sophia" says no "wrong number":
	// an introduction.
	return containsAny(s.folded, wrongNumberWords[:])
}

// saysNever reports whether a folded text says "never" in a served language: "PayPal
// ne vous appellera jamais", "ruft Sie niemals an" deny the call they name.
func saysNever(folded []byte) bool { return containsAny(folded, neverWords[:]) }

var neverWords = [...]string{"never", "jamais", "nunca", "niemals", "nie "}

// accountChanged reports whether a text that asks for money or bank details
// announces a changed bank account (accountChangeWords) and writes an account out
// (accountGiven) or points to one in an attachment (attachedAccountWords): the
// new account is there to be paid into, whether the wording asks for a transfer
// or for the details to be used ("Please use the details below for invoice
// INV-2291", "Please use the account on the attached updated invoice").
func accountChanged(res *Result, s *textScratch) bool {
	const moneyAsks = 1<<evAskTransfer | 1<<evAskCard | 1<<evAskPayment
	return s.ev.kinds&moneyAsks != 0 && (accountGiven(res.s.u.text) || containsAny(s.folded, attachedAccountWords[:])) &&
		containsAny(s.folded, accountChangeWords[:])
}

// attachedAccountWords point to bank details in an attached document, folded.
var attachedAccountWords = [...]string{"account on the attached", "details on the attached", "account details attached",
	"coordonnees en piece jointe", "rib en piece jointe", "rib ci joint", "datos bancarios adjuntos", "cuenta en el adjunto",
	"bankverbindung im anhang", "bankverbindung finden sie im anhang", "neue bankverbindung anbei",
	"en bas de la facture", "figure sur la facture", "updated invoice", "facture actualisee", "factura actualizada",
	"unten auf der rechnung", "aktualisierte rechnung", "payment details are attached", "payment details attached",
	"bank details are attached", "bank details attached", "coordonnees bancaires en piece jointe", "datos de pago adjuntos",
	"datos bancarios en el adjunto", "zahlungsdaten im anhang", "bankdaten im anhang", "details in the attached letter",
	"details are on the letter", "details on the letter", "details are in the attached", "coordonnees dans le courrier joint",
	"datos en la carta adjunta", "bankverbindung im beigefugten schreiben", "nouveau compte ci joint",
	"wiring instructions are in the attached", "updated wiring instructions", "wire instructions are attached", "wiring instructions attached",
	"nouvelles coordonnees ci jointes", "nueva cuenta adjunta", "nuevos datos adjuntos",
	"neues konto im anhang", "new account attached", "new details attached", "account in the attached"}

// usualAccount reports whether a text asks for a transfer to the account the
// reader already pays (usualAccountWords: "sur le compte habituel", "die IBAN
// kennt ihr ja") or names the account the reader gave for a refund ("sur le RIB
// que vous nous avez transmis"), with no other ask of value, no link and no change
// of account announced, and no account written out unless the writer says it is
// unchanged ("Our bank details are unchanged: sort code 30-94-57"): what the
// payment-diversion fraud changes is the account, and this one the writer says
// is the one the reader knows. Never from a new number: "Hallo Mama, das ist
// meine neue Nummer ... die IBAN hast du ja" is the stranger's claim to be known.
func usualAccount(res *Result, s *textScratch) bool {
	// An account named is read as bank details asked; the sum is the payment asked.
	const accountAsks = 1<<evAskTransfer | 1<<evAskCard | 1<<evAskPayment
	return s.ev.kinds&accountAsks != 0 && s.ev.kinds&evValueAsks&^accountAsks == 0 && !s.ev.has(evPreNewNumber) &&
		len(res.s.u.urls) == 0 && containsAffirmed(s.folded, usualAccountWords[:]) &&
		!containsAny(s.folded, accountChangeWords[:]) &&
		(!accountGiven(res.s.u.text) || containsAny(s.folded, unchangedAccountWords[:])) &&
		!containsAny(s.folded, paymentFailedWords[:])
}

// autoReply reports whether a text is a mail server's automatic reply (its first
// words are autoReplyWords: "Automatic reply: RE: invoice #4471 ... I'm out of
// office until Monday") asking nothing of value, with no link and no number: the
// reader's own mail answered by a mailbox.
func autoReply(res *Result, s *textScratch) bool {
	if len(res.s.u.urls) > 0 || len(res.s.u.phones) > 0 || s.ev.kinds&evValueAsks != 0 {
		return false
	}
	f := bytes.TrimLeft(s.folded, " ")
	for _, w := range autoReplyWords {
		if bytes.HasPrefix(f, []byte(w)) {
			return true
		}
	}
	return false
}

// autoReplyWords open an automatic reply's subject, folded.
var autoReplyWords = [...]string{"automatic reply", "auto reply", "autoreply", "out of office", "reponse automatique",
	"absence du bureau", "respuesta automatica", "fuera de la oficina", "automatische antwort", "abwesenheitsnotiz",
	"abwesend"}

// warningOnly reports whether a text warns its readers of a scam (warnsOthers)
// and gives them nothing to act on: no link, no number, no account. "Bin heute
// fast auf was reingefallen: SMS von 'DHL' ... Passt auf!" quotes the scam's asks
// without making them; "si vous recevez un message de mon compte Insta qui vous
// demande un code, c'est PAS moi ... Ignorez et signalez" asks nothing at all.
func warningOnly(res *Result, s *textScratch) bool {
	return len(res.s.u.urls) == 0 && len(res.s.u.phones) == 0 && warnsOthers(s.folded) && !accountGiven(res.s.u.text)
}

// rentReminder reports whether a text asks for the rent (rentWords) and gives no
// way to pay it but the one the tenant already uses: no link, no number, no
// account written out or announced as changed, no other ask of value, not from a
// new number and not in secret. "dernier rappel pour le loyer de mars (780 €) ...
// Merci de régulariser d'ici vendredi": a landlord's reminder, however firm; the
// fake landlord's ask comes with the account it diverts the rent to.
func rentReminder(res *Result, s *textScratch) bool {
	const accountAsks = 1<<evAskTransfer | 1<<evAskCard | 1<<evAskPayment
	const scamSigns = 1<<evPreNewNumber | 1<<evPreSecrecy | 1<<evPreWrongNumber | 1<<evPreRental
	return s.ev.kinds&accountAsks != 0 && s.ev.kinds&evValueAsks&^accountAsks == 0 && s.ev.kinds&scamSigns == 0 &&
		len(res.s.u.urls) == 0 && len(res.s.u.phones) == 0 && containsWords(s.folded, rentWords[:]) &&
		containsAny(s.folded, rentDueWords[:]) && !containsWords(s.folded, newTenancyWords[:]) &&
		!containsWords(s.folded, depositWords[:]) && !containsWords(s.folded, keysWords[:]) && !noViewing(s) &&
		!accountGiven(res.s.u.text) && !containsAny(s.folded, accountChangeWords[:]) &&
		!containsAny(s.folded, attachedAccountWords[:])
}

// rentWords name a tenant's rent, rentDueWords a payment of a tenancy under way
// that is late, and newTenancyWords what comes before a tenancy (a deposit's
// names are depositWords, the keys keysWords), folded.
var (
	rentWords    = [...]string{"rent", "loyer", "loyers", "miete", "mietzahlung", "alquiler", "mensualidad del piso"}
	rentDueWords = [...]string{"reminder", "overdue", "not yet received", "still not received", "haven t received",
		"have not received", "rappel", "pas recu", "pas encore recu", "en retard", "erinnerung", "noch nicht eingegangen",
		"nicht eingegangen", "ruckstand", "recordatorio", "no he recibido", "no me ha llegado", "atrasado", "pendiente"}
	newTenancyWords = [...]string{"holding fee", "first month", "premier mois", "ersten monat", "primer mes", "viewing",
		"visite", "besichtigung", "visita", "available", "disponible", "frei", "interest", "interet", "interes", "interesse"}
)

// paymentFailedWords say a payment to the reader's account failed, folded: the
// refund scam's reason to ask for the details again ("we could not credit the
// account you gave us").
var paymentFailedWords = [...]string{"failed", "invalid", "rejected", "could not", "unable to", "echoue", "invalide",
	"rejete", "pas pu", "rechaz", "fallid", "no hemos podido", "no se ha podido", "fehlgeschlagen", "ungultig",
	"abgelehnt", "nicht moglich", "konnte nicht", "konnten nicht"}

// usualAccountWords name the account the reader already pays into, or gave,
// folded; unchangedAccountWords say the account written out is the one before.
var (
	usualAccountWords = [...]string{"usual account", "same account as", "account you gave us", "account you provided",
		"same iban", "same bank details as", "meme iban", "meme rib", "iban habituel", "rib habituel", "mismo iban",
		"details are pinned", "details are in the team chat", "details are in the group chat",
		"im gruppenchat angepinnt", "im chat angepinnt", "epingle dans le groupe", "fijado en el grupo",
		"misma cuenta que siempre", "gleiche iban", "gleiche konto", "selbe iban", "selbe konto",
		"details you gave us", "details are unchanged", "details remain unchanged", "details have not changed",
		"compte habituel", "meme compte que", "rib que vous nous avez", "compte que vous nous avez",
		"coordonnees bancaires restent", "cuenta habitual", "cuenta de siempre", "misma cuenta de",
		"cuenta que nos facilito", "cuenta que nos indico", "cuenta que nos proporciono", "datos bancarios no han cambiado",
		"ubliche konto", "bekannte konto", "iban kennt ihr", "iban kennst du", "iban habt ihr",
		"konto das sie uns", "iban die sie uns", "iban wie immer", "konto wie immer", "same account as always",
		"iban hast du", "meine iban hast du", "you have my bank details", "you ve got my bank details",
		"you have my account details", "tu as mon rib", "tu as deja mon rib", "ya tienes mi cuenta", "ya tienes mi iban",
		"meme rib que", "meme compte", "account printed on", "account shown on", "account details on your invoice",
		"compte indique sur", "compte indique en", "compte indique dans", "rib figurant sur", "rib figurant dans",
		"cuenta indicada en", "cuenta que figura en", "account in your tenancy agreement", "account in the tenancy agreement",
		"account shown in your contract", "im mietvertrag angegebene konto", "im vertrag angegebene konto",
		"auf der rechnung angegebene", "auf der rechnung genannte", "bankverbindung bleibt", "bankverbindung ist unverandert",
		"kontodaten stehen im", "kontodaten stehen auf", "bankdaten stehen im", "iban steht im", "iban steht auf",
		"details are in the letter", "details are on the letter", "account details are in the", "le rib est dans le",
		"le rib est sur le", "el iban esta en la circular", "los datos estan en la circular"}
	unchangedAccountWords = [...]string{"unchanged", "have not changed", "inchange", "restent les memes",
		"no han cambiado", "sin cambios", "unverandert", "bleibt gleich", "bleibt dieselbe"}
)

// addToGroupWords offer to add the reader to a chat group, folded.
var addToGroupWords = [...]string{"add you", "le agrego", "te agrego", "le anado", "te anado", "vous ajouter",
	"etre ajoute", "t ajouter", "je vous ajoute", "je t ajoute", "sie hinzufugen", "dich hinzufugen"}

// accountChangeWords announce a payee's changed bank account, folded.
var accountChangeWords = [...]string{"new account", "new bank", "changed bank", "bank details have changed",
	"account has changed", "account have changed",
	"change of bank details", "updated bank details", "remittance details", "nouveau compte", "nouvelle banque",
	"nouvelles coordonnees bancaires", "changement de banque", "change de banque", "coordonnees bancaires ont",
	"nueva cuenta", "nuevos datos bancarios", "cambio de banco", "cambiado de banco", "cambiado de entidad",
	"cambio de entidad", "nueva entidad", "datos bancarios han cambiado", "neue bankverbindung", "neues konto",
	"neue iban", "neue bank", "bank gewechselt", "bankverbindung geandert", "bankverbindung hat sich geandert",
	"aufgelost", "ab sofort auf", "cambiad la cuenta", "la nueva es", "new partner", "new beneficiary",
	"nouveau beneficiaire", "nuevo beneficiario", "neuer empfanger", "previous account", "old account",
	"ancien compte", "cuenta anterior", "alte konto", "altes konto", "change d etablissement bancaire",
	"changement d etablissement bancaire", "nouveau rib", "nouvel iban", "new iban", "new bank details",
	"nuevo iban", "nueva cuenta bancaria", "neue kontoverbindung", "neue bankdaten",
	"details have changed", "moved our business banking", "banking has moved", "account will be closed",
	"will no longer accept"}

// authorityWords name the police, courts, prosecutors and ministries in a sender's
// name, folded (foldName: letters and digits only).
var authorityWords = [...]string{"police", "polizei", "policia", "gendarmerie", "guardiacivil", "brigade",
	"justice", "justicia", "justiz", "tribunal", "court", "juzgado", "gericht", "procureur", "fiscalia",
	"staatsanwalt", "ministere", "ministerio", "ministerium", "commissariat", "kriminal", "interpol",
	"europol", "fbi", "cybercrime", "cybercriminalite"}

// authorityName reports whether a sender's display name names an authority
// ("Brigade de Protection des Mineurs", "Policía Nacional", "Bundeskriminalamt").
func authorityName(name string) bool {
	var buf [64]byte
	f := foldName(buf[:0], name)
	return len(f) > 0 && containsAny(f, authorityWords[:])
}

// asksQRScan reports whether a text asks to scan a QR code: a token "qr" (or
// "qrcode") and a scanning verb among its words ("scan the QR code", "scannez
// le code QR", "escanee el código QR", "scannen Sie den QR-Code").
func asksQRScan(s *textScratch) bool {
	qr, scan := false, false
	for i := range s.toks {
		tk := &s.toks[i]
		if tk.kind != tokWord {
			continue
		}
		w := s.folded[tk.start:tk.end]
		switch {
		case string(w) == "qr" || string(w) == "qrcode" || bytes.HasPrefix(w, []byte("qr-")):
			qr = true
		case bytes.HasPrefix(w, []byte("scan")) || bytes.HasPrefix(w, []byte("escane")) || bytes.HasPrefix(w, []byte("flash")):
			scan = true
		}
	}
	return qr && scan
}

// remoteSuitor reports whether a romantic text (pre_romance) from someone the
// reader has not met yet (notMetWords), or who asks for money, places its writer
// out of reach (remotePersonaWords), with no genuine marker.
func remoteSuitor(s *textScratch) bool {
	return s.ev.has(evPreRomance) && s.ev.kinds&evGenuine == 0 &&
		containsWords(s.folded, remotePersonaWords[:]) &&
		(containsWords(s.folded, notMetWords[:]) || s.ev.kinds&evValueAsks != 0)
}

// shortCodeCalled reports whether a short code of five or six digits stands just
// after a call word ("Llame al 22537 para escucharlo").
func shortCodeCalled(toks []textToken, folded []byte) bool {
	for i := range toks {
		if toks[i].kind == tokShort && tokenIn(toks, folded, i-1, serviceCallWords[:]) {
			return true
		}
	}
	return false
}

// fineLinkElsewhere reports whether a text has links and none is a government's
// page or on the named brand's own domains.
func fineLinkElsewhere(res *Result, s *textScratch) bool {
	urls := res.s.u.urls
	if len(urls) == 0 || s.evX[efBrandLinkOwn] != 0 {
		return false
	}
	for i := range urls {
		if u := &urls[i]; u.public || u.IP == IPNone && govHost(u.Host) {
			return false
		}
	}
	return true
}

// pendingMessageWords say that a message waits for the reader, folded.
var pendingMessageWords = [...]string{"you have #num new message", "you have a new message", "you have #num new voicemail",
	"you have a new voicemail", "you have new voicemail", "you have #num new voice message", "you have a new voice message",
	"voicemail waiting", "message waiting for you", "vous avez #num nouveau message", "vous avez un nouveau message",
	"nouveau message vocal", "vous avez recu un message vocal", "tiene #num mensaje nuevo", "tiene un mensaje nuevo",
	"tiene un nuevo mensaje", "nuevo mensaje de voz", "tienes un mensaje de voz", "tiene un mensaje de voz",
	"sie haben #num neue nachricht", "sie haben eine neue nachricht", "neue sprachnachricht",
	"neue mailbox nachricht"}

// employeeRecordWords name all employees' tax forms or payroll records, folded
// ("W-2s" is "w 2s", "W-2 copies" "w #num copies").
var employeeRecordWords = [...]string{"w 2s", "w2s", "w #num copies", "w #num forms", "w2 forms", "w #num pdfs",
	"payroll records for all", "employee tax forms", "fiches de paie de tous", "nominas de todos", "lohnabrechnungen aller"}

// freeMailboxInvolved reports whether a text is an e-mail from a free mailbox or
// gives an address at one.
func (e *Engine) freeMailboxInvolved(res *Result) bool {
	if res.Type == TypeEmail && e.phish.fromFreemail(&res.s.u.mail) {
		return true
	}
	for i := range res.s.u.urls {
		if u := &res.s.u.urls[i]; u.Email && e.phish.freemailAddress(u.Registrable) {
			return true
		}
	}
	return false
}

// appDiscountWords offer a discount, folded; shopOfferWords sell goods online.
var (
	appDiscountWords = [...]string{"extra", "discount", "off", "descuento", "remise", "reduction", "rabatt", "nachlass"}
	shopOfferWords   = [...]string{"free shipping", "shop now", "clearance", "black friday", "envio gratis", "livraison gratuite",
		"versandkostenfrei", "liquidacion", "destockage", "ausverkauf", "soldes", "rebajas"}
)

// reviewPay reports whether a job offer (pre_job) pays per review, like, rating
// or video watched (reviewPayWords), with no genuine marker.
func reviewPay(s *textScratch) bool {
	return s.ev.has(evPreJob) && s.ev.kinds&evGenuine == 0 && containsWords(s.folded, reviewPayWords[:])
}

// reviewPayWords name a pay per review, like, rating or video, folded.
var reviewPayWords = [...]string{"per review", "per like", "per rating", "per video", "for each review", "for each like",
	"par avis", "par like", "par j aime", "par video", "pour chaque avis", "por resena", "por like", "por valoracion",
	"por video", "por cada resena", "por cada like", "pro bewertung", "pro like", "pro rezension", "pro video",
	"fur jede bewertung",
	// the task itself, paid by the day
	"noter des applications", "evaluer des produits en ligne", "valorando productos", "valorar productos online",
	"produkte online bewerten", "apps bewerten", "rate apps", "rating apps", "review products online"}

// investmentCoach reports whether a text about investing (pre_investment) names
// a tipster or their signals (tipsterWords) for speculative trading
// (speculationWords) and offers to show the reader (coachWords), with no genuine
// marker. An uncle who could show a friend how to start a pension is no pitch.
func investmentCoach(s *textScratch) bool {
	return s.ev.has(evPreInvestment) && s.ev.kinds&evGenuine == 0 &&
		containsWords(s.folded, tipsterWords[:]) && containsWords(s.folded, coachWords[:]) &&
		containsWords(s.folded, speculationWords[:])
}

// speculationWords name the speculative trading the pitch sells, folded.
var speculationWords = [...]string{"crypto", "bitcoin", "usdt", "forex", "trading", "contract", "contracts", "futures",
	"signals", "gold", "signaux", "contrat", "contrats", "l or", "senales", "contrato", "contratos", "oro", "signale",
	"kontrakt", "kontrakte", "kontrakten"}

// tipsterWords name the source of the pig-butchering pitch's tips, folded.
var tipsterWords = [...]string{"my uncle", "my aunt", "insider", "mentor", "signals", "mon oncle", "ma tante", "signaux",
	"mi tio", "mi tia", "senales", "mein onkel", "meine tante", "meines onkels", "meiner tante", "signale"}

// coachWords offer to show the reader how, or ask whether they invest, folded.
var coachWords = [...]string{"show you how", "teach you", "do you invest", "do you ever invest", "you should try",
	"te montrer", "je te montre", "t apprendre", "tu investis", "vous investissez", "mostrarte", "te muestro",
	"ensenarte", "inviertes", "dir zeigen", "ich zeige dir", "ich zeig dir", "dir beibringen", "investierst du"}

// remotePersonaWords place a writer where no one can visit or check, folded: the
// romance scammer's personas (the FTC's and Action Fraud's warnings: oil rigs,
// military deployments, peacekeeping and medical missions abroad).
var remotePersonaWords = [...]string{"oil rig", "on the rig", "oil platform", "offshore platform", "peacekeeping",
	"un mission", "deployed in", "deployed to", "my deployment", "plateforme petroliere", "plate forme petroliere",
	"mission de paix", "casque bleu", "en mission en", "plataforma petrolifera", "plataforma petrolera",
	"mision de paz", "casco azul", "en mision en", "bohrinsel", "olplattform", "friedensmission", "im auslandseinsatz",
	"im einsatz in", "with the un ", "for the un ", "united nations", "pour l onu", "a l onu", "para la onu", "en la onu",
	"bei der un ", "fur die un ", "vereinten nationen",
	"passport was stolen", "wallet and passport", "stuck at the airport", "stranded in", "can t leave until",
	"passeport vole", "bloque a l aeroport", "me robaron el pasaporte", "atrapado en el aeropuerto",
	"pass wurde gestohlen", "am flughafen fest"}

// notMetWords say that writer and reader have not met yet, folded.
var notMetWords = [...]string{"meet you", "finally meet", "before we meet", "when we meet", "meet in person",
	"te rencontrer", "se rencontrer", "quand on se verra enfin", "enfin se voir", "conocerte", "conocernos",
	"vernos por fin", "por fin vernos", "dich kennenlernen", "dich endlich treffen", "uns endlich treffen",
	"dich endlich sehen", "uns endlich sehen", "get to know you", "te connaitre", "conocerte mejor",
	"besser kennenlernen", "naher kennenlernen", "mieux te connaitre"}

// containsAny reports whether b holds one of words.
func containsAny(b []byte, words []string) bool {
	for _, w := range words {
		if containsString(b, w) {
			return true
		}
	}
	return false
}

// containsAffirmed is containsAny for a phrase that no negator follows within its
// next three words: "die IBAN hast du ja", not "die IBAN hast du ja nicht".
func containsAffirmed(b []byte, words []string) bool {
	for _, w := range words {
		if anyIndex(b, w, func(j int) bool { return !negatorAfter(b[j+len(w):], 3) }) {
			return true
		}
	}
	return false
}

// negatorAfter reports whether one of the first n words of b is a negator.
func negatorAfter(b []byte, n int) bool {
	for ; n > 0; n-- {
		k := 0
		for k < len(b) && !isASCIIAlnum(b[k]) {
			k++
		}
		b = b[k:]
		k = 0
		for k < len(b) && isASCIIAlnum(b[k]) {
			k++
		}
		if k == 0 {
			return false
		}
		for _, neg := range pairNegators {
			if string(b[:k]) == neg {
				return true
			}
		}
		b = b[k:]
	}
	return false
}

// containsWords is containsAny for whole words: no letter or digit just before or
// after ("add you" is not in "add your status", "caution" not in "précaution"); a
// word that starts or ends with a space or a sign brings its own edge there.
func containsWords(b []byte, words []string) bool {
	for _, w := range words {
		if anyIndex(b, w, func(j int) bool {
			return (j == 0 || !isASCIIAlnum(w[0]) || !isASCIIAlnum(b[j-1])) &&
				(j+len(w) == len(b) || !isASCIIAlnum(w[len(w)-1]) || !isASCIIAlnum(b[j+len(w)]))
		}) {
			return true
		}
	}
	return false
}

// anyIndex reports whether f holds at the index of one of the occurrences of w in
// b, tried in order.
func anyIndex(b []byte, w string, f func(j int) bool) bool {
	for i := 0; i+len(w) <= len(b); {
		j := indexString(b[i:], w)
		if j < 0 {
			return false
		}
		if f(i + j) {
			return true
		}
		i += j + 1
	}
	return false
}

// wrongNumberWords say "wrong number" in the served languages, folded.
var wrongNumberWords = [...]string{"wrong number", "mauvais numero", "numero equivocado", "equivocado de numero",
	"falsche nummer", "verwahlt", "nummer vertan", "trompe de numero"}

// sharesOfficialLinks reports whether a text message only shares links: no ask (but to
// open them: "c'est ici"), pretext or genuine marker found, no phone number, and
// every link on a map or photo app's share host (placeShareHosts) or on a brand's or a popular
// site's own domain, none of which the phishing layer finds anything against, and
// none on a platform of its users' pages, groups and channels (userPages: a
// Telegram channel, a WhatsApp group, a Google form are a stranger's). What sends
// a reader to a page that harms them says why they should go.
func (e *Engine) sharesOfficialLinks(res *Result, s *textScratch) bool {
	urls := res.s.u.urls
	if res.Type == TypeEmail || s.ev.kinds&^(1<<evAskClick) != 0 || len(urls) == 0 || len(res.s.u.phones) > 0 ||
		res.Layers[LayerPhishing].RiskScore > 0 {
		return false // an e-mail's links are a mailing list's footer as often as a share
	}
	for i := range urls {
		u := &urls[i]
		if u.Email {
			return false // "PayPal an hilfe.fuer.ben@gmx.net": an address to pay or write to, no page shared
		}
		if slices.Contains(placeShareHosts[:], string(u.Host)) || albumShare(u) {
			continue // a place or an album shared from the maker's own app
		}
		if !e.phish.protectedURL(u) {
			return false
		}
		if d := e.phish.domains.find(u.Registrable); d != nil && d.official >= 0 && !d.ownPages {
			return false // chat.whatsapp.com/..., t.me/...: a stranger's group or channel
		}
	}
	return true
}

// placeShareHosts are the hosts of the share links of map and photo apps: a
// place on Google Maps, an album on Google Photos. They open the app's own page,
// though the platform's other domains carry its users' pages (Google's forms and
// sites).
var placeShareHosts = [...]string{"maps.app.goo.gl", "photos.app.goo.gl", "maps.google.com"}

// albumShare reports whether u is an iCloud shared album or photo link
// (www.icloud.com/sharedalbum/..., /photos/...): Apple's page of the album, though
// icloud.com carries its users' files too.
func albumShare(u *URL) bool {
	return string(u.Registrable) == "icloud.com" && (hasPrefixFold(u.Path, "/sharedalbum/") || hasPrefixFold(u.Path, "/photos/"))
}

// newNumberCalled reports whether a text message giving a relative's new number
// asks for nothing of value, carries no link, no urgency, threat or secrecy, and
// offers a call from the writer ("Ring you tonight to prove it's me", "Te llamo
// luego", "ich ruf dich Sonntag an"), invites a call to check who writes
// (proveItsMeWords), names a meeting in person ("On se voit dimanche chez
// mamie", "El domingo nos vemos", "Kommst du Sonntag zum Essen?") or says the old
// number still works (oldLineWords: "L'ancien reste actif jusqu'à fin décembre"):
// a voice, a face or a line the reader knows, which is what the family-emergency
// scam cannot give. Its new number comes with a lost phone, a broken microphone
// and a bill to pay.
func newNumberCalled(res *Result, s *textScratch) bool {
	const scamSigns = 1<<evPreUrgency | 1<<evPreThreat | 1<<evPreSecrecy | 1<<evPreRomance | 1<<evPreAuthority
	return res.Type == TypeSMS && s.ev.has(evPreRelationship) && s.ev.has(evPreNewNumber) &&
		s.ev.kinds&(evValueAsks|scamSigns) == 0 && len(res.s.u.urls) == 0 &&
		(callOffered(s.toks, s.folded) || containsAny(s.folded, meetingWords[:]) || containsAny(s.folded, proveItsMeWords[:]) ||
			containsAny(s.folded, oldLineWords[:]))
}

// oldLineWords say that the writer's old number still works for a while, or is
// the same on a new phone, folded: the reader can check on it.
var oldLineWords = [...]string{"old one still works", "old number still works", "old one works till", "old one works until",
	"old number works until", "old number works till", "old one is still active", "old number is still active",
	"die alte geht noch", "die alte nummer geht noch", "die alte geht ab", "die alte nummer geht ab", "die alte ist noch",
	"alte nummer ist noch", "l ancien reste actif", "l ancien numero reste", "l ancien marche encore", "l ancien fonctionne",
	"l ancien numero fonctionne", "el antiguo sigue", "el numero antiguo sigue", "el viejo sigue", "el anterior sigue",
	// or that it has not changed: a new phone, the same number
	"el numero es el mismo", "mismo numero", "same number", "number is the same", "meme numero", "le numero ne change pas",
	"gleiche nummer", "dieselbe nummer", "nummer bleibt", "behalt ihre nummer", "behalte meine nummer", "numero no cambia"}

// proveItsMeWords invite the reader to check who writes, by a call or a video
// call, folded: "ring me on it if you want to check it's really me", "si quieres
// comprobar que soy yo llámame", "ich ruf dich per Video an, dann siehst du mich".
var proveItsMeWords = [...]string{"check it s really me", "check it s me", "check that it s me", "prove it s me",
	"video call", "facetime", "verifier que c est bien moi", "verifier que c est moi", "appel video", "en visio",
	"comprobar que soy yo", "videollamada", "prufen ob ich es bin", "ob ich es wirklich bin", "per video",
	"videoanruf", "dann siehst du mich",
	// a memory given "so you know it's really me", a call invited on the number
	"so you know it s really me", "so you know it s me", "pour que tu sois sur que c est moi",
	"para que veas que soy yo", "damit du weisst dass ich s wirklich bin", "damit du weisst dass ich es bin",
	"call me anytime on this", "ring me on this one", "appelle moi quand tu veux", "llamame cuando quieras",
	"ruf mich gern auf der nummer an", "dann weisst du dass ich s bin", "dann weisst du dass ich es bin",
	"so you ll know it s me", "comme ca tu sauras que c est moi", "asi sabes que soy yo",
	// the money the scam will ask for, denied beforehand
	"not after money", "not asking for money", "ich brauch kein geld", "ich brauche kein geld",
	"je ne te demande pas d argent", "no te pido dinero", "no te voy a pedir dinero"}

// heirlessEstate reports whether a text about an inheritance (pre_inheritance)
// says its deceased left no will or no known heir (noHeirWords), with no genuine
// marker.
func heirlessEstate(s *textScratch) bool {
	return s.ev.has(evPreInheritance) && s.ev.kinds&evGenuine == 0 && containsAny(s.folded, noHeirWords[:])
}

// noHeirWords say that an estate has no will or no known heir, folded.
var noHeirWords = [...]string{"without a will", "no known next of kin", "any known next of kin", "no known relatives",
	"no known heirs", "sans testament", "aucun heritier", "ni heritier", "sin testamento", "sin herederos",
	"ni herederos", "ohne testament", "ohne bekannte angehorige", "ohne bekannte erben", "keine bekannten erben"}

// absentLandlord reports whether a let is offered unseen (noViewing) with a
// deposit asked (depositWords) and its keys to be sent (keysSentWords), with no
// genuine marker.
func absentLandlord(s *textScratch) bool {
	return s.ev.kinds&evGenuine&^(1<<evGenOrder) == 0 && containsWords(s.folded, depositWords[:]) &&
		noViewing(s) && (wordsNear(s.folded, keysWords[:], sendWords[:], 40) ||
		containsAny(s.folded, platformHandoverWords[:]) && containsAny(s.folded, cantShowWords[:]))
}

// noViewing reports whether a text says its home cannot be visited (cantShowWords)
// or is handed over through a holiday-rental platform (platformHandoverWords).
func noViewing(s *textScratch) bool {
	return containsAny(s.folded, cantShowWords[:]) || containsAny(s.folded, platformHandoverWords[:])
}

// petShipped reports whether a text offers young pets (petWords) for a transport
// fee (petTransportWords), or for a deposit (petFeeWords) and to be delivered
// (petDeliveryWords), or asks a payment for the animal held in transit
// (petTransitWords: a crate, a quarantine), an amount written with its currency
// sign, with no genuine marker.
func petShipped(s *textScratch) bool {
	return s.ev.kinds&evGenuine&^(1<<evGenOrder) == 0 && hasMoney(s.toks) && containsWords(s.folded, petWords[:]) &&
		(containsWords(s.folded, petTransportWords[:]) ||
			containsWords(s.folded, petFeeWords[:]) && containsWords(s.folded, petDeliveryWords[:]) ||
			s.ev.has(evAskPayment) && containsWords(s.folded, petTransitWords[:]))
}

// advanceAsk reports whether a text makes one of the asks whose way to pay comes
// after it, each suspect at least and never settled for want of an account:
//   - a caller from the bank or the police who asks for an approval in the
//     banking app ("Um sie zu stornieren, bestätigen Sie bitte die Freigabe in
//     Ihrer App"): an approval releases a payment or a device, it stops nothing
//     (adviserApproval);
//   - money released once a fee or a tax is paid first ("Damit die Auszahlung
//     erfolgen kann, muss vorher die Kapitalertragsteuer beglichen werden"); a
//     payer deducts its fees from what it pays (releaseFee, and loanFee for a
//     loan "approved" against a processing fee);
//   - a cheque for more than the price, the difference sent on (overpaidCheque);
//   - a shipping notice naming no shop or carrier, whose tracking link the link
//     rules doubt (anonymousTracking);
//   - a salary asked to the writer's own new account ("I changed banks and need
//     to update my direct deposit"; payrollDiverted);
//   - a stranger vouching for an "ethical hacker" who recovers lost money, with
//     a handle to write to (recoveryPitch);
//   - tickets paid only by transfer, or by a payment app to a stranger, and a
//     listing's deposit paid only by transfer (ticketsByTransferOnly);
//   - a deposit asked through a payment app that pays a person, or PayPal's
//     friends-and-family mode ("We need a 40% deposit by Venmo or Cash App to
//     lock in the truck"; p2pDeposit): a firm takes its deposits on an invoice;
//   - gift cards bought and their codes sent back, scratched or photographed
//     ("scratch the back, take a clear picture of each code and email them to
//     me"; giftCodesSent): no shop, employer or charity takes payment so;
//   - remote access to the reader's computer or phone asked under a technical
//     problem, a threat or a bank's name, with no genuine marker ("your
//     broadband will be cut off today. I need you to download TeamViewer
//     QuickSupport"; remoteUnderPretext): the access is the way to the account.
func advanceAsk(res *Result, s *textScratch) bool {
	return adviserApproval(s) || releaseFee(s) || loanFee(s) || overpaidCheque(s) || anonymousTracking(res, s) ||
		payrollDiverted(res, s) || recoveryPitch(s) || ticketsByTransferOnly(s) || remoteUnderPretext(res, s) ||
		giftCodesSent(s) || p2pDeposit(s) || extortionAsk(s)
}

// extortionAsk reports whether a text asks for money (a payment or a transfer)
// with a threat of harm to the reader, their family or their shop
// (extortionWords): "pagas $3,000 de piso cada viernes o te quemamos el local",
// "tienes hasta mañana para depositar ... o atente a las consecuencias". The
// account comes in the next message.
func extortionAsk(s *textScratch) bool {
	return s.ev.kinds&(1<<evAskPayment|1<<evAskTransfer) != 0 && containsWords(s.folded, extortionWords[:])
}

// extortionWords threaten harm to the reader, their family or their business, folded.
var extortionWords = [...]string{"te quemamos", "quemamos el local", "te tenemos ubicado", "somos del cartel",
	"cobro de piso", "derecho de piso", "atente a las consecuencias", "sabemos donde vives", "sabemos donde esta tu negocio",
	"we know where you live", "we know where your family lives", "on sait ou tu habites", "nous savons ou vous habitez",
	"wir wissen wo du wohnst", "wir wissen wo sie wohnen"}

// p2pDeposit reports whether a text that asks for a transfer or a payment, with
// an amount, names a deposit (advanceWords) paid by a payment app that pays a
// person (personPayApps) or PayPal's friends-and-family mode, the two within a
// few words ("deposit by Venmo", "Anzahlung per PayPal Freunde"), with no
// genuine marker but an order's. A relative who "put the deposit down" and asks
// a share by Venmo names both apart.
func p2pDeposit(s *textScratch) bool {
	return s.ev.kinds&(1<<evAskTransfer|1<<evAskPayment) != 0 && s.ev.kinds&evGenuine&^(1<<evGenOrder) == 0 &&
		containsWords(s.folded, advanceWords[:]) && hasAmount(s) &&
		(wordsNear(s.folded, advanceWords[:], personPayApps[:], 20) || wordsNear(s.folded, advanceWords[:], friendsFamilyWords[:], 24))
}

// giftCodesSent reports whether a text asks for gift cards (ask_giftcard) whose
// codes are to be sent back (giftCodeWords), with no genuine marker but an
// order's.
func giftCodesSent(s *textScratch) bool {
	return s.ev.has(evAskGiftcard) && s.ev.kinds&evGenuine&^(1<<evGenOrder) == 0 && containsAny(s.folded, giftCodeWords[:])
}

// giftCodeWords send a gift card's code on, folded.
var giftCodeWords = [...]string{"scratch", "picture of each", "pictures of the", "photo of each", "photos of the",
	"send me the codes", "email them to me", "text me the codes", "gratter", "rasca", "rubbel", "photo de chaque",
	"foto de cada", "foto von jeder", "envoie moi les codes", "mandame los codigos", "schick mir die codes"}

// remoteUnderPretext reports whether a text message asks for remote access
// (ask_remote) under a technical problem, a threat, a bank or an authority, with
// no genuine marker but an order's. Not an e-mail: a newsletter names remote
// access tools ("TeamViewer 7 adds ..."), where a message from a "technician"
// asks for one.
func remoteUnderPretext(res *Result, s *textScratch) bool {
	return res.Type != TypeEmail && s.ev.has(evAskRemote) && s.ev.kinds&evGenuine&^(1<<evGenOrder) == 0 &&
		s.ev.kinds&(1<<evPreTech|1<<evPreThreat|1<<evPreBank|1<<evPreAuthority) != 0
}

// adviserApproval reports whether a caller announced as the bank's or the
// police's (pre_adviser with pre_bank, pre_authority or a bank named) asks for an
// approval in an app (approveWords near appWords).
func adviserApproval(s *textScratch) bool {
	return s.ev.has(evPreAdviser) && (s.ev.has(evPreBank) || s.ev.has(evPreAuthority) || s.evX[efBrandBank] != 0) &&
		wordsNear(s.folded, approveWords[:], appWords[:], 40)
}

// releaseFee reports whether a text names money to be paid out to the reader
// (payoutWords), a fee or a tax (feeStems) near it, to be paid first
// (upfrontWords), with an amount written (hasAmount).
func releaseFee(s *textScratch) bool {
	return hasAmount(s) && containsAny(s.folded, upfrontWords[:]) && stemsNear(s.folded, payoutWords[:], feeStems[:], 80)
}

// stemsNear reports whether a word of as starts within gap bytes of a stem of bs,
// which may end a compound (Bearbeitungsgebühr).
func stemsNear(b []byte, as, bs []string, gap int) bool {
	for _, a := range as {
		if anyIndex(b, a, func(j int) bool {
			return wordAt(b, j, len(a)) && containsAny(b[max(0, j-gap):min(len(b), j+len(a)+gap)], bs)
		}) {
			return true
		}
	}
	return false
}

// payoutWords name money paid out or released to the reader, feeStems a fee or a
// tax (also inside compounds: Bearbeitungsgebühr, Kapitalertragsteuer) and
// upfrontWords its payment first; all folded.
var (
	payoutWords = [...]string{"auszahlung", "freigabe", "debloquer", "deblocage", "indemnisation", "withdrawal",
		"ruckholung", "zuruckholen", "recover your funds", "recover your money", "recuperer vos fonds", "recuperar su dinero",
		"recupere", "recuperation des fonds",
		"release the funds", "release your funds", "release of funds", "desbloquear", "desbloqueo", "payout",
		"disbursed", "disbursement"}
	feeStems     = [...]string{"fee", "gebuhr", "frais", "comision", "tasa", "steuer", "tax", "impuesto", "taxe"}
	upfrontWords = [...]string{"vorab", "vorher", "im voraus", "in advance", "upfront", "up front", "before the funds",
		"before funds", "au prealable", "pour debloquer", "para desbloquear", "por adelantado", "previamente",
		"damit die auszahlung", "before your withdrawal", "before the withdrawal", "a regler avant"}
)

// loanFee reports whether a text asks for a payment or a transfer of a fee
// (loanFeeWords) on a loan (loanWords).
func loanFee(s *textScratch) bool {
	return s.ev.kinds&(1<<evAskPayment|1<<evAskTransfer) != 0 && containsWords(s.folded, loanWords[:]) &&
		containsWords(s.folded, loanFeeWords[:])
}

// overpaidCheque reports whether a text asking for a transfer (ask_transfer) pays
// by cheque (chequeWords) and asks for part of it to be sent on (sendRestWords).
func overpaidCheque(s *textScratch) bool {
	return s.ev.has(evAskTransfer) && containsWords(s.folded, chequeWords[:]) && containsWords(s.folded, sendRestWords[:])
}

// approveWords ask to approve or release and appWords name the app it is done
// in; loanWords name a loan and loanFeeWords the fee asked before it is paid
// out; chequeWords name a cheque and sendRestWords the difference sent on; all
// folded.
var (
	approveWords = [...]string{"approve", "approval", "valider", "validez", "validation", "confirmez", "autorisez",
		"acepte", "autorice", "apruebe", "freigabe", "freigeben", "bestatigen sie"}
	appWords     = [...]string{"app", "application", "appli", "aplicacion", "banking app"}
	loanWords    = [...]string{"loan", "pret", "credit", "prestamo", "credito", "kredit", "darlehen"}
	loanFeeWords = [...]string{"processing fee", "insurance fee", "administration fee", "activation fee", "release fee",
		"before funds", "before the funds", "frais de dossier", "frais d assurance", "frais de deblocage",
		"avant le deblocage", "avant le versement des fonds", "gastos de tramitacion", "gastos de gestion",
		"antes del desembolso", "antes de recibir el dinero", "bearbeitungsgebuhr", "vor der auszahlung",
		"versicherungsgebuhr", "upfront fee", "seguro de apertura", "comision de apertura", "estudio de credito",
		"para el desembolso", "seguro del prestamo", "seguro del credito", "frais d ouverture", "frais d etude",
		"assurance du pret", "pour le deblocage", "fur die auszahlung", "kreditversicherung"}
	chequeWords   = [...]string{"check", "cheque", "scheck"}
	sendRestWords = [...]string{"send the remaining", "send the rest", "send the balance", "send back the difference",
		"refund the difference", "forward the rest", "wire the rest", "deduct your", "renvoyer le surplus",
		"reverser le surplus", "envoyer le reste", "renvoyer la difference", "reste au transporteur",
		"devolver la diferencia", "enviar el resto", "enviar la diferencia", "resto al transportista",
		"differenz zuruck", "den rest an", "den restbetrag an", "die differenz an"}
)

// anonymousTracking reports whether a text message about a delivery (pre_delivery)
// names no brand and links where the phishing layer finds a risk (31 or more).
func anonymousTracking(res *Result, s *textScratch) bool {
	return res.Type != TypeEmail && s.brand < 0 && s.ev.has(evPreDelivery) && len(res.s.u.urls) > 0 &&
		res.Layers[LayerPhishing].RiskScore >= 31
}

// payrollDiverted reports whether a text asking for a transfer (ask_transfer), or
// writing out an account, has its writer change their own account
// (ownAccountChangeWords) for a salary (payrollWords).
func payrollDiverted(res *Result, s *textScratch) bool {
	// An account written out holds nine digits at least: the scan for one is for
	// the few texts that have them.
	return (s.ev.has(evAskTransfer) || s.stats.digits >= 9) && containsWords(s.folded, payrollWords[:]) &&
		containsAny(s.folded, ownAccountChangeWords[:]) && (s.ev.has(evAskTransfer) || accountGiven(res.s.u.text))
}

// payrollWords name a salary paid into an account and ownAccountChangeWords the
// writer's own new account, folded.
var (
	payrollWords = [...]string{"direct deposit", "payroll", "paycheck", "salary", "virement de salaire", "mon salaire",
		"paie", "nomina", "mi sueldo", "gehalt", "gehaltskonto", "lohn"}
	ownAccountChangeWords = [...]string{"i changed bank", "i ve changed bank", "i have changed bank", "i switched bank",
		"changed banks", "switched banks", "changed my bank", "here are the new details", "my new bank details",
		"my new account", "my new bank", "my bank details have changed", "j ai change de banque", "mon nouveau compte",
		"mon nouveau rib", "mes nouvelles coordonnees", "he cambiado de banco", "mi nueva cuenta", "mi nuevo iban",
		"mis nuevos datos bancarios", "bank gewechselt", "meine neue bankverbindung", "mein neues konto",
		"meine neue iban"}
)

// recoveryPitch reports whether a text that asks for a message (ask_reply) vouches
// for someone who recovers lost money (recoveryWords) and gives a way to contact
// them (contactWords), and warns of nothing (warningWords).
func recoveryPitch(s *textScratch) bool {
	return s.ev.has(evAskReply) && containsAny(s.folded, recoveryWords[:]) && containsWords(s.folded, contactWords[:]) &&
		!containsAny(s.folded, warningWords[:])
}

// ticketsByTransferOnly reports whether a text sells tickets (ticketWords) at a
// price written out, to be paid by bank transfer only (transferOnlyWords) or, by
// a stranger who saw the reader's post (pre_rental), by a payment app to their
// phone (personPayApps) or PayPal's friends-and-family mode: the payments
// nothing reverses. So does a seller of a listing (pre_rental) who
// wants a deposit first (advanceWords), by bank transfer only: "Send £150
// deposit by bank transfer and I ship tomorrow ... No PayPal, bank transfer
// only".
func ticketsByTransferOnly(s *textScratch) bool {
	if !hasAmount(s) {
		return false
	}
	if s.ev.has(evPreRental) && containsWords(s.folded, advanceWords[:]) && containsAny(s.folded, transferOnlyWords[:]) {
		return true
	}
	return containsWords(s.folded, ticketWords[:]) &&
		(containsAny(s.folded, transferOnlyWords[:]) || s.ev.has(evPreRental) &&
			(containsWords(s.folded, personPayApps[:]) || containsAny(s.folded, friendsFamilyWords[:])))
}

// vacancyWords name a post a recruiter writes about, folded.
var vacancyWords = [...]string{"role", "vacancy", "opening", "job spec", "job description", "poste", "offre d emploi",
	"vacante", "puesto", "oferta de empleo", "stelle", "stellenanzeige", "stellenangebot"}

// colleagueWords say the writer is joining the reader's team, folded.
var colleagueWords = [...]string{"joining the team", "join the team", "new colleague", "my first day", "rejoins l equipe",
	"rejoindre l equipe", "nouveau collegue", "nouvelle collegue", "mon premier jour", "me incorporo", "nuevo companero",
	"nueva companera", "mi primer dia", "neuer kollege", "neue kollegin", "meinem ersten tag", "ersten arbeitstag",
	"neu im team", "im team an", "im vertrieb an", "bei euch an"}

// neighbourWords say the writer lives next to the reader, folded.
var neighbourWords = [...]string{"neighbour", "neighbor", "next door", "upstairs", "downstairs", "voisin", "voisine",
	"du 1er", "du 2e", "du 3e", "du 4e", "du 5e", "du rdc", "vecina", "vecino", "nachbar", "nachbarin",
	"von gegenuber", "von nebenan", "von oben", "von unten"}

// advanceWords name a part of a price paid before the goods come, folded.
var advanceWords = [...]string{"deposit", "acompte", "arrhes", "senal", "anticipo", "anzahlung"}

// recoveryWords vouch for a recoverer of lost money, contactWords give a way to
// reach one and warningWords warn of them; ticketWords name tickets and
// transferOnlyWords a payment by transfer alone; all folded.
var (
	recoveryWords = [...]string{"ethical hacker", "recovery expert", "recovery agent", "recovery specialist",
		"fund recovery", "funds recovery", "hacker ethique", "expert en recuperation", "hacker etico",
		"experto en recuperacion", "ethischer hacker", "ruckholung von geldern"}
	contactWords = [...]string{"telegram", "whatsapp", "signal", "contact him", "contact her", "reach him", "reach her",
		"contactez le", "contactez la", "contactale", "contactalo", "kontaktiere ihn", "kontaktiere sie", "schreib ihm"}
	warningWords = [...]string{"beware", "be careful", "warning", "mefiez", "attention aux", "cuidado con", "vorsicht vor",
		"never", "jamais", "nunca", "niemals"}
	ticketWords       = [...]string{"tickets", "ticket", "tix", "billets", "places pour", "entradas", "karten"}
	transferOnlyWords = [...]string{"bank transfer only", "only bank transfer", "only by bank transfer", "transfer only",
		"only take bank transfer", "only accept bank transfer", "only do bank transfer",
		"virement uniquement", "uniquement par virement", "uniquement virement", "solo transferencia",
		"solo por transferencia", "nur uberweisung", "nur per uberweisung", "nur bankuberweisung"}
)

// appointmentConfirm reports whether a text reminds of an appointment
// (appointmentWords, gen_order) and asks only a reply or a call to confirm it
// (confirmWords), with no link and no pretext but authority, urgency or a threat
// (a missed appointment's fee).
func appointmentConfirm(res *Result, s *textScratch) bool {
	const allowedPre = 1<<evPreAuthority | 1<<evPreUrgency | 1<<evPreThreat
	return s.ev.has(evGenOrder) && s.ev.kinds&evAsks&^(1<<evAskReply|1<<evAskCall) == 0 &&
		s.ev.kinds&evPretexts&^allowedPre == 0 && len(res.s.u.urls) == 0 &&
		containsWords(s.folded, appointmentWords[:]) && containsAny(s.folded, confirmWords[:])
}

// formalInvoice reports whether a text asking for a payment or an account's use
// is an invoice (invoiceWords) that states
// its tax (taxWords) and writes out the account to pay (accountGiven), with no
// change of account (accountChangeWords), no link, and no urgency, threat or
// authority (a "register" invoicing an entry never ordered). The payment-diversion
// fraud announces the new account; a supplier's invoice to its usual account
// states its tax as the law asks.
func formalInvoice(res *Result, s *textScratch) bool {
	return s.ev.kinds&(1<<evAskTransfer|1<<evAskCard|1<<evAskPayment) != 0 && s.ev.kinds&(1<<evPreUrgency|1<<evPreThreat|1<<evPreAuthority) == 0 &&
		len(res.s.u.urls) == 0 &&
		containsWords(s.folded, invoiceWords[:]) && containsWords(s.folded, taxWords[:]) &&
		accountGiven(res.s.u.text) && !containsAny(s.folded, accountChangeWords[:])
}

// appointmentWords name an appointment and confirmWords ask to confirm it;
// invoiceWords name an invoice and taxWords its value-added tax; all folded.
var (
	appointmentWords = [...]string{"appointment", "appt", "rendez vous", "rdv", "cita", "termin"}
	confirmWords     = [...]string{"to confirm", "pour confirmer", "para confirmar", "zur bestatigung", "zu bestatigen"}
	invoiceWords     = [...]string{"invoice", "facture", "factura", "rechnung"}
	taxWords         = [...]string{"vat", "tva", "iva", "mwst", "ust", "umsatzsteuer", "base imponible", "montant ht",
		"netto"}
)

// hasAmount reports whether a text writes an amount: a currency sign (hasMoney)
// or a currency's name or code (currencyNames).
func hasAmount(s *textScratch) bool {
	for i := range s.toks {
		t := &s.toks[i]
		if t.kind == tokMoney || t.kind == tokWord && slices.Contains(currencyHashes[:], t.h) {
			return true
		}
	}
	return false
}

// currencyHashes are the hashes of currencyNames' tokens (tokenHash).
var currencyHashes = func() []uint64 {
	h := make([]uint64, len(currencyNames))
	for i, w := range currencyNames {
		h[i] = tokenHash([]byte(w))
	}
	return h
}()

// hasMoney reports whether toks hold an amount's currency sign: the fee is written.
func hasMoney(toks []textToken) bool {
	for i := range toks {
		if toks[i].kind == tokMoney {
			return true
		}
	}
	return false
}

// petWords name young pets offered, petTransportWords and petFeeWords the fee
// asked before they come and petDeliveryWords their delivery, folded.
var (
	petWords = [...]string{"puppy", "puppies", "kitten", "kittens", "chiot", "chiots", "chaton", "chatons",
		"cachorro", "cachorros", "gatito", "gatitos", "welpe", "welpen", "katzchen"}
	petTransportWords = [...]string{"transport fee", "delivery fee", "shipping fee", "frais de transport",
		"frais de livraison", "pagar el transporte", "gastos de envio", "gastos de transporte", "pagar el envio", "transporte de animales", "transportgebuhr",
		"transportkosten"}
	petFeeWords = [...]string{"deposit", "rehoming fee", "adoption fee", "acompte", "frais d adoption", "senal",
		"anzahlung", "schutzgebuhr"}
	petTransitWords = [...]string{"crate", "quarantine", "in transit", "transit hub", "airline", "caisse de transport",
		"quarantaine", "en transit", "jaula", "cuarentena", "en transito", "transportbox", "quarantane", "im transit"}
	petDeliveryWords = [...]string{"courier", "we deliver", "delivered", "deliver to", "we ship", "transporteur", "livrons",
		"livraison", "transportista", "enviamos", "envio", "entregamos", "liefern", "lieferung", "versand", "kurier",
		"transport"}
)

// cantShowWords say the home cannot be visited, folded: the start of the phrase,
// whatever pronoun ends it ("no puedo enseñártelo", "can't show it"), or that the
// landlord is away ("I'm currently working offshore"). platformHandoverWords hand
// it over through a holiday-rental platform, which lets no flat by the month and
// mails no keys ("la entrega se hace a través de Airbnb"); with a landlord who
// cannot show it, the deposit goes where the landlord's fake platform mail says
// ("no puedo enseñártelo en persona ... lo gestionamos a través de Airbnb").
var platformHandoverWords = [...]string{"through airbnb", "via airbnb", "a traves de airbnb", "par airbnb", "uber airbnb",
	"handled by airbnb", "managed by airbnb", "gere par airbnb", "gerees par airbnb", "gestiona airbnb", "gestionadas por airbnb"}

var cantShowWords = [...]string{"can t show", "cannot show", "unable to show", "no viewings", "can t do viewings",
	"can t do a viewing", "can t do any viewings", "cannot do viewings", "unable to do viewings",
	"working offshore", "working abroad", "currently abroad", "living abroad", "i live abroad", "je suis a l etranger",
	"je vis a l etranger", "j habite a l etranger", "vivo en el extranjero", "viviendo en el extranjero",
	"vivo en el exterior", "viviendo en el exterior", "ich bin im ausland", "wohne im ausland", "lebe im ausland",
	"ne peux pas faire de visite", "ne peux pas vous faire visiter", "ne peux pas la faire visiter", "pas de visite",
	"no puedo ensenar", "no puedo mostrar", "sin visitar", "nicht personlich zeigen", "nicht zeigen",
	"keine besichtigung",
	// the owner away from the town of the let
	"i m out of town", "i am out of town", "je suis en deplacement", "estoy fuera de", "bin nicht vor ort"}

// depositWords name a rent deposit, folded.
var depositWords = [...]string{"deposit", "caution", "depot de garantie", "fianza", "deposito", "kaution"}

// keysWords name a home's keys and sendWords their sending by post or courier,
// folded: "mail you the keys", "te envío las llaves ... por mensajería".
var (
	keysWords = [...]string{"keys", "cles", "clefs", "llaves", "schlussel"}
	sendWords = [...]string{"send", "mail", "post", "posted", "courier", "fedex", "dhl", "ups", "ship", "envoyer",
		"envoie", "envoyees", "poste", "coursier", "envio", "enviare", "envian", "enviar", "mensajeria", "correo",
		"schicke", "schicken", "senden", "zusenden", "manda", "mando", "mandan", "mandamos", "mandare", "envia",
		"entrega", "entregara", "remet", "remettra", "ubergibt"} // handed over by someone else
)

// taskOpener reports whether a text message, or an e-mail from a free mailbox,
// asks whether the reader is available (availableWords) from someone who says
// they cannot take a call (noCallWords), with no link and no genuine marker.
func (e *Engine) taskOpener(res *Result, s *textScratch) bool {
	if !s.ev.has(evPreSecrecy) || len(res.s.u.urls) > 0 || s.ev.kinds&evGenuine != 0 ||
		res.Type == TypeEmail && !e.phish.fromFreemail(&res.s.u.mail) || res.Type != TypeEmail && res.Type != TypeSMS {
		return false // not being able to call is a secrecy pattern too ("in a meeting", "can't talk")
	}
	return containsWords(s.folded, noCallWords[:]) && containsWords(s.folded, availableWords[:])
}

// availableWords ask whether the reader is there now, and noCallWords say the
// asker cannot take a call, folded. "I'm in a meeting till 6" is no such refusal.
var (
	availableWords = [...]string{"are you available", "are you free", "are you at your desk", "are you around",
		"tu es dispo", "es tu disponible", "etes vous disponible", "vous etes disponible", "estas disponible",
		"esta disponible", "bist du da", "bist du gerade da", "bist du erreichbar", "sind sie erreichbar",
		"sind sie am platz", "hast du kurz zeit", "haben sie kurz zeit"}
	noCallWords = [...]string{"can t talk", "cannot talk", "can t take calls", "cannot take calls", "unable to talk",
		"unable to take calls", "can t call", "ne peux pas parler", "ne peux pas telephoner",
		"ne peux pas repondre au telephone", "no puedo hablar", "no puedo atender llamadas", "no puedo coger llamadas",
		"kann nicht telefonieren", "kann gerade nicht telefonieren", "kann gerade nicht sprechen",
		"can only message", "can only text", "can only email", "can only reply by email", "can only reply by text",
		"ne peux qu ecrire", "ne peux repondre que par", "solo puedo escribir", "solo puedo responder por", "kann nur schreiben",
		"kann nur per mail antworten", "no puedo llamar", "ne peux pas appeler", "kann nicht anrufen", "kann gerade nicht anrufen"}
)

// reverseRequest reports whether a text that asks for a transfer or a payment, or
// names a person-to-person payment app, names a request or a notification
// (requestWords) near receiving money (receiveWords), to accept (acceptWords):
// "Ya te he hecho el Bizum ... te tiene que llegar una notificación, dale a
// aceptar y se te ingresan los 180 €".
//
// The request can be a QR code to scan with the reader's banking app (looked for
// only where "qr" is written): "I sent you a payment request by QR code, just scan
// it with your banking app and the £85 will go straight into your account".
//
// Or a request the writer says they sent by mistake (mistakeWords), or a payment
// they say they sent by such an app (sentWords, the app's name just after), that
// the reader must accept: "Te he mandado el Bizum de 95 € pero me dice que lo tienes
// que aceptar tú en la app". A payment sent arrives; only a request waits to be
// accepted, and accepting it pays.
func reverseRequest(s *textScratch) bool {
	payApp := containsWords(s.folded, personPayApps[:])
	qrBankApp := func() bool { return bytes.Contains(s.folded, []byte("qr")) && containsWords(s.folded, bankAppWords[:]) }
	if !payApp && s.ev.kinds&(1<<evAskTransfer|1<<evAskPayment) == 0 && !qrBankApp() ||
		!containsWords(s.folded, acceptWords[:]) {
		return false
	}
	return wordsNear(s.folded, requestWords[:], receiveWords[:], 110) ||
		payApp && wordsNear(s.folded, sentWords[:], personPayApps[:], 16) ||
		payApp && wordsNear(s.folded, mistakeWords[:], requestWords[:], 24)
}

// mistakeWords say that something was done by mistake, folded: a request "sent by
// mistake instead of the payment" that the reader is to accept ("te he enviado por
// error una solicitud de Bizum ... Acéptala y te devuelvo el total").
var mistakeWords = [...]string{"por error", "sin querer", "by mistake", "by accident", "accidentally", "par erreur",
	"par megarde", "aus versehen", "versehentlich"}

// sentWords say that the writer sent the reader money, folded.
var sentWords = [...]string{"te he mandado", "te he enviado", "te he hecho", "ya te mande", "ya te envie", "ya te hice",
	"te mando ahora", "te envio ahora",
	"i sent you", "i ve sent you", "i have sent you", "i just sent you", "je t ai envoye", "je vous ai envoye",
	"je t ai fait", "ich habe dir", "ich hab dir", "hab dir", "ich habe ihnen"}

// requestWords name a payment request, receiveWords receiving money and
// acceptWords accepting the request, folded.
var (
	requestWords = [...]string{"request", "notification", "solicitud", "notificacion", "demande", "anfrage", "anforderung",
		"benachrichtigung", "qr code", "code qr", "codigo qr"}
	receiveWords = [...]string{"receive", "get the money", "get paid", "recibas", "reciba", "recibir", "llega el dinero", "te entre", "te llegue", "te llega",
		"recibirlo", "recibirla", "cobrarlo", "cobrar", "ingresan", "recevoir", "recevez", "recois", "erhalten", "erhaltst", "bekommst das geld",
		"go straight into your account", "go into your account", "arrive in your account", "credited", "credite",
		"rembourser", "ingresa", "gutgeschrieben", "into your account", "release the"}
	acceptWords = [...]string{"accept", "acepta", "aceptala", "aceptarla", "aceptalo", "aceptarlo", "aceptar", "accepte", "accepter", "acceptez",
		"annehmen", "nimm", "nehmen sie", "scannez", "scanne", "scanner", "scan the", "scan it", "escanea", "escanee",
		"escanealo", "escanearlo", "scannen sie", "scanne ihn",
		"bestatigen sie diese", "confirm it", "confirmez la", "confirmala"}
	// bankAppWords name the reader's banking app, folded.
	bankAppWords = [...]string{"banking app", "bank app", "bank s app", "appli bancaire", "application bancaire",
		"appli de ta banque", "appli de votre banque", "app del banco", "app de tu banco", "aplicacion bancaria",
		"aplicacion de tu banco"}
)

// wordsNear reports whether a whole word of as and one of bs stand within gap
// bytes of each other in b, in either order.
func wordsNear(b []byte, as, bs []string, gap int) bool {
	for _, a := range as {
		if anyIndex(b, a, func(j int) bool {
			return wordAt(b, j, len(a)) && containsWords(b[max(0, j-gap):min(len(b), j+len(a)+gap)], bs)
		}) {
			return true
		}
	}
	return false
}

// wordAt reports whether b[j:j+n] is a whole word: no letter or digit beside it.
func wordAt(b []byte, j, n int) bool {
	return (j == 0 || !isASCIIAlnum(b[j-1])) && (j+n == len(b) || !isASCIIAlnum(b[j+n]))
}

// alreadyPaidWords claim a payment already sent, folded.
var alreadyPaidWords = [...]string{"already paid", "already sent the payment", "already sent you the money", "i ve paid",
	"i have paid", "ya te he pagado",
	"ya le he pagado", "ya te he enviado el pago", "ya he hecho el pago", "je t ai deja paye", "je vous ai deja paye",
	"paiement deja envoye", "j ai deja envoye le paiement", "habe dir schon", "habe ihnen bereits", "schon bezahlt",
	"bereits bezahlt", "zahlung ist raus", "j ai deja regle", "je vous ai deja regle", "ya lo he pagado", "ya pague",
	"i ve sent the payment", "i have sent the payment", "i ve paid through", "i have paid through"}

// checkMailWords send the reader to their mailbox, folded.
// mailComingWords announce a mail about to come, receiveFundsWords what it is
// said to let the seller do; both folded.
var (
	mailComingWords = [...]string{"you ll get an email", "you will get an email", "you ll receive an email",
		"you will receive an email", "te llegara un correo", "te llegara un email", "recibiras un correo",
		"vous allez recevoir un mail", "vous allez recevoir un e mail", "tu vas recevoir un mail", "tu vas recevoir un e mail",
		"du bekommst eine e mail", "du bekommst eine mail", "sie erhalten eine e mail"}
	receiveFundsWords = [...]string{"receive the funds", "receive the money", "receive the payment", "upgrade to receive",
		"confirmar el cobro", "para recibirlo", "recibir el dinero", "recibir el pago", "recevoir le paiement",
		"recevoir l argent", "recevoir les fonds", "geld zu erhalten", "zahlung zu erhalten", "betrag zu erhalten"}
)

var checkMailWords = [...]string{"check your email", "check your inbox", "check your mail", "check your spam",
	"you should have received an email", "vous avez du recevoir un mail", "tu as du recevoir un mail",
	"regardez dans vos spams", "regarde dans tes spams", "te habra llegado un correo", "mira en tu spam",
	"revisa tu spam", "schau in deinen spam", "schauen sie in ihren spam", "revisa tu correo",
	"mira tu correo", "revisa tu email", "verifie tes mails", "verifiez vos mails", "regarde tes mails",
	"consultez votre boite", "consulte ta boite", "schau in deine mails", "schauen sie in ihr postfach",
	"prufe dein postfach", "prufen sie ihr postfach", "check deine mails"}

// driverWords name the delivery driver whose own number a carrier's notice gives,
// folded.
var driverWords = [...]string{"your driver", "the driver", "your courier", "votre livreur", "le livreur",
	"livreur joignable", "tu repartidor", "el repartidor", "su repartidor", "ihr zusteller", "der zusteller",
	"ihr fahrer", "dein zusteller"}

// orgMobileCall reports whether a text speaks as an organisation (a utility, a
// bank, a tax office, a toll, an authority, or a brand it names), threatens or
// hurries, asks for a call, and gives only mobile numbers, with no genuine marker.
func orgMobileCall(res *Result, s *textScratch) bool {
	const org = 1<<evPreUtility | 1<<evPreBank | 1<<evPreTax | 1<<evPreToll | 1<<evPreAuthority
	if !s.ev.has(evAskCall) || s.ev.kinds&(1<<evPreThreat|1<<evPreUrgency) == 0 || s.ev.kinds&evGenuine != 0 ||
		s.ev.kinds&org == 0 && s.brand < 0 || len(res.s.u.phones) == 0 {
		return false
	}
	for i := range res.s.u.phones {
		if t := res.s.u.phones[i].risk.class.typ; t != phoneMobile && t != phonePersonal {
			return false
		}
	}
	return true
}

// orgCallOnly reports whether a text's only ask is a call (or a reply besides),
// with no pretext but a job (no threat, urgency, account, refund, prize, tech
// problem...), no order, no brand named, no link, and every number a geographic
// fixed line with no risk found (a surgery's, a town hall's, a temping agency's):
// "please call the surgery about your results", "rappelez-moi avant 17h au 04 78
// 48 29 13 ou répondez OUI"; a number of a plan whose fixed and mobile lines share
// their ranges (the North American, "please contact the attendance office at
// 281-897-4000") counts as one. The job scam recruits on WhatsApp and mobiles. What
// the call-back scam adds is its pretext, a brand's order to cancel ("Amazon: your
// order of iPhone 16 Pro is confirmed. Not you? Call ..."), or a premium, free,
// foreign or mobile number ("Call FREEPHONE 0800 542 0825 now!").
func orgCallOnly(res *Result, s *textScratch) bool {
	if s.ev.kinds&evAsks&^(1<<evAskReply) != 1<<evAskCall || s.ev.kinds&((evPretexts&^(1<<evPreJob))|1<<evGenOrder) != 0 || s.brand >= 0 ||
		len(res.s.u.urls) > 0 || len(res.s.u.phones) == 0 {
		return false
	}
	for i := range res.s.u.phones {
		if p := &res.s.u.phones[i]; p.risk.class.typ != phoneFixed && p.risk.class.typ != phoneFixedOrMobile || !orgLine(p) {
			return false
		}
	}
	return true
}

// meetingWords name a meeting in person on a given day, folded.
var meetingWords = [...]string{"see you on", "see you at", "see you sunday", "see you saturday", "see you tomorrow",
	"see you tonight", "on se voit", "a dimanche", "a samedi", "nos vemos", "hasta el domingo", "hasta el sabado",
	"wir sehen uns", "bis sonntag", "bis samstag", "zum essen", "zum kaffee",
	// a plan in person kept ("Still on for lunch Saturday?")
	"still on for", "toujours ok pour", "toujours partant pour", "sigue en pie", "seguimos con lo de", "bleibt es bei",
	// a visit announced ("Je passe dimanche à Fribourg avec maman")
	"je passe dimanche", "je passe samedi", "je passe ce week end", "i ll pop round", "i ll come round on", "paso el domingo",
	"me paso el domingo", "ich komme sonntag", "ich komm sonntag"}

// callOffered reports whether the writer offers to call the reader: "I'll call
// you", "ring you", "je t'appelle", "te llamo", "ich ruf dich an", "ruf ich dich
// an". "Call me on this number" is the reader's call, which any number answers;
// "can I call you later?" asks leave to put the call off.
func callOffered(toks []textToken, folded []byte) bool {
	in := func(k int, list []string) bool { return tokenIn(toks, folded, k, list) }
	for k := range toks {
		switch {
		case in(k, callEN[:]) && in(k+1, youEN[:]) && !in(k-2, askingEN[:]) &&
			(in(k-1, callerEN[:]) || in(k-1, willEN[:]) && in(k-2, iEN[:]) || in(k, ringEN[:])):
			return true // "I'll call you", "I will call you", "ring you"; not "can I call you later?"
		case in(k, callFR[:]) && in(k-1, youFR[:]) && in(k-2, callerFR[:]):
			return true // "je t'appelle", "je vous rappellerai"
		case in(k, callES[:]) && in(k-1, youES[:]):
			return true // "te llamo"
		case in(k, callDE[:]) && (in(k+1, youDE[:]) || in(k+1, callerDE[:]) && in(k+2, youDE[:])):
			return true // "ich ruf dich an", "ruf ich dich an"
		}
	}
	return false
}

// The words of callOffered: a call verb in the writer's mouth and its reader.
var (
	callEN, youEN, callerEN, willEN = [...]string{"call", "ring"}, [...]string{"you"}, [...]string{"ll", "i"}, [...]string{"will"}
	ringEN, iEN                     = [...]string{"ring"}, [...]string{"i"}
	askingEN                        = [...]string{"can", "could", "may", "shall"}
	callFR, youFR, callerFR         = [...]string{"appelle", "appellerai", "rappelle", "rappellerai"}, [...]string{"t", "te", "vous"}, [...]string{"je"}
	callES, youES                   = [...]string{"llamo", "llamare"}, [...]string{"te", "os"}
	callDE, youDE, callerDE         = [...]string{"ruf", "rufe"}, [...]string{"dich", "euch"}, [...]string{"ich"}
)

// sharedBill reports whether a text message asks for a share of a cost paid
// together ("39€ pro Person", "£24 a head", "15 € par personne") and nothing else:
// a transfer or payment at most (the ask may be in words no pattern reads: "kannst
// du mir das per PayPal schicken"), no pressure but a friend's or relative's tie, no
// number but a mobile's a payment app pays (payAppNumbers), no account written out
// but among relatives ("for Mum's 60th ... £104 each ... sort code 20-45-77"), and no link but a person's payment page or
// address (paypal.me/lena/15, lisa.m@web.de). The stranger's ticket or trip offer
// at so much per person brings a pretext, an account or PayPal's
// friends-and-family mode (strangerFriendsFamily, which unsettles it).
func sharedBill(res *Result, s *textScratch) bool {
	if res.Type != TypeSMS || s.ev.kinds&evPressure&^(1<<evPreRelationship) != 0 ||
		len(res.s.u.phones) > 0 && !payAppNumbers(res, s) {
		return false
	}
	family := s.ev.has(evPreRelationship)
	if !shareNamed(s.toks, s.folded) && !(family && eachNamed(s.toks, s.folded)) {
		return false
	}
	given := accountGiven(res.s.u.text)
	asks := uint64(1<<evAskTransfer | 1<<evAskPayment)
	if family && given {
		asks |= 1 << evAskCard // "Sort code 20-45-77 acc 31829406": the relative's own account, written out
	}
	if s.ev.kinds&evValueAsks&^asks != 0 || given && !family {
		return false
	}
	for i := range res.s.u.urls {
		if u := &res.s.u.urls[i]; !u.Email && !slices.Contains(payPageHosts[:], string(u.Host)) {
			return false
		}
	}
	return true
}

// payAppNumbers reports whether a text names a person-to-person payment app
// (p2pApps) and every number it gives is a mobile's: the writer's own, where the
// app pays them ("pasádmelo por Bizum al 655 21 48 90").
func payAppNumbers(res *Result, s *textScratch) bool {
	for i := range res.s.u.phones {
		if t := res.s.u.phones[i].risk.class.typ; t != phoneMobile && t != phonePersonal {
			return false
		}
	}
	return containsAny(s.folded, p2pApps[:])
}

// payPageHosts are the person-to-person payment pages' hosts, whose path names
// the person paid.
var payPageHosts = [...]string{"paypal.me", "www.paypal.me", "revolut.me", "monzo.me", "cash.app", "venmo.com"}

// shareNamed reports whether a text writes an amount as one person's share: an
// amount, then a share's preposition and noun ("39€ pro Person", "£24 a head",
// "30 € par personne", "25 euros por persona"; "180 € cada una" is a ticket's
// price). One pass over the tokens: most texts have no such noun.
func shareNamed(toks []textToken, folded []byte) bool {
	for i := 2; i < len(toks); i++ {
		switch string(folded[toks[i].start:toks[i].end]) {
		case "person", "kopf", "nase", "head", "personne", "tete", "persona", "cabeza",
			"family", "famille", "familia", "familie", "child", "enfant", "nino", "kind":
		default:
			continue
		}
		switch string(folded[toks[i-1].start:toks[i-1].end]) {
		case "pro", "per", "a", "par", "por":
			if amountBefore(folded[:toks[i-1].start]) {
				return true
			}
		}
	}
	return false
}

// eachNamed reports whether a text writes an amount then "each" ("£104 each",
// "89 € chacun", "30 € cada uno", "40 € jeweils"): a share among relatives, a
// ticket's price from a stranger (sharedBill asks for the tie).
func eachNamed(toks []textToken, folded []byte) bool {
	for i := 1; i < len(toks); i++ {
		switch string(folded[toks[i].start:toks[i].end]) {
		case "each", "chacun", "chacune", "jeweils", "uno", "una":
		default:
			continue
		}
		at := i
		if w := folded[toks[i].start:toks[i].end]; w[0] == 'u' { // "cada uno", "cada una"
			if string(folded[toks[i-1].start:toks[i-1].end]) != "cada" {
				continue
			}
			at = i - 1
		}
		if amountBefore(folded[:toks[at].start]) {
			return true
		}
	}
	return false
}

// amountBefore reports whether folded text b ends with an amount: the tokenizer's
// number or money token, perhaps with a currency's name after it ("#num #money ",
// "#num euros ").
func amountBefore(b []byte) bool {
	b = bytes.TrimRight(b, " ")
	for _, c := range currencyNames {
		if k := len(b) - len(c); k > 0 && string(b[k:]) == c && b[k-1] == ' ' {
			b = bytes.TrimRight(b[:k], " ")
			break
		}
	}
	return bytes.HasSuffix(b, []byte("#num")) || bytes.HasSuffix(b, []byte("#money"))
}

// currencyNames are the currencies written out beside an amount, folded: the codes
// and names the evidence patterns read as signs (currencyWords), and "pounds", which
// the patterns leave a word (a weight as often as money).
var currencyNames = append(currencyWords[:], "pounds")

// familyLoan reports whether a text message is a relative asking for money and
// nothing else of the family-emergency scam: no new or broken phone, no ask of
// value but the transfer and the payment it is for ("me piden 45 € para la
// matrícula ... ¿me lo puedes pasar por Bizum?"), no link, no number, no urgency,
// threat or secrecy (a relative's "Schatz", "darling" is no suitor's), and no police,
// court or lawyer (the grandparent scam's bail: "Oma, ich hatte einen Unfall, die
// Polizei sagt ich brauch 8.500 € Kaution"; "tuve un problema con una patrulla ...
// no le digas a mi mamá"). A card number to pay into is family life too where
// relatives pay each other that way ("pásame a mi tarjeta").
//
// A friend's loan is the same without a family tie when the text says nothing but
// the ask and promises it back (repayWords): "tu pourrais m'avancer 80 € ? Ma paie
// tombe le 3 ... Je te rembourse direct".
func familyLoan(res *Result, s *textScratch) bool {
	const money = 1<<evAskTransfer | 1<<evAskPayment
	return res.Type == TypeSMS && s.ev.has(evAskTransfer) &&
		(s.ev.has(evPreRelationship) || s.ev.kinds&^money == 0 && containsAny(s.folded, loanBackWords[:])) &&
		s.ev.kinds&evValueAsks&^money == 0 && s.ev.kinds&familyScamSigns == 0 &&
		len(res.s.u.urls) == 0 && len(res.s.u.phones) == 0 && !accountGiven(res.s.u.text)
}

// loanBackWords promise a loan back, folded.
var loanBackWords = [...]string{"pay you back", "pay u back", "pay it back", "give it back", "give you back", "te rembourse",
	"vous rembourse", "je rembourse", "te le rends", "te lo devuelvo", "te lo pago", "se lo devuelvo", "zahl es dir zuruck",
	"zahl s dir zuruck", "zahle es dir zuruck", "gebe es dir zuruck", "kriegst es zuruck", "bekommst es zuruck",
	"kriegst du zuruck", "bekommst du zuruck"}

// familyScamSigns are the pretexts of the family-emergency scam that a relative's
// ordinary ask does not carry.
const familyScamSigns = 1<<evPreNewNumber | 1<<evPreUrgency | 1<<evPreThreat | 1<<evPreSecrecy |
	1<<evPreWrongNumber | 1<<evPreAuthority | 1<<evPreSextortion

// familyPapers reports whether a text message is a relative asking for a copy of
// the reader's papers for a form (formWords) and for nothing else, with none of
// the family-emergency scam's signs, no link and no number: "ich mach den
// BAföG-Antrag fertig. Kannst du mir ein Foto von deinem Personalausweis
// schicken?", "mándame una foto del DNI ... lo piden para la solicitud".
func familyPapers(res *Result, s *textScratch) bool {
	return res.Type == TypeSMS && s.ev.has(evPreRelationship) && s.ev.kinds&evValueAsks == 1<<evAskPersonal &&
		s.ev.kinds&familyScamSigns == 0 && len(res.s.u.urls) == 0 && len(res.s.u.phones) == 0 &&
		containsAny(s.folded, formWords[:])
}

// formWords name a form or an application a household fills in, folded.
var formWords = [...]string{"form", "application", "tax return", "formulaire", "dossier", "declaration", "impots",
	"demande de", "solicitud", "formulario", "la renta", "la beca", "tramite", "antrag", "formular", "steuererklarung",
	"bafog", "kindergeld", "elterngeld", "caf", "beca", "scholarship", "passport renewal", "school"}
