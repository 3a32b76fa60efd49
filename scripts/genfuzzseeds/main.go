// Command genfuzzseeds writes the seed corpora of the fuzz targets of engine and
// server (testdata/fuzz/<target>/seed-<hash>, the `go test fuzz v1` format): scam
// texts, IDN, punycode and obfuscated-IP URLs, phone numbers, malformed UTF-8, huge
// numbers, deep nesting, and request bodies of every endpoint, valid and not. Six
// of the texts are from the SMS train split of ../shared/data (UCI SMS Spam
// Collection and Mishra & Soni, CC BY 4.0). Run from the repository root:
//
//	go run ./scripts/genfuzzseeds engine server
package main

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

func write(dir, target string, vals ...any) {
	var b strings.Builder
	b.WriteString("go test fuzz v1\n")
	for _, v := range vals {
		switch x := v.(type) {
		case []byte:
			fmt.Fprintf(&b, "[]byte(%q)\n", x)
		case uint8:
			fmt.Fprintf(&b, "byte(%q)\n", x)
		}
	}
	sum := sha256.Sum256([]byte(b.String()))
	d := filepath.Join(dir, "testdata", "fuzz", target)
	if err := os.MkdirAll(d, 0o755); err != nil {
		panic(err)
	}
	if err := os.WriteFile(filepath.Join(d, "seed-"+hex.EncodeToString(sum[:8])), []byte(b.String()), 0o644); err != nil {
		panic(err)
	}
}

var scamTexts = []string{
	// Six lines of the SMS train split (UCI SMS Spam Collection, Mishra & Soni;
	// CC BY 4.0) and four written for the purpose.
	"(Alert) Your Rbc Royal Bank has been suspended. To unlock your account, click here: http://reac.mobi/@mobile",
	"(Help-Center Canada) You received a Transfer from The Government due to the CoronaVirus pandemic, Click:http://23.254.215.52 to fill out your Application.",
	"(6171-M) RMO.00 AEON MY Rs. 4399 was charged on your card num**97 at LAZO-KLIA2 on 19/10/2016. Call 0327884425 if you did NOT perform this  TXN code356931",
	"For the most sparkling shopping breaks from 45 per person; call 0121 2025050 or visit www.shortbreaks.org.uk",
	"URGENT! You have won a 1 week FREE membership in our £100,000 Prize Jackpot! Txt the word: CLAIM to No: 81010",
	"Royal Mail: your parcel is awaiting delivery, a fee of £1.99 is due. Pay at https://royalmail-redelivery-fee.com/pay",
	"Votre colis est en attente. Payez 1,99 EUR sur http://la-poste-suivi.info/colis avant 24h",
	"Hi mum, I've dropped my phone, this is my new number. Can you send me £450 for a bill? +44 7700 900123",
	"Ok lar... Joking wif u oni...",
	"From: security@paypal.com\nSubject: Verify your account\n\nDear customer, click http://paypal.verify-account.example/login to restore access.",
}

var urls = []string{
	"http://paypa1-secure-login.com/verify",
	"https://www.\u0430pple.com/login",                 // Cyrillic a
	"http://xn--80ak6aa92e.com/",                       // punycode of a Cyrillic "apple"
	"http://xn--pple-43d.com/signin",                   // punycode homoglyph
	"https://\uff50\uff41\uff59\uff50\uff41\uff4c.com", // fullwidth paypal, NFKC
	"http://0xC0A80001/admin",
	"http://3232235521/",
	"http://0300.0250.0.1/",
	"http://user:pass@evil.example@bank.com/",
	"http://[::1]:8080/x",
	"http://[",
	"http://[\u0430\u0000]/",
	"https://bit.ly/3xYz",
	"HTTP://EXAMPLE.COM:80/%2e%2e/%ZZ/%00",
	"www.amaz0n-security.co.uk/login?acc=1",
	"http://a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r.s.t.u.v.w.x.y.z.com",
	"http://" + strings.Repeat("a", 300) + ".com",
	"http://xn--/",
	"http://xn--zz--.com",
	"http://..com",
	"http://.co.uk",
	"ftp://",
	"javascript:alert(1)",
	"http://moc.elgoog\u202e.com",
	"pay\u200bpal.com",
	"http://exa\xffmple.com",
	"http://example.com:99999999999999999999/",
	"http:\\\\evil.com\\@good.com",
	"HTTPS://XN--MNCHEN-3YA.DE/Ä",
	"https://docs.google.com/forms/d/e/1FAIpQL/viewform",
}

