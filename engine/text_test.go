package engine

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"scamcheck/data"
)

var (
	textEngineOnce sync.Once
	textEngine     *Engine
	textEngineErr  error
)

// newTextEngine returns one engine built from the embedded data, shared by the
// tests that do not change it.
func newTextEngine(t testing.TB) *Engine {
	t.Helper()
	textEngineOnce.Do(func() { textEngine, textEngineErr = New(data.FS) })
	if textEngineErr != nil {
		t.Fatalf("cannot build engine: %v", textEngineErr)
	}
	return textEngine
}

func TestTokenize(t *testing.T) {
	f := func(in, want string) {
		t.Helper()
		var s textScratch
		s.tokenize([]byte(in))
		got := strings.TrimSpace(string(s.folded))
		if got != want {
			t.Fatalf("tokenize(%q): got %q; want %q", in, got, want)
		}
		if len(s.toks) != len(strings.Fields(want)) {
			t.Fatalf("tokenize(%q): got %d tokens; want %d", in, len(s.toks), len(strings.Fields(want)))
		}
	}
	f("URGENT! Call 09061702893 NOW", "urgent call #phone now")
	f("call09050000327 to claim", "call #phone to claim")
	f("Txt WIN to 80086, £1.50/msg", "txt win to #short #money #num msg")
	f("Rs.5,00,000 prize", "rs #num prize")
	f("Visit www.urawinner.com now", "visit #url now")
	f("log onto http://x.example/a?b=c", "log onto #url")
	f("go to gov.uk/penalty", "go to #url")
	f("click this link now\ufffdhttp://goo.gle/xxxx", "click this link now #url") // a link glued to a word
	f("Link:https://royalmail-fee.top/pay", "#url")                               // a chunk holding a known-TLD host is one URL
	f("see note:http", "see note http")
	f("Votre colis est en attente: réglez les frais", "votre colis est en attente reglez les frais")
	f("Straße GRÜSSE", "strasse grusse")
	f("bl0cked V0DAF0NE", "bl0cked v0daf0ne")
	f("ok.see you at 5.30", "ok see you at #num")
	f("", "")
}

// TestTokenizeStats checks the counts gathered while tokenizing, including at the
// token limit, where the letter after a number that fills it is the last counted.
func TestTokenizeStats(t *testing.T) {
	f := func(in string, want textStats, wantToks int) {
		t.Helper()
		var s textScratch
		s.tokenize([]byte(in))
		if s.stats != want || len(s.toks) != wantToks {
			t.Fatalf("tokenize(%q): got %+v, %d tokens; want %+v, %d", truncate(in), s.stats, len(s.toks), want, wantToks)
		}
	}
	f("URGENT! Call NOW", textStats{letters: 13, upper: 10, digits: 0, bangs: 1, runes: 14}, 3)
	f("ÉTÉ été Ωμέγα", textStats{letters: 11, upper: 4, runes: 11}, 3)
	f("CALL09050000327now", textStats{letters: 7, upper: 4, digits: 11, runes: 18}, 3)
	f(strings.Repeat("w ", maxTokens-1)+"1234abc def", textStats{letters: maxTokens, digits: 4, runes: maxTokens + 4}, maxTokens)
	f(strings.Repeat("w ", maxTokens-2)+"1234abc def", textStats{letters: maxTokens + 1, digits: 4, runes: maxTokens + 5}, maxTokens)
}

func truncate(s string) string {
	if len(s) > 40 {
		return s[:40] + "..."
	}
	return s
}

