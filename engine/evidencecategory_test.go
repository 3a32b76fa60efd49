package engine

import (
	"testing"
	"testing/fstest"
)

// TestEvidenceCategoryWording: the wording's log-probabilities enter each type's
// logit at the scale of the file's "*" line; without that line, or without the
// wording model's logits, the evidence alone decides.
func TestEvidenceCategoryWording(t *testing.T) {
	file := "romance_scam\tbias\t0.5\n" + "investment_scam\tbias\t0.2\n"
	load := func(extra string) *evidenceCategory {
		t.Helper()
		m := &evidenceCategory{}
		fsys := fstest.MapFS{"text/evidence_category.tsv": {Data: []byte(file + extra)}}
		if err := m.load(fsys); err != nil {
			t.Fatal(err)
		}
		return m
	}
	var x [numEvFeatures]float32
	var wording [numCategories]float32
	wording[ScamInvestment-1] = 6 // the wording says investment, clearly

	if got := load("").predict(&x, &wording); got != ScamRomance {
		t.Errorf("no wording scale: got %s, want romance_scam (the bias)", got)
	}
	m := load("*\twording\t0.25\n")
	if m.wording != 0.25 {
		t.Fatalf("wording scale %v, want 0.25", m.wording)
	}
	if got := m.predict(&x, &wording); got != ScamInvestment {
		t.Errorf("wording scale 0.25: got %s, want investment_scam", got)
	}
	if got := m.predict(&x, nil); got != ScamRomance {
		t.Errorf("no wording logits: got %s, want romance_scam", got)
	}
	if err := (&evidenceCategory{}).load(fstest.MapFS{"text/evidence_category.tsv": {Data: []byte("*\twording\tx\n")}}); err == nil {
		t.Error("a bad wording scale was accepted")
	}
}

// TestCodeTheftIsPhishing: a text asking for a one-time code the reader received is
// account takeover, typed phishing_other whatever story comes with it (a new
// phone, a code sent by mistake), in each language; gift card codes or money asked
// beside it keep the model's type.
func TestCodeTheftIsPhishing(t *testing.T) {
	e := newFuzzEngine(t)
	f := func(text string, want ScamType) {
		t.Helper()
		var res Result
		e.Analyze(&Request{Content: []byte(text), Type: TypeSMS, Now: fuzzNow}, &res)
		if res.Verdict == VerdictSafe {
			t.Fatalf("%q: safe (score %d); want flagged", text, res.Score)
		}
		// A code taken over a payment app may read as bank phishing: phishing
		// either way, never the gift-card fraud's "other".
		phishing := res.ScamType == ScamPhishingOther || res.ScamType == ScamPhishingBank
		if phishing != (want == ScamPhishingOther) {
			t.Errorf("%q: scam type %s; want %s", text, res.ScamType, want)
		}
	}
	f("Hallo, ich wechsle mein Handy und die Snapchat-Bestätigung ging an Ihre Nummer. Können Sie mir den Code schicken?", ScamPhishingOther)
	f("Bonjour, je change de téléphone et le code WhatsApp a été envoyé par erreur sur votre numéro. Pouvez-vous me le transférer ?", ScamPhishingOther)
	f("Hola, estoy cambiando de móvil y la verificación de Bizum ha ido a su número. ¿Me puede decir el código?", ScamPhishingOther)
	f("Hey it's Mike! Facebook sent my login code to you by mistake, can you send me the code you just got?", ScamPhishingOther)
	f("I need 4 Apple gift cards of $100 for a client today, scratch them and send me the codes. I am in a meeting, keep it between us.", ScamOther)
}
