package server

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"scamcheck/server/dashboard"
)

// The browser tests drive the operator dashboard in Debian's headless chromium
// (`make chromium` installs it) against a real server: every click goes through the
// page's JavaScript, the admin API and the store. Screenshots of each page are
// saved into $SCAMCHECK_ARTIFACTS (default: a temporary directory).

// browser is one headless chromium tab on the dashboard of a test server.
type browser struct {
	t         *testing.T
	ctx       context.Context
	artifacts string
}

// newBrowser starts chromium with a fresh profile and opens a tab. The test fails,
// rather than skips, when chromium is missing.
func newBrowser(t *testing.T) *browser {
	t.Helper()
	path, err := exec.LookPath("chromium")
	if err != nil {
		t.Fatalf("cannot find chromium (%v): run `make chromium` to install Debian's package", err)
	}
	artifacts := os.Getenv("SCAMCHECK_ARTIFACTS")
	if artifacts == "" {
		artifacts = t.TempDir()
	}
	if err := os.MkdirAll(artifacts, 0o755); err != nil {
		t.Fatalf("cannot create the artifacts directory: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	t.Cleanup(cancel)
	ctx, cancelAlloc := chromedp.NewExecAllocator(ctx,
		chromedp.ExecPath(path),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true), // containers have a small /dev/shm
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1280, 900),
	)
	t.Cleanup(cancelAlloc)
	ctx, cancelTab := chromedp.NewContext(ctx)
	t.Cleanup(cancelTab)
	return &browser{t: t, ctx: ctx, artifacts: artifacts}
}

// do runs the steps; on failure it saves a screenshot and fails the test.
func (b *browser) do(what string, steps ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	if err := chromedp.Do(b.ctx, steps...); err != nil {
		b.screenshot("failure")
		b.t.Fatalf("%s: %v", what, err)
	}
}

// text returns the text of the element sel (a CSS selector).
func (b *browser) text(sel string) string {
	b.t.Helper()
	s, err := chromedp.Run(b.ctx, chromedp.Text(chromedp.CSS(sel)))
	if err != nil {
		b.screenshot("failure")
		b.t.Fatalf("cannot read the text of %s: %v", sel, err)
	}
	return strings.TrimSpace(s)
}

// eval runs a JavaScript expression that yields a string.
func (b *browser) eval(expr string) string {
	b.t.Helper()
	s, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](expr))
	if err != nil {
		b.screenshot("failure")
		b.t.Fatalf("cannot evaluate %s: %v", expr, err)
	}
	return s
}

// until waits for a JavaScript expression to be true.
func (b *browser) until(what, expr string) {
	b.t.Helper()
	if _, err := chromedp.Run(b.ctx, chromedp.Poll[bool](expr, chromedp.WithPollingTimeout(20*time.Second))); err != nil {
		b.screenshot("failure")
		b.t.Fatalf("waiting for %s (%s): %v", what, expr, err)
	}
}

// page shows a dashboard page through its navigation link and waits for it.
func (b *browser) page(name string) {
	b.t.Helper()
	b.do("open page "+name, chromedp.Click(chromedp.CSS("#nav-"+name)),
		chromedp.WaitVisible(chromedp.CSS(`section[data-page="`+name+`"]`)))
}

// screenshot saves the viewport as <artifacts>/dashboard-<name>.png.
func (b *browser) screenshot(name string) {
	b.t.Helper()
	png, err := chromedp.Run(b.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		b.t.Errorf("cannot take screenshot %s: %v", name, err)
		return
	}
	path := filepath.Join(b.artifacts, "dashboard-"+name+".png")
	if err := os.WriteFile(path, png, 0o644); err != nil {
		b.t.Errorf("cannot save screenshot: %v", err)
		return
	}
	b.t.Logf("screenshot: %s", path)
}

func css(sel string) chromedp.CSS { return chromedp.CSS(sel) }

