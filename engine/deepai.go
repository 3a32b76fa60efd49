package engine

import (
	"fmt"
	"io/fs"
	"math"
)

// The deep_ai layer: a small neural network over the message, run only when the
// fast layers leave the case open (engine.go's needsDeep). Its input is the text's
// evidence features (evidencemodel.go: what it asks, its pretext, its genuine
// markers, its links, numbers and sender, the vocabulary models' opinion) and an
// embedding of its wording: the mean of learned vectors of its hashed word and
// character n-grams (the fraud layer's features, fraud.go), so that it learns
// which wordings go with which evidence. One tanh hidden layer, a sigmoid output.
// Trained offline by scripts/train on the same rows, with the vocabulary feature
// out of fold; no network, ever.

// NumDeepFeatures is the length of the deep_ai evidence feature vector: the
// evidence features.
const NumDeepFeatures = int(numEvFeatures)

// deepConfidence caps deep_ai's confidence on texts below a floor's: it refines
// the evidence model's opinion in the grey zone, it does not overrule it.
const deepConfidence = 0.6

// maxEmbDim bounds the embedding's width (the model file says it).
const maxEmbDim = 32

// mlp is a one-hidden-layer perceptron over the evidence features x and the mean
// embedding v of the n-gram hashes:
// p = sigmoid(b2 + Σ_j w2_j tanh(b1_j + W1_j·[x, v])).
// Input scaling is folded into W1 and b1 by the training script.
type mlp struct {
	in, hidden int // in: evidence features; W1's rows are in+embDim long
	embBits    int // the embedding table has 1<<embBits rows
	embDim     int
	emb        []float32 // [1<<embBits][embDim]
	w1, b1, w2 []float32
	b2         float32
}

// MLP file: "SCMP", version 2, then uint32 little endian: inputs, hidden,
// embedding bits, embedding width; then as float32: W1 [hidden][inputs+width],
// b1 [hidden], w2 [hidden], b2, the embedding table [1<<bits][width].
const mlpMagic = "SCMP"

// deepModel is deep_ai's model: perceptrons trained alike from different random
// starts, whose probabilities it averages. One network's output on a text unlike
// its training rows depends on where its training began; the mean of a few does
// much less. The file holds the members' MLP files one after the other.
type deepModel struct {
	members []*mlp
}

func loadDeep(fsys fs.FS, name string) (*deepModel, error) {
	b, err := fs.ReadFile(fsys, name)
	if err != nil {
		return nil, err
	}
	return decodeDeep(b, name)
}

// DeepModel decodes a deep_ai model file and returns its prediction function over
// evidence features and n-gram hashes, for scripts/train's out-of-fold figures.
func DeepModel(b []byte) (func(x []float32, feats []uint64) float32, error) {
	m, err := decodeDeep(b, "deep model")
	if err != nil {
		return nil, err
	}
	return m.predict, nil
}

// decodeDeep reads one or more MLP files, one after the other.
func decodeDeep(b []byte, name string) (*deepModel, error) {
	r := byteReader{b: b}
	d := &deepModel{}
	for len(d.members) == 0 || len(r.b) > 0 {
		m, err := readMLP(&r, name)
		if err != nil {
			return nil, err
		}
		d.members = append(d.members, m)
	}
	return d, nil
}

// readMLP reads one MLP file from r.
func readMLP(r *byteReader, name string) (*mlp, error) {
	if string(r.next(4)) != mlpMagic || r.u32() != 2 {
		return nil, fmt.Errorf("cannot decode %s: bad header", name)
	}
	m := &mlp{in: int(r.u32()), hidden: int(r.u32()), embBits: int(r.u32()), embDim: int(r.u32())}
	if m.in != NumDeepFeatures || m.hidden < 1 || m.hidden > 256 || m.embBits > 20 || m.embDim > maxEmbDim {
		return nil, fmt.Errorf("cannot decode %s: %d inputs, %d hidden, embedding %d bits x %d; want %d inputs",
			name, m.in, m.hidden, m.embBits, m.embDim, NumDeepFeatures)
	}
	read := func(n int) []float32 {
		v := make([]float32, n)
		for i := range v {
			v[i] = r.f32()
		}
		return v
	}
	m.w1 = read((m.in + m.embDim) * m.hidden)
	m.b1 = read(m.hidden)
	m.w2 = read(m.hidden)
	m.b2 = r.f32()
	if m.embDim > 0 {
		m.emb = read(m.embDim << m.embBits)
	}
	if r.err != nil {
		return nil, fmt.Errorf("cannot decode %s: truncated", name)
	}
	return m, nil
}

// predict is the members' mean probability.
func (d *deepModel) predict(x []float32, feats []uint64) float32 {
	var sum float32
	for _, m := range d.members {
		sum += m.predict(x, feats)
	}
	return sum / float32(len(d.members))
}

