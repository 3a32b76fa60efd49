package engine

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/nyaruka/phonenumbers"
)

func TestParsePhone(t *testing.T) {
	f := func(in, want string) {
		t.Helper()
		var s urlScratch
		p, ok := s.parsePhone([]byte(in))
		got := ""
		if ok {
			got = string(p.E164)
		}
		if got != want {
			t.Fatalf("parsePhone(%q) = %q; want %q", in, got, want)
		}
	}
	f("09058094454", "+449058094454")     // GB premium rate, fast path
	f("07700 900123", "+447700900123")    // GB mobile
	f("+44 7700 900123", "+447700900123") // international form
	f("0044 7700 900123", "+447700900123")
	f("06 12 34 56 78", "+33612345678") // FR mobile
	f("089 1234567", "+49891234567")    // an area code, then the line: German (Munich)
	f("089-1234567", "+49891234567")
	f("0221/471123", "+49221471123")       // a slash after the area code: German (Cologne), not French
	f("01379 / 22 48 13", "+491379224813") // spaced, after a group of five: a German mass-calling number
	f("089 / 2180 3000", "+498921803000")
	f("08 91 23 45 67", "+33891234567")       // the same digits in pairs: French premium rate
	f("0891 23 45 67", "+33891234567")        // French service numbers after a group of four
	f("+33 6 12 34 56 78", "+33612345678")    // FR international
	f("(415) 555-2671", "+14155552671")       // NANP
	f("1-415-555-2671", "+14155552671")       // NANP with trunk 1
	f("+1 415 555 2671", "+14155552671")      // NANP international
	f("+44 (0)20 7946 0958", "+442079460958") // trunk 0 after the country code: library
	f("+49 30 901820", "+4930901820")         // another country: library
	f("+49 1512 3456789", "+4915123456789")   // fast path: a plain plan
	f("+49 (0)30 901820", "+4930901820")      // national prefix after the country code: library
	f("+31 6 8123 4567", "+31681234567")      // NL mobile
	f("+3168 1234 5678", "+316812345678")     // invalid for the library: digits kept
	f("+999 1234 5678", "+99912345678")       // no such country code: digits kept
	f("+7 812 123 4567", "+78121234567")      // RU: national prefix 8, library
	f("+49 123", "")                          // too short
	f("0123456", "")                          // too short, no region
	f("1115550123", "")                       // NANP area code cannot start with 1
	f("4115550123", "")                       // N11 area code
	f("00000000000", "")                      // no country code starts with 0
	f("+0044123456789", "")                   // same
	f("06123456789012", "")                   // 14 digits without a country
	f("0612345678", "+33612345678")
	f("0176 12345678", "+4917612345678") // a German mobile of twelve digits, written nationally
	f("0151 23456789", "+4915123456789")
	f("0700 41822937", "+4970041822937")  // a German personal number, twelve digits too
	f("012345678901", "")                 // twelve digits from 0 that no German range holds
	f("01 8000 912345", "+5718000912345") // Colombia's toll-free, not a German 0180 number
}

// TestCommonE164 checks the fast path against phonenumbers on numbers drawn in the
// shapes it handles: whenever the library finds a number valid, the fast path gives
// the same E.164 form; and the fast path never takes a shape outside its plans.
func TestCommonE164(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	digits := func(b []byte, n int) []byte {
		for range n {
			b = append(b, byte('0'+rng.IntN(10)))
		}
		return b
	}
	type shape struct {
		prefix string
		n      int
		plus   bool
		region string
	}
	shapes := []shape{
		{"0", 9, false, "FR"}, {"0", 10, false, "GB"}, {"", 10, false, "US"}, {"1", 10, false, "US"},
		{"1", 10, true, "ZZ"}, {"33", 9, true, "ZZ"}, {"44", 10, true, "ZZ"},
	}
	valid, agree, wider := 0, 0, 0
	for _, sh := range shapes {
		for range 3000 {
			d := digits([]byte(sh.prefix), sh.n)
			fast, ok := appendCommonE164(nil, d, sh.plus)
			in := string(d)
			if sh.plus {
				in = "+" + in
			}
			num, err := phonenumbers.Parse(in, sh.region)
			if err != nil || !phonenumbers.IsValidNumber(num) {
				if ok {
					wider++
				}
				continue
			}
			valid++
			want := "+" + itoa(int(num.GetCountryCode())) + phonenumbers.GetNationalSignificantNumber(num)
			if !ok {
				// A valid number outside the fast path's shapes goes to the library.
				continue
			}
			if string(fast) != want {
				t.Fatalf("appendCommonE164(%s) = %s; want %s (phonenumbers)", in, fast, want)
			}
			agree++
		}
	}
	if agree < valid*9/10 {
		t.Fatalf("fast path took %d of %d valid numbers; want at least 90%%", agree, valid)
	}
	t.Logf("%d valid numbers, %d on the fast path; %d more numbers the library calls invalid kept by the fast path", valid, agree, wider)
}

