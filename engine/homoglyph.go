package engine

import (
	"sort"
	"unicode"
	"unicode/utf8"
)

//go:generate go run ../scripts/genconfusables -out confusables_table.go

// appendSkeleton appends the homoglyph skeleton of a lower-case host (ASCII or
// Unicode) to dst: every character that looks like a letter or digit becomes that
// ASCII letter (UTS #39 confusables: Cyrillic 'а' -> 'a', '0' -> 'o', '1' -> 'l';
// accented letters lose their accents), "rn" becomes "m" and "vv" becomes "w".
// Characters with no ASCII look-alike become '*', which no brand token contains.
// Dots and hyphens are kept.
func appendSkeleton(dst, host []byte) []byte {
	start := len(dst)
	for i := 0; i < len(host); {
		c := host[i]
		if c < utf8.RuneSelf {
			i++
			switch {
			case c == '0':
				c = 'o'
			case c == '1':
				c = 'l'
			case c >= 'A' && c <= 'Z':
				c += 'a' - 'A'
			}
			dst = append(dst, c)
			continue
		}
		r, n := utf8.DecodeRune(host[i:])
		i += n
		if unicode.Is(unicode.Mn, r) || r == 0x200d || r == 0x200c {
			continue // combining marks and joiners are invisible on a base letter
		}
		if s, ok := confusableOf(r); ok {
			dst = append(dst, s...)
			continue
		}
		dst = append(dst, '*')
	}
	// Fold the multi-letter look-alikes in place.
	w := start
	for r := start; r < len(dst); r++ {
		if r+1 < len(dst) && (dst[r] == 'r' && dst[r+1] == 'n' || dst[r] == 'v' && dst[r+1] == 'v') {
			if dst[r] == 'r' {
				dst[w] = 'm'
			} else {
				dst[w] = 'w'
			}
			r++
			w++
			continue
		}
		dst[w] = dst[r]
		w++
	}
	return dst[:w]
}

// confusableOf returns the ASCII look-alike of r from the generated table.
func confusableOf(r rune) (string, bool) {
	i := sort.Search(len(confusableRunes), func(i int) bool { return confusableRunes[i] >= r })
	if i < len(confusableRunes) && confusableRunes[i] == r {
		return confusableASCII[i], true
	}
	return "", false
}

// scriptOf classifies a letter by the scripts seen in host-name homograph attacks.
type script uint8

const (
	scriptNone script = iota // digits, punctuation, marks
	scriptLatin
	scriptCyrillic
	scriptGreek
	scriptArmenian
	scriptOther
)

func scriptOf(r rune) script {
	switch {
	case r < utf8.RuneSelf:
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' {
			return scriptLatin
		}
		return scriptNone
	case !unicode.IsLetter(r):
		return scriptNone
	case unicode.Is(unicode.Latin, r):
		return scriptLatin
	case unicode.Is(unicode.Cyrillic, r):
		return scriptCyrillic
	case unicode.Is(unicode.Greek, r):
		return scriptGreek
	case unicode.Is(unicode.Armenian, r):
		return scriptArmenian
	}
	return scriptOther
}

// mixedScriptLabel reports whether a label of the Unicode host mixes Latin letters
// with Cyrillic, Greek or Armenian ones (UTS #39 "mixed script" for the scripts
// whose letters look Latin), and whether a label is written entirely in one of those
// scripts (a whole-script homograph candidate).
func mixedScriptLabel(host []byte) (mixed, wholeScript bool) {
	var seen [scriptOther + 1]bool
	flush := func() {
		lookalike := seen[scriptCyrillic] || seen[scriptGreek] || seen[scriptArmenian]
		if seen[scriptLatin] && lookalike {
			mixed = true
		} else if lookalike && !seen[scriptOther] {
			wholeScript = true
		}
		seen = [scriptOther + 1]bool{}
	}
	for i := 0; i < len(host); {
		r, n := utf8.DecodeRune(host[i:])
		i += n
		if r == '.' {
			flush()
			continue
		}
		seen[scriptOf(r)] = true
	}
	flush()
	return mixed, wholeScript
}
