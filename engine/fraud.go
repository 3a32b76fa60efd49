package engine

import (
	"encoding/binary"
	"fmt"
	"io/fs"
	"math"
)

// The fraud layer: two linear models over hashed features of the text.
//   - text/fraud_binary.bin: logistic regression, P(scam) against ham;
//   - text/fraud_category.bin: softmax over the eight report scam types.
// Together they classify into the eight types plus none: none when P(scam) is low.
// Both are trained by scripts/train from the SMS train data and the hand-labelled
// category set; see data/README.md.

// Feature namespaces, hashed with the feature's content.
const (
	nsUnigram = 1 + iota
	nsBigram
	nsChar4
	nsLexicon
	nsShape
	nsEvidence
)

// Shape features: facts about the message as a whole.
const (
	shapeURL = iota
	shapePhone
	shapeShort
	shapeMoney
	shapeShouty
	shapeBangs
	shapeLen40
	shapeLen100
	shapeLen160
	shapeLen300
	shapeLenMore
	shapeEmail
	shapeManyLex
)

func featureHash(ns int, v uint64) uint64 { return mix64(v*0x9e3779b97f4a7c15 ^ uint64(ns)<<56) }

// features fills s.feats from the tokens, the folded text, the lexicon hits and the
// stats. The same function serves training (through AppendTextFeatures), so
// training and serving see identical features.
func (s *textScratch) features(typ ContentType) {
	f := s.feats[:0]
	prev := uint64(0x5bd1e995) // start-of-text marker for the first bigram
	// Two features per token: its unigram, then its bigram with the token before.
	for i := range s.toks {
		h := s.toks[i].h
		f = append(f, featureHash(nsUnigram, h), featureHash(nsBigram, combineHash(prev, h)))
		prev = h
	}
	f = appendChar4Features(f, s.folded)
	for c := 0; c < numLexCats; c++ {
		if s.lex.count[c] > 0 {
			f = append(f, featureHash(nsLexicon, uint64(c)))
		}
	}
	for k := evKind(0); k < numEvKinds; k++ {
		if s.ev.has(k) {
			f = append(f, featureHash(nsEvidence, uint64(k)))
		}
	}
	shape := func(k int) { f = append(f, featureHash(nsShape, uint64(k))) }
	var seen [tokMoney + 1]bool
	for i := range s.toks {
		seen[s.toks[i].kind] = true
	}
	if seen[tokURL] {
		shape(shapeURL)
	}
	if seen[tokPhone] {
		shape(shapePhone)
	}
	if seen[tokShort] {
		shape(shapeShort)
	}
	if seen[tokMoney] {
		shape(shapeMoney)
	}
	st := &s.stats
	if st.letters >= 12 && st.upper*2 > st.letters {
		shape(shapeShouty)
	}
	if st.bangs >= 2 {
		shape(shapeBangs)
	}
	switch {
	case st.runes < 40:
		shape(shapeLen40)
	case st.runes < 100:
		shape(shapeLen100)
	case st.runes < 160:
		shape(shapeLen160)
	case st.runes < 300:
		shape(shapeLen300)
	default:
		shape(shapeLenMore)
	}
	if typ == TypeEmail {
		shape(shapeEmail)
	}
	if s.lex.distinct() >= 3 {
		shape(shapeManyLex)
	}
	s.feats = f
}

// appendChar4FeaturesGo appends the features of the character 4-grams of b, one
// for each offset from 0 to len(b)-4 in order. appendChar4Features calls it, or on
// amd64 with AVX-512 the same in assembly (char4_amd64.go).
func appendChar4FeaturesGo(f []uint64, b []byte) []uint64 {
	for j := 0; j+4 <= len(b); j++ {
		f = append(f, featureHash(nsChar4, uint64(binary.LittleEndian.Uint32(b[j:]))))
	}
	return f
}

// linearModel is a linear model over hashed features: one weight per bucket and
// class, the bucket being the top bits of the feature hash.
type linearModel struct {
	bits    uint
	classes int
	bias    []float32
	w       []float32 // bucket-major: w[bucket*classes+class]
}

func (m *linearModel) bucket(h uint64) int { return int(h >> (64 - m.bits)) }

// score1 returns the logit of a one-class model.
func (m *linearModel) score1(feats []uint64) float32 {
	z := m.bias[0]
	for _, h := range feats {
		z += m.w[m.bucket(h)]
	}
	return z
}

// numCategories is the number of classes of the category model: the scam types but none.
const numCategories = NumScamTypes - 1

// fraudWeights holds the weights of both fraud models interleaved, so that scoring
// one feature reads one cache line, not one per model: row r, for bucket r of the
// category model, holds its numCategories class weights, then the weights of the
// binary model's buckets whose top bits are r (2^(binary bits - category bits) of
// them, at most maxFusedBuckets). A row is 16 float32: 64 bytes.
type fraudWeights struct {
	shift   uint // 64 - binary bits: h>>shift is the binary model's bucket
	sub     uint // binary bits - category bits: bucket>>sub is the row
	bias    float32
	catBias [numCategories]float32
	rows    []fraudRow
}

