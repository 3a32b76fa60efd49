package server

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"scamcheck/data"
	"scamcheck/engine"
)

// appendJSONRef is checkResult.appendJSON as it was written first, a field at a
// time through appendKey: the form the run-at-a-time appendJSON must equal.
func appendJSONRef(c *checkResult, dst []byte, sh shape) []byte {
	dst = append(dst, '{')
	dst = appendKey(dst, "id")
	dst = appendQuoted(dst, c.id)
	if sh == shapeQuickstart {
		dst = appendKey(dst, "risk_score")
	} else {
		dst = appendKey(dst, "score")
	}
	dst = appendInt(dst, int64(c.score))
	dst = appendKey(dst, "verdict")
	if sh == shapeQuickstart {
		dst = appendQuoted(dst, c.verdict.BatchString())
	} else {
		dst = appendQuoted(dst, c.verdict.String())
	}
	dst = appendKey(dst, "confidence")
	dst = appendUnit(dst, c.confidence)
	dst = appendKey(dst, "scam_type")
	if sh == shapeQuickstart {
		dst = appendQuoted(dst, c.scamType.Coarse())
	} else {
		dst = appendQuoted(dst, c.scamType.String())
	}
	dst = appendKey(dst, "brand_targeted")
	if len(c.brand) == 0 {
		dst = append(dst, "null"...)
	} else {
		dst = appendQuoted(dst, c.brand)
	}
	dst = appendKey(dst, "layers")
	dst = append(dst, '[')
	for i := range c.layers {
		l := &c.layers[i]
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = append(dst, '{')
		dst = appendKey(dst, "name")
		dst = appendQuoted(dst, engine.LayerNames[i])
		dst = appendKey(dst, "risk_score")
		dst = appendInt(dst, int64(l.risk))
		dst = appendKey(dst, "confidence")
		dst = appendUnit(dst, l.confidence)
		dst = appendKey(dst, "is_threat")
		dst = appendBool(dst, l.threat)
		dst = appendKey(dst, "details")
		dst = appendQuoted(dst, l.details)
		dst = appendKey(dst, "execution_time_ms")
		dst = appendInt(dst, l.ms)
		dst = append(dst, '}')
	}
	dst = append(dst, ']')
	dst = appendKey(dst, "concordant_signals")
	dst = appendInt(dst, int64(c.concordant))
	dst = appendKey(dst, "concordance_boost")
	dst = appendBool(dst, c.boost)
	if sh == shapeQuickstart {
		dst = appendKey(dst, "threats")
	} else {
		dst = appendKey(dst, "reasons")
	}
	dst = append(dst, '[')
	for i, r := range c.reasons {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = appendQuoted(dst, r)
	}
	dst = append(dst, ']')
	if sh == shapeQuickstart {
		dst = appendKey(dst, "recommendation")
	} else {
		dst = appendKey(dst, "advice")
	}
	dst = appendQuoted(dst, c.advice)
	dst = appendKey(dst, "analysis_time_ms")
	dst = appendInt(dst, c.analysisMs)
	dst = appendKey(dst, "cached")
	dst = appendBool(dst, c.cached)
	dst = appendKey(dst, "created_at")
	dst = append(dst, '"')
	dst = appendTime(dst, time.UnixMilli(c.createdAt))
	return append(dst, '"', '}')
}

