package engine

import "testing"

// TestDisguisedName: a brand's name with look-alike letters of another script,
// digits for letters or its letters split is found; plain names, product codes
// and words of one script are not.
func TestDisguisedName(t *testing.T) {
	p := &newTextEngine(t).phish
	for _, c := range []struct {
		text, want string
	}{
		{"A.m.a.z.o.n: Your order could not be shipped", "A.m.a.z.o.n"},
		{"N-e-t-f-l-i-x : paiement refusé", "N-e-t-f-l-i-x"},
		{"Amaz0n\nSu pedido RETENIDO", "Amaz0n"},
		{"P4yPal: Ihr Konto wurde eingeschränkt", "P4yPal"},
		{"Your Netf1ix account is on hold", "Netf1ix"},
		{"Pаypal: your account is limited", "Pаypal"}, // a Cyrillic а
		{"ВBVA: Su cuenta ha sido BLOQUEADA", "ВBVA"}, // a Cyrillic В
		{"My Amazon order arrived, thanks! Got the 3M tape and the O2 sim", ""},
		{"Covid19 test at 10am, then lunch at B4 cafe, mp3 and x86", ""},
		{"Встреча в Москве в 10:00, adresse: rue de la Paix", ""},
		{"IT\xd0\xbe\xdf\xb4 \xb0\xd3\xb7~", ""}, // an undeclared charset read as UTF-8
		{"I a m h o m e", ""},
	} {
		got := p.disguisedName([]byte(c.text))
		if string(got) != c.want {
			t.Errorf("disguisedName(%q) = %q; want %q", c.text, got, c.want)
		}
	}
	text := []byte("Hi, the parcel from Amazon arrives tomorrow between 10 and 12.")
	if n := testing.AllocsPerRun(100, func() { p.disguisedName(text) }); n != 0 {
		t.Errorf("disguisedName allocates %v times; want 0", n)
	}
}

// TestUndefang: links written so that filters miss them are rewritten, prose is not.
func TestUndefang(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Pay here: usps-redeliver[.]top/track", "Pay here: usps-redeliver.top/track"},
		{"hxxps://evil(.)example[dot]com/x", "https://evil.example.com/x"},
		{"Verify at chase-secure-login dot com/verify now", "Verify at chase-secure-login.com/verify now"},
		{"Reglez sur antai-gouv-paiement . com", "Reglez sur antai-gouv-paiement.com"},
		{"listen at vmail dot net/play/55821", "listen at vmail.net/play/55821"},
		{"the dot com era was wild", "the dot com era was wild"},
		{"love you . me too", "love you . me too"},
		{"see [.] and (dot) alone", "see . and . alone"},
	} {
		if got := string(undefang([]byte(c.in))); got != c.want {
			t.Errorf("undefang(%q) = %q; want %q", c.in, got, c.want)
		}
	}
}

// TestEverydayWordsNameNoBrand: "über" folds to "uber", and in a German text
// names no Uber; "my brother" names no printer maker, "en línea" no insurer. The
// brands stay where they are named.
func TestEverydayWordsNameNoBrand(t *testing.T) {
	e := newTextEngine(t)
	for _, c := range []struct {
		text, brand string
	}{
		{"Ihr Abschlag über 98,00 EUR ist seit dem 20.05. überfällig, bitte überweisen Sie den Betrag.", ""},
		{"Mum, my brother lost his wallet, can you call me back tonight?", ""},
		{"Puede pagar su recibo en línea desde nuestra web.", ""},
		{"Your Uber code is 4521. Never share this code with anyone.", "uber"},
	} {
		var res Result
		e.Analyze(&Request{Content: []byte(c.text), Type: TypeSMS}, &res)
		got := ""
		if b := e.phish.brandInText(&res.s.t); b >= 0 {
			got = e.phish.brands[b].key
		}
		if got != c.brand {
			t.Errorf("%q: names brand %q; want %q", c.text, got, c.brand)
		}
	}
}
