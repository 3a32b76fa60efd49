package hostile

import "testing"

// TestLayersThatRanSaySomething: through the server's JSON, every layer that runs
// on a content says what it found or that it found nothing: the cache, community
// and deep_ai layers always, the phishing layer on links and numbers, the text
// layers on texts; for contents of each type, safe and scam.
func TestLayersThatRanSaySomething(t *testing.T) {
	p, a := shared(t)
	cases := []struct {
		content, typ string
		phishing     bool // the content has a link or a number
	}{
		{"https://www.google.com", "url", true},
		{"https://corner-bakery-orders.com/menu", "url", true},
		{"http://paypa1.com/login", "url", true},
		{"Hello, see you tomorrow at 10?", "sms", false},
		{"Lunch at https://www.google.com/maps or https://www.bbc.co.uk/news?", "sms", true},
		{"Congratulations! You have won a £1000 prize. Call 09061701461 to claim.", "sms", true},
		{"From: Friend <a@gmail.com>\nSubject: Lunch\n\nLunch tomorrow?", "email", false},
		{"From: PayPal <service@paypa1.com>\nSubject: Account\n\nVerify your account at http://paypa1.com/login", "email", true},
		{"+33 6 12 34 56 78", "phone", true},
		{"09061701461", "phone", true},
	}
	for _, c := range cases {
		r := checkIn(t, p, a.live, c.content, c.typ, false)
		text := c.typ == "sms" || c.typ == "email"
		for _, l := range r.Layers {
			ran := true
			switch l.Name {
			case "phishing":
				ran = c.phishing
			case "semantic", "fraud":
				ran = text
			}
			if ran && l.Details == "" {
				t.Errorf("%q (%s): layer %s has empty details; want what it found, or that it found nothing", c.content, r.Verdict, l.Name)
			}
		}
	}
}
