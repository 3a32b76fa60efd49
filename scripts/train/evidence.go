package main

import (
	"fmt"
	"log"
	"math"
	"os"
	"sort"
	"strconv"
	"strings"

	"scamcheck/engine"
)

// evidenceModel is the trained evidence model and its calibration.
type evidenceModel struct {
	w              []float64
	bias           float64
	ev, vocab      knots // the evidence model's and the vocabulary models'
	deep           knots // deep_ai's
	calibA, calibB float64
	// fold[k] is the same model trained without fold k (same thresholds), for the
	// out-of-fold engines.
	fold [folds]*evidenceModel
}

// Verdict budgets: the share of held-out genuine messages allowed to reach suspect
// and scam, each source (SMS, the e-mail corpus's mailing lists, the modern corpus)
// weighing the same. Commercial newsletters ("email-hard") are left out: they are
// genuine but written to sell, and make eval watches them apart.
const (
	budgetSuspect = 0.0125
	budgetScam    = 0.001
)

// trainEvidenceModel fits the evidence model on every row and on every fold's
// complement, and sets the thresholds from the out-of-fold probabilities of the
// genuine rows: for each source, the probability above which only the budgeted
// share of its genuine rows lies; the threshold is the highest over the sources.
// It returns the model and the out-of-fold probabilities.
func trainEvidenceModel(rows []sample) (*evidenceModel, []float64) {
	oof := make([]float64, len(rows))
	m := &evidenceModel{}
	for k := 0; k < folds; k++ {
		w, b := fitEvidence(rows, k)
		m.fold[k] = &evidenceModel{w: w, bias: b}
		for i := range rows {
			if rows[i].fold == k {
				oof[i] = predictEvidence(w, b, rows[i].evX)
			}
		}
	}
	m.w, m.bias = fitEvidence(rows, -1)
	m.ev = knotsFor(rows, oof)
	if os.Getenv("TRAIN_DEBUG") != "" {
		idx := make([]int, 0, len(rows))
		for i := range rows {
			if !rows[i].scam {
				idx = append(idx, i)
			}
		}
		sort.Slice(idx, func(a, b int) bool { return oof[idx[a]] > oof[idx[b]] })
		for i := range rows {
			if rows[i].scam && rows[i].source == "corpus" && oof[i] < m.ev.suspectAt {
				t := strings.ReplaceAll(rows[i].text, "\n", " ")
				fmt.Fprintf(os.Stderr, "MISS %.3f %.200q\n", oof[i], t)
			}
		}
		for _, i := range idx[:60] {
			t := strings.ReplaceAll(rows[i].text, "\n", " ")
			if len(t) > 150 {
				t = t[:150]
			}
			fmt.Fprintf(os.Stderr, "%.3f %s %q\n", oof[i], rows[i].source, t)
		}
	}
	vocab := make([]float64, len(rows))
	for i := range rows {
		vocab[i] = float64(rows[i].evX[rows[i].vocabSlot])
	}
	m.vocab = knotsFor(rows, vocab)
	return m, oof
}

// knots are the probabilities that score 31 and 71.
type knots struct{ suspectAt, scamAt float64 }

// knotsFor chooses the knots from out-of-fold probabilities p of rows: each
// verdict's budget of every source's genuine rows lies above its knot.
func knotsFor(rows []sample, p []float64) knots {
	k := knots{suspectAt: genuineQuantile(rows, p, budgetSuspect)}
	k.scamAt = math.Max(genuineQuantile(rows, p, budgetScam), k.suspectAt+0.005)
	k.scamAt = math.Min(k.scamAt, 0.999)
	k.suspectAt = math.Min(k.suspectAt, k.scamAt-0.001)
	return k
}

// genuineQuantile returns the probability that only the share budget of the
// genuine rows exceeds, each source's rows weighing 1/(its count) so that every
// source counts the same.
func genuineQuantile(rows []sample, p []float64, budget float64) float64 {
	type item struct{ p, w float64 }
	n := map[string]float64{}
	for i := range rows {
		if !rows[i].scam && rows[i].source != "email-hard" {
			n[rows[i].source]++
		}
	}
	var items []item
	for i := range rows {
		if !rows[i].scam && rows[i].source != "email-hard" {
			items = append(items, item{p[i], 1 / (n[rows[i].source] * float64(len(n)))})
		}
	}
	sort.Slice(items, func(a, b int) bool { return items[a].p > items[b].p })
	var acc float64
	for _, it := range items {
		acc += it.w
		if acc > budget {
			return math.Min(it.p+1e-6, 0.998)
		}
	}
	return 0.998
}

