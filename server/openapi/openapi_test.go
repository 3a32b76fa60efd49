package openapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"os/exec"
	"slices"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"

	"scamcheck/engine"
	"scamcheck/server/openapi"
)

func loadDoc(t *testing.T) *openapi3.T {
	t.Helper()
	loader := openapi3.NewLoader()
	doc, err := loader.LoadFromData(openapi.JSON)
	if err != nil {
		t.Fatalf("cannot load the document: %v", err)
	}
	return doc
}

func TestDocumentValidates(t *testing.T) {
	doc := loadDoc(t)
	// Validate checks the structure, every $ref and every example against its schema.
	if err := doc.Validate(context.Background(), openapi3.EnableExamplesValidation()); err != nil {
		t.Fatalf("got validation error %v; want none", err)
	}
	if doc.OpenAPI != "3.1.0" {
		t.Fatalf("got openapi %q; want 3.1.0", doc.OpenAPI)
	}
	if !doc.IsOpenAPI31OrLater() {
		t.Fatalf("got a document kin-openapi does not treat as 3.1; want 3.1 (JSON Schema 2020-12 validation)")
	}
}

func TestDocumentIsCanonicalJSON(t *testing.T) {
	// The file is edited by hand: keep it in one layout (2-space indent, trailing
	// newline) so that diffs stay readable.
	var compact, got bytes.Buffer
	if err := json.Compact(&compact, openapi.JSON); err != nil {
		t.Fatalf("cannot decode openapi.json: %v", err)
	}
	if err := json.Indent(&got, compact.Bytes(), "", "  "); err != nil {
		t.Fatalf("cannot re-indent openapi.json: %v", err)
	}
	got.WriteByte('\n')
	if got.String() != string(openapi.JSON) {
		t.Fatalf("got openapi.json not in canonical layout; want it re-indented with 2 spaces (python3 -m json.tool --indent 2 --no-ensure-ascii)")
	}
}

func TestOperations(t *testing.T) {
	doc := loadDoc(t)
	seen := map[string]bool{}
	n := 0
	for path, item := range doc.Paths.Map() {
		for method, op := range item.Operations() {
			n++
			name := method + " " + path
			if op.OperationID == "" || seen[op.OperationID] {
				t.Errorf("%s: got operationId %q; want a unique one", name, op.OperationID)
			}
			seen[op.OperationID] = true
			if op.Responses.Default() != nil {
				t.Errorf("%s: got a default response; want every status listed", name)
			}
			security := doc.Security
			if op.Security != nil {
				security = *op.Security
			}
			var schemes []string
			for _, req := range security {
				for s := range req {
					schemes = append(schemes, s)
				}
			}
			switch {
			case strings.HasPrefix(path, "/admin/v1/"):
				if !slices.Equal(schemes, []string{"OperatorToken"}) {
					t.Errorf("%s: got security %v; want [OperatorToken] only (D20a)", name, schemes)
				}
				if op.Responses.Status(401) == nil {
					t.Errorf("%s: got no 401 response; want UNAUTHORIZED listed", name)
				}
			case strings.HasPrefix(path, "/v1/"):
				if !slices.Equal(schemes, []string{"ApiKey"}) {
					t.Errorf("%s: got security %v; want [ApiKey]", name, schemes)
				}
				for _, status := range []int{400, 401, 403, 429, 500, 503} {
					if op.Responses.Status(status) == nil {
						t.Errorf("%s: got no %d response; want it listed", name, status)
					}
				}
			}
			// Every error response has the error body and the request id (D11).
			for code, resp := range op.Responses.Map() {
				if code[0] != '4' && code[0] != '5' {
					continue
				}
				mt := resp.Value.Content.Get("application/json")
				if mt == nil || mt.Schema == nil {
					t.Errorf("%s %s: got no JSON schema; want the error body", name, code)
				}
				if h := resp.Value.Headers["X-Request-Id"]; h == nil || !h.Value.Required {
					t.Errorf("%s %s: got no required X-Request-Id header; want one", name, code)
				}
			}
		}
	}
	if n != 22 {
		t.Fatalf("got %d operations; want 22 (4 public, 3 service, 14 admin, /metrics)", n)
	}
}

// TestEnumsMatchEngine keeps the document's names in step with the engine's.
func TestEnumsMatchEngine(t *testing.T) {
	doc := loadDoc(t)
	f := func(schema string, want []string) {
		t.Helper()
		ref := doc.Components.Schemas[schema]
		if ref == nil {
			t.Fatalf("got no schema %s; want one", schema)
		}
		var got []string
		for _, v := range ref.Value.Enum {
			got = append(got, v.(string))
		}
		if !slices.Equal(got, want) {
			t.Fatalf("schema %s: got enum %v; want %v", schema, got, want)
		}
	}
	var scamTypes, coarse []string
	for i := range engine.NumScamTypes {
		st := engine.ScamType(i)
		scamTypes = append(scamTypes, st.String())
		if !slices.Contains(coarse, st.Coarse()) {
			coarse = append(coarse, st.Coarse())
		}
	}
	f("ScamType", scamTypes)
	f("ReportScamType", scamTypes[1:])
	f("CoarseScamType", coarse)
	var contentTypes []string
	for ct := engine.TypeURL; ct <= engine.TypePhone; ct++ {
		contentTypes = append(contentTypes, ct.String())
	}
	f("ContentType", contentTypes)
	var verdicts, batchVerdicts []string
	for v := engine.VerdictSafe; v <= engine.VerdictScam; v++ {
		verdicts = append(verdicts, v.String())
		batchVerdicts = append(batchVerdicts, v.BatchString())
	}
	f("Verdict", verdicts)
	f("BatchVerdict", batchVerdicts)

	layer := doc.Components.Schemas["Layer"].Value.Properties["name"].Value
	var names []string
	for _, v := range layer.Enum {
		names = append(names, v.(string))
	}
	if !slices.Equal(names, engine.LayerNames[:]) {
		t.Fatalf("Layer.name: got enum %v; want %v", names, engine.LayerNames)
	}
}

// TestPackageLinksNoValidator keeps the validator and its dependencies out of the
// server binary, which imports this package for the document only.
func TestPackageLinksNoValidator(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "scamcheck/server/openapi").CombinedOutput()
	if err != nil {
		t.Fatalf("go list -deps: %v\n%s", err, out)
	}
	for _, dep := range strings.Fields(string(out)) {
		if strings.HasPrefix(dep, "github.com/") || (strings.HasPrefix(dep, "scamcheck/") && dep != "scamcheck/server/openapi") {
			t.Errorf("got dependency %s; want the standard library only", dep)
		}
	}
}
