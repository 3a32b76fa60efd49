package engine

import "strings"

// The sender of an e-mail against the brands: a display name that names a brand
// ("PayPal Service") on an address outside the brand's official domains
// (alerts@pp-secure-mail.ru) is impersonation. Mail services send for brands from
// subdomains of the brand's own domains (mailer.netflix.com), which count as its own.

// brandInName returns the brand that a display name names, or -1: a word or two
// adjacent words of the name, lower-cased and joined, equal to a brand's key or
// display name.
func (p *phishTables) brandInName(name string) int32 {
	if name == "" || p.brandNames == nil {
		return -1
	}
	words := strings.FieldsFunc(strings.ToLower(name), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '&')
	})
	for i, w := range words {
		if b, ok := p.brandNames[w]; ok {
			return b
		}
		if i+1 < len(words) {
			if b, ok := p.brandNames[w+words[i+1]]; ok {
				return b
			}
		}
	}
	return -1
}

// buildBrandNames fills p.brandNames from the brands' keys and display names.
// Names of two letters or fewer are left out: as a word of a person's name ("Ed")
// they would say nothing.
func (p *phishTables) buildBrandNames() {
	p.brandNames = make(map[string]int32, 2*len(p.brands))
	add := func(n string, b int32) {
		n = strings.Map(func(r rune) rune {
			if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '&' {
				return r
			}
			return -1
		}, strings.ToLower(n))
		if len(n) >= 3 {
			if _, dup := p.brandNames[n]; !dup {
				p.brandNames[n] = b
			}
		}
	}
	for i := range p.brands {
		add(p.brands[i].key, int32(i))
		add(p.brands[i].display, int32(i))
	}
}

// senderSpoofsBrand reports whether the message's From display name names a brand
// whose official domains do not include the From address's domain.
func (p *phishTables) senderSpoofsBrand(m *Email) (int32, bool) {
	b := p.brandInName(m.SenderName())
	if b < 0 || m.FromDomain == "" {
		return -1, false
	}
	var u URL
	if !parseURLSyntax(&u, []byte(m.FromDomain)) {
		return b, true
	}
	u.setRegistrable()
	hd := p.domains.find(u.Host)
	rd := hd
	if len(u.Registrable) != len(u.Host) {
		rd = p.domains.find(u.Registrable)
	}
	return b, p.brandOf(u.Host, hd, rd) != b
}

// brandInText returns the first brand the text names, or -1: a word, or two or
// three adjacent words joined ("bank of america"), equal to a brand's key or
// display name.
func (p *phishTables) brandInText(s *textScratch) int32 {
	if p.brandNames == nil {
		return -1
	}
	var buf [64]byte
	for i := range s.toks {
		n := 0
		for j := i; j < len(s.toks) && j < i+3; j++ {
			tk := &s.toks[j]
			w := s.folded[tk.start:tk.end]
			if tk.kind != tokWord || n+len(w) > len(buf) {
				break
			}
			n += copy(buf[n:], w)
			if b, ok := p.brandNames[string(buf[:n])]; ok && !commonWordBrand[string(buf[:n])] {
				return b
			}
		}
	}
	return -1
}

// commonWordBrand are brand names that are also everyday words ("free delivery",
// "next week", "the target"): named in a text, they say nothing of a brand.
var commonWordBrand = map[string]bool{
	"free": true, "orange": true, "target": true, "next": true, "shell": true,
	"discover": true, "wise": true, "square": true, "sky": true, "three": true,
	"post": true, "mint": true, "chime": true, "current": true, "ally": true,
	"booking": true, "steam": true, "visa": true, "bing": true, "chase": true,
	"line": true, "signal": true, "zoom": true, "ring": true, "nest": true, "bolt": true,
}
