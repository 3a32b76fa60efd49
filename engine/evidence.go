package engine

import (
	"bytes"
	"fmt"
	"io/fs"
	"math/bits"
	"slices"
	"strings"

	"github.com/cespare/xxhash/v2"
)

// Evidence: what a message asks the reader to do, under what pretext, and what
// genuine notifications say instead. The patterns are in data/text/evidence.tsv, one
// kind and language a line; they are matched on the tokens the text layers share
// (token.go), so one pattern covers every spelling the tokenizer folds together.
//
// Kinds say nothing by themselves: the evidence model (evidencemodel.go) learns from
// labelled messages how much each kind, and each combination that matters (an ask
// with a pretext, a link that is not the brand's own), weighs.

// evKind is one kind of evidence.
type evKind uint8

// Evidence kinds, in the order of evKindNames.
const (
	evAskCredentials evKind = iota
	evAskCard
	evAskPayment
	evAskGiftcard
	evAskCrypto
	evAskTransfer
	evAskPersonal
	evAskRemote
	evAskInstall
	evAskCode
	evAskCall
	evAskReply
	evAskClick
	evAskPremium
	evPreUrgency
	evPreThreat
	evPreReward
	evPreRefund
	evPreRelationship
	evPreNewNumber
	evPreAuthority
	evPreSecrecy
	evPreDelivery
	evPreJob
	evPreInvestment
	evPreTech
	evPreSextortion
	evPreInheritance
	evPreAccount
	evPreWrongNumber
	evPreRomance
	evPreAdviser
	evPreToll
	evPreTax
	evPreUtility
	evPreBank
	evPreCharity
	evPreRental
	evGenNoShare
	evGenCodeIs
	evGenNoAction
	evGenOptOut
	evGenOfficial
	evGenOrder
	evGenMasked // an account or card shown masked: "*4821", "card ending in 0912"
	numEvKinds
)

var evKindNames = [numEvKinds]string{
	"ask_credentials", "ask_card", "ask_payment", "ask_giftcard", "ask_crypto",
	"ask_transfer", "ask_personal", "ask_remote", "ask_install", "ask_code", "ask_call",
	"ask_reply", "ask_click", "ask_premium",
	"pre_urgency", "pre_threat", "pre_reward", "pre_refund", "pre_relationship",
	"pre_newnumber", "pre_authority", "pre_secrecy", "pre_delivery", "pre_job",
	"pre_investment", "pre_tech", "pre_sextortion", "pre_inheritance", "pre_account",
	"pre_wrongnumber", "pre_romance", "pre_adviser", "pre_toll", "pre_tax", "pre_utility",
	"pre_bank", "pre_charity", "pre_rental",
	"gen_noshare", "gen_codeis", "gen_noaction", "gen_optout", "gen_official", "gen_order",
	"gen_masked",
}

// Kind sets.
const (
	evAsks uint64 = 1<<(evPreUrgency) - 1 // every ask_* kind
	// evValueAsks are the asks for something of value (not merely a click, a call or
	// a reply): what a scam is after.
	evValueAsks uint64 = 1<<evAskCredentials | 1<<evAskCard | 1<<evAskPayment |
		1<<evAskGiftcard | 1<<evAskCrypto | 1<<evAskTransfer | 1<<evAskPersonal |
		1<<evAskRemote | 1<<evAskInstall | 1<<evAskCode
	// evPressure are the pretexts that push a reader to act against their interest:
	// topics (a parcel, a bank, an account) are not among them, nor a stranger's
	// opener, which asks for a chat, not yet for anything.
	evPressure uint64 = 1<<evPreUrgency | 1<<evPreThreat | 1<<evPreReward |
		1<<evPreRefund | 1<<evPreRelationship | 1<<evPreNewNumber | 1<<evPreAuthority |
		1<<evPreSecrecy | 1<<evPreJob | 1<<evPreInvestment | 1<<evPreTech |
		1<<evPreSextortion | 1<<evPreInheritance |
		1<<evPreRomance | 1<<evPreAdviser | 1<<evPreCharity | 1<<evPreRental
	// advanceFee are the pretexts of the schemes that pay out once the reader
	// has paid: a prize or a loan granted, a job's earnings, an inheritance, an
	// investment's gains. The scheme's own platform or account collects, or the
	// next message, so no way to pay written out in the text clears a money ask
	// beside them (a station's winner asked for details asks no money).
	advanceFee uint64 = 1<<evPreReward | 1<<evPreJob | 1<<evPreInheritance | 1<<evPreInvestment
	// evMoneyAsks are the asks for money itself.
	evMoneyAsks uint64 = 1<<evAskPayment | 1<<evAskTransfer | 1<<evAskGiftcard | 1<<evAskCrypto
	evPretexts  uint64 = (1<<evGenNoShare - 1) &^ evAsks
	evGenuine   uint64 = (1<<numEvKinds - 1) &^ (evAsks | evPretexts)
)

// evMaxGap is how many tokens may separate the two parts of an "a ~ b" pattern.
const evMaxGap = 6

// evidenceTables are the compiled patterns.
type evidenceTables struct {
	index   keyIndex    // token-sequence key -> index in phrases
	phrases []evPhrase  // what each token sequence completes or begins
	pairs   []evPairDef // the two-part patterns
}

// evPhrase is the matcher's view of one token sequence.
type evPhrase struct {
	kinds  uint64  // kinds of the one-part patterns equal to this sequence
	langs  uint8   // bit per textLang of those patterns' lines
	prefix bool    // a longer sequence starts with this one
	firsts []int32 // pairs whose first part is this sequence
	lasts  []int32 // pairs whose second part is this sequence
}

type evPairDef struct{ kind evKind }

// evSpan is a run of tokens [start, end).
type evSpan struct{ start, end int32 }

// evMatch is the evidence found in one text.
type evMatch struct {
	kinds uint64
	first [numEvKinds]evSpan // where each kind was first seen
	// firstStart[p] and firstEnd[p] are the span of the latest first part of pair
	// p; firstEnd[p] is -1 when none was seen.
	firstStart, firstEnd []int32
	hashes               []uint64 // match's working memory: the tokens' match hashes
	// pos[i] is token i's position for the gap of a pair: a number written in
	// groups ("069 95 82 41 77", "06 12 34 56 78") counts as one token.
	pos []int32
}

func (m *evMatch) has(k evKind) bool { return m.kinds&(1<<k) != 0 }

func (m *evMatch) add(k evKind, sp evSpan) {
	if m.kinds&(1<<k) == 0 {
		m.kinds |= 1 << k
		m.first[k] = sp
	}
}

