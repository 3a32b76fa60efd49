package engine

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// tokenizeOld and tokenizeChunkOld are the tokenizer as it was before it was made
// faster, kept to check that the new one gives the same tokens, folded text and
// stats (TestTokenizeSameAsOld) and to compare their speed (BenchmarkTokenize).

func (s *textScratch) tokenizeOld(text []byte) {
	s.toks = s.toks[:0]
	s.folded = s.folded[:0]
	s.stats = textStats{}
	i := 0
	for i < len(text) && len(s.toks) < maxTokens {
		c := text[i]
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' {
			i++
			continue
		}
		end := i
		for end < len(text) && !isTextSpace(text[end]) {
			end++
		}
		if chunkIsURL(text[i:end]) {
			s.addPlaceholder(tokURL)
			s.stats.runes += end - i
			i = end
			continue
		}
		if p := gluedURL(text[i:end]); p > 0 {
			s.tokenizeChunkOld(text, i, i+p)
			s.addPlaceholder(tokURL)
			s.stats.runes += end - i - p
			i = end
			continue
		}
		i = s.tokenizeChunkOld(text, i, end)
	}
}

func (s *textScratch) tokenizeChunkOld(text []byte, i, end int) int {
	start := -1
	letters, digits := 0, 0
	sep := false
	flush := func() {
		if start < 0 {
			return
		}
		if letters == 0 {
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
		} else {
			s.toks = append(s.toks, textToken{h: tokenHash(s.folded[start:]), start: int32(start), end: int32(len(s.folded)), kind: tokWord})
			s.folded = append(s.folded, ' ')
		}
		start, letters, digits, sep = -1, 0, 0, false
	}
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
				flush()
			}
			if start < 0 {
				start = len(s.folded)
			}
			digits++
			s.folded = append(s.folded, byte(r))
		case (r == ',' || r == '.') && start >= 0 && letters == 0 && i+1 < end && text[i+1] >= '0' && text[i+1] <= '9':
			sep = true
		case isTextLetter(r):
			if start >= 0 && letters == 0 && digits >= 4 {
				flush()
			}
			if start < 0 {
				start = len(s.folded)
			}
			if r >= utf8.RuneSelf {
				s.stats.letters++
				if unicode.IsUpper(r) {
					s.stats.upper++
				}
				letters++
				s.folded = appendFoldedNonASCII(s.folded, r)
				break
			}
			if len(s.toks) < maxTokens {
				for i+n < end && isASCIILetter(text[i+n]) {
					n++
				}
			}
			run := text[i : i+n]
			f := append(s.folded, run...)
			for k := len(f) - n; k < len(f); k++ {
				if f[k] < 'a' {
					s.stats.upper++
					f[k] |= 0x20
				}
			}
			s.folded = f
			s.stats.runes += n - 1
			s.stats.letters += n
			letters += n
		default:
			flush()
			switch r {
			case '!':
				s.stats.bangs++
			case '£', '$', '€', '₹', '¥':
				s.addPlaceholder(tokMoney)
			}
		}
		i += n
		if len(s.toks) >= maxTokens {
			return end
		}
	}
	flush()
	return end
}

// checkTokenizeSameAsOld fails unless tokenize and tokenizeOld agree on text.
func checkTokenizeSameAsOld(t *testing.T, text []byte) {
	t.Helper()
	var got, want textScratch
	got.tokenize(text)
	want.tokenizeOld(text)
	if !bytes.Equal(got.folded, want.folded) || got.stats != want.stats || len(got.toks) != len(want.toks) {
		t.Fatalf("tokenize(%q): got %q, %+v, %d tokens; want %q, %+v, %d tokens",
			truncate(string(text)), got.folded, got.stats, len(got.toks), want.folded, want.stats, len(want.toks))
	}
	for i := range want.toks {
		if got.toks[i] != want.toks[i] {
			t.Fatalf("tokenize(%q): got token %d %+v; want %+v", truncate(string(text)), i, got.toks[i], want.toks[i])
		}
	}
}

// TestTokenizeSameAsOld compares tokenize with tokenizeOld on the shared SMS data
// (../../shared/data, or $SCAMCHECK_DATA), the hand-labelled texts, and random
// strings built from the bytes the tokenizer treats apart.
func TestTokenizeSameAsOld(t *testing.T) {
	for _, line := range sharedSMSLines(t) {
		// label, source, text; the whole line is tested too.
		checkTokenizeSameAsOld(t, []byte(line))
		if i := strings.LastIndexByte(line, '\t'); i >= 0 {
			checkTokenizeSameAsOld(t, []byte(line[i+1:]))
		}
	}
	for _, text := range labelledTexts(t) {
		checkTokenizeSameAsOld(t, []byte(text))
	}

	alphabet := []string{"a", "Z", "q", "0", "5", "9", ".", ",", "/", ":", "!", "-", " ", "\t", "\n", "\r",
		"£", "$", "€", "₹", "¥", "é", "É", "ß", "Ω", "\u0301", "ı", "İ", "\xff", "\xe2\x82", "http://", "HTTPS://",
		"www.", ".com", ".co.uk", "x.ly", "call", "0800"}
	rng := rand.New(rand.NewPCG(3, 4))
	var b []byte
	for range 100000 {
		b = b[:0]
		for n := rng.IntN(40); n > 0; n-- {
			if rng.IntN(4) == 0 {
				b = append(b, byte(rng.Uint32()))
			} else {
				b = append(b, alphabet[rng.IntN(len(alphabet))]...)
			}
		}
		checkTokenizeSameAsOld(t, b)
	}
	// At the token limit.
	for _, tail := range []string{"1234abc def", "abc1234 x", "£5 x", "a.b c", "www.x.com y", "12345678 z"} {
		for k := maxTokens - 3; k <= maxTokens+1; k++ {
			checkTokenizeSameAsOld(t, []byte(strings.Repeat("w ", k)+tail))
			checkTokenizeSameAsOld(t, []byte(strings.Repeat("w!", k)+tail))
		}
	}
}

// FuzzTokenizeSameAsOld is TestTokenizeSameAsOld on fuzzed bytes.
func FuzzTokenizeSameAsOld(f *testing.F) {
	f.Add([]byte(scam160))
	f.Add([]byte(sms160))
	f.Add([]byte("call09050000327now Rs.5,00,000 www.x.com ÉTÉ"))
	f.Fuzz(func(t *testing.T, text []byte) { checkTokenizeSameAsOld(t, text) })
}

// BenchmarkTokenizeOld is BenchmarkTokenize on tokenizeOld.
func BenchmarkTokenizeOld(b *testing.B) {
	var s textScratch
	text := []byte(scam160)
	b.ReportAllocs()
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		s.tokenizeOld(text)
	}
}
