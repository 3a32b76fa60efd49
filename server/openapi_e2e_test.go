package server

import (
	"bufio"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/legacy"

	"scamcheck/server/dashboard"
	"scamcheck/server/openapi"
	"scamcheck/server/openapi/openapitest"
)

// conformance sends requests to a real server and checks every answer against the
// OpenAPI document, recording which documented (operation, status) pairs were seen.
type conformance struct {
	t      *testing.T
	ts     *testServer
	v      *openapitest.Validator
	router routers.Router
	seen   map[string]bool // "METHOD /path/{template} status"
}

func newConformance(t *testing.T, ts *testServer) *conformance {
	t.Helper()
	v, err := openapitest.New()
	if err != nil {
		t.Fatalf("cannot build the validator: %v", err)
	}
	router, err := legacy.NewRouter(v.Doc())
	if err != nil {
		t.Fatalf("cannot build the router: %v", err)
	}
	return &conformance{t: t, ts: ts, v: v, router: router, seen: map[string]bool{}}
}

// record validates one exchange and notes its operation and status.
func (c *conformance) record(req *http.Request, resp *http.Response, body []byte) {
	c.t.Helper()
	c.v.Assert(c.t, req, resp, body)
	if route, _, err := c.router.FindRoute(req); err == nil {
		c.seen[req.Method+" "+route.Path+" "+strconv.Itoa(resp.StatusCode)] = true
	}
}

// do sends a request (a body as JSON unless a Content-Type header is given) and
// returns the answer, checked against the document, and fails unless its status is want.
func (c *conformance) do(want int, method, url, body string, headers ...string) *response {
	c.t.Helper()
	req, resp, raw := send(c.t, method, url, body, headers...)
	c.record(req, resp, raw)
	r := &response{status: resp.StatusCode, header: resp.Header, raw: raw}
	if resp.StatusCode != want {
		c.t.Fatalf("%s %s: got status %d; want %d; body %s", method, url, resp.StatusCode, want, raw)
	}
	if strings.HasPrefix(resp.Header.Get("Content-Type"), "application/json") {
		if err := json.Unmarshal(raw, &r.body); err != nil {
			c.t.Fatalf("%s %s: answer is not a JSON object: %v", method, url, err)
		}
	}
	return r
}

// pub calls the public API with an API key.
func (c *conformance) pub(want int, method, path, key, body string, headers ...string) *response {
	c.t.Helper()
	return c.do(want, method, c.ts.base+path, body, append([]string{"X-API-Key", key}, headers...)...)
}

// adm calls the admin API with the operator token.
func (c *conformance) adm(want int, method, path, body string, headers ...string) *response {
	c.t.Helper()
	return c.do(want, method, c.ts.admin+path, body, append([]string{"Authorization", "Bearer " + testOperatorToken}, headers...)...)
}

