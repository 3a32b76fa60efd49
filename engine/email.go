package engine

// ParseEmail turns e-mail content into what the text analysis needs: the subject,
// the sender's name and domains, the human-readable text, the links and the names
// of attachments, and a set of parser findings.
//
// Content is a raw RFC 5322 message when it starts with a header block: lines
// "Name: value" (with folded continuation lines) up to an empty line, at least one
// of them From, To, Subject, Date, Received, Return-Path, MIME-Version or
// Content-Type, optionally after an mbox "From addr date" line. A line that is not a
// header after a known header ends the block early (the body starts there). Any
// other content is a pasted body: Text is the content as given (HTML is converted to
// text when it looks like HTML) and Raw is false.
//
// A raw message is walked as a MIME tree: multipart/* (nested up to emailMaxDepth
// levels, emailMaxParts parts in all), message/rfc822, text/plain and text/html
// leaves; base64 and quoted-printable transfer encodings (a broken encoding gives the
// raw bytes); charsets through the WHATWG index (a missing charset on bytes that are
// not UTF-8 means windows-1252, an unknown one gives the raw bytes; invalid UTF-8 is
// replaced). In multipart/alternative the first text/plain alternative with text
// gives Text, else the richest one (HTML); links are taken from every alternative.
// Parts with Content-Disposition attachment give their file name only. HTML becomes
// text without script, style and head, with line breaks for blocks, short image alt
// text, and without text that is hidden (see EmailHiddenText), which is not what
// the reader sees.
//
// Text is the decoded subject line, then the body text; it is valid UTF-8 and at
// most emailMaxText bytes. At most emailMaxLinks links (deduplicated by href) and
// emailMaxAttachments names are kept; a text part is read up to emailMaxPartBytes.
// Time and memory are linear in the content.
//
// Findings (the Email* bits below) are signals for the analysis, not verdicts:
// a legitimate newsletter may well hide a preheader or link through a tracker.

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"io"
	"mime"
	"mime/multipart"
	"net/mail"
	"net/netip"
	"net/textproto"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/transform"
)

// Bounds of ParseEmail: hostile input stays bounded in time and memory.
const (
	emailMaxText        = 20000   // bytes of Text
	emailMaxLinks       = 64      // Links
	emailMaxAttachments = 32      // Attachments
	emailMaxDepth       = 8       // nesting of multipart and message/rfc822
	emailMaxParts       = 64      // MIME parts in a message
	emailMaxPartBytes   = 1 << 20 // bytes read from one text part
	emailMaxHref        = 2048    // bytes of a link's href
	emailMaxAnchorText  = 256     // bytes of a link's text
	emailMaxAlt         = 40      // bytes of an image's alt text
	emailMaxFields      = 512     // header fields looked at
)

// Findings of ParseEmail, bits of Email.Findings.
const (
	// EmailNameDomain: the From display name contains an e-mail address or a domain
	// whose registrable domain is not the From domain ("paypal.com" <x@evil.ru>).
	// Brand names in the display name are for the analysis: see Email.SenderName.
	EmailNameDomain uint32 = 1 << iota
	// EmailReplyToDiffers: the Reply-To domain is not in the From domain's
	// registrable domain; answers go elsewhere.
	EmailReplyToDiffers
	// EmailReturnPathDiffers: the Return-Path (bounce) domain is not in the From
	// domain's registrable domain; the empty Return-Path <> does not count. Common
	// with mailing services, so a weak signal.
	EmailReturnPathDiffers
	// EmailLinkMismatch: an anchor's visible text shows a URL or host whose
	// registrable domain differs from its href's
	// (<a href="http://evil.example/x">https://www.paypal.com</a>).
	EmailLinkMismatch
	// EmailHiddenText: HTML has text made invisible: display:none,
	// visibility:hidden, the hidden attribute, opacity 0, a font size of 2px or
	// less, height 0 with overflow hidden, or a text colour equal to its background
	// (white on white). Such text is left out of Text.
	EmailHiddenText
	// EmailRiskyAttachment: an attachment whose extension runs code or hides
	// content (executables, scripts, shortcuts, disk images, archives, macro
	// documents, HTML), or whose name hides its extension (right-to-left override).
	// A double extension such as invoice.pdf.exe also sets EmailDoubleExtension.
	EmailRiskyAttachment
	// EmailDoubleExtension: a risky attachment named like a document or image
	// before its real extension: invoice.pdf.exe, photo.jpg   .scr.
	EmailDoubleExtension
	// EmailForm: the HTML body has a form, which may collect credentials in the
	// message itself.
	EmailForm
	// EmailBase64Body: a text body is base64-encoded. A plain note: many mailers do
	// it, some spam does it to hide words from filters.
	EmailBase64Body
	// EmailIPLink: a link's host is a raw IP address.
	EmailIPLink
)

