package engine

import (
	"fmt"
	"io/fs"
	"math"
)

// The deep_ai layer: a small multi-layer perceptron (one tanh hidden layer, sigmoid
// output) over every feature the other layers produced, run only when the fast
// layers leave the case open (engine.go's needsDeep). Trained offline by
// scripts/train on out-of-fold outputs of the other layers; no network, ever.

// Deep features, in order. Each is scaled to about 0-1.
const (
	dfFraudP = iota
	dfFraudLogit
	dfSemSim
	dfPhishRisk
	dfPhishConf
	dfCacheRisk
	dfCommRisk
	dfLex0 // numLexCats features, one per lexicon category
)

const (
	dfLexDistinct = dfLex0 + numLexCats + iota
	dfURL
	dfPhone
	dfShort
	dfMoney
	dfShouty
	dfBangs
	dfLogLen
	dfDigitRatio
	dfCatProb
	dfEmail
	dfURLType
	dfPhoneType
	// NumDeepFeatures is the length of the deep_ai feature vector.
	NumDeepFeatures
)

// mlp is a one-hidden-layer perceptron: p = sigmoid(b2 + Σ w2_j tanh(b1_j + W1_j·x)).
// Input scaling is folded into W1 and b1 by the training script.
type mlp struct {
	in, hidden int
	w1, b1, w2 []float32
	b2         float32
}

// MLP file: "SCMP", version 1, inputs, hidden (uint32 little endian), then
// W1 [hidden][inputs], b1 [hidden], w2 [hidden], b2 as float32.
const mlpMagic = "SCMP"

func loadMLP(fsys fs.FS, name string) (*mlp, error) {
	b, err := fs.ReadFile(fsys, name)
	if err != nil {
		return nil, err
	}
	r := byteReader{b: b}
	if string(r.next(4)) != mlpMagic || r.u32() != 1 {
		return nil, fmt.Errorf("cannot decode %s: bad header", name)
	}
	m := &mlp{in: int(r.u32()), hidden: int(r.u32())}
	if m.in != NumDeepFeatures || m.hidden < 1 || m.hidden > 256 {
		return nil, fmt.Errorf("cannot decode %s: %d inputs, %d hidden; want %d inputs", name, m.in, m.hidden, NumDeepFeatures)
	}
	read := func(n int) []float32 {
		v := make([]float32, n)
		for i := range v {
			v[i] = r.f32()
		}
		return v
	}
	m.w1 = read(m.in * m.hidden)
	m.b1 = read(m.hidden)
	m.w2 = read(m.hidden)
	m.b2 = r.f32()
	if r.err != nil || len(r.b) != 0 {
		return nil, fmt.Errorf("cannot decode %s: truncated or trailing data", name)
	}
	return m, nil
}

func (m *mlp) predict(x []float32) float32 {
	z := m.b2
	for j := 0; j < m.hidden; j++ {
		a := m.b1[j]
		w := m.w1[j*m.in : (j+1)*m.in]
		for i, v := range x[:m.in] {
			a += w[i] * v
		}
		z += m.w2[j] * float32(math.Tanh(float64(a)))
	}
	return sigmoid(z)
}