// tooLarge announces a body over 1 MiB on a raw connection to addr: the server
// answers 413 on the headers alone.
func (c *conformance) tooLarge(addr, method, path string, headers ...string) {
	c.t.Helper()
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		c.t.Fatalf("cannot connect: %v", err)
	}
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(30 * time.Second))
	req := method + " " + path + " HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1048577\r\n"
	for i := 0; i+1 < len(headers); i += 2 {
		req += headers[i] + ": " + headers[i+1] + "\r\n"
	}
	if _, err := io.WriteString(conn, req+"\r\n{"); err != nil {
		c.t.Fatalf("cannot write request: %v", err)
	}
	hreq, _ := http.NewRequest(method, "http://"+addr+path, nil)
	resp, err := http.ReadResponse(bufio.NewReader(conn), hreq)
	if err != nil {
		c.t.Fatalf("cannot read answer: %v", err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	c.record(hreq, resp, raw)
	if resp.StatusCode != 413 {
		c.t.Fatalf("%s %s with a 1 MiB+ body: got status %d; want 413; body %s", method, path, resp.StatusCode, raw)
	}
}

// methodNotAllowed sends each documented path a method it does not take and checks
// the 405 and its Allow header, which must list the path's documented methods
// (and HEAD wherever GET is). The 405 documented on each operation is about its
// path, so every operation of the path is marked seen.
func (c *conformance) methodNotAllowed() {
	c.t.Helper()
	for path, item := range c.v.Doc().Paths.Map() {
		base := c.ts.base
		if len(item.Servers) > 0 { // the admin listener
			base = c.ts.admin
		}
		var allow []string
		for method := range item.Operations() {
			allow = append(allow, method)
			if method == http.MethodGet {
				allow = append(allow, http.MethodHead)
			}
		}
		url := base + strings.ReplaceAll(strings.ReplaceAll(path, "{", ""), "}", "")
		r := c.do(405, http.MethodPut, url, "")
		got := strings.Split(r.header.Get("Allow"), ", ")
		slices.Sort(allow)
		slices.Sort(got)
		if !slices.Equal(got, allow) {
			c.t.Fatalf("PUT %s: got Allow %v; want the documented methods %v", path, got, allow)
		}
		for method := range item.Operations() {
			c.seen[method+" "+path+" 405"] = true
		}
	}
}

// unreachable are documented answers no test can cause without breaking the
// server: 500 is a bug by definition, and these endpoints touch no store, so a
// store outage cannot make them answer 503 (the document keeps it as a promise
// clients must handle).
var unreachable = map[string]bool{
	"GET /v1/scams 503":        true,
	"GET /admin/v1/scams 503":  true,
	"POST /admin/v1/check 503": true,
}

// TestOpenAPIConformance drives every public and admin operation through its
// success and each documented error, and checks every answer against the OpenAPI
// document, so that the document cannot drift from the code.
func TestOpenAPIConformance(t *testing.T) {
	clk := newTestClock()
	ts := startServerWith(t, t.TempDir(), clk, func(cfg *Config) {
		cfg.OpenAPI = openapi.JSON
		cfg.Dashboard = dashboard.FS
	})
	c := newConformance(t, ts)
	pub, adm := c.pub, c.adm
	none := func(want int, method, url, body string, headers ...string) *response {
		t.Helper()
		return c.do(want, method, url, body, headers...)
	}

	// Service endpoints.
	doc := none(200, "GET", ts.base+"/openapi.json", "")
	if doc.body["openapi"] != "3.1.0" {
		t.Fatalf("got openapi %v; want 3.1.0", doc.body["openapi"])
	}
	for _, base := range []string{ts.base, ts.admin} {
		none(200, "GET", base+"/healthz", "")
		none(200, "GET", base+"/readyz", "")
	}
	none(200, "GET", ts.admin+"/metrics", "")
	none(404, "GET", ts.base+"/v1/nothing", "")
	none(405, "GET", ts.base+"/v1/check", "")
	none(404, "GET", ts.admin+"/admin/v1/nothing", "", "Authorization", "Bearer "+testOperatorToken)

	// Admin: accounts and keys.
	starter := adm(201, "POST", "/admin/v1/accounts", `{"name":"acme","plan":"starter"}`).body["id"].(string)
	biz := adm(201, "POST", "/admin/v1/accounts", `{"name":"big","plan":"business"}`).body["id"].(string)
	ent := adm(201, "POST", "/admin/v1/accounts", `{"name":"ent","plan":"enterprise","monthly_quota":3,"rate_limit_per_minute":0}`).body["id"].(string)
	free := adm(201, "POST", "/admin/v1/accounts", `{"name":"free","plan":"free"}`).body["id"].(string)
	adm(400, "POST", "/admin/v1/accounts", `{"name":"x","plan":"gold"}`)
	adm(400, "POST", "/admin/v1/accounts", `{"name":`)
	adm(415, "POST", "/admin/v1/accounts", `{"name":"x","plan":"free"}`, "Content-Type", "text/plain")
	none(401, "POST", ts.admin+"/admin/v1/accounts", `{"name":"x","plan":"free"}`)
	adm(200, "GET", "/admin/v1/accounts", "")
	none(401, "GET", ts.admin+"/admin/v1/accounts", "", "Authorization", "Bearer wrong")
	adm(200, "GET", "/admin/v1/accounts/"+starter, "")
	adm(404, "GET", "/admin/v1/accounts/acct_nope", "")
	none(401, "GET", ts.admin+"/admin/v1/accounts/"+starter, "")
	adm(200, "PATCH", "/admin/v1/accounts/"+ent, `{"name":"enterprise co"}`)
	adm(400, "PATCH", "/admin/v1/accounts/"+starter, `{"monthly_quota":5}`)
	adm(404, "PATCH", "/admin/v1/accounts/acct_nope", `{"name":"x"}`)
	adm(415, "PATCH", "/admin/v1/accounts/"+starter, `{"name":"x"}`, "Content-Type", "text/plain")
	none(401, "PATCH", ts.admin+"/admin/v1/accounts/"+starter, `{"name":"x"}`)

	key := func(acct, typ string) (string, string) {
		t.Helper()
		r := adm(201, "POST", "/admin/v1/accounts/"+acct+"/keys", `{"name":"k","type":"`+typ+`"}`)
		return r.body["key"].(string), r.body["id"].(string)
	}
	starterLive, starterLiveID := key(starter, "live")
	starterTest, _ := key(starter, "test")
	bizLive, _ := key(biz, "live")
	bizTest, _ := key(biz, "test")
	entLive, _ := key(ent, "live")
	freeTest, _ := key(free, "test")
	adm(403, "POST", "/admin/v1/accounts/"+free+"/keys", `{"name":"k","type":"live"}`)
	adm(400, "POST", "/admin/v1/accounts/"+starter+"/keys", `{"name":"k","type":"prod"}`)
	adm(404, "POST", "/admin/v1/accounts/acct_nope/keys", `{"name":"k","type":"test"}`)
	adm(415, "POST", "/admin/v1/accounts/"+starter+"/keys", `{"name":"k","type":"test"}`, "Content-Type", "text/plain")
	none(401, "POST", ts.admin+"/admin/v1/accounts/"+starter+"/keys", `{"name":"k","type":"test"}`)
	adm(200, "GET", "/admin/v1/accounts/"+starter+"/keys", "")
	adm(404, "GET", "/admin/v1/accounts/acct_nope/keys", "")
	none(401, "GET", ts.admin+"/admin/v1/accounts/"+starter+"/keys", "")

	// Public: check.
	const url = `{"content":"http://paypa1-secure-login.com"}`
	pub(200, "POST", "/v1/check", starterLive, url)
	pub(200, "POST", "/v1/check?shape=quickstart", starterLive, url)
	pub(200, "POST", "/v1/check", starterTest, `{"content":"scam-test"}`)
	pub(200, "POST", "/v1/check?shape=quickstart", starterTest, `{"content":"suspect-test","type":"sms"}`)
	pub(400, "POST", "/v1/check", starterLive, `{"content":""}`)
	pub(400, "POST", "/v1/check?shape=compact", starterLive, url)
	pub(401, "POST", "/v1/check", "", url)
	pub(415, "POST", "/v1/check", starterLive, url, "Content-Type", "text/plain")
	pub(200, "POST", "/v1/check", starterLive, `{"content":"one"}`, "Idempotency-Key", "k-check")
	pub(200, "POST", "/v1/check", starterLive, `{"content":"one"}`, "Idempotency-Key", "k-check") // replayed
	pub(409, "POST", "/v1/check", starterLive, `{"content":"two"}`, "Idempotency-Key", "k-check")
	for i := range 3 {
		pub(200, "POST", "/v1/check", entLive, `{"content":"quota `+strconv.Itoa(i)+`"}`)
	}
	pub(403, "POST", "/v1/check", entLive, `{"content":"quota 3"}`)
	c.tooLarge(ts.srv.PublicAddr(), "POST", "/v1/check", "X-API-Key", starterLive)

	// Public: batch.
	const items = `{"items":[{"content":"http://paypa1-secure-login.com"},{"content":"+33612345678","type":"phone"}]}`
	pub(200, "POST", "/v1/batch", bizLive, items)
	pub(200, "POST", "/v1/batch", bizTest, `{"items":[{"content":"scam-test"},{"content":"hello"}]}`)
	pub(400, "POST", "/v1/batch", bizLive, `{"items":[{"content":"a"},{"content":""}]}`)
	pub(400, "POST", "/v1/batch", bizLive, `{"items":[]}`)
	pub(401, "POST", "/v1/batch", "svc_live_nope", items)
	pub(403, "POST", "/v1/batch", starterLive, items)
	pub(415, "POST", "/v1/batch", bizLive, items, "Content-Type", "text/plain")
	pub(200, "POST", "/v1/batch", bizLive, items, "Idempotency-Key", "k-batch")
	pub(409, "POST", "/v1/batch", bizLive, `{"items":[{"content":"other"}]}`, "Idempotency-Key", "k-batch")
	c.tooLarge(ts.srv.PublicAddr(), "POST", "/v1/batch", "X-API-Key", bizLive)

	// Public: reports, and the operator's review of them.
	const report = `{"content":"http://evil-parcel.example/track","content_type":"url","scam_type":"fake_delivery","description":"fee SMS"}`
	first := pub(201, "POST", "/v1/report", starterLive, report).body["id"].(string)
	pub(200, "POST", "/v1/report", starterLive, report)
	pub(201, "POST", "/v1/report", starterTest, report)
	second := pub(201, "POST", "/v1/report", bizLive, `{"content":"hello friend","content_type":"sms","scam_type":"romance_scam"}`).body["id"].(string)
	pub(400, "POST", "/v1/report", starterLive, `{"content":"x","content_type":"sms","scam_type":"spam"}`)
	pub(400, "POST", "/v1/report", starterLive, `{"content":"x","scam_type":"other"}`)
	pub(401, "POST", "/v1/report", "", report)
	pub(415, "POST", "/v1/report", starterLive, report, "Content-Type", "text/plain")
	pub(201, "POST", "/v1/report", entLive, `{"content":"http://x.example","content_type":"url","scam_type":"other"}`, "Idempotency-Key", "k-report")
	pub(409, "POST", "/v1/report", entLive, report, "Idempotency-Key", "k-report")
	c.tooLarge(ts.srv.PublicAddr(), "POST", "/v1/report", "X-API-Key", starterLive)

	adm(200, "GET", "/admin/v1/reports", "")
	adm(200, "GET", "/admin/v1/reports?status=pending", "")
	adm(400, "GET", "/admin/v1/reports?status=maybe", "")
	none(401, "GET", ts.admin+"/admin/v1/reports", "")
	adm(200, "POST", "/admin/v1/reports/"+first+"/confirm", "")
	adm(404, "POST", "/admin/v1/reports/rpt_nope/confirm", "")
	none(401, "POST", ts.admin+"/admin/v1/reports/"+first+"/confirm", "")
	adm(200, "POST", "/admin/v1/reports/"+second+"/reject", "")
	adm(404, "POST", "/admin/v1/reports/rpt_nope/reject", "")
	none(401, "POST", ts.admin+"/admin/v1/reports/"+second+"/reject", "")

	// Public: scams.
	pub(200, "GET", "/v1/scams", bizLive, "")
	pub(200, "GET", "/v1/scams?confirmed=false&scam_type=phishing&limit=5&offset=0", bizLive, "")
	pub(200, "GET", "/v1/scams?confirmed=false", bizTest, "")
	pub(400, "GET", "/v1/scams?limit=101", bizLive, "")
	pub(401, "GET", "/v1/scams", "", "")
	pub(403, "GET", "/v1/scams", starterLive, "")

	// Admin extras.
	adm(200, "GET", "/admin/v1/scams", "")
	adm(200, "GET", "/admin/v1/scams?confirmed=false&q=parcel&scam_type=fake_delivery&limit=10&offset=0", "")
	adm(400, "GET", "/admin/v1/scams?limit=0", "")
	none(401, "GET", ts.admin+"/admin/v1/scams", "")
	adm(200, "POST", "/admin/v1/check", url)
	adm(200, "POST", "/admin/v1/check?shape=quickstart", `{"content":"Your parcel is held: pay 1.99 GBP at https://royalmail-redelivery.info","type":"sms"}`)
	adm(400, "POST", "/admin/v1/check", `{"content":"x","type":"fax"}`)
	adm(415, "POST", "/admin/v1/check", url, "Content-Type", "text/plain")
	none(401, "POST", ts.admin+"/admin/v1/check", url)
	c.tooLarge(ts.srv.AdminAddr(), "POST", "/admin/v1/check", "Authorization", "Bearer "+testOperatorToken)
	adm(200, "GET", "/admin/v1/stats", "")
	none(401, "GET", ts.admin+"/admin/v1/stats", "")
	for _, path := range []string{"/admin/v1/accounts", "/admin/v1/accounts/" + starter + "/keys"} {
		c.tooLarge(ts.srv.AdminAddr(), "POST", path, "Authorization", "Bearer "+testOperatorToken)
	}
	c.tooLarge(ts.srv.AdminAddr(), "PATCH", "/admin/v1/accounts/"+starter, "Authorization", "Bearer "+testOperatorToken)

	// Keys: regenerate and delete.
	adm(200, "POST", "/admin/v1/keys/"+starterLiveID+"/regenerate", "")
	adm(404, "POST", "/admin/v1/keys/key_nope/regenerate", "")
	none(401, "POST", ts.admin+"/admin/v1/keys/"+starterLiveID+"/regenerate", "")
	adm(204, "DELETE", "/admin/v1/keys/"+starterLiveID, "")
	adm(404, "DELETE", "/admin/v1/keys/"+starterLiveID, "")
	none(401, "DELETE", ts.admin+"/admin/v1/keys/"+starterLiveID, "")

	// 429 on every public endpoint: the free plan allows 5 requests a minute.
	for range 5 {
		pub(200, "POST", "/v1/check", freeTest, `{"content":"hello"}`)
	}
	pub(429, "POST", "/v1/check", freeTest, `{"content":"hello"}`)
	pub(429, "POST", "/v1/batch", freeTest, items)
	pub(429, "POST", "/v1/report", freeTest, report)
	pub(429, "GET", "/v1/scams", freeTest, "")
	// A downgrade takes live access away: 403 on a report too.
	down := adm(201, "POST", "/admin/v1/accounts", `{"name":"down","plan":"starter"}`).body["id"].(string)
	downLive, _ := key(down, "live")
	adm(200, "PATCH", "/admin/v1/accounts/"+down, `{"plan":"free"}`)
	pub(403, "POST", "/v1/report", downLive, report)

	c.methodNotAllowed()

	// 503: the backing store is gone.
	ts.st.Close()
	none(503, "GET", ts.base+"/readyz", "")
	pub(503, "POST", "/v1/check", entLive, `{"content":"x"}`, "Idempotency-Key", "k-503")
	pub(503, "POST", "/v1/batch", bizTest, items, "Idempotency-Key", "k-503")
	pub(503, "POST", "/v1/report", starterTest, `{"content":"y","content_type":"sms","scam_type":"other"}`)
	adm(503, "GET", "/admin/v1/accounts", "")
	adm(503, "POST", "/admin/v1/accounts", `{"name":"x","plan":"free"}`)
	adm(503, "GET", "/admin/v1/accounts/"+starter, "")
	adm(503, "PATCH", "/admin/v1/accounts/"+starter, `{"name":"x"}`)
	adm(503, "GET", "/admin/v1/accounts/"+starter+"/keys", "")
	adm(503, "POST", "/admin/v1/accounts/"+starter+"/keys", `{"name":"k","type":"test"}`)
	adm(503, "POST", "/admin/v1/keys/key_x/regenerate", "")
	adm(503, "DELETE", "/admin/v1/keys/key_x", "")
	adm(503, "GET", "/admin/v1/reports", "")
	adm(503, "POST", "/admin/v1/reports/"+first+"/confirm", "")
	adm(503, "POST", "/admin/v1/reports/"+second+"/reject", "")
	ts.stopped = true // shutdown cannot flush usage into a closed store
	_ = ts.srv.Shutdown(t.Context())

	// Every documented answer was seen, but 500 and the unreachable ones.
	var missing []string
	for path, item := range c.v.Doc().Paths.Map() {
		for method, op := range item.Operations() {
			for status := range op.Responses.Map() {
				k := method + " " + path + " " + status
				if status == "500" || status == "default" || unreachable[k] || c.seen[k] {
					continue
				}
				missing = append(missing, k)
			}
		}
	}
	slices.Sort(missing)
	if len(missing) > 0 {
		t.Fatalf("got no answer for %d documented responses; want every one exercised:\n%s", len(missing), strings.Join(missing, "\n"))
	}
	for k := range unreachable {
		if c.seen[k] {
			t.Fatalf("got %s, listed as unreachable; remove it from the list", k)
		}
	}
}
