package engine

import (
	"bytes"
	"unicode/utf8"

	"golang.org/x/net/idna"
)

// IPKind tells whether a URL's host is an IP literal.
type IPKind uint8

// IP kinds of a host.
const (
	IPNone IPKind = iota
	IPv4
	IPv6
)

// URL is one URL or bare domain found in the content, parsed and normalized (D14).
// Its slices are owned by the Result and valid until its next Reset.
type URL struct {
	// Scheme is the lower-case scheme without "://"; empty when the URL had none.
	Scheme []byte
	// Host is the lower-case ASCII host: punycode for IDN, dotted quad for any IPv4
	// spelling, IPv6 without brackets; no trailing dot, no port.
	Host []byte
	// Unicode is the host decoded to Unicode (NFKC, lower-case) for homoglyph
	// checks; it equals Host when the host is plain ASCII.
	Unicode []byte
	// Registrable is the registrable domain (eTLD+1) of Host, a subslice of it;
	// empty for IP hosts and hosts that are themselves a public suffix.
	Registrable []byte
	// Suffix is the public suffix of Host, a subslice of it (empty for IP hosts).
	Suffix []byte
	// Path is the lower-case, percent-decoded path, query and fragment (capped).
	Path []byte
	// Userinfo is the lower-case user[:password] before '@' in the authority.
	Userinfo []byte
	// Port is the explicit port, 0 when none was given.
	Port int
	// IP is the kind of IP literal the host is.
	IP IPKind
	// IPObfuscated is set for an IPv4 host not written as a plain dotted quad
	// (decimal 3232235521, hex 0xC0A80001, octal, or fewer parts).
	IPObfuscated bool
	// IDN is set when the host has non-ASCII or punycode labels.
	IDN bool
	// Bare is set for a URL found without a scheme (a bare domain or www. form).
	Bare bool
	// Capitals is set for a bare domain written in capital letters with no path
	// ("CURRYS.CO.UK"): the way card and bank alerts name a merchant.
	Capitals bool
	// ICANN is set when the public suffix of the host is ICANN-managed (a TLD or a
	// registry's second level), not a private one such as github.io.
	ICANN bool
	// Email is set for the domain of an e-mail address found in a text.
	Email bool
	// via is set for an address another link of the content carries (redirect.go).
	via bool
	// public is set for a link on the official domain of a government body or a
	// charity the brand list holds (moneyhelper.org.uk), by the phishing layer:
	// a page no stranger can put up.
	public bool
	// carrier is set for a link whose address carries another (redirect.go): its
	// path is that address, judged as a link of its own.
	carrier bool

	// protection caches phishTables.protectedURL: 0 not yet known, 1 no, 2 yes.
	protection uint8
}

// maxPath caps the stored path: findings live in the first few hundred bytes.
const maxPath = 1024

func (u *URL) reset() {
	*u = URL{
		Scheme:   u.Scheme[:0],
		Host:     u.Host[:0],
		Unicode:  u.Unicode[:0],
		Path:     u.Path[:0],
		Userinfo: u.Userinfo[:0],
	}
}

// sameButPath reports whether u and o are the same URL but for their paths (and
// the protection cache): every other field is equal.
func (u *URL) sameButPath(o *URL) bool {
	return string(u.Host) == string(o.Host) && string(u.Scheme) == string(o.Scheme) &&
		string(u.Unicode) == string(o.Unicode) && string(u.Registrable) == string(o.Registrable) &&
		string(u.Suffix) == string(o.Suffix) && string(u.Userinfo) == string(o.Userinfo) &&
		u.Port == o.Port && u.IP == o.IP && u.IPObfuscated == o.IPObfuscated && u.IDN == o.IDN &&
		u.Bare == o.Bare && u.Capitals == o.Capitals && u.ICANN == o.ICANN && u.Email == o.Email && u.via == o.via &&
		u.carrier == o.carrier && u.public == o.public
}

// capitalsOnly reports whether b has an upper-case ASCII letter and no lower-case one.
func capitalsOnly(b []byte) bool {
	upper := false
	for _, c := range b {
		switch {
		case c >= 'a' && c <= 'z':
			return false
		case c >= 'A' && c <= 'Z':
			upper = true
		}
	}
	return upper
}

// HasUserinfo reports whether the URL had user[:password]@ before its host.
func (u *URL) HasUserinfo() bool { return len(u.Userinfo) > 0 }

// parseURL parses s (a URL with or without scheme, already NFKC-normalized) into u.
// It reports false when s has no usable host.
func parseURL(u *URL, s []byte) bool {
	if !parseURLSyntax(u, s) {
		return false
	}
	u.setRegistrable()
	return true
}

