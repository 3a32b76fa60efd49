// Command train builds the text models of the engine into data/text/:
// semantic_seed.tsv, fraud_binary.bin, fraud_category.bin, deep.bin and
// provenance.txt. It reads the SMS train split of the shared data (never a test
// file) and data/text/labelled.tsv, and is deterministic:
// the same inputs give the same bytes.
//
//	go run ./scripts/train [-data ../shared/data] [-repo .]
package main

import (
	"bufio"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"flag"
	"fmt"
	"io/fs"
	"log"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing/fstest"

	"scamcheck/engine"
)

// Model sizes and training settings.
const (
	binaryBits   = 18
	categoryBits = 15
	folds        = 5
	deepHidden   = 12
)

type sample struct {
	label string // ham, spam or smishing
	text  string
	typ   engine.ContentType
	scam  bool
	fold  int
	// vocabSlot is the evidence feature that holds the vocabulary's P(scam)
	// (engine.VocabularyFeature).
	vocabSlot int
	feats     []uint64
	cat       engine.ScamType // corpus scam rows: their category
	// source is "sms", "email" or "corpus": thresholds hold for each.
	source string
	evX    []float32 // the evidence model's features
}

func main() {
	dataDir := flag.String("data", envOr("SCAMCHECK_DATA", "../shared/data"), "shared labelled data directory")
	repo := flag.String("repo", ".", "repository root")
	flag.Parse()
	if err := run(*dataDir, *repo); err != nil {
		log.Fatal(err)
	}
}

func envOr(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}

