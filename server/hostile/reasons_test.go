package hostile

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode"
)

// checked is the part of a check result the reasons tests read.
type checked struct {
	Verdict string `json:"verdict"`
	Layers  []struct {
		Name    string `json:"name"`
		Details string `json:"details"`
	} `json:"layers"`
	Reasons []string `json:"reasons"`
	Advice  string   `json:"advice"`
}

// checkIn checks content with the shared account's live key, in French when fr.
func checkIn(t *testing.T, p *proc, key, content, typ string, fr bool) checked {
	t.Helper()
	body, _ := json.Marshal(map[string]string{"content": content, "type": typ})
	hdr := map[string]string{"Accept-Language": "en-GB,en;q=0.9"}
	if fr {
		hdr["Accept-Language"] = "fr-FR,fr;q=0.9,en;q=0.5"
	}
	status, _, out, err := p.post("/v1/check", key, string(body), hdr)
	if err != nil || status != 200 {
		t.Fatalf("check %q: got %d %v %.300q; want 200", content, status, err, out)
	}
	if err := checkResult(out); err != nil {
		t.Fatalf("check %q: %v", content, err)
	}
	var r checked
	if err := json.Unmarshal(out, &r); err != nil || len(r.Layers) != len(layerNames) {
		t.Fatalf("check %q: got %.300q; want a check result", content, out)
	}
	return r
}

// TestReasonsInTheRequestLanguage: with Accept-Language: fr every reason and the
// advice are French, for a brand in a link's host, a risky TLD, a premium-rate
// number, a lottery SMS, a phishing e-mail, a content reported by the community and
// one an operator confirmed; in English the same contents give English reasons.
func TestReasonsInTheRequestLanguage(t *testing.T) {
	p, a := shared(t)
	reported := "http://fr-reasons-" + randomHex(6) + ".top/login"
	status, _, out, err := p.post("/v1/report", a.live, `{"content":"`+reported+`","content_type":"url","scam_type":"phishing_other"}`, nil)
	if err != nil || status != 201 {
		t.Fatalf("report %s: got %d %v %s; want 201", reported, status, err, out)
	}
	confirmed := "Your parcel " + randomHex(4) + " is held at the depot, reply YES to book a new slot"
	status, _, out, err = p.post("/v1/report", a.live, `{"content":"`+confirmed+`","content_type":"sms","scam_type":"fake_delivery"}`, nil)
	var rep struct {
		ID string `json:"id"`
	}
	if err != nil || status != 201 || json.Unmarshal(out, &rep) != nil || rep.ID == "" {
		t.Fatalf("report %q: got %d %v %s; want 201 with an id", confirmed, status, err, out)
	}
	p.mustAdmin(t, "POST", "/admin/v1/reports/"+rep.ID+"/confirm", nil, 200)

	cases := []struct {
		content, typ string
		en, fr       string // in one of the reasons
	}{
		{"https://colissimo-relais.xyz", "url", "uses the name of Colissimo but is not one of its domains",
			"reprend le nom de Colissimo mais n'est pas l'un de ses domaines (officiel : colissimo.fr)"},
		{"https://colissimo-relais.xyz", "url", "The domain ending .xyz", "L'extension de domaine .xyz"},
		{"+44 9061701461", "phone", "Premium-rate number", "Numéro surtaxé"},
		{"Congratulations! You have won a £1000 prize. Call 09061701461 to claim.", "sms", "Wording typical of a scam", "Formulation typique d'une arnaque"},
		{"From: PayPal <service@paypa1.com>\nSubject: Account\n\nVerify your account at http://paypa1.com/login", "email",
			"with look-alike characters", "avec des caractères sosies"},
		{reported, "url", "Reported by 1 community member(s) for this content", "Signalé par 1 membre de la communauté pour ce contenu"},
		{confirmed, "sms", "this exact content was confirmed as a scam (operator)", "ce contenu exact a été confirmé comme une arnaque (opérateur)"},
		{"https://www.google.com", "url", "No threat detected", "Aucune menace détectée (vérifié : cache, hameçonnage, communauté)"},
	}
	for _, c := range cases {
		for _, fr := range []bool{false, true} {
			r := checkIn(t, p, a.live, c.content, c.typ, fr)
			want := c.en
			if fr {
				want = c.fr
			}
			found := false
			for _, reason := range r.Reasons {
				found = found || strings.Contains(reason, want)
				if w := englishIn(reason); fr && w != "" {
					t.Errorf("%q in French: reason %q has the English word %q", c.content, reason, w)
				}
				if !fr && strings.ContainsAny(reason, "éèàç«»") {
					t.Errorf("%q in English: reason %q has French in it", c.content, reason)
				}
			}
			if !found {
				t.Errorf("%q (French %v): got reasons %q; want one containing %q", c.content, fr, r.Reasons, want)
			}
			if w := englishIn(r.Advice); fr && w != "" {
				t.Errorf("%q in French: advice %q has the English word %q", c.content, r.Advice, w)
			}
		}
	}
}

// englishIn returns an English word of s outside its quotes ("…", « … ») and
// outside host names and identifiers, or "".
func englishIn(s string) string {
	var b strings.Builder
	quote := rune(0)
	for _, c := range s {
		switch {
		case quote == 0 && (c == '"' || c == '«'):
			quote = c
		case quote == '"' && c == '"', quote == '«' && c == '»':
			quote = 0
		case quote == 0:
			b.WriteRune(c)
		}
	}
	for _, f := range strings.FieldsFunc(b.String(), func(c rune) bool {
		return unicode.IsSpace(c) || strings.ContainsRune("()[],;:!?", c)
	}) {
		f = strings.ToLower(strings.TrimRight(f, "."))
		switch f {
		case "the", "uses", "link", "domain", "is", "and", "official", "with", "this", "for", "by", "scam", "number", "of":
			return f
		}
	}
	return ""
}
