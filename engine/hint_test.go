package engine_test

import (
	"testing"

	"scamcheck/engine"
)

const (
	lotterySMS = "Congratulations! You have won a £1000 prize. Call 09061701461 to claim."
	typoURL    = "http://paypa1-secure-login.com"
)

// TestCheckHint: a url or phone hint on content with no link or no number at all is
// refused; every other hint is accepted.
func TestCheckHint(t *testing.T) {
	e := newEngine(t)
	f := func(content string, hint engine.ContentType, refused bool) {
		t.Helper()
		reason := e.CheckHint([]byte(content), hint)
		if (reason != "") != refused {
			t.Fatalf("CheckHint(%q, %v): got reason %q; want refused %v", content, hint, reason, refused)
		}
	}
	f(lotterySMS, engine.TypeURL, true)
	f(typoURL, engine.TypePhone, true)
	f("+33612345678", engine.TypeURL, true)
	f("write to bob@example.com", engine.TypeURL, true) // an address is no link
	f("ｈｅｌｌｏ　ｗｏｒｌｄ", engine.TypeURL, true)              // full-width: spaces once in NFKC
	f(typoURL, engine.TypeURL, false)
	f("Click "+typoURL+" now", engine.TypeURL, false)
	f("+33 6 12 34 56 78", engine.TypePhone, false)
	f(lotterySMS, engine.TypePhone, false)
	f(typoURL, engine.TypeSMS, false)
	f(lotterySMS, engine.TypeEmail, false)
	f(lotterySMS, engine.TypeUnknown, false)
}

// TestHintNeverHidesEvidence: whatever hint is accepted, the links and numbers in
// the content are analysed.
func TestHintNeverHidesEvidence(t *testing.T) {
	e := newEngine(t)
	f := func(content string, hint engine.ContentType, want engine.Verdict) {
		t.Helper()
		res := analyze(e, content, hint, 0)
		if res.Verdict != want {
			t.Fatalf("%q as %v: got %v (score %d, type %v); want %v", content, hint, res.Verdict, res.Score, res.Type, want)
		}
	}
	f(typoURL, engine.TypeSMS, engine.VerdictScam)   // the URL analysis runs on a bare URL sent as sms
	f(typoURL, engine.TypeEmail, engine.VerdictScam) // and as email
	f("Click "+typoURL+" now", engine.TypeURL, engine.VerdictScam)
	f(lotterySMS, engine.TypePhone, engine.VerdictScam) // a message with a number is read as a message

	// A number in a text is judged whatever the text's hint: here by its reports.
	const number = "+447700900123"
	e.AddReport(engine.Report{Content: []byte(number), Type: engine.TypePhone, ScamType: engine.ScamTechSupport, Account: "a1", At: 1})
	for _, hint := range []engine.ContentType{engine.TypeEmail, engine.TypeSMS, engine.TypePhone} {
		res := analyze(e, "Hello, this is Sam from accounts, call me back on "+number+" today", hint, 2)
		if l := res.Layers[engine.LayerCommunity]; l.RiskScore == 0 {
			t.Fatalf("hint %v: got community risk 0 for a text with a reported number; want > 0 (details %q)", hint, l.Details)
		}
	}
}