func run(dataDir, repo string) error {
	outDir := filepath.Join(repo, "data", "text")
	base, err := baseFS(filepath.Join(repo, "data"))
	if err != nil {
		return err
	}
	e0, err := engine.New(base, engine.AllowMissingTextModels())
	if err != nil {
		return fmt.Errorf("cannot build featurizing engine: %w", err)
	}

	// SMS train rows.
	smsPath := filepath.Join(dataDir, "sms", "train.tsv")
	rows, err := readTSV(smsPath, 3)
	if err != nil {
		return err
	}
	var sms []sample
	for i, r := range rows {
		sms = append(sms, sample{label: r[0], text: r[2], typ: engine.TypeSMS, scam: r[0] != "ham", fold: foldOf(templateKey(r[2]), i), source: "sms"})
	}
	emailPath := filepath.Join(dataDir, "email", "train.jsonl.gz")
	mail, err := loadEmail(emailPath)
	if err != nil {
		return err
	}
	corpus, err := loadCorpus(corpusPath(repo))
	if err != nil {
		return err
	}
	nSMS := len(sms)
	sms = append(append(sms, mail...), corpus...)
	var res0 engine.Result
	for i := range sms {
		s := &sms[i]
		s.feats = e0.AppendTextFeatures(nil, []byte(s.text), s.typ)
		e0.Analyze(&engine.Request{Content: []byte(s.text), Type: s.typ}, &res0)
		s.evX = e0.AppendEvidenceFeatures(nil, &res0)
		s.vocabSlot = engine.VocabularyFeature(&res0)
	}
	// The vocabulary models' P(scam) is a feature of the evidence model: out of fold,
	// so that the evidence model learns what it is worth on unseen families.
	for k := 0; k < folds; k++ {
		m := trainBinary(sms, k)
		for i := range sms {
			if sms[i].fold == k {
				sms[i].evX[sms[i].vocabSlot] = float32(m.predict(sms[i].feats))
			}
		}
	}
	evm, evOOF := trainEvidenceModel(sms)
	var catEX [][]float32
	var catEY []engine.ScamType
	for i := range corpus {
		if corpus[i].scam {
			catEX = append(catEX, sms[nSMS+len(mail)+i].evX)
			catEY = append(catEY, corpus[i].cat)
		}
	}
	cw, cb := fitCategory(catEX, catEY)
	catEvBytes := encodeCategory(cw, cb, len(catEY))
	base["text/evidence_category.tsv"] = &fstest.MapFile{Data: catEvBytes}
	evBytes := encodeEvidence(evm, len(sms))
	base["text/evidence_model.tsv"] = &fstest.MapFile{Data: evBytes}

	// Hand-labelled categories.
	labPath := filepath.Join(outDir, "labelled.tsv")
	lab, err := readTSV(labPath, 3)
	if err != nil {
		return err
	}
	var catX [][]uint64
	var catY []int
	handLabel := map[string]engine.ScamType{}
	for _, r := range lab {
		st, ok := engine.ParseScamType(r[0])
		if !ok {
			return fmt.Errorf("cannot parse %s: bad label %q", labPath, r[0])
		}
		if r[1] != "train" {
			continue // held out: measured by make eval, never trained on
		}
		handLabel[r[2]] = st
		catX = append(catX, e0.AppendTextFeatures(nil, []byte(r[2]), engine.TypeSMS))
		catY = append(catY, int(st)-1)
	}
	for i := range corpus {
		if corpus[i].scam {
			catX = append(catX, corpus[i].feats)
			catY = append(catY, int(corpus[i].cat)-1)
		}
	}
	nLabTrain := len(catY)
	for _, p := range e0.LexiconPhrases() {
		if p.ScamType == engine.ScamNone {
			continue
		}
		catX = append(catX, e0.AppendTextFeatures(nil, []byte(p.Phrase), engine.TypeSMS))
		catY = append(catY, int(p.ScamType)-1)
	}

	// Models on all the train data.
	bin := trainBinary(sms, -1)
	cat := trainCategory(catX, catY)
	seed := semanticSeed(sms[:nSMS], -1, handLabel, cat)

	// deep_ai: the perceptron over the same evidence features (the vocabulary
	// feature out of fold).
	var X [][]float32
	var Y []bool
	var rowFold []int
	for i := range sms {
		X = append(X, sms[i].evX)
		Y = append(Y, sms[i].scam)
		rowFold = append(rowFold, sms[i].fold)
	}
	deep, deepAcc := trainMLP(X, Y, -1, nil)
	deepOOF := make([]float64, len(sms))
	for k := 0; k < folds; k++ {
		dk, _ := trainMLP(X, Y, k, rowFold)
		predict, err := engine.DeepModel(dk)
		if err != nil {
			return err
		}
		for i := range sms {
			if sms[i].fold == k {
				deepOOF[i] = float64(predict(sms[i].evX))
			}
		}
	}
	evm.deep = knotsFor(sms, deepOOF)
	for _, f := range evm.fold {
		f.ev, f.vocab, f.deep = evm.ev, evm.vocab, evm.deep
	}
	catBytes := encodeLinear(cat)
	foldFS := make([]fstest.MapFS, folds)
	for k := 0; k < folds; k++ {
		fsys := cloneFS(base)
		fsys["text/fraud_binary.bin"] = &fstest.MapFile{Data: encodeLinear(trainBinary(sms, k))}
		fsys["text/fraud_category.bin"] = &fstest.MapFile{Data: catBytes}
		fsys["text/semantic_seed.tsv"] = &fstest.MapFile{Data: semanticSeed(sms[:nSMS], k, handLabel, cat)}
		fsys["text/evidence_model.tsv"] = &fstest.MapFile{Data: encodeEvidence(evm.fold[k], len(sms))}
		foldFS[k] = fsys
	}

	// The whole pipeline out of fold: each fold's engine with a deep model that
	// never saw that fold.
	oofAll := map[string]*oofStats{"sms": {}, "email": {}, "email-hard": {}, "corpus": {}}
	var scores []int
	var scam []bool
	for k := 0; k < folds; k++ {
		fsys := cloneFS(foldFS[k])
		dk, _ := trainMLP(X, Y, k, rowFold)
		fsys["text/deep.bin"] = &fstest.MapFile{Data: dk}
		err := analyzeFold(fsys, k, [][]sample{sms}, func(s *sample, _ *engine.Engine, res *engine.Result) {
			oofAll[s.source].add(s.label, res.Score)
			scores = append(scores, res.Score)
			scam = append(scam, s.scam)
		})
		if err != nil {
			return err
		}
	}
	evm.calibA, evm.calibB = fitCalibration(scores, scam)
	evBytes = encodeEvidence(evm, len(sms))
	_ = evOOF

	files := map[string][]byte{
		"fraud_binary.bin":      encodeLinear(bin),
		"fraud_category.bin":    catBytes,
		"semantic_seed.tsv":     seed,
		"deep.bin":              deep,
		"evidence_model.tsv":    evBytes,
		"evidence_category.tsv": catEvBytes,
	}
	for name, b := range files {
		if err := os.WriteFile(filepath.Join(outDir, name), b, 0o644); err != nil {
			return fmt.Errorf("cannot write %s: %w", name, err)
		}
	}
	inputs := []string{smsPath, emailPath, corpusPath(repo), labPath, filepath.Join(outDir, "lexicon.tsv"), filepath.Join(outDir, "evidence.tsv")}
	prov := provenance(dataDir, inputs, len(sms), nLabTrain, len(catY)-nLabTrain, deepAcc,
		"out-of-fold (corpus families held out together), all layers:",
		"  sms/train.tsv: "+oofAll["sms"].String(),
		"  email/train.jsonl.gz: "+oofAll["email"].String(),
		"  email/train.jsonl.gz, hard-ham-1 and its spam: "+oofAll["email-hard"].String(),
		"  corpus train split: "+oofAll["corpus"].String())
	return os.WriteFile(filepath.Join(outDir, "provenance.txt"), prov, 0o644)
}

