package engine

// ParseEmail turns e-mail content into what the text analysis needs: the subject,
// the sender's name and domains, the human-readable text, the links and the names
// of attachments, and a set of parser findings. Files: email.go (headers and
// sender), email_mime.go (MIME tree, encodings, charsets, attachments),
// email_html.go and email_style.go (HTML to text, hidden text), email_link.go.
//
// Content is a raw RFC 5322 message when it starts with a header block: lines
// "Name: value" (with folded continuation lines) up to an empty line, at least one
// of them From, To, Subject, Date, Received, Return-Path, MIME-Version or
// Content-Type, optionally after an mbox "From addr date" line. A line that is not
// a header after a known header ends the block early: the body starts there. The
// block is found by a scanner of its own, not net/textproto, which rejects the
// mbox line and field names that real mail has; addresses are parsed by net/mail
// (a malformed one gives its word with an '@'), encoded-words by mime.WordDecoder
// in any charset of golang.org/x/text/encoding/htmlindex. Any other content is a
// pasted body: Raw is false, Text is the content as given (converted to text when
// it looks like HTML) and Links are its URLs.
//
// A raw message is walked as a MIME tree, split into parts as mime/multipart does
// (from memory: see emailParts) with part headers read by net/textproto:
// multipart/* nested up to emailMaxDepth levels and emailMaxParts parts in all,
// message/rfc822 (its subject and text), text/plain and text/html leaves, a
// text/plain body when there is no Content-Type. Transfer encodings: base64 (mostly junk means not base64)
// and quoted-printable, both lenient; a body that decodes to nothing stays as
// read. Charsets through htmlindex: undeclared bytes that are not UTF-8 are
// windows-1252, an unknown charset gives the bytes; invalid UTF-8 becomes U+FFFD.
// In multipart/alternative the first alternative with plain text gives Text,
// else the last one with text (the HTML); the links come from every alternative.
// Parts with Content-Disposition attachment give their file name only.
//
// HTML becomes text without script, style, head and title, with line breaks for
// blocks (a blank line for paragraphs, headings, tables and lists), white space
// collapsed, no-break and zero-width spaces folded, entities decoded, image alt
// text cut to emailMaxAlt bytes, and without hidden text (see EmailHiddenText):
// Text is what the reader sees. Every <a href> and <area href> is a link with its
// visible text; URLs of plain text (http://, https://, www.) are links with an
// empty text, unless an anchor has the same href.
//
// Bounds: Text is the decoded subject line, then the body text, at most
// emailMaxText bytes of valid UTF-8; at most emailMaxLinks links (deduplicated by
// href, hrefs cut to emailMaxHref bytes) and emailMaxAttachments names; a text
// part is read up to emailMaxPartBytes. Time and memory are linear in the content.
//
// Findings (the Email* bits below) are signals for the analysis, not verdicts:
// a legitimate newsletter may well hide a preheader or link through a tracker.

import (
	"bufio"
	"bytes"
	"io"
	"mime"
	"net/mail"
	"net/netip"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/htmlindex"
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
	// visibility:hidden, the hidden attribute, opacity under 0.05, a font size
	// under 2px (2pt, 0.2em, 20%), height 0 with overflow hidden, or a text colour
	// equal to its background (white on white; an element with a class may get
	// its background from a stylesheet, so it has none known). Such text is left
	// out of Text.
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
	// EmailDMARCFail: the first Authentication-Results field (the one the
	// receiving server added last, on top) says DMARC failed for the From domain:
	// the domain's owner does not vouch for the message. A pass proves nothing (a
	// sender can write the field too); a fail no forger writes.
	EmailDMARCFail
)

