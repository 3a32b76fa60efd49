package openapi_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"scamcheck/server/openapi"
)

// npmBin is where `make openapi-linters` installs the linters' commands.
var npmBin = filepath.Join("..", "..", "bin", "npm", "node_modules", ".bin")

// TestLinters runs two independent OpenAPI linters on the served document,
// Spectral (its spectral:oas ruleset) and Redocly (its recommended rules), and
// fails on any error either reports; their warnings are logged. Tools written for
// OpenAPI 3.0 read the document as these linters do.
func TestLinters(t *testing.T) {
	if _, err := exec.LookPath("npm"); err != nil {
		t.Skip("npm is not installed, so the OpenAPI linters cannot be: install npm, then `make openapi-linters`")
	}
	dir := t.TempDir()
	doc := filepath.Join(dir, "openapi.json")
	ruleset := filepath.Join(dir, ".spectral.yaml")
	if err := os.WriteFile(doc, openapi.JSON, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(ruleset, []byte("extends: [\"spectral:oas\"]\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	f := func(name string, args ...string) {
		t.Helper()
		bin, err := filepath.Abs(filepath.Join(npmBin, name))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := os.Stat(bin); err != nil {
			t.Fatalf("cannot find %s (%v): run `make openapi-linters` to install it into bin/npm", name, err)
		}
		cmd := exec.Command(bin, args...)
		cmd.Dir = dir
		// No telemetry, no update check: the linters only read the document.
		cmd.Env = append(os.Environ(), "REDOCLY_TELEMETRY=off", "REDOCLY_SUPPRESS_UPDATE_NOTICE=true", "NO_COLOR=1")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Errorf("%s: got %v; want no errors:\n%s", name, err, out)
			return
		}
		t.Logf("%s:\n%s", name, out)
	}
	f("spectral", "lint", "--ruleset", ruleset, "--fail-severity", "error", doc)
	f("redocly", "lint", "--format", "stylish", doc)
}
