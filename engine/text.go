package engine

// PLACEHOLDER: owned by the text-model work (issue 3): semantic, fraud, deep_ai, advice.

import "io/fs"

type textTables struct{}

type textScratch struct{}

func (s *textScratch) reset() {}

func (t *textTables) load(fsys fs.FS) error { return nil }

// addKnownText adds a confirmed scam text to the semantic index (snapshot swap).
func (t *textTables) addKnownText(norm []byte, st ScamType) {}

func (e *Engine) layerSemantic(res *Result, l *Layer) {}
func (e *Engine) layerFraud(res *Result, l *Layer)    {}
func (e *Engine) layerDeepAI(res *Result, l *Layer)   {}

// explain adds the verdict's summary reason when none was given, and the advice.
func (e *Engine) explain(req *Request, res *Result) {
	if res.NumReasons() == 0 {
		res.AddReason("✅ No threat detected")
	}
	res.Advice = "No action needed."
}
