package engine

import (
	"github.com/nyaruka/phonenumbers"
)

// Phone numbers: candidates are found by a pattern (phonenumbers' matcher is a stub),
// then parsed and validated with github.com/nyaruka/phonenumbers and written in E.164.
//
// A number written with + or 00 carries its country. A national number gets a default
// region from its shape, the usual shapes of the markets we serve:
//
//	10 digits starting 0 (06 12 34 56 78)     FR
//	11 digits starting 0 (07700 900123)       GB
//	10 digits starting 2-9, or 11 starting 1  US (NANP)
//	12 digits starting 0 (0176 12345678)      DE
//
// A British or French shape that holds no number there is read again in the
// text's language, or as German (phone_lang.go's relocatePhone).
//
// A number without a country prefix that is none of these but starts with the
// calling code of a call-back (Wangiri) country followed by a valid number there
// (225 07 12 34 56 78) is taken as that country's (appendCallbackE164). Anything
// else without a country prefix is not taken as a phone number.
//
// The common formats are normalized here without the library, which allocates on
// every call and takes microseconds:
//   - +1, +44 and the three national shapes above: the checks are the numbering
//     plans' structure (NANP area code and exchange [2-9]XX, not N11; French 0[1-9]
//     + 8 digits; British 0 + 10 digits starting 1, 2, 3, 5, 7, 8 or 9), slightly
//     wider than the library's range tables, so a number in a range not yet
//     assigned is still kept;
//   - any other number written with + (or 00) whose E.164 form is its own digits
//     whatever the library says of it (keepsDigits), or that is valid in the tries
//     of phone_table.go (validInTable): exactly the library's answer.
// Every other number goes through phonenumbers. TestCommonE164 checks the fast
// path against the library.

// Digits in a phone number: E.164 allows at most 15; fewer than 7 are short codes.
const (
	minPhoneDigits = 7
	maxPhoneDigits = 15
)

// phoneSpan returns the end of the phone-number-shaped run starting at t[i]: an
// optional '+', then digits with single separators (space, '-', '.', '/' or
// parentheses; a spaced slash after the first group, "0221 / 4711 23"), holding
// 7-15 digits. A run of more digits is no phone number, and
// neither is any part of it: the end it returns with false is past its 16th
// digit.
func phoneSpan(t []byte, i int) (int, bool) {
	if dateAt(t, i) {
		return 0, false // "06/03/2025 13:05", "2025-03-06": a date, and its time
	}
	if end, ok := ipv4At(t, i); ok {
		return end, false // "from IP 185.220.101.42": an address, no number
	}
	j := i
	if j < len(t) && t[j] == '+' {
		j++
	}
	digits := 0
	lastDigit := -1
	sep := 0
	for ; j < len(t); j++ {
		c := t[j]
		switch {
		case c >= '0' && c <= '9':
			digits++
			lastDigit = j
			sep = 0
		case c == ' ' && digits > 0 && fractionAt(t, j+1):
			// "call +371 21745921 24/7", "+86 137 9660 3872 24h": the hours,
			// not more digits.
			return phoneEnd(lastDigit, digits)
		case c == ' ' || c == '-' || c == '.' || c == '/' || c == '(' || c == ')':
			sep++
			if sep > 2 && !(sep == 3 && c == ' ' && t[j-1] == '/' && t[j-2] == ' ' && digits == j-2-i) {
				// "0221 / 4711 23": Germany's slash after the area code, spaced,
				// is one separator; after more groups it parts two numbers.
				return phoneEnd(lastDigit, digits)
			}
		default:
			return phoneEnd(lastDigit, digits)
		}
		if digits > maxPhoneDigits {
			return j, false // a card or account number: no phone starts inside it either
		}
	}
	return phoneEnd(lastDigit, digits)
}

// fractionAt reports whether t[k:] is a short group that says when, not more
// digits: "24/7", "10/12" (one or two digits, '/', one or two digits) or "24h",
// "7j" (one or two digits and a letter).
func fractionAt(t []byte, k int) bool {
	k, n := digitsAt(t, k)
	if n == 0 || n > 2 || k >= len(t) {
		return false
	}
	if c := t[k] | 0x20; c >= 'a' && c <= 'z' {
		return true
	}
	if t[k] != '/' {
		return false
	}
	k, n = digitsAt(t, k+1)
	return n > 0 && n <= 2 && (k == len(t) || t[k] != '/')
}

