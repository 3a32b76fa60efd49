package hostile

import (
	"context"
	"encoding/json"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"
)

// cleanEnv is the environment without SCAMCHECK_ settings, so that only flags
// configure the server.
func cleanEnv() []string {
	var env []string
	for _, e := range os.Environ() {
		if !strings.HasPrefix(e, "SCAMCHECK_") {
			env = append(env, e)
		}
	}
	return env
}

var (
	liveKeyRE = regexp.MustCompile(`svc_live_[0-9A-Za-z]{32}`)
	testKeyRE = regexp.MustCompile(`svc_test_[0-9A-Za-z]{32}`)
)

// TestFirstStartBusyPort: a first start on a busy port creates nothing (no data
// directory, operator token or demo account) and names the flag that changes the
// port; the retry on a free port is still a first start and prints the demo
// account's keys, its live key in the example.
func TestFirstStartBusyPort(t *testing.T) {
	t.Parallel()
	busy, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer busy.Close()
	dir := filepath.Join(t.TempDir(), "data")
	f := func(name, addr, adminAddr, wantFlag, notFlag string) {
		t.Helper()
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		defer cancel()
		cmd := exec.CommandContext(ctx, binPath, "serve", "--addr", addr, "--admin-addr", adminAddr, "--data-dir", dir)
		cmd.Env = cleanEnv()
		cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
		out, err := cmd.CombinedOutput()
		if err == nil {
			t.Fatalf("%s: got exit code 0; want a failure\n%s", name, out)
		}
		if !strings.Contains(string(out), wantFlag) || strings.Contains(string(out), notFlag) {
			t.Fatalf("%s: got %q; want a message naming %s (and not %s)", name, out, wantFlag, notFlag)
		}
		if _, err := os.Stat(dir); !os.IsNotExist(err) {
			t.Fatalf("%s: got the data directory created (%v); want nothing created", name, err)
		}
	}
	f("public port busy", busy.Addr().String(), "127.0.0.1:0", "--addr", "--admin-addr")
	f("admin port busy", "127.0.0.1:0", busy.Addr().String(), "--admin-addr", "--addr")

	p := start(t, dir, startOpts{noToken: true})
	// The keys are printed after the line startProc waits for.
	out := p.out.String()
	for deadline := time.Now().Add(time.Minute); !strings.Contains(out, "try: ") && time.Now().Before(deadline); out = p.out.String() {
		time.Sleep(10 * time.Millisecond)
	}
	live, test := liveKeyRE.FindString(out), testKeyRE.FindString(out)
	if live == "" || test == "" {
		t.Fatalf("retry on a free port: got no live and test keys printed; want both:\n%s", out)
	}
	_, try, _ := strings.Cut(out, "try: ")
	try, _, _ = strings.Cut(try, "\n")
	if !strings.Contains(try, live) || !strings.Contains(try, "/v1/check") {
		t.Fatalf("got example %q; want a /v1/check with the live key", try)
	}
	// The example gives a real verdict, not a test fixture.
	status, hdr, body, err := do("POST", "http://"+p.public+"/v1/check", map[string]string{"X-API-Key": live, "Content-Type": "application/json"},
		[]byte(`{"content":"http://paypa1-secure-login.com"}`))
	if err != nil || status != 200 {
		t.Fatalf("the printed example: got %d, %v; want 200: %s", status, err, body)
	}
	var r struct{ Verdict string }
	_ = json.Unmarshal(body, &r)
	if hdr.Get("X-Environment") != "live" || r.Verdict == "safe" {
		t.Fatalf("the printed example: got environment %q, verdict %q; want a live analysis that does not find a typosquatted PayPal safe", hdr.Get("X-Environment"), r.Verdict)
	}
	runReadmeExamples(t, p, live, test)

	// Restarted, the keys are not printed again.
	if err := p.stop(syscall.SIGTERM, time.Minute); err != nil {
		t.Fatal(err)
	}
	q := start(t, dir, startOpts{noToken: true})
	if s := q.out.String(); strings.Contains(s, live) || strings.Contains(s, test) {
		t.Fatalf("after a restart: got the demo keys printed again; want them shown once:\n%s", s)
	}
}