// Email is what the text analysis needs from a message: content may be a raw RFC
// 5322 message (headers, MIME) or a pasted body (then Raw is false and Text is the
// body as given). ParseEmail reuses the slices of an Email between calls: Text,
// Links and Attachments are valid until the next ParseEmail on the same Email.
type Email struct {
	Raw                 bool   // content had a header block that parsed as RFC 5322
	Subject             string // decoded (RFC 2047 encoded-words)
	FromName, FromAddr  string // display name and address of From
	FromDomain          string // lower-case domain of FromAddr
	ReplyToDomain       string // lower-case, "" when absent
	ReturnPathDomain    string // lower-case, "" when absent or <>
	Text                []byte // the subject line, then the body's text
	Links               []EmailLink
	Attachments         []string // file names of attachments
	HiddenText          bool     // HTML had text made invisible (also EmailHiddenText)
	Findings            uint32   // Email* bits
	fields              []emailField
	raw, dec, conv, alt []byte // scratch of the MIME walk
	anchor, href, tmp   []byte // text and href of the open anchor, alt text
	linkBuf             []byte // hrefs and texts of spans
	spans               []emailLinkSpan
	stack               []emailElem
	parts               int
	linksOnly           bool // the text of the part being walked is not wanted
}

// EmailLink is a link of a message: Href as in the href (trimmed); Text the visible
// anchor text (empty for a URL found in plain text).
type EmailLink struct {
	Href string
	Text string
}

// Has reports whether finding f (an Email* bit) is set.
func (e *Email) Has(f uint32) bool { return e.Findings&f != 0 }

// SenderName returns the From display name for the analysis to match brands
// against FromDomain ("PayPal Service" <alerts@pp-secure-mail.ru>), or "" when there
// is none or it only repeats the address.
func (e *Email) SenderName() string {
	n := strings.Trim(e.FromName, " \t\"'")
	if n == "" || strings.EqualFold(n, e.FromAddr) {
		return ""
	}
	return n
}

// emailField is a header field of the block: name and value as in the content
// (the value with its folding line breaks), the value starting at start; start is
// -1 for the mark that ends a block with too many fields.
type emailField struct {
	name, value []byte
	start       int
}

// ParseEmail fills e from content, resetting it first; it never fails: anything
// unparseable becomes text.
func ParseEmail(content []byte, e *Email) {
	*e = Email{
		Text: e.Text[:0], Links: e.Links[:0], Attachments: e.Attachments[:0],
		fields: e.fields[:0], raw: e.raw[:0], dec: e.dec[:0], conv: e.conv[:0], alt: e.alt[:0],
		anchor: e.anchor[:0], href: e.href[:0], tmp: e.tmp[:0], stack: e.stack[:0],
		linkBuf: e.linkBuf[:0], spans: e.spans[:0],
	}
	e.parse(content)
	e.finishLinks()
}

