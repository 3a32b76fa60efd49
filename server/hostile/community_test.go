package hostile

import (
	"encoding/json"
	"os/exec"
	"strings"
	"testing"
)

// TestCommunityCannotBrandALegitimateSite: a few accounts reporting a brand's own
// page, a page on a popular domain or a small business's site cannot make it a scam
// for everyone: the first two stay safe with their reports shown as under review,
// the third is neither a scam nor confirmed; test-key reports never count; the
// operator's list, through the admin API and the reports subcommand, shows the
// reports under review first.
func TestCommunityCannotBrandALegitimateSite(t *testing.T) {
	p := start(t, t.TempDir(), startOpts{})
	business := func() (live, test string) {
		a := p.mustAdmin(t, "POST", "/admin/v1/accounts", map[string]any{"name": "smb", "plan": "business"}, 201)
		id, _ := a["id"].(string)
		l := p.mustAdmin(t, "POST", "/admin/v1/accounts/"+id+"/keys", map[string]any{"name": "live", "type": "live"}, 201)
		k := p.mustAdmin(t, "POST", "/admin/v1/accounts/"+id+"/keys", map[string]any{"name": "test", "type": "test"}, 201)
		live, _ = l["key"].(string)
		test, _ = k["key"].(string)
		return live, test
	}
	report := func(key, url string) {
		t.Helper()
		status, _, out, err := p.post("/v1/report", key, `{"content":"`+url+`","content_type":"url","scam_type":"phishing_other"}`, nil)
		if err != nil || status != 201 {
			t.Fatalf("report %s: got %d %v %s; want 201", url, status, err, out)
		}
	}
	type layer struct {
		Name    string `json:"name"`
		Risk    int    `json:"risk_score"`
		Details string `json:"details"`
	}
	checker, _ := business()
	check := func(url string) (string, layer) {
		t.Helper()
		status, _, out, err := p.post("/v1/check", checker, `{"content":"`+url+`","type":"url"}`, nil)
		if err != nil || status != 200 {
			t.Fatalf("check %s: got %d %v %s; want 200", url, status, err, out)
		}
		var r struct {
			Verdict string  `json:"verdict"`
			Layers  []layer `json:"layers"`
		}
		if err := json.Unmarshal(out, &r); err != nil || len(r.Layers) != 6 || r.Layers[4].Name != "community" {
			t.Fatalf("check %s: got %s; want a check result", url, out)
		}
		return r.Verdict, r.Layers[4]
	}
	var lives, tests []string
	for range 5 {
		l, k := business()
		lives, tests = append(lives, l), append(tests, k)
	}

	const shop = "http://corner-bakery-orders.com/order"
	for _, k := range lives {
		report(k, shop)
	}
	protected := []string{"https://www.paypal.com/signin", "https://docs.google.com/forms/d/e/1FAIpQLSfx/viewform"}
	for _, url := range protected {
		for _, k := range lives[:3] {
			report(k, url)
		}
		verdict, l := check(url)
		if verdict != "safe" || l.Risk != 0 || !strings.Contains(l.Details, "under review") {
			t.Fatalf("%s reported by 3 accounts: got %s, community %+v; want safe, risk 0, under review", url, verdict, l)
		}
	}
	if verdict, l := check(shop); verdict == "scam" {
		t.Fatalf("a small business's site reported by 5 new accounts: got scam (community %+v); want no scam", l)
	}
	status, _, out, err := do("GET", "http://"+p.public+"/v1/scams", map[string]string{"X-API-Key": checker}, nil)
	if err != nil || status != 200 || !strings.Contains(string(out), `"data":[]`) {
		t.Fatalf("GET /v1/scams: got %d %v %s; want no confirmed scam", status, err, out)
	}

	const other = "http://harbour-view-guesthouse.com/rooms"
	for _, k := range tests {
		report(k, other)
	}
	if _, l := check(other); l.Risk != 0 {
		t.Fatalf("5 test-key reports: got community %+v; want risk 0", l)
	}

	// Operators see the reports under review first.
	wantOrder := func(where string, body []byte) {
		t.Helper()
		var v struct {
			Data []struct {
				Content     string `json:"content"`
				Env         string `json:"env"`
				UnderReview bool   `json:"under_review"`
			} `json:"data"`
		}
		if err := json.Unmarshal(body, &v); err != nil {
			t.Fatalf("%s: got %s; want {data}", where, body)
		}
		n := 0
		for i, r := range v.Data {
			isProtected := r.Env == "live" && (r.Content == protected[0] || r.Content == protected[1])
			if r.UnderReview != isProtected || r.UnderReview && i != n {
				t.Fatalf("%s: report %d %+v; want the 6 live reports on protected pages first, under review", where, i, r)
			}
			if r.UnderReview {
				n++
			}
		}
		if n != 6 {
			t.Fatalf("%s: got %d reports under review; want 6", where, n)
		}
	}
	_, _, out, err = do("GET", "http://"+p.admin+"/admin/v1/reports?status=pending", map[string]string{"Authorization": "Bearer " + p.token}, nil)
	if err != nil {
		t.Fatal(err)
	}
	wantOrder("GET /admin/v1/reports", out)
	cmd := exec.Command(binPath, "reports", "list", "--status", "pending", "--admin-addr", p.admin, "--admin-token", p.token)
	out, err = cmd.Output()
	if err != nil {
		t.Fatalf("scamcheck reports list: %v %s", err, out)
	}
	wantOrder("scamcheck reports list", out)
}