// load reads text/evidence.tsv.
func (x *evidenceTables) load(fsys fs.FS) error {
	m := make(map[uint64]int32, 4096)
	var s textScratch
	var hs []uint64 // the match hashes of a pattern's tokens
	// phrase returns the index of the sequence p, adding it and its prefixes.
	phrase := func(p string) (int32, error) {
		s.tokenizePattern(p)
		if len(s.toks) == 0 {
			return 0, fmt.Errorf("empty pattern part")
		}
		var h uint64
		var ei int32
		hs = hs[:0]
		for i := range s.toks {
			hs = append(hs, matchHash(s.toks, i, s.folded))
		}
		currencyWordsAsSigns(s.toks, hs) // "pagar #num euros" reads as the text's "pagar 603,36 euros" does
		for i := range s.toks {
			th := hs[i]
			if i == 0 {
				h = th
			} else {
				h = combineHash(h, th)
			}
			var ok bool
			if ei, ok = m[h]; !ok {
				ei = int32(len(x.phrases))
				m[h] = ei
				x.phrases = append(x.phrases, evPhrase{})
			}
			if i < len(s.toks)-1 {
				x.phrases[ei].prefix = true
			}
		}
		return ei, nil
	}
	err := readTSV(fsys, "text/evidence.tsv", 3, func(parts []string) error {
		kind := evKind(numEvKinds)
		for i, n := range evKindNames {
			if n == parts[0] {
				kind = evKind(i)
			}
		}
		if kind == numEvKinds {
			return fmt.Errorf("unknown kind %q", parts[0])
		}
		if strings.Count(parts[2], "~") > 1 {
			return fmt.Errorf("pattern %q: one \"~\" per line makes a pair; write the alternatives of each part with \"|\"", parts[2])
		}
		a, b, pair := strings.Cut(parts[2], "~")
		for _, a := range strings.Split(a, "|") {
			pa, err := phrase(a)
			if err != nil {
				return err
			}
			if !pair {
				x.phrases[pa].kinds |= 1 << kind
				x.phrases[pa].langs |= 1 << patternLang(parts[1])
				continue
			}
			for _, b := range strings.Split(b, "|") {
				pb, err := phrase(b)
				if err != nil {
					return err
				}
				pi := int32(len(x.pairs))
				x.pairs = append(x.pairs, evPairDef{kind: kind})
				x.phrases[pa].firsts = append(x.phrases[pa].firsts, pi)
				x.phrases[pb].lasts = append(x.phrases[pb].lasts, pi)
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	x.index = newKeyIndex(m)
	return nil
}

// patternLang is the textLang of a pattern line's language column.
func patternLang(code string) textLang {
	switch code {
	case "en":
		return langEN
	case "fr":
		return langFR
	case "de":
		return langDE
	case "es":
		return langES
	}
	return langUnknown
}

// match finds the evidence in toks, whose text is in folded and in language lang
// (langUnknown when unsure). A one-part pattern counts in its own languages only,
// when the text's is known: the French "don" (a gift) is not in "If you don't
// recognise this".
func (x *evidenceTables) match(toks []textToken, folded []byte, paras []int32, lang textLang, m *evMatch) {
	m.kinds = 0
	if cap(m.firstEnd) < len(x.pairs) {
		m.firstStart = make([]int32, len(x.pairs))
		m.firstEnd = make([]int32, len(x.pairs))
	}
	m.firstStart = m.firstStart[:len(x.pairs)]
	m.firstEnd = m.firstEnd[:len(x.pairs)]
	for i := range m.firstEnd {
		m.firstEnd[i] = -1
	}
	// The tokens' match hashes, computed once: a pattern start tries each token.
	if cap(m.hashes) < len(toks) {
		m.hashes = make([]uint64, len(toks), max(len(toks), 64))
	}
	hs := m.hashes[:len(toks)]
	for i := range toks {
		hs[i] = matchHash(toks, i, folded)
	}
	currencyWordsAsSigns(toks, hs)
	if cap(m.pos) < len(toks) {
		m.pos = make([]int32, len(toks), max(len(toks), 64))
	}
	pos := m.pos[:len(toks)]
	for i, p := 0, int32(0); i < len(toks); i++ {
		if i > 0 && toks[i].kind == tokNum && toks[i-1].kind == tokNum {
			p-- // a group of the same number
		}
		if len(paras) > 0 && paras[0] == int32(i) {
			p += evMaxGap + 1 // a new paragraph: no pair spans the blank line
			paras = paras[1:]
		}
		pos[i] = p
		p++
	}
	for i := range toks {
		h := hs[i]
		for j := i; ; {
			ei := x.index.get(h)
			if ei < 0 {
				break
			}
			p := &x.phrases[ei]
			sp := evSpan{int32(i), int32(j + 1)}
			if p.kinds != 0 && (lang == langUnknown || p.langs&(1<<lang) != 0) {
				kinds := p.kinds
				if kinds&(1<<evPreUrgency) != 0 && (negated(toks, folded, i) || j == i && tokenIn(toks, folded, i-1, sinceWords[:])) {
					kinds &^= 1 << evPreUrgency // "no rush", "pas d'urgence", "nicht dringend"; "ab sofort"
				}
				if kinds&(1<<evPreUrgency) != 0 && j == i && repayNear(toks, folded, i) {
					kinds &^= 1 << evPreUrgency // "Bekommst du dann sofort zurück", "I'll pay you back asap": the writer's haste to repay
				}
				if kinds&(1<<evPreUrgency) != 0 && j == i && tokenIn(toks, folded, i, emergencyRooms[:]) && tokenIn(toks, folded, i-1, atWords[:]) {
					kinds &^= 1 << evPreUrgency // "bloquée aux urgences", "estoy en urgencias": the hospital's emergency room
				}
				if kinds&(1<<evPreThreat) != 0 && j == i && tokenIn(toks, folded, i-1, beingWords[:]) && tokenIn(toks, folded, i+1, placeWords[:]) {
					kinds &^= 1 << evPreThreat // "je suis bloquée aux urgences", "estoy bloqueada en el aeropuerto": a person stuck somewhere, no account blocked
				}
				if kinds&(1<<evAskCode) != 0 && gateCode(toks, folded, i, j) {
					kinds &^= 1 << evAskCode // "il faut un code pour le portail, vous pouvez me l'envoyer ?": a driver at the gate
				}
				if kinds&(1<<evAskCard) != 0 && (tokenIn(toks, folded, i-1, ownPossessives[:]) || tokenIn(toks, folded, j+1, genitives[:])) {
					kinds &^= 1 << evAskCard // "je te renvoie mon RIB", "die Bankverbindung Ihres Finanzamts": someone's to be paid
				}
				if kinds&(1<<evPreReward) != 0 && j == i && tokenIn(toks, folded, i, freeWords[:]) &&
					tokenIn(toks, folded, i-1, freeCompounds[:]) {
					kinds &^= 1 << evPreReward // "feel free to call", "toll-free", "appel gratuit": no gift
				}
				if kinds&(1<<evPreSecrecy) != 0 && j == i && (tokenIn(toks, folded, j+1, freeServices[:]) ||
					tokenIn(toks, folded, j+1, adviceTopics[:]) && tokenIn(toks, folded, j+2, freeServices[:])) {
					kinds &^= 1 << evPreSecrecy // "free, confidential debt advice", "vertrauliche Beratung": a service's promise, no secret asked
				}
				if kinds&(1<<evPreReward) != 0 && freeService(toks, folded, i, j) {
					kinds &^= 1 << evPreReward // "for free, independent debt advice", "free delivery": a service, no gift
				}
				if kinds&(1<<evAskCard) != 0 && tokenIn(toks, folded, j+1, givenWords[:]) {
					kinds &^= 1 << evAskCard // "Mama hat uns deine IBAN gegeben": already given, not asked
				}
				if kinds&(1<<evAskPersonal|1<<evAskCard) != 0 && (maskedAt(toks, folded, j+1) ||
					tokenIn(toks, folded, j+1, numberWords[:]) && maskedAt(toks, folded, j+2)) {
					kinds &^= 1<<evAskPersonal | 1<<evAskCard // "Social Security number XXX-XX-4417": shown masked, not asked
				}
				if kinds&(1<<evPreSecrecy|1<<evPreRental) != 0 && inDisclaimer(toks, folded, i, j) {
					// "Ce message est confidentiel ... Si vous l'avez reçu par erreur,
					// merci d'en informer l'expéditeur": a mail's legal footer. A
					// payment to release is no footer's ("le debió llegar un correo
					// de confirmación. Dice que para liberar el dinero ...").
					kinds &^= 1 << evPreSecrecy
					if spanHas(toks, folded, i, j, mistakeTokens[:]) {
						kinds &^= 1 << evPreRental
					}
				}
				if kinds&(1<<evAskGiftcard) != 0 && wonBefore(toks, folded, i) {
					// "tentez de gagner 500€ de bons d'achat", "win a £500 gift card":
					// the voucher is the prize, not an ask.
					kinds = kinds&^(1<<evAskGiftcard) | 1<<evPreReward
				}
				if kinds&(1<<evAskReply) != 0 && surveyAfter(toks, folded, j) {
					kinds &^= 1 << evAskReply // "Responde a nuestra encuesta": a survey on a site, not a reply to the message
				}
				if kinds&(1<<evAskReply) != 0 && optOutReply(toks, folded, i, j) {
					kinds &^= 1 << evAskReply // "Text STOP to 60777", "responde BAJA": the opt-out line, no ask
				}
				if kinds&(1<<evAskReply) != 0 && questionsReply(toks, folded, i, j) {
					kinds &^= 1 << evAskReply // "If you have any questions, just reply to this email": help offered, nothing asked
				}
				if kinds&(1<<evAskReply) != 0 && replyDenied(toks, folded, i, j) {
					kinds &^= 1 << evAskReply // "please do not reply", "merci de ne pas y répondre", "antworten Sie nicht"
				}
				if kinds&evValueAsks != 0 && askDenied(toks, folded, i) {
					// "We will never ask you for bank details or a fee", "En ningún caso
					// te pediremos datos bancarios", "nous ne vous demanderons jamais vos
					// coordonnées bancaires": what a genuine notice says it never asks,
					// the warning its own notices carry (gen_noshare).
					kinds = kinds&^evValueAsks | 1<<evGenNoShare
				}
				if kinds&evValueAsks != 0 && needDenied(toks, folded, i) {
					kinds &^= evValueAsks // "you don't need to pay anything", "vous n'avez rien à payer"
				}
				if kinds&(1<<evAskCard) != 0 && j == i && payeeAccount(toks, folded, i) {
					kinds &^= 1 << evAskCard // "Tu m'envoies ton RIB ? Je te fais le virement": the account to pay the reader into
				}
				if kinds&(1<<evAskCard) != 0 && codeShown(toks, folded, j) {
					kinds &^= 1 << evAskCard // "Su PIN de Cl@ve es: 843": a PIN given to the reader, none asked
				}
				if kinds&(1<<evAskPersonal) != 0 && broughtAlong(toks, folded, i, j) {
					kinds &^= 1 << evAskPersonal // "Personalausweis mitbringen": an ID shown at a counter, given to no one
				}
				if kinds&(1<<evAskTransfer) != 0 && lentObject(toks, folded, i, j) {
					kinds &^= 1 << evAskTransfer // "vous auriez une échelle à me prêter ?": a ladder lent, no money
				}
				if kinds&(1<<evAskTransfer|1<<evAskPayment) != 0 && moneyForbidden(toks, folded, i) {
					kinds &^= 1<<evAskTransfer | 1<<evAskPayment // "Please DO NOT wire any funds based on email instructions"
				}
				if kinds&(1<<evAskTransfer) != 0 && readerPaid(toks, folded, i, j) {
					kinds &^= 1 << evAskTransfer // "die Kaution überweise ich Ihnen zurück", "mándame tu IBAN"
				}
				if kinds&(1<<evPreRefund) != 0 && j == i && tokenIn(toks, folded, i-1, codWords[:]) {
					kinds &^= 1 << evPreRefund // "envío contra reembolso", "contre remboursement": cash on delivery, no refund
				}
				if kinds&(1<<evPreInvestment) != 0 && j == i && depositSense(toks, folded, i) {
					kinds &^= 1 << evPreInvestment // "10€ por persona de señal", "una señal para reservarlo": a deposit, no trading signal
				}
				if kinds&(1<<evPreToll) != 0 && j == i && tokenIn(toks, folded, i+1, freeWords[:1]) {
					kinds &^= 1 << evPreToll // "our toll-free number": no toll road
				}
				if kinds&(1<<evPreAdviser) != 0 && tokenIn(toks, folded, i-1, personSubjects[:]) {
					kinds &^= 1 << evPreAdviser // "il vous rappellera demain", "he'll call you tonight": someone the reader knows
				}
				if kinds&(1<<evPreWrongNumber) != 0 && tokenIn(toks, folded, j+1, onWords[:]) && tokenIn(toks, folded, j+2, jobSites[:]) {
					// "saw your profile on LinkedIn": a recruiter's opener, a job
					// pretext, not a dating profile's.
					kinds = kinds&^(1<<evPreWrongNumber) | 1<<evPreJob
				}
				for nw := kinds &^ m.kinds; nw != 0; nw &= nw - 1 {
					m.first[bits.TrailingZeros64(nw)] = sp // the first span of each kind
				}
				m.kinds |= kinds
			}
			for _, pi := range p.lasts {
				if fe := m.firstEnd[pi]; fe >= 0 && sp.start >= fe && pairGap(pos, fe, sp.start) <= evMaxGap &&
					!pairDenied(x.pairs[pi].kind, toks, folded, int(m.firstStart[pi]), int(fe), int(sp.start), int(sp.end)) {
					m.add(x.pairs[pi].kind, evSpan{m.firstStart[pi], sp.end})
				}
			}
			for _, pi := range p.firsts {
				m.firstStart[pi], m.firstEnd[pi] = sp.start, sp.end
			}
			j++
			if !p.prefix || j >= len(toks) {
				break
			}
			h = combineHash(h, hs[j])
		}
	}
}

// depositSense reports whether the one-word pretext at token i ("señal", which is
// also a trading signal) is a deposit: after "de" or "como" ("10€ por persona de
// señal", "como señal"), before "para" ("una señal para reservarlo"), or before
// "de" or "del" and an amount ("una señal de 80 €", "la señal del 50%").
func depositSense(toks []textToken, folded []byte, i int) bool {
	return tokenIn(toks, folded, i, depositNames[:]) && (tokenIn(toks, folded, i-1, depositBefore[:]) ||
		tokenIn(toks, folded, i+1, depositAfter[:1]) ||
		tokenIn(toks, folded, i+1, depositAfter[1:]) && i+2 < len(toks) && toks[i+2].kind != tokWord)
}

// depositNames are the words of a deposit that also name a trading signal, and
// depositBefore and depositAfter the words around them as a deposit, folded.
var (
	depositNames  = [...]string{"senal"}
	depositBefore = [...]string{"de", "como"}
	depositAfter  = [...]string{"para", "de", "del"}
)

// codeShown reports whether the ask ending at token j on a PIN ("your PIN", "su
// pin") is followed, within four tokens, by a verb of being (isWords) and a number: the
// code is shown to the reader ("Your PIN is 8431", "Su PIN de Cl@ve es: 843",
// "Ihre PIN lautet 5521"), not asked of them.
func codeShown(toks []textToken, folded []byte, j int) bool {
	if !tokenIn(toks, folded, j, pinWords[:]) {
		return false // "IBAN ES 29 9068...": an account's country, no code
	}
	for k := j + 1; k <= j+4 && k+1 < len(toks); k++ {
		if tokenIn(toks, folded, k, isWords[:]) {
			return toks[k+1].kind == tokNum || toks[k+1].kind == tokShort
		}
	}
	return false
}

// isWords are the verbs that give a code its value, pinWords the code, folded.
var (
	isWords  = [...]string{"is", "est", "es", "lautet", "ist"}
	pinWords = [...]string{"pin"}
)

// broughtAlong reports whether a verb of bringing along (bringWords) stands within
// three tokens of the tokens i..j: a document to show in person ("holen Sie ihn an
// der Info-Theke ab (Personalausweis mitbringen)", "bring photo ID").
func broughtAlong(toks []textToken, folded []byte, i, j int) bool {
	for k := max(i-3, 0); k <= j+3 && k < len(toks); k++ {
		if (k < i || k > j) && tokenIn(toks, folded, k, bringWords[:]) {
			return true
		}
	}
	return false
}

// bringWords are the verbs of bringing a document along, folded.
var bringWords = [...]string{"bring", "mitbringen", "mitnehmen", "vorlegen", "apportez", "apporter", "munissez-vous",
	"munir", "traiga", "traer", "trae", "llevar", "lleve", "llevad"}

// lentObject reports whether the ask matched at tokens i..j is a verb of lending
// (lendWords) with no money within eight tokens of it: no currency sign or amount,
// no word of money (moneyWords). "Can you lend me your drill?", "vous auriez une
// échelle à me prêter ?" borrow a thing; "lend me 50 till Friday" money.
func lentObject(toks []textToken, folded []byte, i, j int) bool {
	lend := false
	for k := i; k <= j; k++ {
		lend = lend || tokenIn(toks, folded, k, lendWords[:])
	}
	if !lend {
		return false
	}
	for k := max(i-8, 0); k <= j+8 && k < len(toks); k++ {
		if toks[k].kind == tokMoney || toks[k].kind == tokNum || tokenIn(toks, folded, k, moneyWords[:]) {
			return false
		}
	}
	return true
}

// lendWords are the verbs of lending, moneyWords the words of money, folded.
var (
	lendWords  = [...]string{"lend", "borrow", "preter", "prete", "prete-moi", "prestar", "prestame", "presta", "leihen", "leih", "ausleihen"}
	moneyWords = [...]string{"money", "cash", "quid", "bucks", "euros", "pounds", "dollars", "argent", "sous", "fric", "balles",
		"dinero", "pasta", "pavos", "geld", "kohle", "knete", "rent", "loyer", "alquiler", "miete"}
)

// personSubjects are the pronouns of a person already named ("c'est Inès, la copine
// de Lucas ... Il vous rappellera demain"); an adviser's call is announced by a
// title or a team ("un conseiller vous rappellera", "our fraud team will call").
var personSubjects = [...]string{"he", "she", "il", "elle", "el", "ella", "er"}

// repayNear reports whether a word of repaying (repayWords, "pay back") stands
// within two tokens of token i.
func repayNear(toks []textToken, folded []byte, i int) bool {
	for k := i - 2; k <= i+2; k++ {
		if k == i {
			continue
		}
		if tokenIn(toks, folded, k, repayWords[:]) ||
			tokenIn(toks, folded, k, backWords[:]) && (tokenIn(toks, folded, k-1, payVerb[:]) || tokenIn(toks, folded, k-2, payVerb[:])) {
			return true
		}
	}
	return false
}

// repayWords say that money comes back: "zurück", "rembourse", "devuelvo"; and
// "back" after "pay" ("pay you back"; "call me back" repays nothing).
var (
	repayWords = [...]string{"zuruck", "rembourse", "rembourserai", "rends", "devuelvo", "devolvere"}
	backWords  = [...]string{"back"}
	payVerb    = [...]string{"pay"}
)

// negatedBetween reports whether a negator stands between the two parts of a pair,
// tokens from..to-1: "die Bankverbindung hat sich nicht geändert", "your bank
// details have not changed".
func negatedBetween(toks []textToken, folded []byte, from, to int) bool {
	for k := from; k < to; k++ {
		if tokenIn(toks, folded, k, pairNegators[:]) {
			return true
		}
	}
	return false
}

// pairDenied reports whether the pair of kind k whose first part is tokens
// start..fe-1 and whose second is tokens second..end-1 says the opposite of its
// kind: a negator between the parts ("die Bankverbindung hat sich nicht
// geändert"), an opt-out keyword for a reply, an ask said not to be needed ("you
// do not need to send cash") or never made ("we will never ask you to send us your
// PIN"), a secret the reader is told not to send ("do not reply with your
// password"), a gift card the writer buys ("we buy the Target gift card"), a
// payment the writer makes ("zahle ich die 220 € bar"), or a gate's code
// (gateCode).
func pairDenied(k evKind, toks []textToken, folded []byte, start, fe, second, end int) bool {
	switch {
	case negatedBetween(toks, folded, fe, second):
		return true
	case k == evAskReply:
		return optOutReply(toks, folded, start, end-1)
	case 1<<k&evValueAsks != 0 && (needDenied(toks, folded, start) || askDenied(toks, folded, start)):
		return true
	case k == evAskCredentials:
		return replyDenied(toks, folded, start, fe-1) // "do not reply with your password", "never send us your PIN"
	case k == evAskCode:
		// "das Tor ist zu. Können Sie mir den Code schicken?"; "send me yours ...
		// Sort code 20-45-77": a bank's sort code written out, no code asked.
		return gateCode(toks, folded, start, end-1) || end < len(toks) && toks[end].kind == tokNum &&
			tokenIn(toks, folded, end-2, sortWords[:])
	case k == evAskGiftcard:
		return tokenIn(toks, folded, start-1, firstPersons[:])
	case k == evAskPayment || k == evAskTransfer:
		return writerPays(toks, folded, start, fe) || moneyForbidden(toks, folded, start) || offeredPayment(toks, folded, start)
	}
	return false
}

// moneyForbidden reports whether the payment or transfer asked from token i is
// forbidden: a negator just before it ("Please DO NOT wire any funds based on
// email instructions", "never send money to", "ne virez pas"), and no condition
// before the negator ("if you do not pay today" threatens, it forbids nothing).
func moneyForbidden(toks []textToken, folded []byte, i int) bool {
	n := -1
	switch {
	case tokenIn(toks, folded, i-1, moneyNegators[:]):
		n = i - 1
	case tokenIn(toks, folded, i-1, replyBridges[:1]) && tokenIn(toks, folded, i-2, contractedNegators[:]):
		n = i - 2 // "don't", "won't": the tokenizer splits off the "t"
	default:
		return false
	}
	for k := n - 4; k < n; k++ {
		if tokenIn(toks, folded, k, conditionWords[:]) {
			return false
		}
	}
	return true
}

// moneyNegators deny the payment verb after them; contractedNegators do with
// their "t"; conditionWords make a denial a condition, folded.
var (
	moneyNegators      = [...]string{"not", "never", "ne", "nunca", "nie", "niemals", "jamais"}
	contractedNegators = [...]string{"don", "doesn", "won"}
	conditionWords     = [...]string{"if", "unless", "otherwise", "si", "sinon", "sino", "wenn", "falls", "sonst"}
)

// pairNegators deny what joins a pair's parts; "kein" denies the noun after it
// ("ich brauch kein Geld").
var pairNegators = [...]string{"not", "never", "nicht", "nie", "niemals", "kein", "keine", "keinen", "pas", "jamais", "no", "nunca"}

// pairGap is the number of tokens between the end of a pair's first part, end, and
// the start of its second, start, counting a number written in groups as one
// (pos, evMatch).
func pairGap(pos []int32, end, start int32) int32 {
	if start == end {
		return 0
	}
	return pos[start] - pos[end-1] - 1
}

// inDisclaimer reports whether the words matched at tokens i..j belong to a mail's
// confidentiality footer: the message itself, or its receipt, named within six
// tokens around them ("this email is confidential", "ce message est confidentiel",
// "si ha recibido este mensaje por error", "wenn Sie diese E-Mail irrtümlich
// erhalten haben"). A secret asked of the reader, or money sent by mistake, names
// no message.
func inDisclaimer(toks []textToken, folded []byte, i, j int) bool {
	for k := i - 6; k <= j+6; k++ {
		if (k < i || k > j) && tokenIn(toks, folded, k, messageWords[:]) {
			return true
		}
	}
	return false
}

// maskedAt reports whether token k is a masked value: two or more x's ("XXX-XX-4417",
// "xxxx 1234"), what a notice prints in place of the digits it will not show.
func maskedAt(toks []textToken, folded []byte, k int) bool {
	if k < 0 || k >= len(toks) || toks[k].kind != tokWord {
		return false
	}
	w := folded[toks[k].start:toks[k].end]
	if len(w) < 2 {
		return false
	}
	for _, c := range w {
		if c != 'x' {
			return false
		}
	}
	return true
}

// givenWords say that something was given already, folded: the past participle
// after "deine IBAN", "ton RIB", "tus datos". ("Die Kontodaten erhalten Sie von
// unserem Anwalt" is details to come: receiving words are no such sign.)
var givenWords = [...]string{"gegeben", "weitergegeben", "donne", "transmis", "dado", "pasado"}

// numberWords name a number, folded: "Social Security number XXX-XX-4417".
var numberWords = [...]string{"number", "no", "nr", "numero", "num", "nummer"}

// mistakeTokens are the words of a "sent by mistake" phrase, folded: what a mail's
// footer says of a message received in error.
var mistakeTokens = [...]string{"erreur", "error", "mistake", "accident", "accidentally", "versehen", "versehentlich",
	"megarde", "querer"}

// spanHas reports whether a token of toks[i..j] is one of words.
func spanHas(toks []textToken, folded []byte, i, j int, words []string) bool {
	for k := i; k <= j; k++ {
		if tokenIn(toks, folded, k, words) {
			return true
		}
	}
	return false
}

// messageWords name a message itself, or its being received, in the four
// languages ("si vous l'avez reçu par erreur").
var messageWords = [...]string{"email", "e-mail", "mail", "message", "courriel", "correo", "mensaje", "nachricht",
	"communication", "transmission", "received", "recu", "recibido", "erhalten"}

// wonBefore reports whether a word of winning (winWords) stands within four
// tokens before token i.
func wonBefore(toks []textToken, folded []byte, i int) bool {
	for k := i - 1; k >= 0 && k >= i-4; k-- {
		if tokenIn(toks, folded, k, winWords[:]) {
			return true
		}
	}
	return false
}

// surveyAfter reports whether a survey is named after token j, with at most two
// joining words between (surveyLinks): "responde a nuestra encuesta".
func surveyAfter(toks []textToken, folded []byte, j int) bool {
	for k := j + 1; k <= j+3; k++ {
		if tokenIn(toks, folded, k, surveyWords[:]) {
			return true
		}
		if !tokenIn(toks, folded, k, surveyLinks[:]) {
			return false
		}
	}
	return false
}

// winWords say that something is won; surveyWords name a survey, and surveyLinks
// join a reply verb to it ("responde a nuestra encuesta", "répondez au
// questionnaire").
var (
	winWords    = [...]string{"win", "won", "gagner", "gagnez", "gagne", "remporter", "remportez", "ganar", "gana", "ganado", "gewinnen", "gewinnt", "gewonnen"}
	surveyWords = [...]string{"survey", "questionnaire", "questionnaires", "sondage", "enquete", "encuesta", "cuestionario", "umfrage", "fragebogen"}
	surveyLinks = [...]string{"to", "our", "the", "a", "au", "notre", "nuestra", "la", "el", "al", "unserer", "der", "den", "zur"}
)

// gateCode reports whether a gate, a door or an entry phone (gateWords) is named
// within eight tokens of the code asked at tokens i..j: the code a delivery driver
// asks to get in ("je suis devant votre résidence mais il faut un code pour le
// portail"), which opens no account.
func gateCode(toks []textToken, folded []byte, i, j int) bool {
	for k := max(0, i-8); k <= j+8 && k < len(toks); k++ {
		if tokenIn(toks, folded, k, gateWords[:]) {
			return true
		}
	}
	return false
}

// gateWords name a gate, a door, an entry phone or a car park's gate, folded.
var gateWords = [...]string{"gate", "door", "intercom", "buzzer", "portail", "porte", "digicode", "interphone",
	"puerta", "porton", "telefonillo", "portero", "urbanizacion", "tor", "haustur", "klingel", "tiefgarage", "garagentor"}

// emergencyRooms name the hospital's emergency department, and atWords put the
// writer there ("aux urgences", "en urgencias"). beingWords and placeWords make a
// word a person's state somewhere ("je suis bloquée aux urgences"; "je suis
// bloqué sur WhatsApp" is an account's).
var (
	emergencyRooms = [...]string{"urgences", "urgencias"}
	atWords        = [...]string{"aux", "les", "des", "en", "las", "a"}
	beingWords     = [...]string{"suis", "sommes", "estoy", "estamos", "bin", "sind"}
	placeWords     = [...]string{"aux", "au", "a", "en", "chez", "dans", "im", "am", "in"}
)

// onWords and jobSites: a profile "on LinkedIn", "sur Indeed", "auf XING".
var (
	onWords  = [...]string{"on", "sur", "en", "auf", "bei"}
	jobSites = [...]string{"linkedin", "indeed", "xing", "infojobs", "glassdoor", "monster", "stepstone"}
)

// negators are the words that deny what follows them, in the four languages.
var negators = [...]string{"not", "no", "nothing", "pas", "rien", "aucune", "aucun", "nada", "ninguna", "nicht", "kein", "keine", "keinerlei"}

// sinceWords make the urgent word after them a start date: "ab sofort erreichbar"
// is "reachable from now on".
var sinceWords = [...]string{"ab"}

// negationLinks are the words that may stand between a negator and what it denies
// ("pas d'urgence", "no es urgente", "not so urgent", "nicht so dringend").
var negationLinks = [...]string{"d", "de", "es", "so", "that", "very", "too", "tan", "muy", "tres", "si", "sehr", "zu"}

// negated reports whether the token at i follows a negation: a negator just before
// it, or two tokens before with a linking word between. "If you do not act
// immediately" is no negation of the urgency: "act" links nothing.
func negated(toks []textToken, folded []byte, i int) bool {
	return tokenIn(toks, folded, i-1, negators[:]) ||
		tokenIn(toks, folded, i-1, negationLinks[:]) && tokenIn(toks, folded, i-2, negators[:])
}

// replyDenied reports whether the reply asked by the tokens i..j is denied: a
// negation before it, alone or across the words of "need to" ("do not reply",
// "don't reply", "you do not need to reply", "you cannot reply", "ne pas y
// répondre", "pas besoin d'y répondre", "no hace falta responder"), or after it
// ("antworten Sie nicht", "ne répondez pas").
func replyDenied(toks []textToken, folded []byte, i, j int) bool {
	for k := i - 1; k >= 0 && k >= i-4; k-- {
		if tokenIn(toks, folded, k, negators[:]) || tokenIn(toks, folded, k, replyNegators[:]) ||
			tokenIn(toks, folded, k, replyBridges[:1]) && tokenIn(toks, folded, k-1, canWords[:]) {
			return true // "can't": "can" denies only with its "t"
		}
		if !tokenIn(toks, folded, k, replyBridges[:]) {
			break
		}
	}
	return tokenIn(toks, folded, j+1, trailingNegators[:])
}

// replyNegators are the words and contractions that deny ("don't": the tokenizer
// splits it into "don" and "t"; "can't" is checked apart, "can" alone invites),
// replyBridges the words that may stand between a negator and
// "reply" ("no lo responda", "you will not be able to reply"); trailingNegators deny the verb before them ("antworten Sie nicht").
var (
	replyNegators    = [...]string{"don", "doesn", "needn", "cannot", "never", "unable", "won", "ne"}
	replyBridges     = [...]string{"t", "y", "to", "need", "besoin", "d", "de", "hace", "falta", "es", "necesario", "zu", "lo", "le", "nos", "be", "able"}
	trailingNegators = [...]string{"nicht", "pas"}
	canWords         = [...]string{"can"}
)

// optOutReply reports whether the reply asked from token i to token j, or the
// token after it, is an opt-out keyword (optOutWords): the marketing text's line
// to stop its messages, which the opt-out marker (gen_optout) reads.
func optOutReply(toks []textToken, folded []byte, i, j int) bool {
	for k := i; k <= j+1; k++ {
		if tokenIn(toks, folded, k, optOutWords[:]) {
			return true
		}
	}
	return false
}

// questionsReply reports whether the reply asked from token i to token j is a
// service's offer to answer questions: a word of questions within eight tokens
// before it ("If you have any questions, just reply to this email", "¿Dudas?
// Responde a este correo", "Bei Fragen antworten Sie einfach auf diese E-Mail"),
// and the reply goes to the message itself, a mail word at most four tokens
// after it. A reply that carries something ("reply YES", "reply with your
// details") is no such offer.
func questionsReply(toks []textToken, folded []byte, i, j int) bool {
	mail := false
	for k := j + 1; k <= j+4 && !mail; k++ {
		mail = tokenIn(toks, folded, k, mailWords[:])
	}
	if !mail {
		return false
	}
	for k := max(i-8, 0); k < i; k++ {
		if tokenIn(toks, folded, k, questionWords[:]) {
			return true
		}
	}
	return false
}

// questionWords are "questions" in the four languages; mailWords name the message
// a reply goes back to.
var (
	questionWords = [...]string{"question", "questions", "queries", "query", "pregunta", "preguntas", "duda", "dudas", "consulta",
		"consultas", "frage", "fragen"}
	mailWords = [...]string{"email", "mail", "e", "message", "courriel", "correo", "mensaje", "nachricht"}
)

// optOutWords are the keywords texted back to stop marketing messages, folded.
var optOutWords = [...]string{"stop", "stopp", "baja", "arret", "unsubscribe", "unsub"}

// askDenied reports whether the ask starting at token i follows a denial of
// asking: an asking verb (askVerbs) within six tokens before it, with a never
// word (never, jamais, nunca, niemals, "en ningún caso") within three tokens
// around the verb. "Never share your code. Send me your card number" is no
// denial: "share" is no asking verb.
func askDenied(toks []textToken, folded []byte, i int) bool {
	for k := i - 1; k >= 0 && k >= i-6; k-- {
		if !tokenIn(toks, folded, k, askVerbs[:]) {
			continue
		}
		for d := -3; d <= 3; d++ {
			if d != 0 && tokenIn(toks, folded, k+d, askNevers[:]) {
				return true
			}
		}
		// "The Court does not ask for payment, Social Security numbers or credit
		// card information": a negated verb of asking whose object follows "for".
		// "Do not ask questions, buy the gift cards" asks for nothing: no "for";
		// "If you didn't ask for this, reply with your PIN" is the reader's request.
		if tokenIn(toks, folded, k-1, askNots[:]) && !tokenIn(toks, folded, k-3, readerSubjects[:]) &&
			!tokenIn(toks, folded, k-2, readerSubjects[:]) && (tokenIn(toks, folded, k+1, forWords[:]) ||
			tokenIn(toks, folded, k+1, askedReaders[:]) && tokenIn(toks, folded, k+2, forWords[:])) {
			return true
		}
	}
	return false
}

// askNots deny the verb of asking after them ("does not ask", "won't request"),
// forWords introduce what is asked, askedReaders whom ("ask you for").
var (
	askNots      = [...]string{"not", "t"}
	forWords     = [...]string{"for"}
	askedReaders = [...]string{"you", "anyone", "customers"}
	// readerSubjects make the asking the reader's own ("if you did not ask for").
	readerSubjects = [...]string{"you", "i", "if"}
)

// needDenied reports whether the ask starting at token i is said not to be
// needed: a word of need or obligation (needWords) at its start or within four
// tokens before it, joined to it by needBridges only, with a negator just before
// or after that word ("you don't need to pay", "you do not have to pay", "vous
// n'avez rien à payer", "no tienes que pagar"). "If you don't pay the fee" denies
// nothing: the reader is told what follows if they do not. The ask may be the
// second of two things denied together ("you do not need to send cash or bank
// details"): a coordinator and the word before it are passed over. "Nothing"
// just before it denies it too ("rien à payer avant la signature du bail").
func needDenied(toks []textToken, folded []byte, i int) bool {
	if tokenIn(toks, folded, i-1, nothingBridges[:]) && tokenIn(toks, folded, i-2, nothingWords[:]) ||
		tokenIn(toks, folded, i, nothingBridges[:]) && tokenIn(toks, folded, i-1, nothingWords[:]) {
		return true // "rien à payer avant la signature" (or an ask "à payer"), "nothing to pay today"
	}
	lo := i - 4
	for k := i; k >= 0 && k >= lo; k-- {
		if !tokenIn(toks, folded, k, needWords[:]) {
			if k == i-1 && k > 0 && tokenIn(toks, folded, k, coordinators[:]) {
				k-- // "cash or": the first thing denied
				lo -= 2
				continue
			}
			if k < i && !tokenIn(toks, folded, k, needBridges[:]) && !tokenIn(toks, folded, k, givingVerbs[:]) {
				return false // "it has not been dispatched. Update your payment details"
			}
			continue
		}
		for _, n := range [...]int{k - 2, k - 1, k + 1} {
			if (n < i || n > k) && (tokenIn(toks, folded, n, negators[:]) || tokenIn(toks, folded, n, replyNegators[:])) {
				return true
			}
		}
	}
	return false
}

// nothingWords say "nothing" and nothingBridges join it to the ask it denies
// ("rien à payer", "nothing to pay", "nada que pagar", "nichts zu zahlen").
var (
	nothingWords   = [...]string{"rien", "nothing", "nada", "nichts"}
	nothingBridges = [...]string{"a", "to", "que", "zu"}
)

// coordinators join two things asked or denied together, in the four languages;
// givingVerbs govern the thing denied when the ask is its object alone ("you do
// not need to send bank details", "no tienes que enviar datos bancarios").
var (
	coordinators = [...]string{"or", "nor", "ou", "ni", "o", "oder", "noch"}
	givingVerbs  = [...]string{"send", "give", "provide", "bring", "share", "envoyer", "fournir", "donner", "communiquer",
		"enviar", "dar", "facilitar", "aportar", "schicken", "senden", "angeben", "mitbringen", "ubermitteln"}
)

// needWords say that something is needed or owed, in the four languages;
// needBridges may stand between one and the ask ("need to", "rien à", "que").
var (
	needWords = [...]string{"need", "needn", "have", "besoin", "avez", "faut", "que", "tienes", "tiene", "hay", "falta", "necesario",
		"musst", "mussen", "muss", "brauchen", "brauchst"}
	needBridges = [...]string{"t", "to", "not", "a", "d", "de", "rien", "nothing", "anything", "pas", "nada", "no", "nichts", "zu", "que"}
)

// askVerbs are the verbs of asking in the four languages, askNevers the words
// that deny them.
var (
	askVerbs = [...]string{"ask", "asks", "request", "requests", "demanderons", "demandera", "demandons", "demande",
		"pediremos", "pedimos", "pedira", "solicitaremos", "solicitamos", "fragen", "fordern", "anfordern", "verlangen", "bitten",
		// the channels an ask would come by: "SARS will never SMS you a link to update banking details"
		"sms", "text", "email", "call", "contact"}
	askNevers = [...]string{"never", "jamais", "nunca", "jamas", "ningun", "niemals", "nie"}
)

// readerPaid reports whether the transfer matched by the tokens i..j is the
// sender's, to the reader, not asked of them: the verb in the first person ("ich
// überweise", "überweise ich Ihnen": a pronoun after it only in German), the
// reader as the one paid just before it after the writer ("je te fais le
// virement", "te hago la transferencia"), or asking for the reader's bank details
// to pay into ("mándame tu IBAN", "schick mir deine IBAN").
func readerPaid(toks []textToken, folded []byte, i, j int) bool {
	if tokenIn(toks, folded, i, changeVerbs[:]) {
		return false // "we've changed banks": the writer's own account changed, to be paid into
	}
	if tokenIn(toks, folded, i-1, firstPersons[:]) || tokenIn(toks, folded, j+1, invertedPersons[:]) || readerBefore(toks, folded, i) {
		return true
	}
	for k := j + 1; k <= j+3; k++ {
		if tokenIn(toks, folded, k, payeeDetails[:]) {
			return true
		}
	}
	return false
}

// readerBefore reports whether the reader stands as the one paid, after the writer,
// within three tokens before token i: "je te fais le virement", "te hago la
// transferencia", "je peux te verser un acompte" (offeredPayment).
func readerBefore(toks []textToken, folded []byte, i int) bool {
	for k := i - 3; k < i; k++ {
		if tokenIn(toks, folded, k, objectReaders[:]) &&
			(tokenIn(toks, folded, k-1, firstPersons[:]) || tokenIn(toks, folded, k+1, payerVerbs[:])) {
			return true
		}
	}
	return offeredPayment(toks, folded, i)
}

// offeredPayment reports whether a payment at token i is one the writer offers
// the reader, within three tokens before it: a first person, a modal and the
// reader ("je peux te verser un acompte", "je vais vous virer"). A payment the
// writer says was sent ("Ich habe dir eine PayPal-Anfrage geschickt") may be the
// request the reverse scam sends; it is no offer.
func offeredPayment(toks []textToken, folded []byte, i int) bool {
	for k := i - 3; k < i; k++ {
		if tokenIn(toks, folded, k, objectReaders[:]) && tokenIn(toks, folded, k-1, modalVerbs[:]) &&
			tokenIn(toks, folded, k-2, firstPersons[:]) {
			return true
		}
	}
	return false
}

// writerPays reports whether the pair pattern whose first part is tokens i..fe-1
// starts with the writer paying: a verb of paying (payWords) after a first person
// ("I'll pay £50 by transfer") or before an inverted one ("Bei Gefallen zahle ich
// die 220 € bar"). "I need a wire of £17,262" is no such verb: the writer needs
// the reader to pay.
func writerPays(toks []textToken, folded []byte, i, fe int) bool {
	return tokenIn(toks, folded, i, payWords[:]) &&
		(tokenIn(toks, folded, i-1, firstPersons[:]) || tokenIn(toks, folded, fe, invertedPersons[:]))
}

// payeeAccount reports whether the reader's account asked for at token i ("ton
// RIB", "deine IBAN") is where the writer will pay the reader: a transfer word
// (payWords) within twenty-four tokens before it or twelve after, with the reader as the one paid or the
// writer as the payer at most three tokens before it or just after ("Pásame tu
// IBAN ... y te hago la transferencia", "Schick mir deine IBAN, dann überweis ich
// dir die 95€"). An account number receives money; a card number is what pays.
func payeeAccount(toks []textToken, folded []byte, i int) bool {
	if !tokenIn(toks, folded, i, payeeDetails[:]) || !tokenIn(toks, folded, i-1, readerPossessives[:]) {
		return false
	}
	for k := max(i-24, 0); k <= i+12 && k < len(toks); k++ {
		if k == i || !tokenIn(toks, folded, k, payWords[:]) {
			continue
		}
		if readerPaid(toks, folded, k, k) {
			return true // "je vous fais le virement de 180 € ce soir ... Vous pouvez me renvoyer votre IBAN ?"
		}
		for _, n := range [...]int{k - 3, k - 2, k - 1, k + 1} {
			if n != i && (tokenIn(toks, folded, n, paidReaders[:]) || tokenIn(toks, folded, n, firstPersons[:])) {
				return true
			}
		}
	}
	return false
}

// payWords are the words of a transfer or a payment back; paidReaders, the
// reader as the one paid ("te", "dir", "you"), and objectReaders those of them
// that stand before a verb ("je te fais", "je vous fais": "vous" only there, as it
// is also the subject of "vous faites le virement"); payerVerbs, the writer's verbs of
// paying after it ("te hago", "te mando"); readerPossessives, the reader's.
var (
	payWords = [...]string{"transfer", "pay", "virement", "vire", "rembourse", "transferencia", "transfiero", "devuelvo",
		"bizum", "uberweise", "uberweis", "zahle", "zahl"}
	paidReaders       = [...]string{"you", "te", "t", "toi", "dir", "ihnen"}
	objectReaders     = [...]string{"te", "t", "toi", "dir", "ihnen", "vous"}
	codWords          = [...]string{"contra", "contre"}
	sortWords         = [...]string{"sort"}
	changeVerbs       = [...]string{"changed", "switched", "moved", "change", "cambiado", "gewechselt"}
	payerVerbs        = [...]string{"hago", "mando", "envio", "paso", "transfiero", "fais", "vire", "envoie"}
	modalVerbs        = [...]string{"peux", "vais", "pourrai", "puedo", "voy", "kann"}
	readerPossessives = [...]string{"your", "ton", "ta", "tes", "votre", "vos", "tu", "tus", "su", "sus", "deine", "dein", "deinen", "ihre", "ihren"}
)

// firstPersons are the first-person pronouns that, beside a transfer verb, make the
// sender the one who pays; payeeDetails are the words of the details a payer needs.
var (
	firstPersons = [...]string{"i", "ll", "ich", "je", "yo",
		// the first persons' auxiliaries of a transfer already made ("papa et moi
		// t'avons fait un virement", "I've sent", "te hemos hecho una transferencia")
		"we", "ve", "ai", "avons", "nous", "he", "hemos", "wir", "habe"}
	payeeDetails = [...]string{"iban", "rib", "bankverbindung", "kontodaten", "kontonummer", "bic"}
	// invertedPersons follow the verb in German ("überweise ich Ihnen"); after
	// "Western Union ?" a French "Je te rends ça lundi" starts the next sentence.
	invertedPersons = [...]string{"ich", "wir"}
)

// ownPossessives are the first-person possessives, in the four languages: bank
// details after one are the sender's ("my bank details", "mon RIB", "mis datos
// bancarios", "meine Bankverbindung"), given to be paid, not asked for.
var ownPossessives = [...]string{"my", "our", "mon", "ma", "mes", "notre", "nos", "mi", "mis", "nuestro", "nuestra", "nuestros", "nuestras",
	"mein", "meine", "meinen", "meiner", "unser", "unsere", "unseren", "unserer"}

// genitives after bank details make them another's ("die Bankverbindung Ihres
// Finanzamts", "des Vermieters", "le RIB du bail", "la cuenta del casero"), given
// to be paid, not the reader's asked for.
var genitives = [...]string{"ihres", "ihrer", "des", "unseres", "unserer", "du", "del"}

// freeService reports whether the tokens i..j hold "free" (freeWords) and a
// service (freeServices) follows within three tokens: free advice, help or
// delivery is what a debt collector, a charity or a shop offers, not a prize.
func freeService(toks []textToken, folded []byte, i, j int) bool {
	free := false
	for k := i; k <= j && !free; k++ {
		free = tokenIn(toks, folded, k, freeWords[:])
	}
	if !free {
		return false
	}
	if j == i && tokenIn(toks, folded, i-1, copulas[:]) && tokenIn(toks, folded, i-2, actNouns[:]) {
		return true // "Renewing is free", "Renovar es gratis": the act the reader is asked to do costs nothing
	}
	for k := j + 1; k <= j+3; k++ {
		if tokenIn(toks, folded, k, freeServices[:]) {
			return true
		}
	}
	return false
}

// copulas say "is" before "free"; actNouns name what a notice asks the reader to
// do, folded: renewing, applying, registering, signing up.
var (
	copulas  = [...]string{"is", "es", "est", "ist"}
	actNouns = [...]string{"renewing", "renewal", "applying", "registering", "registration", "enrolling", "enrollment",
		"enrolment", "renovar", "renovacion", "solicitar", "inscribirse", "inscripcion", "registrarse", "renouveler",
		"renouvellement", "inscription", "s inscrire", "verlangerung", "anmeldung", "registrierung", "antrag"}
)

// adviceTopics are what advice is about ("confidential debt advice"), folded.
var adviceTopics = [...]string{"debt", "money", "legal", "financial", "medical", "health", "dette", "deuda", "schulden", "schuldner"}

// freeServices are the services a company gives free, folded.
var freeServices = [...]string{"advice", "help", "support", "guidance", "counselling", "counseling", "consultation",
	"delivery", "shipping", "returns", "cancellation", "conseil", "conseils", "livraison", "retours", "asesoramiento",
	"ayuda", "envio", "devoluciones", "beratung", "lieferung", "versand", "rucksendung"}

// freeWords are "free" in the four languages, and freeCompounds the words before it
// that make it no reward: "feel free", "toll-free", "sugar-free", "appel gratuit"
// (a free call), "llamada gratuita", "llame gratis al 900 ...", the French
// numbers' "service gratuit + prix appel".
var (
	freeWords     = [...]string{"free", "gratuit", "gratuite", "gratuits", "gratuites", "gratuito", "gratuita", "gratis"}
	freeCompounds = [...]string{"feel", "toll", "hands", "sugar", "gluten", "fat", "smoke", "duty", "lactose", "alcohol",
		"cruelty", "plastic", "appel", "appels", "numero", "llamada", "llamadas", "linea",
		"call", "calls", "llame", "llama", "llamar", "llamando", "appelez", "appeler", "service"}
)

// tokenIn reports whether the token at j is a word of list.
func tokenIn(toks []textToken, folded []byte, j int, list []string) bool {
	if j < 0 || j >= len(toks) || toks[j].kind != tokWord {
		return false
	}
	w := folded[toks[j].start:toks[j].end]
	for _, n := range list {
		if string(w) == n {
			return true
		}
	}
	return false
}

// quote returns the folded text of the tokens of sp, with what the message wrote
// in place of placeholders ("within 24 hours", not "within #num hours"). The
// result is valid until the next call.
func (s *textScratch) quote(sp evSpan) []byte {
	if sp.end <= sp.start || int(sp.end) > len(s.toks) {
		return nil
	}
	q := s.folded[s.toks[sp.start].start:s.toks[sp.end-1].end]
	if len(s.rawAt) == 0 || bytes.IndexByte(q, '#') < 0 {
		return q
	}
	if s.toks[sp.end-1].kind == tokMoney && int(sp.end) < len(s.toks) && s.toks[sp.end].kind == tokNum {
		sp.end++ // "pay £" quotes the amount: "pay £50"
	}
	b := s.quoteBuf[:0]
	r := 0
	for r < len(s.rawAt) && s.rawAt[r].tok < sp.start {
		r++
	}
	for i := sp.start; i < sp.end; i++ {
		if i > sp.start && s.toks[i-1].kind != tokMoney {
			b = append(b, ' ')
		}
		if r < len(s.rawAt) && s.rawAt[r].tok == i {
			b = append(b, s.raw[s.rawAt[r].start:s.rawAt[r].end]...)
			r++
			continue
		}
		tk := &s.toks[i]
		b = append(b, s.folded[tk.start:tk.end]...)
	}
	s.quoteBuf = b
	return b
}

// tokenizePattern tokenizes a pattern of the lexicon or evidence files as the
// tokenizer does a message, except that the words #num, #short, #phone, #url and
// #money stand for the placeholders a message's numbers, links and currency signs
// become (the tokenizer alone would read them as the words "num", "short", ...).
func (s *textScratch) tokenizePattern(p string) {
	s.toks = s.toks[:0]
	s.folded = s.folded[:0]
	var w textScratch
	for _, word := range strings.Fields(p) {
		k := -1
		for i, ph := range placeholders {
			if ph != "" && word == ph {
				k = i
			}
		}
		if k >= 0 {
			s.addPlaceholder(uint8(k))
			continue
		}
		w.tokenize([]byte(word))
		for _, tk := range w.toks {
			start := len(s.folded)
			s.folded = append(s.folded, w.folded[tk.start:tk.end]...)
			tk.start, tk.end = int32(start), int32(len(s.folded))
			s.toks = append(s.toks, tk)
			s.folded = append(s.folded, ' ')
		}
	}
}

// matchHash is the hash by which the evidence patterns match a token: a word's
// stem (stem), so that a pattern matches its inflections ("discreet" matches
// "discreetly", "on s est rencontre" "on s est rencontres"); a placeholder's own.
//
// A price in pence written as one word ("150p", "25ppm") matches as the words
// "pence" or "ppm" would: the patterns of a charge per message or per minute
// ("pence per min", "ppm") see every amount.
//
// A number right after a currency sign is an amount, not part of a phone number:
// it matches only where a pattern has the same "#money #num" ("£1.50 per msg"),
// never a "call ~ #num" ("calls £1.20 per minute" asks for no call).
func matchHash(toks []textToken, i int, folded []byte) uint64 {
	tk := &toks[i]
	if tk.kind != tokWord {
		if tk.kind == tokNum && i > 0 && toks[i-1].kind == tokMoney {
			return hashAmount
		}
		return tk.h
	}
	w := folded[tk.start:tk.end]
	if len(w) > 0 && w[0] >= '0' && w[0] <= '9' {
		if h, ok := penceHash(w); ok {
			return h
		}
	}
	return xxhash.Sum64(stem(w))
}

// currencyWordsAsSigns lets the patterns read a currency's code or name written
// beside an amount as its sign: "can u send 1200 AUD", "needs Rs 25,000 ... please
// send" ask for money as "$1200" does. hs are the tokens' match hashes. (Only the
// patterns: the models were trained on the words as words.)
func currencyWordsAsSigns(toks []textToken, hs []uint64) {
	for i := range toks {
		tk := &toks[i]
		if tk.kind != tokWord || tk.end-tk.start > 7 || tk.end-tk.start < 2 {
			continue
		}
		before, after := i > 0 && isAmountTok(toks[i-1].kind), i+1 < len(toks) && isAmountTok(toks[i+1].kind)
		if !(before || after) || !slices.Contains(currencyWordHashes[:], tk.h) {
			continue
		}
		hs[i] = placeholderHash[tokMoney]
		if after && toks[i+1].kind == tokNum {
			hs[i+1] = hashAmount
		}
	}
}

// isAmountTok reports whether a token of kind k can be an amount.
func isAmountTok(k uint8) bool { return k == tokNum || k == tokShort }

// currencyWords are currencies' codes and names as written beside an amount, folded.
// (Not "pound", "pounds": a weight as often as money.)
var currencyWords = [...]string{"usd", "eur", "gbp", "aud", "cad", "nzd", "chf", "inr", "rs", "mxn", "ars", "cop", "clp",
	"brl", "zar", "ngn", "kes", "ksh", "php", "sgd", "hkd", "aed", "pln", "dollars", "dollar", "euros", "euro", "quid",
	"bucks", "rupees", "rupee", "pesos", "peso", "reais", "naira", "francs", "franken", "dirhams"}

// currencyWordHashes are the token hashes of currencyWords.
var currencyWordHashes = func() (h [len(currencyWords)]uint64) {
	for i, w := range currencyWords {
		h[i] = tokenHash([]byte(w))
	}
	return h
}()

// The match hashes of an amount after a currency sign (matchHash), and of an amount
// in pence, alone and per unit.
var (
	hashAmount      = xxhash.Sum64([]byte("#money #num"))
	hashPence       = xxhash.Sum64(stem([]byte("pence")))
	hashPencePerMin = xxhash.Sum64(stem([]byte("ppm")))
	hashPencePerWk  = xxhash.Sum64(stem([]byte("ppw")))
	hashPencePerMsg = xxhash.Sum64(stem([]byte("ppmsg")))
)

// penceHash returns the match hash of w when it is an amount in pence: 1-4
// digits and "p" ("150p": pence), "ppm" or "pmin" (per minute), "pw" or "ppw"
// (per week), "pmsg" or "ppmsg" (per message); "pm" only after three digits
// ("150pm": "5pm" and "10pm" are times).
func penceHash(w []byte) (uint64, bool) {
	i := digitRun(w)
	if i == 0 || i > 4 || i == len(w) || w[i] != 'p' {
		return 0, false
	}
	switch string(w[i+1:]) {
	case "":
		return hashPence, true
	case "m":
		if i != 3 {
			return 0, false
		}
		return hashPencePerMin, true
	case "pm", "min":
		return hashPencePerMin, true
	case "w", "pw":
		return hashPencePerWk, true
	case "msg", "pmsg":
		return hashPencePerMsg, true
	}
	return 0, false
}

// minStem is the shortest stem stem leaves: shorter words keep their ending
// ("news", "pays", "code").
const minStem = 4

// stem strips one inflection ending of a folded word, the same in the four
// languages: plural and agreement -s, -es, -e, -ee ("rencontres", "speichere"), and
// English -ing, -ed, -ly, -ied and -ies ("verifying", "smashed", "discreetly").
// It is no stemmer of any one language: it only lets a pattern match the forms
// a writer is likely to choose, and two words it confuses must both be long.
func stem(w []byte) []byte {
	n := len(w)
	ends := func(suf string) bool {
		return n-len(suf) >= minStem && string(w[n-len(suf):]) == suf
	}
	switch {
	case ends("ies"), ends("ied"):
		return w[:n-3] // "verified" and "verify" share "verif"
	case ends("ing"):
		n -= 3
	case ends("ed"), ends("ly"):
		n -= 2
	case ends("ees"): // "bloquees" with "bloquee", "employees" with "employee"
		return w[:n-3]
	case ends("es"), ends("ee"): // "ee": a French feminine participle, "bloquee"
		return w[:n-2]
	case ends("s") && w[n-2] != 's' && w[n-2] != 'u' && w[n-2] != 'i':
		return w[:n-1]
	}
	// A final -e or -y goes too, after -ing or -ed as on its own: "share",
	// "shared" and "sharing" share "shar"; "verify" and "verifying" "verif".
	if n > minStem && (w[n-1] == 'e' || w[n-1] == 'y') {
		n--
	}
	return w[:n]
}
