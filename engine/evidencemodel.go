package engine

import (
	"bytes"
	"fmt"
	"io/fs"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The evidence model: a logistic regression over what the message asks, its
// pretext, its genuine markers and where its links and numbers lead (evidence.go,
// the phishing layer). Its few dozen weights are learned by scripts/train from the
// labelled train splits and kept readable in data/text/evidence_model.tsv, so every
// score can be explained by the features that drove it.

// Evidence features after the kinds (one per evKind, first).
const (
	efValueAsk = int(numEvKinds) + iota
	efAnyAsk
	efPressure
	efPressure2
	efValueAskPressure
	efAskPressure
	efNoAction
	efPressureNoAsk
	efGenuine
	efGenuineNoValueAsk
	efCodeNoShare
	efURL
	efURLOfficial
	efURLUnofficial
	efURLSuspect
	efURLScam
	efClickUnofficial
	efPhone
	efPhoneRisky // a number the phone analysis finds risky (premium, call-back country...)
	efPhonePlain // numbers, none of them risky: an ordinary line to call back
	efCallPhone
	efMoney
	efEmail
	efShort
	efLong
	efMailRaw
	efMailSpoof
	efMailReplyTo
	efMailLinkMismatch
	efMailHidden
	efMailAttachment
	efMailForm
	efMailIPLink
	efBrand // the text names a protected brand (or the e-mail's sender does)
	efBrandBank
	efBrandGov
	efBrandDelivery
	efBrandTech
	efBrandRetail
	efBrandCrypto
	efBrandLinkElsewhere // names a brand, links off its domains
	efBrandLinkOwn       // names a brand, every link on its domains
	efVocabulary         // the vocabulary models' P(scam) (fraud.go)
	// What a genuine notice never does: the markers of one (a code, "do not
	// share", an order) next to a link off the official domains or a number
	// from elsewhere. The weights of the markers alone must not excuse these.
	efGenuineURLUnofficial // genuine markers, a link off the brands' and popular domains
	efGenuineCall          // genuine markers, and a number the text asks to call
	efShortener            // a link on a URL shortener
	efBrandShortener       // names a brand, links through a shortener
	efPhoneForeign         // a number of a country the text's language does not go with
	efPhoneMobile          // a mobile or personal number
	efBrandCallMobile      // names a brand and asks to call a mobile or personal number, or one no range holds
	// A "new number" is news between friends; it is the opener of a scam when it
	// comes with a parent addressed or a favour, or with an ask.
	efNewNumberAsk
	efVocabularyNoAction // the vocabulary's P(scam) in a text with nothing to act on
	efVocabularyGenuine  // the vocabulary's P(scam) in a text with genuine markers nothing contradicts
	efMailReplyFreemail  // replies go to a free-mail address on another domain than the sender's
	numEvFeatures
)

var evFeatureNames = func() [numEvFeatures]string {
	var n [numEvFeatures]string
	copy(n[:], evKindNames[:])
	extra := []string{
		"value_ask", "any_ask", "pressure", "pressure_2", "value_ask&pressure",
		"ask&pressure", "no_action", "pressure&!ask", "genuine", "genuine&!value_ask", "codeis&noshare", "url",
		"url_official", "url_unofficial", "url_suspect", "url_scam",
		"click&url_unofficial", "phone", "phone_risky", "phone_plain", "call&phone", "money", "email", "short",
		"long", "mail_raw", "mail_sender_spoof", "mail_reply_to", "mail_link_mismatch",
		"mail_hidden_text", "mail_risky_attachment", "mail_form", "mail_ip_link",
		"brand", "brand_bank", "brand_gov", "brand_delivery", "brand_tech", "brand_retail",
		"brand_crypto", "brand&link_elsewhere", "brand&link_own", "vocabulary",
		"genuine&url_unofficial", "genuine&call", "url_shortener", "brand&shortener",
		"phone_foreign", "phone_mobile", "brand&call_mobile", "newnumber&relationship_or_ask",
		"vocabulary&!action", "vocabulary&genuine", "mail_reply_freemail",
	}
	copy(n[numEvKinds:], extra)
	return n
}()

// EvidenceFeatureNames returns the names of the evidence model's features, in
// order, for scripts/train.
func EvidenceFeatureNames() []string { return evFeatureNames[:] }

// evidenceModel is the logistic regression over the evidence features.
type evidenceModel struct {
	w    [numEvFeatures]float32
	bias float32
	// ev, vocab and deep map the evidence model's, the vocabulary models' and
	// deep_ai's probabilities to scores.
	ev, vocab, deep knots
	// calibA and calibB map a text's final score to the probability that it is a
	// scam, sigmoid(calibA*score + calibB), fitted on held-out scores.
	calibA, calibB float32
}

// load reads text/evidence_model.tsv: feature name, tab, weight; "bias" for the
// intercept. A feature the file does not name weighs 0.
func (m *evidenceModel) load(fsys fs.FS) error {
	knots := map[string]*float32{
		"bias": &m.bias, "suspect_at": &m.ev.suspectAt, "scam_at": &m.ev.scamAt,
		"vocabulary_suspect_at": &m.vocab.suspectAt, "vocabulary_scam_at": &m.vocab.scamAt,
		"deep_suspect_at": &m.deep.suspectAt, "deep_scam_at": &m.deep.scamAt,
		"calib_a": &m.calibA, "calib_b": &m.calibB,
	}
	err := readTSV(fsys, "text/evidence_model.tsv", 2, func(f []string) error {
		w, err := strconv.ParseFloat(f[1], 32)
		if err != nil {
			return err
		}
		if p, ok := knots[f[0]]; ok {
			*p = float32(w)
			return nil
		}
		i := featureIndex(f[0])
		if i < 0 {
			return fmt.Errorf("unknown feature %q", f[0])
		}
		m.w[i] = float32(w)
		return nil
	})
	if err != nil {
		return err
	}
	m.ev.check()
	m.vocab.check()
	m.deep.check()
	return nil
}

// knots map a model's probability to a score: the probabilities that score 31
// (suspect) and 71 (scam), chosen by scripts/train on held-out genuine messages so
// that only a budgeted share of them reaches each verdict. Every text layer is on
// this one scale, so their mean means the same thing.
type knots struct{ suspectAt, scamAt float32 }

// check falls back to the identity (score = 100p) when the knots are missing or
// out of order.
func (k *knots) check() {
	if !(0 < k.suspectAt && k.suspectAt < k.scamAt && k.scamAt < 1) {
		k.suspectAt, k.scamAt = 0.31, 0.71
	}
}

// score maps P(scam) to a score 0-100, linear between (0, 0), (suspectAt, 31),
// (scamAt, 71) and (1, 100).
func (k *knots) score(p float32) int {
	var s float32
	switch {
	case p < k.suspectAt:
		s = 31 * p / k.suspectAt
	case p < k.scamAt:
		s = 31 + 40*(p-k.suspectAt)/(k.scamAt-k.suspectAt)
	default:
		s = 71 + 29*(p-k.scamAt)/(1-k.scamAt)
	}
	return clampScore(int(s))
}

// scoreConfidence is a text layer's confidence in a calibrated score: 0.5 at the
// middle of the scale, 0.95 at its ends.
func scoreConfidence(score int) float64 {
	d := score - 50
	if d < 0 {
		d = -d
	}
	return float64(int((0.5+0.45*float64(d)/50)*100+0.5)) / 100
}

// probability is the calibrated probability that a text with this final score is
// a scam; -1 without calibration.
func (m *evidenceModel) probability(score int) float64 {
	if m.calibA == 0 {
		return -1
	}
	return float64(sigmoid(m.calibA*float32(score) + m.calibB))
}

func featureIndex(name string) int {
	for i, n := range evFeatureNames {
		if n == name {
			return i
		}
	}
	return -1
}

// predict returns P(scam) for the features x.
func (m *evidenceModel) predict(x *[numEvFeatures]float32) float32 {
	z := m.bias
	for i, v := range x {
		z += m.w[i] * v
	}
	return sigmoid(z)
}

// evidenceFeatures fills s.evX from the evidence found in the text and from the
// links and numbers of res (the phishing layer has run).
func (e *Engine) evidenceFeatures(res *Result, s *textScratch) {
	x := &s.evX
	*x = [numEvFeatures]float32{}
	s.foreignMobile = false
	k := s.ev.kinds
	for i := evKind(0); i < numEvKinds; i++ {
		if k&(1<<i) != 0 {
			x[i] = 1
		}
	}
	set := func(i int, b bool) {
		if b {
			x[i] = 1
		}
	}
	valueAsk := k&evValueAsks != 0
	anyAsk := k&evAsks != 0
	pressure := k&evPressure != 0
	set(efValueAsk, valueAsk)
	set(efAnyAsk, anyAsk)
	set(efPressure, pressure)
	set(efPressure2, popcount(k&evPressure) >= 2)
	set(efValueAskPressure, valueAsk && pressure)
	set(efAskPressure, anyAsk && pressure)
	// Nothing to do: no ask, no link, no number. A pretext alone asks nothing;
	// an adviser who will call asks the reader to take the call.
	set(efNoAction, !actionable(res))
	set(efPressureNoAsk, pressure && !anyAsk)
	set(efGenuine, k&evGenuine != 0)
	set(efGenuineNoValueAsk, k&evGenuine != 0 && !valueAsk)
	set(efCodeNoShare, s.ev.has(evGenCodeIs) && s.ev.has(evGenNoShare))

	// Official: a brand's or a popular site, or a government's (a restricted
	// registration).
	urls := res.s.u.urls
	pr := &res.Layers[LayerPhishing]
	official := 0
	for i := range urls {
		if u := &urls[i]; e.phish.protectedURL(u) || u.IP == IPNone && govHost(u.Host) || merchantName(u, pr) {
			official++
		}
	}
	if official < len(urls) && res.Type != TypeEmail && senderSite(res) {
		// "MAPFRE: ... su Área Cliente de mapfre.es": the sender's own site, by
		// the name a text message opens with. (An e-mail's display name is its
		// sender's choice, a bulk mailer's too: there the links stay unknown.)
		official = len(urls)
	}
	set(efURL, len(urls) > 0)
	set(efURLOfficial, len(urls) > 0 && official == len(urls))
	set(efURLUnofficial, official < len(urls))
	set(efURLSuspect, pr.Ran && pr.RiskScore >= 31)
	set(efURLScam, pr.Ran && pr.RiskScore >= 71)
	// A link off the brands' and popular domains, in a message that asks or presses.
	set(efClickUnofficial, official < len(urls) && (anyAsk || pressure))
	set(efPhone, len(res.s.u.phones) > 0)
	risky, mobile, noLine, foreign := 0, false, false, false
	for i := range res.s.u.phones {
		r := &res.s.u.phones[i].risk
		if r.risk >= 30 {
			risky++
		}
		m := r.class.typ == phoneMobile || r.class.typ == phonePersonal
		foreign = foreign || r.has(findForeign)
		mobile = mobile || m
		noLine = noLine || m || r.has(findInvalid) || r.has(findUnassigned)
		s.foreignMobile = s.foreignMobile || m && r.has(findForeign)
	}
	set(efPhoneForeign, foreign)
	set(efPhoneMobile, mobile)
	set(efPhoneRisky, risky > 0)
	set(efPhonePlain, len(res.s.u.phones) > 0 && risky == 0)
	// A number the text gives as a caller's ("a new voicemail from 0176 ...", "appel
	// manqué du 06 ...") is not one it asks to call: the carrier's notice asks to
	// dial its own short code.
	toCall := len(res.s.u.phones) - callerNumbers(s.toks, s.folded)
	set(efCallPhone, toCall > 0 && s.ev.has(evAskCall))
	set(efNewNumberAsk, s.ev.has(evPreNewNumber) && (anyAsk || s.ev.has(evPreRelationship)))
	genuine := k&evGenuine != 0
	set(efGenuineURLUnofficial, genuine && official < len(urls))
	set(efGenuineCall, genuine && x[efCallPhone] == 1)
	if genuine && (official < len(urls) || risky > 0 || x[efPhoneForeign] == 1) {
		// A genuine notice's markers ("do not share this code", "no action
		// needed") vouch for it only when nothing contradicts them: a link off the
		// official domains or a number from elsewhere is what the copies add.
		for i := evKind(0); i < numEvKinds; i++ {
			if evGenuine&(1<<i) != 0 {
				x[i] = 0
			}
		}
		x[efGenuine], x[efGenuineNoValueAsk], x[efCodeNoShare] = 0, 0, 0
	}
	for i := range urls {
		u := &urls[i]
		if !u.carrier && (e.phish.isShortener(u.Host) || len(u.Registrable) > 0 && e.phish.isShortener(u.Registrable)) {
			x[efShortener] = 1 // a click link whose target it carries hides nothing
		}
	}
	money := false
	for i := range s.toks {
		if s.toks[i].kind == tokMoney {
			money = true
			break
		}
	}
	set(efMoney, money)
	set(efEmail, res.Type == TypeEmail)
	set(efShort, s.stats.runes < 60)
	set(efLong, s.stats.runes > 600)
	if res.Type == TypeEmail {
		m := &res.s.u.mail
		_, spoof := e.phish.senderSpoofsBrand(m)
		set(efMailRaw, m.Raw)
		set(efMailSpoof, spoof || m.Has(EmailNameDomain) || m.Has(EmailDMARCFail))
		set(efMailReplyTo, m.Has(EmailReplyToDiffers))
		set(efMailReplyFreemail, e.phish.replyToFreemail(m))
		set(efMailLinkMismatch, m.Has(EmailLinkMismatch))
		set(efMailHidden, m.Has(EmailHiddenText))
		set(efMailAttachment, m.Has(EmailRiskyAttachment))
		set(efMailForm, m.Has(EmailForm))
		set(efMailIPLink, m.Has(EmailIPLink))
	}
	e.brandFeatures(res, s, x)
	set(efBrandShortener, x[efBrand] == 1 && x[efShortener] == 1)
	set(efBrandCallMobile, x[efBrand] == 1 && x[efCallPhone] == 1 && noLine)
	if otherLang(s.lang) {
		// The vocabulary models know the four served languages: in another,
		// their probability is noise, and the evidence stands on the links,
		// numbers, brands and sender alone.
		return
	}
	e.text.vocabulary(s)
	x[VocabularyFeature(res)] = s.pScam
}

// VocabularyFeature is the index of the evidence feature that holds the
// vocabulary models' P(scam) for res (after evidenceFeatures): "vocabulary";
// "vocabulary&!action" for a text with nothing to act on, whose wording is weaker
// evidence still; "vocabulary&genuine" for one with a genuine notice's markers
// that nothing contradicts ("reply YES to confirm" is scam wording in old spam
// and a dentist's reminder today).
func VocabularyFeature(res *Result) int {
	switch {
	case !actionable(res):
		return efVocabularyNoAction
	case res.s.t.evX[efGenuine] == 1:
		return efVocabularyGenuine
	}
	return efVocabulary
}

func popcount(v uint64) int {
	n := 0
	for ; v != 0; v &= v - 1 {
		n++
	}
	return n
}

// AppendEvidenceFeatures appends the evidence model's features of a Result that
// Analyze filled (text only; zeros otherwise), for scripts/train.
func (e *Engine) AppendEvidenceFeatures(dst []float32, res *Result) []float32 {
	return append(dst, res.s.t.evX[:]...)
}

// hardEvidence reports whether a text's findings are evidence a person would
// accept for a scam verdict: an ask for something of value under pressure, a link
// or number the phishing layer judges dangerous, or a known scam. Without it the
// text layers' wording alone never makes a scam (combine caps the score).
func hardEvidence(res *Result) bool {
	s := &res.s.t
	if s.ev.kinds&evValueAsks != 0 && s.ev.kinds&evPressure != 0 && !s.settled && collects(res) && !appealOnly(res) &&
		!relativeAsksOnly(res) && !warnsOthers(s.folded) {
		return true // a genuine pattern settled the ask (layerEvidence): a loan, a fee on the brand's site
	}
	if l := &res.Layers[LayerPhishing]; l.Ran && l.RiskScore >= 71 {
		return true
	}
	// Asked to call a number the phone analysis finds risky (premium rate, a
	// call-back country).
	if l := &res.Layers[LayerPhishing]; l.Ran && l.RiskScore >= 55 && len(res.s.u.phones) > 0 && s.ev.has(evAskCall) {
		return true
	}
	if s.imitation || s.deviceCode != nil {
		return true // the link imitates the brand the message names, or signs the sender in (layerEvidence)
	}
	if l := &res.Layers[LayerCache]; l.Ran && l.RiskScore > 0 {
		return true
	}
	if l := &res.Layers[LayerCommunity]; l.IsThreat {
		return true
	}
	if l := &res.Layers[LayerSemantic]; l.Ran && s.semSim >= semStrongSim {
		return true
	}
	return false
}

// warnsOthers reports whether a text warns its readers of a scam (warnWords):
// "Bin heute fast auf was reingefallen: SMS von 'DHL' ... Passt auf!", "someone
// messaged Nana pretending to be me ... warn your parents". It quotes the scam's
// asks without making them; suspect at most, never a scam by its wording.
func warnsOthers(folded []byte) bool { return containsAny(folded, warnWords[:]) }

// warnWords warn others of a scam, folded.
var warnWords = [...]string{"passt auf", "warnt eure", "warn your", "heads up", "watch out for",
	"nearly fell for", "almost fell for", "nearly got done", "fast reingefallen", "fast drauf reingefallen",
	"seid vorsichtig", "vorsicht vor", "failli me faire avoir", "failli tomber", "mefiez vous",
	"prevenez vos", "casi caigo", "casi me la cuelan", "avisad a", "ojo con", "tened cuidado",
	"ojo familia", "psa for", "attention aux arnaques", "achtung betrugsmasche",
	// someone else writing in the writer's or the reader's name, denied or checked
	// ("It's not me!" alone is the reader's answer to a bank's "did you make this payment?")
	"pretending to be me", "pretending to be you", "claiming to be me", "claiming to be you",
	"se fait passer pour moi", "se fait passer pour toi", "diciendo que soy yo", "dice ser tu",
	"gibt sich als mich aus", "gibt sich als dich aus",
	// a hacked account's owner telling friends to ignore its messages
	"ignorez et signalez", "ignore and report", "ignore it and report", "ignorad y denunciad", "ignoradlo y denunciadlo",
	"ignoriert und meldet", "ignoriert es und meldet"}

// relativeAsksOnly reports whether a text's only ask of value is money asked by a
// relative, from the number they always wrote from (no new or broken phone), with
// no secrecy, no account, link or number to send it to: "Maman c'est Léa ... Tu
// pourrais m'avancer 250€ ? Je te rembourse dès que l'APL tombe". The
// family-emergency scam writes from a new number; without one the reader can call
// the relative back. Suspect at most, never a scam by itself.
func relativeAsksOnly(res *Result) bool {
	k := res.s.t.ev.kinds
	return k&(1<<evPreRelationship) != 0 && k&evValueAsks == 1<<evAskTransfer &&
		k&(1<<evPreNewNumber|1<<evPreSecrecy|1<<evPreRomance) == 0 &&
		len(res.s.u.urls) == 0 && len(res.s.u.phones) == 0 && !accountGiven(res.s.u.text)
}

// selfCollecting are the asks whose object reaches the sender by the ask itself: a
// reply, a code or gift card numbers sent back, a transfer or crypto to the account
// or wallet given, an app installed or remote access granted, a paid text or call
// (its charge is what is taken).
const selfCollecting uint64 = 1<<evAskReply | 1<<evAskCode | 1<<evAskGiftcard | 1<<evAskCrypto |
	1<<evAskTransfer | 1<<evAskRemote | 1<<evAskInstall | 1<<evAskPremium

// collects reports whether a text gives a stranger a way to take what it asks for:
// an ask that carries its own way (selfCollecting: a reply, a code, a paid text...),
// a person's ask (a personal pretext, or "I"), an account written out or attached
// ("Payment details are attached"), an ask a
// reply carries (repliedAsks, mailedAsks), a link off the sender's own site, a
// number it asks to call or that is no organisation's line. What is left is done
// where the reader already goes: "la facture de cantine est à régler sur le Portail
// Famille", "pay online at bristol.gov.uk or call 0117 922 2900" (links all the
// named brand's, a government's or the sender's own, or on a brand's site that
// carries only its own pages, named or not: "log in at icicibank.com to confirm";
// none the phishing layer finds suspect; organisation lines beside them), "Bitte
// überweisen Sie den Betrag bis 20.06." (a transfer in a notice with no account:
// to the one the reader already pays).
//
// A number no range holds (noLine) reaches no one where the text's country is
// read, but may be a line of a country whose plan it was not read in (a Nigerian
// "0812 500 0070" read as British): it never collects for a scam verdict
// (hardEvidence), and never settles a text safe either (layerEvidence asks
// collects with unknown true).
func collects(res *Result) bool { return collectsWith(res, false) }

// collectsWith is collects, with numbers no range holds counted as collecting when
// unknown is true.
func collectsWith(res *Result, unknown bool) bool {
	u := &res.s.u
	kinds := res.s.t.ev.kinds
	switch {
	case kinds&selfCollecting&^(1<<evAskTransfer) != 0 || kinds&personalPretexts != 0 && !orgCallsFrom(res) ||
		accountGiven(u.text) || containsAny(res.s.t.folded, attachedAccountWords[:]) || containsAny(res.s.t.folded, accountToComeWords[:]) || firstPerson(res) || kinds&(1<<evAskTransfer) != 0 && containsAny(res.s.t.folded, p2pApps[:]) ||
		kinds&(1<<evAskPayment) != 0 && containsWords(res.s.t.folded, cashWords[:]):
		return true
	case kinds&repliedAsks != 0 || res.Type == TypeEmail && kinds&(mailedAsks|1<<evPreReward) != 0 && !govSiteAsked(res):
		return true
	case len(u.urls) > 0 && (res.s.t.evX[efBrandLinkOwn] != 0 || res.s.t.ownSites || govLinksOnly(u.urls) || senderSite(res)) &&
		res.Layers[LayerPhishing].RiskScore < 31:
		// The links are on official sites; they vouch for the numbers of the
		// brand they belong to, not for a line given as another brand's: "PayPal
		// <service@paypal.com>: Norton LifeLock Billing sent you an invoice ...
		// to cancel call +1 808 555 0193", the seller's note of an invoice the
		// platform sends for anyone.
		unvouched := res.s.t.brand >= 0 && res.s.t.evX[efBrandLinkOwn] == 0 && res.s.t.ownSites && !bareOnly(u.urls) &&
			kinds&(1<<evAskCall) != 0 && callerNumbers(res.s.t.toks, res.s.t.folded) < len(u.phones)
		for i := range u.phones {
			if p := &u.phones[i]; (!orgLine(p) || unvouched) && (unknown || !noLine(p)) {
				return true
			}
		}
		return false
	case len(u.urls) > 0:
		return true
	}
	// An organisation's line the text does not ask to call is its contact
	// ("Fragen beantworten wir unter 0711 216-10470"); one it asks to call, or a
	// mobile, is a way to reach whoever wrote. An organisation's line given as the
	// one the writer will call from ("our team will call you from 020 7766 6000")
	// is no number to call. A number no range holds reaches no one, as far as we
	// can tell (unknown).
	asked := kinds&(1<<evAskCall) != 0 && callerNumbers(res.s.t.toks, res.s.t.folded) < len(u.phones)
	for i := range u.phones {
		if p := &u.phones[i]; (unknown || !noLine(p)) && (!orgLine(p) || asked) {
			return true
		}
	}
	return false
}

// accountToComeWords promise the account to pay in the next message, folded:
// "¿Me transferís 85 mil al alias que te paso?", "je t'envoie le RIB".
var accountToComeWords = [...]string{"al alias que te paso", "al cbu que te paso", "a la cuenta que te paso", "te paso el alias",
	"te paso el cbu", "te paso la cuenta", "te mando los datos", "te paso los datos", "je t envoie le rib", "je t envoie mon rib",
	"je t envoie les coordonnees", "ich schick dir die kontodaten", "ich schicke dir die kontodaten", "ich schick dir die iban",
	"i ll send you the details", "i ll send you the account", "i ll text you the account", "i ll send the account details"}

// bareOnly reports whether every one of urls is a site named without a scheme
// ("chez FNAC.COM", "at Walmart.com"): a merchant a card alert names, no link.
func bareOnly(urls []URL) bool {
	for i := range urls {
		if !urls[i].Bare {
			return false
		}
	}
	return true
}

// govSiteAsked reports whether an e-mail sends the reader to a government's site
// for what it asks, every link there and no reply asked: "To protect you from
// identity theft, we need to verify your identity ... Go to idverify.irs.gov or
// call 800-830-5084". What a reply would carry, the site takes.
func govSiteAsked(res *Result) bool {
	return len(res.s.u.urls) > 0 && govLinksOnly(res.s.u.urls) && !res.s.t.ev.has(evAskReply) &&
		res.Layers[LayerPhishing].RiskScore < 31
}

// cashWords say a payment is taken in cash, folded: by whoever comes to the door
// ("el técnico cobrará 85€ en efectivo"), with no account or link needed.
var cashWords = [...]string{"en efectivo", "in cash", "en especes", "en liquide", "in bar ", "bar an den", "barzahlung"}

// orgCallsFrom reports whether a text's only person is a caller announced from
// organisations' lines ("our team will call you from 020 7766 6000 to confirm your
// details": a radio station's winner): its only personal pretext is the call
// (pre_adviser), it has no link, and every number is an organisation's line given
// as the one the call comes from. The fake adviser names no number, a mobile, or
// one to call back.
func orgCallsFrom(res *Result) bool {
	u := &res.s.u
	if res.s.t.ev.kinds&personalPretexts != 1<<evPreAdviser || len(u.urls) > 0 || len(u.phones) == 0 ||
		callerNumbers(res.s.t.toks, res.s.t.folded) < len(u.phones) {
		return false
	}
	for i := range u.phones {
		if !orgLine(&u.phones[i]) {
			return false
		}
	}
	return true
}

// p2pApps are the person-to-person payment apps, folded, whose payee is the
// sender's own phone number or address: a transfer asked "por Bizum", "via PayPal
// friends and family" reaches whoever wrote, with no account written out.
var p2pApps = [...]string{"bizum", "paypal", "zelle", "venmo", "cash app", "cashapp", "lydia", "wero", "paylib",
	"swish", "twint", "revolut", "payid"}

// noLine reports whether p is a number no line can have: invalid, or in a range
// no operator holds.
func noLine(p *Phone) bool { return p.risk.class.typ == phoneInvalid }

// appealOnly reports whether a text's only pressure is a charity appeal, urgent or
// not ("Nach dem Erdbeben brauchen die Menschen dringend Hilfe"), and its only asks
// a donation with no account written out: what every charity's mailing says. A fake charity shows itself elsewhere: crypto or gift cards, an account to
// wire to, a link the phishing layer judges.
func appealOnly(res *Result) bool {
	const donation = 1<<evAskTransfer | 1<<evAskPayment
	kinds := res.s.t.ev.kinds
	return kinds&evPressure&^(1<<evPreUrgency) == 1<<evPreCharity && kinds&evValueAsks&^donation == 0 &&
		!accountGiven(res.s.u.text)
}

// senderSite reports whether every link of a text is on the site its sender's name
// spells: the registered label, letters and digits only, is the name the message
// opens with ("Aguas Andinas: ...", or a pasted letter's letterhead line), an
// e-mail's From display name, folded the
// same way ("aguasandinas.cl", "407 ETR" and "407etr.com") or as domains spell it
// (foldNameSpelt: "Marks & Spencer" and marksandspencer.com), or a word of the
// message's signature line ("Dein REWE Team" and rewe.de); a government's or a
// charity's page beside them (URL.public) is no one's but theirs. An unknown company's
// notice that sends the reader to its own site collects nothing a stranger gets;
// "aguasandinas-pago.com" spells more than the name. Not for a text that asks
// money for an investment, nor money for a prize, a grant, a job or an
// inheritance (the advance fee): such a scheme's site is its own too.
func senderSite(res *Result) bool {
	if len(res.s.u.urls) == 0 || res.Layers[LayerPhishing].RiskScore >= 31 {
		return false
	}
	switch k := res.s.t.ev.kinds; {
	case k&(1<<evPreInvestment) != 0 && k&evValueAsks != 0:
		return false // "MaxwellPartners: guaranteed returns ... deposit $250 at maxwellpartners.io": the scheme's own site
	case k&advanceFee != 0 && k&evMoneyAsks != 0:
		return false // "Beca Futuro Joven ... debes abonar 39 € ... en https://becasfuturojoven.org": the fee's own site
	}
	var buf, buf2 [64]byte
	var name, spelt []byte
	if res.Type == TypeEmail && res.s.u.mail.FromName != "" {
		name = foldName(buf[:0], res.s.u.mail.FromName)
		spelt = foldNameSpelt(buf2[:0], res.s.u.mail.FromName)
	} else if colon := bytes.IndexByte(res.s.u.text, ':'); colon > 0 && colon <= 40 {
		tag := res.s.u.text[:colon]
		if dot := bytes.IndexByte(tag, '.'); dot > 0 && bytes.IndexByte(tag, ' ') < 0 {
			tag = tag[:dot] // "jobcenter.digital: ...": a domain's name
		}
		name = foldName(buf[:0], string(tag))
		spelt = foldNameSpelt(buf2[:0], string(tag))
	} else if head := letterhead(res.s.u.text); len(head) > 0 {
		name = foldName(buf[:0], string(head))
		spelt = foldNameSpelt(buf2[:0], string(head))
	}
	sig := signatureLine(res.s.u.text)
	if len(name) < 3 && len(sig) == 0 {
		return false
	}
	links := 0
	for i := range res.s.u.urls {
		u := &res.s.u.urls[i]
		if u.Email {
			continue // an address ("subscribed as srodriguez@adelphia.net"): no site of anyone's
		}
		links++
		if domainMentioned(res, u) || u.public || u.IP == IPNone && govHost(u.Host) {
			continue // a name, or a government's or a charity's page ("more at studentaid.gov")
		}
		label, _, _ := bytes.Cut(u.Registrable, []byte("."))
		if u.IP != IPNone || (len(name) < 3 || !alnumEqual(label, name) && !companyDomain(label, name) && !alnumEqual(label, spelt)) &&
			!(res.Type == TypeEmail && senderDomainNamed(u, &res.s.u.mail)) && !signedBy(label, sig) {
			return false
		}
	}
	return links > 0
}

// letterhead returns the first line of a text of several lines when it can be a
// name printed at the top of a letter ("Cleveland Clinic\nPatient Financial
// Services\nFINAL NOTICE ..."): short, without a link, an address, a colon or a
// sentence's full stop; nil otherwise.
func letterhead(text []byte) []byte {
	i := bytes.IndexByte(text, '\n')
	if i < 0 {
		return nil
	}
	line := bytes.TrimSpace(text[:i])
	if len(line) == 0 || len(line) > 40 || bytes.ContainsAny(line, "/@:.") {
		return nil
	}
	return line
}

// signatureLine returns the last line of text that can be a signature ("Dein
// REWE Team", "L'équipe Boulanger"): short, without a link, an address or a
// sentence's full stop; nil otherwise. A company's postal address or legal line
// may follow it ("The Grammarly Team\n\nGrammarly, Inc., 548 Market St."): the
// last three lines are read, from the bottom.
func signatureLine(text []byte) []byte {
	text = bytes.TrimRight(text, " \t\r\n")
	for range 3 {
		i := lastIndexByte(text, '\n')
		line := bytes.TrimSpace(text[i+1:])
		if len(line) > 0 && len(line) <= 40 && !bytes.ContainsAny(line, "/@:.") {
			return line
		}
		if i < 0 {
			break
		}
		text = bytes.TrimRight(text[:i], " \t\r\n")
	}
	return nil // a link, an address or a sentence: no name
}

// signedBy reports whether a registered label of four letters or more is one of
// the words of a signature line, or two or more of them in a row written
// together, letters and digits only, in any case: rewe.de and "Dein REWE Team",
// michaelpage.fr and "Michael Page".
func signedBy(label, sig []byte) bool {
	if len(label) < 4 {
		return false
	}
	for first := 0; first < len(sig); first++ {
		if !isASCIIAlnum(sig[first]) || first > 0 && isASCIIAlnum(sig[first-1]) {
			continue // not the start of a word
		}
		// Match label against the words from this one on, skipping the spaces
		// between them; a match must end at a word's end.
		i, j := first, 0
		for j < len(label) && i < len(sig) {
			switch {
			case isASCIIAlnum(sig[i]) && lowerASCII(sig[i]) == lowerASCII(label[j]):
				i++
				j++
			case sig[i] == ' ' && j > 0 && isASCIIAlnum(sig[i-1]):
				i++
			default:
				i = len(sig) + 1 // no match
			}
		}
		if j == len(label) && i <= len(sig) && (i == len(sig) || !isASCIIAlnum(sig[i])) {
			return true
		}
	}
	return false
}

// groupPrefixes are the words a company puts before its name in its domain
// ("Vanti: ... Pague en grupovanti.com", "IndiGo: ... goindigo.in", "Frontier:
// ... flyfrontier.com"; "Orange: ... moncompte.orange.fr" aside).
var groupPrefixes = [...]string{"grupo", "group", "groupe", "gruppe", "my", "mi", "mon", "mein", "go", "fly", "get", "the"}

// companyDomain reports whether label is name after one of groupPrefixes, letters and
// digits only, glued to it ("grupovanti"); a hyphen splits, as in alnumEqual.
func companyDomain(label, name []byte) bool {
	for _, p := range groupPrefixes {
		if len(label) > len(p) && hasPrefixFold(label, p) && alnumEqual(label[len(p):], name) {
			return true
		}
	}
	return false
}

// senderDomainNamed reports whether link u is on the domain its e-mail comes from
// and that domain's registered label is the sender's display name or one of its
// words (domainNamed): "Ayuntamiento de Madrid <noreply@madrid.es>" linking to
// sede.madrid.es. A free mailbox's domain is no one's.
func senderDomainNamed(u *URL, m *Email) bool {
	return m.FromDomain != "" && len(u.Registrable) != 0 && emailSite(m.FromDomain) == string(u.Registrable) &&
		domainNamed(u.Registrable, m.FromName)
}

// domainNamed reports whether a registered domain's label is a sender's display
// name, letters and digits only ("Cadena SER" and cadenaser.com), or one of its
// words of four letters or more ("Penguin Books UK" and penguin.co.uk), or the
// domain itself ("LWN.net").
func domainNamed(registrable []byte, name string) bool {
	if strings.EqualFold(strings.TrimSpace(name), string(registrable)) {
		return true // "LWN.net" and lwn.net: the name is the domain, however short
	}
	label, _, _ := bytes.Cut(registrable, []byte("."))
	if len(label) < 4 {
		return false
	}
	var buf [64]byte
	if f := foldName(buf[:0], name); len(f) >= 4 && alnumEqual(label, f) {
		return true
	}
	if f := foldNameSpelt(buf[:0], name); len(f) >= 4 && alnumEqual(label, f) {
		return true // "Marks & Spencer" and marksandspencer.com
	}
	for w := range strings.FieldsFuncSeq(name, isNameSep) {
		if f := foldName(buf[:0], w); len(f) >= 4 && alnumEqual(label, f) {
			return true
		}
		if f := foldNameSpelt(buf[:0], w); len(f) >= 4 && alnumEqual(label, f) {
			return true // "Landeshauptstadt München" and muenchen.de
		}
	}
	return false
}

// foldNameSpelt is foldName with the spellings domain names give what they
// cannot write: German umlauts and ß as two letters (München, muenchen.de), "&"
// as "and" (Marks & Spencer, marksandspencer.com).
func foldNameSpelt(dst []byte, name string) []byte {
	start := len(dst)
	for _, r := range name {
		if len(dst)-start > 40 || r == '\n' {
			return nil
		}
		switch r {
		case 'ä', 'Ä':
			dst = append(dst, "ae"...)
		case 'ö', 'Ö':
			dst = append(dst, "oe"...)
		case 'ü', 'Ü':
			dst = append(dst, "ue"...)
		case 'ß':
			dst = append(dst, "ss"...)
		case '&':
			dst = append(dst, "and"...)
		default:
			if r < utf8.RuneSelf && isASCIIAlnum(byte(r)) {
				c := byte(r)
				if c >= 'A' && c <= 'Z' {
					c |= 0x20
				}
				dst = append(dst, c)
			} else if r >= utf8.RuneSelf {
				dst = append(dst, latinFold(r)...)
			}
		}
	}
	return dst
}

// isNameSep reports whether r separates the words of a sender's display name.
func isNameSep(r rune) bool {
	return r == ' ' || r == '-' || r == ',' || r == '.' || r == '&' || r == '\''
}

// foldName appends to dst the letters and digits of a sender's name, lower-cased,
// Latin accents folded; nil for a name of more than 40 of them or one spanning a
// line (not a name: a sentence).
func foldName(dst []byte, name string) []byte {
	for _, r := range name {
		switch {
		case len(dst) > 40 || r == '\n':
			return nil
		case r < utf8.RuneSelf && isASCIIAlnum(byte(r)):
			c := byte(r)
			if c >= 'A' && c <= 'Z' {
				c |= 0x20
			}
			dst = append(dst, c)
		case r >= utf8.RuneSelf:
			dst = append(dst, latinFold(r)...)
		}
	}
	return dst
}

// alnumEqual reports whether label, letters and digits only, lower-cased, is name
// ("barm-er" is not "barmer": a hyphen splits a name a kit imitates).
func alnumEqual(label, name []byte) bool {
	j := 0
	for _, c := range label {
		if !isASCIIAlnum(c) {
			return false
		}
		if c >= 'A' && c <= 'Z' {
			c |= 0x20
		}
		if j >= len(name) || c != name[j] {
			return false
		}
		j++
	}
	return j == len(name)
}

// firstPerson reports whether a text speaks as one person: a first-person pronoun
// ("I", "je", "yo", "ich") or possessive before a word in lower case ("mi paquete",
// "My phone died"); a person's ask is answered to them, an organisation writes "we".
// A possessive before a capital or a digit names a service's customer area ("My
// Account", "Mein ELSTER", "Mi Telcel", "Mein o2"), not a person, and so does "et
// moi" after a name ("l'app Orange et moi").
func firstPerson(res *Result) bool {
	s := &res.s.t
	for k := range s.toks {
		if tokenIn(s.toks, s.folded, k, firstPersonWords[:]) &&
			!(tokenIn(s.toks, s.folded, k, appNameEnd[:]) && tokenIn(s.toks, s.folded, k-1, appNameJoin[:])) {
			return true
		}
	}
	text := res.s.u.text
	for i := range text {
		if i > 0 && isASCIIAlnum(text[i-1]) || !isASCIILetter(text[i]) {
			continue // not the start of a word
		}
		for _, w := range firstPossessives {
			end := i + len(w)
			if end+2 < len(text) && text[end] == ' ' && isLower(text[end+1]) && isLower(text[end+2]) &&
				hasPrefixFold(text[i:], w) {
				return true
			}
		}
	}
	return false
}

// firstPersonWords are the first-person singular pronouns of the four languages
// (and the Spanish "soy", which goes without one),
// firstPossessives their possessives, in lower case (not the French "mes": the
// Spanish month).
var (
	firstPersonWords = [...]string{"i", "je", "j", "moi", "yo", "soy", "ich", "mir", "mich"}
	firstPossessives = [...]string{"my", "mon", "ma", "mi", "mis", "mein", "meine", "meinen", "meiner", "meinem"}
	appNameEnd       = [...]string{"moi"}
	appNameJoin      = [...]string{"et"}
)

// isLower reports whether c is an ASCII lower-case letter.
func isLower(c byte) bool { return c >= 'a' && c <= 'z' }

// repliedAsks are the asks any reply can carry: card or bank details, personal data
// ("envíenos por aquí una foto de su DNI"); mailedAsks those an e-mail's reply can,
// credentials too (a text's "log in with your credentials" points to a site). A prize
// in an e-mail is claimed by answering it. A payment asked by e-mail still needs a
// link, a number or an account to reach a stranger ("Mahnung ... Bitte zahlen Sie
// den Betrag innerhalb einer Woche": the reader pays where they always pay).
const (
	repliedAsks uint64 = 1<<evAskCard | 1<<evAskPersonal
	mailedAsks  uint64 = repliedAsks | 1<<evAskCredentials
)

// personalPretexts are the pretexts of a person's ask, answered to that person.
const personalPretexts uint64 = 1<<evPreRelationship | 1<<evPreNewNumber | 1<<evPreRomance |
	1<<evPreWrongNumber | 1<<evPreSecrecy | 1<<evPreJob | 1<<evPreInvestment |
	1<<evPreInheritance | 1<<evPreSextortion | 1<<evPreAdviser | 1<<evPreRental

// accountGiven reports whether text writes out somewhere to send money: an IBAN, a
// crypto wallet's address (walletAt), a card number (sixteen digits, run together or in groups of four: Mexico's "deposita
// a la tarjeta"), a $cashtag, an American routing number or a mobile-money till
// (tillBefore). A shorter run of digits may be a phone number.
func accountGiven(text []byte) bool {
	digits := 0
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case c == '0' && i+1 < len(text) && text[i+1] == 'x' && walletAt(text, i):
			return true // before the digits: Ethereum's 0x is a digit too
		case c >= '0' && c <= '9':
			if digits++; digits >= 16 {
				return true
			}
			continue
		case (c == ' ' || c == '-') && digits > 0 && digits%4 == 0 && i+1 < len(text) && isDigit(text[i+1]):
			continue
		case c == '$' && i+1 < len(text) && (text[i+1]|0x20) >= 'a' && (text[i+1]|0x20) <= 'z':
			return true
		case c >= 'A' && c <= 'Z' && ibanAt(text, i):
			return true
		case c == '-' && digits == 2 && sortCodeAt(text, i-2):
			return true
		case (c == 'b' || c == 'T') && walletAt(text, i):
			return true
		case digits == 9 && routingBefore(text[:i-9]):
			return true // "ABA: 061000104": an American account's routing number
		case digits >= 5 && digits <= 8 && tillBefore(text[:i-digits]):
			return true // "via Till 5123987": a mobile-money merchant's till
		}
		digits = 0
	}
	return digits == 9 && routingBefore(text[:len(text)-9]) ||
		digits >= 5 && digits <= 8 && tillBefore(text[:len(text)-digits])
}

