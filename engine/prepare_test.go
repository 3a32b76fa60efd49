package engine

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"strings"
	"testing"
)

// TestPrepareThenAnalyzePrepared checks the two-step API on every kind of content:
// Prepare gives the type and normalized form of Normalize and nothing else, and
// Prepare then AnalyzePrepared, on a Result dirtied by an earlier call, gives the
// same Result as Analyze on a fresh one.
func TestPrepareThenAnalyzePrepared(t *testing.T) {
	e := newTextEngine(t)
	var reused Result // dirtied by the previous content, as a pooled Result is
	f := func(content string, typ ContentType, lang Lang) {
		t.Helper()
		req := &Request{Content: []byte(content), Type: typ, Lang: lang, Now: 1_800_000_000}

		e.Prepare(req, &reused)
		norm, ntyp := e.Normalize(nil, req.Content, typ)
		if reused.Type != ntyp || !bytes.Equal(reused.Normalized, norm) {
			t.Fatalf("Prepare(%q, %v): got %v %q; want %v %q (Normalize)", content, typ, reused.Type, reused.Normalized, ntyp, norm)
		}
		if d := notReset(&reused); d != "" {
			t.Fatalf("Prepare(%q, %v): got %s; want only the type and normalized form set", content, typ, d)
		}
		e.AnalyzePrepared(req, &reused)

		var fresh Result
		e.Analyze(req, &fresh)
		if d := diffResults(&reused, &fresh); d != "" {
			t.Fatalf("Prepare+AnalyzePrepared(%q, %v): got %s; want the Result of Analyze", content, typ, d)
		}
	}
	table := []struct {
		content string
		typ     ContentType
	}{
		{"https://www.paypal.com/myaccount/summary?ref=a1", TypeURL},
		{"http://paypal.com.secure-login.xyz/webscr/verify?cmd=login", TypeURL},
		{"https://аррӏе.com/id/signin", TypeURL},
		{"not a url at all", TypeURL},
		{sms160, TypeSMS},
		{scam160, TypeSMS},
		{"Your parcel is held. Call +44 7700 900123 or 06 12 34 56 78 today, or pay at https://royalmail-redelivery.info", TypeSMS},
		{"Ihr Paket wartet. Rufen Sie +49 1512 3456789 an", TypeSMS},
		{email700, TypeEmail},
		{"+447700900123", TypePhone},
		{"+49 1512 3456789", TypePhone},
		{"06 12 34 56 78", TypePhone},
		{"12", TypePhone},
		{"", TypeSMS},
	}
	for i, c := range table {
		f(c.content, c.typ, Lang(i%2))
		f(c.content, TypeUnknown, Lang(i%2))
	}
	// The hand-labelled texts, as SMS and with the type detected.
	for i, text := range labelledTexts(t) {
		f(text, TypeSMS, Lang(i%2))
		f(text, TypeUnknown, Lang(i%2))
	}
}

// labelledTexts returns the texts of data/text/labelled.tsv.
func labelledTexts(t *testing.T) []string {
	t.Helper()
	b, err := os.ReadFile("../data/text/labelled.tsv")
	if err != nil {
		t.Fatalf("cannot read text/labelled.tsv: %v", err)
	}
	var texts []string
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		texts = append(texts, line[strings.LastIndexByte(line, '\t')+1:])
	}
	if len(texts) < 100 {
		t.Fatalf("text/labelled.tsv: got %d texts; want at least 100", len(texts))
	}
	return texts
}

// notReset describes what in r, other than Type and Normalized, differs from a
// Reset Result, or returns "".
func notReset(r *Result) string {
	c := *r
	c.Type, c.Normalized = TypeUnknown, nil
	var zero Result
	zero.Reset()
	return diffResults(&c, &zero)
}

// diffResults describes the first difference between a and b in what Analyze
// reports (every field but the layer times), or returns "".
func diffResults(a, b *Result) string {
	if a.Type != b.Type || !bytes.Equal(a.Normalized, b.Normalized) {
		return fmt.Sprintf("type %v %q vs %v %q", a.Type, a.Normalized, b.Type, b.Normalized)
	}
	if a.Score != b.Score || a.Verdict != b.Verdict || a.Confidence != b.Confidence ||
		a.ScamType != b.ScamType || a.Brand != b.Brand || a.Concordant != b.Concordant ||
		a.Boost != b.Boost || a.Advice != b.Advice {
		return fmt.Sprintf("score %d %v %v %v %q %d %v %q vs %d %v %v %v %q %d %v %q",
			a.Score, a.Verdict, a.Confidence, a.ScamType, a.Brand, a.Concordant, a.Boost, a.Advice,
			b.Score, b.Verdict, b.Confidence, b.ScamType, b.Brand, b.Concordant, b.Boost, b.Advice)
	}
	for i := range a.Layers {
		la, lb := a.Layers[i], b.Layers[i]
		if la.RiskScore != lb.RiskScore || la.Confidence != lb.Confidence || la.IsThreat != lb.IsThreat ||
			la.Ran != lb.Ran || !bytes.Equal(la.Details, lb.Details) || la.ScamType != lb.ScamType || la.Brand != lb.Brand {
			return fmt.Sprintf("layer %s: %d %v %v %v %q %v %q vs %d %v %v %v %q %v %q", LayerNames[i],
				la.RiskScore, la.Confidence, la.IsThreat, la.Ran, la.Details, la.ScamType, la.Brand,
				lb.RiskScore, lb.Confidence, lb.IsThreat, lb.Ran, lb.Details, lb.ScamType, lb.Brand)
		}
	}
	if a.NumReasons() != b.NumReasons() {
		return fmt.Sprintf("%d reasons vs %d", a.NumReasons(), b.NumReasons())
	}
	for i := range a.NumReasons() {
		if !bytes.Equal(a.Reason(i), b.Reason(i)) {
			return fmt.Sprintf("reason %d %q vs %q", i, a.Reason(i), b.Reason(i))
		}
	}
	return ""
}
