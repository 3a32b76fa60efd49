package hostile

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

// readmeCurls returns the curl commands of the README's shell blocks, each split
// into words as the shell would (quotes removed, $NAME expanded from the block's
// assignments, continuation lines joined, comments dropped).
func readmeCurls(t *testing.T) [][]string {
	t.Helper()
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatalf("cannot read the README: %v", err)
	}
	var cmds [][]string
	vars := map[string]string{}
	inBlock := false
	lines := strings.Split(strings.ReplaceAll(string(b), "\\\n", " "), "\n")
	for _, line := range lines {
		switch {
		case line == "```sh":
			inBlock = true
			continue
		case strings.HasPrefix(line, "```"):
			inBlock = false
			continue
		case !inBlock:
			continue
		}
		words := shellWords(line, vars)
		if len(words) == 1 && strings.Contains(words[0], "=") {
			name, value, _ := strings.Cut(words[0], "=")
			vars[name] = value
		}
		if len(words) > 0 && words[0] == "curl" {
			cmds = append(cmds, words)
		}
	}
	return cmds
}

// shellWords splits line into words: '…' and "…" quoting, $NAME outside single
// quotes, a # starting a word ends the line.
func shellWords(line string, vars map[string]string) []string {
	var words []string
	var w strings.Builder
	inWord := false
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case c == ' ' || c == '\t':
			if inWord {
				words = append(words, w.String())
				w.Reset()
				inWord = false
			}
		case c == '#' && !inWord:
			return words
		case c == '\'':
			j := strings.IndexByte(line[i+1:], '\'')
			if j < 0 {
				j = len(line) - i - 1
			}
			w.WriteString(line[i+1 : i+1+j])
			i += j + 1
			inWord = true
		case c == '"':
			j := strings.IndexByte(line[i+1:], '"')
			if j < 0 {
				j = len(line) - i - 1
			}
			w.WriteString(expand(line[i+1:i+1+j], vars))
			i += j + 1
			inWord = true
		case c == '$':
			j := i + 1
			for j < len(line) && (line[j] == '_' || line[j] >= 'A' && line[j] <= 'Z') {
				j++
			}
			w.WriteString(vars[line[i+1:j]])
			i = j - 1
			inWord = true
		default:
			w.WriteByte(c)
			inWord = true
		}
	}
	if inWord {
		words = append(words, w.String())
	}
	return words
}

func expand(s string, vars map[string]string) string {
	for name, v := range vars {
		s = strings.ReplaceAll(s, "$"+name, v)
	}
	return s
}

// runReadmeExamples runs every curl example of the README against p, with the
// demo account's keys in place of the placeholders, and fails unless each
// answers 2xx: the examples must run as printed on the demo account's plan.
func runReadmeExamples(t *testing.T, p *proc, live, test string) {
	t.Helper()
	cmds := readmeCurls(t)
	if len(cmds) < 5 {
		t.Fatalf("got %d curl examples in the README; want at least 5", len(cmds))
	}
	keys := strings.NewReplacer("svc_live_…", live, "svc_test_…", test, "localhost:8080", p.public)
	for _, cmd := range cmds {
		shown := strings.Join(cmd, " ")
		method, url := "", ""
		var body []byte
		hdr := map[string]string{}
		for i := 1; i < len(cmd); i++ {
			arg := keys.Replace(cmd[i])
			switch arg {
			case "-H", "--header":
				i++
				name, value, _ := strings.Cut(keys.Replace(cmd[i]), ":")
				hdr[strings.TrimSpace(name)] = strings.TrimSpace(value)
			case "-d", "--data", "--data-binary":
				i++
				body = []byte(keys.Replace(cmd[i]))
			case "-X", "--request":
				i++
				method = cmd[i]
			default:
				if strings.HasPrefix(arg, "-") {
					t.Fatalf("README example %q: option %s is not understood by this test", shown, arg)
				}
				url = arg
			}
		}
		if method == "" {
			method = "GET"
			if body != nil {
				method = "POST"
			}
		}
		if _, ok := hdr["Content-Type"]; !ok && body != nil {
			hdr["Content-Type"] = "application/x-www-form-urlencoded" // what curl -d sends
		}
		if !strings.Contains(url, "://") {
			url = "http://" + url
		}
		status, _, out, err := do(method, url, hdr, body)
		if err != nil {
			t.Fatalf("README example %q: %v", shown, err)
		}
		if status/100 != 2 || bytes.Contains(out, []byte(`"error"`)) {
			t.Fatalf("README example %q: got %d; want 2xx with the demo account's keys: %s", shown, status, out)
		}
	}
}