func (e *Email) parse(content []byte) {
	var body int
	e.fields, body, e.Raw = emailHeaderBlock(content, e.fields)
	if !e.Raw {
		e.fields = e.fields[:0]
		e.pasted(content)
		return
	}
	var h emailEntity
	for i := range e.fields {
		f := &e.fields[i]
		switch {
		case h.ctype == "" && emailFieldIs(f.name, "content-type"):
			h.ctype = emailUnfold(f.value)
		case h.cte == "" && emailFieldIs(f.name, "content-transfer-encoding"):
			h.cte = emailUnfold(f.value)
		case h.disp == "" && emailFieldIs(f.name, "content-disposition"):
			h.disp = emailUnfold(f.value)
		case e.Subject == "" && emailFieldIs(f.name, "subject"):
			e.Subject = emailDecodeHeader(emailUnfold(f.value))
		case e.FromAddr == "" && emailFieldIs(f.name, "from"):
			e.FromName, e.FromAddr = emailAddress(emailUnfold(f.value))
			e.FromDomain = emailDomain(e.FromAddr)
		case e.ReplyToDomain == "" && emailFieldIs(f.name, "reply-to"):
			_, a := emailAddress(emailUnfold(f.value))
			e.ReplyToDomain = emailDomain(a)
		case e.ReturnPathDomain == "" && emailFieldIs(f.name, "return-path"):
			_, a := emailAddress(emailUnfold(f.value))
			e.ReturnPathDomain = emailDomain(a)
		}
	}
	e.senderFindings()
	if e.Subject != "" {
		e.appendText([]byte(e.Subject))
		for i, c := range e.Text {
			if c == '\n' {
				e.Text[i] = ' '
			}
		}
		e.Text = append(e.Text, '\n')
	}
	b := content[body:]
	if mt, params := emailMediaType(h.ctype); strings.HasPrefix(mt, "multipart/") {
		// A multipart body that lacks its boundary is shown as text.
		if bd := params["boundary"]; bd != "" && !bytes.Contains(b, []byte("--"+bd)) {
			h.ctype = "text/plain"
		}
	}
	e.walk(&h, bytes.NewReader(b), 0)
}

// pasted fills e from content without headers.
func (e *Email) pasted(content []byte) {
	if emailLooksHTML(content) {
		e.html(emailCharset(content, "", &e.conv))
		return
	}
	if utf8.Valid(content) {
		e.appendText(content)
		e.textLinks(content)
		return
	}
	e.conv = emailAppendValid(e.conv[:0], content)
	e.appendText(e.conv)
	e.textLinks(e.conv)
}

// emailHeaderBlock returns the fields of content's header block (appended to
// fields), the start of the body and whether content starts with a header block.
func emailHeaderBlock(content []byte, fields []emailField) ([]emailField, int, bool) {
	pos := 0
	if bytes.HasPrefix(content, []byte("From ")) {
		// The mbox separator line "From addr date".
		if i := bytes.IndexByte(content, '\n'); i >= 0 {
			pos = i + 1
		} else {
			return fields, 0, false
		}
	}
	known := false
	for pos < len(content) {
		end := len(content)
		next := end
		if i := bytes.IndexByte(content[pos:], '\n'); i >= 0 {
			end, next = pos+i, pos+i+1
		}
		line := content[pos:end]
		if len(line) > 0 && line[len(line)-1] == '\r' {
			line = line[:len(line)-1]
		}
		if len(line) == 0 {
			return fields, next, known
		}
		if line[0] == ' ' || line[0] == '\t' {
			if len(fields) == 0 {
				return fields, 0, false
			}
			if f := &fields[len(fields)-1]; f.start >= 0 {
				f.value = content[f.start:end]
			}
			pos = next
			continue
		}
		colon := bytes.IndexByte(line, ':')
		name := []byte(nil)
		if colon > 0 {
			name = bytes.TrimRight(line[:colon], " \t")
		}
		if !emailFieldName(name) {
			if known {
				return fields, pos, true // a header block ended by a body line
			}
			return fields, 0, false
		}
		switch {
		case len(fields) < emailMaxFields:
			fields = append(fields, emailField{name: name, value: content[pos+colon+1 : end], start: pos + colon + 1})
		case fields[len(fields)-1].start >= 0:
			fields = append(fields, emailField{start: -1}) // the fields after are not kept
		}
		known = known || emailKnownField(name)
		pos = next
	}
	return fields, len(content), known
}