// analyzeFold builds an engine from fsys and analyzes the rows of fold k.
func analyzeFold(fsys fs.FS, k int, sets [][]sample, fn func(*sample, *engine.Engine, *engine.Result)) error {
	e, err := engine.New(fsys, engine.AllowMissingTextModels())
	if err != nil {
		return fmt.Errorf("cannot build fold %d engine: %w", k, err)
	}
	var res engine.Result
	for _, set := range sets {
		for i := range set {
			s := &set[i]
			if s.fold != k {
				continue
			}
			e.Analyze(&engine.Request{Content: []byte(s.text), Type: s.typ}, &res)
			fn(s, e, &res)
		}
	}
	return nil
}

// templateKey is what copies of one SMS template share: its first 40 letters,
// lower-cased, without digits, spaces or punctuation. Rows with the same key share a
// fold, so that out-of-fold figures do not see a template's other copies (the SMS
// collection holds many, differing only in numbers), as they will not in service.
func templateKey(text string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(text) {
		if r >= 'a' && r <= 'z' {
			b.WriteRune(r)
			if b.Len() >= 40 {
				break
			}
		}
	}
	return b.String()
}

// foldOf assigns a row to a cross-validation fold by a hash of its text, so that
// duplicate texts share a fold and never leak across.
func foldOf(text string, _ int) int {
	h := sha256.Sum256([]byte(text))
	return int(binary.LittleEndian.Uint32(h[:]) % folds)
}

func readTSV(path string, fields int) ([][]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("cannot open %s: %w", path, err)
	}
	defer f.Close()
	var rows [][]string
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	header := true
	for sc.Scan() {
		l := sc.Text()
		if l == "" || l[0] == '#' {
			continue
		}
		if header {
			header = false
			continue
		}
		r := strings.SplitN(l, "\t", fields)
		if len(r) != fields {
			return nil, fmt.Errorf("cannot parse %s: %q has %d fields, want %d", path, l, len(r), fields)
		}
		rows = append(rows, r)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("cannot read %s: %w", path, err)
	}
	return rows, nil
}

