package engine

import (
	"testing"
)

// sms160 is a 160-character benign SMS; scam160 a 160-character scam SMS.
const (
	sms160  = "Hi Anna, the meeting moved to Thursday at 3pm in room 4B. Can you bring the printed slides and the budget sheet? Call me if the train is late. Thanks, Tom!!"
	scam160 = "URGENT! Your mobile number has been awarded a £2000 prize GUARANTEED. Call 09058094454 from land line. Claim code 3030. Valid 12hrs only. T&Cs apply 150ppm"
)

func benchmarkAnalyze(b *testing.B, text string) {
	e := newTextEngine(b)
	req := &Request{Content: []byte(text), Type: TypeSMS}
	b.ReportAllocs()
	b.SetBytes(int64(len(text)))
	b.RunParallel(func(pb *testing.PB) {
		var res Result
		for pb.Next() {
			e.Analyze(req, &res)
		}
	})
}

func BenchmarkAnalyzeSMS160(b *testing.B)     { benchmarkAnalyze(b, sms160) }
func BenchmarkAnalyzeScamSMS160(b *testing.B) { benchmarkAnalyze(b, scam160) }

// BenchmarkAnalyzeSMS160Serial is the single-goroutine latency of one call.
func BenchmarkAnalyzeSMS160Serial(b *testing.B) {
	e := newTextEngine(b)
	req := &Request{Content: []byte(sms160), Type: TypeSMS}
	var res Result
	b.ReportAllocs()
	b.SetBytes(int64(len(sms160)))
	for b.Loop() {
		e.Analyze(req, &res)
	}
}

// BenchmarkTextLayers times the text layers alone (tokenize, semantic, fraud,
// deep_ai, explain) on a scam SMS, without normalization and the other layers.
func BenchmarkTextLayers(b *testing.B) {
	e := newTextEngine(b)
	req := &Request{Content: []byte(scam160), Type: TypeSMS}
	var res Result
	e.Analyze(req, &res)
	b.ReportAllocs()
	for b.Loop() {
		for _, i := range [...]int{LayerSemantic, LayerFraud, LayerDeepAI} {
			res.Layers[i] = Layer{Details: res.Layers[i].Details[:0]}
		}
		res.reasons, res.reasonEnd = res.reasons[:0], res.reasonEnd[:0]
		res.s.t.reset()
		e.layerSemantic(&res, &res.Layers[LayerSemantic])
		e.layerFraud(&res, &res.Layers[LayerFraud])
		e.layerDeepAI(&res, &res.Layers[LayerDeepAI])
		e.explain(req, &res)
	}
}

// BenchmarkAnalyzeScamSMS160Serial is the single-goroutine latency of one call on a
// scam with findings in every text layer.
func BenchmarkAnalyzeScamSMS160Serial(b *testing.B) {
	e := newTextEngine(b)
	req := &Request{Content: []byte(scam160), Type: TypeSMS}
	var res Result
	b.ReportAllocs()
	b.SetBytes(int64(len(scam160)))
	for b.Loop() {
		e.Analyze(req, &res)
	}
}

// BenchmarkSign is the MinHash signature of a 160-character scam SMS.
func BenchmarkSign(b *testing.B) {
	var s textScratch
	s.tokenize([]byte(scam160))
	var sig signature
	b.ReportAllocs()
	for b.Loop() {
		s.sign(&sig)
	}
}

// BenchmarkTokenize is the tokenizer on a 160-character scam SMS (27 tokens).
func BenchmarkTokenize(b *testing.B) {
	var s textScratch
	text := []byte(scam160)
	b.ReportAllocs()
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		s.tokenize(text)
	}
}

// BenchmarkFeatures is the fraud layer's feature hashing of a 160-character scam
// SMS (27 tokens, 149 character 4-grams).
func BenchmarkFeatures(b *testing.B) {
	var s textScratch
	text := []byte(scam160)
	s.tokenize(text)
	s.features(TypeSMS)
	b.ReportAllocs()
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		s.features(TypeSMS)
	}
}