// emailFieldName reports whether b is an RFC 5322 field name: printable ASCII
// without colon.
func emailFieldName(b []byte) bool {
	if len(b) == 0 || len(b) > 76 {
		return false
	}
	for _, c := range b {
		if c <= ' ' || c >= 0x7f {
			return false
		}
	}
	return true
}

func emailKnownField(name []byte) bool {
	for _, k := range [...]string{"from", "to", "subject", "date", "received", "return-path", "mime-version", "content-type"} {
		if emailFieldIs(name, k) {
			return true
		}
	}
	return false
}

// emailFieldIs reports whether name is the lower-case field name k, ignoring case.
func emailFieldIs(name []byte, k string) bool {
	return len(name) == len(k) && hasPrefixFold(name, k)
}

// emailUnfold returns a header value without its folding line breaks, trimmed.
func emailUnfold(v []byte) string {
	if bytes.IndexByte(v, '\n') < 0 {
		return string(bytes.TrimSpace(v))
	}
	var b strings.Builder
	b.Grow(len(v))
	for _, c := range bytes.TrimSpace(v) {
		if c != '\r' && c != '\n' {
			b.WriteByte(c)
		}
	}
	return b.String()
}

// emailWordDecoder decodes RFC 2047 encoded-words in any WHATWG charset.
var emailWordDecoder = &mime.WordDecoder{CharsetReader: func(charset string, input io.Reader) (io.Reader, error) {
	enc, err := htmlindex.Get(charset)
	if err != nil {
		return nil, err
	}
	return enc.NewDecoder().Reader(input), nil
}}

// emailDecodeHeader decodes the encoded-words of a header value; undecodable
// words stay as they are. The result is valid UTF-8.
func emailDecodeHeader(v string) string {
	if strings.Contains(v, "=?") {
		if d, err := emailWordDecoder.DecodeHeader(v); err == nil {
			v = d
		}
	}
	if !utf8.ValidString(v) {
		var buf []byte
		v = string(emailCharset([]byte(v), "", &buf))
	}
	return v
}

// emailAddress returns the display name and the address of the first address of a
// header value; a malformed value gives its first word with an '@'.
func emailAddress(v string) (name, addr string) {
	p := mail.AddressParser{WordDecoder: emailWordDecoder}
	if a, err := p.Parse(v); err == nil {
		return emailDecodeHeader(a.Name), a.Address
	}
	if l, err := p.ParseList(v); err == nil && len(l) > 0 {
		return emailDecodeHeader(l[0].Name), l[0].Address
	}
	at := strings.IndexByte(v, '@')
	if at < 0 {
		return emailDecodeHeader(strings.Trim(v, " \t\"")), ""
	}
	start := strings.LastIndexAny(v[:at], " \t<>\"',;:()[]") + 1
	end := strings.IndexAny(v[at:], " \t<>\"',;:()[]")
	if end < 0 {
		end = len(v)
	} else {
		end += at
	}
	if lt := strings.LastIndexByte(v[:start], '<'); lt >= 0 {
		name = strings.Trim(v[:lt], " \t\"")
	}
	return emailDecodeHeader(name), strings.ToValidUTF8(v[start:end], "\uFFFD")
}

// emailDomain returns the lower-case domain of an address, "" without one.
func emailDomain(addr string) string {
	at := strings.LastIndexByte(addr, '@')
	if at < 0 {
		return ""
	}
	return strings.ToLower(strings.Trim(addr[at+1:], " \t.>]["))
}