func TestLexiconMatch(t *testing.T) {
	e := newTextEngine(t)
	f := func(in string, wantCats ...int) {
		t.Helper()
		var s textScratch
		s.tokenize([]byte(in))
		e.text.lex.match(s.toks, &s.lex)
		for _, c := range wantCats {
			if s.lex.count[c] == 0 {
				t.Fatalf("match(%q): category %s not matched; got counts %v", in, lexCatNames[c], s.lex.count)
			}
		}
		if len(wantCats) == 0 && s.lex.distinct() != 0 {
			t.Fatalf("match(%q): got counts %v; want none", in, s.lex.count)
		}
	}
	f("Your parcel is held at customs, pay the fee now", lexDelivery, lexPayment)
	f("Votre colis est en attente de livraison, réglez les frais de port", lexDelivery, lexPayment)
	f("Su paquete está retenido en aduana", lexDelivery)
	f("Ihr Paket wartet, bitte Zollgebühr bezahlen", lexDelivery, lexPayment)
	f("Guaranteed returns: double your money with bitcoin", lexCrypto)
	f("Your computer is infected, call Microsoft support", lexTech)
	f("Vous avez gagné un iPhone, félicitations", lexPrize)
	f("Please verify your account, your password expires", lexCredentials)
	f("see you at the cinema tonight")
}

// Real scam and ham texts: spam/smishing and ham rows of sms/train.tsv, and our own
// examples in other languages (never a test row).
var (
	scamExamples = []struct {
		text string
		typ  ScamType
	}{
		{"URGENT! We are trying to contact U. Todays draw shows that you have won a £800 prize GUARANTEED. Call 09050003091 from land line. Claim C52. Valid 12hrs only", ScamLottery},
		{"Dear (paytm)customer your paytm KYC has been suspended PAY-TM office PH 8536074310 Your Paytm A/C will block within 24hr Thank you.", ScamPhishingBank},
		{"BMO have noticed unusual activites on your online account. You are required to verify your account details.www.97bmo.tk", ScamPhishingBank},
		{"Someone U know has asked our dating service 2 contact you! Cant Guess who? CALL 09058097189 NOW all will be revealed. POBox 6, LS15HB 150p", ScamRomance},
	}
	hamExamples = []string{
		"Ok lar... Joking wif u oni...",
		"I'll be there in 10 minutes, can you open the door?",
		"Sorry, I'll call later in meeting",
		"Hey, are we still on for dinner tonight at 8? Let me know.",
	}
)

func TestLayerFraud(t *testing.T) {
	e := newTextEngine(t)
	f := func(text string, wantScam bool, wantType ScamType) {
		t.Helper()
		var res Result
		e.prepare(&Request{Content: []byte(text), Type: TypeSMS}, &res)
		l := &res.Layers[LayerFraud]
		e.layerFraud(&res, l)
		if !l.Ran {
			t.Fatalf("fraud(%q): did not run", text)
		}
		if got := l.RiskScore >= threatScore; got != wantScam {
			t.Fatalf("fraud(%q): got risk %d (%s); want threat %v", text, l.RiskScore, l.Details, wantScam)
		}
		if wantScam && l.ScamType != wantType {
			t.Fatalf("fraud(%q): got type %s; want %s", text, l.ScamType, wantType)
		}
		if wantScam && res.NumReasons() == 0 {
			t.Fatalf("fraud(%q): got no reason; want one naming the evidence", text)
		}
	}
	for _, x := range scamExamples {
		f(x.text, true, x.typ)
	}
	for _, h := range hamExamples {
		f(h, false, ScamNone)
	}
	// Not SMS or e-mail: the layer does not run.
	var res Result
	e.prepare(&Request{Content: []byte("http://example.com"), Type: TypeURL}, &res)
	e.layerFraud(&res, &res.Layers[LayerFraud])
	if res.Layers[LayerFraud].Ran {
		t.Fatalf("fraud on a URL: got Ran true; want false")
	}
}

func TestLayerSemantic(t *testing.T) {
	e := newTextEngine(t)
	f := func(text string, wantMin, wantMax int) {
		t.Helper()
		var res Result
		e.prepare(&Request{Content: []byte(text), Type: TypeSMS}, &res)
		l := &res.Layers[LayerSemantic]
		e.layerSemantic(&res, l)
		if l.RiskScore < wantMin || l.RiskScore > wantMax {
			t.Fatalf("semantic(%q): got risk %d (%s); want %d-%d", text, l.RiskScore, l.Details, wantMin, wantMax)
		}
	}
	// A seed template with other numbers and a slightly different wording.
	f("URGENT! We are trying to contact U. Todays draw shows that you have won a £1500 prize GUARANTEED. Call 09050001111 from land line. Claim K61. Valid 24hrs only", 75, 100)
	// Ordinary messages: the evidence model gives its opinion, well within safe.
	for _, h := range hamExamples {
		f(h, 1, 30)
	}
}

