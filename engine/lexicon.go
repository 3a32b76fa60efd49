package engine

import (
	"bufio"
	"fmt"
	"io/fs"
	"strings"
)

// Lexicon categories (data/text/lexicon.tsv).
const (
	lexUrgency = iota
	lexCredentials
	lexPayment
	lexDelivery
	lexPrize
	lexCrypto
	lexRomance
	lexTech
	lexBank
	numLexCats
)

var lexCatNames = [numLexCats]string{
	"urgency", "credentials", "payment", "delivery", "prize", "crypto", "romance", "tech", "bank",
}

// lexCatNamesFR name the categories in French reasons.
var lexCatNamesFR = [numLexCats]string{
	"urgence", "identifiants", "paiement", "livraison", "gain", "crypto", "romance", "technique", "banque",
}

// lexCatScamType is the scam type a category's phrases teach the category model;
// ScamNone for categories that say "scam" but not which kind.
var lexCatScamType = [numLexCats]ScamType{
	lexUrgency: ScamNone, lexCredentials: ScamPhishingOther, lexPayment: ScamNone,
	lexDelivery: ScamFakeDelivery, lexPrize: ScamLottery, lexCrypto: ScamInvestment,
	lexRomance: ScamRomance, lexTech: ScamTechSupport, lexBank: ScamPhishingBank,
}

// lexEntry is the lexicon's view of one token sequence.
type lexEntry struct {
	cats   uint16 // bit per category of the phrases equal to this sequence
	phrase string // the phrase as written in the lexicon, for reasons
}

// lexicon matches its phrases on the tokens of a text (seqIndex).
type lexicon struct {
	seqs seqIndex[lexEntry]
	// Phrases lists every (category, phrase) pair, for the training script.
	phrases []LexiconPhrase
}

// LexiconPhrase is one line of the lexicon.
type LexiconPhrase struct {
	Category string
	Lang     string
	Phrase   string
	// ScamType is the scam type the phrase suggests, ScamNone when it only says "scam".
	ScamType ScamType
}

// lexMatch is the outcome of matching the lexicon on one text.
type lexMatch struct {
	count [numLexCats]uint8  // hits per category, saturating
	first [numLexCats]string // first phrase matched per category
}

func (m *lexMatch) reset() { *m = lexMatch{} }

// distinct returns the number of categories with at least one hit.
func (m *lexMatch) distinct() int {
	n := 0
	for _, c := range m.count {
		if c > 0 {
			n++
		}
	}
	return n
}

// load reads text/lexicon.tsv.
func (x *lexicon) load(fsys fs.FS) error {
	f, err := fsys.Open("text/lexicon.tsv")
	if err != nil {
		return err
	}
	defer f.Close()
	var s textScratch
	sc := bufio.NewScanner(f)
	line := 0
	for sc.Scan() {
		line++
		t := sc.Text()
		if t == "" || t[0] == '#' {
			continue
		}
		parts := strings.Split(t, "\t")
		if len(parts) != 3 {
			return fmt.Errorf("cannot parse text/lexicon.tsv line %d: want 3 tab-separated fields", line)
		}
		cat := -1
		for i, n := range lexCatNames {
			if n == parts[0] {
				cat = i
			}
		}
		if cat < 0 {
			return fmt.Errorf("cannot parse text/lexicon.tsv line %d: unknown category %q", line, parts[0])
		}
		s.tokenizePattern(parts[2])
		if len(s.toks) == 0 {
			return fmt.Errorf("cannot parse text/lexicon.tsv line %d: empty phrase", line)
		}
		e := x.seqs.add(s.toks, lexEntry{})
		e.cats |= 1 << cat
		if e.phrase == "" {
			e.phrase = parts[2]
		}
		x.phrases = append(x.phrases, LexiconPhrase{Category: parts[0], Lang: parts[1], Phrase: parts[2], ScamType: lexCatScamType[cat]})
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("cannot read text/lexicon.tsv: %w", err)
	}
	x.seqs.finish()
	return nil
}

// match counts the lexicon hits over toks into m.
func (x *lexicon) match(toks []textToken, m *lexMatch) {
	m.reset()
	for i := range toks {
		for e := range x.seqs.at(toks, i) {
			if e.cats == 0 {
				continue
			}
			for c := 0; c < numLexCats; c++ {
				if e.cats&(1<<c) == 0 {
					continue
				}
				if m.count[c] == 0 {
					m.first[c] = e.phrase
				}
				if m.count[c] < 255 {
					m.count[c]++
				}
			}
		}
	}
}