// baseFS copies the data directory except the files this command writes and the
// known-scam seed: a cache hit is conclusive in service (deep_ai does not run), so the
// deep model must learn from the other layers, not from the cache.
func baseFS(dir string) (fstest.MapFS, error) {
	m := fstest.MapFS{}
	skip := map[string]bool{
		"text/fraud_binary.bin": true, "text/fraud_category.bin": true,
		"text/semantic_seed.tsv": true, "text/deep.bin": true, "text/evidence_model.tsv": true,
		"text/evidence_category.tsv": true,
	}
	err := fs.WalkDir(os.DirFS(dir), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || skip[p] || strings.HasPrefix(p, "known/") {
			return err
		}
		b, err := os.ReadFile(filepath.Join(dir, p))
		if err != nil {
			return err
		}
		m[p] = &fstest.MapFile{Data: b}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("cannot read %s: %w", dir, err)
	}
	return m, nil
}

func cloneFS(m fstest.MapFS) fstest.MapFS {
	c := fstest.MapFS{}
	for k, v := range m {
		c[k] = v
	}
	return c
}

// linear is a trained linear model over hashed features.
type linear struct {
	bits    uint
	classes int
	bias    []float64
	w       []float64
}

func (m *linear) bucket(h uint64) int { return int(h >> (64 - m.bits)) }

// predict returns the binary model's P(scam) of a row's features.
func (m *linear) predict(feats []uint64) float64 {
	z := m.bias[0]
	for _, h := range feats {
		z += m.w[m.bucket(h)]
	}
	return 1 / (1 + math.Exp(-z))
}