func TestAddKnownTextRaisesSimilarity(t *testing.T) {
	e, err := New(data.FS)
	if err != nil {
		t.Fatalf("cannot build engine: %v", err)
	}
	known := "Hello, this is your grandson, I lost my phone and I am stuck abroad, please buy 3 Steam gift cards of 100 euros and send me the codes on 0612345678 today"
	near := "Hello, this is your grandson, I lost my phone and I am stuck abroad, please buy 4 Steam gift cards of 50 euros and send me the codes on 0698765432 today"
	sim := func() (float32, ScamType) {
		var res Result
		e.prepare(&Request{Content: []byte(near), Type: TypeSMS}, &res)
		l := &res.Layers[LayerSemantic]
		e.layerSemantic(&res, l)
		return res.s.t.semSim, l.ScamType
	}
	before, _ := sim()
	e.AddKnownScam(KnownScam{Content: []byte(known), Type: TypeSMS, ScamType: ScamOther, Source: "operator"})
	after, st := sim()
	if before >= semMinSim {
		t.Fatalf("similarity before adding: got %.2f; want < %.2f", before, semMinSim)
	}
	if after < semStrongSim || st != ScamOther {
		t.Fatalf("similarity after adding: got %.2f (%s); want >= %.2f (other)", after, st, semStrongSim)
	}
}

func TestLayerDeepAI(t *testing.T) {
	e := newTextEngine(t)
	f := func(text string, wantScam bool) {
		t.Helper()
		var res Result
		e.prepare(&Request{Content: []byte(text), Type: TypeSMS}, &res)
		e.layerSemantic(&res, &res.Layers[LayerSemantic])
		e.layerFraud(&res, &res.Layers[LayerFraud])
		l := &res.Layers[LayerDeepAI]
		e.layerDeepAI(&res, l)
		if !l.Ran {
			t.Fatalf("deep_ai(%q): did not run", text)
		}
		if got := l.RiskScore >= threatScore; got != wantScam {
			t.Fatalf("deep_ai(%q): got risk %d (%s); want threat %v", text, l.RiskScore, l.Details, wantScam)
		}
	}
	for _, x := range scamExamples {
		f(x.text, true)
	}
	for _, h := range hamExamples {
		f(h, false)
	}
}

func TestAnalyzeTextVerdicts(t *testing.T) {
	e := newTextEngine(t)
	f := func(text string, lang Lang, want Verdict, wantAdvice string) {
		t.Helper()
		var res Result
		e.Analyze(&Request{Content: []byte(text), Type: TypeSMS, Lang: lang}, &res)
		if res.Verdict != want {
			t.Fatalf("Analyze(%q): got verdict %s (score %d); want %s", text, res.Verdict, res.Score, want)
		}
		if !strings.Contains(res.Advice, wantAdvice) {
			t.Fatalf("Analyze(%q): got advice %q; want it to contain %q", text, res.Advice, wantAdvice)
		}
		checkReasonsAgree(t, &res)
	}
	f(scamExamples[0].text, LangEN, VerdictScam, "lottery scam")
	f(scamExamples[0].text, LangFR, VerdictScam, "loterie")
	f(scamExamples[1].text, LangFR, VerdictScam, "hameçonnage bancaire")
	f(hamExamples[2], LangEN, VerdictSafe, "No threat detected")
	f(hamExamples[2], LangFR, VerdictSafe, "Aucune menace")
	// Our own French scams: no French in the training data, the lexicon carries them.
	f("Votre colis est en attente de livraison. Réglez les frais de port de 1,99€ sous 24h: https://colis-suivi-fr.top/pay", LangFR, VerdictScam, "colis")
}

// checkReasonsAgree fails when a reason contradicts the verdict.
func checkReasonsAgree(t *testing.T, res *Result) {
	t.Helper()
	if res.NumReasons() == 0 {
		t.Fatalf("got no reasons; want at least one")
	}
	for i := 0; i < res.NumReasons(); i++ {
		r := string(res.Reason(i))
		safe := strings.HasPrefix(r, "✅")
		if safe != (res.Verdict == VerdictSafe) {
			t.Fatalf("verdict %s with reason %q: reasons must agree with the verdict", res.Verdict, r)
		}
	}
}