// TestCommonE164International checks the fast path of numbers written with a
// country code against the library path over a large sample: every supported
// country calling code and unknown ones, national parts of every length, with and
// without a leading 0. Whenever the fast path takes a number, valid or not, its
// E.164 form is exactly the library path's.
func TestCommonE164International(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	var codes []string
	for cc := range phonenumbers.GetSupportedCallingCodes() {
		codes = append(codes, itoa(cc))
	}
	slices.Sort(codes)
	codes = append(codes, "999", "969", "28", "801") // not calling codes
	taken, total := 0, 0
	for _, cc := range codes {
		for k := range 200 {
			d := []byte(cc)
			if k%4 == 0 {
				d = append(d, '0') // a national prefix after the country code
			}
			for range 3 + rng.IntN(11) {
				d = append(d, byte('0'+rng.IntN(10)))
			}
			total++
			fast, ok := appendCommonE164(nil, d, true)
			if !ok {
				continue
			}
			taken++
			want, wantOK := appendLibraryE164(nil, d, true)
			if !wantOK || string(fast) != string(want) {
				t.Fatalf("appendCommonE164(+%s) = %s; want %s, %v (phonenumbers)", d, fast, want, wantOK)
			}
		}
	}
	if taken < total/3 {
		t.Fatalf("fast path took %d of %d numbers; want at least a third", taken, total)
	}
	t.Logf("%d numbers, %d on the fast path", total, taken)
}

// TestCallingCodes checks callingCodesOther against phonenumbers' metadata: a
// supported calling code is on the list exactly when the national prefix for parsing
// of its main region is neither none nor 0, or comes with a transform rule.
func TestCallingCodes(t *testing.T) {
	coll, err := phonenumbers.MetadataCollection()
	if err != nil {
		t.Fatalf("cannot read phonenumbers' metadata: %v", err)
	}
	byRegion := map[string]*phonenumbers.PhoneMetadata{}
	nonGeo := map[int32]*phonenumbers.PhoneMetadata{}
	for _, md := range coll.GetMetadata() {
		if md.GetId() == "001" {
			nonGeo[md.GetCountryCode()] = md
		} else {
			byRegion[md.GetId()] = md
		}
	}
	for cc := range phonenumbers.GetSupportedCallingCodes() {
		region := phonenumbers.GetRegionCodeForCountryCode(cc)
		md := byRegion[region]
		if region == "001" {
			md = nonGeo[int32(cc)]
		}
		if md == nil {
			t.Fatalf("calling code %d: got no metadata for region %s; want some", cc, region)
		}
		npp := md.GetNationalPrefixForParsing()
		plain := (npp == "" || npp == "0") && md.GetNationalPrefixTransformRule() == ""
		want := uint8(callingCodeOther)
		if plain {
			want = callingCodePlain
		}
		if got := callingCodes[cc]; got != want {
			t.Fatalf("calling code %d (%s, national prefix %q): got kind %d; want %d", cc, region, npp, got, want)
		}
	}
	for cc, k := range callingCodes {
		if k != callingCodeUnknown && !phonenumbers.GetSupportedCallingCodes()[cc] {
			t.Fatalf("calling code %d: got kind %d; want unknown (not in phonenumbers)", cc, k)
		}
	}
}