// digitsAt returns the end of the run of digits starting at t[k], and its length.
func digitsAt(t []byte, k int) (end, n int) {
	n = digitRun(t[min(k, len(t)):])
	return k + n, n
}

// ipv4At reports whether t[i:] starts with an IPv4 address, four groups of one
// to three digits, each at most 255 and without a leading 0, joined by dots and
// followed by no further ".digit" ("185.220.101.42"), and returns its end. A
// number written in dotted groups keeps a group of four digits
// ("1.800.555.0199"), a leading 0 ("089.123.45.67") or a fifth group
// ("06.12.34.56.78").
func ipv4At(t []byte, i int) (int, bool) {
	k := i
	for g := 0; g < 4; g++ {
		if g > 0 {
			if k >= len(t) || t[k] != '.' {
				return 0, false
			}
			k++
		}
		end, n := digitsAt(t, k)
		if n == 0 || n > 3 || n > 1 && t[k] == '0' {
			return 0, false
		}
		v := 0
		for _, c := range t[k:end] {
			v = v*10 + int(c-'0')
		}
		if v > 255 {
			return 0, false
		}
		k = end
	}
	if k+1 < len(t) && t[k] == '.' && t[k+1] >= '0' && t[k+1] <= '9' {
		return 0, false
	}
	return k, true
}

// dateAt reports whether t[i:] starts with a date: day and month of one or two
// digits and a year of four ("06/03/2025", "6.3.2025") or of two with no group
// after it ("06/03/25 "), the same separator twice ('/', '.' or '-'), or an ISO
// date ("2025-03-06"). A French number in pairs ("06.12.34.56.78") goes on after
// its third group, a date does not.
func dateAt(t []byte, i int) bool {
	k, n1 := digitsAt(t, i)
	if k >= len(t) || t[k] != '/' && t[k] != '.' && t[k] != '-' {
		return false
	}
	sep := t[k]
	k, n2 := digitsAt(t, k+1)
	if n2 < 1 || n2 > 2 || k >= len(t) || t[k] != sep {
		return false
	}
	k, n3 := digitsAt(t, k+1)
	switch {
	case n1 == 4 && (t[i] == '1' && t[i+1] == '9' || t[i] == '2' && t[i+1] == '0'):
		return n3 >= 1 && n3 <= 2 // 2025-03-06
	case n1 < 1 || n1 > 2:
		return false
	case n3 == 4:
		return true
	}
	return n3 == 2 && (k == len(t) || t[k] != sep)
}

func phoneEnd(lastDigit, digits int) (int, bool) {
	if digits < minPhoneDigits || digits > maxPhoneDigits {
		return 0, false
	}
	return lastDigit + 1, true
}

// parsePhone parses one candidate and, when it is a valid number, appends it to the
// phones in E.164 form.
func (s *urlScratch) parsePhone(b []byte) (*Phone, bool) {
	d := s.tmp[:0]
	plus := false
	for i, c := range b {
		switch {
		case c == '+' && i == 0:
			plus = true
		case c >= '0' && c <= '9':
			d = append(d, c)
		}
	}
	s.tmp = d
	if !plus && len(d) > 2 && d[0] == '0' && d[1] == '0' {
		plus, d = true, d[2:]
	}
	var e []byte
	ok := false
	if !plus && (len(d) == 10 && d[0] == '0' && areaThenLine(b) || slashAfterArea(b)) {
		e, ok = appendGermanE164(s.e164[:0], d)
	}
	if !ok {
		e, ok = appendCommonE164(s.e164[:0], d, plus)
	}
	if !ok && !plus {
		e, ok = appendCallbackE164(s.e164[:0], d)
	}
	if !ok {
		e, ok = appendLibraryE164(s.e164[:0], d, plus)
	}
	s.e164 = e
	if !ok {
		return nil, false
	}
	p := s.addPhone(e)
	p.Local = p.Local || !plus
	return p, true
}

