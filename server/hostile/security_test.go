package hostile

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestSecurityFiles: the data directory, the store file and a generated operator
// token file are private to the server's user.
func TestSecurityFiles(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "data")
	p := start(t, dir, startOpts{noToken: true})
	f := func(name string, want os.FileMode) {
		t.Helper()
		fi, err := os.Stat(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		if got := fi.Mode().Perm(); got != want {
			t.Errorf("%s: got mode %v; want %v", name, got, want)
		}
	}
	f(".", 0o700)
	f("scamcheck.db", 0o600)
	f("admin.token", 0o600)
	if len(p.token) < 32 {
		t.Errorf("generated operator token: got %d characters; want at least 32", len(p.token))
	}
	// Restarted, it reuses the token and does not print it again.
	if err := p.stop(syscall.SIGTERM, time.Minute); err != nil {
		t.Fatal(err)
	}
	q := start(t, dir, startOpts{noToken: true})
	if q.token != p.token {
		t.Errorf("after a restart: got another operator token; want the one in admin.token")
	}
	if strings.Contains(q.out.String(), q.token) {
		t.Errorf("after a restart: got the operator token printed again; want it printed only when generated")
	}
	f("admin.token", 0o600)
}

// TestSecurityAdminDefaultLoopback: the admin listener's default address is loopback.
func TestSecurityAdminDefaultLoopback(t *testing.T) {
	t.Parallel()
	cmd := exec.Command(binPath, "serve", "-h")
	cmd.Env = filterEnv(os.Environ(), "SCAMCHECK_ADMIN_ADDR")
	out, _ := cmd.CombinedOutput()
	_, rest, ok := strings.Cut(string(out), "-admin-addr string")
	if !ok {
		t.Fatalf("serve -h: got no -admin-addr flag:\n%s", out)
	}
	_, def, ok := strings.Cut(rest, `(default "`)
	if !ok {
		t.Fatalf("serve -h: got no default for -admin-addr:\n%s", out)
	}
	def, _, _ = strings.Cut(def, `"`)
	host, _, err := net.SplitHostPort(def)
	if err != nil {
		t.Fatalf("default admin address %q: %v", def, err)
	}
	if ip := net.ParseIP(host); ip == nil || !ip.IsLoopback() {
		t.Fatalf("default admin address: got %q; want a loopback address", def)
	}
}

func filterEnv(env []string, name string) []string {
	var out []string
	for _, e := range env {
		if !strings.HasPrefix(e, name+"=") {
			out = append(out, e)
		}
	}
	return out
}

// TestSecurityAdminToken: every admin route refuses a missing or wrong operator
// token with the same 401, and an API key is never an operator credential.
func TestSecurityAdminToken(t *testing.T) {
	p, a := shared(t)
	var first []byte
	f := func(method, path, auth string) {
		t.Helper()
		hdr := map[string]string{"Content-Type": "application/json"}
		if auth != "" {
			hdr["Authorization"] = auth
		}
		hdr["X-API-Key"] = a.live
		status, h, body, err := do(method, "http://"+p.admin+path, hdr, []byte(`{"name":"x","plan":"free","type":"live"}`))
		if err != nil {
			t.Fatal(err)
		}
		if err := checkD11(status, h, body, 401, "UNAUTHORIZED"); err != nil {
			t.Fatalf("%s %s with %q: %v", method, path, auth, err)
		}
		if first == nil {
			first = body
		} else if !bytes.Equal(body, first) {
			t.Fatalf("%s %s with %q: got %s; want the same 401 body as any other refusal: %s", method, path, auth, body, first)
		}
		if len(auth) > 20 && bytes.Contains(body, []byte(auth[7:])) {
			t.Fatalf("%s %s: got the sent token echoed: %s", method, path, body)
		}
	}
	routes := [][2]string{
		{"GET", "/admin/v1/accounts"}, {"POST", "/admin/v1/accounts"}, {"GET", "/admin/v1/accounts/" + a.id},
		{"PATCH", "/admin/v1/accounts/" + a.id}, {"POST", "/admin/v1/accounts/" + a.id + "/keys"},
		{"GET", "/admin/v1/accounts/" + a.id + "/keys"}, {"POST", "/admin/v1/keys/" + a.liveKeyID + "/regenerate"},
		{"DELETE", "/admin/v1/keys/" + a.liveKeyID}, {"GET", "/admin/v1/reports"},
		{"POST", "/admin/v1/reports/rpt_x/confirm"}, {"POST", "/admin/v1/reports/rpt_x/reject"},
		{"GET", "/admin/v1/stats"}, {"POST", "/admin/v1/check"}, {"GET", "/admin/v1/scams"},
	}
	for _, r := range routes {
		f(r[0], r[1], "")
		f(r[0], r[1], "Bearer ")
		f(r[0], r[1], "Bearer wrong")
		f(r[0], r[1], "Bearer "+p.token+"x")
		f(r[0], r[1], "Bearer "+p.token[:len(p.token)-1])
		f(r[0], r[1], "bearer"+p.token)
		f(r[0], r[1], "Basic "+p.token)
		f(r[0], r[1], "Bearer "+a.live)
		f(r[0], r[1], p.token)
	}
	// The live key still works and was not deleted by any of the refused calls.
	alive(t, p, a)
}