// tillBefore reports whether b ends with the name of a mobile-money merchant's
// number ("Till 5123987", "Paybill no. 247247", "Buy Goods 891234"), which the
// digits after it are: money paid there goes to whoever holds it.
func tillBefore(b []byte) bool { return endsWithName(b, tillNames[:]) }

// routingBefore reports whether b ends with the name of an American routing
// number ("ABA: ", "Routing number ", "RTN "), which the nine digits after it are.
func routingBefore(b []byte) bool { return endsWithName(b, routingNames[:]) }

// endsWithName reports whether b, less the separators after it, ends with one of
// names as a word of its own, ignoring case.
func endsWithName(b []byte, names []string) bool {
	b = bytes.TrimRight(b, " :#.\t")
	for _, w := range names {
		if len(b) >= len(w) && bytes.EqualFold(b[len(b)-len(w):], []byte(w)) &&
			(len(b) == len(w) || !isASCIIAlnum(b[len(b)-len(w)-1])) {
			return true
		}
	}
	return false
}

// routingNames and tillNames name the numbers after them (routingBefore, tillBefore).
var (
	routingNames = [...]string{"aba", "routing", "routing number", "routing no", "rtn", "routing (ach)", "routing (aba)",
		"ach routing", "aba routing", "routing/aba", "aba/routing"}
	tillNames = [...]string{"till", "till no", "till number", "paybill", "paybill no", "paybill number", "buy goods"}
)

