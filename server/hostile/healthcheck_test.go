package hostile

import (
	"net"
	"os/exec"
	"testing"
)

// TestHelpHealthcheck: `scamcheck healthcheck` exits 0 when a running server's
// /readyz and /healthz answer 200, and 1 for a 404 or nobody listening.
func TestHelpHealthcheck(t *testing.T) {
	t.Parallel()
	p := start(t, t.TempDir(), startOpts{})
	code := func(url string) int {
		t.Helper()
		cmd := exec.Command(binPath, "healthcheck", "-url", url, "-timeout", "5s")
		cmd.Env = cleanEnv()
		out, err := cmd.CombinedOutput()
		if err == nil {
			return 0
		}
		ee, ok := err.(*exec.ExitError)
		if !ok {
			t.Fatalf("scamcheck healthcheck -url %s: %v\n%s", url, err, out)
		}
		return ee.ExitCode()
	}
	// A port that was free a moment ago: nobody listens there.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closed := ln.Addr().String()
	ln.Close()
	for _, c := range []struct {
		url  string
		want int
	}{
		{"http://" + p.public + "/readyz", 0},
		{"http://" + p.public + "/healthz", 0},
		{"http://" + p.admin + "/readyz", 0},
		{"http://" + p.public + "/no-such-probe", 1},
		{"http://" + closed + "/readyz", 1},
	} {
		if got := code(c.url); got != c.want {
			t.Errorf("scamcheck healthcheck -url %s: exit code %d; want %d", c.url, got, c.want)
		}
	}
}