// senderFindings sets the findings of the From, Reply-To and Return-Path fields.
func (e *Email) senderFindings() {
	if e.FromDomain == "" {
		return
	}
	if e.ReplyToDomain != "" && !emailSameSite(e.ReplyToDomain, e.FromDomain) {
		e.Findings |= EmailReplyToDiffers
	}
	if e.ReturnPathDomain != "" && !emailSameSite(e.ReturnPathDomain, e.FromDomain) {
		e.Findings |= EmailReturnPathDiffers
	}
	name := e.FromName
	for name != "" {
		i := strings.IndexAny(name, " \t<>\"',;()[]|")
		w := name
		if i >= 0 {
			w, name = name[:i], name[i+1:]
		} else {
			name = ""
		}
		var d string
		if at := strings.LastIndexByte(w, '@'); at >= 0 {
			d = strings.ToLower(strings.Trim(w[at+1:], ".:"))
		} else if strings.IndexByte(w, '.') > 0 {
			d = strings.ToLower(emailLinkHost(strings.TrimRight(w, ".:!?")))
		}
		if d != "" && emailIsDomain(d) && !emailSameSite(d, e.FromDomain) {
			e.Findings |= EmailNameDomain
			return
		}
	}
}

// emailIsDomain reports whether the lower-case d is a host name under an ICANN
// public suffix, with a label of its own.
func emailIsDomain(d string) bool {
	for i := 0; i < len(d); i++ {
		if c := d[i]; !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '.' || c >= 0x80) {
			return false
		}
	}
	n, icann := publicSuffix([]byte(d))
	if !icann || n >= len(d)-2 || d[len(d)-n-1] != '.' || strings.Contains(d, "..") {
		return false
	}
	// A one-letter label before the suffix is an initial ("Craig R.Hughes").
	return len(d)-n-1-strings.LastIndexByte(d[:len(d)-n-1], '.')-1 >= 2
}

// emailSite returns the registrable domain of a lower-case host (the host itself
// for an IP address or a public suffix).
func emailSite(host string) string {
	if _, err := netip.ParseAddr(host); err == nil || host == "" {
		return host
	}
	n, _ := publicSuffix([]byte(host))
	if n >= len(host)-1 {
		return host
	}
	return host[strings.LastIndexByte(host[:len(host)-n-1], '.')+1:]
}

// emailSameSite reports whether two lower-case hosts have the same registrable domain.
func emailSameSite(a, b string) bool {
	return a == b || emailSite(a) == emailSite(b)
}

// emailEntity holds the MIME header values of an entity, as given.
type emailEntity struct {
	ctype, cte, disp string
}

// emailMediaType returns the lower-case media type of a Content-Type or
// Content-Disposition value and its parameters, leniently when mime rejects it.
func emailMediaType(v string) (string, map[string]string) {
	if v == "" {
		return "", nil
	}
	mt, params, err := mime.ParseMediaType(v)
	if err == nil {
		return mt, params
	}
	mt, rest, _ := strings.Cut(v, ";")
	params = make(map[string]string)
	for rest != "" {
		var p string
		p, rest, _ = strings.Cut(rest, ";")
		k, val, ok := strings.Cut(p, "=")
		if !ok {
			continue
		}
		k = strings.ToLower(strings.TrimSpace(k))
		k = strings.TrimSuffix(k, "*")
		val = strings.Trim(strings.TrimSpace(val), "\"'")
		if _, dup := params[k]; !dup && k != "" {
			params[k] = val
		}
	}
	return strings.ToLower(strings.TrimSpace(mt)), params
}

// Kinds of text a MIME entity gave, for multipart/alternative.
const (
	emailNoText = iota
	emailOtherText
	emailPlainText
)

