package hostile

import (
	"os/exec"
	"strings"
	"testing"
)

// TestHelp: `scamcheck -h` lists the commands, one line each, and each command's
// -h shows its own flags only.
func TestHelp(t *testing.T) {
	t.Parallel()
	f := func(args string, want, notWant []string) {
		t.Helper()
		cmd := exec.Command(binPath, strings.Fields(args)...)
		cmd.Env = cleanEnv()
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("scamcheck %s: got %v; want exit code 0\n%s", args, err, out)
		}
		for _, w := range want {
			if !strings.Contains(string(out), w) {
				t.Fatalf("scamcheck %s: got no %q in\n%s", args, w, out)
			}
		}
		for _, w := range notWant {
			if strings.Contains(string(out), w) {
				t.Fatalf("scamcheck %s: got %q; want it left out\n%s", args, w, out)
			}
		}
	}
	commands := []string{"\n  serve ", "\n  accounts ", "\n  keys ", "\n  reports ", "\n  healthcheck ", "\n  version "}
	// The load generator is its own command (bench/cmd/loadgen), not the product's.
	f("-h", append(commands, "-addr string"), []string{"Usage of serve", "loadgen"})
	f("--help", commands, nil)
	f("help", commands, nil)
	f("serve -h", []string{"-addr string", "-redis string", "-admin-addr string"}, []string{"-plan", "-type", "-status"})
	f("keys -h", []string{"-name string", "-type string", "-admin-addr string"}, []string{"-plan", "-status", "-whole-host", "-monthly-quota", "-redis"})
	f("accounts -h", []string{"-name string", "-plan string", "-monthly-quota string", "-rate-limit-per-minute string"}, []string{"-type", "-status", "-whole-host", "-redis"})
	f("healthcheck -h", []string{"-url string", "-timeout duration"}, []string{"-redis", "-plan"})
	f("reports -h", []string{"-status string", "-whole-host"}, []string{"-plan", "-type", "-name", "-redis"})
}
