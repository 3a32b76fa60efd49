//go:build !race

package engine

import "testing"

// TestAnalyzeTextAllocs asserts that a warm Result makes Analyze allocation-free on
// texts with and without findings: reasons and details reuse the Result's buffers
// once grown, in English and in French.
func TestAnalyzeTextAllocs(t *testing.T) {
	e := newTextEngine(t)
	f := func(text string) {
		t.Helper()
		for _, lang := range []Lang{LangEN, LangFR} {
			req := &Request{Content: []byte(text), Type: TypeSMS, Lang: lang}
			var res Result
			for i := 0; i < 3; i++ {
				e.Analyze(req, &res) // warm the buffers
			}
			if n := testing.AllocsPerRun(200, func() { e.Analyze(req, &res) }); n != 0 {
				t.Fatalf("Analyze(%q) in language %d: got %.1f allocations per call; want 0", text, lang, n)
			}
		}
	}
	f(sms160)
	f("URGENT! You have WON a guaranteed £1000 cash prize. To claim, reply WIN now. Valid 12hrs only. T&Cs apply")
	f("Votre colis est en attente de livraison. Réglez les frais de port de 1,99€ sous 24h")
}

// TestTextLayersAllocs asserts that the text layers themselves never allocate, also
// on a scam with a phone number (whose parsing in prepare is not theirs to count).
func TestTextLayersAllocs(t *testing.T) {
	e := newTextEngine(t)
	req := &Request{Content: []byte(scam160), Type: TypeSMS}
	var res Result
	e.Analyze(req, &res)
	run := func() {
		res.Layers[LayerSemantic] = Layer{Details: res.Layers[LayerSemantic].Details[:0]}
		res.Layers[LayerFraud] = Layer{Details: res.Layers[LayerFraud].Details[:0]}
		res.Layers[LayerDeepAI] = Layer{Details: res.Layers[LayerDeepAI].Details[:0]}
		res.reasons, res.reasonEnd = res.reasons[:0], res.reasonEnd[:0]
		res.s.t.reset()
		e.layerSemantic(&res, &res.Layers[LayerSemantic])
		e.layerFraud(&res, &res.Layers[LayerFraud])
		e.layerDeepAI(&res, &res.Layers[LayerDeepAI])
		e.explain(req, &res)
	}
	run()
	if n := testing.AllocsPerRun(200, run); n != 0 {
		t.Fatalf("text layers on %q: got %.1f allocations per call; want 0", scam160, n)
	}
	if res.Layers[LayerFraud].RiskScore < threatScore {
		t.Fatalf("text layers on %q: got fraud risk %d; want a finding", scam160, res.Layers[LayerFraud].RiskScore)
	}
}
