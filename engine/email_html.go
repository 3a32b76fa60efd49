package engine

import (
	"bytes"
	"strings"
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
	inA    bool // an anchor is open
	href   string
	anchor bool // the anchor text had a space due
}

// html appends the text of the valid UTF-8 HTML b to Text and adds its links.
func (e *Email) html(b []byte) {
	h := emailHTML{e: e}
	e.stack = e.stack[:0]
	z := html.NewTokenizer(bytes.NewReader(b))
	for {
		tt := z.Next()
		top := emailElem{fg: emailBlack, bg: emailWhite}
		if n := len(e.stack); n > 0 {
			top = e.stack[n-1]
		}
		switch tt {
		case html.ErrorToken:
			h.closeAnchor()
			return
		case html.TextToken:
			if top.skip {
				continue
			}
			t := z.Text()
			if top.hidden || top.fg == top.bg && top.fg&emailColorUnknown == 0 {
				if len(bytes.TrimSpace(t)) > 0 {
					e.HiddenText = true
					e.Findings |= EmailHiddenText
				}
				continue
			}
			h.text(t, top.pre)
		case html.StartTagToken, html.SelfClosingTagToken:
			name, more := z.TagName()
			a := atom.Lookup(name)
			h.implicitClose(a)
			if n := len(e.stack); n > 0 {
				top = e.stack[n-1]
			} else {
				top = emailElem{fg: emailBlack, bg: emailWhite}
			}
			el := emailElem{tag: a, hidden: top.hidden, skip: top.skip, pre: top.pre, fg: top.fg, bg: top.bg}
			var href, alt []byte
			hasHref, class, ownBg := false, false, false
			for more {
				var k, v []byte
				k, v, more = z.TagAttr()
				switch string(k) {
				case "href":
					href, hasHref = v, true
				case "alt":
					alt = v
				case "style":
					ownBg = emailStyle(&el, v) || ownBg
				case "hidden":
					el.hidden = true
				case "bgcolor":
					el.bg, ownBg = emailColor(v, el.bg), true
				case "background":
					el.bg, ownBg = emailColorUnknown, true
				case "color":
					if a == atom.Font {
						el.fg = emailColor(v, el.fg)
					}
				case "class":
					class = true
				}
			}
			if class && !ownBg {
				el.bg = emailColorUnknown // a stylesheet may give the background
			}
			switch a {
			case atom.Script, atom.Style, atom.Head, atom.Title, atom.Template, atom.Noframes:
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
			case atom.A, atom.Area:
				h.closeAnchor()
				if hasHref {
					h.inA, h.href = true, strings.TrimSpace(string(href[:min(len(href), emailMaxHref)]))
					e.anchor, h.anchor = e.anchor[:0], false
					if a == atom.Area {
						h.closeAnchor()
					}
				}
			case atom.Img:
				if len(alt) > 0 && !el.hidden && !el.skip {
					h.sp = true
					h.text(emailCut(alt, emailMaxAlt), false)
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
			if tt == html.StartTagToken && !emailVoid(a) && len(e.stack) < emailMaxStack {
				e.stack = append(e.stack, el)
			}
		case html.EndTagToken:
			name, _ := z.TagName()
			a := atom.Lookup(name)
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
	if h.href != "" {
		h.e.link(h.href, string(h.e.anchor))
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
		e.appendChunk(t[i:j])
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
	switch {
	case n == 0 || n >= emailMaxText:
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

// emailStyle applies an inline style to el and reports whether it set the
// background.
func emailStyle(el *emailElem, style []byte) (ownBg bool) {
	zeroHeight, overflowHidden := false, false
	for len(style) > 0 {
		var decl []byte
		decl, style, _ = bytes.Cut(style, []byte{';'})
		prop, val, ok := bytes.Cut(decl, []byte{':'})
		if !ok {
			continue
		}
		prop = bytes.TrimSpace(prop)
		val = bytes.TrimSpace(bytes.TrimSuffix(bytes.TrimSpace(val), []byte("!important")))
		switch {
		case emailFieldIs(prop, "display"):
			el.hidden = el.hidden || hasPrefixFold(val, "none")
		case emailFieldIs(prop, "visibility"):
			el.hidden = el.hidden || hasPrefixFold(val, "hidden") || hasPrefixFold(val, "collapse")
		case emailFieldIs(prop, "opacity"):
			n, _ := emailNumber(val)
			el.hidden = el.hidden || n >= 0 && n < 0.05
		case emailFieldIs(prop, "font-size"):
			el.hidden = el.hidden || emailTinyFont(val)
		case emailFieldIs(prop, "color"):
			el.fg = emailColor(val, el.fg)
		case emailFieldIs(prop, "background-color"), emailFieldIs(prop, "background"):
			if bytes.Contains(val, []byte("url(")) {
				el.bg = emailColorUnknown
			} else {
				el.bg = emailColor(val, el.bg)
			}
			ownBg = true
		case emailFieldIs(prop, "height"), emailFieldIs(prop, "max-height"):
			n, _ := emailNumber(val)
			zeroHeight = zeroHeight || n == 0
		case emailFieldIs(prop, "overflow"):
			overflowHidden = hasPrefixFold(val, "hidden")
		}
	}
	if zeroHeight && overflowHidden {
		el.hidden = true
	}
	return ownBg
}

// emailTinyFont reports whether a font-size value makes text unreadable: zero,
// under 2px or 2pt, under 0.2em or 20%.
func emailTinyFont(v []byte) bool {
	n, unit := emailNumber(v)
	switch {
	case n < 0:
		return false
	case n == 0:
		return true
	case hasPrefixFold(unit, "px"), hasPrefixFold(unit, "pt"):
		return n < 2
	case hasPrefixFold(unit, "em"), hasPrefixFold(unit, "rem"):
		return n < 0.2
	case hasPrefixFold(unit, "%"):
		return n < 20
	}
	return false
}

// emailNumber parses the leading decimal number of a CSS value and returns it with
// the rest (its unit); -1 when v does not start with a number.
func emailNumber(v []byte) (float64, []byte) {
	n, frac, digits, i := 0.0, 0.0, 0, 0
	for ; i < len(v); i++ {
		c := v[i]
		switch {
		case c >= '0' && c <= '9':
			d := float64(c - '0')
			if frac > 0 {
				n += d * frac
				frac /= 10
			} else {
				n = n*10 + d
			}
			digits++
		case c == '.' && frac == 0:
			frac = 0.1
		default:
			if digits == 0 {
				return -1, v
			}
			return n, v[i:]
		}
	}
	if digits == 0 {
		return -1, v
	}
	return n, nil
}

// emailColor parses a CSS or HTML colour (#rgb, #rrggbb, rgb(), common names) and
// returns it, keep for transparent or an empty value, emailColorUnknown for
// other values.
func emailColor(v []byte, keep uint32) uint32 {
	v = bytes.TrimSpace(v)
	if i := bytes.IndexAny(v, "#"); i > 0 {
		v = v[i:] // background: #fff ...
	}
	switch {
	case len(v) == 0 || hasPrefixFold(v, "transparent") || hasPrefixFold(v, "inherit") || hasPrefixFold(v, "initial"):
		return keep
	case v[0] == '#':
		h := v[1:]
		for i, c := range h {
			if !isHex(c) {
				h = h[:i]
				break
			}
		}
		var c uint32
		switch len(h) {
		case 3:
			for _, x := range h {
				d := uint32(unhex(x))
				c = c<<8 | d<<4 | d
			}
		case 6:
			for _, x := range h {
				c = c<<4 | uint32(unhex(x))
			}
		default:
			return emailColorUnknown
		}
		return emailColorSet | c
	case hasPrefixFold(v, "rgb"):
		_, args, ok := bytes.Cut(v, []byte{'('})
		if !ok {
			return emailColorUnknown
		}
		var c uint32
		for k := 0; k < 3; k++ {
			var x []byte
			x, args, _ = bytes.Cut(args, []byte{','})
			n, _ := emailNumber(bytes.TrimSpace(x))
			if n < 0 || n > 255 {
				return emailColorUnknown
			}
			c = c<<8 | uint32(n)
		}
		return emailColorSet | c
	}
	for _, nc := range [...]struct {
		name string
		c    uint32
	}{{"white", 0xffffff}, {"black", 0}, {"red", 0xff0000}, {"green", 0x008000}, {"blue", 0x0000ff},
		{"yellow", 0xffff00}, {"silver", 0xc0c0c0}, {"gray", 0x808080}, {"grey", 0x808080}} {
		if emailFieldIs(bytes.TrimRight(v, " ;"), nc.name) {
			return emailColorSet | nc.c
		}
	}
	return emailColorUnknown
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