func itoa(n int) string { return string(appendInt(nil, n)) }

// TestPhoneCandidatesBounded: a text of many numbers the fast path leaves to
// phonenumbers parses at most maxPhoneTries of them, so such a text costs a
// bounded time; a number after fewer is still found.
func TestPhoneCandidatesBounded(t *testing.T) {
	e := newTextEngine(t)
	f := func(invalid int, wantFound bool) {
		t.Helper()
		text := strings.Repeat("040 1234 56789, ", invalid) + "call +33 6 12 34 56 78"
		var res Result
		e.Analyze(&Request{Content: []byte(text), Type: TypeSMS}, &res)
		found := false
		for _, p := range res.s.u.phones {
			found = found || string(p.E164) == "+33612345678"
		}
		if found != wantFound {
			t.Fatalf("after %d invalid numbers: got +33612345678 found %v; want %v", invalid, found, wantFound)
		}
	}
	f(0, true)
	f(maxPhoneTries-1, true)
	f(maxPhoneTries, false)
	f(1000, false)
}

// TestNoPhoneInAccounts: no part of an IBAN or of a card number is a phone number,
// and a number after one still is.
func TestNoPhoneInAccounts(t *testing.T) {
	e := newTextEngine(t)
	for _, text := range []string{
		"IBAN : LT62 3250 0718 4426 9013. Questions : 01 23 45 67 89",
		"IBAN: GB29 NWBK 6016 1331 9268 19. Questions: 020 7946 0958",
		"Kontoinhaber: Schmitt GmbH\nIBAN: LT94 3250 0412 7789 6621\nFragen: 0711 216 10470",
		"Tarjeta 4152 3138 0011 2233, dudas al 912 345 678",
	} {
		var res Result
		e.Analyze(&Request{Content: []byte(strings.ReplaceAll(text, `\n`, "\n")), Type: TypeSMS}, &res)
		if n := len(res.s.u.phones); n != 1 {
			var got []string
			for _, p := range res.s.u.phones {
				got = append(got, string(p.E164))
			}
			t.Errorf("%q: %d phone numbers %q; want the one after the account", text, n, got)
		}
	}
}

// TestAfterReferenceWord: a number right after a reference word (order, invoice,
// tracking, "commande n°") is a reference, not a phone number to call.
func TestAfterReferenceWord(t *testing.T) {
	f := func(before string, want bool) {
		t.Helper()
		if got := afterReferenceWord([]byte(before)); got != want {
			t.Errorf("afterReferenceWord(%q) = %v; want %v", before, got, want)
		}
	}
	f("Your order ", true)
	f("Confirmation de votre commande n° ", true)
	f("Numero de operacion: ", true) // a Mercado Pago receipt's number
	f("Authorization ", true)
	f("Bestellnummer: ", true)
	f("order no. ", true)
	f("DHL Express: Su envío ", true) // accented, as written
	f("Número de guía: ", true)
	// An auction's item, its label padded to a form's column.
	f("Item #:        ", true)
	f("Item # ", true)
	f("Phone:         ", false)
	f("Call me on ", false)
	f("Appelez le ", false)
	f("n° ", false)
	f("", false)
	// A number sign after a thing's name numbers it; after a phone's, it is the line.
	f("Votre envoi DHL Express n° ", true)
	f("Vertragskonto ", true)
	f("Rufen Sie Telefon Nr. ", false)
	f("Appelez le tél. n° ", false)
	f("Appelez le n° ", false)  // a call asked two words before
	f("Llame al n.º ", false)   // Spanish writes the sign with a dot
	f("su contrato n.º ", true) // a contract's number
	f("Recibo N.º ", true)
	// A fine's, a taxpayer's, an account's number, the word "number" written out.
	f("Citation ", true)
	f("Unique Taxpayer Reference (UTR): ", true)
	f("Account number: ", true)
	f("Please call this number: ", false)
	f("Phone number: ", false)
	f("Your Hertz Rental Agreement ", true)
}

