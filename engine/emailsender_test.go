package engine

import "testing"

// TestReplyToFreemail: replies sent to a free-mail address on another domain than
// the sender's are the business e-mail compromise's shape; replies to the sender's
// own domain, to a company's other domain, or a free-mail sender answering from
// its own provider are not.
func TestReplyToFreemail(t *testing.T) {
	e := newFuzzEngine(t)
	cases := []struct {
		from, replyTo string
		want          bool
	}{
		{"sarah.ceo@gmail.com", "exec.office@outlook.com", true},
		{"ceo@acme-industries.com", "ceo.acme@hotmail.co.uk", true}, // "hotmail.*"
		{"j.smith@acme-industries.com", "jsmith@yahoo.fr", true},
		{"news@shop.example", "support@shop.example", false},         // same domain
		{"news@mailer.shop.example", "help@shop.example", false},     // same site
		{"news@shop.example", "replies@shop-support.example", false}, // another company domain
		{"anna@gmail.com", "anna@gmail.com", false},                  // no other domain
		{"list@lists.example.org", "", false},                        // no Reply-To
	}
	for _, c := range cases {
		raw := "From: Someone <" + c.from + ">\n"
		if c.replyTo != "" {
			raw += "Reply-To: " + c.replyTo + "\n"
		}
		raw += "Subject: hello\n\nHello, are you there?\n"
		var m Email
		ParseEmail([]byte(raw), &m)
		if got := e.phish.replyToFreemail(&m); got != c.want {
			t.Errorf("From %s, Reply-To %q: replyToFreemail = %v, want %v", c.from, c.replyTo, got, c.want)
		}
	}
	for _, d := range []string{"gmail.com", "web.de", "orange.fr", "x.att.ne.jp"} {
		if !e.phish.isFreemail(d) {
			t.Errorf("isFreemail(%q) = false", d)
		}
	}
	if e.phish.isFreemail("acme-industries.com") || e.phish.isFreemailName("acme-industries.com") {
		t.Error("a company domain taken for a free-mail provider")
	}
}

// TestFreemailAddressIsNoImpersonation: the reader's own address at a free mail
// provider, quoted in a genuine code e-mail, does not impersonate the provider's
// brand; a link to the same domain, or an address on a domain joining the brand to
// a bait word, still counts.
func TestFreemailAddressIsNoImpersonation(t *testing.T) {
	e := newFuzzEngine(t)
	phishing := func(text string, typ ContentType) int {
		var res Result
		e.Analyze(&Request{Content: []byte(text), Type: typ}, &res)
		return res.Layers[LayerPhishing].RiskScore
	}
	if r := phishing("Verwenden Sie den folgenden Sicherheitscode für das Microsoft-Konto ju*****@outlook.de. Sicherheitscode: 604218", TypeEmail); r != 0 {
		t.Errorf("address at outlook.de: phishing risk %d, want 0", r)
	}
	if r := phishing("http://outlook.de/signin", TypeURL); r == 0 {
		t.Error("link to outlook.de: phishing risk 0, want the TLD swap")
	}
	if r := phishing("Your account is locked, reply to security@outlook-verify.com", TypeSMS); r < 50 {
		t.Errorf("address at outlook-verify.com: phishing risk %d, want >= 50", r)
	}
}