// maxFusedBuckets is the number of binary-model buckets a fraudRow holds.
const maxFusedBuckets = 8

// fraudRow is one row of fraudWeights.
type fraudRow struct {
	cat [numCategories]float32
	bin [maxFusedBuckets]float32
}

// fuseFraudModels interleaves the binary model bin and the category model cat.
func fuseFraudModels(bin, cat *linearModel) (*fraudWeights, error) {
	if bin.classes != 1 || cat.classes != numCategories || cat.bits > bin.bits || 1<<(bin.bits-cat.bits) > maxFusedBuckets {
		return nil, fmt.Errorf("cannot combine a %d-bit, %d-class model with a %d-bit, %d-class one", bin.bits, bin.classes, cat.bits, cat.classes)
	}
	f := &fraudWeights{shift: 64 - bin.bits, sub: bin.bits - cat.bits, bias: bin.bias[0]}
	copy(f.catBias[:], cat.bias)
	f.rows = make([]fraudRow, 1<<cat.bits)
	for r := range f.rows {
		copy(f.rows[r].cat[:], cat.w[r*numCategories:(r+1)*numCategories])
		copy(f.rows[r].bin[:], bin.w[r<<f.sub:(r+1)<<f.sub])
	}
	return f, nil
}

// score returns the binary model's logit and writes the category model's logits
// to cat. Each logit is its bias plus the feature weights added in feature order,
// as linearModel.score1 adds them: the same float32 sums, bit for bit. The
// category logits are kept in eight variables, not an array, so that they stay in
// registers; the fields are read into locals once, and the shift counts masked to
// 63 (which they are below), so that the loop neither reloads them nor tests them.
func (f *fraudWeights) score(feats []uint64, cat *[numCategories]float32) float32 {
	z := f.bias
	c0, c1, c2, c3 := f.catBias[0], f.catBias[1], f.catBias[2], f.catBias[3]
	c4, c5, c6, c7 := f.catBias[4], f.catBias[5], f.catBias[6], f.catBias[7]
	rows, shift, sub := f.rows, f.shift&63, f.sub&63
	mask := uint64(1)<<sub - 1
	for _, h := range feats {
		b := h >> shift
		row := &rows[b>>sub]
		z += row.bin[b&mask&(maxFusedBuckets-1)] // b&mask is below maxFusedBuckets
		c0 += row.cat[0]
		c1 += row.cat[1]
		c2 += row.cat[2]
		c3 += row.cat[3]
		c4 += row.cat[4]
		c5 += row.cat[5]
		c6 += row.cat[6]
		c7 += row.cat[7]
	}
	*cat = [numCategories]float32{c0, c1, c2, c3, c4, c5, c6, c7}
	return z
}

// Linear model file: "SCLM", version 1, bits, classes (uint32 little endian),
// bias [classes]float32, count uint32, then count × (bucket uint32, [classes]float32).
const linearMagic = "SCLM"

func loadLinear(fsys fs.FS, name string, classes int) (*linearModel, error) {
	b, err := fs.ReadFile(fsys, name)
	if err != nil {
		return nil, err
	}
	return decodeLinear(b, classes)
}

func decodeLinear(b []byte, classes int) (*linearModel, error) {
	r := byteReader{b: b}
	if string(r.next(4)) != linearMagic || r.u32() != 1 {
		return nil, fmt.Errorf("cannot decode linear model: bad header")
	}
	m := &linearModel{bits: uint(r.u32()), classes: int(r.u32())}
	if m.bits < 8 || m.bits > 24 || m.classes != classes {
		return nil, fmt.Errorf("cannot decode linear model: %d bits, %d classes; want %d classes", m.bits, m.classes, classes)
	}
	m.bias = make([]float32, classes)
	for c := range m.bias {
		m.bias[c] = r.f32()
	}
	m.w = make([]float32, classes<<m.bits)
	n := int(r.u32())
	for i := 0; i < n && r.err == nil; i++ {
		k := int(r.u32())
		if k >= 1<<m.bits {
			return nil, fmt.Errorf("cannot decode linear model: bucket %d out of range", k)
		}
		for c := 0; c < classes; c++ {
			m.w[k*classes+c] = r.f32()
		}
	}
	if r.err != nil || len(r.b) != 0 {
		return nil, fmt.Errorf("cannot decode linear model: truncated or trailing data")
	}
	return m, nil
}

// byteReader reads little-endian values, remembering the first short read.
type byteReader struct {
	b   []byte
	err error
}

func (r *byteReader) next(n int) []byte {
	if r.err != nil || len(r.b) < n {
		r.err = fmt.Errorf("short data")
		return make([]byte, n)
	}
	v := r.b[:n]
	r.b = r.b[n:]
	return v
}

func (r *byteReader) u32() uint32  { return binary.LittleEndian.Uint32(r.next(4)) }
func (r *byteReader) f32() float32 { return math.Float32frombits(r.u32()) }

