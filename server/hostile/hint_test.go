package hostile

import (
	"encoding/json"
	"testing"
)

// TestTypeHintNeverHidesEvidence: a type hint the content cannot have at all is
// refused with 400 {field: "type"} (batch: with the item's index), with live and
// test keys alike; an accepted hint still lets every link and number be analysed.
func TestTypeHintNeverHidesEvidence(t *testing.T) {
	p, a := shared(t)
	const (
		lottery = "Congratulations! You have won a £1000 prize. Call 09061701461 to claim."
		typo    = "http://paypa1-secure-login.com"
	)
	refused := func(key, path, body string, index int) {
		t.Helper()
		status, hdr, out, err := p.post(path, key, body, nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := checkD11(status, hdr, out, 400, "INVALID_REQUEST"); err != nil {
			t.Fatalf("%s %s: %v", path, body, err)
		}
		var v struct {
			Error struct {
				Details struct {
					Index  *int   `json:"index"`
					Field  string `json:"field"`
					Reason string `json:"reason"`
				} `json:"details"`
			} `json:"error"`
		}
		_ = json.Unmarshal(out, &v)
		d := v.Error.Details
		if d.Field != "type" || d.Reason == "" {
			t.Fatalf("%s %s: got details %+v; want field type with a reason", path, body, d)
		}
		if (index < 0) != (d.Index == nil) || d.Index != nil && *d.Index != index {
			t.Fatalf("%s %s: got index %v; want %d (-1: none)", path, body, d.Index, index)
		}
	}
	for _, key := range []string{a.live, a.test} {
		refused(key, "/v1/check", `{"content":"`+lottery+`","type":"url"}`, -1)
		refused(key, "/v1/check", `{"content":"`+typo+`","type":"phone"}`, -1)
		refused(key, "/v1/batch", `{"items":[{"content":"hello"},{"content":"`+lottery+`","type":"url"}]}`, 1)
		refused(key, "/v1/batch", `{"items":[{"content":"`+typo+`","type":"phone"}]}`, 0)
	}

	verdict := func(body string) string {
		t.Helper()
		status, _, out, err := p.post("/v1/check", a.live, body, nil)
		if err != nil || status != 200 {
			t.Fatalf("check %s: got %d %v %.300q; want 200", body, status, err, out)
		}
		var r struct {
			Verdict string `json:"verdict"`
		}
		_ = json.Unmarshal(out, &r)
		return r.Verdict
	}
	for _, body := range []string{
		`{"content":"` + typo + `","type":"sms"}`,   // a bare URL sent as sms gets the URL analysis
		`{"content":"` + typo + `","type":"email"}`, // and as email
		`{"content":"Log in at ` + typo + ` today","type":"url"}`,
		`{"content":"` + lottery + `","type":"phone"}`, // a message with a number is read as a message
		`{"content":"` + lottery + `","type":"email"}`,
	} {
		if got := verdict(body); got != "scam" {
			t.Fatalf("check %s: got verdict %s; want scam", body, got)
		}
	}
}
