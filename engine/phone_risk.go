package engine

// Phone-number risk: the phishing layer judges every number of the content (a phone
// content, or the numbers found in a text) by its type in the numbering plans
// (phone_type.go), its country and how it is written. Each finding adds risk points
// with a confidence; points combine as independent evidence (noisy OR), as the
// layer's link findings do, and the riskiest number speaks for the content. The
// layer details say what each number is ("UK mobile number, no risk found"); the
// reasons, in English or French, are written by explain (appendPhoneReasons).
//
// A premium-rate or call-back country number alone makes a number suspect, never a
// scam: it takes the text's other evidence (a prize, an urgency) to go further.

// phoneFinding is one kind of finding on a number.
type phoneFinding uint8

const (
	findPremium     phoneFinding = iota // premium rate
	findPremiumBait                     // premium rate, in a prize or urgent message
	findCallback                        // a call-back (Wangiri) fraud country
	findLocal                           // an international number written as a local one
	findInvalid                         // cannot be a number of its country
	findUnassigned                      // a possible length, but no range holds it
	findShared                          // shared cost
	findVoIP
	findPersonal // personal numbering (+44 70): looks like a mobile, forwards anywhere
	findPager
	findForeign // a country the text's language does not go with
	numPhoneFindings
)

// phoneFindingRisk is the risk points and confidence of each finding. An invalid or
// unassigned number cannot be called, so it costs nothing: it is a sign of a spoofed
// caller ID, not enough for suspect alone (Ofcom's drama range 07700 900xxx is
// unassigned too). In a text it is weaker still (reference and order numbers have
// phone shapes): textInvalidRisk.
var phoneFindingRisk = [numPhoneFindings]struct {
	points int
	conf   float64
}{
	findPremium:     {60, 0.8},
	findPremiumBait: {45, 0.85},
	findCallback:    {55, 0.75},
	findLocal:       {30, 0.6},
	findInvalid:     {30, 0.5},
	findUnassigned:  {25, 0.5},
	findShared:      {15, 0.5},
	findVoIP:        {20, 0.5},
	findPersonal:    {35, 0.6},
	findPager:       {15, 0.5},
	findForeign:     {20, 0.5},
}

var textInvalidRisk = struct {
	points int
	conf   float64
}{10, 0.4}

// phoneRisk is the assessment of one number.
type phoneRisk struct {
	class    phoneClass
	findings uint16 // bit per phoneFinding
	risk     int    // 0-100
	conf     float64
	lang     textLang // the text's language, for findForeign
	// pub is the brand number the number is, when published (brand_phones.go).
	pub       brandPhone
	published bool
}

func (r *phoneRisk) has(f phoneFinding) bool { return r.findings&(1<<f) != 0 }

// phoneContext is what the rest of the content tells about its numbers.
type phoneContext struct {
	bare bool     // the content is the number itself
	bait bool     // the text has prize or urgency words
	lang textLang // the text's language, langUnknown when unsure
	// region is the country of the text's amounts (currencyRegion): its numbers
	// are no foreign ones there.
	region string
}

// assessPhone judges the number p in its context.
func assessPhone(p *Phone, ctx phoneContext) phoneRisk {
	r := phoneRisk{class: classifyPhone(p.E164)}
	c := &r.class
	if c.cc == 44 && c.typ == phonePremium && len(p.E164) > 3 && p.E164[3] == '8' {
		// Ofcom's 084 and 087 service numbers are premium rate in the metadata but
		// cost pence a minute, and companies use them: a shared cost.
		c.typ = phoneShared
	}
	if c.cc == 34 && c.typ == phoneInvalid && spanishMassCalling(p.E164[3:]) {
		c.typ, c.region = phonePremium, "ES"
	}
	if c.cc == 979 && c.typ == phoneInvalid {
		// The ITU's International Premium Rate Service: its whole calling code is
		// premium rate, whatever the length the number is written with.
		c.typ, c.region = phonePremium, "001"
	}
	keep := 1.0
	add := func(f phoneFinding) {
		pts, conf := phoneFindingRisk[f].points, phoneFindingRisk[f].conf
		if (f == findInvalid || f == findUnassigned) && !ctx.bare {
			pts, conf = textInvalidRisk.points, textInvalidRisk.conf
		}
		r.findings |= 1 << f
		keep *= 1 - float64(pts)/100
		r.conf = max(r.conf, conf)
	}
	switch c.typ {
	case phoneInvalid:
		if c.possible {
			add(findUnassigned)
		} else {
			add(findInvalid)
		}
	case phonePremium:
		add(findPremium)
		if ctx.bait {
			add(findPremiumBait)
		}
	case phoneShared:
		add(findShared)
	case phoneVoIP:
		add(findVoIP)
	case phonePersonal:
		add(findPersonal)
	case phonePager:
		add(findPager)
	}
	if callbackNumber(p.E164, c.cc) || manxMobile(c) {
		add(findCallback)
	}
	home := ctx.region != "" && c.region == ctx.region // "Available R5,210.40 ... call 0860 123 000"
	if p.Local && c.typ != phoneInvalid && !domesticShape(c) && !langCountry(ctx.lang, c.region) && !home {
		add(findLocal)
	}
	if ctx.lang != langUnknown && c.typ != phoneInvalid && !langCountry(ctx.lang, c.region) && !home {
		add(findForeign)
		r.lang = ctx.lang
	}
	r.risk = int(100*(1-keep) + 0.5)
	if !r.has(findPremiumBait) {
		// A number alone is never a scam: at most suspect, until the text says more.
		r.risk = min(r.risk, maxNumberRisk)
	}
	return r
}