func sigmoid(z float32) float32 {
	return float32(1 / (1 + math.Exp(-float64(z))))
}

// fraudConfidence caps the fraud layer's confidence below a floor's (0.7):
// wording alone is a hint.
const fraudConfidence = 0.3

// vocabulary runs the binary and category models on the text once per call: it
// sets s.pScam, the vocabulary's P(scam), and the category. The semantic layer's
// evidence model reads s.pScam as one of its features; the fraud layer reports it.
func (t *textTables) vocabulary(s *textScratch) {
	if s.vocabDone || t.fraud == nil {
		return
	}
	s.vocabDone = true
	var z float32
	if t.weights != nil {
		z = t.weights.score(s.feats, &s.catLogits)
		classify(s)
	} else {
		z = t.fraud.score1(s.feats)
		s.category, s.catProb = ScamOther, 0 // no category model
	}
	s.pScam = sigmoid(z)
}

// layerFraud reports the vocabulary models' opinion on texts. The evidence model
// (semantic layer) already weighs it against the evidence, so the fraud layer
// speaks with a low confidence: wording that looks like a scam is a hint, not a
// finding.
func (e *Engine) layerFraud(res *Result, l *Layer) {
	t := &e.text
	if !isText(res.Type) || t.fraud == nil {
		return
	}
	s := t.prepareText(res)
	if unservedLang(s, l) {
		return
	}
	l.Ran = true
	t.vocabulary(s)
	p := s.pScam

	risk := int(100*p + 0.5)
	if t.evm != nil {
		risk = t.evm.vocab.score(p)
	}
	risk = max(risk, 1) // ran and found the text benign: still an opinion in the mean
	// Never a floor: the evidence model (semantic layer) already weighs this
	// probability against the evidence, and a genuine customs notice's wording
	// alone must not carry the total to scam.
	conf := min(scoreConfidence(risk), fraudConfidence)
	l.flag(risk, conf)
	b := l.StartDetail()
	b = append(b, "scam probability "...)
	b = appendPercent(b, p)
	if risk < 31 {
		l.Details = b
		return
	}
	l.ScamType = s.category
	b = append(b, ", category "...)
	b = append(b, s.category.String()...)
	b = append(b, ' ')
	b = appendPercent(b, s.catProb)
	l.Details = b

	if risk < 31 {
		return
	}
	rb := res.ReasonBuf()
	if res.s.lang == LangFR {
		rb = append(rb, "🧠 Formulation typique d'une arnaque ("...)
		rb = append(rb, scamTypeLabel(s.category, LangFR)...)
		rb = append(rb, ", "...)
		rb = appendPercentFR(rb, p)
		rb = append(rb, " selon le modèle de fraude)"...)
	} else {
		rb = append(rb, "🧠 Wording typical of a scam ("...)
		rb = append(rb, scamTypeLabel(s.category, LangEN)...)
		rb = append(rb, ", "...)
		rb = appendPercent(rb, p)
		rb = append(rb, " by the fraud model)"...)
	}
	rb = t.appendTopWords(rb, s, res.s.lang == LangFR)
	res.CommitReason(rb)
}

// classify sets s.category and s.catProb from the category model's logits in
// s.catLogits.
func classify(s *textScratch) {
	out := s.catLogits[:]
	best, max := 0, out[0]
	for c, v := range out {
		if v > max {
			best, max = c, v
		}
	}
	var sum float64
	for _, v := range out {
		sum += math.Exp(float64(v - max))
	}
	s.category = ScamType(best + 1)
	s.catProb = float32(1 / sum)
}

// appendTopWords appends the lexicon phrases the text matched, one per category:
// `: prize "winner", urgency "urgent"`, in French when fr (` : lot « gagnant »`).
// The model's heaviest single words are not quoted: they are often function words
// ("your", "from") that are no evidence a reader could check.
func (t *textTables) appendTopWords(b []byte, s *textScratch, fr bool) []byte {
	open, closing := "\"", "\""
	sep := ": "
	if fr {
		open, closing = "« ", " »"
		sep = " : "
	}
	for c := 0; c < numLexCats; c++ {
		if s.lex.count[c] == 0 {
			continue
		}
		b = append(b, sep...)
		if fr {
			b = append(b, lexCatNamesFR[c]...)
		} else {
			b = append(b, lexCatNames[c]...)
		}
		b = append(b, ' ')
		b = append(b, open...)
		b = append(b, s.lex.first[c]...)
		b = append(b, closing...)
		sep = ", "
	}
	return b
}

// appendPercent appends p (0-1) as a whole percentage.
func appendPercent(b []byte, p float32) []byte {
	b = appendInt(b, int(p*100+0.5))
	return append(b, '%')
}

// appendPercentFR is appendPercent in French typography: "95 %", with a no-break
// space.
func appendPercentFR(b []byte, p float32) []byte {
	b = appendInt(b, int(p*100+0.5))
	return append(b, "\u00a0%"...)
}