// deepFeatures fills x (NumDeepFeatures long) from the result of the fast layers.
func (t *textTables) deepFeatures(res *Result, x []float32) {
	clear(x)
	L := &res.Layers
	x[dfPhishRisk] = float32(L[LayerPhishing].RiskScore) / 100
	x[dfPhishConf] = float32(L[LayerPhishing].Confidence)
	x[dfCacheRisk] = float32(L[LayerCache].RiskScore) / 100
	x[dfCommRisk] = float32(L[LayerCommunity].RiskScore) / 100
	x[dfURL] = float32(min(len(res.s.u.urls), 2)) / 2
	x[dfPhone] = float32(min(len(res.s.u.phones), 1))
	switch res.Type {
	case TypeURL:
		x[dfURLType] = 1
		return
	case TypePhone:
		x[dfPhoneType] = 1
		return
	case TypeEmail:
		x[dfEmail] = 1
	}
	s := t.prepareText(res)
	p := s.pScam
	x[dfFraudP] = p
	lp := math.Log(float64(p+1e-4) / float64(1-p+1e-4))
	x[dfFraudLogit] = float32(max(-8, min(8, lp)) / 8)
	x[dfSemSim] = s.semSim
	for c := 0; c < numLexCats; c++ {
		x[dfLex0+c] = float32(min(s.lex.count[c], 2)) / 2
	}
	x[dfLexDistinct] = float32(min(s.lex.distinct(), 4)) / 4
	var seen [tokMoney + 1]bool
	for i := range s.toks {
		seen[s.toks[i].kind] = true
	}
	if seen[tokURL] {
		x[dfURL] = max(x[dfURL], 0.5)
	}
	if seen[tokPhone] {
		x[dfPhone] = 1
	}
	if seen[tokShort] {
		x[dfShort] = 1
	}
	if seen[tokMoney] {
		x[dfMoney] = 1
	}
	st := &s.stats
	if st.letters > 0 {
		x[dfShouty] = float32(st.upper) / float32(st.letters)
	}
	x[dfBangs] = float32(min(st.bangs, 3)) / 3
	x[dfLogLen] = float32(math.Log1p(float64(st.runes)) / 8)
	if st.runes > 0 {
		x[dfDigitRatio] = float32(st.digits) / float32(st.runes)
	}
	x[dfCatProb] = s.catProb
}

// AppendDeepFeatures appends the deep_ai feature vector of a Result that Analyze
// has just filled. It exists for scripts/train, so that the deep model is trained
// on exactly the features it sees in service.
func (e *Engine) AppendDeepFeatures(dst []float32, res *Result) []float32 {
	n := len(dst)
	dst = append(dst, make([]float32, NumDeepFeatures)...)
	e.text.deepFeatures(res, dst[n:])
	return dst
}

// layerDeepAI runs the perceptron over the other layers' findings.
func (e *Engine) layerDeepAI(res *Result, l *Layer) {
	t := &e.text
	if t.deep == nil {
		return
	}
	s := &res.s.t
	x := s.deepX[:]
	t.deepFeatures(res, x)
	l.Ran = true
	p := t.deep.predict(x)
	risk := int(100*p + 0.5)
	if risk < 1 {
		risk = 1
	}
	conf := 0.45 + 0.5*math.Abs(float64(2*p-1))
	l.flag(risk, float64(int(conf*100+0.5))/100)
	b := l.StartDetail()
	b = append(b, "scam probability "...)
	b = appendPercent(b, p)
	b = append(b, " from "...)
	b = appendInt(b, NumDeepFeatures)
	b = append(b, " features"...)
	l.Details = b
	if p < 0.5 {
		return
	}
	if isText(res.Type) {
		l.ScamType = s.category
	} else if L := &res.Layers[LayerPhishing]; L.ScamType != ScamNone {
		l.ScamType = L.ScamType
	} else {
		l.ScamType = ScamPhishingOther
	}
	rb := res.ReasonBuf()
	rb = append(rb, "🤖 The behavioural model rates this "...)
	rb = appendPercent(rb, p)
	rb = append(rb, " likely a scam"...)
	rb = t.appendDeepEvidence(rb, res, x)
	res.CommitReason(rb)
}

// appendDeepEvidence names the strongest signals the perceptron saw.
func (t *textTables) appendDeepEvidence(b []byte, res *Result, x []float32) []byte {
	sep := " ("
	add := func(s string) {
		b = append(b, sep...)
		b = append(b, s...)
		sep = ", "
	}
	if x[dfPhishRisk] >= 0.3 {
		add("suspicious link")
	}
	if x[dfFraudP] >= 0.3 {
		add("scam-like wording")
	}
	if x[dfSemSim] >= semMinSim {
		add("close to a known scam")
	}
	if isText(res.Type) {
		s := &res.s.t
		for c := 0; c < numLexCats; c++ {
			if s.lex.count[c] > 0 {
				add(lexCatNames[c])
				b = append(b, " words"...)
			}
		}
	}
	if sep == ", " {
		b = append(b, ')')
	}
	return b
}
