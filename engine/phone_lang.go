package engine

// The language of a text, guessed from its most common short words, only to tell
// whether a phone number's country goes with it (a French SMS asking to call a
// +225 number). Cheap: one switch per word token of the text layers' tokenization.

import "github.com/nyaruka/phonenumbers"

// textLang is a language of the messages we serve.
type textLang uint8

const (
	langUnknown textLang = iota
	langEN
	langFR
	langDE
	langES
	// Languages recognised but not served: the wording models and the evidence
	// patterns know the four above only, so a text in these is read for its
	// links, numbers and sender alone (otherLang).
	langIT
	langPT
	langNL
	langSV
	langDA // Danish and Norwegian, whose numbers no trunk prefix tells apart
	langPL
	langCS // Czech and Slovak
	langRO
	langTR
	langHU
	langHR // Croatian, Serbian and Bosnian in Latin script
	langFI
	numLangs
)

var langNames = [numLangs]nameEnFr{
	langEN: {"English", "anglais"}, langFR: {"French", "français"},
	langDE: {"German", "allemand"}, langES: {"Spanish", "espagnol"},
	langIT: {"Italian", "italien"}, langPT: {"Portuguese", "portugais"},
	langNL: {"Dutch", "néerlandais"},
	langSV: {"Swedish", "suédois"}, langDA: {"Danish or Norwegian", "danois ou norvégien"},
	langPL: {"Polish", "polonais"}, langCS: {"Czech or Slovak", "tchèque ou slovaque"},
	langRO: {"Romanian", "roumain"}, langTR: {"Turkish", "turc"},
	langHU: {"Hungarian", "hongrois"}, langHR: {"Croatian or Serbian", "croate ou serbe"},
	langFI: {"Finnish", "finnois"},
}

// otherLang reports whether lang is a language recognised but not served.
func otherLang(lang textLang) bool { return lang >= langIT }

// guessLang returns the language whose function words the text uses most: at least
// two of them, and twice as many as any other language's; else langUnknown.
func guessLang(t *textScratch) textLang {
	var n [numLangs]int
	for _, tk := range t.toks {
		if tk.kind == tokWord {
			n[wordLang(t.folded[tk.start:tk.end])]++
		}
	}
	if n[langIT] >= 2 {
		// Spanish words Italian writes too ("su", "ha", "una", "con") count for
		// Italian once the text has Italian words of its own.
		shared := 0
		for _, tk := range t.toks {
			if tk.kind == tokWord && spanishItalian(t.folded[tk.start:tk.end]) {
				shared++
			}
		}
		n[langES] -= shared
		n[langIT] += shared
	}
	best, bestN, second := langUnknown, 0, 0
	for l := langEN; l < numLangs; l++ {
		if n[l] > bestN {
			best, bestN, second = l, n[l], bestN
		} else if n[l] > second {
			second = n[l]
		}
	}
	if bestN < 2 || bestN < 2*second {
		return langUnknown
	}
	return best
}

// spanishItalian reports whether a folded word is one of the function words that
// wordLang gives to Spanish and Italian writes too.
func spanishItalian(w []byte) bool {
	switch string(w) {
	case "su", "ha", "una", "con", "del", "al":
		return true
	}
	return false
}

