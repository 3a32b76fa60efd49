package engine

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"sync"
	"sync/atomic"
	"unicode/utf8"
)

// The text layers (semantic, fraud, deep_ai) share one tokenization of the message,
// made on first use in a call and kept in the Result's scratch (textScratch).
// Immutable tables come from data/text/: lexicon.tsv, semantic_seed.tsv,
// fraud_binary.bin, fraud_category.bin and deep.bin (see data/README.md).

// textTables holds the text models. Only the semantic index changes at run time.
type textTables struct {
	lex   lexicon
	ev    evidenceTables    // evidence.go: asks, pretexts, genuine markers
	evm   *evidenceModel    // evidencemodel.go; nil without text/evidence_model.tsv
	evc   *evidenceCategory // evidencecategory.go; nil without its file
	fraud *linearModel      // P(scam); its weights are in weights when there is a category model
	// weights are the fraud model and the category model (scam type among the
	// eight report types) interleaved; nil without a category model.
	weights *fraudWeights
	deep    *deepModel
	// brandPhones are the brands' published numbers (phishTables.phones), for
	// evGenOfficial.
	brandPhones map[string]brandPhone

	sem   atomic.Pointer[semIndex]
	semMu sync.Mutex // serializes addKnownText

	// allowMissing lets load skip absent model files (AllowMissingTextModels).
	allowMissing bool
}

// AllowMissingTextModels lets New succeed when text model files are absent: the
// layers whose model is missing do not run. The training script uses it to build
// features before any model exists; a served engine never does.
func AllowMissingTextModels() Option { return func(e *Engine) { e.text.allowMissing = true } }

// textScratch is the per-call working memory of the text layers.
type textScratch struct {
	ready bool // tokens, lexicon and features computed for this call
	// region is the country the text's amounts are in (currencyRegion), "" if
	// they say none: its local numbers are read there first.
	region string
	// datingNamed: the brand the text names is a dating app (brandFeatures).
	datingNamed bool
	toks        []textToken
	folded      []byte
	// paras are the indices of the tokens that open a paragraph (after a blank
	// line): no "a ~ b" pattern joins words across one.
	paras []int32
	// raw and rawAt keep what the message wrote where a token is a placeholder
	// (the digits of #num, the sign of #money, the link of #url), for quotes
	raw      []byte
	rawAt    []rawRef
	quoteBuf []byte
	stats    textStats
	lex      lexMatch
	ev       evMatch
	evX      [numEvFeatures]float32 // the evidence model's features (evidenceFeatures)
	pEv      float32                // the evidence model's P(scam)
	brand    int32                  // the brand the message names, -1 for none
	// imitation: a link's host imitates the brand the message names (layerEvidence)
	imitation bool
	// deviceCode: the sign-in code the text gives to enter at a device-login page
	// (deviceCodeSent), nil for none
	deviceCode []byte
	// lang: the text's language by its function words (guessLang), langUnknown when unsure
	lang textLang
	// settled: a genuine pattern keeps the text safe (familyLoan, officialOnly;
	// layerEvidence), unless the links or the community say otherwise (capText)
	settled bool
	// ownSites: every link of the text is on the official domains of a brand whose
	// domains carry only its own pages (brandFeatures), named or not
	// ("Log in at icicibank.com to confirm").
	ownSites bool
	// foreignMobile: one of the text's numbers is a mobile or personal number of
	// another country than its language goes with (evidenceFeatures)
	foreignMobile bool
	evType        ScamType // the scam type of the evidence (scamType), once a call
	feats         []uint64

	sig      signature
	shingles []uint64 // sign: the shingle hashes, through mix64's first step
	// shingleSet is dedupeShingles' hash set of the shingles seen (0 for free)
	shingleSet []uint64
	cand       []int32
	seen       []uint64 // semIndex.nearest: a bit per indexed text, all zero between calls

	pScam     float32 // the vocabulary's P(scam) (textTables.vocabulary)
	vocabDone bool
	semSim    float32
	category  ScamType
	catProb   float32
	catLogits [numCategories]float32
}

