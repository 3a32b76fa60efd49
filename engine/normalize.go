package engine

import (
	"bytes"
	"encoding/binary"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Normalization and extraction (D14).
//
// prepare trims the content and applies Unicode NFKC; detects its type when the
// request does not give it (hint.go, detect.go); extracts every URL, bare domain, e-mail address domain
// and phone number; and writes the canonical form into Result.Normalized: the
// canonical URL (lower-case, punycode host, default port dropped) for a URL, E.164
// for a phone number, the NFKC text for SMS and e-mail.

// Limits on extraction: enough for any real message, bounded for hostile ones.
const (
	maxURLs   = 16
	maxPhones = 8
	// maxPhoneTries bounds the phone-number candidates parsed per text: one the
	// fast path cannot take costs about 10 µs in phonenumbers.
	maxPhoneTries = 4 * maxPhones
)

// Phone is one phone number found in the content.
type Phone struct {
	// E164 is the number in E.164 form, e.g. +447700900123.
	E164 []byte
	// Local: written without a country prefix (+ or 00).
	Local bool

	risk phoneRisk // phone_risk.go: set by the phishing layer
}

// urlScratch is the per-call memory of normalization, kept in the Result.
type urlScratch struct {
	urls   []URL
	phones []Phone
	text   []byte // NFKC of the trimmed content
	body   []byte // the trimmed text to extract from (SMS, e-mail); nil otherwise
	// suffixPending: urls[0] was parsed by normalize without its public suffix,
	// which extractBody sets.
	suffixPending bool
	// imitated: the brand whose address the most dangerous link's host imitates
	// (a typo, look-alike letters, the brand in a foreign host), -1 for none;
	// set by the phishing layer. A brand named only in a link's path is not one.
	imitated int32
	tmp      []byte // scratch for phone candidates and skeletons
	e164     []byte // scratch for the E.164 form of a phone candidate
	hits     []acHit
	skel     []byte
	// sender holds the e-mail's From domain parsed as a link's host while one check
	// reads it (officialSender, senderHostImitates), its buffers kept between
	// requests.
	sender URL
	// mail is the parsed e-mail of TypeEmail content (email.go); mailLinks: its
	// links are still to extract.
	mail      Email
	mailLinks bool
	// redir holds the address a link carries (redirect.go); inRedirect is set
	// while it is added, so that only one level is unwrapped.
	redir      []byte
	inRedirect bool
}

func (s *urlScratch) reset() {
	s.urls = s.urls[:0]
	s.phones = s.phones[:0]
	s.text = s.text[:0]
	s.body = nil
	s.suffixPending = false
	s.tmp = s.tmp[:0]
	s.e164 = s.e164[:0]
	s.hits = s.hits[:0]
	s.skel = s.skel[:0]
	s.mailLinks = false
	s.mail.Text = s.mail.Text[:0]
}

// nextURL returns a fresh URL slot, reusing the buffers of an earlier call.
func (s *urlScratch) nextURL() *URL {
	if len(s.urls) < cap(s.urls) {
		s.urls = s.urls[:len(s.urls)+1]
	} else {
		s.urls = append(s.urls, URL{})
	}
	return &s.urls[len(s.urls)-1]
}

// nextPhone returns a fresh Phone slot, reusing the buffers of an earlier call.
func (s *urlScratch) nextPhone() *Phone {
	if len(s.phones) < cap(s.phones) {
		s.phones = s.phones[:len(s.phones)+1]
	} else {
		s.phones = append(s.phones, Phone{})
	}
	p := &s.phones[len(s.phones)-1]
	p.E164 = p.E164[:0]
	return p
}

// prepare detects the type, normalizes the content into res.Normalized and extracts
// URLs and phone numbers into res.s.u.
func (e *Engine) prepare(req *Request, res *Result) {
	e.normalize(req, res)
	res.s.u.extractBody()
}

// normalize is prepare without the extraction of URLs and phone numbers from texts:
// all that the normalized form needs. It leaves the text to extract from (SMS and
// e-mail) in res.s.u.body for extractBody.
func (e *Engine) normalize(req *Request, res *Result) {
	s := &res.s.u
	s.text = appendNFKC(s.text[:0], trimSpace(req.Content))
	// NFKC can make spaces at the ends (U+0384 becomes " \u0301"): trim again, so
	// that normalizing a normal form changes nothing.
	text := trimSpace(s.text)
	res.Type = hintedType(req.Type, text)
	if res.Type != TypeEmail && mayBeDefanged(s.text) {
		// A raw message's parts are decoded first (extractBody).
		s.text = undefang(s.text)
		text = trimSpace(s.text)
		res.Type = hintedType(req.Type, text)
	}
	switch res.Type {
	case TypeURL:
		u := s.nextURL()
		if parseURLSyntax(u, text) {
			s.suffixPending = true
			res.Normalized = appendCanonicalURL(res.Normalized[:0], u, text)
			return
		}
		s.urls = s.urls[:0]
		res.Normalized = appendLower(res.Normalized[:0], text)
	case TypePhone:
		res.Normalized = append(res.Normalized[:0], text...)
		if end, ok := phoneSpan(text, 0); ok && end == len(text) {
			if p, ok := s.parsePhone(text); ok {
				res.Normalized = append(res.Normalized[:0], p.E164...)
			}
		}
	case TypeEmail:
		res.Normalized = append(res.Normalized[:0], text...)
		// extractBody parses the message (a cache hit does not need it).
		s.body = text
		s.mailLinks = true
	default:
		res.Normalized = append(res.Normalized[:0], text...)
		s.body = text
	}
}

// extractBody completes what normalize left for later, once: the public suffix of a
// URL content, the URLs and phone numbers of a text (s.body).
func (s *urlScratch) extractBody() {
	if s.suffixPending {
		s.urls[0].setRegistrable()
		s.suffixPending = false
		s.addRedirect(trimSpace(s.text), &s.urls[0])
	}
	if s.mailLinks {
		// A raw message is read as its reader sees it: the decoded text, and the
		// real destinations of its links first.
		s.mailLinks = false
		ParseEmail(s.body, &s.mail)
		if mayBeDefanged(s.mail.Text) {
			s.mail.Text = undefang(s.mail.Text)
		}
		s.body = s.mail.Text
		for i := range s.mail.Links {
			if len(s.urls) >= maxURLs {
				break
			}
			s.extractToken(trimTokenPunct(s.mail.linkHref(i)))
		}
	}
	if s.body != nil {
		s.extract(s.body)
		s.body = nil
	}
}

// extract finds URLs, bare domains, e-mail address domains and phone numbers in a text.
func (s *urlScratch) extract(t []byte) {
	for i := 0; i < len(t) && len(s.urls) < maxURLs; { // (a message's links may have filled them)
		for i < len(t) && isTokenSep(t[i]) {
			i++
		}
		start := i
		for i < len(t) && !isTokenSep(t[i]) {
			i++
		}
		if i > start {
			s.extractToken(trimTokenPunct(t[start:i]))
		}
	}
	tries := 0 // candidates parsed: a text of many invalid numbers costs a bounded time
	for i := 0; i < len(t) && len(s.phones) < maxPhones && tries < maxPhoneTries; i++ {
		c := t[i]
		if c >= 'A' && c <= 'Z' {
			if e := ibanEnd(t, i); e > 0 {
				i = e - 1 // "IBAN : LT62 3250 0718 4426 9013": an account, no number to call
			}
			continue
		}
		if c != '+' && (c < '0' || c > '9') {
			continue
		}
		if i > 0 && !isPhoneLead(t[i-1]) {
			// Inside a word, a URL or a longer number: skip to its end.
			for i+1 < len(t) && !isTokenSep(t[i+1]) {
				i++
			}
			continue
		}
		end, ok := phoneSpan(t, i)
		if !ok {
			i = max(i, end-1) // past a card's or an account's digits
			continue
		}
		if end < len(t) && isWordByte(t[end]) {
			i = end
			continue
		}
		if c != '+' && (afterReferenceWord(t[:i]) || zipPlus4(t[i:end])) {
			// "order 5309040431", "ref: 0123 456 789": a reference, not a number
			// to call; "San Jose, CA 95110-2704": a ZIP+4 code.
			i = end
			continue
		}
		s.parsePhone(t[i:end])
		tries++
		i = end
	}
}

// zipPlus4 reports whether a number is written as a United States ZIP+4 code:
// five digits, a hyphen, four digits. No numbering plan writes a phone number so.
func zipPlus4(n []byte) bool {
	if len(n) != 10 || n[5] != '-' {
		return false
	}
	for i, c := range n {
		if i != 5 && (c < '0' || c > '9') {
			return false
		}
	}
	return true
}

// extractToken adds the URL, bare domain or e-mail domain in one text token.
func (s *urlScratch) extractToken(tok []byte) {
	if len(tok) < 4 || !hasURLMark(tok) {
		return
	}
	// A scheme anywhere in the token ("Click:https://...") starts the URL there.
	for j := 0; j+3 < len(tok); j++ {
		if tok[j] == ':' && (tok[j+1] == '/' || tok[j+1] == '\\') {
			k := j
			for k > 0 && isSchemeByte(tok[k-1]) {
				k--
			}
			if k < j {
				s.addURL(tok[k:], false)
				return
			}
		}
	}
	if at := bytes.IndexByte(tok, '@'); at > 0 {
		dom := tok[at+1:]
		if isDomainToken(dom) {
			s.addURL(dom, true)
		}
		return
	}
	if hasPrefixFold(tok, "www.") {
		s.addURL(tok, false)
		return
	}
	// "http:Ow.ly/x": a scheme whose slashes were dropped to get past link
	// filters; what follows is read as a bare domain.
	for _, scheme := range [...]string{"http:", "https:"} {
		if len(tok) > len(scheme) && hasPrefixFold(tok, scheme) {
			tok = tok[len(scheme):]
			break
		}
	}
	// "Qualify here:cash4study.com/": a label glued to the domain by a colon. A
	// colon after a dotless word is no port: the domain starts after it.
	if j := bytes.IndexByte(tok, ':'); j > 0 && bytes.IndexByte(tok[:j], '.') < 0 {
		tok = tok[j+1:]
	}
	host := tok
	for j, c := range tok {
		if c == '/' || c == '?' || c == '#' || c == ':' {
			host = tok[:j]
			break
		}
	}
	if isDomainToken(host) && !isAllDigitsAndDots(host) {
		s.addURL(tok, false)
	}
}

func (s *urlScratch) addURL(b []byte, email bool) {
	u := s.nextURL()
	if !parseURLSyntax(u, b) {
		s.urls = s.urls[:len(s.urls)-1]
		return
	}
	// The links of a message mostly lead to one host: the one before has its
	// public suffix looked up already.
	if n := len(s.urls); n >= 2 && string(s.urls[n-2].Host) == string(u.Host) && s.urls[n-2].IP == u.IP {
		u.setRegistrableAs(&s.urls[n-2])
	} else {
		u.setRegistrable()
	}
	u.Email = email
	for i := range s.urls[:len(s.urls)-1] {
		if o := &s.urls[i]; string(o.Host) == string(u.Host) && string(o.Path) == string(u.Path) {
			s.urls = s.urls[:len(s.urls)-1] // duplicate
			return
		}
	}
	if !email {
		s.addRedirect(b, u)
	}
}

// hasURLMark reports whether tok has a byte without which extractToken finds
// nothing in it: ':' (a scheme), '@' (an e-mail address) or '.' (www. and every
// domain). Most words of a text have none, and are passed over in one loop.
func hasURLMark(tok []byte) bool {
	for _, c := range tok {
		if c == ':' || c == '@' || c == '.' {
			return true
		}
	}
	return false
}

func isAllDigitsAndDots(b []byte) bool {
	for _, c := range b {
		if c != '.' && (c < '0' || c > '9') {
			return false
		}
	}
	return true
}

// isTokenSep reports whether c separates tokens in a text: white space and the
// brackets and quotes that surround links.
func isTokenSep(c byte) bool { return tokenSeps[c] }

// tokenSeps[c] is whether c separates tokens (isTokenSep): a table, faster than a switch.
var tokenSeps = [256]bool{
	' ': true, '\t': true, '\n': true, '\r': true, '\f': true, '\v': true, '<': true, '>': true,
	'"': true, '\'': true, '(': true, ')': true, '[': true, ']': true, '{': true, '}': true,
	'|': true, '`': true, ',': true,
}

func isPhoneLead(c byte) bool {
	switch c {
	case ' ', '\t', '\n', '\r', ':', '(', '"', '\'', '<', ',', ';', '[':
		return true
	}
	return false
}

// trimTokenPunct removes sentence punctuation around a token.
func trimTokenPunct(b []byte) []byte {
	for len(b) > 0 {
		switch b[len(b)-1] {
		case '.', ',', ';', ':', '!', '?', '*':
			b = b[:len(b)-1]
			continue
		}
		break
	}
	for len(b) > 0 && (b[0] == '*' || b[0] == ':' || b[0] == '.') {
		b = b[1:]
	}
	return b
}

func isSchemeByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.'
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c >= utf8.RuneSelf
}