// wordLang is the language of a folded function word (lower case, accents
// removed), langUnknown for any other word or one several languages share.
func wordLang(w []byte) textLang {
	switch string(w) {
	case "the", "you", "your", "to", "and", "is", "are", "for", "of", "call", "now", "this",
		"with", "have", "has", "we", "our", "please", "will", "been", "from", "won", "be",
		"my", "it", "if", "not", "at", "can", "here", "hi", "thanks", "was", "were", "just":
		return langEN
	case "vous", "votre", "vos", "le", "les", "des", "du", "est", "et", "pour", "une", "avec",
		"sur", "dans", "nous", "notre", "pas", "ce", "cette", "appelez", "au", "aux", "ou", "avez",
		"je", "merci", "ton", "ta", "tes", "mon", "ma", "mes", "il", "elle", "bonjour", "chez", "qui":
		return langFR
	case "sie", "ihr", "ihre", "ihren", "der", "das", "und", "ist", "nicht", "mit", "fur",
		"bitte", "rufen", "wir", "unser", "dem", "den", "zu", "auf", "ein", "eine", "haben",
		"ich", "dein", "deine", "mein", "meine", "hallo", "danke", "sich", "auch", "noch",
		"wenn", "bei", "von", "im":
		return langDE
	case "usted", "su", "sus", "el", "los", "las", "para", "por", "con", "una", "llame",
		"del", "y", "al", "esta", "ha", "tiene", "ganado", "desde", "llama", "hola", "gracias",
		"nuestro", "nuestra", "pero", "muy", "tus", "ya", "es":
		return langES
	// Words of the unserved languages that none of the four uses.
	case "che", "sono", "della", "delle", "degli", "gli", "grazie", "ciao", "tuo",
		"tua", "tuoi", "questo", "questa", "nella", "alla", "anche", "gentile", "vostro",
		"dei", "nel", "sul", "dal", "mio", "suo", "puoi", "di", "siamo", "hai", "ho", "abbiamo",
		"ancora", "perche", "stato", "stata", "nostro", "nostra", "vostra", "domani", "oggi",
		"buongiorno", "buonasera", "sempre", "molto", "tutto", "tutti", "allora", "quindi", "presso", "ricordiamo",
		"chiami", "disdire", "cordiali", "saluti":
		return langIT
	case "nao", "voce", "obrigado", "obrigada", "uma", "com", "pelo", "pela",
		"tem", "foi", "seu", "ola", "isso", "sao", "seus", "suas", "ao", "meu", "minha",
		"muito", "tambem", "entao", "agora", "hoje", "amanha", "sua", "estou", "estamos", "pode", "voces":
		return langPT
	case "het", "een", "niet", "uw", "jij", "wij", "onze", "zijn", "wordt", "hebt", "heeft",
		"bedankt", "hoi", "naar", "voor", "ook", "graag", "jouw", "bij", "mijn",
		"kun", "kunt", "ik", "dat", "wat", "maar", "nog", "dit", "deze", "vandaag", "heb", "ben",
		"moet", "hoe", "waar", "alstublieft", "groetjes", "dank", "op", "tussen", "geen", "jullie", "omdat",
		"worden", "werd", "zullen", "gaat", "komt", "alvast", "van", "rekening", "bel":
		return langNL
	// The other languages of Europe written in Latin letters whose texts reach us,
	// by words that none of the above uses and that are not English words.
	case "och", "att", "inte", "jag", "fran", "tack", "ska", "ditt", "vanligen", "hos", "nya", "betala",
		"har", "eller", "med", "innan", "senast":
		return langSV
	case "og", "ikke", "ikkje", "tak", "takk", "skal", "meget", "deg", "meg", "hvis", "venlig", "hilsen", "nyt", "ogsa":
		return langDA
	case "jest", "dla", "oraz", "lub", "twoj", "twoja", "twoje", "prosimy", "dzien", "czesc", "mamo", "jestem", "moj", "mnie", "juz", "tylko", "panstwa",
		"szanowny", "szanowni", "aby", "ciagu", "godzin", "przez", "zostanie", "mozesz", "prosze":
		return langPL
	case "jsem", "vase", "vasi", "dekujeme", "prosim", "ahoj", "tohle", "nebo", "jako", "muze", "budete", "uctu", "neni", "dobry":
		return langCS
	case "pentru", "dumneavoastra", "aveti", "acest", "aceasta", "cu", "poti", "multumim", "buna", "dvs", "mea", "azi", "sunt":
		return langRO
	case "bir", "bu", "icin", "ile", "olarak", "sayin", "tesekkurler", "lutfen", "merhaba", "degil", "yok", "gibi", "cok", "adiniza":
		return langTR
	case "az", "egy", "hogy", "vagy", "kerjuk", "koszonjuk", "szia", "ez", "csak", "onnek", "anya",
		"adja", "tisztelt", "belul", "kerem", "jogosult":
		return langHU
	case "za", "od", "ste", "vam", "molimo", "hvala", "bok", "ovo", "nije", "ili", "kako", "postovani":
		return langHR
	case "ei", "etta", "sinun", "teidan", "kiitos", "ole", "olet", "tai", "mutta", "myos":
		return langFI
	}
	if len(w) >= 7 && (hasSuffixString(w, "iniz") || hasSuffixString(w, "inizi") || hasSuffixString(w, "unuz") || hasSuffixString(w, "unuzu")) {
		return langTR // "gonderiniz", "hesabinizi": Turkish's "your", which no other language ends a word with
	}
	return langUnknown
}