// areaThenLine reports whether a number written without a prefix opens with a
// group of three digits from 0 and goes on with a group of four or more: "089
// 1234567", "030 2345678", an area code and its line, as Germany writes them.
// France writes its ten digits in pairs ("08 91 23 45 67"), or its service
// numbers after a group of four ("0891 23 45 67"), never so; ten digits from 0
// are otherwise read as French (defaultRegion).
func areaThenLine(b []byte) bool {
	i := 0
	for i < len(b) && (b[i] < '0' || b[i] > '9') {
		i++
	}
	k, n := digitsAt(b, i)
	if n != 3 || b[i] != '0' || k >= len(b) || b[k] != ' ' && b[k] != '-' && b[k] != '/' {
		return false
	}
	_, n = digitsAt(b, k+1)
	return n >= 4
}

// slashAfterArea reports whether a number written without a prefix opens with a
// group of three to five digits from 0 and a slash ("0221/471123", "089 /
// 1234567", "01379 / 22 48 13"): the area code and its line as Germany,
// Austria and Switzerland long wrote them, never France or Britain.
func slashAfterArea(b []byte) bool {
	i := 0
	for i < len(b) && (b[i] < '0' || b[i] > '9') {
		i++
	}
	k, n := digitsAt(b, i)
	if n < 3 || n > 5 || b[i] != '0' {
		return false
	}
	for k < len(b) && b[k] == ' ' {
		k++
	}
	return k < len(b) && b[k] == '/'
}

// appendGermanE164 appends the E.164 form of the national digits d (from the
// trunk 0) as a German number, when Germany's table holds it.
func appendGermanE164(dst, d []byte) ([]byte, bool) {
	var buf [16]byte
	de := append(append(buf[:0], '4', '9'), d[1:]...)
	if !validInTable(de) {
		return dst, false
	}
	return append(append(dst, '+'), de...), true
}

// callbackCodes are the calling codes of the call-back list outside NANP
// (callbackNumber), each with a trie in phone_table.go.
var callbackCodes = [...]string{"216", "222", "225", "252", "269", "371", "882", "883"}

// appendCallbackE164 appends +d when the digits d, written without a country
// prefix, are a call-back country's calling code followed by a valid number of that
// country ("225 07 12 34 56 78"): an international number written as a local one.
// The national shapes of appendCommonE164 are tried first, so a number of ours is
// never taken for one of theirs.
func appendCallbackE164(dst, d []byte) ([]byte, bool) {
	if len(d) < minPhoneDigits+3 {
		return dst, false
	}
	for _, cc := range callbackCodes {
		if string(d[:3]) != cc {
			continue
		}
		i := phoneCodeIndex[int(cc[0]-'0')*100+int(cc[1]-'0')*10+int(cc[2]-'0')]
		if _, typ := phoneCodes[i-1].lookup(d[3:]); typ != phoneInvalid {
			return append(append(dst, '+'), d...), true
		}
		return dst, false
	}
	return dst, false
}

// appendLibraryE164 appends the E.164 form of the digits d (written with a '+' or 00
// when plus) as phonenumbers parses and validates them; national numbers get the
// default region of their shape. A number with a country code that the library
// finds invalid keeps its digits (a range newer than its metadata).
func appendLibraryE164(dst, d []byte, plus bool) ([]byte, bool) {
	region := "ZZ"
	if !plus {
		region = defaultRegion(d)
		if region == "" {
			if e, ok := premiumNearby(d); ok {
				return append(dst, e...), true
			}
			return dst, false
		}
		if region == "ES" && spanishMassCalling(d) {
			// Valid in the Spanish plan, though the metadata leaves the range out.
			return append(append(dst, "+34"...), d...), true
		}
	}
	var num *phonenumbers.PhoneNumber
	var err error
	if plus {
		num, err = phonenumbers.Parse("+"+string(d), region)
	} else {
		num, err = phonenumbers.Parse(string(d), region)
	}
	if err != nil || !phonenumbers.IsValidNumber(num) {
		if !plus {
			if e, ok := premiumNearby(d); ok {
				return append(dst, e...), true
			}
			// A German number's length varies with its area code: "069 2547 8810"
			// has the British shape and is no British number. (The text's language
			// then places the number, as it places any written without a prefix.)
			if region != "DE" && d[0] == '0' && len(d) >= 10 && len(d) <= 12 {
				if e, ok := validIn(string(d), []string{"DE"}); ok {
					return append(dst, e...), true
				}
			}
		}
		// Keep the digits, unless they cannot be E.164 (no country code starts with 0).
		if !plus || len(d) < 8 || d[0] == '0' {
			return dst, false
		}
		return append(append(dst, '+'), d...), true
	}
	dst = append(dst, '+')
	dst = appendInt(dst, int(num.GetCountryCode()))
	return append(dst, phonenumbers.GetNationalSignificantNumber(num)...), true
}