// maxNumberRisk is the highest risk of a number without a lure in its text.
const maxNumberRisk = 70

// callbackNumber reports whether e164 (of calling code cc) is in a country known for
// call-back (Wangiri) fraud: a missed call from a number that costs a lot to call
// back. NANP countries by area code, so that they are caught even in a range the
// metadata does not know yet.
func callbackNumber(e164 []byte, cc int) bool {
	switch cc {
	case 216, 222, 224, 225, 231, 232, 235, 243, 252, 267, 269, 355, 371, 592, 870, 881, 882, 883:
		// Tunisia, Mauritania, Guinea, Côte d'Ivoire, Liberia, Sierra Leone, Chad, DR
		// Congo, Somalia, Botswana, Comoros, Albania, Latvia, Guyana, the satellite
		// networks (Inmarsat, Iridium and the other GMSS: several euros a minute) and
		// the international networks. Albania, Côte d'Ivoire: the Guardia Civil's
		// warning; Botswana, Guinea, Guyana: Ofcom's, through Trading Standards.
		return true
	case 53, 223, 229, 237, 239, 241, 242, 247, 261, 373, 375, 383, 387, 960:
		// Cuba, Mali, Benin, Cameroon, São Tomé, Gabon, Congo, Ascension Island,
		// Madagascar, Moldova, Belarus, Kosovo, Bosnia, the Maldives: the ping-call
		// origins that consumer warnings in France, Germany and Ireland name,
		// high-rate destinations of revenue-share fraud.
		return true
	case 670, 674, 675, 676, 677, 678, 680, 681, 682, 683, 685, 686, 688, 690, 691, 692:
		// Timor-Leste, Nauru, Papua New Guinea, Tonga, Solomon Islands, Vanuatu,
		// Palau, Wallis and Futuna, Cook Islands, Niue, Samoa, Kiribati, Tuvalu,
		// Tokelau, Micronesia, the Marshall Islands: small Pacific networks whose
		// high call charges revenue-share fraud resells.
		return true
	case 1:
		if len(e164) < 5 {
			return false
		}
		switch string(e164[2:5]) {
		case "268", "284", "473", "649", "658", "664", "767", "809", "829", "849", "876":
			// Antigua, British Virgin Islands, Grenada, Turks and Caicos, Jamaica
			// (658, 876), Montserrat, Dominica, Dominican Republic (809, 829, 849).
			return true
		}
	}
	return false
}

// manxMobile reports whether c is a mobile of the Isle of Man (07624): a
// British-looking number whose calls are charged as international ones, the
// missed-call fraud Ofcom warns of. Jersey's and Guernsey's are not: 07911 123456
// is Guernsey's and the example British mobile of every form.
func manxMobile(c *phoneClass) bool {
	return c.typ == phoneMobile && c.region == "IM"
}

// domesticShape reports whether a number written without a country prefix is in the
// country its shape stands for (phone.go's defaultRegion): France, the United
// Kingdom, Spain, Germany, the United States or Canada, and Colombia's toll-free
// lines. The British shape also fits Jersey, Guernsey and the Isle of Man, and the
// North American one the Caribbean, which are international calls.
func domesticShape(c *phoneClass) bool {
	switch c.cc {
	case 33:
		return c.region == "FR"
	case 44:
		return c.region == "GB"
	case 1:
		return c.region == "US" || c.region == "CA"
	case 34:
		return c.region == "ES"
	case 49:
		return c.region == "DE"
	case 57:
		return c.region == "CO" // only its toll-free lines have a shape of their own
	}
	return false
}