func TestAdviceFor(t *testing.T) {
	f := func(v Verdict, st ScamType, lang Lang, want string) {
		t.Helper()
		if got := AdviceFor(v, st, lang); !strings.Contains(got, want) {
			t.Fatalf("AdviceFor(%s, %s, %d): got %q; want it to contain %q", v, st, lang, got, want)
		}
	}
	f(VerdictSafe, ScamNone, LangEN, "No threat detected")
	f(VerdictSafe, ScamNone, LangFR, "Aucune menace")
	f(VerdictSuspect, ScamFakeDelivery, LangEN, "delivery")
	f(VerdictSuspect, ScamFakeDelivery, LangFR, "livraison")
	f(VerdictScam, ScamTechSupport, LangEN, "tech-support")
	f(VerdictScam, ScamTechSupport, LangFR, "support technique")
	f(VerdictScam, ScamInvestment, LangFR, "investissement")
	f(VerdictScam, ScamType(200), LangEN, "This is a scam")
	for v := VerdictSafe; v <= VerdictScam; v++ {
		for st := ScamNone; st < numScamTypes; st++ {
			for _, lang := range []Lang{LangEN, LangFR} {
				if AdviceFor(v, st, lang) == "" {
					t.Fatalf("AdviceFor(%s, %s, %d): got empty advice", v, st, lang)
				}
			}
		}
	}
}

func TestExplainSummaryReasons(t *testing.T) {
	e := newTextEngine(t)
	f := func(score int, lang Lang, wantPrefix string) {
		t.Helper()
		var res Result
		res.Type = TypeSMS
		res.Score = score
		res.Verdict = VerdictFor(score)
		res.Layers[LayerFraud] = Layer{Ran: true, RiskScore: score, Confidence: 0.5}
		e.explain(&Request{Lang: lang}, &res)
		if res.NumReasons() != 1 || !strings.HasPrefix(string(res.Reason(0)), wantPrefix) {
			t.Fatalf("explain(score %d): got %d reasons, first %q; want one starting %q", score, res.NumReasons(), res.Reason(0), wantPrefix)
		}
	}
	f(5, LangEN, "✅ No threat detected (checked: fraud)")
	f(5, LangFR, "✅ Aucune menace détectée (vérifié : fraude)")
	f(45, LangEN, "⚠️ Weak signals from several layers: fraud 45")
	f(45, LangFR, "⚠️ Signaux faibles de plusieurs couches : fraude 45")
}

func TestDecodeModelErrors(t *testing.T) {
	f := func(b []byte) {
		t.Helper()
		if _, err := decodeLinear(b, 1); err == nil {
			t.Fatalf("decodeLinear(%q): got no error; want one", b)
		}
	}
	f(nil)
	f([]byte("SCLM"))
	f([]byte("XXXX\x01\x00\x00\x00\x10\x00\x00\x00\x01\x00\x00\x00"))
	// Valid header, one class, bias, count 1 but no entry.
	f([]byte("SCLM\x01\x00\x00\x00\x10\x00\x00\x00\x01\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x00"))
}

func TestIsASCII(t *testing.T) {
	f := func(in string, want bool) {
		t.Helper()
		if got := isASCII([]byte(in)); got != want {
			t.Fatalf("isASCII(%q) = %v; want %v", in, got, want)
		}
	}
	f("", true)
	f("plain ascii text, longer than eight bytes", true)
	f("\x7f\x00\x01", true)
	f("é", false)
	f("12345678é", false)    // in the tail
	f("1234é5678abc", false) // in a word
	f("abcdefgh\x80", false)
	// A non-ASCII byte at each position of a 32-byte block and of what follows.
	for i := range 80 {
		b := []byte(strings.Repeat("a", 80))
		f(string(b), true)
		b[i] = 0x80
		f(string(b), false)
	}
}

