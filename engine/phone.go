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
//
// Anything else without a country prefix is not taken as a phone number.

// Digits in a phone number: E.164 allows at most 15; fewer than 7 are short codes.
const (
	minPhoneDigits = 7
	maxPhoneDigits = 15
)

// phoneSpan returns the end of the phone-number-shaped run starting at t[i]: an
// optional '+', then digits with single separators (space, '-', '.', '/' or
// parentheses), holding 7-15 digits.
func phoneSpan(t []byte, i int) (int, bool) {
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
		case c == ' ' || c == '-' || c == '.' || c == '/' || c == '(' || c == ')':
			sep++
			if sep > 2 {
				return phoneEnd(lastDigit, digits)
			}
		default:
			return phoneEnd(lastDigit, digits)
		}
		if digits > maxPhoneDigits {
			return 0, false
		}
	}
	return phoneEnd(lastDigit, digits)
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
	region := "ZZ"
	if !plus {
		region = defaultRegion(d)
		if region == "" {
			return nil, false
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
		// A number in a range newer than the library's metadata: keep its digits,
		// unless they cannot be E.164 (no country code starts with 0).
		if !plus || len(d) < 8 || d[0] == '0' {
			return nil, false
		}
		p := s.nextPhone()
		p.E164 = append(append(p.E164, '+'), d...)
		return p, true
	}
	p := s.nextPhone()
	p.E164 = append(p.E164, '+')
	p.E164 = appendInt(p.E164, int(num.GetCountryCode()))
	p.E164 = append(p.E164, phonenumbers.GetNationalSignificantNumber(num)...)
	for i := range s.phones[:len(s.phones)-1] {
		if string(s.phones[i].E164) == string(p.E164) {
			s.phones = s.phones[:len(s.phones)-1]
			return &s.phones[i], true
		}
	}
	return p, true
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
	}
	return ""
}
