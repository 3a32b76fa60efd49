package engine

import (
	"bytes"
	"hash/maphash"
	"net/netip"
	"strings"
)

// The links of ParseEmail and their findings.

// textLinks adds the URLs of plain text b: http:// and https:// ones, and those
// that start with www.
func (e *Email) textLinks(b []byte) {
	for rest := b; ; {
		i := bytes.Index(rest, []byte("://"))
		if i < 0 {
			break
		}
		start := i
		for start > 0 && emailSchemeByte(rest[start-1]) {
			start--
		}
		if s := rest[start:i]; emailFieldIs(s, "http") || emailFieldIs(s, "https") {
			rest = rest[start+e.textLink(rest[start:]):]
		} else {
			rest = rest[i+3:]
		}
	}
	// A "www." right after a letter, digit, '/' or '@' is a part of a URL or address
	// seen above, except after a letter w ("wwww.example.com" gives
	// www.example.com) or where the link or the "www." before ended (pos).
	for pos := 0; ; {
		i := emailIndexWWW(b[pos:])
		if i < 0 {
			break
		}
		i += pos
		if c := b[max(i-1, 0)]; i > pos && c|0x20 != 'w' && (emailSchemeByte(c) || c == '/' || c == '@') {
			pos = i + 4
			continue
		}
		pos = i + e.textLink(b[i:])
	}
}

// emailIndexWWW returns the index of the first "www." of b, in any case, or -1.
// It looks for the dots, rarer in text than the letter w.
func emailIndexWWW(b []byte) int {
	for k := 3; k < len(b); {
		d := bytes.IndexByte(b[k:], '.')
		if d < 0 {
			return -1
		}
		if d += k; hasPrefixFold(b[d-3:], "www.") {
			return d - 3
		}
		k = d + 1
	}
	return -1
}

// textLink adds the URL at the start of b and returns its length.
func (e *Email) textLink(b []byte) int {
	j := 0
	for j < len(b) && b[j] > ' ' && b[j] != '<' && b[j] != '>' && b[j] != '"' && b[j] != '\'' && b[j] != '`' && b[j] != 0x7f {
		j++
	}
	u := bytes.TrimRight(b[:j], ".,;:!?)]}*")
	if len(u) > 10 {
		e.link(u[:min(len(u), emailMaxHref)], nil)
	}
	return max(j, 1)
}

func emailSchemeByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.' || c == '_'
}

// link adds a link with its visible text, deduplicated by href, and sets its
// findings.
func (e *Email) link(href, text []byte) {
	if host := emailLinkHost(href); len(host) > 0 {
		if emailIsIP(host) {
			e.Findings |= EmailIPLink
		}
		if len(text) > 0 && e.Findings&EmailLinkMismatch == 0 && emailMayShowHost(text) {
			if th := emailTextHost(string(text)); th != "" && !emailSameSite(th, strings.ToLower(string(host))) {
				e.Findings |= EmailLinkMismatch
			}
		}
	}
	h := maphash.Bytes(emailLinkSeed, href)
	// Open addressing in linkIndex, which is never more than half full.
	slot := h % uint64(len(e.linkIndex))
	for ; e.linkIndex[slot] != 0; slot = (slot + 1) % uint64(len(e.linkIndex)) {
		if sp := &e.spans[e.linkIndex[slot]-1]; sp.hash == h && bytes.Equal(e.linkBuf[sp.href:sp.hrefEnd], href) {
			if sp.text == sp.textEnd && len(text) > 0 {
				sp.text = len(e.linkBuf) // a URL of plain text gets the anchor's text
				e.linkBuf = append(e.linkBuf, text...)
				sp.textEnd = len(e.linkBuf)
			}
			return
		}
	}
	if len(e.spans) < emailMaxLinks {
		e.linkIndex[slot] = uint8(len(e.spans) + 1)
		sp := emailLinkSpan{hash: h, href: len(e.linkBuf)}
		e.linkBuf = append(e.linkBuf, href...)
		sp.hrefEnd, sp.text = len(e.linkBuf), len(e.linkBuf)
		e.linkBuf = append(e.linkBuf, text...)
		sp.textEnd = len(e.linkBuf)
		e.spans = append(e.spans, sp)
	}
}

