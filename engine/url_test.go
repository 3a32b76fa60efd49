package engine

import (
	"strings"
	"testing"

	"scamcheck/data"
)

func newURLTestEngine(t *testing.T) *Engine {
	t.Helper()
	e, err := New(data.FS)
	if err != nil {
		t.Fatalf("cannot build engine: %v", err)
	}
	return e
}

func TestNormalizeURL(t *testing.T) {
	e := newURLTestEngine(t)
	f := func(in, want string) {
		t.Helper()
		got, typ := e.Normalize(nil, []byte(in), TypeUnknown)
		if typ != TypeURL {
			t.Fatalf("%q: got type %s; want url", in, typ)
		}
		if string(got) != want {
			t.Fatalf("%q: got %q; want %q", in, got, want)
		}
	}
	f("  HTTPS://PayPal.COM  ", "https://paypal.com/")
	f("https://www.Example.com:443/Path?Q=1#Frag", "https://www.example.com/path?q=1#frag")
	f("http://example.com:8080/x", "http://example.com:8080/x")
	f("http://3232235521/", "http://192.168.0.1/")
	f("http://0xC0A80001/login", "http://192.168.0.1/login")
	f("http://0300.0250.0.1/", "http://192.168.0.1/")
	f("http://192.168.1/", "http://192.168.0.1/")
	f("http://[::1]:8080/admin", "http://[::1]:8080/admin")
	f("http://192.168.0.1@bank.example", "http://192.168.0.1@bank.example/")
	f("https://аррӏе.com/", "https://xn--80ak6aa92e.com/")
	f("paypal.com", "paypal.com")
	f("www.paypal.com/signin", "www.paypal.com/signin")
	f("http://ex%61mple.com./", "http://example.com/")
	f("ｈｔｔｐｓ://ｅｘａｍｐｌｅ.ｃｏｍ", "https://example.com/") // NFKC folds full-width forms
}

func TestParseURLFields(t *testing.T) {
	f := func(in, host, unicode, registrable string, ip IPKind, obfuscated, userinfo bool) {
		t.Helper()
		var u URL
		if !parseURL(&u, []byte(in)) {
			t.Fatalf("%q: got no URL; want one", in)
		}
		if string(u.Host) != host || string(u.Unicode) != unicode || string(u.Registrable) != registrable {
			t.Fatalf("%q: got host %q, unicode %q, registrable %q; want %q, %q, %q", in, u.Host, u.Unicode, u.Registrable, host, unicode, registrable)
		}
		if u.IP != ip || u.IPObfuscated != obfuscated || u.HasUserinfo() != userinfo {
			t.Fatalf("%q: got ip %d obfuscated %v userinfo %v; want %d %v %v", in, u.IP, u.IPObfuscated, u.HasUserinfo(), ip, obfuscated, userinfo)
		}
	}
	f("https://login.bank.co.uk/x", "login.bank.co.uk", "login.bank.co.uk", "bank.co.uk", IPNone, false, false)
	f("https://user:pw@evil.xyz/", "evil.xyz", "evil.xyz", "evil.xyz", IPNone, false, true)
	f("https://paypal.com@evil.xyz", "evil.xyz", "evil.xyz", "evil.xyz", IPNone, false, true)
	f("https://xn--80ak6aa92e.com", "xn--80ak6aa92e.com", "аррӏе.com", "xn--80ak6aa92e.com", IPNone, false, false)
	f("https://mañana.es", "xn--maana-pta.es", "mañana.es", "xn--maana-pta.es", IPNone, false, false)
	f("http://3232235521", "192.168.0.1", "192.168.0.1", "", IPv4, true, false)
	f("http://8.8.8.8/", "8.8.8.8", "8.8.8.8", "", IPv4, false, false)
	f("http://[2001:db8::1]/", "2001:db8::1", "2001:db8::1", "", IPv6, false, false)
	f("https://site.github.io/", "site.github.io", "site.github.io", "site.github.io", IPNone, false, false)
}