// hasSuffixString reports whether b ends with s.
func hasSuffixString(b []byte, s string) bool {
	return len(b) >= len(s) && string(b[len(b)-len(s):]) == s
}

// langCountry reports whether a number of region goes with a text in lang: the
// countries where the language is spoken by the people we serve.
func langCountry(lang textLang, region string) bool {
	switch lang {
	case langEN:
		switch region {
		case "US", "CA", "GB", "GG", "JE", "IM", "IE", "AU", "NZ":
			return true
		}
	case langFR:
		switch region {
		case "FR", "BE", "CH", "LU", "MC", "CA", "RE", "GP", "MQ", "GF", "YT", "PM", "BL", "MF", "NC", "PF", "WF":
			return true
		}
	case langDE:
		switch region {
		case "DE", "AT", "CH", "LI", "LU":
			return true
		}
	case langES:
		switch region {
		case "ES", "MX", "AR", "CO", "CL", "PE", "VE", "EC", "GT", "CU", "BO", "DO", "HN", "PY",
			"SV", "NI", "CR", "PA", "UY", "PR", "US":
			return true
		}
	case langIT:
		switch region {
		case "IT", "SM", "VA", "CH":
			return true
		}
	case langPT:
		switch region {
		case "PT", "BR", "AO", "MZ", "CV", "GW", "ST", "TL":
			return true
		}
	case langNL:
		switch region {
		case "NL", "BE", "SR", "AW", "CW", "SX", "BQ":
			return true
		}
	case langSV:
		return region == "SE" || region == "FI" || region == "AX"
	case langDA:
		return region == "DK" || region == "NO" || region == "FO" || region == "GL" || region == "SJ"
	case langPL:
		return region == "PL"
	case langCS:
		return region == "CZ" || region == "SK"
	case langRO:
		return region == "RO" || region == "MD"
	case langTR:
		return region == "TR" || region == "CY"
	case langHU:
		return region == "HU"
	case langHR:
		switch region {
		case "HR", "BA", "RS", "ME":
			return true
		}
	case langFI:
		return region == "FI" || region == "AX"
	}
	return false
}

// langCode is the calling code of the country whose national numbers a text in
// lang most likely writes without a prefix: the shape of a local number (phone.go's
// defaultRegion) cannot tell a British 0800 number from a French one, nor a German
// 0221 one.
func langCode(lang textLang) int {
	switch lang {
	case langEN:
		return 44
	case langFR:
		return 33
	case langDE:
		return 49
	case langES:
		return 34
	case langIT:
		return 39
	case langPT:
		return 55 // Portugal writes no trunk 0: a Portuguese "0800 ..." is Brazilian
	case langNL:
		return 31
	case langSV:
		return 46
	case langDA:
		return 45
	case langPL:
		return 48
	case langCS:
		return 420
	case langRO:
		return 40
	case langTR:
		return 90
	case langHU:
		return 36
	case langHR:
		return 385
	case langFI:
		return 358
	}
	return 0
}

// latinAmericanRegions are the countries whose national numbers have ten digits
// without a trunk prefix, the North American shape: Mexico ("55 5226 2663"),
// Colombia's mobiles ("310 555 1234") and Chile's company lines ("600 200 7000").
var latinAmericanRegions = [...]string{"MX", "CO", "CL"}

// latinAmerican returns the E.164 form of the ten digits nsn as a number of
// latinAmericanRegions, the first where the library finds it valid. A text in
// Spanish writing ten digits without "+1" is in Mexico or Colombia far more often
// than in the United States (whose Spanish notices write "1-800" or "(212)").
func latinAmerican(nsn []byte) (string, bool) {
	if len(nsn) != 10 {
		return "", false
	}
	return validIn(string(nsn), latinAmericanRegions[:])
}