// Email is what the text analysis needs from a message: content may be a raw RFC
// 5322 message (headers, MIME) or a pasted body (then Raw is false and Text is the
// body as given). ParseEmail reuses the slices of an Email between calls: Text,
// Links and Attachments are valid until the next ParseEmail on the same Email.
type Email struct {
	Raw                bool   // content had a header block that parsed as RFC 5322
	Subject            []byte // decoded (RFC 2047 encoded-words); reused between calls
	FromName, FromAddr string // display name and address of From
	FromDomain         string // lower-case domain of FromAddr
	ToAddr             string // the first To address, "" when absent
	ToDomain           string // lower-case domain of ToAddr
	ReplyToDomain      string // lower-case, "" when absent
	ReturnPathDomain   string // lower-case, "" when absent or <>
	Text               []byte // the subject line, then the body's text
	Links              []EmailLink
	Attachments        []string // file names of attachments
	HiddenText         bool     // HTML had text made invisible (also EmailHiddenText)
	Findings           uint32   // Email* bits
	fields             []emailField
	dec, conv, alt     []byte // scratch of the MIME walk
	anchor, href, tmp  []byte // text and href of the open anchor, alt text
	linkBuf            []byte // hrefs and texts of spans
	spans              []emailLinkSpan
	linkIndex          [2 * emailMaxLinks]uint8 // 1 + the index in spans of a hash's link, 0 for none
	stack              []emailElem
	styles             [4]emailStyleMemo // inline styles applied lately
	nextStyle          int               // the entry of styles to replace next
	parts              int
	linksOnly          bool          // the text of the part being walked is not wanted
	hdrSrc             bytes.Reader  // the part header being read
	hdrBuf             *bufio.Reader // reads hdrSrc for net/textproto, reused between calls
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
		Subject: e.Subject[:0], Text: e.Text[:0], Links: e.Links[:0], Attachments: e.Attachments[:0],
		fields: e.fields[:0], dec: e.dec[:0], conv: e.conv[:0], alt: e.alt[:0],
		anchor: e.anchor[:0], href: e.href[:0], tmp: e.tmp[:0], stack: e.stack[:0],
		linkBuf: e.linkBuf[:0], spans: e.spans[:0],
		styles: e.styles, nextStyle: e.nextStyle, // what a style gives does not change
		hdrBuf: e.hdrBuf,
	}
	e.parse(content)
	e.bodyAttachmentLines()
	e.finishLinks()
}

// bodyAttachmentLines reads the attachment lines a pasted or forwarded message
// keeps in its text ("Attachment: PO88213_Specs_Drawing.img (1.2 MB)", "Pièce
// jointe : facture.html"): a line that opens with the field's name, its names
// parted by commas or semicolons, a size in parentheses after each dropped.
func (e *Email) bodyAttachmentLines() {
	for line := range bytes.SplitSeq(e.Text, []byte("\n")) {
		colon := bytes.IndexByte(line, ':')
		if colon <= 0 || colon > 24 || !emailFieldIn(bytes.TrimSpace(line[:colon]), bodyAttachmentFields[:]) {
			continue
		}
		for name := range strings.FieldsFuncSeq(string(line[colon+1:]), func(r rune) bool { return r == ',' || r == ';' }) {
			if p := strings.IndexByte(name, '('); p > 0 {
				name = name[:p]
			}
			e.attachment(name)
		}
	}
}

// bodyAttachmentFields are the names mail clients give the attachment line.
var bodyAttachmentFields = [...]string{"attachment", "attachments", "attached", "piece jointe", "pièce jointe",
	"pieces jointes", "pièces jointes", "anhang", "anhänge", "adjunto", "adjuntos", "archivo adjunto"}

