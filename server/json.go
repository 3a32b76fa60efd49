package server

import (
	"math"
	"strconv"
	"time"
	"unicode/utf8"
)

const hexDigits = "0123456789abcdef"

// appendQuoted appends s to dst as a JSON string: quotes, backslash escapes for '"'
// and '\\', \n \r \t, \u00XX for other control characters, \u2028 and \u2029
// escaped for JavaScript, and invalid UTF-8 replaced by U+FFFD.
//
// Runs of 8 bytes that need no look (printable ASCII other than '"' and '\\') are
// skipped a word at a time: most of a response is such text.
func appendQuoted[S ~string | ~[]byte](dst []byte, s S) []byte {
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); {
		for i+8 <= len(s) {
			// Indexing a slice of known length 8 needs no bounds checks, and the
			// compiler then reads the word with one load (with s[i+k], eight checked
			// loads: BenchmarkAppendCheckJSON 570 -> 420 ns).
			w := s[i : i+8]
			if !plainWord(uint64(w[0]) | uint64(w[1])<<8 | uint64(w[2])<<16 | uint64(w[3])<<24 |
				uint64(w[4])<<32 | uint64(w[5])<<40 | uint64(w[6])<<48 | uint64(w[7])<<56) {
				break
			}
			i += 8
		}
		if i >= len(s) {
			break
		}
		c := s[i]
		if c < utf8.RuneSelf {
			if jsonPlain[c] {
				i++
				continue
			}
			dst = append(dst, s[start:i]...)
			switch c {
			case '"', '\\':
				dst = append(dst, '\\', c)
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			default:
				dst = append(dst, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
			}
			i++
			start = i
			continue
		}
		// At most 4 bytes: for []byte the conversion uses a stack buffer.
		r, size := utf8.DecodeRuneInString(string(s[i:min(i+utf8.UTFMax, len(s))]))
		if r == utf8.RuneError && size == 1 {
			dst = append(dst, s[start:i]...)
			dst = append(dst, `\ufffd`...)
			i++
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			dst = append(dst, s[start:i]...)
			dst = append(dst, '\\', 'u', '2', '0', '2', hexDigits[r&0xf])
			i += size
			start = i
			continue
		}
		i += size
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}

// jsonPlain marks the ASCII bytes a JSON string holds as they are.
var jsonPlain = func() (t [utf8.RuneSelf]bool) {
	for c := 0x20; c < utf8.RuneSelf; c++ {
		t[c] = c != '"' && c != '\\'
	}
	return t
}()

// plainWord reports whether all 8 bytes of w are plain ASCII (jsonPlain). The
// "has a byte less than n" bit tricks never miss such a byte; a false report only
// sends the word to the byte loop.
func plainWord(w uint64) bool {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	ctl := (w - ones*0x20) &^ w                     // a byte < 0x20
	q := w ^ (ones * '"')                           // a '"' became 0
	bs := w ^ (ones * '\\')                         // a '\\' became 0
	zero := ((q - ones) &^ q) | ((bs - ones) &^ bs) // a byte == 0
	return (ctl|zero|w)&highs == 0                  // w&highs: a byte >= 0x80
}

// appendNullableString appends s as a JSON string, or null when s is empty.
func appendNullableString(dst []byte, s string) []byte {
	if s == "" {
		return append(dst, "null"...)
	}
	return appendQuoted(dst, s)
}

// appendUnit appends a number in [0, 1] rounded to two decimals; NaN and values
// outside the range are clamped.
func appendUnit(dst []byte, f float64) []byte {
	if math.IsNaN(f) || f < 0 {
		f = 0
	}
	if f > 1 {
		f = 1
	}
	// Hundredths, written as strconv.AppendFloat(dst, n/100, 'f', -1, 64) would.
	n := int(math.Round(f * 100))
	switch {
	case n == 0:
		return append(dst, '0')
	case n == 100:
		return append(dst, '1')
	}
	dst = append(dst, '0', '.', byte('0'+n/10))
	if n%10 != 0 {
		dst = append(dst, byte('0'+n%10))
	}
	return dst
}

// appendBool appends true or false.
func appendBool(dst []byte, b bool) []byte {
	if b {
		return append(dst, "true"...)
	}
	return append(dst, "false"...)
}

// appendKey appends `"name":`, with a leading comma unless it is the first field.
// name must not need escaping.
func appendKey(dst []byte, name string) []byte {
	if n := len(dst); n > 0 && dst[n-1] != '{' && dst[n-1] != '[' {
		dst = append(dst, ',')
	}
	dst = append(dst, '"')
	dst = append(dst, name...)
	return append(dst, '"', ':')
}

// appendInt appends n in decimal.
func appendInt(dst []byte, n int64) []byte { return strconv.AppendInt(dst, n, 10) }

// The field writers below append `"name":` and a value, for the records the API
// lists (accounts, keys, reports, known scams, batch results). name must not need
// escaping.

// appendStringField appends a field whose value is the JSON string s.
func appendStringField[S ~string | ~[]byte](dst []byte, name string, s S) []byte {
	return appendQuoted(appendKey(dst, name), s)
}

// appendIntField appends a field whose value is n.
func appendIntField(dst []byte, name string, n int64) []byte {
	return appendInt(appendKey(dst, name), n)
}

// appendBoolField appends a field whose value is b.
func appendBoolField(dst []byte, name string, b bool) []byte {
	return appendBool(appendKey(dst, name), b)
}

// appendTimeField appends a field whose value is t as a JSON string (appendTime).
func appendTimeField(dst []byte, name string, t time.Time) []byte {
	return appendQuotedTime(appendKey(dst, name), t)
}

// appendQuotedTime appends t as a JSON string (appendTime).
func appendQuotedTime(dst []byte, t time.Time) []byte {
	dst = appendTime(append(dst, '"'), t)
	return append(dst, '"')
}
