package engine

import (
	"bytes"
	"unicode/utf8"
)

// Type detection (D14): what trimmed NFKC content is when the request does not say
// (hint.go decides when it does): a URL, a phone number, an e-mail or an SMS.

// detectType guesses the type of trimmed NFKC content: a single token that parses as
// a URL or domain is a URL; digits and phone punctuation only, a phone number; text
// with mail headers, or an e-mail address with a longer text, an e-mail; else SMS.
func detectType(t []byte) ContentType {
	if len(t) == 0 {
		return TypeSMS
	}
	if !hasSpace(t) {
		if looksLikeURL(t) {
			return TypeURL
		}
	}
	if end, ok := phoneSpan(t, 0); ok && end == len(t) {
		return TypePhone
	}
	if looksLikeEmail(t) {
		return TypeEmail
	}
	return TypeSMS
}

// looksLikeURL reports whether a single token is a URL: a web scheme, "www.", or a
// host name ending in a real top-level domain, or an IP literal with a scheme.
func looksLikeURL(t []byte) bool {
	if i := schemeEnd(t); i > 0 {
		return true
	}
	if hasPrefixFold(t, "www.") {
		return true
	}
	host := t
	for i, c := range t {
		if c == '/' || c == '?' || c == '#' || c == ':' {
			host = t[:i]
			break
		}
	}
	if at := lastIndexByte(host, '@'); at >= 0 {
		// user@example.com alone is an e-mail address, not a URL.
		if bytes.IndexByte(t, '/') < 0 {
			return false
		}
		host = host[at+1:]
	}
	return isDomainToken(host)
}

// isDomainToken reports whether b is a host name of two or more labels whose last
// label is an ICANN top-level domain.
func isDomainToken(b []byte) bool {
	for len(b) > 0 && b[len(b)-1] == '.' {
		b = b[:len(b)-1]
	}
	dot := lastIndexByte(b, '.')
	if dot <= 0 || dot == len(b)-1 || len(b) > 253 {
		return false
	}
	for _, c := range b {
		if c < utf8.RuneSelf && !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '.' || c == '_') {
			return false
		}
	}
	tld := b[dot+1:]
	if len(tld) < 2 || len(tld) > 24 {
		return false
	}
	if bytes.IndexByte(b[lastIndexByte(b[:dot], '.')+1:dot], '_') >= 0 {
		return false // no registered name holds '_': a file name (Rechnung_7740198.zip)
	}
	for _, c := range tld {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') && !hasPrefixFold(tld, "xn--") {
			return false
		}
	}
	if hasUpper(tld) {
		var low [24]byte
		_, icann := publicSuffix(appendLower(low[:0], tld))
		return icann
	}
	_, icann := publicSuffix(tld)
	return icann
}

func hasUpper(b []byte) bool {
	for _, c := range b {
		if c >= 'A' && c <= 'Z' {
			return true
		}
	}
	return false
}

// mailHeaders are line prefixes that mark an e-mail (lower-case).
var mailHeaders = [...]string{"from:", "subject:", "to:", "reply-to:", "date:", "cc:", "objet:", "de :", "de:", "betreff:", "asunto:", "oggetto:", "return-path:"}

func looksLikeEmail(t []byte) bool {
	headers := 0
	lines := 0
	for start := 0; start < len(t) && lines < 20; lines++ {
		end := bytes.IndexByte(t[start:], '\n')
		if end < 0 {
			end = len(t)
		} else {
			end += start
		}
		line := trimSpace(t[start:end])
		for _, h := range mailHeaders {
			if hasPrefixFold(line, h) {
				headers++
				break
			}
		}
		start = end + 1
	}
	if headers >= 1 && lines >= 2 || headers >= 2 {
		return true
	}
	// An e-mail address plus a longer, multi-line text.
	return lines >= 3 && len(t) >= 120 && hasEmailAddress(t)
}

func hasEmailAddress(t []byte) bool {
	for i := 1; i+3 < len(t); i++ {
		if t[i] == '@' && isWordByte(t[i-1]) {
			j := i + 1
			for j < len(t) && (isWordByte(t[j]) || t[j] == '.' || t[j] == '-') {
				j++
			}
			if isDomainToken(t[i+1 : j]) {
				return true
			}
		}
	}
	return false
}