func TestDashboardInBrowser(t *testing.T) {
	ts := startServerWith(t, t.TempDir(), newTestClock(), func(c *Config) { c.Dashboard = dashboard.FS })
	// A report waiting for review, and some traffic for the overview.
	reporter, _ := ts.key(ts.account("starter", ""), "live")
	const reported = "http://parcel-fee-browser.example/pay"
	rep := ts.api("POST", "/v1/report", reporter, `{"content":"`+reported+`","content_type":"url","scam_type":"fake_delivery","description":"fee SMS"}`)
	wantStatus(t, rep, 201)
	reportID := rep.body["id"].(string)
	wantStatus(t, ts.api("POST", "/v1/check", reporter, `{"content":"http://paypa1-secure-login.com"}`), 200)

	b := newBrowser(t)

	// Sign in: a wrong token is refused, the right one opens the overview.
	b.do("open the dashboard", chromedp.Navigate(ts.admin+"/"), chromedp.WaitVisible(css("#signin-token")))
	b.screenshot("signin")
	b.do("sign in with a wrong token", chromedp.SendKeys(css("#signin-token"), "wrong-token"),
		chromedp.Click(css("#signin-submit")), chromedp.WaitVisible(css("#signin-error")))
	b.do("sign in", chromedp.SendKeys(css("#signin-token"), testOperatorToken), chromedp.Click(css("#signin-submit")),
		chromedp.WaitVisible(css("#app-view")), chromedp.WaitVisible(css(`section[data-page="overview"]`)))
	b.until("the stats", `document.getElementById('stat-total').textContent !== '–'`)
	if got := b.text("#stat-total"); got == "" || got == "0" {
		t.Fatalf("got requests total %q on the overview; want the requests made", got)
	}
	b.screenshot("overview")

	// Create an account.
	b.page("accounts")
	b.do("create an account", chromedp.SendKeys(css("#account-name"), "Browser Co"),
		chromedp.SetValue(css("#account-plan"), "starter"), chromedp.Click(css("#account-create-submit")))
	b.until("the new account's row", `[...document.querySelectorAll('#accounts-table tbody tr')].some(r => r.textContent.includes('Browser Co'))`)
	acct := ""
	for _, a := range ts.adminCall("GET", "/admin/v1/accounts", "").body["data"].([]any) {
		if a := a.(map[string]any); a["name"] == "Browser Co" {
			acct = a["id"].(string)
		}
	}
	if acct == "" {
		t.Fatalf("the account created in the browser is not in the store")
	}
	b.screenshot("accounts")

	// Create a live key, copy its secret.
	b.do("open the account's keys", chromedp.Click(css(`[data-testid="account-keys-`+acct+`"]`)),
		chromedp.WaitVisible(css(`section[data-page="keys"]`)))
	b.do("create a live key", chromedp.SendKeys(css("#key-name"), "browser live"),
		chromedp.SetValue(css("#key-type"), "live"), chromedp.Click(css("#key-create-submit")),
		chromedp.WaitVisible(css("#key-secret-panel")))
	secret := b.text(`[data-testid="key-secret-value"]`)
	if !strings.HasPrefix(secret, "svc_live_") || len(secret) != len("svc_live_")+32 {
		t.Fatalf("got secret %q; want svc_live_ and 32 characters", secret)
	}
	// The clipboard of a headless browser is not readable: record what is copied.
	b.eval(`(navigator.clipboard.writeText = (s) => { window.copied = s; return Promise.resolve(); }, 'ok')`)
	b.do("copy the secret", chromedp.Click(css("#key-secret-copy")))
	b.until("the copy", `document.getElementById('key-secret-copy').textContent === 'Copied'`)
	if got := b.eval(`window.copied`); got != secret {
		t.Fatalf("got %q copied; want the secret %q", got, secret)
	}
	wantStatus(t, ts.api("POST", "/v1/check", secret, `{"content":"hello"}`), 200)
	b.screenshot("keys")
	keyID := ""
	for _, k := range ts.adminCall("GET", "/admin/v1/accounts/"+acct+"/keys", "").body["data"].([]any) {
		keyID = k.(map[string]any)["id"].(string)
	}

	// Regenerate it: the old secret stops working at once.
	b.do("dismiss the secret", chromedp.Click(css("#key-secret-dismiss")), chromedp.WaitNotVisible(css("#key-secret-panel")))
	b.do("regenerate the key", chromedp.Click(css(`[data-testid="key-regenerate-`+keyID+`"]`)),
		chromedp.WaitVisible(css("#confirm-ok")), chromedp.Click(css("#confirm-ok")), chromedp.WaitVisible(css("#key-secret-panel")))
	fresh := b.text(`[data-testid="key-secret-value"]`)
	if fresh == secret || !strings.HasPrefix(fresh, "svc_live_") {
		t.Fatalf("got regenerated secret %q; want a new svc_live_ secret", fresh)
	}
	wantError(t, ts.api("POST", "/v1/check", secret, `{"content":"hello"}`), 401, codeInvalidAPIKey, nil)
	wantStatus(t, ts.api("POST", "/v1/check", fresh, `{"content":"hello"}`), 200)

	// Delete it, after the confirmation.
	b.do("dismiss the secret", chromedp.Click(css("#key-secret-dismiss")), chromedp.WaitNotVisible(css("#key-secret-panel")))
	if got := b.text("#key-secret-value"); got != "" {
		t.Fatalf("got %q on the page after dismissing the secret; want it gone", got)
	}
	b.do("delete the key", chromedp.Click(css(`[data-testid="key-delete-`+keyID+`"]`)),
		chromedp.WaitVisible(css("#confirm-ok")), chromedp.Click(css("#confirm-ok")),
		chromedp.WaitNotPresent(css(`[data-testid="key-row-`+keyID+`"]`)))
	wantError(t, ts.api("POST", "/v1/check", fresh, `{"content":"hello"}`), 401, codeInvalidAPIKey, nil)

	// Run a check in the playground and see the verdict.
	const content = "http://paypa1-secure-login.com/verify/account"
	want := ts.adminCall("POST", "/admin/v1/check", `{"content":"`+content+`"}`)
	wantStatus(t, want, 200)
	b.page("playground")
	b.do("run a check", chromedp.SendKeys(css("#playground-content"), content), chromedp.Click(css("#playground-submit")),
		chromedp.WaitVisible(css("#playground-result")))
	if got := b.text(`[data-testid="playground-verdict"]`); got != want.body["verdict"] || got == "safe" {
		t.Fatalf("got verdict %q in the playground; want %v, as the API says", got, want.body["verdict"])
	}
	if got, want := b.text(`[data-testid="playground-score"]`), strconv.FormatInt(num(want.body["score"]), 10); got != want {
		t.Fatalf("got score %q in the playground; want %s", got, want)
	}
	b.until("the six layers", `document.querySelectorAll('#playground-layers .layer').length === 6`)
	b.until("the last message to fade", `document.getElementById('flash').hidden`)
	b.screenshot("playground")

	// Confirm the pending report: its content becomes a known scam.
	b.page("reports")
	b.do("confirm the report", chromedp.WaitVisible(css(`[data-testid="report-row-`+reportID+`"]`)))
	b.screenshot("reports")
	b.do("confirm the report", chromedp.Click(css(`[data-testid="report-confirm-`+reportID+`"]`)),
		chromedp.WaitNotPresent(css(`[data-testid="report-row-`+reportID+`"]`)))
	confirmed := ts.adminCall("GET", "/admin/v1/reports?status=confirmed", "")
	if !strings.Contains(string(confirmed.raw), reportID) {
		t.Fatalf("got confirmed reports %s; want %s among them", confirmed.raw, reportID)
	}

	// The known-scam catalogue shows it.
	b.page("scams")
	b.until("the confirmed scam", `[...document.querySelectorAll('#scams-table tbody tr')].some(r => r.textContent.includes('parcel-fee-browser.example'))`)
	b.screenshot("scams")

	// Signing out forgets the token.
	b.do("sign out", chromedp.Click(css("#signout")), chromedp.WaitVisible(css("#signin-token")))
	if got := b.eval(`sessionStorage.getItem('scamcheck.operatorToken') || ''`); got != "" {
		t.Fatalf("got token %q in sessionStorage after sign-out; want none", got)
	}
}