// walk adds the text, links and attachments of the MIME entity h with body r.
func (e *Email) walk(h *emailEntity, r io.Reader, depth int) int {
	mt, params := emailMediaType(h.ctype)
	disp, dparams := emailMediaType(h.disp)
	name := dparams["filename"]
	if name == "" {
		name = params["name"]
	}
	if name != "" {
		e.attachment(name)
	}
	switch {
	case strings.HasPrefix(mt, "multipart/"):
		if depth >= emailMaxDepth {
			return emailNoText
		}
		return e.multipart(mt, params["boundary"], r, depth+1)
	case mt == "message/rfc822" || mt == "message/global":
		if depth >= emailMaxDepth || e.parts >= emailMaxParts {
			return emailNoText
		}
		br := bufio.NewReader(r)
		hdr, err := textproto.NewReader(br).ReadMIMEHeader()
		if err != nil && len(hdr) == 0 {
			return emailNoText
		}
		inner := emailEntity{ctype: hdr.Get("Content-Type"), cte: hdr.Get("Content-Transfer-Encoding"), disp: hdr.Get("Content-Disposition")}
		if s := hdr.Get("Subject"); s != "" {
			e.newLine()
			e.appendText([]byte(emailDecodeHeader(s)))
			e.Text = append(e.Text, '\n')
		}
		return e.walk(&inner, br, depth+1)
	case disp == "attachment":
		return emailNoText
	case mt == "text/html":
		if strings.EqualFold(strings.TrimSpace(h.cte), "base64") {
			e.Findings |= EmailBase64Body
		}
		b := e.decode(r, h.cte)
		e.newLine()
		e.html(emailCharset(b, params["charset"], &e.conv))
		return emailOtherText
	case mt == "" || strings.HasPrefix(mt, "text/") || !strings.Contains(mt, "/"):
		if strings.EqualFold(strings.TrimSpace(h.cte), "base64") {
			e.Findings |= EmailBase64Body
		}
		b := emailCharset(e.decode(r, h.cte), params["charset"], &e.conv)
		if !e.linksOnly {
			e.newLine()
			e.appendText(b)
		}
		e.textLinks(b)
		if len(bytes.TrimSpace(b)) == 0 {
			return emailNoText
		}
		return emailPlainText
	}
	return emailNoText
}

// multipart walks the parts of a multipart entity. In multipart/alternative the
// first alternative with plain text gives the text, else the last one with text.
func (e *Email) multipart(mt, boundary string, r io.Reader, depth int) int {
	if boundary == "" {
		br := bufio.NewReader(r)
		boundary, r = emailSniffBoundary(br), br
		if boundary == "" {
			return emailNoText
		}
	}
	alt := mt == "multipart/alternative"
	altStart := len(e.alt)
	var chosen [2]int // start and end in e.alt of the chosen alternative
	chosenKind := emailNoText
	kind := emailNoText
	mr := multipart.NewReader(r, boundary)
	for e.parts < emailMaxParts {
		p, err := mr.NextRawPart()
		if err != nil {
			break
		}
		e.parts++
		h := emailEntity{ctype: p.Header.Get("Content-Type"), cte: p.Header.Get("Content-Transfer-Encoding"), disp: p.Header.Get("Content-Disposition")}
		if h.ctype == "" && mt == "multipart/digest" {
			h.ctype = "message/rfc822"
		}
		mark := len(e.Text)
		// After a plain text alternative, the others give their links only.
		linksOnly := e.linksOnly
		e.linksOnly = linksOnly || alt && chosenKind == emailPlainText
		k := e.walk(&h, p, depth)
		e.linksOnly = linksOnly
		if !alt {
			kind = max(kind, k)
			continue
		}
		// Keep the alternative aside; the text of the chosen one is put back last.
		if k != emailNoText && chosenKind != emailPlainText {
			a := len(e.alt)
			e.alt = append(e.alt, e.Text[mark:]...)
			chosen, chosenKind = [2]int{a, len(e.alt)}, k
		}
		e.Text = e.Text[:mark]
	}
	if alt {
		e.Text = append(e.Text, e.alt[chosen[0]:chosen[1]]...)
		e.alt = e.alt[:altStart]
		return chosenKind
	}
	return kind
}

// emailSniffBoundary returns the boundary of a multipart body that does not
// declare it: the first line "--boundary" in its first 4 KiB.
func emailSniffBoundary(br *bufio.Reader) string {
	b, _ := br.Peek(4096)
	for len(b) > 0 {
		line := b
		if i := bytes.IndexByte(b, '\n'); i >= 0 {
			line, b = b[:i], b[i+1:]
		} else {
			b = nil
		}
		line = bytes.TrimRight(line, " \t\r")
		if len(line) > 2 && len(line) <= 72 && line[0] == '-' && line[1] == '-' && bytes.IndexByte(line, ' ') < 0 {
			return string(line[2:])
		}
	}
	return ""
}

