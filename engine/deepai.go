package engine

import (
	"fmt"
	"io/fs"
	"math"
)

// The deep_ai layer: a small multi-layer perceptron (one tanh hidden layer, sigmoid
// output) over the evidence features of a text (evidencemodel.go: what it asks,
// its pretext, its genuine markers, its links, numbers and sender, and the
// vocabulary models' opinion), run only when the fast layers leave the case open
// (engine.go's needsDeep). Where the evidence model adds the features' weights, the
// perceptron learns how they combine. Trained offline by scripts/train on the same
// rows, with the vocabulary feature out of fold; no network, ever.

// NumDeepFeatures is the length of the deep_ai feature vector: the evidence
// features.
const NumDeepFeatures = int(numEvFeatures)

// deepConfidence caps deep_ai's confidence on texts below a floor's: it refines
// the evidence model's opinion in the grey zone, it does not overrule it.
const deepConfidence = 0.6

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
	return decodeMLP(b, name)
}

// DeepModel decodes a deep_ai model file and returns its prediction function, for
// scripts/train's out-of-fold figures.
func DeepModel(b []byte) (func(x []float32) float32, error) {
	m, err := decodeMLP(b, "deep model")
	if err != nil {
		return nil, err
	}
	return m.predict, nil
}

func decodeMLP(b []byte, name string) (*mlp, error) {
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

// AppendDeepFeatures appends the deep_ai feature vector of a Result that Analyze
// has just filled. It exists for scripts/train, so that the deep model is trained
// on exactly the features it sees in service.
func (e *Engine) AppendDeepFeatures(dst []float32, res *Result) []float32 {
	return append(dst, res.s.t.evX[:]...)
}

// layerDeepAI runs the perceptron over the evidence features.
func (e *Engine) layerDeepAI(res *Result, l *Layer) {
	t := &e.text
	if t.deep == nil || !isText(res.Type) {
		return
	}
	s := &res.s.t
	x := s.evX[:]
	l.Ran = true
	p := t.deep.predict(x)
	risk := int(100*p + 0.5)
	if t.evm != nil {
		risk = t.evm.deep.score(p)
	}
	risk = max(risk, 1)
	l.flag(risk, min(scoreConfidence(risk), deepConfidence))
	b := l.StartDetail()
	b = append(b, "scam probability "...)
	b = appendPercent(b, p)
	b = append(b, " from "...)
	b = appendInt(b, NumDeepFeatures)
	b = append(b, " evidence features"...)
	l.Details = b
	if risk < 31 {
		return
	}
	l.ScamType = t.scamType(s)
	rb := res.ReasonBuf()
	if res.s.lang == LangFR {
		rb = append(rb, "🤖 Le modèle comportemental estime à "...)
		rb = appendPercentFR(rb, p)
		rb = append(rb, " le risque d'arnaque"...)
	} else {
		rb = append(rb, "🤖 The behavioural model rates this "...)
		rb = appendPercent(rb, p)
		rb = append(rb, " likely a scam"...)
	}
	rb = t.deep.appendDrivers(rb, x, res.s.lang == LangFR)
	res.CommitReason(rb)
}

// appendDrivers names, in parentheses, the three features that push the
// perceptron's output up the most at x: input times its gradient.
func (m *mlp) appendDrivers(b []byte, x []float32, fr bool) []byte {
	var hid [64]float32
	h := min(m.hidden, len(hid))
	for j := 0; j < h; j++ {
		a := m.b1[j]
		for i, v := range x {
			a += m.w1[j*m.in+i] * v
		}
		t := float32(math.Tanh(float64(a)))
		hid[j] = m.w2[j] * (1 - t*t)
	}
	const top = 3
	var idx [top]int
	var val [top]float32
	n := 0
	for i, v := range x {
		if v == 0 {
			continue
		}
		var g float32
		for j := 0; j < h; j++ {
			g += hid[j] * m.w1[j*m.in+i]
		}
		c := g * v
		if c <= 0 {
			continue
		}
		k := n
		if n < top {
			n++
		} else if c <= val[top-1] {
			continue
		} else {
			k = top - 1
		}
		for k > 0 && val[k-1] < c {
			idx[k], val[k] = idx[k-1], val[k-1]
			k--
		}
		idx[k], val[k] = i, c
	}
	for k := 0; k < n; k++ {
		if k == 0 {
			b = append(b, " ("...)
		} else {
			b = append(b, ", "...)
		}
		b = append(b, featureLabel(idx[k], fr)...)
	}
	if n > 0 {
		b = append(b, ')')
	}
	return b
}

// featureLabel names evidence feature i for a reader: the kind's label, or the
// label of a combination, else its identifier.
func featureLabel(i int, fr bool) string {
	li := 0
	if fr {
		li = 1
	}
	if i < int(numEvKinds) {
		return evLabels[i][li]
	}
	if l, ok := evFeatureLabels[i]; ok {
		return l[li]
	}
	return evFeatureNames[i]
}

// evFeatureLabels name the features after the kinds: English, then French.
var evFeatureLabels = map[int][2]string{
	efValueAsk:           {"an ask for something of value", "une demande de valeur"},
	efAnyAsk:             {"an ask", "une demande"},
	efPressure:           {"pressure", "une pression"},
	efPressure2:          {"several pressures", "plusieurs pressions"},
	efValueAskPressure:   {"an ask of value under pressure", "une demande de valeur sous pression"},
	efAskPressure:        {"an ask under pressure", "une demande sous pression"},
	efNoAction:           {"nothing to do", "rien à faire"},
	efURL:                {"a link", "un lien"},
	efURLUnofficial:      {"a link off the brands' sites", "un lien hors des sites des marques"},
	efURLSuspect:         {"a doubtful link", "un lien douteux"},
	efURLScam:            {"a dangerous link", "un lien dangereux"},
	efClickUnofficial:    {"an unknown link to follow", "un lien inconnu à suivre"},
	efPhone:              {"a phone number", "un numéro de téléphone"},
	efPhoneRisky:         {"a risky phone number", "un numéro à risque"},
	efCallPhone:          {"a number to call", "un numéro à appeler"},
	efMoney:              {"an amount of money", "une somme d'argent"},
	efMailSpoof:          {"a sender impersonating a brand", "un expéditeur qui usurpe une marque"},
	efMailReplyTo:        {"replies sent elsewhere", "des réponses envoyées ailleurs"},
	efMailReplyFreemail:  {"replies sent to a free-mail address", "des réponses envoyées à une messagerie gratuite"},
	efMailLinkMismatch:   {"a link that hides its address", "un lien qui cache son adresse"},
	efMailHidden:         {"hidden text", "du texte caché"},
	efMailAttachment:     {"a risky attachment", "une pièce jointe à risque"},
	efMailForm:           {"a form in the message", "un formulaire dans le message"},
	efMailIPLink:         {"a link to an IP address", "un lien vers une adresse IP"},
	efBrand:              {"a brand's name", "le nom d'une marque"},
	efBrandLinkElsewhere: {"a brand's name with a link elsewhere", "le nom d'une marque avec un lien ailleurs"},
	efVocabulary:         {"scam-like wording", "une formulation d'arnaque"},
	efPressureNoAsk:      {"pressure without an ask", "une pression sans demande"},
	efGenuine:            {"the marks of a genuine notice", "les marques d'un avis authentique"},
	efGenuineNoValueAsk:  {"a genuine notice asking nothing of value", "un avis authentique qui ne demande rien de valeur"},
	efCodeNoShare:        {"a code not to share", "un code à ne pas partager"},
	efURLOfficial:        {"links to official sites", "des liens vers des sites officiels"},
	efPhonePlain:         {"an ordinary phone number", "un numéro ordinaire"},
	efEmail:              {"an e-mail", "un e-mail"},
	efShort:              {"a short message", "un message court"},
	efLong:               {"a long message", "un long message"},
	efMailRaw:            {"a raw e-mail", "un e-mail brut"},
	efBrandBank:          {"a bank's name", "le nom d'une banque"},
	efBrandGov:           {"a public service's name", "le nom d'un service public"},
	efBrandDelivery:      {"a carrier's name", "le nom d'un transporteur"},
	efBrandTech:          {"a tech company's name", "le nom d'une entreprise du numérique"},
	efBrandRetail:        {"a shop's name", "le nom d'une enseigne"},
	efBrandCrypto:        {"a crypto platform's name", "le nom d'une plateforme crypto"},
	efBrandLinkOwn:       {"a brand's name with its own links", "le nom d'une marque avec ses propres liens"},
	efGenuineURLUnofficial: {"a genuine-looking notice with a link elsewhere",
		"un avis d'apparence authentique avec un lien ailleurs"},
	efGenuineCall:        {"a genuine-looking notice with a number to call", "un avis d'apparence authentique avec un numéro à appeler"},
	efShortener:          {"a shortened link", "un lien raccourci"},
	efBrandShortener:     {"a brand's name with a shortened link", "le nom d'une marque avec un lien raccourci"},
	efPhoneForeign:       {"a number from another country", "un numéro d'un autre pays"},
	efPhoneMobile:        {"a mobile number", "un numéro de mobile"},
	efBrandCallMobile:    {"a brand asking to call a mobile", "une marque qui demande d'appeler un mobile"},
	efNewNumberAsk:       {"a \"new number\" with a favour", "un « nouveau numéro » avec un service demandé"},
	efVocabularyNoAction: {"scam-like wording", "une formulation d'arnaque"},
	efVocabularyGenuine:  {"scam-like wording", "une formulation d'arnaque"},
}