// premiumNearbyRegions are the countries beside the served ones whose premium
// lines are written with a trunk 0 and no single length: Belgium, the
// Netherlands, Austria and Switzerland ("0900 43 217", "0906 551 290").
var premiumNearbyRegions = [...]string{"BE", "NL", "AT", "CH"}

// premiumNearby returns the E.164 form of the national digits d, that no
// default region reads, as a premium-rate number of premiumNearbyRegions: a
// premium line there is worth catching, an ordinary one is left unread.
func premiumNearby(d []byte) (string, bool) {
	if len(d) < 7 || d[0] != '0' || d[1] != '9' {
		return "", false
	}
	for _, region := range premiumNearbyRegions {
		num, err := phonenumbers.Parse(string(d), region)
		if err == nil && phonenumbers.IsValidNumber(num) && phonenumbers.GetNumberType(num) == phonenumbers.PREMIUM_RATE {
			return phonenumbers.Format(num, phonenumbers.E164), true
		}
	}
	return "", false
}

// spanishMassCalling reports whether the national number nsn is in Spain's 905
// mass-calling (televoting) range: additional-rate numbers like 803, 806 and 807 in
// the CNMC's plan, which the metadata leaves out.
func spanishMassCalling(nsn []byte) bool {
	return len(nsn) == 9 && string(nsn[:3]) == "905"
}

// addPhone appends the E.164 number e to the phones, unless it is there already, and
// returns its slot.
func (s *urlScratch) addPhone(e []byte) *Phone {
	for i := range s.phones {
		if string(s.phones[i].E164) == string(e) {
			return &s.phones[i]
		}
	}
	p := s.nextPhone()
	p.E164 = append(p.E164, e...)
	p.Local = false
	p.risk = phoneRisk{}
	return p
}

// appendCommonE164 appends the E.164 form of the digits d (written with a '+' or 00
// when plus) for the common formats, and reports false for any other number.
func appendCommonE164(dst, d []byte, plus bool) ([]byte, bool) {
	if plus {
		switch {
		case len(d) == 11 && d[0] == '1' && nanpNumber(d[1:]),
			len(d) == 12 && d[0] == '4' && d[1] == '4' && gbNumber(d[2:]),
			keepsDigits(d), validInTable(d):
			return append(append(dst, '+'), d...), true
		}
		return dst, false
	}
	switch {
	case len(d) == 10 && d[0] == '0' && d[1] >= '1' && d[1] <= '9':
		return append(append(dst, "+33"...), d[1:]...), true
	case len(d) == 11 && d[0] == '0' && gbNumber(d[1:]):
		return append(append(dst, "+44"...), d[1:]...), true
	case len(d) == 10 && nanpNumber(d):
		return append(append(dst, "+1"...), d...), true
	case len(d) == 11 && d[0] == '1' && nanpNumber(d[1:]):
		return append(append(dst, '+'), d...), true
	}
	return dst, false
}

// nanpNumber reports whether 10 digits have the shape of a North American number:
// area code and exchange [2-9]XX, neither an N11 service code.
func nanpNumber(d []byte) bool {
	return len(d) == 10 && d[0] >= '2' && d[3] >= '2' && !(d[1] == '1' && d[2] == '1') && !(d[4] == '1' && d[5] == '1')
}