// parseURLSyntax is parseURL but for the public-suffix split (Suffix, Registrable,
// ICANN), which the normalized form does not need: a cache hit skips the Public
// Suffix List lookup. setRegistrable completes it.
func parseURLSyntax(u *URL, s []byte) bool {
	u.reset()
	rest := s
	if i := schemeEnd(s); i > 0 {
		u.Scheme = appendLower(u.Scheme, s[:i])
		rest = s[i+1:]
		// "://" or any run of slashes and backslashes, as browsers accept.
		for len(rest) > 0 && (rest[0] == '/' || rest[0] == '\\') {
			rest = rest[1:]
		}
	} else {
		u.Bare = true
		for len(rest) > 1 && rest[0] == '/' && rest[1] == '/' {
			rest = rest[2:]
		}
	}
	end := len(rest)
	for i, c := range rest {
		if c == '/' || c == '?' || c == '#' || c == '\\' {
			end = i
			break
		}
	}
	auth, tail := rest[:end], rest[end:]
	u.Capitals = u.Bare && len(tail) == 0 && capitalsOnly(auth)
	if at := lastIndexByte(auth, '@'); at >= 0 {
		u.Userinfo = appendLowerDecoded(u.Userinfo, auth[:at])
		auth = auth[at+1:]
	}
	hostPart := auth
	if len(auth) > 0 && auth[0] == '[' {
		cl := bytes.IndexByte(auth, ']')
		if cl < 0 {
			return false
		}
		hostPart = auth[1:cl]
		if p := auth[cl+1:]; len(p) > 1 && p[0] == ':' {
			u.Port = parsePort(p[1:])
		}
		u.IP = IPv6
		u.Host = appendLower(u.Host, hostPart)
		u.Unicode = append(u.Unicode, u.Host...)
	} else {
		if c := lastIndexByte(auth, ':'); c >= 0 {
			u.Port = parsePort(auth[c+1:])
			hostPart = auth[:c]
		}
		if !u.setHost(hostPart) {
			return false
		}
	}
	if len(u.Host) == 0 {
		return false
	}
	u.Path = appendLowerDecoded(u.Path, tail[:min(len(tail), maxPath)])
	return true
}