// walletAt reports whether a crypto wallet's address starts at text[i], as a word
// of its own: Bitcoin's bech32 (bc1 and 25 to 62 lower-case letters and digits),
// Ethereum's (0x and 40 hex digits), Tron's (T and 33 base58 characters).
func walletAt(text []byte, i int) bool {
	if i > 0 && isASCIIAlnum(text[i-1]) {
		return false
	}
	end := i
	for end < len(text) && isASCIIAlnum(text[end]) {
		end++
	}
	w := text[i:end]
	n := len(w)
	switch {
	case n >= 28 && n <= 65 && string(w[:3]) == "bc1":
		for _, c := range w[3:] {
			if c >= 'A' && c <= 'Z' {
				return false
			}
		}
		return true
	case n == 42 && w[0] == '0' && w[1] == 'x':
		for _, c := range w[2:] {
			if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F') {
				return false
			}
		}
		return true
	case n == 34 && w[0] == 'T':
		for _, c := range w {
			if c == '0' || c == 'O' || c == 'I' || c == 'l' {
				return false // not base58
			}
		}
		return true
	}
	return false
}

// sortCodeAt reports whether text holds at i a British sort code and account
// number: "04-00-04 11839920" (two digits three times, then eight), or the two
// on their lines ("Sort code: 04-00-75\nAccount: 31882046": between them at most
// 24 bytes of spaces, punctuation and an account word).
func sortCodeAt(text []byte, i int) bool {
	const shape = "dd-dd-dd"
	if i+len(shape) > len(text) || i > 0 && isDigit(text[i-1]) {
		return false
	}
	for k := 0; k < len(shape); k++ {
		c := text[i+k]
		if shape[k] == 'd' && !isDigit(c) || shape[k] == '-' && c != '-' {
			return false
		}
	}
	j := i + len(shape)
	gap := j
	for j < len(text) && j-gap <= 24 && !isDigit(text[j]) {
		j++
	}
	if j == gap || j-gap > 24 || !accountGap(text[gap:j]) {
		return false
	}
	n := 0
	for j+n < len(text) && isDigit(text[j+n]) {
		n++
	}
	return n == 8
}