var phones = []string{
	"+44 7700 900123", "06 12 34 56 78", "07700 900123", "(202) 555-0143", "+1 (202) 555-0143",
	"+99999999999999999999", "0033612345678", "+0123456789", "00000000000", "+33 6 12 34 56 78",
	"1-800-FLOWERS", "+", "0" + strings.Repeat("9", 30), "+44--7700--900123",
}

var malformed = []string{
	"", "   \t\n  ", "\xff\xfe\xfd", "\xc0\xaf", "\xed\xa0\x80", "caf\xc3", "a\x00b", "\x00",
	strings.Repeat("9", 5000), "1e999999", strings.Repeat("[", 5000), strings.Repeat("(", 2000) + "http://x.com",
	strings.Repeat("\u0301", 1000), "\ufeffhttp://bom.example", strings.Repeat("http://x.com ", 100),
	strings.Repeat("+1 202 555 0143 ", 50),
}

func engine(dir string) {
	all := append(append(append(append([]string{}, scamTexts...), urls...), phones...), malformed...)
	for i, s := range all {
		write(dir, "FuzzAnalyze", []byte(s), uint8(i%5), uint8(i%2))
		write(dir, "FuzzNormalize", []byte(s), uint8(i%5))
	}
	for _, s := range append(append([]string{}, urls...), malformed...) {
		write(dir, "FuzzParseURL", []byte(s))
	}
	for _, s := range append(append([]string{}, phones...), malformed...) {
		write(dir, "FuzzParsePhone", []byte(s))
	}
}

// jsonStr quotes s as a JSON string, keeping invalid UTF-8 bytes raw.
func jsonStr(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"' || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c == '\n':
			b.WriteString(`\n`)
		case c < 0x20:
			fmt.Fprintf(&b, `\u%04x`, c)
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte('"')
	return b.String()
}

var jsonOddities = []string{
	``, `null`, `[]`, `"str"`, `123`, `{}`, `{`, `}`, `{"content":}`, `{"content":"a"}garbage`, "\ufeff{}",
	`{"content":1e999999}`, `{"content":-0}`, `{"content":18446744073709551616}`, `{"content":true}`,
	`{"content":["a"]}`, `{"content":{"a":1}}`, `{"content":"a","content":"b"}`, `{"content":"\ud800"}`,
	`{"content":"\ud83d\ude00"}`, `{"content":"\u0000"}`, "{\"content\":\"a\x00b\"}", "{\"content\":\"\xff\"}",
	`{"content":"` + strings.Repeat(`\\`, 100) + `"}`, `{"content":"\x"}`, `{"CONTENT":"case"}`,
	`{"content":"a","metadata":` + strings.Repeat(`{"a":`, 3000) + `1` + strings.Repeat(`}`, 3000) + `}`,
	`{"content":"a","unknown":{"deep":[1,2,{"x":null}]}}`,
}

// deepOnly are the largest seeds, for the check target only.
var deepOnly = []string{
	`{"content":"a","metadata":` + strings.Repeat(`[`, 20000) + strings.Repeat(`]`, 20000) + `}`,
	strings.Repeat(`[`, 100000),
}