func TestDetectType(t *testing.T) {
	f := func(in string, want ContentType) {
		t.Helper()
		if got := detectType(trimSpace([]byte(in))); got != want {
			t.Fatalf("%q: got %s; want %s", in, got, want)
		}
	}
	f("https://example.com", TypeURL)
	f("example.com/login", TypeURL)
	f("www.example.org", TypeURL)
	f("аррӏе.com", TypeURL)
	f("+44 7700 900123", TypePhone)
	f("06 12 34 56 78", TypePhone)
	f("(202) 456-1111", TypePhone)
	f("Your parcel is waiting, pay at https://x.top", TypeSMS)
	f("hello", TypeSMS)
	f("john@example.com", TypeSMS)
	f("From: PayPal <service@paypa1.com>\nSubject: Your account is limited\n\nDear customer, verify now.", TypeEmail)
	f("Dear customer,\nyour account at our bank is limited. Contact support@secure-bank.xyz to restore access within 24 hours or it will be closed.\nRegards", TypeEmail)
}

func TestExtract(t *testing.T) {
	e := newURLTestEngine(t)
	f := func(in string, wantHosts, wantPhones string) {
		t.Helper()
		var res Result
		e.prepare(&Request{Content: []byte(in)}, &res)
		var hosts, phones []string
		for i := range res.s.u.urls {
			hosts = append(hosts, string(res.s.u.urls[i].Host))
		}
		for i := range res.s.u.phones {
			phones = append(phones, string(res.s.u.phones[i].E164))
		}
		if got := strings.Join(hosts, " "); got != wantHosts {
			t.Fatalf("%q: got hosts %q; want %q", in, got, wantHosts)
		}
		if got := strings.Join(phones, " "); got != wantPhones {
			t.Fatalf("%q: got phones %q; want %q", in, got, wantPhones)
		}
	}
	f("Your parcel is held. Pay at https://royalmail-fee.top/pay, or call +44 7700 900123.", "royalmail-fee.top", "+447700900123")
	f("Colis en attente: laposte-suivi.info/track ou appelez le 06 12 34 56 78", "laposte-suivi.info", "+33612345678")
	f("Call (202) 456-1111 now! Visit www.irs-refund.com.", "www.irs-refund.com", "+12024561111")
	f("Mail support@secure-bank.xyz (see <http://192.168.0.1@bank.example/x>)", "secure-bank.xyz bank.example", "")
	f("Link:https://a.example/1 and https://a.example/1 again", "a.example", "")
	f("version 1.2.3 costs 10.50 e.g. this", "", "")
	f("Call 0044 20 7946 0958 or +1 415 555 2671", "", "+442079460958 +14155552671")
	f("Please follow our secure link http:Ow.ly/ozvo308t for more info", "ow.ly", "") // slashes dropped
	f("see http:8080 or https:", "", "")
	f("Qualify Here:1200cash4study1.com/ now", "1200cash4study1.com", "")             // a label glued by a colon
	f("Open shop.example.com:8443/login", "shop.example.com", "")                     // a port stays a port
	f("Siehe Anhang (Rechnung_7740198.zip) und www.telekom.de", "www.telekom.de", "") // a file, no host
	f("Rufen Sie 069 2547 8810 an", "", "+496925478810")                              // British in shape, German in fact
}

func TestNormalizePhone(t *testing.T) {
	e := newURLTestEngine(t)
	f := func(in, want string) {
		t.Helper()
		got, typ := e.Normalize(nil, []byte(in), TypeUnknown)
		if typ != TypePhone || string(got) != want {
			t.Fatalf("%q: got %s %q; want phone %q", in, typ, got, want)
		}
	}
	f("+44 7700 900123", "+447700900123")
	f("07911 123456", "+447911123456")
	f("06.12.34.56.78", "+33612345678")
	f("(202) 456-1111", "+12024561111")
	f("+33 6 12 34 56 78", "+33612345678")
}
