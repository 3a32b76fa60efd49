package engine

import "bytes"

// Inline styles and colours of the HTML stage of ParseEmail: what hides text.

// emailStyle applies an inline style to el and reports whether it set the
// background.
func emailStyle(el *emailElem, style []byte) (ownBg bool) {
	zeroHeight, overflowHidden := false, false
	for len(style) > 0 {
		decl := style
		if i := bytes.IndexByte(style, ';'); i >= 0 {
			decl, style = style[:i], style[i+1:]
		} else {
			style = nil
		}
		colon := bytes.IndexByte(decl, ':')
		if colon < 0 {
			continue
		}
		var buf [16]byte // the longest property below, background-color
		name, ok := emailLowerASCII(buf[:0], bytes.TrimSpace(decl[:colon]))
		if !ok {
			continue
		}
		val := decl[colon+1:]
		switch string(name) {
		case "display":
			val = emailStyleValue(val)
			el.hidden = el.hidden || hasPrefixFold(val, "none")
		case "visibility":
			val = emailStyleValue(val)
			el.hidden = el.hidden || hasPrefixFold(val, "hidden") || hasPrefixFold(val, "collapse")
		case "opacity":
			n, _ := emailNumber(emailStyleValue(val))
			el.hidden = el.hidden || n >= 0 && n < 0.05
		case "font-size":
			el.hidden = el.hidden || emailTinyFont(emailStyleValue(val))
		case "color":
			el.fg = emailColor(emailStyleValue(val), el.fg)
		case "background-color", "background":
			val = emailStyleValue(val)
			if bytes.Contains(val, []byte("url(")) {
				el.bg = emailColorUnknown
			} else {
				el.bg = emailColor(val, el.bg)
			}
			ownBg = true
		case "height", "max-height":
			n, _ := emailNumber(emailStyleValue(val))
			zeroHeight = zeroHeight || n == 0
		case "overflow":
			overflowHidden = hasPrefixFold(emailStyleValue(val), "hidden")
		}
	}
	if zeroHeight && overflowHidden {
		el.hidden = true
	}
	return ownBg
}

// emailStyleValue returns a declaration's value without spaces and !important.
func emailStyleValue(val []byte) []byte {
	return bytes.TrimSpace(bytes.TrimSuffix(bytes.TrimSpace(val), []byte("!important")))
}

// emailLowerASCII appends b with ASCII letters in lower case to dst, within dst's
// capacity; it reports false when b does not fit, leaving dst as it was.
func emailLowerASCII(dst, b []byte) ([]byte, bool) {
	if len(b) > cap(dst)-len(dst) {
		return dst, false
	}
	for _, c := range b {
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		dst = append(dst, c)
	}
	return dst, true
}

// emailStyleMemo is an inline style applied before: its text, the state it was
// applied to and the state it gave (hidden, fg and bg), and whether it set the
// background.
type emailStyleMemo struct {
	style   []byte
	in, out emailElem
	ownBg   bool
}

// emailMaxMemoStyle bounds the styles remembered, in bytes.
const emailMaxMemoStyle = 512

// style applies an inline style to el as emailStyle does, from memory when it
// was applied to the same state lately: HTML mail repeats a style on every cell
// and link of its tables.
func (e *Email) style(el *emailElem, style []byte) (ownBg bool) {
	in := emailElem{hidden: el.hidden, fg: el.fg, bg: el.bg}
	for i := range e.styles {
		if m := &e.styles[i]; m.style != nil && m.in == in && bytes.Equal(m.style, style) {
			el.hidden, el.fg, el.bg = m.out.hidden, m.out.fg, m.out.bg
			return m.ownBg
		}
	}
	ownBg = emailStyle(el, style)
	if len(style) <= emailMaxMemoStyle {
		m := &e.styles[e.nextStyle]
		e.nextStyle = (e.nextStyle + 1) % len(e.styles)
		m.style = append(m.style[:0], style...)
		m.in, m.out, m.ownBg = in, emailElem{hidden: el.hidden, fg: el.fg, bg: el.bg}, ownBg
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