// decode reads a part's body (up to emailMaxPartBytes) and undoes its transfer
// encoding; a broken encoding gives the bytes as read.
func (e *Email) decode(r io.Reader, cte string) []byte {
	e.raw, _ = emailReadAll(e.raw[:0], r) // a truncated part keeps what was read
	switch strings.ToLower(strings.TrimSpace(cte)) {
	case "base64":
		// Only the alphabet counts: line breaks, padding and a little junk are
		// dropped; more junk means it is not base64 after all.
		e.conv = e.conv[:0]
		junk := 0
		for _, c := range e.raw {
			switch {
			case c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '+' || c == '/':
				e.conv = append(e.conv, c)
			case c > ' ' && c != '=':
				junk++
			}
		}
		if junk*20 > len(e.raw) {
			return e.raw
		}
		n := base64.RawStdEncoding.DecodedLen(len(e.conv))
		if cap(e.dec) < n {
			e.dec = make([]byte, n)
		}
		m, err := base64.RawStdEncoding.Decode(e.dec[:n], e.conv)
		if err != nil && m == 0 {
			return e.raw
		}
		e.dec = e.dec[:m]
		return e.dec
	case "quoted-printable":
		e.dec = emailQP(e.dec[:0], e.raw)
		return e.dec
	}
	return e.raw
}

// emailQP appends the quoted-printable src decoded to dst. It never fails: "=XX"
// is the byte XX (in either case), "=" at the end of a line a soft line break,
// and any other "=" stays. It is mime/quotedprintable's Reader made lenient and
// several times faster, for the HTML of most messages.
func emailQP(dst, src []byte) []byte {
	for len(src) > 0 {
		i := bytes.IndexByte(src, '=')
		if i < 0 {
			return append(dst, src...)
		}
		dst, src = append(dst, src[:i]...), src[i:]
		if len(src) >= 3 && isHex(src[1]) && isHex(src[2]) {
			dst, src = append(dst, unhex(src[1])<<4|unhex(src[2])), src[3:]
			continue
		}
		j := 1
		for j < len(src) && (src[j] == ' ' || src[j] == '\t') {
			j++
		}
		switch {
		case j == len(src):
			src = nil
		case src[j] == '\n':
			src = src[j+1:]
		case src[j] == '\r' && j+1 < len(src) && src[j+1] == '\n':
			src = src[j+2:]
		default:
			dst, src = append(dst, '='), src[1:]
		}
	}
	return dst
}

// emailReadAll appends r's bytes to dst, up to emailMaxPartBytes, and returns the
// read error other than EOF.
func emailReadAll(dst []byte, r io.Reader) ([]byte, error) {
	for len(dst) < emailMaxPartBytes {
		if len(dst) == cap(dst) {
			dst = append(dst, 0)[:len(dst)]
		}
		n, err := r.Read(dst[len(dst):min(cap(dst), emailMaxPartBytes)])
		dst = dst[:len(dst)+n]
		if err == io.EOF {
			break
		}
		if err != nil {
			return dst, err
		}
	}
	return dst, nil
}

// emailCharset returns b converted from charset to valid UTF-8, using *buf.
func emailCharset(b []byte, charset string, buf *[]byte) []byte {
	charset = strings.ToLower(strings.Trim(charset, " \t\"'"))
	switch charset {
	case "", "us-ascii", "ascii", "utf-8", "utf8":
		if utf8.Valid(b) {
			return b
		}
		if charset == "utf-8" || charset == "utf8" {
			*buf = emailAppendValid((*buf)[:0], b)
			return *buf
		}
		charset = "windows-1252" // what undeclared 8-bit mail mostly is
	}
	enc, err := htmlindex.Get(charset)
	if err != nil {
		*buf = emailAppendValid((*buf)[:0], b)
		return *buf
	}
	dec := enc.NewDecoder()
	out := (*buf)[:0]
	if cap(out) < len(b)+len(b)/2+16 {
		out = make([]byte, 0, len(b)+len(b)/2+16)
	}
	for src := b; ; {
		nDst, nSrc, err := dec.Transform(out[len(out):cap(out)], src, true)
		out, src = out[:len(out)+nDst], src[nSrc:]
		if err != transform.ErrShortDst {
			break
		}
		out = append(out, 0, 0, 0, 0)[:len(out)]
	}
	if !utf8.Valid(out) {
		*buf = emailAppendValid(b[:0:0], out)
		return *buf
	}
	*buf = out
	return out
}