// accountGap reports whether the bytes between a sort code and its account number
// are only spaces and punctuation, with at most the word "account" or "a/c"
// ("\nAccount number: ", ", acc no. ").
func accountGap(b []byte) bool {
	alnum := false
	for _, c := range b {
		alnum = alnum || isASCIIAlnum(c)
	}
	if !alnum {
		return true // "04-00-75, 31882046"
	}
	for k := 0; k+2 < len(b); k++ {
		if b[k]|0x20 == 'a' && (b[k+1]|0x20 == 'c' && b[k+2]|0x20 == 'c' || b[k+1] == '/' && b[k+2]|0x20 == 'c') {
			return true
		}
	}
	return false
}

// ibanAt reports whether an IBAN starts at text[i]: two capital letters, two check
// digits, then at least eleven letters or digits, run together or in groups of four.
func ibanAt(text []byte, i int) bool { return ibanEnd(text, i) > 0 }

// ibanEnd returns the end of the IBAN starting at text[i] (ibanAt), or 0.
func ibanEnd(text []byte, i int) int {
	if i > 0 && isASCIIAlnum(text[i-1]) || i+4 > len(text) ||
		!(text[i+1] >= 'A' && text[i+1] <= 'Z') || !isDigit(text[i+2]) || !isDigit(text[i+3]) {
		return 0
	}
	if i+7 <= len(text) && string(text[i+4:i+7]) == "ZZZ" {
		return 0 // a SEPA creditor identifier (DE98ZZZ09999999999): who debits, no account to pay
	}
	n, group, end := 0, 4, i+4 // group: characters since the last space, the check digits' group first
	for j := i + 4; j < len(text); j++ {
		c := text[j]
		if isASCIIAlnum(c) {
			n++
			group++
			end = j + 1
			continue
		}
		if c != ' ' || group != 4 {
			break
		}
		group = 0
	}
	if n < 11 {
		return 0
	}
	return end
}