// TestSecurityUniform401: a missing, malformed, unknown, regenerated or deleted
// key gets the same 401, headers and body alike, and the key is never echoed.
func TestSecurityUniform401(t *testing.T) {
	p, a := shared(t)
	// A regenerated and a deleted key.
	old := p.newAccount(t, "uniform")
	regen := p.mustAdmin(t, "POST", "/admin/v1/keys/"+old.liveKeyID+"/regenerate", nil, 200)
	newSecret, _ := regen["key"].(string)
	del := p.mustAdmin(t, "POST", "/admin/v1/accounts/"+old.id+"/keys", map[string]any{"name": "doomed", "type": "live"}, 201)
	delID, _ := del["id"].(string)
	delSecret, _ := del["key"].(string)
	p.mustAdmin(t, "DELETE", "/admin/v1/keys/"+delID, nil, 204)

	type answer struct {
		status int
		hdr    []string
		body   string
	}
	var want *answer
	f := func(name, key string, send bool) {
		t.Helper()
		hdr := map[string]string{"Content-Type": "application/json"}
		if send {
			hdr["X-API-Key"] = key
		}
		for _, path := range []string{"/v1/check", "/v1/batch", "/v1/report", "/v1/scams"} {
			method := "POST"
			if path == "/v1/scams" {
				method = "GET"
			}
			status, h, body, err := do(method, "http://"+p.public+path, hdr, []byte(checkBody))
			if err != nil {
				t.Fatal(err)
			}
			if err := checkD11(status, h, body, 401, "INVALID_API_KEY"); err != nil {
				t.Fatalf("%s on %s: %v", name, path, err)
			}
			if len(key) > 4 && bytes.Contains(body, []byte(key)) {
				t.Fatalf("%s on %s: got the key echoed: %s", name, path, body)
			}
			var names []string
			for k := range h {
				if k != "X-Request-Id" && k != "Date" {
					names = append(names, k+"="+h.Get(k))
				}
			}
			slices.Sort(names)
			got := &answer{status, names, string(body)}
			if want == nil {
				want = got
				continue
			}
			if got.status != want.status || got.body != want.body || strings.Join(got.hdr, "\n") != strings.Join(want.hdr, "\n") {
				t.Fatalf("%s on %s: got %+v; want the same answer as any other bad key: %+v", name, path, got, want)
			}
		}
	}
	f("missing", "", false)
	f("empty", "", true)
	f("malformed", "abc", true)
	f("prefix only", "svc_live_", true)
	f("unknown live", "svc_live_"+strings.Repeat("A", 32), true)
	f("unknown test", "svc_test_"+strings.Repeat("z", 32), true)
	wrong := "X" // the last character changed (1 secret in 62 ends with X)
	if strings.HasSuffix(a.live, wrong) {
		wrong = "Y"
	}
	f("right shape, wrong secret", a.live[:len(a.live)-1]+wrong, true)
	f("too long", a.live+"0", true)
	f("lower-cased", strings.ToLower(a.live), true)
	f("with spaces", " "+a.live+" x", true)
	f("non-ASCII", "svc_live_\u00e9\u00e9", true)
	f("operator token", p.token, true)
	f("regenerated", old.live, true)
	f("deleted", delSecret, true)
	if newSecret == "" || !keyWorks(t, p, newSecret) {
		t.Fatalf("the regenerated key's new secret: got refused; want accepted")
	}
}