// phoneFindings is the phishing layer's part for phone numbers: it assesses every
// number of the content into its Phone, adds a detail per number and flags the
// layer with the riskiest one.
func (e *Engine) phoneFindings(res *Result, l *Layer) {
	phones := res.s.u.phones
	ctx := phoneContext{bare: res.Type == TypePhone}
	if len(phones) == 0 {
		if ctx.bare {
			// A phone content that is no number: nothing to call, but a caller ID
			// that cannot exist is spoofed.
			l.Ran = true
			l.AddDetail("not a valid phone number")
			f := phoneFindingRisk[findInvalid]
			if f.points > l.RiskScore {
				l.ScamType = ScamOther
			}
			l.flag(f.points, f.conf)
		}
		return
	}
	if isText(res.Type) {
		t := e.text.prepareText(res)
		ctx.bait = t.lex.count[lexPrize] > 0 || t.lex.count[lexUrgency] > 0
		ctx.lang, ctx.region = t.lang, t.region
	}
	l.Ran = true
	worst := -1
	for i := range phones {
		p := &phones[i]
		relocatePhone(p, ctx.lang, ctx.region)
		p.risk = assessPhone(p, ctx)
		if bp, ok := e.phish.brandPhone(p.E164); ok {
			// A brand's own line: calling it reaches the brand, whatever it
			// costs (the French banks' card-blocking line is premium rate)
			// and wherever it is.
			p.risk = phoneRisk{class: p.risk.class, pub: bp, published: true}
		}
		l.Details = appendPhoneDetail(l.StartDetail(), p, !ctx.bare)
		if worst < 0 || p.risk.risk > phones[worst].risk.risk {
			worst = i
		}
	}
	w := &phones[worst].risk
	if w.risk == 0 {
		return
	}
	if w.risk > l.RiskScore {
		l.ScamType = ScamOther
		if w.has(findPremiumBait) {
			l.ScamType = ScamLottery
		}
	}
	l.flag(w.risk, w.conf)
}

// appendPhoneDetail appends what p is, and its findings: "UK mobile number, no risk
// found", "+33899234567: French premium-rate number: calls cost up to €3/min".
func appendPhoneDetail(b []byte, p *Phone, withNumber bool) []byte {
	r := &p.risk
	if withNumber {
		b = append(b, p.E164...)
		b = append(b, ": "...)
	}
	if r.class.typ == phoneInvalid {
		if r.has(findUnassigned) {
			b = append(b, regionName(mainRegion(r.class.cc)).en...)
			return append(b, " number in an unassigned number range"...)
		}
		return append(b, "not a valid phone number"...)
	}
	b = append(b, regionName(r.class.region).en...)
	b = append(b, ' ')
	b = append(b, phoneTypeNames[r.class.typ]...)
	b = append(b, " number"...)
	if r.published {
		b = append(b, ", published by "...)
		b = append(b, r.pub.brand...)
		b = append(b, " ("...)
		b = append(b, phoneLineNames[r.pub.line].en...)
		return append(b, ')')
	}
	if r.findings == 0 {
		return append(b, ", no risk found"...)
	}
	sep := ": "
	for f := phoneFinding(0); f < numPhoneFindings; f++ {
		if !r.has(f) {
			continue
		}
		b = append(b, sep...)
		sep = "; "
		switch f {
		case findPremium:
			b = append(b, "calls cost up to "...)
			b = append(b, premiumPrice(r.class.region).en...)
		case findForeign:
			b = append(b, "foreign to a message in "...)
			b = append(b, langNames[r.lang].en...)
		default:
			b = append(b, phoneFindingDetail[f]...)
		}
	}
	return b
}

var phoneFindingDetail = [numPhoneFindings]string{
	findPremiumBait: "asked to call in a prize or urgent message",
	findCallback:    "country known for call-back (Wangiri) fraud",
	findLocal:       "international number written as a local one",
	findShared:      "calls cost more than a normal call",
	findVoIP:        "anyone can get one online, anywhere",
	findPersonal:    "looks like a mobile but forwards calls anywhere, even abroad",
	findPager:       "a pager, not a phone",
}