// isASCIIAlnum reports whether c is an ASCII letter or digit.
func isASCIIAlnum(c byte) bool {
	return isDigit(c) || (c|0x20) >= 'a' && (c|0x20) <= 'z'
}

// orgLine reports whether p is the kind of line an organisation answers on (a
// fixed line, a toll-free, shared-cost or national number) and the phone analysis
// found nothing against it.
func orgLine(p *Phone) bool {
	switch p.risk.class.typ {
	case phoneFixed, phoneFixedOrMobile, phoneTollFree, phoneShared, phoneUAN:
		return p.risk.risk == 0 && p.risk.findings == 0
	}
	return false
}

// vocabularyCap is the highest score a text gets without hard evidence: suspect.
const vocabularyCap = 70

// settledCap is the highest score of a text a genuine pattern settled (familyLoan,
// officialOnly) without hard evidence: safe, whatever the wording models say.
const settledCap = 30

// capText returns score, capped for a text without hard evidence: at vocabularyCap
// (wording alone never makes a scam), or at settledCap when a genuine pattern
// settled it.
func capText(res *Result, score int) int {
	limit := vocabularyCap
	if res.s.t.settled {
		limit = settledCap
	}
	if !isText(res.Type) || score <= limit || hardEvidence(res) {
		return score // most texts stop at the comparison, before hardEvidence
	}
	return limit
}

