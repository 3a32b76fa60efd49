package engine

import (
	"bytes"
	"unicode"
	"unicode/utf8"
)

// The text layers see a message as a sequence of tokens: words lower-cased with
// Latin accents folded (é->e, ß->ss), and placeholders for what varies between two
// copies of the same scam: numbers, short codes, phone numbers, URLs and currency
// signs. Tokens are identified by a 64-bit hash; their folded text is kept in
// textScratch.folded, separated by single spaces, for the character n-grams.

// Token kinds.
const (
	tokWord  uint8 = iota
	tokNum         // a number of 1-4 digits
	tokShort       // 5-6 digits: premium-rate short codes, reference numbers
	tokPhone       // 7 or more digits
	tokURL         // a URL or a bare domain with a common TLD
	tokMoney       // a currency sign
)

// placeholders are the folded texts of the non-word token kinds.
var placeholders = [...]string{tokNum: "#num", tokShort: "#short", tokPhone: "#phone", tokURL: "#url", tokMoney: "#money"}

// textToken is one token of the text.
type textToken struct {
	h          uint64 // hash of the folded text
	start, end int32  // the folded text in textScratch.folded
	kind       uint8
}

// textStats are counts gathered while tokenizing.
type textStats struct {
	letters, upper, digits, bangs, runes int
}

// maxTokens bounds the work on long e-mails: the beginning of a message carries its lure.
const maxTokens = 1024

// tokenize splits text into s.toks and s.folded and fills s.stats.
func (s *textScratch) tokenize(text []byte) {
	s.toks = s.toks[:0]
	s.paras = s.paras[:0]
	s.folded = s.folded[:0]
	s.raw, s.rawAt = s.raw[:0], s.rawAt[:0]
	s.stats = textStats{}
	i, newlines := 0, 0
	for i < len(text) && len(s.toks) < maxTokens {
		c := text[i]
		if isTextSpace(c) {
			if c == '\n' {
				newlines++
			}
			i++
			continue
		}
		if newlines >= 2 && len(s.toks) > 0 {
			s.paras = append(s.paras, int32(len(s.toks)))
		}
		newlines = 0
		// At the start of a whitespace-delimited chunk: a URL is one token. Only a
		// chunk starting with "http" or having a dot after its first byte can be
		// one (see chunkIsURL): most chunks are words, and skip the test.
		end, dot, colon := i+1, false, false
		for end < len(text) && !isTextSpace(text[end]) {
			switch text[end] {
			case '.':
				dot = true
			case ':':
				colon = true
			}
			end++
		}
		if (dot || c|0x20 == 'h') && chunkIsURL(text[i:end]) {
			s.addRaw(text[i:end])
			s.addPlaceholder(tokURL)
			s.stats.runes += end - i
			i = end
			continue
		}
		if colon {
			// "now:http://goo.gle/x", "Link:https://...": the words, then the URL.
			if p := gluedURL(text[i:end]); p > 0 {
				s.tokenizeChunk(text, i, i+p)
				s.addRaw(text[i+p : end])
				s.addPlaceholder(tokURL)
				s.stats.runes += end - i - p
				i = end
				continue
			}
		}
		i = s.tokenizeChunk(text, i, end)
	}
}

func isTextSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// tokenizeChunk tokenizes text[i:end], a chunk without white space, and returns end.
//
// Against the first version (kept in token_old_test.go, which checks that both
// give the same output), BenchmarkTokenize on a 160-character SMS went from about
// 900 to 650 ns (best of 20 runs on a shared machine): the token's state is no
// longer captured by a closure (which kept it in memory), its hash is computed as
// its text is appended instead of in a second pass, and a chunk is tested for a
// URL only when it could be one.
func (s *textScratch) tokenizeChunk(text []byte, i, end int) int {
	// The token being read: its start in s.folded (-1: none), the FNV-1a hash of
	// its folded text so far (tokenHash before the final mix64, computed as the
	// text is appended rather than in a second pass), its letters and digits, and
	// whether a separator was seen inside a number (an amount, never a phone
	// number). endToken ends it.
	start, h := -1, uint64(fnvOffset)
	src := i // the token's start in text
	letters, digits := 0, 0
	sep := false
	for i < end {
		r, n := rune(text[i]), 1
		if r >= utf8.RuneSelf {
			r, n = utf8.DecodeRune(text[i:end])
		}
		s.stats.runes++
		switch {
		case r >= '0' && r <= '9':
			s.stats.digits++
			if start >= 0 && letters > 0 && digitRun(text[i:end]) >= 4 {
				s.endToken(start, h, letters, digits, sep, text[src:i]) // "call09050000327": a word, then a number
				start, h, letters, digits, sep = -1, fnvOffset, 0, 0, false
			}
			if start < 0 {
				start, src = len(s.folded), i
			}
			digits++
			s.folded = append(s.folded, byte(r))
			h = fnvAdd(h, byte(r))
		case (r == ',' || r == '.') && start >= 0 && letters == 0 && i+1 < end && text[i+1] >= '0' && text[i+1] <= '9':
			sep = true // 5,00,000 or 1.50: a separator inside a number
		case isTextLetter(r):
			if start >= 0 && letters == 0 && digits >= 4 {
				s.endToken(start, h, letters, digits, sep, text[src:i]) // "08712101358now": a number, then a word
				start, h, letters, digits, sep = -1, fnvOffset, 0, 0, false
			}
			if start < 0 {
				start, src = len(s.folded), i
			}
			if r >= utf8.RuneSelf {
				s.stats.letters++
				if unicode.IsUpper(r) {
					s.stats.upper++
				}
				letters++
				k := len(s.folded)
				s.folded = appendFoldedNonASCII(s.folded, r)
				for _, c := range s.folded[k:] {
					h = fnvAdd(h, c)
				}
				break
			}
			// A run of ASCII letters at once: no token ends inside it. (Unless the
			// endToken above reached maxTokens: then this letter is the last one.)
			// One loop finds, folds, counts and hashes the run: a loop per step
			// would cost a mispredicted exit each. A letter is upper-case when its
			// bit 5 is clear, counted without a branch (mispredicted at each change
			// of case).
			f, upper := s.folded, 0
			for j := i; ; {
				c := text[j]
				upper += int(^c >> 5 & 1)
				c |= 0x20
				f = append(f, c)
				h = fnvAdd(h, c)
				j++
				if j == end || !isASCIILetter(text[j]) || len(s.toks) >= maxTokens {
					n = j - i
					break
				}
			}
			s.folded = f
			s.stats.upper += upper
			s.stats.runes += n - 1 // the first one is counted above
			s.stats.letters += n
			letters += n
		default:
			if start >= 0 {
				s.endToken(start, h, letters, digits, sep, text[src:i])
				start, h, letters, digits, sep = -1, fnvOffset, 0, 0, false
			}
			switch r {
			case '!':
				s.stats.bangs++
			case '£', '$', '€', '₹', '¥':
				s.addRaw(text[i : i+n])
				s.addPlaceholder(tokMoney)
			}
		}
		i += n
		if len(s.toks) >= maxTokens {
			return end
		}
	}
	if start >= 0 {
		s.endToken(start, h, letters, digits, sep, text[src:i])
	}
	return end
}

// endToken ends the token s.folded[start:] of tokenizeChunk, whose FNV-1a hash is
// h and whose text in the message is raw (kept for quotes when it is a number). (A method taking the token's state, rather than a closure over it, leaves
// that state in registers.)
func (s *textScratch) endToken(start int, h uint64, letters, digits int, sep bool, raw []byte) {
	if letters > 0 {
		s.toks = append(s.toks, textToken{h: mix64(h), start: int32(start), end: int32(len(s.folded)), kind: tokWord})
		s.folded = append(s.folded, ' ')
		return
	}
	// All digits: replace by the placeholder of its length.
	s.addRaw(raw)
	s.folded = s.folded[:start]
	k := tokNum
	switch {
	case sep:
	case digits >= 7:
		k = tokPhone
	case digits >= 5:
		k = tokShort
	}
	s.addPlaceholder(k)
}

// digitRun returns the number of ASCII digits at the start of b.
func digitRun(b []byte) int {
	n := 0
	for n < len(b) && b[n] >= '0' && b[n] <= '9' {
		n++
	}
	return n
}

func isASCIILetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

// isTextLetter reports whether r is a letter or a combining mark. The ASCII test is
// apart so that the function is inlined.
func isTextLetter(r rune) bool {
	if r < utf8.RuneSelf {
		return r|0x20 >= 'a' && r|0x20 <= 'z'
	}
	return isNonASCIILetter(r)
}

func isNonASCIILetter(r rune) bool { return unicode.IsLetter(r) || unicode.Is(unicode.Mn, r) }

// rawRef is where raw holds the text the message wrote for the placeholder token tok.
type rawRef struct{ tok, start, end int32 }

// addRaw keeps b as the text of the placeholder token about to be added.
func (s *textScratch) addRaw(b []byte) {
	start := len(s.raw)
	s.raw = append(s.raw, b...)
	s.rawAt = append(s.rawAt, rawRef{tok: int32(len(s.toks)), start: int32(start), end: int32(len(s.raw))})
}

func (s *textScratch) addPlaceholder(k uint8) {
	start := len(s.folded)
	s.folded = append(s.folded, placeholders[k]...)
	s.toks = append(s.toks, textToken{h: placeholderHash[k], start: int32(start), end: int32(len(s.folded)), kind: k})
	s.folded = append(s.folded, ' ')
}

// placeholderHash are the token hashes of the placeholders.
var placeholderHash = func() (h [len(placeholders)]uint64) {
	for i, p := range placeholders {
		if p != "" {
			h[i] = tokenHash([]byte(p))
		}
	}
	return h
}()

