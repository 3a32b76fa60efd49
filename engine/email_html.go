package engine

import (
	"bytes"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// The HTML stage of ParseEmail: HTML to text, the links with their visible text,
// hidden text and forms. It runs the tokenizer, not the tree builder, and keeps a
// stack of open elements for what they pass to their content: hidden or skipped,
// text and background colours.

// emailMaxStack bounds the stack of open elements; deeper elements are not tracked.
const emailMaxStack = 256

// Colours of emailElem: emailColorSet|0xRRGGBB, or emailColorUnknown (set by a
// stylesheet class or a background image: never equal to another colour).
const (
	emailColorSet     = 1 << 24
	emailColorUnknown = 1 << 25
	emailBlack        = emailColorSet
	emailWhite        = emailColorSet | 0xffffff
)

// emailElem is an open HTML element and the state it passes to its content.
type emailElem struct {
	tag    atom.Atom
	hidden bool // made invisible by CSS or the hidden attribute
	skip   bool // script, style, head...: never shown
	pre    bool // white space kept
	fg, bg uint32
}

// emailHTML is the state of one HTML conversion.
type emailHTML struct {
	e      *Email
	nl     int  // line breaks due before the next text
	sp     bool // a space due before the next text
	start  int  // the length of Text before the HTML
	inA    bool // an anchor is open, its href in e.href
	anchor bool // the anchor text had a space due
}

// html appends the text of the valid UTF-8 HTML b to Text and adds its links.
// It lexes b itself: text, comments, tags with quoted attribute values, and the
// raw text of script, style and the like; x/net/html's Tokenizer does the same
// but costs more than the rest of a parse (a copy of every attribute name).
func (e *Email) html(b []byte) {
	h := emailHTML{e: e, start: len(e.Text)}
	e.stack = e.stack[:0]
	for len(b) > 0 {
		i := bytes.IndexByte(b, '<')
		if i < 0 {
			h.textToken(b)
			break
		}
		h.textToken(b[:i])
		b = b[i:]
		if len(b) < 2 {
			h.textToken(b)
			break
		}
		switch c := b[1]; {
		case c == '!' && bytes.HasPrefix(b, []byte("<!--")):
			if j := bytes.Index(b[4:], []byte("-->")); j >= 0 {
				b = b[4+j+3:]
			} else {
				b = nil
			}
		case c == '!' || c == '?' || c == '/' && (len(b) < 3 || !emailIsLetter(b[2])):
			// A doctype, a processing instruction or a bogus comment.
			if j := bytes.IndexByte(b, '>'); j >= 0 {
				b = b[j+1:]
			} else {
				b = nil
			}
		case c == '/':
			j := bytes.IndexByte(b, '>')
			if j < 0 {
				j = len(b) - 1
			}
			h.endTag(b[:j+1])
			b = b[j+1:]
		case emailIsLetter(c):
			j := emailTagEnd(b)
			a := h.startTag(b[:j], b[j-1] == '>' && j >= 2 && b[j-2] == '/')
			b = b[j:]
			switch a {
			case atom.Script, atom.Style, atom.Textarea, atom.Title, atom.Xmp, atom.Iframe, atom.Noembed, atom.Noframes:
				// Raw text up to the end tag, which the loop reads next.
				k := emailRawTextEnd(b, a.String())
				if a == atom.Textarea {
					h.textToken(b[:k])
				}
				b = b[k:]
			}
		default:
			h.textToken(b[:1]) // a '<' that starts no tag
			b = b[1:]
		}
	}
	h.closeAnchor()
}

func emailIsLetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

// emailTagEnd returns the end of the tag at the start of b: after its '>' (not
// one in a quoted attribute value), or len(b).
func emailTagEnd(b []byte) int {
	eq := false
	for i := 1; i < len(b); i++ {
		switch c := b[i]; {
		case c == '>':
			return i + 1
		case (c == '"' || c == '\'') && eq:
			j := bytes.IndexByte(b[i+1:], c)
			if j < 0 {
				return len(b)
			}
			i += j + 1
			eq = false
		case c == '=':
			eq = true
		case c > ' ':
			eq = false
		}
	}
	return len(b)
}

// emailRawTextEnd returns where the raw text at the start of b ends: at the end
// tag of name, or len(b).
func emailRawTextEnd(b []byte, name string) int {
	for k := 0; ; {
		j := bytes.Index(b[k:], []byte("</"))
		if j < 0 {
			return len(b)
		}
		k += j
		if rest := b[k+2:]; hasPrefixFold(rest, name) && (len(rest) == len(name) || rest[len(name)] <= ' ' || rest[len(name)] == '>' || rest[len(name)] == '/') {
			return k
		}
		k += 2
	}
}

// textToken adds a text token: entities decoded, shown unless hidden.
func (h *emailHTML) textToken(t []byte) {
	if len(t) == 0 {
		return
	}
	e := h.e
	top := emailElem{fg: emailBlack, bg: emailWhite}
	if n := len(e.stack); n > 0 {
		top = e.stack[n-1]
	}
	if top.skip {
		return
	}
	hidden := top.hidden || top.fg == top.bg && top.fg&emailColorUnknown == 0
	if e.linksOnly && !h.inA && !hidden {
		return // a links-only part keeps the text of its anchors alone
	}
	if bytes.IndexByte(t, '&') >= 0 {
		e.tmp = emailUnescape(e.tmp[:0], t)
		t = e.tmp
	}
	if hidden {
		if len(bytes.TrimSpace(t)) > 0 {
			e.HiddenText = true
			e.Findings |= EmailHiddenText
		}
		return
	}
	h.text(t, top.pre)
}

// startTag handles the raw start tag t and returns its element.
func (h *emailHTML) startTag(t []byte, selfClosing bool) atom.Atom {
	e := h.e
	a, attrs := emailTag(t)
	h.implicitClose(a)
	top := emailElem{fg: emailBlack, bg: emailWhite}
	if n := len(e.stack); n > 0 {
		top = e.stack[n-1]
	}
	el := emailElem{tag: a, hidden: top.hidden, skip: top.skip, pre: top.pre, fg: top.fg, bg: top.bg}
	var href, alt, action []byte
	hasHref, class, ownBg := false, false, false
	for {
		k, v, ok := emailNextAttr(&attrs)
		if !ok {
			break
		}
		switch {
		case emailFieldIs(k, "href"):
			href, hasHref = v, true
		case emailFieldIs(k, "alt"):
			alt = v
		case emailFieldIs(k, "action"):
			action = v
		case emailFieldIs(k, "style"):
			ownBg = e.style(&el, v) || ownBg
		case emailFieldIs(k, "hidden"):
			el.hidden = true
		case emailFieldIs(k, "bgcolor"):
			el.bg, ownBg = emailColor(v, el.bg), true
		case emailFieldIs(k, "background"):
			el.bg, ownBg = emailColorUnknown, true
		case emailFieldIs(k, "color"):
			if a == atom.Font {
				el.fg = emailColor(v, el.fg)
			}
		case emailFieldIs(k, "class"):
			class = true
		}
	}
	if class && !ownBg {
		el.bg = emailColorUnknown // a stylesheet may give the background
	}
	switch a {
	case atom.Script, atom.Style, atom.Head, atom.Title, atom.Template, atom.Noframes, atom.Xmp, atom.Iframe, atom.Noembed:
		el.skip = true
	case atom.Pre, atom.Textarea:
		el.pre = true
	case atom.Body:
		for i, x := range e.stack {
			if x.tag == atom.Head {
				e.stack = e.stack[:i]
				break
			}
		}
	case atom.Form:
		e.Findings |= EmailForm
		if len(action) > 0 {
			// Where the form sends what the reader types: a link like any other
			// ("<form action=http://ebay-verify.sytes.net/verify.php>").
			e.tmp = emailUnescape(e.tmp[:0], bytes.TrimSpace(action[:min(len(action), emailMaxHref)]))
			e.link(e.tmp, nil)
		}
	case atom.A, atom.Area:
		h.closeAnchor()
		if hasHref {
			e.href = emailUnescape(e.href[:0], bytes.TrimSpace(href[:min(len(href), emailMaxHref)]))
			e.anchor, h.inA, h.anchor = e.anchor[:0], true, false
			if a == atom.Area {
				h.closeAnchor()
			}
		}
	case atom.Img:
		if len(alt) > 0 && !el.hidden && !el.skip && (h.inA || !e.linksOnly) {
			h.sp = true
			e.tmp = emailUnescape(e.tmp[:0], emailCut(alt, emailMaxAlt))
			h.text(e.tmp, false)
			h.sp = true
		}
	case atom.Br:
		h.nl = min(h.nl+1, 2)
	case atom.Td, atom.Th:
		h.sp = true
	}
	if n := emailBlock(a); n > 0 {
		h.nl = max(h.nl, n)
	}
	if !selfClosing && !emailVoid(a) && len(e.stack) < emailMaxStack {
		e.stack = append(e.stack, el)
	}
	return a
}

// endTag handles the raw end tag t.
func (h *emailHTML) endTag(t []byte) {
	e := h.e
	a, _ := emailTag(t)
	for i := len(e.stack) - 1; i >= 0; i-- {
		if e.stack[i].tag == a {
			e.stack = e.stack[:i]
			break
		}
	}
	switch a {
	case atom.A:
		h.closeAnchor()
	case atom.Td, atom.Th:
		h.sp = true
	}
	if n := emailBlock(a); n > 0 {
		h.nl = max(h.nl, n)
	}
}

// implicitClose pops the elements that a start tag a closes in a browser:
// <p> before a block, <li> before <li>, a cell before a cell or row...
func (h *emailHTML) implicitClose(a atom.Atom) {
	s := h.e.stack
	for n := len(s); n > 0; n = len(s) {
		t := s[n-1].tag
		closes := false
		switch t {
		case atom.P:
			closes = emailBlock(a) > 0 || a == atom.Li || a == atom.Td || a == atom.Tr
		case atom.Li:
			closes = a == atom.Li
		case atom.Td, atom.Th:
			closes = a == atom.Td || a == atom.Th || a == atom.Tr
		case atom.Tr:
			closes = a == atom.Tr
		case atom.Dt, atom.Dd:
			closes = a == atom.Dt || a == atom.Dd
		case atom.Option:
			closes = a == atom.Option
		}
		if !closes {
			break
		}
		s = s[:n-1]
	}
	h.e.stack = s
}

// closeAnchor adds the open anchor's link with its text.
func (h *emailHTML) closeAnchor() {
	if !h.inA {
		return
	}
	h.inA = false
	if len(h.e.href) > 0 {
		h.e.link(h.e.href, h.e.anchor)
	}
}

// text appends the visible text t, collapsing white space (kept in pre) and
// dropping invisible format characters, to Text and to the open anchor's text.
func (h *emailHTML) text(t []byte, pre bool) {
	e := h.e
	for i := 0; i < len(t); {
		c := t[i]
		switch {
		case c <= ' ': // white space and control characters
			if pre && c == '\n' {
				h.nl = min(h.nl+1, 2)
			}
			h.sp = true
			i++
			continue
		case c == 0xc2 && i+1 < len(t) && t[i+1] == 0xa0: // no-break space
			h.sp = true
			i += 2
			continue
		case c == 0xc2 && i+1 < len(t) && t[i+1] == 0xad, // soft hyphen
			c == 0xe2 && i+2 < len(t) && t[i+1] == 0x80 && t[i+2] >= 0x8b && t[i+2] <= 0x8d, // zero-width space, (non-)joiner
			c == 0xe2 && i+2 < len(t) && t[i+1] == 0x81 && t[i+2] == 0xa0,                   // word joiner
			c == 0xef && i+2 < len(t) && t[i+1] == 0xbb && t[i+2] == 0xbf:                   // zero-width no-break space
			i += 2 + int(c>>5&1) // 2 bytes after 0xc2, 3 after 0xe2 and 0xef
			continue
		}
		j := i + 1
		for j < len(t) && !emailHTMLSpecial(t[j]) {
			j++
		}
		h.flush()
		if !e.linksOnly {
			e.appendChunk(t[i:j])
		}
		if h.inA {
			if h.anchor && len(e.anchor) > 0 {
				e.anchor = append(e.anchor, ' ')
			}
			h.anchor = false
			e.anchor = append(e.anchor, emailCut(t[i:j], emailMaxAnchorText-len(e.anchor))...)
		}
		i = j
	}
}

// flush writes the line breaks or space due before the next text.
func (h *emailHTML) flush() {
	e := h.e
	if h.sp && h.inA {
		h.anchor = true
	}
	n := len(e.Text)
	if e.linksOnly {
		n = h.start
	}
	switch {
	case n == h.start || n >= emailMaxText:
	case h.nl > 0:
		have := 0
		for have < n && have < 2 && e.Text[n-1-have] == '\n' {
			have++
		}
		for k := have; k < h.nl; k++ {
			e.Text = append(e.Text, '\n')
		}
	case h.sp && e.Text[n-1] != '\n' && e.Text[n-1] != ' ':
		e.Text = append(e.Text, ' ')
	}
	h.nl, h.sp = 0, false
}

// emailHTMLSpecial reports whether c starts white space or a character that text
// treats apart.
func emailHTMLSpecial(c byte) bool {
	return c <= ' ' || c == 0xc2 || c == 0xe2 || c == 0xef
}

// emailCut returns the valid UTF-8 b cut to at most n bytes at a rune start.
func emailCut(b []byte, n int) []byte {
	if n <= 0 {
		return nil
	}
	if len(b) <= n {
		return b
	}
	for n > 0 && !utf8.RuneStart(b[n]) {
		n--
	}
	return b[:n]
}

// emailBlock returns the line breaks around a block element: 2 for paragraphs,
// 1 for other blocks, 0 for inline elements.
func emailBlock(a atom.Atom) int {
	switch a {
	case atom.P, atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6, atom.Table, atom.Ul, atom.Ol,
		atom.Blockquote, atom.Pre, atom.Hr:
		return 2
	case atom.Div, atom.Li, atom.Tr, atom.Dl, atom.Dt, atom.Dd, atom.Address, atom.Article, atom.Aside,
		atom.Center, atom.Fieldset, atom.Figure, atom.Footer, atom.Form, atom.Header, atom.Main, atom.Nav,
		atom.Section, atom.Caption, atom.Tbody, atom.Thead, atom.Tfoot, atom.Body, atom.Html:
		return 1
	}
	return 0
}

// emailVoid reports whether a is an element without content or end tag.
func emailVoid(a atom.Atom) bool {
	switch a {
	case atom.Area, atom.Base, atom.Br, atom.Col, atom.Embed, atom.Hr, atom.Img, atom.Input, atom.Link,
		atom.Meta, atom.Param, atom.Source, atom.Track, atom.Wbr:
		return true
	}
	return false
}

// emailLooksHTML reports whether pasted content is HTML: it has one of the common
// tags of HTML mail in its first 4 KiB.
func emailLooksHTML(b []byte) bool {
	b = b[:min(len(b), 4096)]
	for {
		i := bytes.IndexByte(b, '<')
		if i < 0 || i+2 >= len(b) {
			return false
		}
		b = b[i+1:]
		if b[0] == '/' {
			b = b[1:]
		}
		if hasPrefixFold(b, "!doctype html") {
			return true
		}
		for _, t := range [...]string{"html", "head", "body", "div", "p", "a", "br", "table", "td", "tr", "span", "font", "img", "b", "i", "u", "strong", "center", "meta"} {
			if hasPrefixFold(b, t) && len(b) > len(t) {
				if c := b[len(t)]; c == '>' || c == ' ' || c == '/' || c == '\t' || c == '\n' || c == '\r' {
					return true
				}
			}
		}
	}
}

// emailTag returns the element of a raw start or end tag and the raw attributes
// after its name.
func emailTag(raw []byte) (atom.Atom, []byte) {
	if len(raw) > 0 && raw[0] == '<' {
		raw = raw[1:]
	}
	if len(raw) > 0 && raw[0] == '/' {
		raw = raw[1:]
	}
	i := 0
	for i < len(raw) && raw[i] > ' ' && raw[i] != '/' && raw[i] != '>' {
		i++
	}
	var buf [16]byte
	name, ok := emailLowerASCII(buf[:0], raw[:i])
	if !ok {
		return 0, raw[i:]
	}
	return atom.Lookup(name), raw[i:]
}

// emailNextAttr returns the next attribute of the raw attributes *s, its value
// as in the tag (entities not decoded), and advances *s.
func emailNextAttr(s *[]byte) (key, val []byte, ok bool) {
	b := *s
	for len(b) > 0 && (b[0] <= ' ' || b[0] == '/') {
		b = b[1:]
	}
	if len(b) == 0 || b[0] == '>' {
		return nil, nil, false
	}
	i := 1 // a name may start with '='
	for i < len(b) && b[i] > ' ' && b[i] != '/' && b[i] != '>' && b[i] != '=' {
		i++
	}
	key, b = b[:i], b[i:]
	j := 0
	for j < len(b) && b[j] <= ' ' {
		j++
	}
	if j < len(b) && b[j] == '=' {
		b = b[j+1:]
		for len(b) > 0 && b[0] <= ' ' {
			b = b[1:]
		}
		if len(b) > 0 && (b[0] == '"' || b[0] == '\'') {
			if k := bytes.IndexByte(b[1:], b[0]); k >= 0 {
				val, b = b[1:1+k], b[2+k:]
			} else {
				val, b = b[1:], nil
			}
		} else {
			k := 0
			for k < len(b) && b[k] > ' ' && b[k] != '>' {
				k++
			}
			val, b = b[:k], b[k:]
		}
	}
	*s = b
	return key, val, true
}

// emailUnescape appends b with its character references decoded to dst: numeric
// ones and the common named ones here, any other through html.UnescapeString.
func emailUnescape(dst, b []byte) []byte {
	start := len(dst)
	for {
		i := bytes.IndexByte(b, '&')
		if i < 0 {
			return append(dst, b...)
		}
		dst, b = append(dst, b[:i]...), b[i:]
		n := 0
		if len(b) > 2 && b[1] == '#' {
			var r rune
			n, r = emailCharRef(b)
			if n > 0 {
				dst = utf8.AppendRune(dst, r)
			}
		} else {
			for _, r := range emailEntities {
				if bytes.HasPrefix(b[1:], []byte(r.name)) {
					dst, n = append(dst, r.s...), 1+len(r.name)
					break
				}
			}
		}
		if n == 0 {
			if k := bytes.IndexByte(b, ';'); k > 0 && k <= 32 && emailIsLetter(b[1]) || len(b) > 2 && b[1] == '#' {
				return append(dst[:start], html.UnescapeString(string(dst[start:])+string(b))...)
			}
			dst, n = append(dst, '&'), 1 // a bare ampersand
		}
		b = b[n:]
	}
}

// emailEntities are the named character references of most mail, with their ';'.
var emailEntities = [...]struct{ name, s string }{
	{"amp;", "&"}, {"nbsp;", "\u00a0"}, {"lt;", "<"}, {"gt;", ">"}, {"quot;", "\""}, {"apos;", "'"},
	{"copy;", "©"}, {"reg;", "®"}, {"trade;", "™"}, {"euro;", "€"}, {"pound;", "£"}, {"middot;", "·"},
	{"bull;", "•"}, {"ndash;", "–"}, {"mdash;", "—"}, {"hellip;", "…"}, {"rsquo;", "’"}, {"lsquo;", "‘"},
	{"rdquo;", "”"}, {"ldquo;", "“"}, {"laquo;", "«"}, {"raquo;", "»"}, {"zwnj;", "\u200c"}, {"shy;", "\u00ad"},
	{"eacute;", "é"}, {"egrave;", "è"}, {"agrave;", "à"}, {"ccedil;", "ç"}, {"uuml;", "ü"}, {"ouml;", "ö"}, {"auml;", "ä"},
}

// emailCharRef decodes the numeric character reference at the start of b
// ("&#233;", "&#xE9;", the ';' optional) and returns its length, 0 when b has
// none or one that html.UnescapeString maps otherwise (C1 controls).
func emailCharRef(b []byte) (int, rune) {
	i, base := 2, rune(10)
	if i < len(b) && b[i]|0x20 == 'x' {
		i, base = 3, 16
	}
	var r rune
	digits := 0
	for ; i < len(b) && isHex(b[i]) && (base == 16 || b[i] <= '9'); i++ {
		r = r*base + rune(unhex(b[i]))
		digits++
		if r > utf8.MaxRune {
			return 0, 0
		}
	}
	if digits == 0 || r >= 0x80 && r < 0xa0 {
		return 0, 0
	}
	if i < len(b) && b[i] == ';' {
		i++
	}
	if r == 0 || !utf8.ValidRune(r) {
		r = utf8.RuneError
	}
	return i, r
}