// validIn returns the E.164 form of the national number digits in the first of
// regions where the library finds it valid. Rare (a number foreign to its text's
// language), so the library's allocations are affordable.
func validIn(digits string, regions []string) (string, bool) {
	for _, region := range regions {
		num, err := phonenumbers.Parse(digits, region)
		if err == nil && phonenumbers.IsValidNumber(num) {
			return phonenumbers.Format(num, phonenumbers.E164), true
		}
	}
	return "", false
}

// trunkLatinAmericanRegions are the Spanish-speaking countries that write their
// national numbers with a trunk 0: Argentina ("0800-345-2671", "011 4321-5678")
// and Peru ("(01) 311-9898").
var trunkLatinAmericanRegions = [...]string{"AR", "PE"}

// relocatePhone reads again a number written without a prefix in the country of
// the text's language, when its shape put it in a country that language does not
// go with, or in a range of that country that holds no number, and it is a valid
// number there (phone_table.go's tries, no allocation): "call 0800 505060" in
// English is British, "Rufen Sie uns an: 0221 172213" German. Without a language, a
// number that cannot be one where its shape put it is read as German, the one
// trunk-0 country we serve whose numbers have no single length ("0171 2345678"
// has the British shape).
//
// A text whose amounts are in a country's currency (region, currencyRegion) reads
// its local numbers there first: "Standard Bank: Purchase of R350.00 ... call 0860
// 123 000" is South African, not an Irish mobile; "Not you? Call 18002586161 ...
// Rs.1200.00" is an Indian toll-free line.
func relocatePhone(p *Phone, lang textLang, region string) {
	if !p.Local {
		return
	}
	c := classifyPhone(p.E164)
	if region != "" && c.region != region && relocateRegion(p, c, region) {
		return
	}
	if lang == langES && c.cc == 1 {
		if e, ok := latinAmerican(p.E164[2:]); ok {
			p.E164 = append(p.E164[:0], e...)
			return
		}
	}
	if lang == langES && (c.cc == 44 || c.cc == 33) {
		// Spain writes no trunk 0: a Spanish text's number that starts with 0
		// ("0800-345-2671", "(01) 311-9898") is Argentine or Peruvian, not the
		// British or French one its shape reads as.
		if e, ok := validIn("0"+string(p.E164[3:]), trunkLatinAmericanRegions[:]); ok {
			p.E164 = append(p.E164[:0], e...)
			return
		}
	}
	cc := langCode(lang)
	switch {
	case c.region != "" && (cc == 0 || langCountry(lang, c.region)):
		return
	case cc == 0:
		cc = 49
	}
	// Only the shapes written with the trunk prefix 0 (France, the United
	// Kingdom) can be another trunk-0 country's: the digits after the 0 are the
	// national significant number in both.
	if c.cc != 33 && c.cc != 44 || cc == 34 || cc == c.cc {
		return
	}
	nsn := p.E164[3:]
	if relocateTo(p, cc, nsn) {
		return
	}
	// Not a number of the language's main country, in the French special-rate
	// shape (08...): one of the other countries of the language that write it
	// with a trunk 0 ("If you don't recognise this, call 0818 724 724" is Irish),
	// before the shape's guess, a French premium-rate line. A French mobile in an
	// English text stays French: foreign to it.
	if regions := langTrunkRegions(lang); len(regions) > 0 && c.cc == 33 && nsn[0] == '8' {
		var buf [maxPhoneDigits + 1]byte
		if e, ok := validIn(string(append(append(buf[:0], '0'), nsn...)), regions); ok {
			p.E164 = append(p.E164[:0], e...)
		}
	}
}

// relocateRegion rewrites p, read as c, as a number of region when its digits as
// written make one there: the national number after a trunk 0 (the French and
// British shapes), or the North American shape's digits.
func relocateRegion(p *Phone, c phoneClass, region string) bool {
	var buf [maxPhoneDigits + 1]byte
	var digits []byte
	switch c.cc {
	case 33, 44:
		digits = append(append(buf[:0], '0'), p.E164[3:]...)
	case 1:
		digits = append(buf[:0], p.E164[1:]...)
	default:
		return false
	}
	e, ok := validIn(string(digits), []string{region})
	if !ok && c.cc == 1 {
		e, ok = validIn(string(digits[1:]), []string{region})
	}
	if ok {
		p.E164 = append(p.E164[:0], e...)
	}
	return ok
}