// appendFoldedNonASCII appends the non-ASCII letter r lower-cased with Latin
// diacritics removed. (tokenizeChunk folds ASCII letters itself.)
func appendFoldedNonASCII(b []byte, r rune) []byte {
	if r < 0x250 {
		if f := latinFold(r); f != "" {
			return append(b, f...)
		}
	}
	if unicode.Is(unicode.Mn, r) {
		return b // a combining accent left by decomposition
	}
	return utf8.AppendRune(b, unicode.ToLower(r))
}

// latinFold maps Latin-1 and Latin Extended-A letters to their ASCII base letters.
func latinFold(r rune) string {
	switch r {
	case 'à', 'á', 'â', 'ã', 'ä', 'å', 'À', 'Á', 'Â', 'Ã', 'Ä', 'Å', 'ā', 'ă', 'ą', 'Ā', 'Ă', 'Ą':
		return "a"
	case 'æ', 'Æ':
		return "ae"
	case 'ç', 'Ç', 'ć', 'č', 'Ć', 'Č':
		return "c"
	case 'è', 'é', 'ê', 'ë', 'È', 'É', 'Ê', 'Ë', 'ē', 'ė', 'ę', 'ě', 'Ē', 'Ė', 'Ę', 'Ě':
		return "e"
	case 'ì', 'í', 'î', 'ï', 'Ì', 'Í', 'Î', 'Ï', 'ī', 'į', 'ı', 'Ī', 'Į', 'İ':
		return "i"
	case 'ñ', 'Ñ', 'ń', 'ň', 'Ń', 'Ň':
		return "n"
	case 'ò', 'ó', 'ô', 'õ', 'ö', 'ø', 'Ò', 'Ó', 'Ô', 'Õ', 'Ö', 'Ø', 'ō', 'ő', 'Ō', 'Ő':
		return "o"
	case 'œ', 'Œ':
		return "oe"
	case 'ù', 'ú', 'û', 'ü', 'Ù', 'Ú', 'Û', 'Ü', 'ū', 'ů', 'ű', 'Ū', 'Ů', 'Ű':
		return "u"
	case 'ý', 'ÿ', 'Ý', 'Ÿ':
		return "y"
	case 'ß':
		return "ss"
	case 'ś', 'š', 'Ś', 'Š':
		return "s"
	case 'ź', 'ż', 'ž', 'Ź', 'Ż', 'Ž':
		return "z"
	case 'ł', 'Ł':
		return "l"
	case 'ř', 'Ř':
		return "r"
	case 'ť', 'Ť':
		return "t"
	case 'ď', 'Ď', 'đ', 'Đ':
		return "d"
	}
	return ""
}

// urlTLDs are the top-level domains that make a bare "name.tld" chunk a URL.
var urlTLDs = [...]string{
	"com", "net", "org", "info", "biz", "co", "uk", "us", "io", "me", "ly", "tk", "ml",
	"ga", "cf", "gq", "ru", "cn", "in", "fr", "de", "es", "it", "nl", "eu", "xyz", "top",
	"app", "dev", "site", "online", "club", "shop", "link", "live", "icu", "vip", "cc",
	"ws", "tv", "ac", "gov", "edu", "be", "ch", "ca", "au", "br", "pl", "sbs", "cfd",
}

// chunkIsURL reports whether a chunk without white space is a URL or a bare domain.
// gluedURL returns where "http://" or "https://" starts in a chunk after the
// chunk's first byte (a word or a sign glued before a link), with a dot after
// it, or -1.
func gluedURL(b []byte) int {
	for p := 1; p+7 <= len(b); p++ {
		if b[p]|0x20 == 'h' && (hasPrefixFold(b[p:], "http://") || hasPrefixFold(b[p:], "https://")) {
			if bytes.IndexByte(b[p:], '.') < 0 {
				return -1
			}
			return p
		}
	}
	return -1
}

func chunkIsURL(b []byte) bool {
	if len(b) < 4 {
		return false
	}
	if hasPrefixFold(b, "http://") || hasPrefixFold(b, "https://") || hasPrefixFold(b, "www.") {
		return true
	}
	// name.tld, name.tld/path or name.tld:port, with letters in the name.
	for i := 1; i < len(b); i++ {
		if b[i] != '.' {
			continue
		}
		j := i + 1
		for j < len(b) && b[j]|0x20 >= 'a' && b[j]|0x20 <= 'z' {
			j++
		}
		if j < len(b) && b[j] != '/' && b[j] != ':' && b[j] != '.' {
			continue
		}
		if j < len(b) && b[j] == '.' {
			continue // a.co.uk: look at the last label
		}
		if hasASCIILetter(b[:i]) && isURLTLD(b[i+1:j]) {
			return true
		}
	}
	return false
}

func hasASCIILetter(b []byte) bool {
	for _, c := range b {
		if c|0x20 >= 'a' && c|0x20 <= 'z' {
			return true
		}
	}
	return false
}

func isURLTLD(b []byte) bool {
	if len(b) < 2 || len(b) > 6 {
		return false
	}
	for _, t := range urlTLDs {
		if len(t) == len(b) && hasPrefixFold(b, t) {
			return true
		}
	}
	return false
}