func (s *textScratch) reset() {
	s.ready = false
	s.toks = s.toks[:0]
	s.folded = s.folded[:0]
	s.raw, s.rawAt = s.raw[:0], s.rawAt[:0]
	s.feats = s.feats[:0]
	s.cand = s.cand[:0]
	s.pScam, s.semSim, s.category, s.catProb = 0, 0, ScamNone, 0
	s.ev.kinds, s.pEv, s.vocabDone, s.brand, s.evType = 0, 0, false, -1, ScamNone
	s.evX = [numEvFeatures]float32{}
}

func (t *textTables) load(fsys fs.FS) error {
	if err := t.lex.load(fsys); err != nil {
		return fmt.Errorf("cannot load lexicon: %w", err)
	}
	if err := t.ev.load(fsys); err != nil {
		return fmt.Errorf("cannot load evidence patterns: %w", err)
	}
	missing := func(err error) bool { return t.allowMissing && errors.Is(err, fs.ErrNotExist) }
	t.evm = &evidenceModel{}
	if err := t.evm.load(fsys); err != nil {
		if !missing(err) {
			return fmt.Errorf("cannot load evidence model: %w", err)
		}
		t.evm = nil
	}
	t.evc = &evidenceCategory{}
	if err := t.evc.load(fsys); err != nil {
		if !missing(err) {
			return fmt.Errorf("cannot load evidence category model: %w", err)
		}
		t.evc = nil
	}
	if err := t.loadSemantic(fsys); err != nil && !missing(err) {
		return fmt.Errorf("cannot load semantic seed: %w", err)
	}
	var err error
	if t.fraud, err = loadLinear(fsys, "text/fraud_binary.bin", 1); err != nil && !missing(err) {
		return fmt.Errorf("cannot load fraud model: %w", err)
	}
	cats, err := loadLinear(fsys, "text/fraud_category.bin", numCategories)
	if err != nil && !missing(err) {
		return fmt.Errorf("cannot load category model: %w", err)
	}
	if t.fraud != nil && cats != nil {
		if t.weights, err = fuseFraudModels(t.fraud, cats); err != nil {
			return fmt.Errorf("cannot load fraud models: %w", err)
		}
		t.fraud.w = nil // the fused table holds them: 1 MiB less to keep
	}
	if t.deep, err = loadDeep(fsys, "text/deep.bin"); err != nil && !missing(err) {
		return fmt.Errorf("cannot load deep model: %w", err)
	}
	return nil
}

// isText reports whether the text layers read content of type typ.
func isText(typ ContentType) bool { return typ == TypeSMS || typ == TypeEmail }

// unservedLang adds to l, when the text is in a language the wording models and
// the evidence patterns do not know (otherLang), why l does not read it, and
// reports whether it is. Such a text is judged by its links, numbers and sender
// alone: a model of English, French, Spanish and German wording reads an Italian
// renewal notice as noise.
func unservedLang(s *textScratch, l *Layer) bool {
	if !otherLang(s.lang) {
		return false
	}
	b := l.StartDetail()
	b = append(b, "not run: the text is in "...)
	b = append(b, langNames[s.lang].en...)
	l.Details = append(b, "; the wording models and patterns read English, French, Spanish and German"...)
	return true
}