func predictEvidence(w []float64, bias float64, x []float32) float64 {
	z := bias
	for j, v := range x {
		z += w[j] * float64(v)
	}
	return 1 / (1 + math.Exp(-z))
}

// fitEvidence fits the logistic regression over the dense evidence features of
// the rows outside fold skip (-1: all), by full-batch gradient descent with the
// sign constraints of constrain and an L2 penalty towards evidencePrior: a kind of
// evidence the train rows rarely show (a "new number" story, sextortion) keeps
// the weight a person would give it, and the data moves the weights it has
// evidence for. Each source weighs the same, and within it
// each class: few features, many rows, so it cannot memorize wording, only learn
// what each kind of evidence is worth.
func fitEvidence(rows []sample, skip int) ([]float64, float64) {
	names := engine.EvidenceFeatureNames()
	d := len(names)
	w := make([]float64, d)
	prior := make([]float64, d)
	for j, n := range names {
		prior[j] = evidencePrior[n]
	}
	copy(w, prior)
	var bias float64
	const (
		iters = 1500
		lr    = 1.0
		l2    = 3e-3
	)
	count := map[string]float64{}
	for i := range rows {
		if rows[i].fold != skip {
			count[rows[i].source+strconv.FormatBool(rows[i].scam)]++
		}
	}
	groups := float64(len(count))
	wt := make([]float64, len(rows))
	for i := range rows {
		if rows[i].fold != skip {
			wt[i] = 1 / (groups * count[rows[i].source+strconv.FormatBool(rows[i].scam)])
		}
	}
	g := make([]float64, d)
	for it := 0; it < iters; it++ {
		for j := range g {
			g[j] = l2 * (w[j] - prior[j])
		}
		var gb float64
		for i := range rows {
			if wt[i] == 0 {
				continue
			}
			x := rows[i].evX
			p := predictEvidence(w, bias, x)
			y := 0.0
			if rows[i].scam {
				y = 1
			}
			e := (p - y) * wt[i]
			gb += e
			for j, v := range x {
				if v != 0 {
					g[j] += e * float64(v)
				}
			}
		}
		bias -= lr * gb
		for j := range w {
			w[j] = constrain(names[j], w[j]-lr*g[j])
		}
	}
	return w, bias
}

// fitCalibration fits P(scam | score) = sigmoid(a*score + b) on out-of-fold final
// scores by Newton's method (Platt scaling).
func fitCalibration(scores []int, scam []bool) (a, b float64) {
	for it := 0; it < 50; it++ {
		var ga, gb, haa, hab, hbb float64
		for i, s := range scores {
			x := float64(s)
			p := 1 / (1 + math.Exp(-(a*x + b)))
			y := 0.0
			if scam[i] {
				y = 1
			}
			ga += (p - y) * x
			gb += p - y
			w := p*(1-p) + 1e-9
			haa += w * x * x
			hab += w * x
			hbb += w
		}
		det := haa*hbb - hab*hab
		if det == 0 {
			break
		}
		a -= (hbb*ga - hab*gb) / det
		b -= (haa*gb - hab*ga) / det
	}
	return a, b
}

// encodeEvidence writes text/evidence_model.tsv.
func encodeEvidence(m *evidenceModel, n int) []byte {
	var b strings.Builder
	b.WriteString("# Generated by `make train` (go run ./scripts/train). DO NOT EDIT.\n")
	fmt.Fprintf(&b, "# Evidence model: logistic regression over %d train rows; feature<TAB>weight.\n", n)
	b.WriteString("# *suspect_at, *scam_at: the probabilities of the evidence model, the vocabulary\n")
	b.WriteString("# models and deep_ai that score 31 and 71; calib_a, calib_b:\n")
	b.WriteString("# P(scam | final score) = sigmoid(calib_a*score + calib_b).\n")
	fmt.Fprintf(&b, "bias\t%.4f\n", m.bias)
	fmt.Fprintf(&b, "suspect_at\t%.5f\nscam_at\t%.5f\n", m.ev.suspectAt, m.ev.scamAt)
	fmt.Fprintf(&b, "vocabulary_suspect_at\t%.5f\nvocabulary_scam_at\t%.5f\n", m.vocab.suspectAt, m.vocab.scamAt)
	fmt.Fprintf(&b, "deep_suspect_at\t%.5f\ndeep_scam_at\t%.5f\n", m.deep.suspectAt, m.deep.scamAt)
	fmt.Fprintf(&b, "calib_a\t%.5f\ncalib_b\t%.4f\n", m.calibA, m.calibB)
	for j, name := range engine.EvidenceFeatureNames() {
		fmt.Fprintf(&b, "%s\t%.4f\n", name, m.w[j])
	}
	return []byte(b.String())
}

