package server

import (
	"bytes"
	"encoding/json"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"
	"time"
	"unicode/utf8"
)

// The fast writers of the hot path are checked against the plain implementations
// they replaced, kept here as references.

// appendQuotedRef is the byte-at-a-time JSON string writer appendQuoted replaced.
func appendQuotedRef(dst []byte, s string) []byte {
	dst = append(dst, '"')
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case c >= 0x20 && c != '"' && c != '\\':
				dst = append(dst, c)
			case c == '"' || c == '\\':
				dst = append(dst, '\\', c)
			case c == '\n':
				dst = append(dst, `\n`...)
			case c == '\r':
				dst = append(dst, `\r`...)
			case c == '\t':
				dst = append(dst, `\t`...)
			default:
				dst = append(dst, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			dst = append(dst, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			dst = append(dst, `\u202`...)
			dst = append(dst, hexDigits[r&0xf])
		default:
			dst = append(dst, s[i:i+size]...)
		}
		i += size
	}
	return append(dst, '"')
}

func TestAppendQuotedMatchesReference(t *testing.T) {
	f := func(in string) {
		t.Helper()
		want := string(appendQuotedRef(nil, in))
		if got := string(appendQuoted(nil, in)); got != want {
			t.Fatalf("appendQuoted(%q) = %s; want %s", in, got, want)
		}
		if got := string(appendQuoted(nil, []byte(in))); got != want {
			t.Fatalf("appendQuoted([]byte(%q)) = %s; want %s", in, got, want)
		}
	}
	f("")
	f("a")
	f("plain ascii text of more than eight bytes")
	f(`0123456"`)
	f(`01234567\`)
	f("0123456\x1f89")
	f("0123456\x7f89")
	f("suspicious word in host: shop, brand paypal (typo: paypa1)")
	f("✅ No threat detected (checked: cache, phishing, community)")
	f("line\u2028sep\u2029para and more text")
	f("bad \xff utf-8 \xe2\x80 cut \xf0\x9f")
	f("tabs\tand\nnewlines\r\x00\x01 inside a long enough string")
	// Every byte value at every position of a word.
	for c := range 256 {
		for pos := range 9 {
			b := []byte("abcdefghijklmnop")
			b[pos] = byte(c)
			f(string(b))
		}
	}
	rnd := rand.New(rand.NewPCG(1, 2))
	alphabet := []string{"a", "Z", " ", `"`, `\`, "\n", "\x00", "\x1f", "é", "✅", "\u2028", "\xff", "\xe2", "0123456789"}
	for range 2000 {
		var b []byte
		for range rnd.IntN(40) {
			b = append(b, alphabet[rnd.IntN(len(alphabet))]...)
		}
		f(string(b))
	}
}

func FuzzAppendQuoted(f *testing.F) {
	for _, s := range []string{"", "plain text here", "a\"b\\c\n", "✅ ok", "\xff\xfe", "x\u2028y"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		if got, want := string(appendQuoted(nil, in)), string(appendQuotedRef(nil, in)); got != want {
			t.Fatalf("appendQuoted(%q) = %s; want %s", in, got, want)
		}
	})
}

func TestAppendUnitMatchesStrconv(t *testing.T) {
	f := func(in float64) {
		t.Helper()
		ref := in
		if math.IsNaN(ref) || ref < 0 {
			ref = 0
		}
		ref = min(ref, 1)
		want := strconv.FormatFloat(math.Round(ref*100)/100, 'f', -1, 64)
		if got := string(appendUnit(nil, in)); got != want {
			t.Fatalf("appendUnit(%v) = %s; want %s", in, got, want)
		}
	}
	for n := range 101 {
		f(float64(n) / 100)
		f(float64(n)/100 + 0.004)
		f(float64(n)/100 - 0.004)
		f(float64(n)/100 + 0.005)
	}
	f(math.NaN())
	f(-0.3)
	f(1.7)
	f(math.Inf(1))
	f(math.Inf(-1))
	rnd := rand.New(rand.NewPCG(3, 4))
	for range 10000 {
		f(rnd.Float64())
	}
}

func TestAppendTimeMatchesAppendFormat(t *testing.T) {
	f := func(tm time.Time) {
		t.Helper()
		want := tm.UTC().Format(timeLayout)
		if got := string(appendTime(nil, tm)); got != want {
			t.Fatalf("appendTime(%v) = %s; want %s", tm, got, want)
		}
	}
	f(time.Unix(0, 0))
	f(time.Date(2026, 11, 21, 8, 15, 30, 123e6, time.UTC))
	f(time.Date(2026, 11, 21, 8, 15, 30, 123999999, time.FixedZone("CET", 3600)))
	f(time.Date(2000, 2, 29, 23, 59, 59, 999e6, time.UTC))
	f(time.Date(2100, 3, 1, 0, 0, 0, 0, time.UTC))
	f(time.Date(9999, 12, 31, 23, 59, 59, 999e6, time.UTC))
	f(time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC))
	f(time.Date(1969, 12, 31, 23, 59, 59, 500e6, time.UTC))
	f(time.Date(1, 1, 1, 0, 0, 0, 0, time.UTC))
	rnd := rand.New(rand.NewPCG(5, 6))
	for range 20000 {
		f(time.UnixMilli(rnd.Int64N(maxFastMillis + 1000)))
	}
}