// TestSecurityNoSecretsInLogsOrMetrics: key secrets, their hashes, the operator
// token and checked content never appear in the server's output, its metrics or
// its store file; errors never echo what they refuse.
func TestSecurityNoSecretsInLogsOrMetrics(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	p := start(t, dir, startOpts{})
	a := p.newAccount(t, "secrets")
	regen := p.mustAdmin(t, "POST", "/admin/v1/keys/"+a.liveKeyID+"/regenerate", nil, 200)
	live, _ := regen["key"].(string)
	secrets := []string{p.token, a.live, a.test, live}
	// Work that logs: successes, failures, admin changes, a store failure path.
	marker := "zq" + randomHex(8) + "private"
	check := `{"content":"call me about the ` + marker + ` please, it is urgent"}`
	for _, key := range []string{live, a.test} {
		if status, _, body, err := p.post("/v1/check", key, check, nil); err != nil || status != 200 {
			t.Fatalf("check: got %d, %v: %s", status, err, body)
		}
		if status, _, body, err := p.post("/v1/check", key, check, map[string]string{"Idempotency-Key": "idem-" + randomHex(8)}); err != nil || status != 200 {
			t.Fatalf("idempotent check: got %d, %v: %s", status, err, body)
		}
		if status, _, body, err := p.post("/v1/batch", key, `{"items":[{"content":"batch `+marker+`"}]}`, nil); err != nil || status != 200 {
			t.Fatalf("batch: got %d, %v: %s", status, err, body)
		}
	}
	bogus := "svc_live_" + randomHex(16)
	secrets = append(secrets, bogus)
	_, _, _, _ = p.post("/v1/check", bogus, check, nil)
	_, _, _, _ = p.post("/v1/check", live, `{"content":`, nil)
	_, _, _, _ = do("GET", "http://"+p.admin+"/admin/v1/accounts", map[string]string{"Authorization": "Bearer " + bogus}, nil)
	_, _, _, _ = do("GET", "http://"+p.public+"/v1/check?key="+bogus, map[string]string{"X-API-Key": bogus}, nil)

	var sources []string
	status, _, metrics, err := do("GET", "http://"+p.admin+"/metrics", map[string]string{"Authorization": "Bearer " + p.token}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if status == 200 {
		sources = append(sources, "metrics")
	}
	if err := p.stop(syscall.SIGTERM, time.Minute); err != nil {
		t.Fatal(err)
	}
	db, err := os.ReadFile(filepath.Join(dir, "scamcheck.db"))
	if err != nil {
		t.Fatal(err)
	}
	out := []byte(p.out.String())
	for _, s := range secrets {
		sum := sha256.Sum256([]byte(s))
		for _, needle := range [][]byte{[]byte(s), []byte(hex.EncodeToString(sum[:]))} {
			if bytes.Contains(out, needle) {
				t.Errorf("got a secret or its hash in the server's output: %.12s...", needle)
			}
			if bytes.Contains(metrics, needle) {
				t.Errorf("got a secret or its hash in /metrics: %.12s...", needle)
			}
		}
	}
	if bytes.Contains(out, []byte(marker)) {
		t.Errorf("got checked content in the server's output; want it never logged (D14a)")
	}
	if bytes.Contains(db, []byte(marker)) {
		i := bytes.Index(db, []byte(marker))
		t.Errorf("got checked content in the store file; want it never written to disk (D14a): %q", db[max(i-300, 0):min(i+100, len(db))])
	}
	if !bytes.Contains(out, []byte(`"request"`)) {
		t.Logf("no access log lines seen (sources checked: output, store file %v)", sources)
	}
}

// TestSecurityAccountIsolation: one account cannot read or affect another's
// reports, idempotent responses, quota or rate limit.
func TestSecurityAccountIsolation(t *testing.T) {
	p, _ := shared(t)
	a := p.newAccount(t, "isolation A")
	b := p.newAccount(t, "isolation B")
	content := `{"content":"isolation ` + randomHex(6) + ` win a prize at http://prize-claim.example","content_type":"sms","scam_type":"lottery"}`
	report := func(key, idem, body string) (int, string, bool) {
		t.Helper()
		hdr := map[string]string{}
		if idem != "" {
			hdr["Idempotency-Key"] = idem
		}
		status, h, out, err := p.post("/v1/report", key, body, hdr)
		if err != nil {
			t.Fatal(err)
		}
		var r struct{ ID string }
		_ = json.Unmarshal(out, &r)
		return status, r.ID, h.Get("Idempotent-Replayed") != ""
	}
	// The same content: each account gets its own report.
	sb, idB, _ := report(b.live, "", content)
	sa, idA, _ := report(a.live, "", content)
	if sb != 201 || sa != 201 || idA == idB {
		t.Fatalf("same content from two accounts: got %d %s and %d %s; want two 201s with distinct ids", sb, idB, sa, idA)
	}
	// The same Idempotency-Key: never B's response replayed to A, never a conflict.
	idem := "shared-idem-" + randomHex(4)
	other := strings.Replace(content, "isolation", "isolation two", 1)
	sb, idB, _ = report(b.live, idem, other)
	sa, idA, replayed := report(a.live, idem, other)
	if sb != 201 || sa != 201 || idA == idB || replayed {
		t.Fatalf("same Idempotency-Key from two accounts: got %d %s and %d %s (replayed %v); want A's own new report", sb, idB, sa, idA, replayed)
	}
	third := strings.Replace(content, "isolation", "isolation three", 1)
	if status, _, _ := report(a.live, "idem-b-only-"+idem, third); status != 201 {
		t.Fatalf("A with a key only B could have used: got %d; want 201", status)
	}
	// Usage: A's checks are not counted against B.
	before := p.mustAdmin(t, "GET", "/admin/v1/accounts/"+b.id, nil, 200)
	for i := range 5 {
		if status, _, body, err := p.post("/v1/check", a.live, `{"content":"isolation usage `+randomHex(4)+string(rune('a'+i))+`"}`, nil); err != nil || status != 200 {
			t.Fatalf("check: got %d, %v: %s", status, err, body)
		}
	}
	after := p.mustAdmin(t, "GET", "/admin/v1/accounts/"+b.id, nil, 200)
	if u1, u2 := usage(before), usage(after); u1 != u2 {
		t.Fatalf("B's usage: got %v after A's checks; want unchanged %v", u2, u1)
	}
	// Rate limit: exhausting one account's budget leaves another's intact.
	mk := func(name string) *account {
		acct := p.newAccount(t, name)
		p.mustAdmin(t, "PATCH", "/admin/v1/accounts/"+acct.id, map[string]any{"rate_limit_per_minute": 3}, 200)
		return acct
	}
	c1, c2 := mk("limited 1"), mk("limited 2")
	limited := false
	for range 10 {
		status, _, _, err := p.post("/v1/check", c1.live, checkBody, nil)
		if err != nil {
			t.Fatal(err)
		}
		if status == 429 {
			limited = true
			break
		}
	}
	if !limited {
		t.Fatalf("account limited to 3 requests per minute: got no 429 in 10 requests")
	}
	if status, _, body, err := p.post("/v1/check", c2.live, checkBody, nil); err != nil || status != 200 {
		t.Fatalf("another account after the first hit its limit: got %d, %v: %s; want 200", status, err, body)
	}
	// Test keys never see live reports.
	status, _, body, err := do("GET", "http://"+p.public+"/v1/scams?confirmed=false&limit=100", map[string]string{"X-API-Key": a.test}, nil)
	if err != nil || status != 200 {
		t.Fatalf("GET /v1/scams with a test key: got %d, %v", status, err)
	}
	if bytes.Contains(body, []byte("isolation")) {
		t.Fatalf("GET /v1/scams with a test key: got live reports: %s", body)
	}
}

func usage(acct map[string]any) string { return fmt.Sprint(acct["usage"]) }

// TestSecurityTimeouts: both listeners close connections that stay silent or
// send headers too slowly.
func TestSecurityTimeouts(t *testing.T) {
	t.Parallel()
	p, _ := shared(t)
	f := func(name, addr, send string) {
		t.Helper()
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		if send != "" {
			if _, err := io.WriteString(c, send); err != nil {
				t.Fatal(err)
			}
		}
		_ = c.SetReadDeadline(time.Now().Add(90 * time.Second))
		start := time.Now()
		_, err = io.Copy(io.Discard, c)
		if ne, ok := err.(net.Error); ok && ne.Timeout() {
			t.Errorf("%s: got the connection still open after 90 s; want it closed by the server's timeout", name)
			return
		}
		t.Logf("%s: closed by the server after %s", name, time.Since(start).Round(100*time.Millisecond))
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		f("admin, silent", p.admin, "")
	}()
	f("admin, headers never finished", p.admin, "GET /admin/v1/accounts HTTP/1.1\r\nHost: x\r\n")
	f("public, silent", p.public, "")
	<-done
}