// currencyRegion returns the country whose currency a text's amounts are written
// in, for the currencies of countries that write English or their numbers in
// shapes the served ones share: Kenyan shillings ("Ksh2500.00"), Indian rupees
// ("Rs.1200.00", "₹499"), Philippine pesos ("PHP 3,000.00", "₱"), naira ("₦",
// "NGN"), cedis ("GHS"), rand ("R350.00", "ZAR"); "" if none.
func currencyRegion(text []byte) string {
	for i := 0; i < len(text); i++ {
		if !currencyStarts[text[i]] || i > 0 && isASCIIAlnum(text[i-1]) {
			continue
		}
		rest := text[i:]
		for _, c := range currencyRegions {
			if len(rest) > len(c.sign) && hasPrefixFold(rest, c.sign) && amountAfter(rest[len(c.sign):]) {
				return c.region
			}
		}
		if text[i] == 'R' && len(rest) > 1 && isDigit(rest[1]) && randAmount(rest[1:]) {
			return "ZA"
		}
	}
	return ""
}

// currencyRegions are the currency signs and codes currencyRegion reads, as they
// stand before an amount; currencyStarts marks their first bytes, either case.
var (
	currencyRegions = [...]struct{ sign, region string }{
		{"ksh", "KE"}, {"kes", "KE"}, {"rs.", "IN"}, {"rs", "IN"}, {"inr", "IN"}, {"₹", "IN"},
		{"php", "PH"}, {"₱", "PH"}, {"₦", "NG"}, {"ngn", "NG"}, {"ghs", "GH"}, {"gh₵", "GH"}, {"zar", "ZA"},
	}
	currencyStarts = func() (t [256]bool) {
		for _, c := range currencyRegions {
			t[c.sign[0]] = true
			if c.sign[0] >= 'a' && c.sign[0] <= 'z' {
				t[c.sign[0]-'a'+'A'] = true
			}
		}
		t['R'] = true // rand: "R350.00"
		return t
	}()
)

// amountAfter reports whether b starts with an amount, after at most one space or dot.
func amountAfter(b []byte) bool {
	if len(b) > 0 && (b[0] == ' ' || b[0] == '.') {
		b = b[1:]
	}
	return len(b) > 0 && isDigit(b[0])
}

// randAmount reports whether b, the digits after an "R", are an amount in rand
// written with its cents: "350.00", "5,210.40".
func randAmount(b []byte) bool {
	i := 0
	for i < len(b) && (isDigit(b[i]) || b[i] == ',' || b[i] == ' ') {
		i++
	}
	return i+2 < len(b) && b[i] == '.' && isDigit(b[i+1]) && isDigit(b[i+2]) && (i+3 == len(b) || !isDigit(b[i+3]))
}

// relocateTo rewrites p as the number nsn of calling code cc when nsn is a valid
// national significant number there, and reports whether it did.
func relocateTo(p *Phone, cc int, nsn []byte) bool {
	i := phoneCodeIndex[cc]
	if i == 0 {
		return false
	}
	if _, typ := phoneCodes[i-1].lookup(nsn); typ == phoneInvalid {
		return false
	}
	var buf [maxPhoneDigits + 2]byte
	e := append(buf[:0], '+')
	if cc >= 100 {
		e = append(e, byte('0'+cc/100))
	}
	e = append(append(e, byte('0'+cc/10%10), byte('0'+cc%10)), nsn...)
	p.E164 = append(p.E164[:0], e...)
	return true
}

// langTrunkRegions are the other countries of a language (langCountry) that write
// its national numbers with a trunk 0 in the French or the British shape:
// Ireland, Australia and New Zealand for English, Belgium and Switzerland for
// French. The numbering plans of phone_table.go do not hold them: the library
// reads them, rarely. (A German text's number that is no German one is more often
// a mobile written short than an Austrian line.)
func langTrunkRegions(lang textLang) []string {
	switch lang {
	case langEN:
		return englishTrunkRegions[:]
	case langFR:
		return frenchTrunkRegions[:]
	}
	return nil
}

var (
	englishTrunkRegions = [...]string{"IE", "AU", "NZ"}
	frenchTrunkRegions  = [...]string{"BE", "CH"}
)
