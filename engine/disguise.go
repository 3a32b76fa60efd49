package engine

import (
	"unicode/utf8"
)

// Names written so that filters miss them: a brand spelled with look-alike
// letters of another script (PаyPal with a Cyrillic а), with digits or signs for
// letters (Amaz0n, P4yPal, Netfl1x) or with its letters split (A.m.a.z.o.n,
// N-e-t-f-l-i-x). A company writes its own name plainly; only a sender who expects
// to be filtered disguises it, which no reader's eye catches.

// disguisedName returns the first disguised word of text: a word mixing Latin
// letters with Greek or Cyrillic ones, or a brand's name (brandNames) written with
// digits or signs for some of its letters, or with its letters split by dots,
// hyphens, stars or spaces. Nil when there is none.
//
// One pass over the bytes: a word is looked at closer only when it holds what a
// disguise needs (a byte outside ASCII, a digit or sign among letters, a
// separator after a single letter); most words hold none.
func (p *phishTables) disguisedName(text []byte) []byte {
	for i := 0; i < len(text); {
		for i < len(text) && isDisguiseSep(text[i]) {
			i++
		}
		start := i
		var seen uint8 // disguiseClass bits of the word's bytes
		split := false
		for i < len(text) {
			k := disguiseClass[text[i]]
			if k&dcSep != 0 {
				break
			}
			seen |= k
			if k&dcSplit != 0 && !split {
				split = i-start == 1 || i >= 2 && !isASCIILetter(text[i-2])
			}
			i++
		}
		nonASCII, leet := seen&dcNonASCII != 0, seen&dcLeet != 0
		w := trimWordPunct(text[start:i])
		if len(w) >= 4 && (nonASCII && mixedScript(w) || leet && p.leetBrand(w)) {
			return w
		}
		if split || i-start == 1 && isASCIILetter(text[start]) {
			// A.m.a.z.o.n in one word, or P a y P a l across words.
			if b := p.splitBrand(text[start:]); b != nil {
				return b
			}
		}
	}
	return nil
}

// isDisguiseSep reports whether c separates words: white space.
func isDisguiseSep(c byte) bool { return disguiseClass[c]&dcSep != 0 }

// Byte classes of disguisedName's pass.
const (
	dcSep      = 1 << iota // white space
	dcNonASCII             // a byte of a multi-byte character
	dcLeet                 // a digit or sign that stands for a letter (leetLetter)
	dcSplit                // a separator of split letters: . - * _
)

// disguiseClass holds the class bits of every byte.
var disguiseClass = func() (t [256]uint8) {
	for _, c := range " \n\t\r" {
		t[c] = dcSep
	}
	for c := utf8.RuneSelf; c < 256; c++ {
		t[c] = dcNonASCII
	}
	for c := range 128 {
		if leetLetter(byte(c)) != 0 {
			t[c] |= dcLeet
		}
	}
	for _, c := range ".-*_" {
		t[c] |= dcSplit
	}
	return t
}()

// trimWordPunct trims the punctuation around a word ("A.m.a.z.o.n:", "(PаyPal)").
func trimWordPunct(w []byte) []byte {
	for len(w) > 0 && isEdgePunct(w[0]) {
		w = w[1:]
	}
	for len(w) > 0 && isEdgePunct(w[len(w)-1]) {
		w = w[:len(w)-1]
	}
	return w
}

func isEdgePunct(c byte) bool {
	switch c {
	case '.', ',', ':', ';', '!', '?', '(', ')', '"', '\'', '*', '[', ']':
		return true
	}
	return false
}

// mixedScript reports whether w is a word of ASCII letters with one to three Greek
// or Cyrillic letters among them (PаyPal, ВBVA): no language writes a word so.
// Every character must be such a letter or a digit: text in an undeclared
// charset, read as UTF-8, is no word.
func mixedScript(w []byte) bool {
	latin, other := 0, 0
	for i := 0; i < len(w); {
		c := w[i]
		if c < utf8.RuneSelf {
			switch {
			case isASCIILetter(c):
				latin++
			case c < '0' || c > '9':
				return false
			}
			i++
			continue
		}
		r, n := utf8.DecodeRune(w[i:])
		if !(r >= 0x0391 && r <= 0x03C9 || r >= 0x0410 && r <= 0x044F) {
			return false // not a Greek or Cyrillic letter
		}
		other++
		i += n
	}
	return latin >= 2 && other >= 1 && other <= 3
}

// leetLetter returns the letter a digit or sign stands for in a disguised word
// (0 for o, 4 and @ for a...), or 0.
func leetLetter(c byte) byte {
	switch c {
	case '0':
		return 'o'
	case '1':
		return 'i'
	case '3':
		return 'e'
	case '4', '@':
		return 'a'
	case '5', '$':
		return 's'
	case '7':
		return 't'
	}
	return 0
}

// leetBrand reports whether w is a brand's name with digits or signs for one or
// two of its letters, each between letters (Amaz0n, P4yPal; not "O2", "3M").
func (p *phishTables) leetBrand(w []byte) bool {
	if len(w) > 24 {
		return false
	}
	var buf [24]byte
	n, swaps, alt := 0, 0, false
	for i, c := range w {
		switch {
		case c|0x20 >= 'a' && c|0x20 <= 'z':
			buf[n] = c | 0x20
		case leetLetter(c) != 0 && i > 0 && i < len(w)-1 && isASCIILetter(w[i-1]) && isASCIILetter(w[i+1]):
			buf[n] = leetLetter(c)
			alt = alt || c == '1'
			swaps++
		default:
			return false
		}
		n++
	}
	if swaps == 0 || swaps > 2 {
		return false
	}
	if _, ok := p.brandNames[string(buf[:n])]; ok {
		return true
	}
	if !alt {
		return false
	}
	for i := range n { // "1" for "l": Netf1ix, pay1ah
		if buf[i] == 'i' && w[i] == '1' {
			buf[i] = 'l'
		}
	}
	_, ok := p.brandNames[string(buf[:n])]
	return ok
}

// splitBrand returns the run of four or more single letters split by one
// separator (A.m.a.z.o.n, N-e-t-f-l-i-x, P a y P a l) at the start of text, after
// any punctuation, when it spells a brand's name; nil otherwise.
func (p *phishTables) splitBrand(text []byte) []byte {
	i := 0
	for i < len(text) && isEdgePunct(text[i]) {
		i++
	}
	if i+6 >= len(text) || !isASCIILetter(text[i]) {
		return nil
	}
	sep := text[i+1]
	if sep != '.' && sep != '-' && sep != '*' && sep != ' ' && sep != '_' {
		return nil
	}
	var buf [24]byte
	n, j := 0, i
	for j < len(text) && isASCIILetter(text[j]) && n < len(buf) {
		buf[n] = text[j] | 0x20
		n++
		if j+2 >= len(text) || text[j+1] != sep || !isASCIILetter(text[j+2]) || j+3 < len(text) && isASCIILetter(text[j+3]) {
			j++
			break
		}
		j += 2
	}
	if n < 4 {
		return nil
	}
	if _, ok := p.brandNames[string(buf[:n])]; !ok {
		return nil
	}
	return text[i:j]
}