// trainBinary fits P(scam) by logistic regression with AdaGrad and L2, on every SMS
// row outside fold skip (-1: all rows).
func trainBinary(rows []sample, skip int) *linear {
	m := &linear{bits: binaryBits, classes: 1, bias: make([]float64, 1), w: make([]float64, 1<<binaryBits)}
	g2 := make([]float64, len(m.w))
	var gb float64
	idx := make([]int, 0, len(rows))
	for i := range rows {
		if rows[i].fold != skip {
			idx = append(idx, i)
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	// Chosen on out-of-fold log loss of sms/train.tsv (train rows only).
	const (
		epochs  = 6
		lr      = 0.02
		l2      = 1e-3
		hamWt   = 1.0
		scamWt  = 1.6 // recall matters more than a ham's certainty
		maxGrad = 1.0
	)
	for ep := 0; ep < epochs; ep++ {
		rng.Shuffle(len(idx), func(i, j int) { idx[i], idx[j] = idx[j], idx[i] })
		for _, i := range idx {
			s := &rows[i]
			z := m.bias[0]
			for _, h := range s.feats {
				z += m.w[m.bucket(h)]
			}
			p := 1 / (1 + math.Exp(-z))
			y, wt := 0.0, hamWt
			if s.scam {
				y, wt = 1, scamWt
			}
			g := math.Max(-maxGrad, math.Min(maxGrad, (p-y)*wt))
			gb += g * g
			m.bias[0] -= lr * g / math.Sqrt(gb+1e-8)
			for _, h := range s.feats {
				b := m.bucket(h)
				gw := g + l2*m.w[b]
				g2[b] += gw * gw
				m.w[b] -= lr * gw / math.Sqrt(g2[b]+1e-8)
			}
		}
	}
	return m
}

// trainCategory fits a softmax over the eight scam types (class = ScamType-1).
func trainCategory(X [][]uint64, Y []int) *linear {
	const classes = engine.NumScamTypes - 1
	m := &linear{bits: categoryBits, classes: classes, bias: make([]float64, classes), w: make([]float64, classes<<categoryBits)}
	g2 := make([]float64, len(m.w))
	gb := make([]float64, classes)
	idx := make([]int, len(X))
	for i := range idx {
		idx[i] = i
	}
	rng := rand.New(rand.NewPCG(3, 4))
	const (
		epochs = 20
		lr     = 0.2
		l2     = 1e-5
	)
	z := make([]float64, classes)
	for ep := 0; ep < epochs; ep++ {
		rng.Shuffle(len(idx), func(i, j int) { idx[i], idx[j] = idx[j], idx[i] })
		for _, i := range idx {
			copy(z, m.bias)
			for _, h := range X[i] {
				w := m.w[m.bucket(h)*classes:]
				for c := range z {
					z[c] += w[c]
				}
			}
			softmax(z)
			for c := range z {
				g := z[c]
				if c == Y[i] {
					g--
				}
				gb[c] += g * g
				m.bias[c] -= lr * g / math.Sqrt(gb[c]+1e-8)
				for _, h := range X[i] {
					k := m.bucket(h)*classes + c
					gw := g + l2*m.w[k]
					g2[k] += gw * gw
					m.w[k] -= lr * gw / math.Sqrt(g2[k]+1e-8)
				}
			}
		}
	}
	return m
}

func softmax(z []float64) {
	mx := z[0]
	for _, v := range z {
		mx = math.Max(mx, v)
	}
	var sum float64
	for i, v := range z {
		z[i] = math.Exp(v - mx)
		sum += z[i]
	}
	for i := range z {
		z[i] /= sum
	}
}

func (m *linear) predictClass(feats []uint64) engine.ScamType {
	z := append([]float64(nil), m.bias...)
	for _, h := range feats {
		w := m.w[m.bucket(h)*m.classes:]
		for c := range z {
			z[c] += w[c]
		}
	}
	best := 0
	for c := range z {
		if z[c] > z[best] {
			best = c
		}
	}
	return engine.ScamType(best + 1)
}

// encodeLinear writes the engine's linear model format (see engine/fraud.go),
// keeping the buckets with a weight of at least 1e-4.
func encodeLinear(m *linear) []byte {
	b := []byte("SCLM")
	b = binary.LittleEndian.AppendUint32(b, 1)
	b = binary.LittleEndian.AppendUint32(b, uint32(m.bits))
	b = binary.LittleEndian.AppendUint32(b, uint32(m.classes))
	for _, v := range m.bias {
		b = binary.LittleEndian.AppendUint32(b, math.Float32bits(float32(v)))
	}
	var keep []int
	for k := 0; k < 1<<m.bits; k++ {
		for c := 0; c < m.classes; c++ {
			if math.Abs(m.w[k*m.classes+c]) >= 1e-4 {
				keep = append(keep, k)
				break
			}
		}
	}
	b = binary.LittleEndian.AppendUint32(b, uint32(len(keep)))
	for _, k := range keep {
		b = binary.LittleEndian.AppendUint32(b, uint32(k))
		for c := 0; c < m.classes; c++ {
			b = binary.LittleEndian.AppendUint32(b, math.Float32bits(float32(m.w[k*m.classes+c])))
		}
	}
	return b
}

// semanticSeed lists the distinct spam and smishing texts outside fold skip with
// their scam type: the hand label when there is one, else the category model's.
func semanticSeed(rows []sample, skip int, hand map[string]engine.ScamType, cat *linear) []byte {
	b := []byte("# Known scam texts: spam and smishing rows of sms/train.tsv (CC BY 4.0). Generated by scripts/train. DO NOT EDIT.\n")
	seen := map[string]bool{}
	for i := range rows {
		s := &rows[i]
		if !s.scam || s.fold == skip || seen[s.text] {
			continue
		}
		seen[s.text] = true
		st, ok := hand[s.text]
		if !ok {
			st = cat.predictClass(s.feats)
		}
		b = append(b, st.String()...)
		b = append(b, '\t')
		b = append(b, s.text...)
		b = append(b, '\n')
	}
	return b
}

// trainMLP fits the deep_ai perceptron with Adam on mini-batches and returns the
// encoded model and its training accuracy.
// Rows whose fold (rowFold) is skip are left out; skip -1 keeps every row.
func trainMLP(X [][]float32, Y []bool, skip int, rowFold []int) ([]byte, float64) {
	if skip >= 0 {
		var x2 [][]float32
		var y2 []bool
		for i := range X {
			if rowFold[i] != skip {
				x2 = append(x2, X[i])
				y2 = append(y2, Y[i])
			}
		}
		X, Y = x2, y2
	}
	n, d, H := len(X), engine.NumDeepFeatures, deepHidden
	mean, std := make([]float64, d), make([]float64, d)
	for _, x := range X {
		for i, v := range x {
			mean[i] += float64(v)
		}
	}
	for i := range mean {
		mean[i] /= float64(n)
	}
	for _, x := range X {
		for i, v := range x {
			std[i] += (float64(v) - mean[i]) * (float64(v) - mean[i])
		}
	}
	for i := range std {
		std[i] = math.Sqrt(std[i] / float64(n))
		if std[i] < 1e-6 {
			std[i] = 1
		}
	}
	z := make([][]float64, n)
	for r, x := range X {
		z[r] = make([]float64, d)
		for i, v := range x {
			z[r][i] = (float64(v) - mean[i]) / std[i]
		}
	}
	rng := rand.New(rand.NewPCG(5, 6))
	// Parameters: W1 [H][d], b1 [H], w2 [H], b2.
	P := make([]float64, H*d+H+H+1)
	for i := 0; i < H*d; i++ {
		P[i] = rng.NormFloat64() / math.Sqrt(float64(d))
	}
	for i := H*d + H; i < H*d+2*H; i++ {
		P[i] = rng.NormFloat64() / math.Sqrt(float64(H))
	}
	m1, m2, grad := make([]float64, len(P)), make([]float64, len(P)), make([]float64, len(P))
	hid := make([]float64, H)
	forward := func(x []float64) float64 {
		o := P[H*d+2*H]
		for j := 0; j < H; j++ {
			a := P[H*d+j]
			for i := 0; i < d; i++ {
				a += P[j*d+i] * x[i]
			}
			hid[j] = math.Tanh(a)
			o += P[H*d+H+j] * hid[j]
		}
		return 1 / (1 + math.Exp(-o))
	}
	idx := make([]int, n)
	for i := range idx {
		idx[i] = i
	}
	const (
		epochs = 60
		batch  = 64
		lr     = 0.003
		b1, b2 = 0.9, 0.999
		l2     = 1e-4
	)
	step := 0
	for ep := 0; ep < epochs; ep++ {
		rng.Shuffle(n, func(i, j int) { idx[i], idx[j] = idx[j], idx[i] })
		for s := 0; s < n; s += batch {
			clear(grad)
			e := min(s+batch, n)
			for _, r := range idx[s:e] {
				x := z[r]
				p := forward(x)
				y := 0.0
				if Y[r] {
					y = 1
				}
				g := p - y
				grad[H*d+2*H] += g
				for j := 0; j < H; j++ {
					grad[H*d+H+j] += g * hid[j]
					gh := g * P[H*d+H+j] * (1 - hid[j]*hid[j])
					grad[H*d+j] += gh
					for i := 0; i < d; i++ {
						grad[j*d+i] += gh * x[i]
					}
				}
			}
			step++
			for k := range P {
				g := grad[k]/float64(e-s) + l2*P[k]
				m1[k] = b1*m1[k] + (1-b1)*g
				m2[k] = b2*m2[k] + (1-b2)*g*g
				mh := m1[k] / (1 - math.Pow(b1, float64(step)))
				vh := m2[k] / (1 - math.Pow(b2, float64(step)))
				P[k] -= lr * mh / (math.Sqrt(vh) + 1e-8)
			}
		}
	}
	correct := 0
	for r := range z {
		if (forward(z[r]) >= 0.5) == Y[r] {
			correct++
		}
	}
	// Fold the standardization into the first layer.
	out := []byte("SCMP")
	out = binary.LittleEndian.AppendUint32(out, 1)
	out = binary.LittleEndian.AppendUint32(out, uint32(d))
	out = binary.LittleEndian.AppendUint32(out, uint32(H))
	f32 := func(v float64) { out = binary.LittleEndian.AppendUint32(out, math.Float32bits(float32(v))) }
	for j := 0; j < H; j++ {
		for i := 0; i < d; i++ {
			f32(P[j*d+i] / std[i])
		}
	}
	for j := 0; j < H; j++ {
		b := P[H*d+j]
		for i := 0; i < d; i++ {
			b -= P[j*d+i] * mean[i] / std[i]
		}
		f32(b)
	}
	for j := 0; j < H; j++ {
		f32(P[H*d+H+j])
	}
	f32(P[H*d+2*H])
	return out, float64(correct) / float64(n)
}

func provenance(dataDir string, inputs []string, nSMS, nLab, nLex int, deepAcc float64, notes ...string) []byte {
	var b strings.Builder
	b.WriteString("# Generated by `make train` (go run ./scripts/train). DO NOT EDIT.\n")
	fmt.Fprintf(&b, "data directory: %s\n", dataDir)
	for _, p := range inputs {
		sum := "missing"
		if d, err := os.ReadFile(p); err == nil {
			h := sha256.Sum256(d)
			sum = hex.EncodeToString(h[:])
		}
		fmt.Fprintf(&b, "input %s sha256 %s\n", filepath.Base(filepath.Dir(p))+"/"+filepath.Base(p), sum)
	}
	fmt.Fprintf(&b, "fraud_binary.bin: logistic regression, %d hashed buckets, %d train rows (SMS, e-mail, corpus), AdaGrad, seed (1,2)\n", 1<<binaryBits, nSMS)
	fmt.Fprintf(&b, "fraud_category.bin: softmax over 8 scam types, %d buckets, %d hand-labelled train rows + %d lexicon phrases, seed (3,4)\n", 1<<categoryBits, nLab, nLex)
	fmt.Fprintf(&b, "semantic_seed.tsv: distinct spam and smishing texts of sms/train.tsv\nevidence_model.tsv: logistic regression over the evidence features of the same rows\n")
	fmt.Fprintf(&b, "deep.bin: perceptron %d-%d-1 on %d-fold out-of-fold layer outputs of %d train rows; train accuracy %.4f, seed (5,6)\n",
		engine.NumDeepFeatures, deepHidden, folds, nSMS, deepAcc)
	b.WriteString("deep.bin depends on the other layers' outputs: run make train again when data/phish or the phishing layer changes.\n")
	for _, n := range notes {
		b.WriteString(n + "\n")
	}
	return []byte(b.String())
}

// oofStats counts out-of-fold outcomes at the verdict thresholds.
type oofStats struct {
	scam, ham, spam, scamFlag, hamFlag, spamFlag, scamScam, hamScam int
	scamScores, hamScores                                           []int
}

func (o *oofStats) add(label string, score int) {
	if label != "ham" {
		o.scamScores = append(o.scamScores, score)
	} else {
		o.hamScores = append(o.hamScores, score)
	}
	flag, sc := btoi(score >= 31), btoi(score >= 71)
	if label != "ham" {
		o.scam++
		o.scamFlag += flag
		o.scamScam += sc
		if label == "spam" {
			o.spam++
			o.spamFlag += flag
		}
	} else {
		o.ham++
		o.hamFlag += flag
		o.hamScam += sc
	}
}

// auc is the ROC AUC of the scores, ties counting a half.
func (o *oofStats) auc() float64 {
	if len(o.scamScores) == 0 || len(o.hamScores) == 0 {
		return math.NaN()
	}
	var ham [101]float64
	for _, s := range o.hamScores {
		ham[s]++
	}
	var below, sum float64
	var cum [101]float64
	for i := range ham {
		cum[i] = below
		below += ham[i]
	}
	for _, s := range o.scamScores {
		sum += cum[s] + ham[s]/2
	}
	return sum / float64(len(o.scamScores)*len(o.hamScores))
}

func (o *oofStats) String() string {
	return fmt.Sprintf("ROC AUC %.4f, ", o.auc()) + fmt.Sprintf("recall %.2f%% (scam verdict %.2f%%; spam rows %.2f%%), ham FP %.2f%% (scam verdict %.2f%%)",
		100*float64(o.scamFlag)/float64(o.scam), 100*float64(o.scamScam)/float64(o.scam),
		100*float64(o.spamFlag)/float64(o.spam),
		100*float64(o.hamFlag)/float64(o.ham), 100*float64(o.hamScam)/float64(o.ham))
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
