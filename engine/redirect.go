package engine

import (
	"bytes"
	"encoding/base64"
)

// Links that carry another address. A redirect on a trusted site
// (google.com/url?q=, youtube.com/redirect?q=, l.facebook.com/l.php?u=), a mail
// filter's safe link (safelinks.protection.outlook.com/?url=), a tracker's click
// link or an open redirect on any site lead the reader to the address inside: it
// is extracted as one more link of the content and judged as any other, so that a
// phishing page behind google.com is not judged by google.com. Bing's click links
// carry the address base64url-encoded after "u=a1"; Google's AMP viewer carries it
// in its path (google.com/amp/s/host/path), as Proofpoint's URL Defense v3 does
// (urldefense.com/v3/__https://host/path__;...).

// addRedirect adds the address that the link raw (as written, a URL with its
// query) carries, if any, to s.urls: one level deep, never past maxURLs.
func (s *urlScratch) addRedirect(raw []byte, u *URL) {
	if s.inRedirect || len(s.urls) >= maxURLs {
		return
	}
	target := s.redirectTarget(raw, u)
	if target == nil {
		return
	}
	s.inRedirect = true
	n := len(s.urls)
	s.addURL(target, false)
	if len(s.urls) > n {
		s.urls[n].via = true
		s.urls[n-1].carrier = true // u, which the append may have moved
	}
	s.inRedirect = false
}

// redirectTarget returns the address that raw carries, decoded into s.redir, or nil.
func (s *urlScratch) redirectTarget(raw []byte, u *URL) []byte {
	q := bytes.IndexByte(raw, '?')
	if bytes.HasPrefix(u.Path, []byte("/amp/")) && isGoogleHost(u.Registrable) {
		// google.com/amp/s/example.com/page: https://example.com/page.
		p := u.Path[len("/amp/"):]
		scheme := "http://"
		if bytes.HasPrefix(p, []byte("s/")) {
			p, scheme = p[2:], "https://"
		}
		s.redir = append(append(s.redir[:0], scheme...), p...)
		return s.redir
	}
	if string(u.Registrable) == "awstrack.me" && bytes.HasPrefix(u.Path, []byte("/l0/")) {
		// Amazon SES's click link: /L0/ and the address, percent-encoded, then /1/
		// and the message's id (r.eu-central-1.awstrack.me/L0/https:%2F%2Fexample.com%2Finvoice/1/0107...).
		p := u.Path[len("/l0/"):]
		if k := bytes.LastIndex(p, []byte("/1/")); k > 0 {
			p = p[:k]
		}
		if isHTTPURL(p) {
			s.redir = append(s.redir[:0], p...)
			return s.redir
		}
	}
	if string(u.Registrable) == "urldefense.com" && bytes.HasPrefix(u.Path, []byte("/v3/__")) {
		// Proofpoint URL Defense v3: the address between "/v3/__" and "__;", then
		// the signature (urldefense.com/v3/__https://example.com/page__;!!Kq3n!aB7$).
		if i := bytes.Index(raw, []byte("/v3/__")); i >= 0 {
			p := raw[i+len("/v3/__"):]
			if k := bytes.Index(p, []byte("__;")); k > 0 && isHTTPURL(p[:k]) {
				s.redir = append(s.redir[:0], p[:k]...)
				return s.redir
			}
		}
	}
	if q < 0 {
		return nil
	}
	query := raw[q+1:]
	if h := bytes.IndexByte(query, '#'); h >= 0 {
		query = query[:h]
	}
	for len(query) > 0 {
		param := query
		if a := bytes.IndexByte(query, '&'); a >= 0 {
			param, query = query[:a], query[a+1:]
		} else {
			query = nil
		}
		eq := bytes.IndexByte(param, '=')
		if eq < 0 {
			continue
		}
		key, v := param[:eq], param[eq+1:]
		if string(key) == "u" && len(v) > 2 && v[0] == 'a' && v[1] == '1' {
			// Bing: u=a1 and the address in base64url.
			b64 := bytes.TrimRight(v[2:], "=")
			n := base64.RawURLEncoding.DecodedLen(len(b64))
			if cap(s.redir) < n {
				s.redir = make([]byte, n)
			}
			s.redir = s.redir[:n]
			if m, err := base64.RawURLEncoding.Decode(s.redir, b64); err == nil && isHTTPURL(s.redir[:m]) {
				return s.redir[:m]
			}
			continue
		}
		if !hasPrefixFold(v, "http") {
			continue
		}
		s.redir = appendPercentDecoded(s.redir[:0], v)
		if isHTTPURL(s.redir) {
			return s.redir
		}
	}
	return nil
}

// isHTTPURL reports whether b starts with http:// or https://, in any case.
func isHTTPURL(b []byte) bool {
	return hasPrefixFold(b, "http://") || hasPrefixFold(b, "https://")
}

// isGoogleHost reports whether the registrable domain reg is Google's (google.com,
// google.fr, google.co.uk...).
func isGoogleHost(reg []byte) bool {
	return bytes.HasPrefix(reg, []byte("google."))
}

// appendPercentDecoded appends b to dst with %XX decoded.
func appendPercentDecoded(dst, b []byte) []byte {
	for i := 0; i < len(b); i++ {
		c := b[i]
		switch {
		case c == '%' && i+2 < len(b) && isHex(b[i+1]) && isHex(b[i+2]):
			dst = append(dst, unhex(b[i+1])<<4|unhex(b[i+2]))
			i += 2
		default:
			dst = append(dst, c)
		}
	}
	return dst
}