func hasSpace(b []byte) bool {
	for _, c := range b {
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' {
			return true
		}
	}
	return false
}

// hasPrefixFold reports whether b starts with the lower-case ASCII prefix p, ignoring case.
func hasPrefixFold(b []byte, p string) bool {
	if len(b) < len(p) {
		return false
	}
	for i := 0; i < len(p); i++ {
		c := b[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != p[i] {
			return false
		}
	}
	return true
}

// trimSpace trims ASCII and Unicode white space from both ends of b.
func trimSpace(b []byte) []byte {
	// Most content starts and ends with an ASCII byte that is not a space.
	if len(b) > 0 && b[0] < utf8.RuneSelf && !asciiSpace[b[0]] && b[len(b)-1] < utf8.RuneSelf && !asciiSpace[b[len(b)-1]] {
		return b
	}
	for len(b) > 0 {
		r, n := utf8.DecodeRune(b)
		if !unicode.IsSpace(r) && r != '\u200b' && r != '\ufeff' {
			break
		}
		b = b[n:]
	}
	for len(b) > 0 {
		r, n := utf8.DecodeLastRune(b)
		if !unicode.IsSpace(r) && r != '\u200b' && r != '\ufeff' {
			break
		}
		b = b[:len(b)-n]
	}
	return b
}

// asciiSpace[c] is whether the ASCII byte c is white space for unicode.IsSpace.
var asciiSpace = [utf8.RuneSelf]bool{'\t': true, '\n': true, '\v': true, '\f': true, '\r': true, ' ': true}

// appendNFKC appends the NFKC form of b to dst; ASCII is already NFKC.
func appendNFKC(dst, b []byte) []byte {
	if isASCII(b) {
		return append(dst, b...)
	}
	return norm.NFKC.Append(dst, b...)
}

// isASCII reports whether every byte of b is ASCII, testing 32 at a time (four
// words or'ed together: one test for the four), then eight.
func isASCII(b []byte) bool {
	for len(b) >= 32 {
		w := binary.LittleEndian.Uint64(b) | binary.LittleEndian.Uint64(b[8:]) |
			binary.LittleEndian.Uint64(b[16:]) | binary.LittleEndian.Uint64(b[24:])
		if w&0x8080808080808080 != 0 {
			return false
		}
		b = b[32:]
	}
	for len(b) >= 8 {
		if binary.LittleEndian.Uint64(b)&0x8080808080808080 != 0 {
			return false
		}
		b = b[8:]
	}
	for _, c := range b {
		if c >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

func toLowerRune(r rune) rune {
	if r < utf8.RuneSelf {
		if r >= 'A' && r <= 'Z' {
			return r + 'a' - 'A'
		}
		return r
	}
	return unicode.ToLower(r)
}

// referenceWords name the numbers that are references, not phone numbers, when
// they stand just before one: order, tracking, invoice and account numbers.
var referenceWords = [...]string{
	"order", "ref", "reference", "tracking", "invoice", "receipt", "booking", "account",
	"acct", "transaction", "parcel", "shipment", "case", "ticket", "nr",
	"id", "code", "pin", "commande", "colis", "facture", "numero", "dossier", "pedido",
	"envio", "factura", "referencia", "bestellung", "bestellnummer", "sendung",
	"sendungsnummer", "rechnung", "rechnungsnummer", "kundennummer", "auftrag", "store",
	"envío", "número", "guía", "guia", "awb", // accents as written: the comparison folds ASCII only
	"envoi", "expedition", "expédition", "contrat", "contract", "compte", "konto", "vertragskonto",
	"kundenkonto", "vertragsnummer", "vorgang", "aktenzeichen", "expediente", "cuenta", "contrato",
	"poliza", "póliza", "police", "policy", "claim", "matricule", "membership", "member",
	// a meter, a date, a prepaid token, a payment's reference (UTR, RRN), a
	// mobile-money till or paybill, an identity number (BVN, NIN), a device's
	"mtr", "meter", "date", "token", "txn", "utr", "rrn", "pnr", "till", "paybill", "bvn", "nin", "imei", "serial",
	// an operation's, an authorisation's or a confirmation's number on a receipt
	"operacion", "operación", "operation", "opération", "transaccion", "transacción", "transaktion", "folio",
	"comprobante", "authorization", "authorisation", "autorisation", "autorizacion", "autorización",
	"confirmation", "confirmacion", "confirmación",
	// a fine's, a court's or a licence's number ("Citation 987654321", "Unique
	// Taxpayer Reference (UTR): 43185 20967")
	"citation", "violation", "docket", "licence", "license", "permit", "plate", "vin", "ssn", "taxpayer",
	"agreement", "reservation", "itinerary", "voucher",
	// an auction's or a shop's item ("Item #: 5712093384", "Artikelnummer")
	"item", "artikel", "artikelnummer", "article", "articulo", "artículo", "listing", "auction", "sku", "isbn",
	"asin", "barcode",
}

// afterReferenceWord reports whether the text before a number ends with a
// reference word, with at most a few separators (":", "#", spaces) and a number
// sign ("n°", "nº", "no.", "nr.") in between: "order 123", "commande n° 809…".
func afterReferenceWord(before []byte) bool {
	for range 2 {
		w, rest := lastWord(before)
		if len(w) == 0 {
			return false
		}
		if n := len(rest); (string(w) == "º" || string(w) == "°" || string(w) == "o") && n >= 2 && rest[n-1] == '.' && rest[n-2]|0x20 == 'n' &&
			(n == 2 || !isWordByte(rest[n-3])) {
			w, rest = []byte("nº"), rest[:n-2] // "contrato n.º 0081447720": Spanish writes the sign with a dot
		}
		if strongNumberSign(w) {
			// "envoi DHL Express n° 4829137750": a numbered thing, unless one of
			// the two words before names a phone or a call ("tél. n° 01 …",
			// "Telefon Nr. 0711 …", "Appelez le n° 01 …", "Llame al n.º 0034 …").
			p, rest := lastWord(rest)
			if len(p) == 0 || phoneWord(p) || callWord(p) {
				return false
			}
			p, _ = lastWord(rest)
			return !phoneWord(p) && !callWord(p)
		}
		for _, r := range referenceWords {
			if len(w) == len(r) && hasPrefixFold(w, r) {
				return true
			}
		}
		if !numberSign(w) {
			return false
		}
		before = rest
	}
	return false
}

// strongNumberSign reports whether w is a number sign that no sentence uses as a
// word: "n°", "nº", "Nr" ("no" and "num" are words too).
func strongNumberSign(w []byte) bool {
	switch string(w) {
	case "n°", "N°", "nº", "Nº", "nr", "Nr":
		return true
	}
	return false
}

// phoneWord reports whether w names a phone line: "tel", "téléphone", "phone",
// "Telefon", "teléfono", "fax", "mobile", "portable", "móvil", "Handy".
func phoneWord(w []byte) bool {
	for _, p := range [...]string{"tel", "tél", "telephone", "téléphone", "phone", "telefon", "telefono", "teléfono",
		"fax", "mobile", "portable", "movil", "móvil", "handy", "mobil", "rufnummer", "hotline", "whatsapp"} {
		if len(w) == len(p) && hasPrefixFold(w, p) {
			return true
		}
	}
	return false
}

// callWord reports whether w asks to call or dial: "call", "appelez", "llame",
// "anrufen", "wählen".
func callWord(w []byte) bool {
	for _, c := range [...]string{"call", "ring", "dial", "appelez", "appeler", "appelle", "rappelez", "composez",
		"llame", "llama", "llamar", "marque", "marca", "anrufen", "rufen", "wählen", "wahlen"} {
		if len(w) == len(c) && hasPrefixFold(w, c) {
			return true
		}
	}
	return false
}

// lastWord returns the word that ends before, after at most four separators (a
// run of spaces and tabs, which aligns a form's columns, counts as one: "Item #:
// 5712093384"), and the text before that word.
func lastWord(before []byte) (w, rest []byte) {
	j := len(before)
	for seps := 0; j > 0 && seps < 4; seps++ {
		c := before[j-1]
		if c == ' ' || c == '\t' {
			for j > 0 && (before[j-1] == ' ' || before[j-1] == '\t') {
				j--
			}
			continue
		}
		if c != ':' && c != '#' && c != '.' && c != '-' && c != ')' {
			break
		}
		j--
	}
	k := j
	for k > 0 && isWordByte(before[k-1]) {
		k--
	}
	if j-k > 16 {
		return nil, nil
	}
	return before[k:j], before[:k]
}

// numberSign reports whether w abbreviates "number", or is the word: n°, nº, no, nr,
// num, number ("Account number: 1009384471"; "phone number" names a line, which
// afterReferenceWord does not take for a reference).
func numberSign(w []byte) bool {
	switch string(w) {
	case "n°", "N°", "nº", "Nº", "no", "No", "NO", "nr", "Nr", "num", "Num", "number", "Number":
		return true
	}
	return false
}

// undefang rewrites in place, in b, the links written so that filters miss them,
// and returns b shortened: "usps-redeliver[.]top", "example(.)com", "hxxps://",
// "chase-secure-login dot com/verify", "antai-gouv-paiement . com". A spelled dot
// is rewritten only where the joined name is a domain under a known suffix
// (isDomainToken) that reads as a link (spelledDot): "the dot com era" stays.
// Callers look for the marks first (mayBeDefanged): most texts have none.
func undefang(b []byte) []byte {
	w := 0
	for r := 0; r < len(b); {
		c := b[r]
		if c == '[' || c == '(' || c == '{' {
			if n := bracketDot(b[r:]); n > 0 {
				b[w] = '.'
				w++
				r += n
				continue
			}
		}
		if (c == 'h' || c == 'H') && r+4 <= len(b) && hasPrefixFold(b[r:], "hxxp") && (r == 0 || !isWordByte(b[r-1])) {
			b[w], b[w+1], b[w+2], b[w+3] = c, 't', 't', 'p'
			w += 4
			r += 4
			continue
		}
		if c == ' ' && w > 0 && isLabelByte(b[w-1]) {
			if n := spelledDot(b[:w], b[r:]); n > 0 {
				b[w] = '.'
				w++
				r += n
				continue
			}
		}
		b[w] = c
		w++
		r++
	}
	return b[:w]
}

// bracketDot returns the length of a bracketed dot at the start of b ("[.]",
// "(.)", "{.}", "[dot]", "(dot)"), or 0.
func bracketDot(b []byte) int {
	closing := byte(')')
	switch b[0] {
	case '[':
		closing = ']'
	case '{':
		closing = '}'
	}
	if len(b) >= 3 && b[1] == '.' && b[2] == closing {
		return 3
	}
	if len(b) >= 5 && hasPrefixFold(b[1:], "dot") && b[4] == closing {
		return 5
	}
	return 0
}

// spelledDot returns the length of a spelled dot at the start of rest (" dot ",
// " . ", " DOT ") when the label before it (the end of done) and the one after it
// join into a domain name, or 0.
func spelledDot(done, rest []byte) int {
	var n int
	switch {
	case len(rest) >= 5 && hasPrefixFold(rest[1:], "dot") && rest[4] == ' ':
		n = 5
	case len(rest) >= 3 && rest[1] == '.' && rest[2] == ' ':
		n = 3
	default:
		return 0
	}
	start := len(done)
	for start > 0 && (isLabelByte(done[start-1]) || done[start-1] == '.') {
		start--
	}
	end := n
	for end < len(rest) && isLabelByte(rest[end]) {
		end++
	}
	if end == n || len(done)-start+1+end-n > 253 {
		return 0
	}
	// A spelled name of words alone ("the dot com era", "you . me") is prose;
	// one joined by hyphens or dots, or followed by a path, is a link.
	if bytes.IndexByte(done[start:], '-') < 0 && bytes.IndexByte(done[start:], '.') < 0 && (end == len(rest) || rest[end] != '/') {
		return 0
	}
	var buf [253]byte
	host := append(append(append(buf[:0], done[start:]...), '.'), rest[n:end]...)
	if !isDomainToken(host) || isAllDigitsAndDots(host) {
		return 0
	}
	return n
}

// isLabelByte reports whether c may be part of a domain's label.
func isLabelByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-'
}

// defangMarks are the byte strings one of which every rewrite of undefang needs.
var defangMarks = [...][]byte{[]byte(".]"), []byte(".)"), []byte(".}"), []byte("ot]"), []byte("ot)"), []byte("OT]"), []byte("OT)"),
	[]byte("xxp"), []byte("XXP"), []byte(" dot "), []byte(" DOT "), []byte(" Dot "), []byte(" . ")}

// mayBeDefanged reports whether b holds one of defangMarks.
func mayBeDefanged(b []byte) bool {
	for _, m := range defangMarks {
		if bytes.Contains(b, m) {
			return true
		}
	}
	return false
}