// constrain keeps a weight's sign where what the feature means settles it: a
// genuine marker or a link to the brand's own domain never makes a message more
// likely a scam; an ask for something of value, a pressure pretext, or a link the
// phishing layer judges dangerous never makes it less likely. Topics (a parcel, a
// bank, an account) and shapes (length, channel) take the sign the data gives.
func constrain(name string, w float64) float64 {
	switch {
	case strings.HasPrefix(name, "gen_") || name == "genuine" || name == "genuine&!value_ask" ||
		name == "codeis&noshare" || name == "url_official" || name == "brand&link_own":
		return math.Min(w, 0)
	case pressureOrValueAsk[name] || name == "value_ask" || name == "pressure" || name == "pressure_2" ||
		name == "value_ask&pressure" || name == "ask&pressure" || name == "url_suspect" ||
		name == "url_scam" || name == "click&url_unofficial" || name == "call&phone" ||
		name == "mail_sender_spoof" || name == "mail_link_mismatch" || name == "mail_risky_attachment" ||
		name == "mail_form" || name == "mail_ip_link" || name == "brand&link_elsewhere" ||
		name == "phone_risky" || name == "genuine&url_unofficial" || name == "genuine&call" ||
		name == "brand&shortener" || name == "phone_foreign" || name == "brand&call_mobile" ||
		name == "newnumber&relationship_or_ask" || name == "mail_reply_freemail":
		return math.Max(w, 0)
	}
	return w
}

// pressureOrValueAsk are the kinds whose weight may not be negative.
var pressureOrValueAsk = map[string]bool{
	"ask_credentials": true, "ask_card": true, "ask_payment": true, "ask_giftcard": true,
	"ask_crypto": true, "ask_transfer": true, "ask_personal": true, "ask_remote": true,
	"ask_install": true, "ask_code": true,
	"pre_urgency": true, "pre_threat": true, "pre_reward": true, "pre_refund": true,
	"pre_relationship": true, "pre_newnumber": true, "pre_authority": true,
	"pre_secrecy": true, "pre_job": true, "pre_investment": true, "pre_tech": true,
	"pre_sextortion": true, "pre_inheritance": true, "pre_wrongnumber": true,
	"pre_romance": true, "pre_adviser": true, "pre_charity": true, "pre_rental": true,
}

// evidencePrior is what each feature is worth before the data speaks, in logit
// units: an ask for something of value or a pressure pretext raises the odds, an
// ask for something of value under pressure much more, a genuine marker lowers
// them. Topics and shapes start at 0.
var evidencePrior = map[string]float64{
	"ask_credentials": 1, "ask_card": 1.5, "ask_payment": 1, "ask_giftcard": 2,
	"ask_crypto": 1, "ask_transfer": 1, "ask_personal": 1, "ask_remote": 2,
	"ask_install": 0.7, "ask_code": 2, "ask_call": 0.3, "ask_reply": 0.3, "ask_click": 0.5,
	"pre_urgency": 0.8, "pre_threat": 0.8, "pre_reward": 0.8, "pre_refund": 0.5,
	"pre_relationship": 0.5, "pre_newnumber": 0.3, "pre_authority": 0.5,
	"pre_secrecy": 1, "pre_job": 0.5, "pre_investment": 0.7, "pre_tech": 0.7,
	"pre_sextortion": 2, "pre_inheritance": 1, "pre_wrongnumber": 0.5,
	"pre_romance": 0.3, "pre_adviser": 1, "pre_charity": 0.5, "pre_rental": 0.7,
	"gen_noshare": -1, "gen_codeis": -1, "gen_noaction": -1, "gen_optout": -1,
	"gen_official": -1, "gen_order": -0.5, "gen_masked": -0.5,
	"value_ask&pressure": 2, "ask&pressure": 0.5, "pressure_2": 0.5, "codeis&noshare": -1,
	"url_scam": 2, "url_suspect": 1, "click&url_unofficial": 1, "url_official": -0.5,
	"phone_risky": 1.5, "phone_plain": -0.5, "no_action": -1.5, "pressure&!ask": -0.5, "call&phone": 0.3, "mail_sender_spoof": 2, "mail_link_mismatch": 1.5,
	"mail_risky_attachment": 1.5, "mail_form": 1, "mail_ip_link": 1, "vocabulary": 2,
	"brand&link_elsewhere": 1.5, "brand&link_own": -1,
	"genuine&url_unofficial": 1.5, "genuine&call": 0.5, "brand&shortener": 1,
	"phone_foreign": 0.5, "brand&call_mobile": 1, "newnumber&relationship_or_ask": 1.5,
	"vocabulary&!action": 1, "vocabulary&genuine": 1, "mail_reply_freemail": 1,
}