// newLine starts the next part's text on a line of its own.
func (e *Email) newLine() {
	if n := len(e.Text); n > 0 && e.Text[n-1] != '\n' && n < emailMaxText {
		e.Text = append(e.Text, '\n')
	}
}

// appendText appends valid UTF-8 s to Text without carriage returns and NULs,
// within emailMaxText bytes.
func (e *Email) appendText(s []byte) {
	for len(s) > 0 {
		i := bytes.IndexAny(s, "\r\x00")
		chunk := s
		if i >= 0 {
			chunk, s = s[:i], s[i+1:]
		} else {
			s = nil
		}
		if !e.appendChunk(chunk) {
			return
		}
	}
}

// appendChunk appends the valid UTF-8 b to Text, cut at a rune start when Text is
// full; it reports whether Text has room left.
func (e *Email) appendChunk(b []byte) bool {
	room := emailMaxText - len(e.Text)
	if len(b) > room {
		for room > 0 && !utf8.RuneStart(b[room]) {
			room--
		}
		e.Text = append(e.Text, b[:room]...)
		return false
	}
	e.Text = append(e.Text, b...)
	return true
}

// attachment adds a file name to Attachments and sets its findings.
func (e *Email) attachment(name string) {
	name = emailDecodeHeader(strings.TrimSpace(name))
	if name == "" {
		return
	}
	if len(e.Attachments) < emailMaxAttachments {
		e.Attachments = append(e.Attachments, name)
	}
	e.Findings |= emailAttachmentFindings(name)
}

// emailRiskyExt are the extensions of attachments that run code or hide content.
var emailRiskyExt = [...]string{
	"html", "htm", "shtml", "xhtml", "svg", "iso", "img", "vhd", "exe", "scr", "pif", "js", "jse", "vbs", "vbe",
	"wsf", "wsh", "bat", "cmd", "com", "lnk", "jar", "msi", "hta", "cpl", "ps1", "reg", "zip", "rar", "7z",
	"gz", "tgz", "ace", "arj", "cab", "docm", "xlsm", "pptm", "dotm", "xlam",
}

// emailDocExt are the extensions a double extension hides behind.
var emailDocExt = [...]string{
	"pdf", "doc", "docx", "xls", "xlsx", "ppt", "pptx", "txt", "rtf", "jpg", "jpeg", "png", "gif", "csv", "odt",
}

// emailAttachmentFindings returns the findings of an attachment's file name.
func emailAttachmentFindings(name string) uint32 {
	if strings.ContainsRune(name, '\u202e') {
		return EmailRiskyAttachment // right-to-left override hides the extension
	}
	name = strings.TrimRight(strings.ToLower(name), " .")
	dot := strings.LastIndexByte(name, '.')
	if dot < 0 || !emailExtIn(name[dot+1:], emailRiskyExt[:]) {
		return 0
	}
	inner := strings.TrimRight(name[:dot], " _")
	if d := strings.LastIndexByte(inner, '.'); d >= 0 && emailExtIn(inner[d+1:], emailDocExt[:]) {
		return EmailRiskyAttachment | EmailDoubleExtension
	}
	return EmailRiskyAttachment
}

func emailExtIn(ext string, list []string) bool {
	for _, x := range list {
		if ext == x {
			return true
		}
	}
	return false
}

// emailAppendValid appends b to dst with each invalid UTF-8 sequence replaced by
// U+FFFD.
func emailAppendValid(dst, b []byte) []byte {
	for len(b) > 0 {
		r, n := utf8.DecodeRune(b)
		if r == utf8.RuneError && n == 1 {
			dst = append(dst, "\uFFFD"...)
		} else {
			dst = append(dst, b[:n]...)
		}
		b = b[n:]
	}
	return dst
}
