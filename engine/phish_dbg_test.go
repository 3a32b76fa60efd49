package engine
import ("testing";"scamcheck/data")
func TestDbg(t *testing.T){
	e := &Engine{}
	if err := e.phish.load(data.FS); err != nil { t.Fatal(err) }
	e.phish.popular = map[string]struct{}{}
	for _, c := range []string{"googleapis.com","paypal.com.secure-login.xyz","http://192.168.0.1@bank.example","аррӏе.com","https://www.paypal.com/signin","paypa1.com","http://3232235521/login","xn--80ak6aa92e.com", "https://b5f-fzjx-x4ax5-446ef-d6vuc.pages.dev/"} {
		var res Result
		e.prepare(&Request{Content: []byte(c)}, &res)
		e.layerPhishing(&res, &res.Layers[LayerPhishing])
		l := res.Layers[LayerPhishing]
		t.Logf("%s -> %s %q risk=%d conf=%.2f brand=%s st=%s [%s]", c, res.Type, res.Normalized, l.RiskScore, l.Confidence, l.Brand, l.ScamType, l.Details)
		for i := 0; i < res.NumReasons(); i++ { t.Logf("   %s", res.Reason(i)) }
	}
}
