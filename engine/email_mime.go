package engine

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"io"
	"mime"
	"mime/multipart"
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