// TestAppendIDUnique: ids drawn from the pooled random bytes have the D4 shape and
// never repeat, also across goroutines.
func TestAppendIDUnique(t *testing.T) {
	const perWorker, workers = 5000, 4
	ids := make(chan string, perWorker*workers)
	done := make(chan struct{})
	for range workers {
		go func() {
			defer func() { done <- struct{}{} }()
			for range perWorker {
				ids <- string(appendID(nil, prefixCheck))
			}
		}()
	}
	for range workers {
		<-done
	}
	close(ids)
	seen := make(map[string]bool, perWorker*workers)
	for id := range ids {
		if !idPattern["chk"].MatchString(id) {
			t.Fatalf("got id %q; want shape %s", id, idPattern["chk"])
		}
		if seen[id] {
			t.Fatalf("got id %q twice; want unique ids", id)
		}
		seen[id] = true
	}
}

// unescapeRef is what encoding/json makes of a JSON string literal.
func unescapeRef(lit []byte) (string, bool) {
	var s string
	err := json.Unmarshal(append(append([]byte{'"'}, lit...), '"'), &s)
	return s, err == nil
}

func TestAppendUnescapedMatchesEncodingJSON(t *testing.T) {
	f := func(lit string) {
		t.Helper()
		want, wantOK := unescapeRef([]byte(lit))
		got, ok := appendUnescaped([]byte("prefix"), []byte(lit))
		if ok != wantOK || (ok && string(got) != "prefix"+want) {
			t.Fatalf("got %q, %v for %q; want %q, %v", got, ok, lit, "prefix"+want, wantOK)
		}
	}
	f(``)
	f(`plain text`)
	f(`Subject: hi\n\nDear \"customer\",\r\n\ttab \\ slash \/ \b\f`)
	f(`caf\u00e9 \u20AC \u4e2d`)
	f(`emoji \ud83d\ude00 end`)
	f(`lone high \ud83d end`)
	f(`lone low \ude00 end`)
	f(`high then high \ud83d\ud83d\ude00`)
	f(`high then letter \ud83dx`)
	f(`high at end \ud83d`)
	f(`bad \x escape`)
	f(`short \u12`)
	f(`bad hex \u12g4`)
	f(`trailing \`)
}

func FuzzAppendUnescaped(f *testing.F) {
	f.Add([]byte(`a\nb\u00e9\ud83d\ude00`))
	f.Add([]byte(`\ud800\u0041`))
	f.Fuzz(func(t *testing.T, lit []byte) {
		if bytes.ContainsAny(lit, "\"") || !utf8.Valid(lit) {
			return // not the inside of a literal sonic accepted
		}
		for _, c := range lit {
			if c < 0x20 {
				return
			}
		}
		want, wantOK := unescapeRef(lit)
		got, ok := appendUnescaped(nil, lit)
		if ok != wantOK || (ok && string(got) != want) {
			t.Fatalf("got %q, %v for %q; want %q, %v", got, ok, lit, want, wantOK)
		}
	})
}

// TestUnquotePointsIntoRawOrRoom checks unquote's contract: a literal without an
// escape is returned in place, others land in st.unq without moving what it holds.
func TestUnquotePointsIntoRawOrRoom(t *testing.T) {
	st := new(state)
	raws := [][]byte{[]byte(`"a\nb"`), []byte(`"plain"`), []byte(`"\u00e9t\u00e9"`), []byte(`null`), nil}
	room := 0
	for _, r := range raws {
		room += len(r)
	}
	st.unq = slices.Grow(st.unq[:0], room)
	var got []string
	for _, r := range raws {
		s, ok := st.unquote(r)
		if !ok {
			t.Fatalf("got not ok for %s; want ok", r)
		}
		got = append(got, s)
	}
	want := []string{"a\nb", "plain", "été", "", ""}
	if !slices.Equal(got, want) {
		t.Fatalf("got %q; want %q", got, want)
	}
	for _, r := range [][]byte{[]byte(`12`), []byte(`{"a":1}`), []byte(`"`)} {
		if _, ok := st.unquote(r); ok {
			t.Fatalf("got ok for %s; want not a string", r)
		}
	}
}
