package engine_test

import (
	"testing"

	"scamcheck/engine"
)

// ranContents are contents of each type, safe and scam, for
// TestLayersThatRanSaySomething; the hostile tests send the same through the server.
var ranContents = []struct {
	content string
	typ     engine.ContentType
}{
	{"https://www.google.com", 0},
	{"https://www.bbc.co.uk/news/articles/c0abc", 0},
	{"https://corner-bakery-orders.com/menu", 0},
	{"https://bit.ly/3abc", 0},
	{"https://colissimo-suivi.xyz", 0},
	{"http://paypa1.com/login", 0},
	{"http://45.33.12.7/login.php", 0},
	{"https://www.paypal.com/signin", 0}, // reported, under review
	{"https://known-bad-host-example.xyz/", 0},
	{reportedURL, 0},
	{"Hello, see you tomorrow at 10?", engine.TypeSMS},
	{"Lunch at https://www.google.com/maps or https://www.bbc.co.uk/news?", engine.TypeSMS},
	{"Call me back on 020 7946 0321 when you can", engine.TypeSMS},
	{"Congratulations! You have won a £1000 prize. Call 09061701461 to claim.", engine.TypeSMS},
	{"Votre colis est en attente. Payez 1,99 EUR ici: https://laposte-suivi-colis.info", engine.TypeSMS},
	{knownText, engine.TypeSMS},
	{"From: Friend <a@gmail.com>\nSubject: Lunch\n\nLunch tomorrow?", engine.TypeEmail},
	{"From: PayPal <service@paypa1.com>\nSubject: Account\n\nVerify your account at http://paypa1.com/login", engine.TypeEmail},
	{"+33 6 12 34 56 78", engine.TypePhone},
	{"09061701461", engine.TypePhone},
	{"12", engine.TypePhone},
}

// TestLayersThatRanSaySomething: a layer that ran says what it found, or that it
// found nothing; it never leaves its details empty.
func TestLayersThatRanSaySomething(t *testing.T) {
	e := langEngine(t)
	for range 3 {
		e.AddReport(engine.Report{Content: []byte("https://www.paypal.com/signin"), Type: engine.TypeURL,
			ScamType: engine.ScamPhishingOther, Account: "reviewer", At: langNow - 3600})
	}
	var res engine.Result // reused, as the server does
	for _, c := range ranContents {
		for _, lang := range []engine.Lang{engine.LangEN, engine.LangFR} {
			e.Analyze(&engine.Request{Content: []byte(c.content), Type: c.typ, Lang: lang, Now: langNow}, &res)
			for i := range res.Layers {
				if l := &res.Layers[i]; l.Ran && len(l.Details) == 0 {
					t.Errorf("%q (%s): layer %s ran and has no details", c.content, res.Verdict, engine.LayerNames[i])
				}
			}
		}
	}
}