// gbNumber reports whether 10 digits have the shape of a British national
// significant number: geographic (1, 2), non-geographic (3), corporate (5), mobile
// (7), freephone and special (8) or premium rate (9).
func gbNumber(d []byte) bool {
	if len(d) != 10 {
		return false
	}
	switch d[0] {
	case '1', '2', '3', '5', '7', '8', '9':
		return true
	}
	return false
}

// defaultRegion returns the region of a national number from its shape, or "".
func defaultRegion(d []byte) string {
	switch {
	case len(d) == 10 && d[0] == '0':
		return "FR"
	case len(d) == 11 && d[0] == '0':
		return "GB"
	case len(d) == 10 && d[0] >= '2':
		return "US"
	case len(d) == 11 && d[0] == '1':
		return "US"
	case len(d) == 9 && d[0] >= '6':
		// Spain: nine digits, mobiles from 6 and 7, fixed lines from 8 and 9.
		return "ES"
	case len(d) == 12 && string(d[:6]) == "018000":
		// Colombia's toll-free lines, written with their long-distance prefix
		// ("01 8000 912345"); Germany's 0180 service numbers go on with 1 to 7.
		return "CO"
	case len(d) == 12 && d[0] == '0':
		// Germany: eleven digits after the 0 (a mobile 0176 12345678, a personal
		// number 0700 12345678), which no other shape here has.
		return "DE"
	}
	return ""
}

// keepsDigits reports whether phonenumbers' E.164 form of +d, valid or not, is +d
// itself, and so appendLibraryE164 would append exactly that: at least 8 digits,
// and after a known country code of a plain numbering plan (callingCodePlain), a
// first digit other than 0, or no known country code at all (the library refuses
// the code and the digits are kept). The library changes the digits only when it
// strips a national prefix from them, and a plain plan's only national prefix is 0.
func keepsDigits(d []byte) bool {
	if len(d) < 8 || d[0] == '0' {
		return false
	}
	cc := 0
	for i := 0; i < 3; i++ {
		cc = cc*10 + int(d[i]-'0')
		switch callingCodes[cc] {
		case callingCodePlain:
			return d[i+1] != '0'
		case callingCodeOther:
			return false
		}
	}
	return true
}

// validInTable reports whether +d is a valid number of a calling code with a trie
// in phone_table.go (+225 07 12 34 56 78): phonenumbers keeps such a number's digits,
// which TestCommonE164International and TestValidInTable check.
func validInTable(d []byte) bool {
	cc := 0
	for i := 0; i < 3 && i < len(d); i++ {
		cc = cc*10 + int(d[i]-'0')
		if callingCodes[cc] != callingCodeUnknown {
			j := phoneCodeIndex[cc]
			if j == 0 {
				return false
			}
			_, typ := phoneCodes[j-1].lookup(d[i+1:])
			return typ != phoneInvalid
		}
	}
	return false
}

// Kinds of country calling codes in callingCodes.
const (
	callingCodeUnknown = iota // not a country calling code of phonenumbers
	// callingCodePlain: the plan (of the code's main region) strips no national
	// prefix from an international number other than a leading 0.
	callingCodePlain
	callingCodeOther // a national prefix other than 0, or a transform rule
)

// callingCodesOther are the country calling codes whose main region's national
// prefix for parsing, in phonenumbers' metadata, is not 0 or none, or comes with a
// transform rule. TestCallingCodes checks the list against the metadata.
var callingCodesOther = [...]int{
	1, 7, 36, 44, 54, 55, 57, 61, 81, 82, 86, 241, 261, 298, 352, 370, 375, 378,
	423, 506, 591, 672, 692, 993,
}

// callingCodes is the kind of each country calling code of phonenumbers.
var callingCodes = func() (t [1000]uint8) {
	for cc := range phonenumbers.GetSupportedCallingCodes() {
		t[cc] = callingCodePlain
	}
	for _, cc := range callingCodesOther {
		t[cc] = callingCodeOther
	}
	return t
}()
