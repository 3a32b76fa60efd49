package engine
import ("testing";"scamcheck/data")
func TestAllocDbg(t *testing.T){
	e, err := New(data.FS)
	if err != nil { t.Fatal(err) }
	for _, u := range []string{"https://www.example-shop.de/products/garden/chairs?id=42", "http://paypal.com.secure-login.xyz/webscr/verify?cmd=login"} {
		req := &Request{Content: []byte(u), Now: 1}
		var res Result
		e.Analyze(req, &res)
		p := testing.AllocsPerRun(100, func(){ res.Reset(); e.prepare(req, &res) })
		l := testing.AllocsPerRun(100, func(){ res.Layers[LayerPhishing] = Layer{Details: res.Layers[LayerPhishing].Details[:0]}; res.reasons = res.reasons[:0]; res.reasonEnd=res.reasonEnd[:0]; e.layerPhishing(&res, &res.Layers[LayerPhishing]) })
		c := testing.AllocsPerRun(100, func(){ e.layerCache(&res, &res.Layers[LayerCache]) })
		s := testing.AllocsPerRun(100, func(){ e.layerSemantic(&res, &res.Layers[LayerSemantic]); e.layerFraud(&res, &res.Layers[LayerFraud]) })
		cm := testing.AllocsPerRun(100, func(){ e.layerCommunity(&res, &res.Layers[LayerCommunity], 1) })
		d := testing.AllocsPerRun(100, func(){ e.layerDeepAI(&res, &res.Layers[LayerDeepAI]) })
		x := testing.AllocsPerRun(100, func(){ e.conclude(req, &res) })
		a := testing.AllocsPerRun(100, func(){ e.Analyze(req, &res) })
		t.Logf("%s prepare=%v phish=%v cache=%v semfraud=%v comm=%v deep=%v conclude=%v all=%v", u, p, l, c, s, cm, d, x, a)
	}
}