// prepareText tokenizes res.Normalized, matches the lexicon and hashes the features,
// once per call.
func (t *textTables) prepareText(res *Result) *textScratch {
	s := &res.s.t
	if s.ready {
		return s
	}
	s.ready, s.imitation, s.settled, s.ownSites, s.deviceCode, s.datingNamed = true, false, false, false, nil, false
	if res.Type == TypeEmail {
		s.tokenize(res.s.u.mail.Text)
	} else {
		s.tokenize(res.Normalized)
	}
	t.lex.match(s.toks, &s.lex)
	s.lang = guessLang(s)
	s.region = ""
	if len(res.s.u.phones) > 0 {
		if res.Type == TypeEmail {
			s.region = currencyRegion(res.s.u.mail.Text)
		} else {
			s.region = currencyRegion(res.Normalized)
		}
	}
	for i := range res.s.u.phones {
		// Read in the text's country before onlyPublishedNumbers looks them up
		// (the phishing layer's phoneFindings does the same: a second call is a
		// no-op).
		relocatePhone(&res.s.u.phones[i], s.lang, s.region)
	}
	t.ev.match(s.toks, s.folded, s.paras, s.lang, &s.ev)
	body := res.Normalized
	if res.Type == TypeEmail {
		body = res.s.u.mail.Text
	}
	if maskedAccount(body) {
		// "A/C *4821", "card..8830", "XX4521": the bank shows the account it
		// knows, masked, as its alerts do. (Never quoted: no span.)
		s.ev.add(evGenMasked, evSpan{})
	}
	if s.stats.upper*2 < s.stats.letters && keywordReply(body) {
		// "Reply REAL", "Text WIN to 80086", "Envoyez JEU au 71010": a keyword
		// in capitals to send back, the way a premium service or a contest
		// signs its reader up. (Not in a text written all in capitals, where
		// "TEXT ME" is a friend's shouting.)
		s.ev.add(evAskReply, evSpan{})
	}
	if s.ev.has(evPreWrongNumber) && containsWords(s.folded, colleagueWords[:]) {
		// "je rejoins l'équipe compta lundi. Nathalie m'a donné ton numéro": a
		// new colleague given the number by the team, no stranger's opener.
		s.ev.kinds &^= 1 << evPreWrongNumber
	}
	if s.ev.has(evAskPremium) && len(res.s.u.phones) == 0 && !hasShortCode(s.toks) {
		// A price per message or minute asks nothing without a number to text or
		// call: a carrier's roaming tariff quotes them too.
		s.ev.kinds &^= 1 << evAskPremium
	}
	if !s.ev.has(evPreAdviser) && onlyPublishedNumbers(t.brandPhones, res.s.u.phones) {
		// "Si vous n'êtes pas à l'origine de cette action, appelez le 01 46 09
		// 49 49": every number of the text is one a brand publishes. Calling it
		// reaches the brand, not whoever wrote. Not where a call is announced
		// ("votre conseiller vous appellera depuis le 01 46 09 49 49"): a caller
		// can show any number. (Never quoted: no span.)
		s.ev.add(evGenOfficial, evSpan{})
	}
	if s.ev.has(evAskCall) {
		if i := serviceNumber(s.toks, s.folded); i >= 0 {
			// A carrier's or a bank's short service number ("call 121 to listen",
			// "composez le 888", "rufen Sie die 3311 an"): the official channel, which
			// a scammer cannot be reached on.
			s.ev.add(evGenOfficial, evSpan{int32(i), int32(i + 1)})
		}
	}
	s.features(res.Type)
	return s
}

// serviceCallWords stand just before a number to call: "call 121", "dial 123",
// "composez le 888", "appelez au 3639", "llame al 242", "marca el 633", "rufen Sie
// die 3311 an", "wählen Sie 5500", "unter 333".
var serviceCallWords = [...]string{"call", "dial", "ring", "le", "au", "al", "el", "die", "sie", "unter"}

// serviceNumber returns the index of a short service number the text gives to call
// (a number of one to four digits standing alone after a call word, not a group
// of a longer number, an amount or a time), or -1.
func serviceNumber(toks []textToken, folded []byte) int {
	alone := func(j int) bool {
		return j < 0 || j >= len(toks) || toks[j].kind == tokWord || toks[j].kind == tokURL
	}
	for i := range toks {
		if toks[i].kind == tokNum && alone(i+1) && tokenIn(toks, folded, i-1, serviceCallWords[:]) {
			return i
		}
	}
	return -1
}

// hasShortCode reports whether toks hold a short code (or a phone number the
// extraction left: written without spaces inside a word).
func hasShortCode(toks []textToken) bool {
	for i := range toks {
		if k := toks[i].kind; k == tokShort || k == tokPhone {
			return true
		}
	}
	return false
}

// AppendTextFeatures appends the hashed features the fraud models see for content
// of type typ (SMS or e-mail). It exists for scripts/train, so that training and
// serving share one definition of the features.
func (e *Engine) AppendTextFeatures(dst []uint64, content []byte, typ ContentType) []uint64 {
	var res Result
	e.prepare(&Request{Content: content, Type: typ}, &res)
	s := e.text.prepareText(&res)
	return append(dst, s.feats...)
}

// LexiconPhrases returns the phrases of the lexicon, for scripts/train.
func (e *Engine) LexiconPhrases() []LexiconPhrase { return e.text.lex.phrases }

// keywordVerbs are the verbs that ask for a keyword to be sent back.
var keywordVerbs = [...]string{"reply", "text", "txt", "send", "sms", "envoyez", "envoie",
	"tapez", "repondez", "envia", "envía", "manda", "responde", "sende", "senden", "schicke"}