func (e *Email) parse(content []byte) {
	var body int
	e.fields, body, e.Raw = emailHeaderBlock(content, e.fields)
	if !e.Raw {
		e.fields = e.fields[:0]
		e.pasted(content)
		e.pastedSender(content)
		return
	}
	var h emailEntity
	var authResults []byte
	for i := range e.fields {
		f := &e.fields[i]
		switch {
		case authResults == nil && emailFieldIs(f.name, "authentication-results"):
			authResults = f.value
		case h.ctype == "" && emailFieldIs(f.name, "content-type"):
			h.ctype = emailUnfold(f.value)
		case h.cte == "" && emailFieldIs(f.name, "content-transfer-encoding"):
			h.cte = emailUnfold(f.value)
		case h.disp == "" && emailFieldIs(f.name, "content-disposition"):
			h.disp = emailUnfold(f.value)
		case len(e.Subject) == 0 && emailFieldIs(f.name, "subject"):
			e.Subject = emailAppendSubject(e.Subject[:0], f.value)
		case e.FromAddr == "" && emailFieldIs(f.name, "from"):
			e.FromName, e.FromAddr = emailAddress(emailUnfold(f.value))
			e.FromDomain = emailDomain(e.FromAddr)
		case e.ToAddr == "" && emailFieldIs(f.name, "to"):
			_, e.ToAddr = emailAddress(emailUnfold(f.value))
			e.ToDomain = emailDomain(e.ToAddr)
		case e.ReplyToDomain == "" && emailFieldIs(f.name, "reply-to"):
			_, a := emailAddress(emailUnfold(f.value))
			e.ReplyToDomain = emailDomain(a)
		case e.ReturnPathDomain == "" && emailFieldIs(f.name, "return-path"):
			_, a := emailAddress(emailUnfold(f.value))
			e.ReturnPathDomain = emailDomain(a)
		case emailFieldIs(f.name, "attachment") || emailFieldIs(f.name, "attachments") ||
			emailFieldIs(f.name, "anhang") || emailFieldIs(f.name, "adjunto") || emailFieldIs(f.name, "adjuntos"):
			// A pasted mail's attachment line ("Attachment: VM_Playback_0047.htm"),
			// as mail clients print it above the body.
			for name := range strings.FieldsFuncSeq(emailUnfold(f.value), func(r rune) bool { return r == ',' || r == ';' }) {
				e.attachment(name)
			}
		}
	}
	e.senderFindings()
	if e.FromDomain != "" && dmarcFailed(authResults, e.FromDomain) {
		e.Findings |= EmailDMARCFail
	}
	if len(e.Subject) > 0 {
		e.appendText(e.Subject)
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
	e.walk(&h, b, 0)
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

// pastedSender reads the sender of a message copied with the field names a mail
// client prints in French, Spanish, German or Italian ("Von: Microsoft-Kontoteam
// <account-security-noreply@accountprotection.microsoft.com>", "De : ..."): a
// From line among the first lines, before a blank one. The message stays a
// pasted body; only its sender is known.
func (e *Email) pastedSender(content []byte) {
	for pos, n := 0, 0; pos < len(content) && n < 4; n++ {
		end := len(content)
		if i := bytes.IndexByte(content[pos:], '\n'); i >= 0 {
			end = pos + i
		}
		line := bytes.TrimSpace(content[pos:end])
		if len(line) == 0 {
			return
		}
		if colon := bytes.IndexByte(line, ':'); colon > 0 && emailFieldIn(bytes.TrimSpace(line[:colon]), pastedFromFields[:]) {
			e.FromName, e.FromAddr = emailAddress(string(bytes.TrimSpace(line[colon+1:])))
			e.FromDomain = emailDomain(e.FromAddr)
			if e.FromAddr != "" {
				e.senderFindings()
			}
			return
		}
		pos = end + 1
	}
}

// pastedFromFields are the From field's names in French, Spanish, German and
// Italian mail clients.
var pastedFromFields = [...]string{"von", "de", "da"}

// emailFieldIn reports whether name is one of names (emailFieldIs).
func emailFieldIn(name []byte, names []string) bool {
	for _, k := range names {
		if emailFieldIs(name, k) {
			return true
		}
	}
	return false
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
	if name, addr, ok := emailSimpleAddress(v); ok {
		return emailDecodeHeader(name), addr
	}
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

// emailSimpleAddress parses the shapes that most address fields have, as net/mail
// does but without its allocations: addr@host, <addr@host> and "Name" <addr@host>,
// with a name of printable ASCII (no backslash) and an address of letters, digits
// and ".+-_" (dot-atoms: no dot at either end, no two dots in a row). It reports
// false for any other shape, which net/mail parses.
func emailSimpleAddress(v string) (name, addr string, ok bool) {
	if len(v) > 0 && v[0] == '"' {
		end := strings.IndexByte(v[1:], '"') + 1
		if end == 0 {
			return "", "", false
		}
		name = v[1:end]
		for i := 0; i < len(name); i++ {
			if c := name[i]; (c < ' ' && c != '\t') || c > '~' || c == '\\' {
				return "", "", false
			}
		}
		v = strings.TrimLeft(v[end+1:], " \t")
		if len(v) == 0 || v[0] != '<' {
			return "", "", false // net/mail reads the name and what follows as a phrase
		}
	}
	if len(v) > 0 && v[0] == '<' {
		if v[len(v)-1] != '>' {
			return "", "", false
		}
		v = v[1 : len(v)-1]
	}
	local, host, found := strings.Cut(v, "@")
	if !found || !emailDotAtom(local) || !emailDotAtom(host) {
		return "", "", false
	}
	return name, v, true
}

// emailDotAtom reports whether s is a dot-atom of letters, digits and "+-_".
func emailDotAtom(s string) bool {
	if s == "" || s[0] == '.' || s[len(s)-1] == '.' || strings.Contains(s, "..") {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '+' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

// emailDomain returns the lower-case domain of an address, "" without one.
func emailDomain(addr string) string {
	at := strings.LastIndexByte(addr, '@')
	if at < 0 {
		return ""
	}
	return strings.ToLower(strings.Trim(addr[at+1:], " \t.>]["))
}

// dmarcFailed reports whether an Authentication-Results value says "dmarc=fail"
// for the domain from: its header.from is from, or it names none.
func dmarcFailed(v []byte, from string) bool {
	i := indexFold(v, "dmarc=fail")
	if i < 0 {
		return false
	}
	rest := v[i:]
	j := indexFold(rest, "header.from=")
	if j < 0 {
		return true
	}
	d := rest[j+len("header.from="):]
	k := 0
	for k < len(d) && d[k] != ';' && d[k] != ' ' && d[k] != ')' && d[k] != '\r' && d[k] != '\n' && d[k] != '\t' {
		k++
	}
	return bytes.EqualFold(bytes.Trim(d[:k], `"`), []byte(from))
}

// indexFold returns the index of the lower-case ASCII k in b, ignoring case, or -1.
func indexFold(b []byte, k string) int {
	for i := 0; i+len(k) <= len(b); i++ {
		if hasPrefixFold(b[i:], k) {
			return i
		}
	}
	return -1
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
	if host == "" || emailMayBeIP(host) && emailParsesAsIP(host) {
		return host
	}
	n, _ := publicSuffix([]byte(host))
	if n >= len(host)-1 {
		return host
	}
	return host[strings.LastIndexByte(host[:len(host)-n-1], '.')+1:]
}

// emailMayBeIP reports whether netip.ParseAddr may accept the non-empty host,
// cheaply: an IPv6 address has a colon, an IPv4 address ends in a digit. It spares
// ParseAddr's error for most host names.
func emailMayBeIP(host string) bool {
	c := host[len(host)-1]
	return c >= '0' && c <= '9' || strings.IndexByte(host, ':') >= 0
}

func emailParsesAsIP(host string) bool {
	_, err := netip.ParseAddr(host)
	return err == nil
}

// emailSameSite reports whether two lower-case hosts have the same registrable domain.
func emailSameSite(a, b string) bool {
	return a == b || emailSite(a) == emailSite(b)
}

// emailAppendSubject appends the decoded subject field value v to dst: without
// allocating when it is one line of plain UTF-8, as most subjects are.
func emailAppendSubject(dst, v []byte) []byte {
	t := bytes.TrimSpace(v)
	if bytes.IndexByte(t, '\n') < 0 && !bytes.Contains(t, []byte("=?")) && utf8.Valid(t) {
		return append(dst, t...)
	}
	return append(dst, emailDecodeHeader(emailUnfold(v))...)
}

// SelfSent reports whether the message claims to come from the address it is sent
// to: what the sextortion mail forges ("I sent you this email from your own
// account"), never a company's notice.
func (e *Email) SelfSent() bool {
	return e.FromAddr != "" && strings.EqualFold(e.FromAddr, e.ToAddr)
}