// fitCategory fits the evidence category model: a softmax over the eight scam
// types on the evidence features of the labelled scam rows, by full-batch gradient
// descent with L2 towards categoryPrior, each class weighing the same.
func fitCategory(X [][]float32, Y []engine.ScamType) (w [][]float64, bias []float64) {
	const classes = engine.NumScamTypes - 1
	d := len(engine.EvidenceFeatureNames())
	w = make([][]float64, classes)
	g := make([][]float64, classes)
	prior := make([][]float64, classes)
	names := engine.EvidenceFeatureNames()
	for c := range w {
		w[c], g[c], prior[c] = make([]float64, d), make([]float64, d), make([]float64, d)
		for j, n := range names {
			if st, ok := categoryPrior[n]; ok && int(st)-1 == c {
				prior[c][j] = 1.5
			}
		}
		copy(w[c], prior[c])
	}
	bias = make([]float64, classes)
	gb := make([]float64, classes)
	count := make([]float64, classes)
	for _, y := range Y {
		count[int(y)-1]++
	}
	const (
		iters = 800
		lr    = 2.0
		l2    = 1e-3
	)
	z := make([]float64, classes)
	for it := 0; it < iters; it++ {
		for c := range g {
			for j := range g[c] {
				g[c][j] = l2 * (w[c][j] - prior[c][j])
			}
			gb[c] = 0
		}
		for i, x := range X {
			y := int(Y[i]) - 1
			for c := range z {
				z[c] = bias[c]
				for j, v := range x {
					if v != 0 {
						z[c] += w[c][j] * float64(v)
					}
				}
			}
			softmax(z)
			wt := 1 / (count[y] * float64(classes))
			for c := range z {
				e := z[c] * wt
				if c == y {
					e -= wt
				}
				gb[c] += e
				for j, v := range x {
					if v != 0 {
						g[c][j] += e * float64(v)
					}
				}
			}
		}
		for c := range w {
			bias[c] -= lr * gb[c]
			for j := range w[c] {
				w[c][j] -= lr * g[c][j]
			}
		}
	}
	return w, bias
}

// encodeCategory writes text/evidence_category.tsv.
func encodeCategory(w [][]float64, bias []float64, wording float64, n int) []byte {
	var b strings.Builder
	b.WriteString("# Generated by `make train` (go run ./scripts/train). DO NOT EDIT.\n")
	fmt.Fprintf(&b, "# Evidence category model: softmax over the scam types, %d labelled train scams;\n", n)
	b.WriteString("# scam type<TAB>feature<TAB>weight (weights under 0.001 left out); the wording\n")
	b.WriteString("# category model's log-probabilities enter each logit at the scale of the \"*\" line.\n")
	fmt.Fprintf(&b, "*\twording\t%.2f\n", wording)
	names := engine.EvidenceFeatureNames()
	for c := range w {
		t := engine.ScamType(c + 1).String()
		fmt.Fprintf(&b, "%s\tbias\t%.4f\n", t, bias[c])
		for j, v := range w[c] {
			if math.Abs(v) >= 0.001 {
				fmt.Fprintf(&b, "%s\t%s\t%.4f\n", t, names[j], v)
			}
		}
	}
	return []byte(b.String())
}