// keywordVerbStart marks the first letters of keywordVerbs.
var keywordVerbStart = func() (m [256]bool) {
	for _, v := range keywordVerbs {
		m[v[0]] = true
	}
	return m
}()

// optOutKeywords are the keywords a reader sends back to stop or to get help: the
// genuine footer, not an ask.
var optOutKeywords = [...]string{"STOP", "STOPP", "STOPALL", "END", "HELP", "UNSUB",
	"UNSUBSCRIBE", "CANCEL", "QUIT", "ARRET", "BAJA", "AIDE", "INFO"}

// keywordReply reports whether text asks for a keyword in capitals to be sent
// back: a verb of keywordVerbs, then a word of two to twelve capital letters
// that is not an opt-out ("Reply REAL", "text WIN to 80086"; not "Reply STOP"),
// ending the sentence or followed by where to send it (keywordEnds).
func keywordReply(text []byte) bool {
	for i := 0; i < len(text); i++ {
		if i > 0 && isASCIIAlnum(text[i-1]) || !isASCIILetter(text[i]) {
			continue
		}
		j := i
		for j < len(text) && (isASCIILetter(text[j]) || text[j] >= utf8.RuneSelf) {
			j++
		}
		w := text[i:j]
		i = j
		if len(w) < 3 || len(w) > 8 || !keywordVerbStart[w[0]|0x20] {
			continue // most words: no verb of keywordVerbs starts so
		}
		verb := false
		for _, v := range keywordVerbs {
			if len(w) == len(v) && bytes.EqualFold(w, []byte(v)) {
				verb = true
			}
		}
		if !verb || j >= len(text) || text[j] != ' ' {
			continue
		}
		k := j + 1
		for k < len(text) && text[k] >= 'A' && text[k] <= 'Z' {
			k++
		}
		if n := k - j - 1; n < 2 || n > 12 || k < len(text) && (isASCIIAlnum(text[k]) || text[k] >= utf8.RuneSelf) {
			continue
		}
		if !keywordEnds(text[k:]) {
			continue
		}
		if !optOutKeyword(text[j+1 : k]) {
			return true
		}
	}
	return false
}

// optOutKeyword reports whether kw is one of optOutKeywords.
func optOutKeyword(kw []byte) bool {
	for _, o := range optOutKeywords {
		if string(kw) == o {
			return true
		}
	}
	return false
}

// keywordNext are the words that may follow a keyword to send back: where to
// ("to 80086", "au 71010", "al 2525", "an 44844") or what for ("for", "4", "2").
var keywordNext = [...]string{"to", "au", "al", "an", "at", "for", "now", "pour", "para", "fur", "für"}

// keywordEnds reports whether rest, what follows a keyword, ends the ask: nothing,
// punctuation, a number, or a word of keywordNext ("send PDF files" names a format).
func keywordEnds(rest []byte) bool {
	if len(rest) == 0 || rest[0] != ' ' {
		return true
	}
	rest = rest[1:]
	if len(rest) == 0 || !isASCIILetter(rest[0]) {
		return true
	}
	for _, w := range keywordNext {
		if len(rest) >= len(w) && bytes.EqualFold(rest[:len(w)], []byte(w)) &&
			(len(rest) == len(w) || !isASCIIAlnum(rest[len(w)])) {
			return true
		}
	}
	return false
}

// maskedAccount reports whether text shows an account or card number masked: two
// to four digits right after a mask, one '*' or more ("*4821", "01****5678"), two
// 'x' or more after no letter ("XX4521") or two dots ("card..8830"), ending there
// (not a USSD code, "*312#", nor a footnote's "*50% off").
func maskedAccount(text []byte) bool {
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c != '*' && c != 'x' && c != 'X' && c != '.' {
			continue
		}
		j := i
		for j < len(text) && text[j] == c {
			j++
		}
		run := j - i
		switch {
		case c == '*':
		case c == '.' && run == 2:
		case (c == 'x' || c == 'X') && run >= 2 && (i == 0 || !isASCIIAlnum(text[i-1])):
		default:
			i = j - 1
			continue
		}
		d := digitRun(text[j:])
		if d >= 2 && d <= 4 && (j+d == len(text) || !isASCIIAlnum(text[j+d]) && text[j+d] != '#' && text[j+d] != '%') {
			return true
		}
		i = j - 1
	}
	return false
}