// Email.linkIndex holds 1 + an index of spans in a uint8.
const _ uint8 = emailMaxLinks + 1

// emailLinkSeed seeds the hashes that deduplicate links.
var emailLinkSeed = maphash.MakeSeed()

// emailLinkSpan is a link during parsing: its href and text in Email.linkBuf.
type emailLinkSpan struct {
	hash                         uint64
	href, hrefEnd, text, textEnd int
}

// finishLinks makes Links of the links found, with one string for all of them.
func (e *Email) finishLinks() {
	s := string(e.linkBuf)
	for _, sp := range e.spans {
		e.Links = append(e.Links, EmailLink{Href: s[sp.href:sp.hrefEnd], Text: s[sp.text:sp.textEnd]})
	}
}

// linkHref returns the href of Links[i] in the Email's own bytes, which stay as
// they are until the next ParseEmail on it.
func (e *Email) linkHref(i int) []byte {
	sp := &e.spans[i]
	return e.linkBuf[sp.href:sp.hrefEnd]
}

// emailLinkHost returns the host of an http(s) URL or a scheme-less
// "host/path" as in u, empty for other schemes.
func emailLinkHost[T string | []byte](u T) T {
	switch {
	case len(u) >= 7 && emailFieldIs([]byte(u[:4]), "http") && string(u[4:7]) == "://":
		u = u[7:]
	case len(u) >= 8 && emailFieldIs([]byte(u[:5]), "https") && string(u[5:8]) == "://":
		u = u[8:]
	case len(u) >= 2 && u[0] == '/' && u[1] == '/':
		u = u[2:]
	default:
		for i := 0; i < len(u) && u[i] != '/'; i++ {
			if u[i] == ':' && (i+1 == len(u) || u[i+1] < '0' || u[i+1] > '9') {
				return u[:0] // mailto:, tel:, javascript: ...
			}
		}
	}
	end := len(u)
	at := -1
	for i := 0; i < len(u); i++ {
		if c := u[i]; c == '/' || c == '?' || c == '#' || c == '\\' {
			end = i
			break
		} else if c == '@' {
			at = i
		}
	}
	u = u[at+1 : end]
	if len(u) > 0 && u[0] == '[' {
		for i := 1; i < len(u); i++ {
			if u[i] == ']' {
				return u[1:i]
			}
		}
	}
	for i := len(u) - 1; i >= 0; i-- {
		if u[i] == ':' {
			u = u[:i]
			break
		}
	}
	for len(u) > 0 && u[len(u)-1] == '.' {
		u = u[:len(u)-1]
	}
	return u
}

// emailMayShowHost reports whether an anchor text may be a URL or a domain name:
// a word with a dot.
func emailMayShowHost(text []byte) bool {
	t := bytes.TrimSpace(text)
	return bytes.IndexByte(t, '.') > 0 && !bytes.ContainsAny(t, " \t\n")
}

// emailTextHost returns the lower-case host that an anchor's text shows when the
// text is a URL or a domain name, else "".
func emailTextHost(text string) string {
	t := strings.TrimSpace(text)
	if t == "" || strings.ContainsAny(t, " \t\n") || strings.IndexByte(t, '.') < 0 {
		return ""
	}
	if strings.Contains(t, "@") && !strings.Contains(t, "/") {
		return "" // an e-mail address
	}
	h := strings.ToLower(emailLinkHost(t))
	if h == "" || !(emailIsIP([]byte(h)) || emailIsDomain(h)) {
		return ""
	}
	return h
}

// emailIsIP reports whether host is an IP address: dotted, IPv6 or a single
// number.
func emailIsIP(host []byte) bool {
	if bytes.IndexByte(host, ':') >= 0 {
		_, err := netip.ParseAddr(string(host))
		return err == nil
	}
	for _, c := range host {
		if c != '.' && (c < '0' || c > '9') {
			return false
		}
	}
	if len(host) == 0 {
		return false
	}
	if bytes.IndexByte(host, '.') < 0 {
		return len(host) >= 8 && len(host) <= 10 // 3232235777 is 192.168.1.1
	}
	_, err := netip.ParseAddr(string(host))
	return err == nil
}
