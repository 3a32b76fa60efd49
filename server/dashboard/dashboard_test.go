package dashboard

import (
	"bytes"
	"encoding/json"
	"io"
	"io/fs"
	"net"
	"net/http"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"scamcheck/server/openapi"
)

func readFile(t *testing.T, name string) []byte {
	t.Helper()
	b, err := fs.ReadFile(FS, name)
	if err != nil {
		t.Fatalf("cannot read %s: %v", name, err)
	}
	return b
}

func TestFiles(t *testing.T) {
	entries, err := fs.ReadDir(FS, ".")
	if err != nil {
		t.Fatalf("cannot list FS: %v", err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if want := []string{"app.js", "index.html", "style.css"}; !slices.Equal(names, want) {
		t.Fatalf("got files %v; want %v", names, want)
	}
	for _, name := range names {
		if len(readFile(t, name)) < 500 {
			t.Fatalf("%s: got a nearly empty file; want the page's content", name)
		}
	}
}

// walk calls fn for every element node of the page.
func walk(t *testing.T, fn func(n *html.Node)) {
	t.Helper()
	doc, err := html.Parse(bytes.NewReader(readFile(t, "index.html")))
	if err != nil {
		t.Fatalf("cannot parse index.html: %v", err)
	}
	var visit func(n *html.Node)
	visit = func(n *html.Node) {
		if n.Type == html.ElementNode {
			fn(n)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			visit(c)
		}
	}
	visit(doc)
}

func attr(n *html.Node, key string) (string, bool) {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val, true
		}
	}
	return "", false
}

func TestPageReferencesLocalAssetsOnly(t *testing.T) {
	var assets []string
	walk(t, func(n *html.Node) {
		for _, key := range []string{"src", "href", "action", "poster", "srcset"} {
			v, ok := attr(n, key)
			if !ok || strings.HasPrefix(v, "#") || v == "data:," { // "data:," is the empty favicon: no request
				continue
			}
			if strings.Contains(v, ":") || strings.HasPrefix(v, "/") || strings.Contains(v, "..") {
				t.Errorf("<%s %s=%q>: got a non-local reference; want a file of the page", n.Data, key, v)
				continue
			}
			assets = append(assets, v)
		}
	})
	sort.Strings(assets)
	if want := []string{"app.js", "style.css"}; !slices.Equal(assets, want) {
		t.Fatalf("got assets %v; want %v", assets, want)
	}
	for _, a := range assets {
		if _, err := fs.Stat(FS, a); err != nil {
			t.Errorf("index.html references %s: got %v; want the file in FS", a, err)
		}
	}

	css := string(readFile(t, "style.css"))
	for _, banned := range []string{"url(", "@import", "http:", "https:"} {
		if strings.Contains(css, banned) {
			t.Errorf("style.css: got %q; want no external resource", banned)
		}
	}

	js := string(readFile(t, "app.js"))
	// The only absolute URL allowed is the SVG namespace, which is a name, not a fetch.
	for _, m := range regexp.MustCompile(`(?i)(https?:)?//[a-z0-9.-]+\.[a-z]{2,}[^\s'"`+"`"+`]*`).FindAllString(js, -1) {
		if m != "http://www.w3.org/2000/svg" {
			t.Errorf("app.js: got URL %q; want same-origin paths only", m)
		}
	}
	for _, banned := range []string{"import(", "importScripts", "new WebSocket", "innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "localStorage"} {
		if strings.Contains(js, banned) {
			t.Errorf("app.js: got %q; want none (offline, no HTML injection, token in sessionStorage only)", banned)
		}
	}
}

func TestInteractiveElementsHaveStableIDs(t *testing.T) {
	ids := map[string]bool{}
	n := 0
	walk(t, func(e *html.Node) {
		if id, ok := attr(e, "id"); ok {
			if ids[id] {
				t.Errorf("got id %q twice; want unique ids", id)
			}
			ids[id] = true
		}
		switch e.Data {
		case "a", "button", "input", "select", "textarea", "form", "dialog":
			n++
			_, hasID := attr(e, "id")
			_, hasTestID := attr(e, "data-testid")
			if !hasID && !hasTestID {
				t.Errorf("<%s> %v: got no id nor data-testid; want one for browser tests", e.Data, e.Attr)
			}
		}
	})
	if n < 40 {
		t.Fatalf("got %d interactive elements; want the full page (40 or more)", n)
	}
	// Every element app.js looks up by id exists in the page.
	js := string(readFile(t, "app.js"))
	for _, m := range regexp.MustCompile(`\$\('([a-z0-9-]+)'\)`).FindAllStringSubmatch(js, -1) {
		if !ids[m[1]] {
			t.Errorf("app.js looks up #%s: got no such element in index.html; want one", m[1])
		}
	}
}