// categoryPrior is the scam type each pretext or ask points to before the data
// speaks (the engine's evTypeOrder says the same): a parcel is fake delivery, a
// prize a lottery, a technical problem tech support.
var categoryPrior = map[string]engine.ScamType{
	"pre_delivery": engine.ScamFakeDelivery, "pre_reward": engine.ScamLottery,
	"pre_investment": engine.ScamInvestment, "ask_crypto": engine.ScamInvestment,
	"pre_tech": engine.ScamTechSupport, "ask_remote": engine.ScamTechSupport,
	"pre_romance": engine.ScamRomance, "pre_wrongnumber": engine.ScamRomance,
	"pre_newnumber": engine.ScamOther, "pre_relationship": engine.ScamOther,
	"pre_job": engine.ScamOther, "pre_inheritance": engine.ScamOther,
	"pre_sextortion": engine.ScamOther, "ask_giftcard": engine.ScamOther,
	"pre_charity": engine.ScamOther, "pre_rental": engine.ScamOther,
	"pre_utility": engine.ScamOther, "pre_adviser": engine.ScamPhishingBank,
	"ask_card": engine.ScamPhishingBank, "pre_bank": engine.ScamPhishingBank,
	"brand_bank": engine.ScamPhishingBank, "brand_delivery": engine.ScamFakeDelivery,
	"pre_toll": engine.ScamPhishingOther, "pre_tax": engine.ScamPhishingOther,
	"ask_credentials": engine.ScamPhishingOther, "pre_account": engine.ScamPhishingOther,
	"brand_gov": engine.ScamPhishingOther, "brand_tech": engine.ScamPhishingOther,
}

// wordingScales are the scales of the wording's say in the evidence category model
// that trainEvidenceCategory tries.
var wordingScales = []float64{0, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1}

// trainEvidenceCategory fits the evidence category model on the corpus' scam rows
// and chooses the scale of the wording category model's log-probabilities in it:
// the one that types best the families of each fold with models that never saw
// them (the wording model trained on the other folds, the hand-labelled and
// lexicon rows lexX, lexY). It returns text/evidence_category.tsv.
func trainEvidenceCategory(scams []*sample, lexX [][]uint64, lexY []int) []byte {
	X := make([][]float32, len(scams))
	Y := make([]engine.ScamType, len(scams))
	for i, s := range scams {
		X[i], Y[i] = s.evX, s.cat
	}
	correct := make([]int, len(wordingScales))
	for k := 0; k < folds; k++ {
		wx := append([][]uint64(nil), lexX...)
		wy := append([]int(nil), lexY...)
		var fx [][]float32
		var fy []engine.ScamType
		for i, s := range scams {
			if s.fold != k {
				wx, wy = append(wx, s.feats), append(wy, int(s.cat)-1)
				fx, fy = append(fx, X[i]), append(fy, Y[i])
			}
		}
		wording := trainCategory(wx, wy)
		w, b := fitCategory(fx, fy)
		for i, s := range scams {
			if s.fold != k {
				continue
			}
			lp := wordingLogProbs(wording, s.feats)
			for j, a := range wordingScales {
				if predictCategory(w, b, X[i], a, &lp) == Y[i] {
					correct[j]++
				}
			}
		}
	}
	best := 0
	for j := range wordingScales {
		if correct[j] > correct[best] {
			best = j
		}
	}
	log.Printf("evidence category, held-out families typed right by wording scale: %v of %d (scale %.2f)",
		correct, len(scams), wordingScales[best])
	w, b := fitCategory(X, Y)
	return encodeCategory(w, b, wordingScales[best], len(scams))
}

// wordingLogProbs is the engine's wording term for the category model m on the
// features feats.
func wordingLogProbs(m *linear, feats []uint64) [engine.NumScamTypes - 1]float32 {
	var z, lp [engine.NumScamTypes - 1]float32
	for c := range z {
		z[c] = float32(m.bias[c])
	}
	for _, h := range feats {
		w := m.w[m.bucket(h)*m.classes:]
		for c := range z {
			z[c] += float32(w[c])
		}
	}
	engine.WordingLogProbs(&z, &lp)
	return lp
}

// predictCategory is the evidence category model's prediction, as the engine's.
func predictCategory(w [][]float64, b []float64, x []float32, scale float64, lp *[engine.NumScamTypes - 1]float32) engine.ScamType {
	best, bz := 0, math.Inf(-1)
	for c := range w {
		z := b[c] + scale*float64(lp[c])
		for j, v := range x {
			z += w[c][j] * float64(v)
		}
		if z > bz {
			best, bz = c, z
		}
	}
	return engine.ScamType(best + 1)
}
