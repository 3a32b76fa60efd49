package engine

import (
	"strings"
	"testing"
)

// TestRedirectTarget checks which address a link carries: a query value that is a
// URL (percent-encoded or not), Bing's base64url "u=a1", Google's AMP path, and
// nothing for links whose query holds no address.
func TestRedirectTarget(t *testing.T) {
	f := func(link, want string) {
		t.Helper()
		var s urlScratch
		var u URL
		if !parseURL(&u, []byte(link)) {
			t.Fatalf("cannot parse %q", link)
		}
		got := string(s.redirectTarget([]byte(link), &u))
		if got != want {
			t.Fatalf("redirectTarget(%q) = %q; want %q", link, got, want)
		}
	}
	f("https://www.google.com/url?q=https://evil.example/x&sa=D", "https://evil.example/x")
	f("https://www.youtube.com/redirect?event=x&q=https%3A%2F%2Fevil.example%2Fa%3Fb%3D1&v=2", "https://evil.example/a?b=1")
	f("https://www.bing.com/ck/a?!&&p=9c2e&u=a1aHR0cHM6Ly9vZmZpY2UzNjUtbG9naW4uc2l0ZS8&ntb=1", "https://office365-login.site/")
	f("https://www.google.com/amp/s/evil.example/page", "https://evil.example/page")
	f("https://www.google.fr/amp/evil.example/page", "http://evil.example/page")
	f("https://eur01.safelinks.protection.outlook.com/?url=https%3A%2F%2Fevil.example%2F&data=05", "https://evil.example/")
	// Amazon SES's click link carries its target in its path, up to /1/ and the message id.
	f("https://p7kqw3rx.r.eu-central-1.awstrack.me/L0/https:%2F%2Faccounts.hetzner.com%2Finvoice/1/0107018e2c1a9b47-8d3f2e61/Qk2pLz8=365", "https://accounts.hetzner.com/invoice")
	f("https://urldefense.com/v3/__https://www.fidelity.com/customer-service/how-to-log-in__;!!Kq3nV8rT!aB7xYz2Lm9pQ4rS6tU8vW0xY1zA3bC5dE7fG9hJ$", "https://www.fidelity.com/customer-service/how-to-log-in")
	// No address inside: a search, a base64 value that is no URL, an AMP path off Google.
	f("https://www.google.com/search?q=http+status+codes", "")
	f("https://www.bing.com/ck/a?u=a1bm90IGEgdXJs", "")
	f("https://example.org/amp/s/other.example/", "")
	f("https://example.org/page?id=12#https://other.example", "")
}

// TestRedirectJudgesTarget checks that a link is judged by the address it carries:
// a phishing page behind Google, Bing, YouTube or an AMP link is flagged, in a URL
// check and in a message, and one behind a redirect to the brand's own site is not.
func TestRedirectJudgesTarget(t *testing.T) {
	e := newTextEngine(t)
	check := func(typ ContentType, content string, threat bool) {
		t.Helper()
		var res Result
		e.Analyze(&Request{Content: []byte(content), Type: typ, Now: 1_800_000_000}, &res)
		if got := res.Score >= 31; got != threat {
			t.Fatalf("%q: score %d; want flagged %v (%s)", content, res.Score, threat, res.Layers[LayerPhishing].Details)
		}
		if !threat {
			return
		}
		if !strings.Contains(string(res.Layers[LayerPhishing].Details), "reached through a redirect on") {
			t.Fatalf("%q: the phishing layer does not name the redirect: %s", content, res.Layers[LayerPhishing].Details)
		}
		named := false
		for i := range res.NumReasons() {
			named = named || strings.Contains(string(res.Reason(i)), "goes through a redirect on")
		}
		if !named {
			t.Fatalf("%q: no reason names the redirect", content)
		}
	}
	check(TypeURL, "https://www.google.com/url?q=https://secure-paypal-verify.top/&sa=D", true)
	check(TypeURL, "https://www.bing.com/ck/a?!&&p=9c2e&u=a1aHR0cHM6Ly9vZmZpY2UzNjUtbG9naW4uc2l0ZS8&ntb=1", true)
	check(TypeURL, "https://www.google.com/amp/s/paypal-account-verify.top/login", true)
	check(TypeSMS, "Your parcel is waiting: https://www.google.com/url?q=https://dhl-redelivery.top/track", true)
	check(TypeURL, "https://www.google.com/url?q=https://www.paypal.com/signin&sa=D", false)
	check(TypeURL, "https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=abc&redirect_uri=https%3A%2F%2Foutlook.office.com%2Fmail&response_type=code", false)
	check(TypeURL, "https://www.youtube.com/redirect?q=https%3A%2F%2Fwww.python.org%2Fdownloads%2F", false)
	// A mail service's click link is judged by its target alone: neither a
	// shortener nor a path of bait words ("accounts") once the target is read.
	check(TypeURL, "https://a1b2c3d4.r.us-east-1.awstrack.me/L0/https:%2F%2Fconsole.aws.amazon.com%2Fbilling%2Fhome/1/010001934a5b6c7d-8e9f0a1b-000000/Ab1Cd2Ef3=365", false)
	check(TypeURL, "https://a1b2c3d4.r.us-east-1.awstrack.me/L0/https:%2F%2Faws-billing-verify.top%2Faccount%2Flogin/1/010001934a5b6c7d-8e9f0a1b-000000/Ab1Cd2Ef3=365", true)
	check(TypeURL, "https://urldefense.com/v3/__https://www.fidelity.com/customer-service/how-to-log-in__;!!Kq3nV8rT!aB7xYz2L$", false)
	check(TypeURL, "https://urldefense.com/v3/__https://fidelity-login-verify.com/auth__;!!Kq3nV8rT!aB7x$", true)
}