// TestAdviceIsAdviceFor: every analysis's advice is AdviceFor of its verdict, scam
// type and language, which the server's result cache relies on to store neither.
func TestAdviceIsAdviceFor(t *testing.T) {
	e := newTextEngine(t)
	reqs := append(mixedRequests(), Request{Content: []byte(email700)}, Request{Content: []byte("+447700900123")},
		Request{Content: []byte(scam160), Type: TypeSMS}, Request{Content: []byte(sms160), Type: TypeSMS},
		Request{Content: []byte("Hi mum, this is my new number"), Type: TypeSMS}) // a suspect opener
	var res Result
	seen := map[Verdict]bool{}
	for i := range reqs {
		for _, lang := range []Lang{LangEN, LangFR} {
			req := reqs[i]
			req.Lang = lang
			e.Analyze(&req, &res)
			seen[res.Verdict] = true
			if want := AdviceFor(res.Verdict, res.ScamType, lang); res.Advice != want {
				t.Fatalf("%q in language %d: got advice %q; want AdviceFor(%s, %s) = %q", req.Content, lang, res.Advice, res.Verdict, res.ScamType, want)
			}
		}
	}
	if len(seen) != 3 {
		t.Fatalf("the analyses gave the verdicts %v; want all three, so that every kind of advice is compared", seen)
	}
}

// sharedSMSLines returns the lines of the shared labelled SMS files (sms/*.tsv under
// $SCAMCHECK_DATA, or ../../shared/data beside the repository), or none, logged,
// when they are not there.
func sharedSMSLines(t testing.TB) []string {
	t.Helper()
	dir := os.Getenv("SCAMCHECK_DATA")
	if dir == "" {
		dir = "../../shared/data"
	}
	files, _ := filepath.Glob(filepath.Join(dir, "sms", "*.tsv"))
	if len(files) == 0 {
		t.Logf("no SMS data in %s", dir)
	}
	var lines []string
	for _, file := range files {
		b, err := os.ReadFile(file)
		if err != nil {
			t.Fatalf("cannot read %s: %v", file, err)
		}
		lines = append(lines, strings.Split(string(b), "\n")...)
	}
	return lines
}

// TestDeepModelFile: the deep_ai file decodes into several members, each with
// its wording embedding, whose mean is the prediction; a file of the version
// before the embedding, a truncated one or one with trailing bytes is refused.
func TestDeepModelFile(t *testing.T) {
	b, err := fs.ReadFile(data.FS, "text/deep.bin")
	if err != nil {
		t.Fatal(err)
	}
	d, err := decodeDeep(b, "deep.bin")
	if err != nil {
		t.Fatal(err)
	}
	if len(d.members) < 2 {
		t.Fatalf("got %d members; want an ensemble", len(d.members))
	}
	var x [NumDeepFeatures]float32
	x[evAskCard] = 1
	var sum float32
	for i, m := range d.members {
		if m.embDim == 0 || len(m.emb) != m.embDim<<m.embBits {
			t.Fatalf("member %d: embedding %d x %d bits, %d values", i, m.embDim, m.embBits, len(m.emb))
		}
		sum += m.predict(x[:], []uint64{1, 2, 3})
	}
	if got, want := d.predict(x[:], []uint64{1, 2, 3}), sum/float32(len(d.members)); got != want {
		t.Errorf("predict = %v; want the members' mean %v", got, want)
	}
	// The wording moves the output: the same evidence with other n-grams.
	m := d.members[0]
	p1 := m.predict(x[:], []uint64{1, 2, 3})
	p2 := m.predict(x[:], []uint64{0x9e3779b97f4a7c15, 0xbf58476d1ce4e5b9})
	if p1 == p2 {
		t.Errorf("predict ignores the n-grams: %v for both", p1)
	}
	old := append([]byte(nil), b...)
	old[4] = 1 // version 1: no embedding
	for name, bad := range map[string][]byte{
		"version 1": old, "truncated": b[:len(b)-4], "trailing": append(append([]byte(nil), b...), 0, 0, 0, 0),
		"empty": nil,
	} {
		if _, err := decodeDeep(bad, name); err == nil {
			t.Errorf("%s: decoded; want an error", name)
		}
	}
}