// endpoint is a method and an OpenAPI path template with every parameter named {id}.
type endpoint struct{ method, path string }

var (
	// api('PATCH', '/admin/v1/accounts/' + enc(id), body) and
	// api('POST', `/admin/v1/keys/${enc(k.id)}/regenerate`)
	apiCall = regexp.MustCompile("api\\('([A-Z]+)',\\s*(['`])(/[^'`]*)['`](\\s*\\+)?")
	// " *   PATCH  /admin/v1/accounts/{id}   {name, ...}" in the header comment
	docLine = regexp.MustCompile(`(?m)^ \*\s+(GET|POST|PATCH|PUT|DELETE)\s+(/\S+)`)
	tmplVar = regexp.MustCompile(`\$\{[^}]*\}`)
)

func normalize(path string, concatenated bool) string {
	path = tmplVar.ReplaceAllString(path, "{id}")
	if i := strings.IndexAny(path, "?["); i >= 0 {
		return path[:i]
	}
	if concatenated && strings.HasSuffix(path, "/") {
		path += "{id}"
	}
	return path
}

func TestEndpointsMatchOpenAPI(t *testing.T) {
	var doc struct {
		Paths map[string]map[string]json.RawMessage `json:"paths"`
	}
	if err := json.Unmarshal(openapi.JSON, &doc); err != nil {
		t.Fatalf("cannot decode the OpenAPI document: %v", err)
	}
	documented := func(e endpoint) bool {
		_, ok := doc.Paths[e.path][strings.ToLower(e.method)]
		return ok
	}

	js := string(readFile(t, "app.js"))
	called := map[endpoint]bool{}
	for _, m := range apiCall.FindAllStringSubmatch(js, -1) {
		called[endpoint{m[1], normalize(m[3], m[4] != "")}] = true
	}
	listed := map[endpoint]bool{}
	for _, m := range docLine.FindAllStringSubmatch(js, -1) {
		listed[endpoint{m[1], normalize(m[2], false)}] = true
	}
	if len(called) < 13 {
		t.Fatalf("got %d endpoints called; want the 13 of the admin API", len(called))
	}
	for e := range called {
		if !documented(e) {
			t.Errorf("app.js calls %s %s: got no such operation in openapi.json; want it documented", e.method, e.path)
		}
		if !listed[e] {
			t.Errorf("app.js calls %s %s: got it missing from the header comment; want it listed", e.method, e.path)
		}
	}
	for e := range listed {
		if !called[e] {
			t.Errorf("app.js header lists %s %s: got no call to it; want the list to match the code", e.method, e.path)
		}
	}
}

func TestServe(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("cannot listen: %v", err)
	}
	srv := &http.Server{Handler: http.FileServerFS(FS)}
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { _ = srv.Close() })

	f := func(path, wantType, wantBody string) {
		t.Helper()
		resp, err := http.Get("http://" + ln.Addr().String() + path)
		if err != nil {
			t.Fatalf("GET %s: %v", path, err)
		}
		defer resp.Body.Close()
		body, err := io.ReadAll(resp.Body)
		if err != nil {
			t.Fatalf("GET %s: cannot read body: %v", path, err)
		}
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("GET %s: got status %d; want 200", path, resp.StatusCode)
		}
		if got := resp.Header.Get("Content-Type"); !strings.HasPrefix(got, wantType) {
			t.Fatalf("GET %s: got Content-Type %q; want %s", path, got, wantType)
		}
		if !bytes.Contains(body, []byte(wantBody)) {
			t.Fatalf("GET %s: got a body without %q; want it", path, wantBody)
		}
	}
	f("/", "text/html", "<title>ScamCheck operator dashboard</title>")
	f("/app.js", "text/javascript", "/admin/v1/stats")
	f("/style.css", "text/css", "--scam")
}