// TestZipPlus4: a United States ZIP+4 code is no phone number, in an address or
// alone; a number written with other groups is.
func TestZipPlus4(t *testing.T) {
	for n, want := range map[string]bool{"95110-2704": true, "10001-0001": true, "951102704": false,
		"0951-102704": false, "95110-270": false, "95a10-2704": false} {
		if got := zipPlus4([]byte(n)); got != want {
			t.Errorf("zipPlus4(%q) = %v; want %v", n, got, want)
		}
	}
	e := newFuzzEngine(t)
	var res Result
	e.Analyze(&Request{Content: []byte("Adobe Inc., 345 Park Avenue, San Jose, CA 95110-2704. Questions? Call 1-800-833-4129."), Type: TypeEmail}, &res)
	if n := len(res.s.u.phones); n != 1 {
		t.Errorf("%d phone numbers; want 1 (the ZIP+4 code is none)", n)
	}
}

// A fraction after a number ("call +371 21745921 24/7") is not more of its digits.
func TestPhoneSpanStopsAtFraction(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"call +371 21745921 24/7.", "+371 21745921"},
		{"call 0345 300 0000 24/7", "0345 300 0000"},
		{"ring 020 7946 0958 on 10/12 please", "020 7946 0958"},
		{"call 0172 252 4592 now", "0172 252 4592"},
		{"Llama al +86 137 9660 3872 24h.", "+86 137 9660 3872"},
		{"appelez le 01 23 45 67 89 7j/7", "01 23 45 67 89"},
		{"Rückruf unter 0221 / 4711 23 erbeten", "0221 / 4711 23"}, // a spaced slash is one separator
		{"call 0345 300 0000 / 0345 300 0001", "0345 300 0000"},    // two numbers: over 15 digits together
	} {
		i := strings.IndexAny(c.in, "+0123456789")
		end, ok := phoneSpan([]byte(c.in), i)
		if !ok || c.in[i:end] != c.want {
			t.Errorf("phoneSpan(%q) = %q, %v; want %q", c.in, c.in[i:end], ok, c.want)
		}
	}
}

// TestPhoneReadings: a date and its time ("06/03/2025 13:05", "2025-03-06") and an
// IP address are not a phone number, while numbers written in pairs with the same separators are;
// Spain writes no trunk 0, so a Spanish text's number that starts with one is
// Argentine when valid there, while the same digits in English are British.
func TestPhoneReadings(t *testing.T) {
	e := newFuzzEngine(t)
	for text, want := range map[string]string{
		"Fecha: 06/03/2025 13:05. Monto S/ 420.00":                                        "",
		"Zahlung am 06.03.2025 um 13:05 Uhr":                                              "",
		"Transfer on 2025-03-06 13:05 completed":                                          "",
		"Le virement du 06/03/25 13:05 est arrivé":                                        "",
		"Appelez le 06.12.34.56.78 avant 18h":                                             "+33612345678",
		"Appelez le 06-12-34-56-78 avant 18h":                                             "+33612345678",
		"Mercado Pago: si no fuiste vos, llamá al 0800-345-2671 para bloquear la cuenta.": "+548003452671",
		"Banco Galicia: si no reconocés esta compra, llamá al 0810-444-6500.":             "+548104446500",
		"If this wasn't you, call 0800 345 2671 now.":                                     "+448003452671",
		// An IPv4 address is no number; dotted groups with a group of four digits are.
		"Sign-in from IP 185.220.101.42 (Moscow, RU).": "",
		"Call 1.800.555.0199 today":                    "+18005550199",
	} {
		var res Result
		e.Analyze(&Request{Content: []byte(text), Type: TypeSMS}, &res)
		got := ""
		if len(res.s.u.phones) > 0 {
			got = string(res.s.u.phones[0].E164)
		}
		if got != want {
			t.Errorf("%q: phone %q; want %q", text, got, want)
		}
	}
}