// embed sets v to the mean embedding of the n-gram hashes feats (zero without any).
func (m *mlp) embed(feats []uint64, v *[maxEmbDim]float32) {
	*v = [maxEmbDim]float32{}
	if m.embDim == 0 || len(feats) == 0 {
		return
	}
	d := m.embDim
	mask := uint64(1)<<m.embBits - 1
	for _, h := range feats {
		row := m.emb[int(h&mask)*d : int(h&mask)*d+d]
		for k, e := range row {
			v[k] += e
		}
	}
	inv := 1 / float32(len(feats))
	for k := range d {
		v[k] *= inv
	}
}

// hiddenIn returns hidden unit j's input: b1_j + W1_j·[x, v].
func (m *mlp) hiddenIn(j int, x []float32, v *[maxEmbDim]float32) float32 {
	w := m.w1[j*(m.in+m.embDim) : (j+1)*(m.in+m.embDim)]
	a := m.b1[j]
	for i, xi := range x[:m.in] {
		a += w[i] * xi
	}
	for k, vk := range v[:m.embDim] {
		a += w[m.in+k] * vk
	}
	return a
}

func (m *mlp) predict(x []float32, feats []uint64) float32 {
	var v [maxEmbDim]float32
	m.embed(feats, &v)
	z := m.b2
	for j := 0; j < m.hidden; j++ {
		z += m.w2[j] * float32(math.Tanh(float64(m.hiddenIn(j, x, &v))))
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
	if unservedLang(s, l) {
		return
	}
	x := s.evX[:]
	l.Ran = true
	p := t.deep.predict(x, s.feats)
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
	b = append(b, " evidence features and "...)
	b = appendInt(b, len(s.feats))
	b = append(b, " n-grams"...)
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
	rb = t.deep.appendDrivers(rb, x, s.feats, res.s.lang == LangFR)
	res.CommitReason(rb)
}

// appendDrivers names, in parentheses, the three inputs that push the members'
// outputs up the most at x: an evidence feature, or the wording (the n-gram
// embedding, counted as one input), by input times its gradient, summed over the
// members.
func (d *deepModel) appendDrivers(b []byte, x []float32, feats []uint64, fr bool) []byte {
	var c [NumDeepFeatures + 1]float32 // the last: the wording
	for _, m := range d.members {
		m.addContributions(x, feats, &c)
	}
	const top = 3
	var idx [top]int
	var val [top]float32
	n := 0
	for i, ci := range c {
		if ci <= 0 {
			continue
		}
		k := n
		if n < top {
			n++
		} else if ci <= val[top-1] {
			continue
		} else {
			k = top - 1
		}
		for k > 0 && val[k-1] < ci {
			idx[k], val[k] = idx[k-1], val[k-1]
			k--
		}
		idx[k], val[k] = i, ci
	}
	for k := 0; k < n; k++ {
		if k == 0 {
			b = append(b, " ("...)
		} else {
			b = append(b, ", "...)
		}
		if idx[k] == NumDeepFeatures {
			if fr {
				b = append(b, "sa formulation"...)
			} else {
				b = append(b, "its wording"...)
			}
			continue
		}
		b = append(b, featureLabel(idx[k], fr)...)
	}
	if n > 0 {
		b = append(b, ')')
	}
	return b
}

// addContributions adds to c each input's value times the gradient of the
// network's output logit at x: c[i] for evidence feature i, c[NumDeepFeatures]
// for the wording (the embedding's inputs together).
func (m *mlp) addContributions(x []float32, feats []uint64, c *[NumDeepFeatures + 1]float32) {
	var v [maxEmbDim]float32
	m.embed(feats, &v)
	var hid [256]float32
	h := min(m.hidden, len(hid))
	row := m.in + m.embDim
	for j := 0; j < h; j++ {
		t := float32(math.Tanh(float64(m.hiddenIn(j, x, &v))))
		hid[j] = m.w2[j] * (1 - t*t)
	}
	for i, xi := range x[:m.in] {
		if xi == 0 {
			continue
		}
		var g float32
		for j := 0; j < h; j++ {
			g += hid[j] * m.w1[j*row+i]
		}
		c[i] += g * xi
	}
	for k := range m.embDim {
		var g float32
		for j := 0; j < h; j++ {
			g += hid[j] * m.w1[j*row+m.in+k]
		}
		c[NumDeepFeatures] += g * v[k]
	}
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
	efBrandCallMobile:    {"a brand asking to call a mobile or an invalid number", "une marque qui demande d'appeler un mobile ou un numéro invalide"},
	efNewNumberAsk:       {"a \"new number\" with a favour", "un « nouveau numéro » avec un service demandé"},
	efVocabularyNoAction: {"scam-like wording", "une formulation d'arnaque"},
	efVocabularyGenuine:  {"scam-like wording", "une formulation d'arnaque"},
}
