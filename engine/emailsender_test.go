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