// callerWords introduce the number of whoever called or wrote: "from", "von",
// "de", "du", "del".
var callerWords = [...]string{"from", "von", "de", "du", "del"}

// callerNumbers counts the phone numbers of toks that follow a caller word: a run of
// number tokens holding seven digits or more, or split in groups.
func callerNumbers(toks []textToken, folded []byte) int {
	isNum := func(k uint8) bool { return k == tokNum || k == tokShort || k == tokPhone }
	n := 0
	for i := 0; i < len(toks); i++ {
		if !isNum(toks[i].kind) {
			continue
		}
		j, long := i, false
		for ; j < len(toks) && isNum(toks[j].kind); j++ {
			long = long || toks[j].kind == tokPhone
		}
		if (long || j-i >= 2) && tokenIn(toks, folded, i-1, callerWords[:]) {
			n++
		}
		i = j
	}
	return n
}

// actionable reports whether a text gives the reader something to do: an ask, a
// link, a phone number, an attachment or a form; an adviser's call to take; or
// the opener of the family-emergency scam (a parent addressed from a new
// number) or a stranger's ("who is this?", "your number is saved as"), which
// asks for the reply it does not yet write.
func actionable(res *Result) bool {
	// An address on the e-mail's own From domain, where nothing is asked, is the
	// sender's contact ("Please contact ap@kestrel-logistics.com with any queries
	// regarding this payment"); a stranger's address is a way to reach them.
	ev := &res.s.t.ev
	if ev.kinds&evAsks != 0 || len(res.s.u.phones) > 0 {
		return true
	}
	for i := range res.s.u.urls {
		if u := &res.s.u.urls[i]; !u.Email || !senderAddress(res, u) {
			return true
		}
	}
	if ev.has(evPreRelationship) && ev.has(evPreNewNumber) || ev.has(evPreAdviser) ||
		ev.has(evPreWrongNumber) {
		return true
	}
	m := &res.s.u.mail
	return res.Type == TypeEmail && (m.Has(EmailRiskyAttachment) || m.Has(EmailForm))
}

