package engine_test

import (
	"os/exec"
	"strings"
	"testing"
)

// TestEngineDependsOnNoServer keeps dependencies pointing one way: main wires engine
// and server; the engine knows nothing of HTTP, keys or plans.
func TestEngineDependsOnNoServer(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "scamcheck/engine").CombinedOutput()
	if err != nil {
		t.Fatalf("go list -deps: %v\n%s", err, out)
	}
	for _, dep := range strings.Fields(string(out)) {
		for _, banned := range []string{"github.com/valyala/fasthttp", "github.com/fasthttp/router", "scamcheck/server", "net/http"} {
			if dep == banned || strings.HasPrefix(dep, banned+"/") {
				t.Errorf("engine depends on %s; want no HTTP or server dependency", dep)
			}
		}
	}
}
