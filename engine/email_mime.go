package engine

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"mime"
	"net/textproto"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/transform"
)

// The MIME stage of ParseEmail: the tree of parts, transfer encodings, charsets,
// the text of plain parts and the names of attachments.

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

// walk adds the text, links and attachments of the MIME entity h with body b.
func (e *Email) walk(h *emailEntity, b []byte, depth int) int {
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
		return e.multipart(mt, params["boundary"], b, depth+1)
	case mt == "message/rfc822" || mt == "message/global":
		if depth >= emailMaxDepth || e.parts >= emailMaxParts {
			return emailNoText
		}
		hdr, n, err := e.readHeader(b)
		if err != nil && len(hdr) == 0 {
			return emailNoText
		}
		inner := emailEntity{ctype: hdr.Get("Content-Type"), cte: hdr.Get("Content-Transfer-Encoding"), disp: hdr.Get("Content-Disposition")}
		if s := hdr.Get("Subject"); s != "" {
			e.newLine()
			e.appendText([]byte(emailDecodeHeader(s)))
			e.Text = append(e.Text, '\n')
		}
		return e.walk(&inner, b[n:], depth+1)
	case disp == "attachment":
		return emailNoText
	case mt == "text/html":
		if strings.EqualFold(strings.TrimSpace(h.cte), "base64") {
			e.Findings |= EmailBase64Body
		}
		e.newLine()
		e.html(emailCharset(e.decode(b, h.cte), params["charset"], &e.conv))
		return emailOtherText
	case mt == "" || strings.HasPrefix(mt, "text/") || !strings.Contains(mt, "/"):
		if strings.EqualFold(strings.TrimSpace(h.cte), "base64") {
			e.Findings |= EmailBase64Body
		}
		b := emailCharset(e.decode(b, h.cte), params["charset"], &e.conv)
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

// multipart walks the parts of a multipart entity with body b. In
// multipart/alternative the first alternative with plain text gives the text,
// else the last one with text.
func (e *Email) multipart(mt, boundary string, b []byte, depth int) int {
	if boundary == "" {
		boundary = emailSniffBoundary(b[:min(len(b), 4096)])
		if boundary == "" {
			return emailNoText
		}
	}
	alt := mt == "multipart/alternative"
	altStart := len(e.alt)
	var chosen [2]int // start and end in e.alt of the chosen alternative
	chosenKind := emailNoText
	kind := emailNoText
	parts := newEmailParts(b, boundary)
	for e.parts < emailMaxParts {
		hdr, body, ok := e.nextPart(&parts)
		if !ok {
			break
		}
		e.parts++
		h := emailEntity{ctype: hdr.Get("Content-Type"), cte: hdr.Get("Content-Transfer-Encoding"), disp: hdr.Get("Content-Disposition")}
		if h.ctype == "" && mt == "multipart/digest" {
			h.ctype = "message/rfc822"
		}
		mark := len(e.Text)
		// After a plain text alternative, the others give their links only.
		linksOnly := e.linksOnly
		e.linksOnly = linksOnly || alt && chosenKind == emailPlainText
		k := e.walk(&h, body, depth)
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

// emailParts is what is left of a multipart body: its parts are read as
// mime/multipart's Reader reads them from a stream, here from memory without its
// buffer and copies. The delimiter lines are "--boundary" with optional white
// space and a line end, CRLF or, from a first delimiter line so ended, LF; the
// last one has "--" after the boundary. A part's body ends before the line end
// of its delimiter line. Lines before the first delimiter are skipped; any other
// line between parts, or a line longer than the Reader's 4096-byte buffer, ends
// the parts. (A boundary with a CR in it, which only a sniffed one may have, is
// where the two differ: the Reader may then miss a delimiter line that straddles
// its buffer's end.)
type emailParts struct {
	b         []byte // what is left of the body
	nlDash    []byte // the line end, "--" and the boundary
	nl        int    // the length of the line end in nlDash
	partsRead int
}

// emailLineMax is the longest line mime/multipart reads between parts, its
// buffer's size.
const emailLineMax = 4096

func newEmailParts(b []byte, boundary string) emailParts {
	return emailParts{b: b, nlDash: []byte("\r\n--" + boundary), nl: 2}
}

// line returns the next line of p with its line end, or false when there is no
// line end within emailLineMax bytes.
func (p *emailParts) line() ([]byte, bool) {
	i := bytes.IndexByte(p.b[:min(len(p.b), emailLineMax)], '\n')
	if i < 0 {
		return nil, false
	}
	line := p.b[:i+1]
	p.b = p.b[i+1:]
	return line, true
}

// isDelimiter reports whether line is a delimiter line; the first one ended by a
// bare LF makes LF the line end.
func (p *emailParts) isDelimiter(line []byte) bool {
	dash := p.nlDash[p.nl:]
	if !bytes.HasPrefix(line, dash) {
		return false
	}
	rest := bytes.TrimLeft(line[len(dash):], " \t")
	if p.partsRead == 0 && len(rest) == 1 && rest[0] == '\n' {
		p.nlDash, p.nl = p.nlDash[1:], 1
	}
	return bytes.Equal(rest, p.nlDash[:p.nl])
}

// isFinal reports whether line is the last delimiter line (which may lack its
// line end).
func (p *emailParts) isFinal(line []byte) bool {
	dash := p.nlDash[p.nl:]
	if !bytes.HasPrefix(line, dash) || !bytes.HasPrefix(line[len(dash):], []byte("--")) {
		return false
	}
	rest := bytes.TrimLeft(line[len(dash)+2:], " \t")
	return len(rest) == 0 || bytes.Equal(rest, p.nlDash[:p.nl])
}

// nextPart returns the header and body of the next part of p, or false when
// there is none.
func (e *Email) nextPart(p *emailParts) (textproto.MIMEHeader, []byte, bool) {
	expectNewPart := false
	for {
		line, ok := p.line()
		if !ok {
			return nil, nil, false
		}
		switch {
		case p.isDelimiter(line):
			p.partsRead++
			hdr, n, err := e.readHeader(p.b)
			if err != nil || emailHeaderTooLarge(hdr) {
				return nil, nil, false
			}
			p.b = p.b[n:]
			end := emailBodyEnd(p.b, p.nlDash, p.nl)
			body := p.b[:end]
			p.b = p.b[end:]
			return hdr, body, true
		case p.isFinal(line), expectNewPart:
			return nil, nil, false
		case p.partsRead == 0:
			// The preamble.
		case bytes.Equal(line, p.nlDash[:p.nl]):
			expectNewPart = true // the line end before a delimiter line
		default:
			return nil, nil, false
		}
	}
}

// emailBodyEnd returns the length of the part body at the start of b: up to the
// line end, "--" and boundary (nlDash, its line end nl bytes) that are followed
// by white space, a line end, "--" or the end of b. At the very start the
// delimiter needs no line end before it. When b ends without a delimiter, a
// trailing start of one is not part of the body.
func emailBodyEnd(b, nlDash []byte, nl int) int {
	pos := 0
	if dash := nlDash[nl:]; bytes.HasPrefix(b, dash) {
		if emailDelimiterEnds(b[len(dash):]) {
			return 0
		}
		pos = len(dash)
	} else if bytes.HasPrefix(dash, b) {
		return 0
	}
	for {
		i := bytes.Index(b[pos:], nlDash)
		if i < 0 {
			break
		}
		if i += pos; emailDelimiterEnds(b[i+len(nlDash):]) {
			return i
		}
		pos = i + len(nlDash)
	}
	if rest := b[pos:]; bytes.HasPrefix(nlDash, rest) {
		return pos
	} else if j := bytes.LastIndexByte(rest, nlDash[0]); j >= 0 && bytes.HasPrefix(nlDash, rest[j:]) {
		return pos + j
	}
	return len(b)
}

// emailDelimiterEnds reports whether what follows a boundary ends a delimiter
// line: nothing, white space, a line end or "--".
func emailDelimiterEnds(rest []byte) bool {
	return len(rest) == 0 || rest[0] == ' ' || rest[0] == '\t' || rest[0] == '\r' || rest[0] == '\n' ||
		len(rest) >= 2 && rest[0] == '-' && rest[1] == '-'
}

// readHeader reads the MIME header at the start of b with net/textproto and
// returns it with the number of bytes it took.
func (e *Email) readHeader(b []byte) (textproto.MIMEHeader, int, error) {
	e.hdrSrc.Reset(b)
	if e.hdrBuf == nil {
		e.hdrBuf = bufio.NewReader(&e.hdrSrc)
	} else {
		e.hdrBuf.Reset(&e.hdrSrc)
	}
	hdr, err := textproto.NewReader(e.hdrBuf).ReadMIMEHeader()
	return hdr, len(b) - e.hdrSrc.Len() - e.hdrBuf.Buffered(), err
}

// emailHeaderTooLarge reports whether mime/multipart rejects a part header as too
// large: over 10000 fields or 10 MiB by its count (200 bytes a field name).
func emailHeaderTooLarge(h textproto.MIMEHeader) bool {
	fields, size := 0, 400
	for k, vv := range h {
		size += len(k) + 200
		for _, v := range vv {
			fields++
			size += len(v)
		}
	}
	return fields > 10000 || size > 10<<20
}

// emailSniffBoundary returns the boundary of a multipart body that does not
// declare it: the first line "--boundary" in b, its first 4 KiB.
func emailSniffBoundary(b []byte) string {
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

// decode undoes the transfer encoding of a part's body b (up to
// emailMaxPartBytes of it); a broken encoding gives the bytes as they are.
func (e *Email) decode(b []byte, cte string) []byte {
	raw := b[:min(len(b), emailMaxPartBytes)]
	switch strings.ToLower(strings.TrimSpace(cte)) {
	case "base64":
		// Only the alphabet counts: line breaks, padding and a little junk are
		// dropped; more junk means it is not base64 after all.
		e.conv = e.conv[:0]
		junk := 0
		for _, c := range raw {
			switch {
			case c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '+' || c == '/':
				e.conv = append(e.conv, c)
			case c > ' ' && c != '=':
				junk++
			}
		}
		if junk*20 > len(raw) {
			return raw
		}
		n := base64.RawStdEncoding.DecodedLen(len(e.conv))
		if cap(e.dec) < n {
			e.dec = make([]byte, n)
		}
		m, err := base64.RawStdEncoding.Decode(e.dec[:n], e.conv)
		if err != nil && m == 0 {
			return raw
		}
		e.dec = e.dec[:m]
		return e.dec
	case "quoted-printable":
		e.dec = emailQP(e.dec[:0], raw)
		return e.dec
	}
	return raw
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
	nul := bytes.IndexByte(s, 0) >= 0 // mostly not: then the carriage returns alone
	for len(s) > 0 {
		i := bytes.IndexByte(s, '\r')
		if nul {
			i = bytes.IndexAny(s, "\r\x00")
		}
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