// senderAddress reports whether u, an e-mail address found in the text, is on the
// registered domain of the e-mail's From address.
func senderAddress(res *Result, u *URL) bool {
	from := res.s.u.mail.FromDomain
	return res.Type == TypeEmail && len(u.Registrable) > 0 && len(from) >= len(u.Registrable) &&
		string(from[len(from)-len(u.Registrable):]) == string(u.Registrable) &&
		(len(from) == len(u.Registrable) || from[len(from)-len(u.Registrable)-1] == '.')
}

// linkedBrandNamed returns the brand whose own domain the text's first link is on
// when the text writes the brand's display name with its capital, as a word ("Your
// Chase Sapphire statement ... sign in at chase.com"), or -1. A brand named by an
// everyday word (Chase, Orange), which brandInText leaves out, is named so: the
// word and the brand's own site together. A name that is the start of a domain
// ("Booking.com", "PayPal.me") is the link itself.
func (p *phishTables) linkedBrandNamed(res *Result) int32 {
	urls := res.s.u.urls
	if len(urls) == 0 {
		return -1
	}
	b := p.urlBrand(&urls[0])
	if b < 0 {
		return -1
	}
	name := p.brands[b].display
	if strings.IndexByte(name, '.') >= 0 {
		return -1 // "Booking.com" is the link itself, which names the site, not its sender
	}
	text := res.s.u.text
	if anyIndex(text, name, func(j int) bool {
		end := j + len(name)
		return wordAt(text, j, len(name)) && (end == len(text) || text[end] != '.' || end+1 < len(text) && !isASCIIAlnum(text[end+1]))
	}) {
		return b
	}
	return -1
}

