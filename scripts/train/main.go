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
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"flag"
	"fmt"
	"io/fs"
	"log"
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
	flag.StringVar(&oofPath, "oof", "", "also write each train row's out-of-fold score here (source, label, score, scam type, each layer's risk:confidence, text), for tuning on train data")
	flag.Parse()
	if err := run(*dataDir, *repo); err != nil {
		log.Fatal(err)
	}
}

// oofPath is where to write the out-of-fold scores ("": nowhere).
var oofPath string

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
	written, err := loadCorpus(writtenPath(repo)) // the same columns; its families are single messages
	if err != nil {
		return err
	}
	corpus = append(corpus, written...)
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
	var lexX [][]uint64 // hand-labelled and lexicon rows: in every fold of the wording model
	var lexY []int
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
		lexX = append(lexX, e0.AppendTextFeatures(nil, []byte(r[2]), engine.TypeSMS))
		lexY = append(lexY, int(st)-1)
	}
	nLab := len(lexY)
	var scams []*sample // the corpus' scam rows, in the evidence features of sms
	for i := range corpus {
		// The features were computed on the copy in sms, not on corpus[i].
		if s := &sms[nSMS+len(mail)+i]; s.scam {
			scams = append(scams, s)
			catX = append(catX, s.feats)
			catY = append(catY, int(s.cat)-1)
		}
	}
	nLabTrain := nLab + len(scams)
	for _, p := range e0.LexiconPhrases() {
		if p.ScamType == engine.ScamNone {
			continue
		}
		lexX = append(lexX, e0.AppendTextFeatures(nil, []byte(p.Phrase), engine.TypeSMS))
		lexY = append(lexY, int(p.ScamType)-1)
	}
	catX = append(catX, lexX...)
	catY = append(catY, lexY...)

	// Models on all the train data.
	bin := trainBinary(sms, -1)
	cat := trainCategory(catX, catY)
	if err := checkFit(cat, catX[:nLabTrain], catY[:nLabTrain]); err != nil {
		return err
	}

	// The evidence category model, and the scale of the wording's say in it,
	// chosen on corpus families held out.
	catEvBytes := trainEvidenceCategory(scams, lexX, lexY)
	base["text/evidence_category.tsv"] = &fstest.MapFile{Data: catEvBytes}
	seed := semanticSeed(sms[:nSMS], -1, handLabel, cat)

	// deep_ai: the perceptron over the same evidence features (the vocabulary
	// feature out of fold) and the texts' n-grams.
	var X [][]float32
	var F [][]uint64
	var Y []bool
	var rowFold []int
	for i := range sms {
		X = append(X, sms[i].evX)
		F = append(F, sms[i].feats)
		Y = append(Y, sms[i].scam)
		rowFold = append(rowFold, sms[i].fold)
	}
	deep, deepAcc := trainDeep(X, F, Y, -1, nil)
	deepOOF := make([]float64, len(sms))
	deepFold := make([][]byte, folds) // each fold's model, which never saw the fold
	for k := 0; k < folds; k++ {
		deepFold[k], _ = trainDeep(X, F, Y, k, rowFold)
		predict, err := engine.DeepModel(deepFold[k])
		if err != nil {
			return err
		}
		for i := range sms {
			if sms[i].fold == k {
				deepOOF[i] = float64(predict(sms[i].evX, sms[i].feats))
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
	var oof bytes.Buffer
	for k := 0; k < folds; k++ {
		fsys := cloneFS(foldFS[k])
		fsys["text/deep.bin"] = &fstest.MapFile{Data: deepFold[k]}
		err := analyzeFold(fsys, k, [][]sample{sms}, func(s *sample, _ *engine.Engine, res *engine.Result) {
			oofAll[s.source].add(s.label, res.Score)
			if oofPath != "" {
				fmt.Fprintf(&oof, "%s\t%s\t%d\t%s\t", s.source, s.label, res.Score, res.ScamType)
				for i := range res.Layers {
					l := &res.Layers[i]
					if !l.Ran {
						oof.WriteString("-,")
						continue
					}
					fmt.Fprintf(&oof, "%d:%.2f,", l.RiskScore, l.Confidence)
				}
				fmt.Fprintf(&oof, "\t%s\n", strings.NewReplacer("\t", " ", "\n", `\n`, "\r", " ").Replace(s.text))
			}
			scores = append(scores, res.Score)
			scam = append(scam, s.scam)
		})
		if err != nil {
			return err
		}
	}
	if oofPath != "" {
		if err := os.WriteFile(oofPath, oof.Bytes(), 0o644); err != nil {
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
	inputs := []string{smsPath, emailPath, corpusPath(repo), writtenPath(repo), labPath, filepath.Join(outDir, "lexicon.tsv"), filepath.Join(outDir, "evidence.tsv")}
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

// checkFit fails when the category model types fewer than 90% of its own labelled
// training rows: the sign of rows that reached it without their features.
func checkFit(m *linear, X [][]uint64, Y []int) error {
	right := 0
	for i, x := range X {
		if int(m.predictClass(x))-1 == Y[i] {
			right++
		}
	}
	log.Printf("category model: %d of %d labelled train rows typed right", right, len(X))
	if right*10 < len(X)*9 {
		return fmt.Errorf("category model types only %d of its %d train rows: features missing?", right, len(X))
	}
	return nil
}