// setHost decodes, lower-cases and classifies the host.
func (u *URL) setHost(h []byte) bool {
	u.Unicode = appendLowerDecoded(u.Unicode, h)
	for len(u.Unicode) > 0 && u.Unicode[len(u.Unicode)-1] == '.' {
		u.Unicode = u.Unicode[:len(u.Unicode)-1]
	}
	for len(u.Unicode) > 0 && u.Unicode[0] == '.' {
		u.Unicode = u.Unicode[1:]
	}
	// Percent-decoded bytes that are not UTF-8 are no host (WHATWG URL: failure).
	if len(u.Unicode) == 0 || len(u.Unicode) > 253 || !utf8.Valid(u.Unicode) {
		return false
	}
	if ip, ok := parseIPv4(u.Unicode); ok {
		u.IP = IPv4
		u.Host = appendIPv4(u.Host, ip)
		u.IPObfuscated = string(u.Host) != string(u.Unicode)
		u.Unicode = append(u.Unicode[:0], u.Host...)
		return true
	}
	ascii := true
	for _, c := range u.Unicode {
		if c >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	switch {
	case !ascii:
		// IDN: the Unicode form is kept for homoglyph checks, punycode for matching.
		u.IDN = true
		a, err := idna.Lookup.ToASCII(string(u.Unicode))
		if err != nil {
			a, err = idna.Punycode.ToASCII(string(u.Unicode))
			if err != nil {
				return false
			}
		}
		u.Host = append(u.Host, a...)
	case hasPunycodeLabel(u.Unicode):
		u.IDN = true
		u.Host = append(u.Host, u.Unicode...)
		if uni, err := idna.Punycode.ToUnicode(string(u.Host)); err == nil {
			u.Unicode = appendLower(u.Unicode[:0], []byte(uni))
		}
	default:
		u.Host = append(u.Host, u.Unicode...)
	}
	// IDNA maps the ideographic and full-width full stops to '.': trim the dots
	// again, so that the canonical form parses back to the same host, and bound
	// the punycode length as the Unicode one.
	for len(u.Host) > 0 && u.Host[len(u.Host)-1] == '.' {
		u.Host = u.Host[:len(u.Host)-1]
	}
	for len(u.Host) > 0 && u.Host[0] == '.' {
		u.Host = u.Host[1:]
	}
	if len(u.Host) == 0 || len(u.Host) > 253 {
		return false
	}
	// IDNA drops ignored code points (U+200B, U+00AD): "127\u200b.0.0.1" is an IP
	// host to a browser, and must be one here too.
	if ip, ok := parseIPv4(u.Host); ok && u.IDN {
		u.IDN, u.IP, u.IPObfuscated = false, IPv4, true
		u.Host = appendIPv4(u.Host[:0], ip)
		u.Unicode = append(u.Unicode[:0], u.Host...)
		return true
	}
	for _, c := range u.Host {
		if !isHostByte(c) {
			return false
		}
	}
	return true
}

// setRegistrable sets Suffix, Registrable and ICANN from the Public Suffix List; an
// IP host has none.
func (u *URL) setRegistrable() {
	if u.IP != IPNone {
		return
	}
	h := u.Host
	n, icann := publicSuffix(h)
	u.Suffix = h[len(h)-n:]
	u.ICANN = icann
	if n >= len(h) {
		return
	}
	dot := lastIndexByte(h[:len(h)-n-1], '.')
	u.Registrable = h[dot+1:]
}

// setRegistrableAs is setRegistrable for a URL whose host is o's, which has it
// done: the same split, in u's own host.
func (u *URL) setRegistrableAs(o *URL) {
	if u.IP != IPNone {
		return
	}
	h := u.Host
	u.Suffix = h[len(h)-len(o.Suffix):]
	u.ICANN = o.ICANN
	if len(o.Registrable) > 0 {
		u.Registrable = h[len(h)-len(o.Registrable):]
	}
}

// schemeEnd returns the index of ':' ending a scheme followed by '/' or '\', or -1.
func schemeEnd(s []byte) int {
	for i, c := range s {
		switch {
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
		case i > 0 && (c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.'):
		case c == ':' && i > 0 && i+1 < len(s) && (s[i+1] == '/' || s[i+1] == '\\'):
			return i
		default:
			return -1
		}
		if i > 16 {
			return -1
		}
	}
	return -1
}

func hasPunycodeLabel(h []byte) bool {
	for i := 0; i+4 <= len(h); i++ {
		if (i == 0 || h[i-1] == '.') && h[i] == 'x' && h[i+1] == 'n' && h[i+2] == '-' && h[i+3] == '-' {
			return true
		}
	}
	return false
}

func isHostByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '.' || c == '_'
}

func parsePort(b []byte) int {
	if len(b) == 0 || len(b) > 5 {
		return 0
	}
	n := 0
	for _, c := range b {
		if c < '0' || c > '9' {
			return 0
		}
		n = n*10 + int(c-'0')
	}
	if n > 65535 {
		return 0
	}
	return n
}

// parseIPv4 parses an IPv4 host the way browsers do (WHATWG URL): one to four parts,
// each decimal, 0x-hex or 0-octal, the last part filling the remaining bytes.
func parseIPv4(h []byte) (uint32, bool) {
	var parts [4]uint64
	n := 0
	start := 0
	for i := 0; i <= len(h); i++ {
		if i < len(h) && h[i] != '.' {
			continue
		}
		if n == 4 {
			return 0, false
		}
		v, ok := parseIPv4Part(h[start:i])
		if !ok {
			return 0, false
		}
		parts[n] = v
		n++
		start = i + 1
	}
	if n == 0 {
		return 0, false
	}
	for i := 0; i < n-1; i++ {
		if parts[i] > 255 {
			return 0, false
		}
	}
	last := parts[n-1]
	if last >= 1<<(8*(5-n)) {
		return 0, false
	}
	var ip uint64
	for i := 0; i < n-1; i++ {
		ip |= parts[i] << (8 * (3 - i))
	}
	return uint32(ip | last), true
}

func parseIPv4Part(p []byte) (uint64, bool) {
	if len(p) == 0 {
		return 0, false
	}
	base := uint64(10)
	switch {
	case len(p) > 2 && p[0] == '0' && (p[1] == 'x' || p[1] == 'X'):
		base, p = 16, p[2:]
	case len(p) > 1 && p[0] == '0':
		base, p = 8, p[1:]
	}
	var v uint64
	for _, c := range p {
		var d uint64
		switch {
		case c >= '0' && c <= '9':
			d = uint64(c - '0')
		case c >= 'a' && c <= 'f':
			d = uint64(c-'a') + 10
		case c >= 'A' && c <= 'F':
			d = uint64(c-'A') + 10
		default:
			return 0, false
		}
		if d >= base {
			return 0, false
		}
		v = v*base + d
		if v > 1<<32 {
			return 0, false
		}
	}
	return v, true
}

func appendIPv4(dst []byte, ip uint32) []byte {
	for i := 3; i >= 0; i-- {
		dst = appendInt(dst, int(ip>>(8*i)&0xff))
		if i > 0 {
			dst = append(dst, '.')
		}
	}
	return dst
}

// isPrivateIPv4 reports whether the dotted quad h is a loopback, private or link-local address.
func isPrivateIPv4(h []byte) bool {
	ip, ok := parseIPv4(h)
	if !ok {
		return false
	}
	a, b := ip>>24, ip>>16&0xff
	return a == 10 || a == 127 || a == 192 && b == 168 || a == 172 && b >= 16 && b <= 31 || a == 169 && b == 254
}

// appendLower appends s lower-cased (ASCII and Unicode letters) to dst.
func appendLower(dst, s []byte) []byte {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 'A' && c <= 'Z' {
				c += 'a' - 'A'
			}
			dst = append(dst, c)
			i++
			continue
		}
		r, n := utf8.DecodeRune(s[i:])
		dst = utf8.AppendRune(dst, toLowerRune(r))
		i += n
	}
	return dst
}