// brandFeatures sets the features of the brand the message names: its sector, and
// whether its links lead to that brand's own domains.
func (e *Engine) brandFeatures(res *Result, s *textScratch, x *[numEvFeatures]float32) {
	p := &e.phish
	b := int32(-1)
	if res.Type != TypeEmail {
		// The tag a message opens with is its sender's ("BoursoBank : un nouvel
		// appareil (Samsung Galaxy S24) ..."), before any brand it names.
		b = p.brandTag(res.Normalized)
	}
	if b < 0 {
		b = p.brandInText(s)
	}
	if b < 0 && res.Type == TypeEmail {
		b = p.brandInName(res.s.u.mail.SenderName())
	}
	if b < 0 {
		b = p.linkedBrandNamed(res)
	}
	s.brand = b
	s.datingNamed = b >= 0 && p.brands[b].cat == catDating
	s.ownSites = e.ownSites(res.s.u.urls)
	if b < 0 {
		return
	}
	x[efBrand] = 1
	switch p.brands[b].cat {
	case catBank, catPayment:
		x[efBrandBank] = 1
	case catTax, catGov:
		x[efBrandGov] = 1
	case catDelivery:
		x[efBrandDelivery] = 1
	case catTech, catTelecom, catUtility, catStreaming, catSocial, catDating:
		x[efBrandTech] = 1
	case catRetail, catTravel:
		x[efBrandRetail] = 1
	case catCrypto:
		x[efBrandCrypto] = 1
	}
	urls := res.s.u.urls
	if len(urls) == 0 {
		return
	}
	own := 0
	for i := range urls {
		u := &urls[i]
		if u.Email && p.freemailAddress(u.Registrable) {
			continue // anyone's mailbox at the provider, not the provider (contact "…@gmx.com")
		}
		if lb := p.urlBrand(u); lb == b || lb >= 0 && p.brands[lb].cat == p.brands[b].cat && sameName(&p.brands[lb], &p.brands[b]) {
			own++
		}
	}
	if own == len(urls) {
		x[efBrandLinkOwn] = 1
	} else if own == 0 && e.officialCount(res) < len(urls) {
		x[efBrandLinkElsewhere] = 1
	}
}

// sameName reports whether two brands of the text's one name share a word of
// their display names of four letters or more (Swiss Post, "La Poste" in French,
// links post.ch: "La Poste" and "Swiss Post" share "post").
func sameName(a, b *brand) bool {
	for w := range strings.FieldsSeq(a.display) {
		if len(w) < 4 {
			continue
		}
		for i := 0; i+len(w) <= len(b.display); i++ {
			if strings.EqualFold(b.display[i:i+len(w)], w) {
				return true
			}
		}
	}
	return false
}

// ownSites reports whether every one of urls (one at least) is on the official
// domains of a brand whose domains carry only its own pages (userPages) and the
// phishing layer finds nothing against it.
func (e *Engine) ownSites(urls []URL) bool {
	p := &e.phish
	for i := range urls {
		u := &urls[i]
		if u.IP != IPNone {
			return false
		}
		b := p.urlBrand(u)
		if b < 0 || userPages(p.brands[b].cat) {
			return false
		}
	}
	return len(urls) > 0
}

// officialCount is how many of the content's links are on a brand's official or a
// popular domain, or are a merchant's name (merchantName).
func (e *Engine) officialCount(res *Result) int {
	n := 0
	pr := &res.Layers[LayerPhishing]
	for i := range res.s.u.urls {
		if u := &res.s.u.urls[i]; e.phish.protectedURL(u) || merchantName(u, pr) {
			n++
		}
	}
	return n
}

// domainMentioned reports whether u is a domain an e-mail names rather than a link
// to follow: written bare, with no path, beside links written to be followed
// (with their scheme, or a page's path: "ovh.com/manager"), in a content whose
// links the phishing layer finds no more than an old mail's plain http in. A
// registrar's renewal notice names the customer's domain ("Domain:
// fernhill.dev", "Votre nom de domaine boulangerie-morel.fr expire") and links
// its own dashboard; a domain a scam sends the reader to is written to be
// tapped, or carries a risk of its own.
func domainMentioned(res *Result, u *URL) bool {
	if res.Type != TypeEmail || !u.Bare || u.Email || len(u.Path) > 0 || res.Layers[LayerPhishing].RiskScore > ptsPlainHTTP {
		return false
	}
	for i := range res.s.u.urls {
		if l := &res.s.u.urls[i]; l != u && !l.Email && (len(l.Scheme) > 0 || len(bytes.Trim(l.Path, "/")) > 0) {
			return true
		}
	}
	return false
}

// merchantName reports whether u is a merchant's name rather than a link to
// follow: a bare domain in capitals with no path, as card and bank alerts write
// the merchant ("a payment of £249.99 to CURRYS.CO.UK"), in a content whose links
// the phishing layer finds no risk in. A scam's link is written to be tapped, in
// lower case and often with a path; one in capitals that the phishing layer finds
// risky still counts.
func merchantName(u *URL, pr *Layer) bool {
	return u.Capitals && pr.RiskScore < 31
}

// lowerASCII returns c in lower case if it is an ASCII capital.
func lowerASCII(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}
