package engine
import ("testing";"scamcheck/data";"fmt")
func TestProbeDeep(t *testing.T){
	e, err := New(data.FS)
	if err != nil { t.Fatal(err) }
	for _, c := range []float64{0.5, 0.6, 0.7, 0.8, 0.9} {
		line := fmt.Sprintf("conf %.1f:", c)
		for r := 10; r <= 90; r += 5 {
			var res Result
			res.Type = TypeURL
			res.s.u.urls = append(res.s.u.urls, URL{})
			res.Layers[LayerPhishing] = Layer{Ran: true, RiskScore: r, Confidence: c}
			res.Layers[LayerCache].Ran = true
			fast := combine(&res)
			e.layerDeepAI(&res, &res.Layers[LayerDeepAI])
			final := combine(&res)
			line += fmt.Sprintf(" %d:%d/%d/%d", r, fast, res.Layers[LayerDeepAI].RiskScore, final)
		}
		t.Log(line)
	}
}
