package server

import (
	"time"

	"scamcheck/engine"
	"scamcheck/server/store"
)

// Test-environment fixtures (D17): test keys never run a real analysis. Like a
// payment API's test card numbers, a marker in the content selects the result;
// docs/api.md lists them. Every field of the full shape is present.

// fixture is one simulated check result.
type fixture struct {
	marker     string // matched case-insensitively anywhere in the content; "" matches all
	score      int
	confidence float64
	scamType   engine.ScamType
	brand      []byte
	layers     [engine.NumLayers]layerResult
	reasons    [2][][]byte // by engine.Lang
	advice     [2][]byte   // by engine.Lang
}

func simulated(risk int, conf float64, details string) layerResult {
	return layerResult{risk: risk, confidence: conf, threat: risk >= 50, details: []byte(details)}
}

// The layer results most fixtures share.
var (
	noKnownScam  = simulated(0, 0, "test fixture: no known-scam match")
	noReports    = simulated(0, 0, "test fixture: no community reports")
	nothingFound = simulated(0, 0, "test fixture: nothing found")
	notNeeded    = simulated(0, 0, "not needed: fast layers conclusive")
)

// fixtures are tried in order; the last one matches everything.
var fixtures = [...]fixture{
	{
		marker: "scam-test", score: 92, confidence: 0.95, scamType: engine.ScamPhishingBank,
		brand: []byte("ScamCheck Test Bank"),
		layers: [engine.NumLayers]layerResult{
			noKnownScam,
			simulated(90, 0.9, "test fixture: typosquatting, brand impersonation"),
			simulated(85, 0.85, "test fixture: similar to known scam texts"),
			simulated(88, 0.9, "test fixture: phishing_bank"),
			noReports,
			notNeeded,
		},
		reasons: [2][][]byte{
			{[]byte("🧪 Test fixture: the content contains scam-test"), []byte("🎣 Simulated brand impersonation of ScamCheck Test Bank")},
			{[]byte("🧪 Cas de test : le contenu contient scam-test"), []byte("🎣 Usurpation simulée de la marque ScamCheck Test Bank")},
		},
		advice: [2][]byte{
			[]byte("Simulated scam: do not click links or share personal or banking details."),
			[]byte("Arnaque simulée : ne cliquez sur aucun lien et ne communiquez aucune donnée personnelle ou bancaire."),
		},
	},
	{
		marker: "suspect-test", score: 50, confidence: 0.6, scamType: engine.ScamPhishingOther,
		layers: [engine.NumLayers]layerResult{
			noKnownScam,
			simulated(55, 0.6, "test fixture: suspicious TLD"),
			simulated(0, 0, "test fixture: nothing similar"),
			simulated(40, 0.5, "test fixture: weak phishing_other signals"),
			noReports,
			simulated(50, 0.55, "test fixture: grey zone"),
		},
		reasons: [2][][]byte{
			{[]byte("🧪 Test fixture: the content contains suspect-test")},
			{[]byte("🧪 Cas de test : le contenu contient suspect-test")},
		},
		advice: [2][]byte{
			[]byte("Simulated suspicious content: check the sender through a channel you trust before acting."),
			[]byte("Contenu suspect simulé : vérifiez l'expéditeur par un canal de confiance avant d'agir."),
		},
	},
	{
		score: 5, confidence: 0.95,
		layers: [engine.NumLayers]layerResult{
			noKnownScam,
			nothingFound,
			nothingFound,
			nothingFound,
			noReports,
			notNeeded,
		},
		reasons: [2][][]byte{
			{[]byte("✅ No threat detected (test fixture)")},
			{[]byte("✅ Aucune menace détectée (cas de test)")},
		},
		advice: [2][]byte{
			[]byte("Simulated safe result: no action needed."),
			[]byte("Résultat sûr simulé : aucune action nécessaire."),
		},
	},
}

// fixtureResult fills c with the simulated result for content, without id,
// created_at and cached.
func fixtureResult(c *checkResult, content string, lang engine.Lang) {
	f := &fixtures[len(fixtures)-1]
	for i := range fixtures {
		if containsFold(content, fixtures[i].marker) {
			f = &fixtures[i]
			break
		}
	}
	c.score, c.verdict, c.confidence, c.scamType, c.brand = f.score, engine.VerdictFor(f.score), f.confidence, f.scamType, f.brand
	c.layers = f.layers
	c.concordant = 0
	for i := range f.layers {
		if f.layers[i].threat {
			c.concordant++
		}
	}
	c.boost = c.concordant >= 3
	c.reasons = append(c.reasons[:0], f.reasons[lang]...)
	c.advice = f.advice[lang]
	c.analysisMs = 0
	c.cached = false
}

// containsFold reports whether s contains the lower-case ASCII marker, ignoring
// ASCII case. The empty marker matches everything.
func containsFold(s, marker string) bool {
	if marker == "" {
		return true
	}
	for i := 0; i+len(marker) <= len(s); i++ {
		j := 0
		for j < len(marker) && lowerASCII(s[i+j]) == marker[j] {
			j++
		}
		if j == len(marker) {
			return true
		}
	}
	return false
}

// fixtureScams is what GET /v1/scams lists for test keys (D18), newest first.
var fixtureScams = []store.KnownScam{
	{ID: "scm_test_phishing_bank", ScamType: "phishing_bank", Brand: "ScamCheck Test Bank", Score: 95, ReportCount: 12,
		Confirmed: true, FirstSeenAt: time.Date(2026, 1, 15, 9, 30, 0, 0, time.UTC)},
	{ID: "scm_test_fake_delivery", ScamType: "fake_delivery", Score: 88, ReportCount: 5,
		Confirmed: true, FirstSeenAt: time.Date(2026, 1, 10, 14, 0, 0, 0, time.UTC)},
	{ID: "scm_test_investment_scam", ScamType: "investment_scam", Score: 80, ReportCount: 3,
		Confirmed: true, FirstSeenAt: time.Date(2026, 1, 5, 8, 45, 0, 0, time.UTC)},
	{ID: "scm_test_romance_scam", ScamType: "romance_scam", Score: 55, ReportCount: 1,
		Confirmed: false, FirstSeenAt: time.Date(2026, 1, 1, 20, 15, 0, 0, time.UTC)},
}

func lowerASCII(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}