// appendLowerDecoded appends s percent-decoded once and lower-cased to dst.
func appendLowerDecoded(dst, s []byte) []byte {
	start := len(dst)
	plain := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
			c = unhex(s[i+1])<<4 | unhex(s[i+2])
			i += 2
		}
		if c >= utf8.RuneSelf {
			plain = false
		} else if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		dst = append(dst, c)
	}
	if plain {
		return dst
	}
	// Decoded bytes may form UTF-8 with upper-case letters: lower-case in place when
	// the result is valid UTF-8 of the same length, the common case.
	tail := dst[start:]
	if !utf8.Valid(tail) {
		return dst
	}
	for i := 0; i < len(tail); {
		r, n := utf8.DecodeRune(tail[i:])
		if lr := toLowerRune(r); lr != r && utf8.RuneLen(lr) == n {
			utf8.EncodeRune(tail[i:], lr)
		}
		i += n
	}
	return dst
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

func unhex(c byte) byte {
	switch {
	case c >= '0' && c <= '9':
		return c - '0'
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}

func lastIndexByte(b []byte, c byte) int {
	for i := len(b) - 1; i >= 0; i-- {
		if b[i] == c {
			return i
		}
	}
	return -1
}

// appendCanonicalURL appends the canonical form of u (D14) to dst: lower-case scheme
// and punycode host, the port when not the scheme's default, the lower-case path.
func appendCanonicalURL(dst []byte, u *URL, raw []byte) []byte {
	if len(u.Scheme) > 0 {
		dst = append(dst, u.Scheme...)
		dst = append(dst, "://"...)
	}
	if len(u.Userinfo) > 0 {
		dst = appendUserinfo(dst, u.Userinfo)
		dst = append(dst, '@')
	}
	if u.IP == IPv6 {
		dst = append(dst, '[')
		dst = append(dst, u.Host...)
		dst = append(dst, ']')
	} else {
		dst = append(dst, u.Host...)
	}
	if u.Port != 0 && !(u.Port == 80 && string(u.Scheme) == "http" || u.Port == 443 && string(u.Scheme) == "https") {
		dst = append(dst, ':')
		dst = appendInt(dst, u.Port)
	}
	// The raw path, lower-cased but not decoded: %2F and / stay distinct.
	p := rawPath(raw)
	if len(p) == 0 && len(u.Scheme) > 0 {
		return append(dst, '/')
	}
	return appendLower(dst, p)
}

// appendUserinfo appends decoded userinfo escaped again where a byte could end or
// change the authority ("a%2fb@host" must not become "a/b@host", whose host is "a"),
// so that the canonical form parses to the same URL.
func appendUserinfo(dst, s []byte) []byte {
	const hex = "0123456789abcdef"
	for _, c := range s {
		switch {
		case c >= 'a' && c <= 'z' || c >= '0' && c <= '9':
		case c == '-' || c == '.' || c == '_' || c == '~' || c == '!' || c == '$' || c == '&' || c == '\'' ||
			c == '(' || c == ')' || c == '*' || c == '+' || c == ',' || c == ';' || c == '=' || c == ':':
		default:
			dst = append(dst, '%', hex[c>>4], hex[c&0xf])
			continue
		}
		dst = append(dst, c)
	}
	return dst
}

// rawPath returns the part of a raw URL after its authority.
func rawPath(raw []byte) []byte {
	rest := raw
	if i := schemeEnd(raw); i > 0 {
		rest = raw[i+1:]
	}
	for len(rest) > 0 && (rest[0] == '/' || rest[0] == '\\') {
		rest = rest[1:]
	}
	for i, c := range rest {
		if c == '/' || c == '?' || c == '#' || c == '\\' {
			return rest[i:]
		}
	}
	return nil
}
