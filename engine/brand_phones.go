package engine

import (
	"fmt"
	"io/fs"
	"strings"
)

// Brands' published phone numbers (data/phish/phones.tsv). A number a brand
// publishes reaches the brand: a text that asks to call it, as a bank's "was it
// not you? call 01 46 09 49 49" does, sends the reader to the official channel,
// which no scammer answers; the genuine counterpart of a link on the brand's own
// domain. A caller can display any number, though, so a call *from* the number
// proves nothing (the fake bank adviser shows the bank's): only the number to
// call counts (textScratch.ev's evGenOfficial), and a bare number's reason says so.

// brandPhone is one published number: its brand's display name (its brands',
// comma-separated, for a shared line) and what it is published for.
type brandPhone struct {
	brand string
	line  phoneLine
}

// phoneLine is what a brand publishes a number for.
type phoneLine uint8

const (
	lineService phoneLine = iota // customer service
	lineAbroad                   // customer service, from abroad
	lineCards                    // lost or stolen cards
	lineFraud                    // fraud reports
	numPhoneLines
)

// phoneLineNames are the lines' names in phones.tsv, then in English and French.
var phoneLineNames = [numPhoneLines]struct{ key, en, fr string }{
	lineService: {"service", "customer service", "service client"},
	lineAbroad:  {"abroad", "customer service from abroad", "service client depuis l'étranger"},
	lineCards:   {"cards", "lost or stolen cards", "opposition sur carte"},
	lineFraud:   {"fraud", "fraud line", "signalement de fraude"},
}

// loadBrandPhones reads phones.tsv: brand keys (comma-separated where brands share
// a line, as Germany's banks share the card-blocking 116 116), number in E.164
// form, the line (phoneLineNames' keys), a note. Every key must be a brand of
// brands.tsv and every number well-formed and listed once.
func (p *phishTables) loadBrandPhones(fsys fs.FS) error {
	byKey := make(map[string]int32, len(p.brands))
	for i := range p.brands {
		byKey[p.brands[i].key] = int32(i)
	}
	p.phones = map[string]brandPhone{}
	p.publishes = make([]bool, len(p.brands))
	return readTSV(fsys, "phish/phones.tsv", 3, func(f []string) error {
		var names []string
		for _, k := range strings.Split(f[0], ",") {
			b, ok := byKey[k]
			if !ok {
				return fmt.Errorf("unknown brand %q", k)
			}
			names = append(names, p.brands[b].display)
			p.publishes[b] = true
		}
		if !e164Shaped(f[1]) {
			return fmt.Errorf("number %q: want + and 7 to 15 digits", f[1])
		}
		if old, dup := p.phones[f[1]]; dup {
			return fmt.Errorf("number %s listed twice (%s, %s)", f[1], old.brand, f[0])
		}
		line := lineService
		for line < numPhoneLines && phoneLineNames[line].key != f[2] {
			line++
		}
		if line == numPhoneLines {
			return fmt.Errorf("line %q: want service, abroad, cards or fraud", f[2])
		}
		p.phones[f[1]] = brandPhone{brand: strings.Join(names, ", "), line: line}
		return nil
	})
}

// e164Shaped reports whether s is "+" and 7 to 15 digits, the first not 0.
func e164Shaped(s string) bool {
	if len(s) < 8 || len(s) > 16 || s[0] != '+' || s[1] == '0' {
		return false
	}
	for i := 1; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return true
}

// brandPhone returns the published number e164 is, and whether it is one.
func (p *phishTables) brandPhone(e164 []byte) (brandPhone, bool) {
	bp, ok := p.phones[string(e164)]
	return bp, ok
}

// onlyPublishedNumbers reports whether phones holds numbers and every one of
// them is a brand's published number of published.
// anyPublished reports whether one of phones at least is a brand's published number.
func anyPublished(published map[string]brandPhone, phones []Phone) bool {
	for i := range phones {
		if _, ok := published[string(phones[i].E164)]; ok {
			return true
		}
	}
	return false
}

func onlyPublishedNumbers(published map[string]brandPhone, phones []Phone) bool {
	for i := range phones {
		if _, ok := published[string(phones[i].E164)]; !ok {
			return false
		}
	}
	return len(phones) > 0
}