// TestAppendJSONMatchesFieldByField renders real analyses, and analyses whose
// strings are replaced by random bytes (quotes, control characters, invalid UTF-8,
// U+2028), in both shapes, cached or not, and compares with appendJSONRef.
func TestAppendJSONMatchesFieldByField(t *testing.T) {
	eng, err := engine.New(data.FS)
	if err != nil {
		t.Fatalf("cannot build engine: %v", err)
	}
	contents := []string{
		"https://paypa1-secure-login.com/verify/account?session=42",
		"https://www.bbc.co.uk/news/articles/c0x",
		"http://192.168.13.7/banking/update/x1",
		"https://xn--pypal-4ve.com/login",
		"+447700900123",
		"URGENT: your bank account has been suspended after unusual activity (k3x9). Verify your identity within 24h at http://secure-bnk-verify.top/login",
		"Hi mum, my phone broke so this is my new number. Can you send me 250 for the rent today? I will pay you back on Friday, promise. Ref 77 love you x",
		"Votre colis 4471 est en attente. Des frais de livraison de 2,99 EUR sont requis. Payez ici: https://laposte-suivi-colis.info avant demain soir.",
		"Reminder: your dentist appointment is on Tuesday at 10:30.",
	}
	rnd := rand.New(rand.NewPCG(7, 8))
	junk := func() []byte {
		b := make([]byte, rnd.IntN(40))
		for i := range b {
			switch rnd.IntN(6) {
			case 0:
				b[i] = byte(rnd.IntN(0x20))
			case 1:
				b[i] = `"\`[rnd.IntN(2)]
			case 2:
				b[i] = byte(0x80 + rnd.IntN(0x80))
			default:
				b[i] = byte(0x20 + rnd.IntN(0x60))
			}
		}
		if rnd.IntN(4) == 0 {
			b = append(b, "\u2028 \u2029 é 🔁"...)
		}
		return b
	}
	var res engine.Result
	n := 0
	for _, content := range contents {
		for _, lang := range []engine.Lang{engine.LangEN, engine.LangFR} {
			eng.Analyze(&engine.Request{Content: []byte(content), Lang: lang, Now: 1_800_000_000}, &res)
			for round := range 40 {
				c := new(checkResult)
				c.fromEngine(&res, nil)
				c.id = []byte("chk_ESWiwT4T9nL2BVSBPFpef2")
				c.createdAt = time.Date(2026, 11, 21, 8, 15, 30, 123e6, time.UTC).UnixMilli() + int64(round)*86_400_123
				c.cached = round%2 == 1
				c.boost = round%3 == 1
				c.analysisMs = int64(round)
				if round > 0 {
					c.brand, c.advice = junk(), junk()
					for i := range c.layers {
						c.layers[i].details = junk()
						c.layers[i].ms = int64(rnd.IntN(3))
					}
					c.reasons = c.reasons[:0]
					for range rnd.IntN(4) {
						c.reasons = append(c.reasons, junk())
					}
				}
				for _, sh := range []shape{shapeDetailed, shapeQuickstart} {
					got := string(c.appendJSON([]byte("prefix"), sh))
					want := string(appendJSONRef(c, []byte("prefix"), sh))
					if got != want {
						t.Fatalf("content %q, round %d, shape %d:\ngot  %s\nwant %s", content, round, sh, got, want)
					}
					n++
				}
			}
		}
	}
	if n < 1000 {
		t.Fatalf("compared %d renderings; want at least 1000", n)
	}
}

// TestCheckJSONNamesArePlain: appendJSON writes verdicts, scam types and layer
// names without escaping, which is right only while none needs it.
func TestCheckJSONNamesArePlain(t *testing.T) {
	var names []string
	for v := range engine.Verdict(3) {
		names = append(names, v.String(), v.BatchString())
	}
	for st := range engine.ScamType(engine.NumScamTypes) {
		names = append(names, st.String(), st.Coarse())
	}
	names = append(names, engine.LayerNames[:]...)
	for _, name := range names {
		if q := string(appendQuoted(nil, name)); name == "" || q != `"`+name+`"` || strings.ContainsAny(name, "<>&") {
			t.Errorf("name %q is written as %s; want a plain identifier that JSON holds as it is", name, q)
		}
	}
	if !bytes.Equal([]byte(layerHeads[1]), []byte(`,{"name":"phishing","risk_score":`)) {
		t.Errorf("got layer head %q; want %q", layerHeads[1], `,{"name":"phishing","risk_score":`)
	}
}