func server(dir string) {
	for _, s := range deepOnly {
		write(dir, "FuzzCheckBody", []byte(s), uint8(0))
	}
	for _, s := range jsonOddities {
		write(dir, "FuzzCheckBody", []byte(s), uint8(0))
		write(dir, "FuzzBatchBody", []byte(strings.Replace(s, `"content"`, `"items"`, 1)), uint8(0))
		write(dir, "FuzzReportBody", []byte(s), uint8(0))
		write(dir, "FuzzAdminAccountBody", []byte(strings.Replace(s, `"content"`, `"name"`, 1)), uint8(0))
		write(dir, "FuzzAdminKeyBody", []byte(strings.Replace(s, `"content"`, `"name"`, 1)))
	}
	all := append(append(append(append([]string{}, scamTexts...), urls...), phones...), malformed[:12]...)
	types := []string{"", "url", "sms", "email", "phone", "URL", "fax"}
	for i, s := range all {
		typ := types[i%len(types)]
		body := `{"content":` + jsonStr(s)
		if typ != "" {
			body += `,"type":` + jsonStr(typ)
		}
		body += `}`
		write(dir, "FuzzCheckBody", []byte(body), uint8(i))
		write(dir, "FuzzReportBody", []byte(`{"content":`+jsonStr(s)+`,"content_type":"`+[]string{"url", "sms", "email", "phone"}[i%4]+
			`","scam_type":"`+[]string{"phishing_bank", "fake_delivery", "other", "lottery", "nope"}[i%5]+`","description":`+jsonStr(s)+`}`), uint8(i))
	}
	// Batches: normal, empty, at and over 100 items, bad items.
	item := func(s string) string { return `{"content":` + jsonStr(s) + `}` }
	var items []string
	for _, s := range all[:20] {
		items = append(items, item(s))
	}
	write(dir, "FuzzBatchBody", []byte(`{"items":[`+strings.Join(items, ",")+`]}`), uint8(1))
	write(dir, "FuzzBatchBody", []byte(`{"items":[]}`), uint8(2))
	write(dir, "FuzzBatchBody", []byte(`{"items":[`+strings.TrimSuffix(strings.Repeat(item("x")+",", 100), ",")+`]}`), uint8(3))
	write(dir, "FuzzBatchBody", []byte(`{"items":[`+strings.TrimSuffix(strings.Repeat(item("x")+",", 101), ",")+`]}`), uint8(4))
	write(dir, "FuzzBatchBody", []byte(`{"items":[{"content":"ok"},{"content":""},{"content":1}]}`), uint8(5))
	write(dir, "FuzzBatchBody", []byte(`{"items":[null,{"content":"ok","type":"phone"},"str"]}`), uint8(6))
	write(dir, "FuzzBatchBody", []byte(`{"items":[{"content":"+44 7700 900123","type":"phone"},{"content":"\xff"}]}`), uint8(7))
	// Admin accounts and keys.
	for i, s := range []string{
		`{"name":"Acme","plan":"enterprise","monthly_quota":0,"rate_limit_per_minute":0}`,
		`{"name":"Acme","plan":"business"}`,
		`{"name":"Acme","plan":"business","monthly_quota":5}`,
		`{"name":"Acme","plan":"enterprise","monthly_quota":9223372036854775807,"rate_limit_per_minute":9223372036854775807}`,
		`{"name":"Acme","plan":"enterprise","monthly_quota":9223372036854775808}`,
		`{"name":"Acme","plan":"enterprise","monthly_quota":-1}`,
		`{"name":"Acme","plan":"enterprise","monthly_quota":1.5}`,
		`{"name":"Acme","plan":"enterprise","monthly_quota":"1"}`,
		`{"name":"Acme","plan":"enterprise","monthly_quota":1e3}`,
		`{"name":"","plan":"free"}`,
		`{"name":"` + strings.Repeat("n", 201) + `","plan":"free"}`,
		`{"name":"\xff","plan":"free"}`,
		`{"name":"ok","plan":"platinum"}`,
		`{"name":null,"plan":null}`,
		`{"plan":"starter"}`,
	} {
		write(dir, "FuzzAdminAccountBody", []byte(s), uint8(i))
	}
	for _, s := range []string{
		`{"name":"ci","type":"live"}`, `{"name":"ci","type":"test"}`, `{"name":"ci","type":"prod"}`,
		`{"name":"","type":"live"}`, `{"name":"\u0000","type":"test"}`, `{"name":"ci","type":"live","key":"svc_live_chosen"}`,
	} {
		write(dir, "FuzzAdminKeyBody", []byte(s))
	}
}

func main() {
	engine(os.Args[1])
	server(os.Args[2])
}
